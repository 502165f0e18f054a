"""A round's standings: each table's players with places, points, each game's points and tie-breaks."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QFont

from boggle_throne.services.reading.views import RoundView, StandingRow
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

TableRow = tuple[int, StandingRow]
"""A standings row with its table number."""


def _advance_mark(row: TableRow) -> str:
    advances = row[1].advances
    return "" if advances is None else ("advances" if advances else "out")


def _winner_mark(row: TableRow) -> str:
    return "winner" if row[1].advances else ""


def _advance_colour(row: TableRow) -> QColor | None:
    advances = row[1].advances
    return None if advances is None else QColor("#2e9d4a" if advances else "#8a8f98")


def _font(row: TableRow) -> QFont | None:
    return styled_font(bold=True) if row[1].advances else None


def _game_column(game: int) -> Column:
    def points(row: TableRow) -> object:
        value = row[1].game_points[game - 1] if game <= len(row[1].game_points) else None
        return "–" if value is None else value

    return Column(f"G{game}", points, numeric=True)


def standings_columns(games: int, final: bool = False) -> tuple[Column, ...]:
    return (
        Column("Table", lambda r: r[0] or "tie-break", numeric=True),
        Column("Place", lambda r: r[1].place, numeric=True),
        Column("Player", lambda r: r[1].name, font=_font),
        Column("Points", lambda r: r[1].points, numeric=True, font=_font),
        *(_game_column(game) for game in range(1, games + 1)),
        Column("Last game", lambda r: r[1].last_game_points, numeric=True),
        Column("Words", lambda r: r[1].scoring_words, numeric=True),
        Column("Longest", lambda r: r[1].longest_word, numeric=True),
        Column("", _winner_mark if final else _advance_mark, colour=_advance_colour),
    )


class StandingsModel(RowsModel):
    """Rows are (table, `StandingRow`) pairs of one round; the game columns follow the round."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(standings_columns(0), parent)

    def show_round(self, round_view: RoundView | None) -> None:
        if round_view is None:
            self.set_rows((), standings_columns(0))
            return
        rows = [(table.number, row) for table in round_view.tables for row in table.standings]
        self.set_rows(rows, standings_columns(round_view.games, round_view.kind is RoundKind.FINAL))
