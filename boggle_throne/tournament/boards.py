"""Which board a table-game uses: tables share a board per game number when the option is on."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoardSlot:
    """The key a board is rolled or entered for. `table_number` is None when every table shares it."""

    round_number: int
    game_number: int
    table_number: int | None


def board_slot(
    round_number: int, game_number: int, table_number: int, *, same_board_everywhere: bool
) -> BoardSlot:
    """The slot of game `game_number` at `table_number` (a table, or a match in a bracket round)."""
    return BoardSlot(round_number, game_number, None if same_board_everywhere else table_number)
