"""Names printed whole in the room a column gives them: shrunk a little, or broken after a hyphen or at
a space onto a second line, never cut ("Bartholomew-…") nor split inside a word ("Fitzgeral d")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

SMALLEST_SHARE = 0.78
"""How far a name shrinks on one line before it is broken onto two (of its column's usual size)."""
LEADING = 1.1
"""Line pitch of a broken name, as a share of its size."""
_BREAKS = re.compile(r"(?<=-)|\s+")
"""Where a name may break: after a hyphen (kept on the first line) or at a space (dropped)."""


@dataclass(frozen=True)
class FittedName:
    """A name as it fits: its lines (one, or two when broken) and the type size they share."""

    lines: tuple[str, ...]
    size: float

    @property
    def height(self) -> float:
        """From the first line's top to the last line's baseline, about."""
        return self.size * (1 + LEADING * (len(self.lines) - 1))


def _width(lines: tuple[str, ...], font: str, size: float) -> float:
    return max(stringWidth(line, font, size) for line in lines)


def _two_lines(name: str) -> tuple[str, str] | None:
    """The break into two lines whose wider line is narrowest (by characters), or None for one word."""
    cuts = [match.span() for match in _BREAKS.finditer(name) if 0 < match.start() < len(name)]
    splits = [(name[:start].rstrip(), name[end:].lstrip()) for start, end in cuts]
    splits = [(first, second) for first, second in splits if first and second]
    return min(splits, key=lambda pair: max(len(pair[0]), len(pair[1])), default=None)


def fit_name(name: str, font: str, size: float, width: float, *, lines: int = 2) -> FittedName:
    """`name` at the largest size up to `size` that fits `width`: on one line while that needs no
    less than `SMALLEST_SHARE` of `size`, otherwise broken in two if it can be (and `lines` allows),
    and smaller still only when even its wider line needs it. The whole name is always there."""
    one = (name,)
    full = _width(one, font, size)
    if full <= width:
        return FittedName(one, size)
    shrunk = size * width / full
    if shrunk >= size * SMALLEST_SHARE or lines < 2:
        return FittedName(one, shrunk)
    split = _two_lines(name)
    if split is None:
        return FittedName(one, shrunk)
    return FittedName(split, min(size, size * width / _width(split, font, size)))


def draw_name(
    canvas: Canvas, fitted: FittedName, font: str, x: float, top: float, *, centred: bool = False
) -> None:
    """Draw a fitted name with its first line's top at `top` (left-aligned at `x`, or centred on it)."""
    canvas.setFont(font, fitted.size)
    for number, line in enumerate(fitted.lines):
        baseline = top - fitted.size * (0.8 + LEADING * number)
        if centred:
            canvas.drawCentredString(x, baseline, line)
        else:
            canvas.drawString(x, baseline, line)


def name_paragraph(name: str, style: ParagraphStyle, width: float) -> Paragraph:
    """A paragraph of `name` fitted to `width` points in `style`'s font (see `fit_name`)."""
    fitted = fit_name(name, style.fontName, style.fontSize, width - 0.5)  # a line just as wide would break
    if fitted.size == style.fontSize and len(fitted.lines) == 1:
        return Paragraph(escape(name), style)
    leading = min(style.leading, fitted.size * (LEADING if len(fitted.lines) > 1 else 1.25))
    resized = ParagraphStyle(
        f"{style.name}-{fitted.size:.2f}", parent=style, fontSize=fitted.size, leading=leading
    )
    return Paragraph("<br/>".join(escape(line) for line in fitted.lines), resized)
