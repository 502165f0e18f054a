"""The commands that seat a round or draw the bracket."""

from __future__ import annotations

from dataclasses import dataclass, field

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Command, Names, command, player_name
from boggle_throne.night.commands.json_form import json_key
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundPlan

__all__ = ["DrawBracket", "SeatRound", "UnseatRound"]


@command
@dataclass(frozen=True)
class SeatRound(Command):
    """The next round seated as planned (the plan is recorded, so the seats never change on replay)."""

    KIND = "seat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    REQUEST_FIELDS = ("seed",)

    plan: RoundPlan

    def describe(self, names: Names) -> str:
        return _("round {number} · {tables}").format(
            number=self.plan.number, tables=counted(len(self.plan.tables), "table")
        )


@command
@dataclass(frozen=True)
class UnseatRound(Command):
    """The latest round's seating taken back, before any of its games started."""

    KIND = "unseat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    round: int

    def describe(self, names: Names) -> str:
        return _("round {number}").format(number=self.round)


@command
@dataclass(frozen=True)
class DrawBracket(Command):
    """A head-to-head bracket in seeding order; the defending champion, if named, waits in the final."""

    KIND = "bracket"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    REQUEST_FIELDS = ("seed",)

    seeding: tuple[PlayerId, ...]
    champion: PlayerId | None = field(default=None, metadata=json_key(omitted_when_empty=True))

    def describe(self, names: Names) -> str:
        champion = (
            []
            if self.champion is None
            else [_("{name} waits in the final").format(name=player_name(names, self.champion))]
        )
        return " · ".join([counted(len(self.seeding), "player"), *champion])
