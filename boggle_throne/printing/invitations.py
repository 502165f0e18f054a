"""The players' phone invitations on paper: a QR code per player, their name above it and the URL
below it in monospace type (so 0 and O, 1 and l are told apart when the URL is typed by hand).

The code is vector rectangles (`presentation.qr`), black on white inside its quiet zone, so it stays
crisp on any printer; cards sit side by side in a strip, wrapping onto more rows for a large table.
The document prints `SCAN`, what to do with them, nearby.
The text is drawn on the canvas, never as Paragraph markup, so a name or URL is shown as it is.
"""

from __future__ import annotations

from math import ceil

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from boggle_throne.i18n import N_
from boggle_throne.presentation.qr import QUIET_ZONE, Modules, dark_runs, drawn_size, qr_modules, url_lines
from boggle_throne.printing.fonts import MONO, SANS_BOLD
from boggle_throne.printing.page import INK, RULE, Strip, fit_text
from boggle_throne.services.documents.printout_views import PrintedInvitation

SCAN = N_("Scan your code to write on your phone.")
"""What the players are asked to do, printed beside the codes by the document (translated there)."""
CODE = 24 * mm
"""The side of a code with its quiet zone in a card of its own: modules of about 0.6 mm."""
CODE_BESIDE = 17 * mm
"""The side of a code with its text beside it (a score sheet's single row): modules of about 0.4 mm,
which a phone still reads from a hand's length."""
MIN_CARD = 84.0
"""The narrowest card; a table with more players than fit side by side takes more rows."""
BESIDE_CARD = 120.0
"""A compact strip sets each name and URL beside its code when every card is at least this wide."""
_URL_SIZE = 6.5
_URL_SMALLEST = 4.5
_LEADING = 1.25
_NAME_SIZE = 8.5
_GAP = 6.0


def draw_qr(canvas: Canvas, modules: Modules, x: float, y: float, side: float) -> None:
    """A QR code with its quiet zone as a white square of `side` points, its bottom left at (x, y)."""
    unit = side / drawn_size(modules)
    top = y + side - QUIET_ZONE * unit
    canvas.saveState()
    canvas.setFillColor(colors.white)
    canvas.rect(x, y, side, side, stroke=0, fill=1)
    path = canvas.beginPath()
    for row, column, length in dark_runs(modules):
        path.rect(x + (QUIET_ZONE + column) * unit, top - (row + 1) * unit, length * unit, unit)
    canvas.setFillColor(colors.black)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


class InvitationsStrip(Strip):
    """A table's invitations, a card per player: the name, the QR code, the URL. A `compact` strip
    (a score sheet's, whose game bands need the page) is one row with the text beside each code
    when the cards are wide enough; otherwise the text is above and below, in as many rows as needed."""

    def __init__(
        self, invitations: tuple[PrintedInvitation, ...], width: float, *, compact: bool = False
    ) -> None:
        self.invitations = invitations
        self.beside = compact and width / len(invitations) >= BESIDE_CARD
        self.per_row = (
            len(invitations) if self.beside else max(1, min(len(invitations), int(width // MIN_CARD)))
        )
        self.code = CODE_BESIDE if self.beside else CODE
        self.card_height = self.code if self.beside else 12 + self.code + 2 * _URL_SIZE * _LEADING + 3
        rows = ceil(len(invitations) / self.per_row)
        super().__init__(rows * (self.card_height + _GAP))

    def draw(self) -> None:
        canvas: Canvas = self.canv
        card = self.width / self.per_row
        for index, invitation in enumerate(self.invitations):
            row, column = divmod(index, self.per_row)
            top = self.height - row * (self.card_height + _GAP)
            if column:
                canvas.setStrokeColor(RULE)
                canvas.setLineWidth(0.5)
                canvas.line(column * card, top, column * card, top - self.card_height)
            if self.beside:
                self._card_beside(canvas, invitation, column * card, top, card)
            else:
                self._card(canvas, invitation, column * card, top, card)

    def _card(
        self, canvas: Canvas, invitation: PrintedInvitation, left: float, top: float, width: float
    ) -> None:
        """The name above the code, the URL below it, centred."""
        middle = left + width / 2
        canvas.setFillColor(INK)
        canvas.setFont(SANS_BOLD, _NAME_SIZE)
        canvas.drawCentredString(
            middle, top - 8, fit_text(canvas, invitation.name, SANS_BOLD, _NAME_SIZE, width - 6)
        )
        code_top = top - 12
        draw_qr(canvas, qr_modules(invitation.url), middle - self.code / 2, code_top - self.code, self.code)
        self._url(canvas, invitation.url, middle, code_top - self.code, width - 6, centred=True)

    def _card_beside(
        self, canvas: Canvas, invitation: PrintedInvitation, left: float, top: float, width: float
    ) -> None:
        """The code at the left, the name and the URL beside it."""
        code = self.code
        draw_qr(canvas, qr_modules(invitation.url), left + 2, top - code, code)
        text_left = left + code + 6
        text_width = width - code - 10
        canvas.setFillColor(INK)
        canvas.setFont(SANS_BOLD, _NAME_SIZE)
        canvas.drawString(
            text_left, top - 16, fit_text(canvas, invitation.name, SANS_BOLD, _NAME_SIZE, text_width)
        )
        self._url(canvas, invitation.url, text_left, top - 22, text_width, centred=False)

    @staticmethod
    def _url(canvas: Canvas, url: str, x: float, top: float, width: float, *, centred: bool) -> None:
        """The URL's lines in monospace from `top` down, shrunk to fit `width` but never cut."""
        lines = [line for line in url_lines(url) if line]
        widest = max(canvas.stringWidth(line, MONO, _URL_SIZE) for line in lines)
        size = max(_URL_SMALLEST, min(_URL_SIZE, _URL_SIZE * width / widest))  # legible, however long
        canvas.setFillColor(INK)
        canvas.setFont(MONO, size)
        for number, line in enumerate(lines, start=1):
            y = top - number * size * _LEADING
            if centred:
                canvas.drawCentredString(x, y, line)
            else:
                canvas.drawString(x, y, line)
