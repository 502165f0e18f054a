"""What both brackets draw alike: the Throne at the end of the road, and a player's name on a card,
bold once they go on.

The table-rounds bracket (`bracket`) and the head-to-head bracket (`head_to_head`) both close on the
Throne and name players the same way, so these live apart from either.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from boggle_throne.i18n import _
from boggle_throne.printing.fonts import SANS, SANS_BOLD, SERIF_BOLD, SERIF_ITALIC
from boggle_throne.printing.page import ACCENT, GOLD, INK, MUTED, TINT, draw_crown, fitting_size, style

__all__ = ["CARD_NAME", "CARD_NAME_ADVANCING", "ThroneBox"]

CARD_NAME = style("card-name", 8.5)
CARD_NAME_ADVANCING = style("card-name-advancing", 8.5, font=SANS_BOLD)


class ThroneBox(Flowable):
    """The Throne at the end of the road: a crown and the name of its holder."""

    def __init__(self, winner: str | None, defending: str | None, width: float) -> None:
        super().__init__()
        self.winner = winner
        self.defending = defending
        self.width = width
        self.height = 96.0

    def draw(self) -> None:
        canvas: Canvas = self.canv
        middle = self.width / 2
        canvas.setFillColor(TINT)
        canvas.setStrokeColor(GOLD)
        canvas.setLineWidth(1.5)
        canvas.roundRect(middle - 150, 0, 300, self.height, 8, stroke=1, fill=1)
        draw_crown(canvas, middle, self.height - 30, 34)
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 8.5)
        canvas.drawCentredString(middle, self.height - 42, _("THE THRONE"))
        canvas.setFillColor(INK)
        holder = self.winner or _("to be crowned")
        canvas.setFont(SERIF_BOLD, fitting_size(holder, SERIF_BOLD, 22, 284))
        canvas.drawCentredString(middle, 28, holder)
        if self.winner is not None:
            defended = self.winner == self.defending
            note = _("defends the Throne") if defended else _("new holder of the Throne")
            canvas.setFont(SERIF_ITALIC, 9.5)
            canvas.setFillColor(ACCENT)
            canvas.drawCentredString(middle, 12, note)
