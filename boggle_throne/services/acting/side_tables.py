"""The use cases of the bar's side tables in a night: open a table, make a move (typed in the
game's short notation, or in its document form), clear it away.

Every move is a `SideMove` in the night's log, so undo takes it back like any other action, and a
table's moves can be written out as a side-game document that `boggle-throne side replay` plays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boggle_throne.night import commands as c
from boggle_throne.night.commands.side import MAX_SIDE_TABLE
from boggle_throne.night.side_rules import SideMoveRefusedError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.side_views import SideTableView
from boggle_throne.side.errors import SideGameError


class SideTables:
    """The side tables' use cases on one open night."""

    def __init__(self, service: OpenNight) -> None:
        self._service = service

    def tables(self) -> tuple[SideTableView, ...]:
        return self._service.views.side_tables()

    def table(self, number: int) -> SideTableView:
        return self._service.views.side_table(number)

    def free_number(self) -> int:
        """The lowest side-table number not in use."""
        used = {table.number for table in self._service.views.side_tables()}
        return next(n for n in range(1, MAX_SIDE_TABLE + 2) if n not in used)

    def open(
        self,
        game: str,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        number: int | None = None,
    ) -> SideTableView:
        """Open a table for a game (the lowest free number unless one is given)."""
        chosen = number if number is not None else self.free_number()
        self._service.execute(c.OpenSideTable(chosen, game, tuple(players), dict(options or {})))
        return self.table(chosen)

    def move(self, number: int, move: Mapping[str, Any]) -> SideTableView:
        """A move in its document form."""
        self._service.execute(c.SideMove(number, dict(move)))
        return self.table(number)

    def typed(self, number: int, text: str) -> SideTableView:
        """A move as the judge typed it, read for what the table waits for now."""
        game = self._service.views.side_table_state(number).game
        try:
            move = game.read_typed(text)
        except SideGameError as error:
            raise SideMoveRefusedError(str(error)) from None
        return self.move(number, move.to_json())

    def close(self, number: int) -> None:
        """Clear a table away (`UnknownNameError` when it is not open)."""
        self._service.execute(c.CloseSideTable(number))
