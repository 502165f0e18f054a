"""The road to the Throne of a table-rounds night, as the printed bracket shows it.

One column per seated round, its tables stacked two high, each player marked as the round left
them: ▲ through to the next round, ♛ crowned at the final, dimmed when out. The last column is the
Throne: its new holder, or who defends it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt

from boggle_throne.i18n import ngettext
from boggle_throne.presentation.numbers import number
from boggle_throne.services.reading.views import RoundView, StandingRow, StandingsView, TableView
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.ui.projector.crowning import CROWN, crowning_lines
from boggle_throne.ui.projector.page import HEADER
from boggle_throne.ui.projector.standings import mark
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas

STACK = 2  # tables one above the other in a round's column
GAP = 2.0
TITLE = 6.0  # the height of a column's title
MAX_LINE = 8.0
SYMBOL = 0.9  # a card's mark cell, in lines
POINTS = 1.4  # a card's points cell, in lines


@dataclass(frozen=True)
class Card:
    """How the road's table cards are set: the height of a line and the one size of every name."""

    line: float
    name: float


def stacks(round_: RoundView) -> int:
    """How many stacks of tables a round's column holds side by side."""
    return max(1, math.ceil(len(round_.tables) / STACK))


def round_heading(round_: RoundView) -> str:
    if round_.kind is RoundKind.FINAL:
        return QCoreApplication.translate("Road", "THE FINAL")
    return QCoreApplication.translate("Road", "ROUND {number}").format(number=round_.number)


def summary(standings: StandingsView) -> str:
    """The heading's aside: how many players set out and over how many rounds."""
    first = standings.rounds[0] if standings.rounds else None
    players = sum(len(t.seats) for t in first.tables) if first is not None else 0
    rounds = len(standings.rounds)
    return ngettext("{players} PLAYERS · {n} ROUND", "{players} PLAYERS · {n} ROUNDS", rounds).format(
        players=players, n=rounds
    )


def paint_road(canvas: Canvas, standings: StandingsView) -> None:
    """Every seated round's tables, left to right, then the Throne: under the final table once the
    final is seated, else in a column of its own."""
    rounds = standings.rounds
    throne_below = rounds[-1].kind is RoundKind.FINAL and len(rounds[-1].tables) == 1
    weights = [stacks(r) for r in rounds] + ([] if throne_below else [1])
    unit = (canvas.width - 8 - GAP * (sum(weights) - 1)) / sum(weights)
    lines = max((STACK * (1 + len(t.seats)) for r in rounds for t in r.tables), default=1)
    top = HEADER + TITLE
    line = min(MAX_LINE, (canvas.height - top - 2 - GAP * (STACK - 1)) / lines)
    names = [row.name for r in rounds for t in r.tables for row in t.standings]
    card = Card(line, canvas.one_size(names, line * 0.62, unit - line * (SYMBOL + POINTS) - 1.5))
    left = 4.0
    for round_, weight in zip(rounds, weights, strict=False):
        width = weight * unit + (weight - 1) * GAP
        canvas.text(canvas.rect(left, HEADER, width, TITLE), round_heading(round_), 4.5, MUTED)
        bottom = _paint_round(canvas, round_, left, top, unit, card)
        left += width + GAP
    if throne_below:
        left -= unit + GAP
        _paint_throne(
            canvas, standings, canvas.rect(left, bottom + GAP, unit, canvas.height - 2 - bottom - GAP)
        )
    else:
        canvas.text(
            canvas.rect(left, HEADER, unit, TITLE),
            QCoreApplication.translate("Road", "THE THRONE"),
            4.5,
            MUTED,
        )
        _paint_throne(canvas, standings, canvas.rect(left, top, unit, canvas.height - top - 2))


def _paint_round(
    canvas: Canvas, round_: RoundView, left: float, top: float, width: float, card: Card
) -> float:
    """A round's tables, two to a stack, stacks side by side; returns where the last table ends."""
    final = round_.kind is RoundKind.FINAL
    bottom = top
    for index, table in enumerate(round_.tables):
        stack, level = divmod(index, STACK)
        x = left + stack * (width + GAP)
        y = top + level * (card.line * (1 + len(table.seats)) + GAP)
        bottom = _paint_table(canvas, table, x, y, width, card, final)
    return bottom


def _paint_table(
    canvas: Canvas, table: TableView, left: float, top: float, width: float, card: Card, final: bool
) -> float:
    """A table's card: its number, then its players best first with their points and marks;
    returns where the card ends."""
    rows: Sequence[StandingRow] = table.standings
    line = card.line
    canvas.panel(canvas.rect(left, top, width, line * (1 + len(rows))))
    canvas.text(
        canvas.rect(left + 1, top, width - 2, line),
        QCoreApplication.translate("Road", "FINAL TABLE")
        if final
        else QCoreApplication.translate("Road", "TABLE {number}").format(number=table.number),
        line * 0.5,
        MUTED,
        align=Qt.AlignmentFlag.AlignLeft,
    )
    played = any(points is not None for row in rows for points in row.game_points)
    for place, row in enumerate(rows, start=1):
        y = top + place * line
        symbol, colour = mark(row.advances, final)
        canvas.text(canvas.rect(left + 0.5, y, line * SYMBOL, line), symbol, card.name * 0.8, colour)
        canvas.text(
            canvas.rect(left + 0.5 + line * SYMBOL, y, width - line * (SYMBOL + POINTS) - 1.5, line),
            row.name,
            card.name,
            colour,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        canvas.text(
            canvas.rect(left + width - line * POINTS - 1, y, line * POINTS, line),
            number(row.points) if played else "",
            card.name,
            colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
    return top + line * (1 + len(rows))


def _paint_throne(canvas: Canvas, standings: StandingsView, box: QRectF) -> None:
    """The end of the road: the crown, who holds it tonight (or who defends it), in gold."""
    champion = standings.defending_champion
    name, line = crowning_lines(standings.winner, champion, champion)
    canvas.panel(box)
    left, top = box.left() / canvas.unit, box.top() / canvas.unit
    width, height = box.width() / canvas.unit, box.height() / canvas.unit
    canvas.text(canvas.rect(left, top, width, height * 0.5), CROWN, min(16.0, height * 0.4), GOLD)
    canvas.text(canvas.rect(left + 1, top + height * 0.5, width - 2, height * 0.25), name, 5.5, GOLD)
    canvas.text(
        canvas.rect(left + 1, top + height * 0.72, width - 2, height * 0.2), line, 3.8, INK, bold=False
    )
