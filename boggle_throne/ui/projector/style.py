"""The projector's look: huge bold type scaled to the window, light on near-black, and word styles.

Every size is in *units* of a hundredth of the window height (of a 16:9 area fitted in the window),
so a page laid out once reads the same at 1280×720 and at 3840×2160. A verdict never relies on
colour alone: each has a symbol, and a crossed-off word is struck through with a thick line.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from boggle_throne.engine.scoring import Verdict
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.numbers import number
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES
from boggle_throne.services.reading.views import WordView

BACKGROUND = QColor("#07070b")
PANEL = QColor("#1a1b22")
INK = QColor("#ffffff")
MUTED = QColor("#c3c7d1")
OUT = QColor("#9599a6")  # players knocked out
GOLD = QColor("#ffc83d")
WARNING = QColor("#ffb000")
DANGER = QColor("#ff4b3a")
ADVANCING = QColor("#5fe08a")
DIE_FACE = QColor("#f4efe2")
DIE_INK = QColor("#111111")

FONT_FAMILIES = ["Inter", "Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans"]
MONO_FAMILIES = ["DejaVu Sans Mono", "Menlo", "Consolas", "Liberation Mono", "Courier New"]
"""For text typed by hand (an invitation's URL): every character distinct, 0 from O and 1 from l."""
ASPECT = 16 / 9
_MIN_FIT = 0.45  # a fitted text shrinks to no less than this share of its size

_SYMBOLS: dict[Verdict, str] = {
    Verdict.VALID: "✓",
    Verdict.APPROVED: "★",
    Verdict.DUPLICATE: "═",
    Verdict.NOT_IN_DICTIONARY: "✗",
    Verdict.NOT_ON_BOARD: "✗",
    Verdict.TOO_SHORT: "✗",
    Verdict.REJECTED: "✗",
    Verdict.WITHDRAWN: "–",
}
HELD_COLOUR = QColor("#ffd23f")
LEGEND = (
    (Verdict.VALID, str(QT_TRANSLATE_NOOP("ProjectorStyle", "scores"))),
    (Verdict.APPROVED, str(QT_TRANSLATE_NOOP("ProjectorStyle", "approved"))),
    (Verdict.DUPLICATE, str(QT_TRANSLATE_NOOP("ProjectorStyle", "read twice"))),
    (Verdict.REJECTED, str(QT_TRANSLATE_NOOP("ProjectorStyle", "out"))),
)
"""The scoring page's legend: each symbol's meaning (in the context "ProjectorStyle")."""


@dataclass(frozen=True)
class WordStyle:
    """How one read word shows: its symbol, colour, whether it is struck through, and its points."""

    symbol: str
    colour: QColor
    crossed: bool
    points: str


def word_style(word: WordView) -> WordStyle:
    """The look of a word; a word held for a ruling shows a question mark until the judge rules."""
    if word.held:
        return WordStyle("?", HELD_COLOUR, False, "?")
    verdict = word.verdict
    return WordStyle(
        verdict_symbol(verdict), verdict_colour(verdict), VERDICT_STYLES[verdict].crossed, signed(word.points)
    )


def verdict_symbol(verdict: Verdict) -> str:
    return _SYMBOLS[verdict]


def verdict_colour(verdict: Verdict) -> QColor:
    """A verdict's colour of the judges' screens, lifted to read on the projector's black."""
    base = QColor(VERDICT_STYLES[verdict].colour)
    return QColor.fromHsl(base.hslHue(), base.hslSaturation(), max(base.lightness(), 170))


def signed(points: int) -> str:
    """Points with their sign, a true minus for penalties."""
    return f"+{points}" if points > 0 else number(points)


def game_title(key: GameKey, final: bool) -> str:
    """The heading of a game's pages."""
    if key.is_tie_break:
        title = QCoreApplication.translate("ProjectorStyle", "ROUND {round} · TIE-BREAK GAME {game}")
    elif final:
        title = QCoreApplication.translate("ProjectorStyle", "THE FINAL · GAME {game}")
    else:
        title = QCoreApplication.translate("ProjectorStyle", "ROUND {round} · TABLE {table} · GAME {game}")
    return title.format(round=key.round, table=key.table, game=key.game)


SMALLEST = 3.2
"""The smallest type the room must read, in units: about 3 % of the screen's height (23 px at 720)."""


def two_lines(text: str) -> tuple[str, ...]:
    """A name broken into two lines at the hyphen or space that best balances them (the hyphen
    stays at the end of the first line); the name whole when it has no such place."""
    breaks = [i + 1 for i, ch in enumerate(text) if ch == "-"] + [i for i, ch in enumerate(text) if ch == " "]
    if not breaks:
        return (text,)
    cut = min(breaks, key=lambda i: abs(len(text) - 2 * i))
    return text[:cut].rstrip(), text[cut:].lstrip()


@dataclass(frozen=True)
class Drawn:
    """One text as a page drew it: what it was asked to show, what it showed, at how many pixels."""

    asked: str
    shown: str
    pixels: int


class Canvas:
    """A painter over a page with sizes in units of the window height, and text that always fits.

    `drawn` keeps every text drawn, as drawn: what a test of a page reads."""

    def __init__(self, painter: QPainter, width: int, height: int) -> None:
        """A window taller than 16:9 (a 4:3 projector) gets the page centred in a 16:9 band."""
        self.painter = painter
        self.drawn: list[Drawn] = []
        self._metrics: QFontMetricsF | None = None
        self._advances: dict[str, float] = {}
        self.unit = min(height, width / ASPECT) / 100
        self.width = width / self.unit
        self.height = 100.0
        painter.translate(0, (height - 100 * self.unit) / 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle given in units."""
        u = self.unit
        return QRectF(x * u, y * u, w * u, h * u)

    def font(self, size: float, *, bold: bool = True, mono: bool = False) -> QFont:
        font = QFont()
        font.setFamilies(MONO_FAMILIES if mono else FONT_FAMILIES)
        if mono:
            font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPixelSize(max(1, round(size * self.unit)))
        font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
        return font

    def whole_pixels(self, size: float) -> float:
        """A size rounded down to whole pixels, so what fits at it still fits once drawn."""
        return math.floor(size * self.unit) / self.unit

    def advance(self, text: str, size: float = 1.0) -> float:
        """How wide a bold text is in units, at `size` (measured once per text and canvas, at a size
        large enough to be exact: a page measures its names and words many times over)."""
        known = self._advances.get(text)
        if known is None:
            if self._metrics is None:
                self._metrics = QFontMetricsF(self.font(10.0))
            known = self._advances[text] = self._metrics.horizontalAdvance(text) / self.unit / 10.0
        return known * size

    def one_size(self, texts: Iterable[str], size: float, width: float) -> float:
        """The largest size up to `size` at which every text fits `width` units: one size for a set
        of texts (the names on a page), so none is shrunk on its own."""
        metrics = QFontMetricsF(self.font(size))
        widest = max((metrics.horizontalAdvance(text) / self.unit for text in texts), default=0.0)
        return self.whole_pixels(min(size, size * width / widest)) if widest > width else size

    def fit(
        self, text: str, size: float, width: float, *, bold: bool = True, mono: bool = False
    ) -> tuple[QFont, str]:
        """The font at `size` units shrunk so the text fits `width` units; a text too long even at
        the smallest size allowed is cut short with an ellipsis."""
        font = self.font(size, bold=bold, mono=mono)
        limit = width * self.unit
        advance = QFontMetricsF(font).horizontalAdvance(text)
        if advance <= limit or limit <= 0:
            return font, text
        smallest = max(1, round(font.pixelSize() * _MIN_FIT))
        pixels = max(smallest, math.floor(font.pixelSize() * limit / advance))
        font.setPixelSize(pixels)
        while pixels > smallest and QFontMetricsF(font).horizontalAdvance(text) > limit:
            pixels -= 1
            font.setPixelSize(pixels)
        return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, limit)

    def text(
        self,
        box: QRectF,
        text: str,
        size: float,
        colour: QColor,
        *,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        bold: bool = True,
        crossed: bool = False,
        mono: bool = False,
    ) -> float:
        """Draw one line of text in `box` (pixels); returns its drawn width in pixels."""
        asked = text
        font, text = self.fit(text, size, box.width() / self.unit, bold=bold, mono=mono)
        self.drawn.append(Drawn(asked, text, font.pixelSize()))
        painter = self.painter
        painter.setFont(font)
        painter.setPen(colour)
        if not align & Qt.AlignmentFlag.AlignVertical_Mask:
            align |= Qt.AlignmentFlag.AlignVCenter
        drawn = painter.boundingRect(box, align, text)
        painter.drawText(box, align, text)
        if crossed:
            metrics = QFontMetricsF(font)
            middle = drawn.top() + metrics.ascent() - metrics.capHeight() / 2
            painter.setPen(QPen(colour, max(2.0, font.pixelSize() * 0.1)))
            painter.drawLine(QPointF(drawn.left(), middle), QPointF(drawn.right(), middle))
        return drawn.width()

    def panel(self, box: QRectF) -> None:
        """A dark panel behind a group of texts, its corners rounded."""
        painter = self.painter
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(box, 1.2 * self.unit, 1.2 * self.unit)
