"""The side tables of the bar (docs/rules.md §6): a table opened for a side game, each move made at
it, and the table cleared away. A move is logged in the form of a side-game document, so a table's
moves read back as a document that `side replay` plays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from boggle_throne.engine.errors import quoted
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Command, Names
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.payload import field as payload_field

MAX_SIDE_TABLE = 99


def _table(payload: Mapping[str, Any]) -> int:
    number = payload_field(payload, "table", int)
    if not 1 <= number <= MAX_SIDE_TABLE:
        raise ActionRefusedError(f"a side table is numbered 1 to {MAX_SIDE_TABLE}, not {number}")
    return number


@dataclass(frozen=True)
class SideTableCommand(Command):
    """An action at one side table, by its number."""

    ASPECTS = frozenset({Aspect.SIDE_GAMES})
    FIELDS: ClassVar[tuple[str, ...]] = ("table",)

    table: int

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(_table(payload))

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table}

    def describe(self, names: Names) -> str:
        return f"side table {self.table}"


@dataclass(frozen=True)
class OpenSideTable(SideTableCommand):
    """A side table opened: its game, its players in seating order (clockwise) and its variants."""

    KIND = "open_side_table"
    FIELDS = ("table", "game", "players", "options")

    game_name: str = ""
    """The side game's name (`liars-boggle`…): `game` is the tournament game a command acts on."""
    players: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        players = payload_field(payload, "players", list)
        if not all(isinstance(name, str) for name in players):
            raise ActionRefusedError(f"a side table's players are names, not {quoted(players)}")
        options = payload_field(payload, "options", dict, {})
        return cls(_table(payload), payload_field(payload, "game", str), tuple(players), dict(options))

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "game": self.game_name,
            "players": list(self.players),
            "options": dict(self.options),
        }

    def describe(self, names: Names) -> str:
        return f"side table {self.table} · {self.game_name} · {', '.join(self.players)}"


@dataclass(frozen=True)
class SideMove(SideTableCommand):
    """One move at a side table, in the form a side-game document gives it."""

    KIND = "side_move"
    FIELDS = ("table", "move")
    REFUSED_UNCHANGED = True

    move: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(_table(payload), dict(payload_field(payload, "move", dict)))

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "move": dict(self.move)}

    def describe(self, names: Names) -> str:
        return f"side table {self.table} · {move_text(self.move)}"


@dataclass(frozen=True)
class CloseSideTable(SideTableCommand):
    """A side table cleared away: its game over or abandoned (its moves stay in the log)."""

    KIND = "close_side_table"


def move_text(move: Mapping[str, Any]) -> str:
    """A move as the log page lists it: `Ann · bid whale`, `reveal Ann H W L A; Bob E S Qu T`."""
    player = move.get("player")
    parts = [f"{key} {_value_text(value)}" for key, value in move.items() if key != "player"]
    text = " · ".join(parts)
    return f"{player} · {text}" if isinstance(player, str) else text


def _value_text(value: object) -> str:
    if isinstance(value, Mapping):
        return "; ".join(f"{key} {_value_text(item)}" for key, item in value.items())
    if isinstance(value, list):
        return " ".join(str(item) for item in value)
    return str(value)
