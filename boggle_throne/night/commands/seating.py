"""The commands that seat a round or draw the bracket."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from boggle_throne.engine.counts import counted
from boggle_throne.engine.errors import quoted
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.codec import (
    plan_from_json,
    plan_json,
)
from boggle_throne.night.commands.base import Command, Names, player_id, player_name
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.payload import field as payload_field
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundPlan


@dataclass(frozen=True)
class SeatRound(Command):
    """The next round seated as planned (the plan is recorded, so the seats never change on replay)."""

    KIND = "seat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("plan",)
    REQUEST_FIELDS = ("seed",)

    plan: RoundPlan

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(plan_from_json(payload.get("plan")))

    def to_json(self) -> dict[str, Any]:
        return {"plan": plan_json(self.plan)}

    def describe(self, names: Names) -> str:
        return f"round {self.plan.number} · {counted(len(self.plan.tables), 'table')}"


@dataclass(frozen=True)
class UnseatRound(Command):
    """The latest round's seating taken back, before any of its games started."""

    KIND = "unseat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("round",)

    round: int

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(payload_field(payload, "round", int))

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round}

    def describe(self, names: Names) -> str:
        return f"round {self.round}"


@dataclass(frozen=True)
class DrawBracket(Command):
    """A head-to-head bracket in seeding order; the defending champion, if named, waits in the final."""

    KIND = "bracket"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("seeding", "champion")
    REQUEST_FIELDS = ("seed",)

    seeding: tuple[PlayerId, ...]
    champion: PlayerId | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        seeding = payload_field(payload, "seeding", list)
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in seeding):
            raise ActionRefusedError(f"'seeding' lists players by number, not {quoted(seeding)}")
        champion = player_id(payload, "champion") if payload.get("champion") is not None else None
        return cls(tuple(PlayerId(p) for p in seeding), champion)

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"seeding": list(self.seeding)}
        if self.champion is not None:
            payload["champion"] = self.champion
        return payload

    def describe(self, names: Names) -> str:
        champion = (
            [] if self.champion is None else [f"{player_name(names, self.champion)} waits in the final"]
        )
        return " · ".join([counted(len(self.seeding), "player"), *champion])
