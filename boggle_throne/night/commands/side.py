"""The side tables of the bar (docs/rules.md §6): a table opened for a side game, each move made at
it, and the table cleared away. A move is logged in the form of a side-game document, so a table's
moves read back as a document that `side replay` plays."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Command, Names, command
from boggle_throne.night.commands.json_form import json_key
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.payload import field as payload_field

__all__ = ["CloseSideTable", "OpenSideTable", "SideMove", "SideTableCommand"]

MAX_SIDE_TABLE = 99


def _table(payload: Mapping[str, Any], name: str, _absent: object) -> int:
    number = payload_field(payload, name, int)
    if not 1 <= number <= MAX_SIDE_TABLE:
        raise ActionRefusedError(
            _("a side table is numbered 1 to {most}, not {number}").format(most=MAX_SIDE_TABLE, number=number)
        )
    return number


def _names(payload: Mapping[str, Any], name: str, _absent: object) -> tuple[str, ...]:
    players = payload_field(payload, name, list)
    if not all(isinstance(player, str) for player in players):
        raise ActionRefusedError(
            _("a side table's players are names, not {value}").format(value=quoted(players))
        )
    return tuple(players)


@dataclass(frozen=True)
class SideTableCommand(Command):
    """An action at one side table, by its number."""

    ASPECTS = frozenset({Aspect.SIDE_GAMES})

    table: int = field(metadata=json_key(read=_table))

    def describe(self, names: Names) -> str:
        return _("side table {number}").format(number=self.table)


@command
@dataclass(frozen=True)
class OpenSideTable(SideTableCommand):
    """A side table opened: its game, its players in seating order (clockwise) and its variants."""

    KIND = "open_side_table"

    game_name: str = field(metadata=json_key("game"))
    """The side game's name (`liars-boggle`…): `game` is the tournament game a command acts on."""
    players: tuple[str, ...] = field(metadata=json_key(read=_names))
    options: Mapping[str, Any] = field(default_factory=dict)

    def describe(self, names: Names) -> str:
        return " · ".join([super().describe(names), self.game_name, ", ".join(self.players)])


@command
@dataclass(frozen=True)
class SideMove(SideTableCommand):
    """One move at a side table, in the form a side-game document gives it."""

    KIND = "side_move"
    REFUSED_UNCHANGED = True

    move: Mapping[str, Any]

    def describe(self, names: Names) -> str:
        return " · ".join([super().describe(names), move_text(self.move)])


@command
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
