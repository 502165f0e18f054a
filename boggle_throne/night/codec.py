"""JSON forms of the domain values an action records: round plans, rosters and the Throne's history."""

from __future__ import annotations

from datetime import date
from typing import Any

from boggle_throne.i18n import _
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus, Roster
from boggle_throne.tournament.rounds import RoundKind, RoundPlan
from boggle_throne.tournament.seating import Table
from boggle_throne.tournament.throne import Dethronement, DethronementCause, Occasion, Reign, Throne


def plan_json(plan: RoundPlan) -> dict[str, Any]:
    return {
        "number": plan.number,
        "kind": plan.kind.value,
        "games": plan.games,
        "seed": plan.seed,
        "same_board": plan.same_board_everywhere,
        "tables": [list(table.seats) for table in plan.tables],
    }


def plan_from_json(value: Any) -> RoundPlan:
    try:
        tables = tuple(
            Table(number, tuple(PlayerId(int(p)) for p in seats))
            for number, seats in enumerate(value["tables"], start=1)
        )
        return RoundPlan(
            int(value["number"]),
            RoundKind(value["kind"]),
            int(value["games"]),
            tables,
            int(value["seed"]),
            bool(value["same_board"]),
        )
    except (KeyError, TypeError, ValueError):
        raise ActionRefusedError(
            _("a seating plan is malformed: {value}").format(value=repr(value))
        ) from None


def roster_json(roster: Roster) -> list[dict[str, Any]]:
    return [
        {"id": p.id, "name": p.name, "status": p.status.value, "seed_rank": p.seed_rank}
        for p in roster.players
    ]


def roster_from_json(value: Any) -> Roster:
    try:
        return Roster(
            Player(PlayerId(int(p["id"])), str(p["name"]), PlayerStatus(p["status"]), p.get("seed_rank"))
            for p in value
        )
    except (KeyError, TypeError, ValueError, TournamentError) as error:
        raise ActionRefusedError(_("a player list is malformed: {error}").format(error=error)) from None


def _occasion_json(occasion: Occasion) -> list[str]:
    return [occasion.name, occasion.held_on.isoformat()]


def _occasion(value: Any) -> Occasion:
    name, held_on = value
    return Occasion(str(name), date.fromisoformat(held_on))


def throne_json(throne: Throne) -> list[dict[str, Any]]:
    return [
        {
            "holder": reign.holder,
            "crowned": _occasion_json(reign.crowned),
            "defences_won": [_occasion_json(o) for o in reign.defences_won],
            "dethroned": None
            if reign.dethroned is None
            else {"occasion": _occasion_json(reign.dethroned.occasion), "cause": reign.dethroned.cause.value},
        }
        for reign in throne.reigns
    ]


def throne_from_json(value: Any) -> Throne:
    try:
        return Throne(
            tuple(
                Reign(
                    PlayerId(int(r["holder"])),
                    _occasion(r["crowned"]),
                    tuple(_occasion(o) for o in r["defences_won"]),
                    None
                    if r["dethroned"] is None
                    else Dethronement(
                        _occasion(r["dethroned"]["occasion"]), DethronementCause(r["dethroned"]["cause"])
                    ),
                )
                for r in value
            )
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ActionRefusedError(
            _("the Throne's history is malformed: {error}").format(error=error)
        ) from None
