"""The handlers of the side tables: each table keeps its referee (`boggle_throne.side`) and the
moves it took, in order, so the table can be shown, written out as a document and replayed."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError, UnknownNameError
from boggle_throne.night.handlers import handles
from boggle_throne.side.base import SideContext, SideGame
from boggle_throne.side.errors import SideGameError
from boggle_throne.side.games import new_side_game

if TYPE_CHECKING:
    from boggle_throne.night.state import Night


class SideMoveRefusedError(ActionRefusedError):
    """A move the side game's rules forbid now (the referee's own words say why)."""


@dataclass
class SideTable:
    """One side table: how it was opened, its referee, and the moves it took."""

    opened: c.OpenSideTable
    game: SideGame
    moves: list[dict[str, Any]] = field(default_factory=list)


def side_context(night: Night) -> SideContext:
    """What a referee needs from the night: its dictionary for challenges, its dice set."""
    settings = night.require_settings()
    dictionary = night.require_dictionary()
    return SideContext(is_word=dictionary.__contains__, dice=settings.dice)


def side_table(night: Night, number: int) -> SideTable:
    try:
        return night.side_tables[number]
    except KeyError:
        raise UnknownNameError(_("side table {number} is not open").format(number=number)) from None


@handles(c.OpenSideTable)
def _open(night: Night, command: c.OpenSideTable, _at: datetime) -> None:
    if command.table in night.side_tables:
        raise ActionRefusedError(_("side table {number} is already open").format(number=command.table))
    try:
        game = new_side_game(command.game_name, command.players, command.options, side_context(night))
    except SideGameError as error:
        raise SideMoveRefusedError(str(error)) from None
    night.side_tables[command.table] = SideTable(command, game)


@handles(c.SideMove)
def _move(night: Night, command: c.SideMove, _at: datetime) -> None:
    table = side_table(night, command.table)
    try:
        move = table.game.parse_move(command.move)
        table.game.apply(move)
    except SideGameError as error:
        raise SideMoveRefusedError(str(error)) from None
    table.moves.append(move.to_json())  # in the document's own order, however the log stored it


@handles(c.CloseSideTable)
def _close(night: Night, command: c.CloseSideTable, _at: datetime) -> None:
    side_table(night, command.table)
    del night.side_tables[command.table]
