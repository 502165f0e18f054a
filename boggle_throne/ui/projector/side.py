"""The side page: one side table of the bar, read from the back of the room.

The bid on the table, big, with who made it; whose move it is; each player's dice, cards or points
(out players dimmed and crossed); the round's bids, newest last; and how the last call ended. Once
the game has a winner, the winner.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from boggle_throne.i18n import _, ngettext
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.services.reading.side_views import SideTableView
from boggle_throne.ui.projector.crowning import CROWN
from boggle_throne.ui.projector.page import HEADER, Page
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, OUT, Canvas

TO_ACT = "▶"
SHOWN_BIDS = 6
LEFT = Qt.AlignmentFlag.AlignLeft


def holding_text(holding: int, unit: str) -> str:
    """`4 dice`, `1 die`, `12 points`, `1 point`: `unit` is what the side game counts (its data)."""
    if unit == "dice":
        return ngettext("{n} die", "{n} dice", holding).format(n=holding)
    if unit == "points":
        return ngettext("{n} point", "{n} points", holding).format(n=holding)
    if unit == "cards":
        return ngettext("{n} card", "{n} cards", holding).format(n=holding)
    return f"{holding} {unit}"


def bid_parts(bid: str | None) -> tuple[str, str]:
    """The bid on the table and who made it, from the side game's `WHALE by Ann` as the language
    spoken says it; a bid said another way is shown whole, its maker unnamed."""
    said = _("{word} by {name}")
    if bid and said.startswith("{word}") and said.endswith("{name}"):
        word, by, bidder = bid.rpartition(said[len("{word}") : -len("{name}")])
        if by:
            return word, bidder
    return bid or "", ""


class SidePage(Page):
    """The side table the scene names (the first one open when it names none)."""

    view = ProjectorView.SIDE
    table: SideTableView | None = None

    def present(self, reader: NightReader, scene: Scene) -> None:
        tables = {table.number: table for table in reader.side_tables()}
        self.table = tables.get(scene.side) if scene.side is not None else None
        if self.table is None and tables:
            self.table = tables[min(tables)]
        self.update()

    def paint(self, canvas: Canvas) -> None:
        table = self.table
        if table is None:
            self.heading(canvas, self.tr("SIDE GAMES"))
            canvas.text(canvas.rect(4, 40, canvas.width - 8, 14), self.tr("No side table open"), 8, MUTED)
            return
        view = table.view
        self.heading(
            canvas,
            self.tr("SIDE TABLE {number} · {game}").format(number=table.number, game=view.title.upper()),
            self.tr("ROUND {number}").format(number=max(1, view.round)),
        )
        split = canvas.width * 0.56
        self._paint_bid(canvas, table, 4, split - 6)
        self._paint_seats(canvas, table, split, canvas.width - split - 4)

    def _paint_bid(self, canvas: Canvas, table: SideTableView, left: float, width: float) -> None:
        view = table.view
        if view.winner is not None:
            canvas.text(canvas.rect(left, HEADER + 8, width, 10), self.tr("THE WINNER"), 5, MUTED)
            canvas.text(canvas.rect(left, HEADER + 18, width, 24), f"{CROWN} {view.winner}", 14, GOLD)
        else:
            word, by = bid_parts(view.bid)
            canvas.text(canvas.rect(left, HEADER + 2, width, 7), self.tr("THE BID"), 4.5, MUTED, align=LEFT)
            canvas.text(
                canvas.rect(left, HEADER + 9, width, 22),
                word or self.tr("no bid yet"),
                15 if word else 8,
                GOLD,
                align=LEFT,
            )
            if by:
                canvas.text(
                    canvas.rect(left, HEADER + 31, width, 8),
                    self.tr("by {player}").format(player=by),
                    5.5,
                    INK,
                    align=LEFT,
                )
            canvas.text(canvas.rect(left, HEADER + 42, width, 9), view.expecting, 6, INK, align=LEFT)
        if view.last_call:
            canvas.panel(canvas.rect(left - 1, 70, width + 2, 26))
            canvas.text(canvas.rect(left + 1, 71, width - 2, 6), self.tr("LAST CALL"), 3.8, MUTED, align=LEFT)
            first, _, rest = view.last_call.partition("; ")
            canvas.text(canvas.rect(left + 1, 77, width - 2, 8), first, 4.6, INK, align=LEFT, bold=False)
            if rest:
                canvas.text(canvas.rect(left + 1, 86, width - 2, 8), rest, 4.6, GOLD, align=LEFT)

    def _paint_seats(self, canvas: Canvas, table: SideTableView, left: float, width: float) -> None:
        view = table.view
        seats = view.seats
        bids = view.bids[-SHOWN_BIDS:]
        line = min(9.0, 52 / max(1, len(seats)))
        canvas.panel(canvas.rect(left, HEADER, width, line * len(seats) + 2))
        names = [seat.name for seat in seats]
        holdings = [self.tr("out") if seat.out else holding_text(seat.holding, view.unit) for seat in seats]
        # names and holdings side by side at one size, the row shared in proportion to their widths
        across = width - 3.5 - line
        widest_name = max((canvas.advance(name) for name in names), default=0.0)
        widest_holding = max((canvas.advance(text) for text in holdings), default=0.0)
        size = canvas.whole_pixels(min(line * 0.62, across / max(widest_name + widest_holding, 1e-6)))
        holding = widest_holding * size + 0.5
        room = across + 0.5 - holding
        y = HEADER + 1
        for seat, shown in zip(seats, holdings, strict=True):
            acting = seat.name == view.to_act and view.winner is None
            colour = OUT if seat.out else GOLD if acting else INK
            canvas.text(canvas.rect(left + 1, y, line, line), TO_ACT if acting else "", size * 0.8, GOLD)
            canvas.text(
                canvas.rect(left + 1 + line, y, room, line),
                seat.name,
                size,
                colour,
                align=LEFT,
                crossed=seat.out,
            )
            canvas.text(
                canvas.rect(left + width - 1 - holding, y, holding, line),
                shown,
                size,
                colour,
                align=Qt.AlignmentFlag.AlignRight,
            )
            y += line
        if bids:
            top = y + 4
            canvas.text(canvas.rect(left, top, width, 5), self.tr("BIDS THIS ROUND"), 3.8, MUTED, align=LEFT)
            bid_line = min(6.0, (96 - top - 6) / len(bids))
            for index, bid in enumerate(bids):
                newest = index == len(bids) - 1
                canvas.text(
                    canvas.rect(left, top + 6 + index * bid_line, width, bid_line),
                    bid,
                    bid_line * 0.7,
                    INK if newest else MUTED,
                    align=LEFT,
                    bold=newest,
                )
