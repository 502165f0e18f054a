"""A round's standings: each table's players with places, points, each game's points and tie-breaks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QFont

from boggle_throne.services.reading.views import RoundView, StandingRow
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

TableRow = tuple[int, StandingRow]
"""A standings row with its table number."""


def _advance_mark(row: TableRow) -> str:
    advances = row[1].advances
    if advances is None:
        return ""
    if advances:
        return QCoreApplication.translate("StandingsModel", "advances")
    return QCoreApplication.translate("StandingsModel", "out")


def _winner_mark(row: TableRow) -> str:
    return QCoreApplication.translate("StandingsModel", "winner") if row[1].advances else ""


def _advance_colour(row: TableRow) -> QColor | None:
    advances = row[1].advances
    return None if advances is None else QColor("#2e9d4a" if advances else "#8a8f98")


def _font(row: TableRow) -> QFont | None:
    return styled_font(bold=True) if row[1].advances else None


def _table(row: TableRow) -> object:
    """The table's number, or the tie-break's row."""
    return row[0] or QCoreApplication.translate("StandingsModel", "tie-break")


def _game_column(game: int) -> Column:
    def points(row: TableRow) -> object:
        value = row[1].game_points[game - 1] if game <= len(row[1].game_points) else None
        return "–" if value is None else value

    return Column(
        QCoreApplication.translate("StandingsModel", "G{number}").format(number=game), points, numeric=True
    )


def standings_columns(games: int, final: bool = False) -> tuple[Column, ...]:
    return (
        Column(str(QT_TRANSLATE_NOOP("StandingsModel", "Table")), _table, numeric=True),
        Column(str(QT_TRANSLATE_NOOP("StandingsModel", "Place")), lambda r: r[1].place, numeric=True),
        Column(str(QT_TRANSLATE_NOOP("StandingsModel", "Player")), lambda r: r[1].name, font=_font),
        Column(
            str(QT_TRANSLATE_NOOP("StandingsModel", "Points")),
            lambda r: r[1].points,
            numeric=True,
            font=_font,
        ),
        *(_game_column(game) for game in range(1, games + 1)),
        Column(
            str(QT_TRANSLATE_NOOP("StandingsModel", "Last game")),
            lambda r: r[1].last_game_points,
            numeric=True,
        ),
        Column(str(QT_TRANSLATE_NOOP("StandingsModel", "Words")), lambda r: r[1].scoring_words, numeric=True),
        Column(
            str(QT_TRANSLATE_NOOP("StandingsModel", "Longest")), lambda r: r[1].longest_word, numeric=True
        ),
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
