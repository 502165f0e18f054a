"""What the next seating or the bracket's draw would be, from a seed: shown before it is confirmed, and
what a seating or a draw records (see `acting.completion`)."""

from __future__ import annotations

from typing import Any

from boggle_throne.engine.errors import EngineError
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.state import Night
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.tournament.rounds import RoundPlan
from boggle_throne.tournament.seeding import bracket_seeding
from boggle_throne.tournament.tournament import Tournament


def next_seed(night: Night) -> int:
    """The seed the next seating is drawn from unless the organiser draws again: the night's board
    seed, plus the number of rounds already seated."""
    tournament = night.tournament
    return night.require_settings().board_seed + len(tournament.rounds if tournament is not None else ())


def round_plan(night: Night, seed: int | None = None) -> RoundPlan:
    """The seating the next round would get from `seed` (the next seed when None)."""
    settings = night.require_settings()
    chosen = seed if seed is not None else next_seed(night)
    tournament = night.tournament
    if tournament is None:  # round 1: a tournament of the roster as it stands
        tournament = Tournament(settings.occasion, settings.table_format, night.roster, night.throne)
    plan: RoundPlan = checked(tournament.plan_next_round, chosen)
    return plan


def bracket_draw(night: Night, seed: int | None = None) -> c.DrawBracket:
    """The bracket of the checked-in players, seed ranks first, then the unranked in an order drawn
    from `seed` (the night's board seed when None); the defending champion, if checked in, waits for
    them in the final."""
    entrants = night.roster.with_status(PlayerStatus.CHECKED_IN)
    champion = night.champion if night.champion in {p.id for p in entrants} else None
    drawn_from = seed if seed is not None else night.require_settings().board_seed
    return c.DrawBracket(tuple(bracket_seeding(entrants, champion, drawn_from)), champion)


def checked(function: Any, *args: Any) -> Any:
    """Call into the engine or the domain, reporting their errors as refused actions."""
    try:
        return function(*args)
    except (EngineError, TournamentError) as error:
        raise ActionRefusedError(str(error)) from None
