"""The page skeleton every document fills in: paper, margins, fonts, colours, header and footer.

A document module builds a list of flowables (its story) and hands it to `write_pdf`, which lays it
out on A4 or US Letter with the tournament in the header and "page n of m" in the footer.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from html import escape
from itertools import chain
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table, TableStyle
from reportlab.platypus.flowables import PageBreak

from boggle_throne.i18n import _
from boggle_throne.printing.fonts import SANS, SANS_BOLD, register_fonts
from boggle_throne.printing.kinds import Paper
from boggle_throne.services.documents.printout_views import Heading

register_fonts()  # a paragraph looks its fonts up as soon as it is made

INK = colors.HexColor("#1d1d22")
MUTED = colors.HexColor("#6b6b74")
RULE = colors.HexColor("#c4c4cc")
TINT = colors.HexColor("#f2f0ea")
ACCENT = colors.HexColor("#7a1f2b")
GOLD = colors.HexColor("#b08d2e")

MARGIN = 15 * mm
HEADER_SPACE = 11 * mm
FOOTER_SPACE = 9 * mm
PRODUCT = "Boggle Throne"


PAGE_SIZES = {Paper.A4: A4, Paper.LETTER: LETTER}


def style(
    name: str, size: float, *, font: str = SANS, leading: float | None = None, **extra: Any
) -> ParagraphStyle:
    """A paragraph style in the bundled fonts."""
    extra.setdefault("textColor", INK)
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=leading or size * 1.25, **extra)


TITLE = style("title", 20, font=SANS_BOLD, spaceAfter=2)
SUBTITLE = style("subtitle", 10.5, textColor=MUTED, spaceAfter=8)
SECTION = style("section", 12.5, font=SANS_BOLD, spaceBefore=8, spaceAfter=4)
BODY = style("body", 9.5)
SMALL = style("small", 7.5, textColor=MUTED)
HEAD = style("head", 7.5, font=SANS_BOLD, alignment=TA_CENTER)
HEAD_LEFT = style("head-left", 7.5, font=SANS_BOLD)
FIGURE = style("figure", 9, alignment=TA_RIGHT)
NAME = style("name", 9.5)
NAME_BOLD = style("name-bold", 9.5, font=SANS_BOLD)


def table_style(commands: Sequence[tuple[Any, ...]]) -> TableStyle:
    """A table style in the bundled fonts (plain cells would otherwise fall back to Helvetica)."""
    return TableStyle([("FONTNAME", (0, 0), (-1, -1), SANS), *commands])


def paper_frame_width(paper: Paper, *, turned: bool = False) -> float:
    """The width a document's story has on this paper."""
    width, height = PAGE_SIZES[paper]
    return (max(width, height) if turned else width) - 2 * MARGIN


def fit_text(canvas: Canvas, text: str, font: str, size: float, width: float) -> str:
    """The text, cut with an ellipsis if it is wider than `width` points."""
    if canvas.stringWidth(text, font, size) <= width:
        return text
    while text and canvas.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


def fitting_size(text: str, font: str, size: float, width: float) -> float:
    """The type size up to `size` at which `text` fits `width` points whole (a label in another
    language may be longer than the room its English had)."""
    natural = stringWidth(text, font, size)
    return size if natural <= width else size * width / natural


def column_widths(headers: Sequence[str], least: Sequence[float], style: ParagraphStyle) -> list[float]:
    """Each column's width: its least, or more where a word of its header needs it, so that a header
    wraps only between words ("Laatste spel"), never inside one ("Woord-en")."""
    padding = 12.0  # a table cell's default left and right padding
    return [
        max(width, *(stringWidth(word, style.fontName, style.fontSize) + padding for word in header.split()))
        for header, width in zip(headers, least, strict=True)
    ]


def ranked_table(
    header: Sequence[str],
    rows: Sequence[list[object]],
    width: float,
    first: float,
    least: Sequence[float],
    *,
    left: Container[int] = (1,),
    commands: Sequence[tuple[object, ...]] = (),
) -> Table:
    """Players' rows under a header row, ruled between rows (standings, the season): the first column
    `first` points wide, the second (the names) taking what the others leave, each of the others its
    `least` or more (`column_widths`); the headers centred, but for those of the `left` columns."""
    head = [
        Paragraph(escape(text), HEAD_LEFT if column in left else HEAD) for column, text in enumerate(header)
    ]
    figures = column_widths(header[2:], least, HEAD)
    widths = [first, width - first - sum(figures), *figures]
    table = Table([head, *rows], colWidths=widths, hAlign="LEFT", repeatRows=1)
    table.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
                ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
                *commands,
            ]
        )
    )
    return table


def draw_crown(canvas: Canvas, x: float, y: float, width: float) -> None:
    """A five-pointed crown centred on (x, y), in gold."""
    half = width / 2
    height = width * 0.62
    points = [
        (-half, 0),
        (-half, height * 0.8),
        (-half * 0.5, height * 0.35),
        (0, height),
        (half * 0.5, height * 0.35),
        (half, height * 0.8),
        (half, 0),
    ]
    path = canvas.beginPath()
    path.moveTo(x + points[0][0], y + points[0][1])
    for px, py in points[1:]:
        path.lineTo(x + px, y + py)
    path.close()
    canvas.saveState()
    canvas.setFillColor(GOLD)
    canvas.setStrokeColor(colors.HexColor("#8a6d1f"))
    canvas.setLineWidth(0.8)
    canvas.drawPath(path, stroke=1, fill=1)
    canvas.setFillColor(ACCENT)
    for px, py in points[1:6:2]:
        canvas.circle(x + px, y + py, width * 0.05, stroke=0, fill=1)
    canvas.restoreState()


def one_per_page(pages: Iterable[Sequence[Flowable]]) -> list[Flowable]:
    """The pages' flowables as one story, a page break between each page and the next."""
    return [*chain.from_iterable([PageBreak(), *page] for page in pages)][1:]


def write_pdf(
    out_path: Path,
    paper: Paper,
    heading: Heading,
    title: str,
    story: Sequence[Flowable],
    *,
    turned: bool = False,
    furniture: bool = True,
) -> Path:
    """Lay the story out in a PDF; `turned` for landscape, `furniture=False` for a page without header."""
    register_fonts()
    size = landscape(PAGE_SIZES[paper]) if turned else PAGE_SIZES[paper]
    width, height = size
    top = HEADER_SPACE if furniture else 0
    bottom = FOOTER_SPACE if furniture else 0
    frame = Frame(
        MARGIN,
        MARGIN + bottom,
        width - 2 * MARGIN,
        height - 2 * MARGIN - top - bottom,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="body",
    )
    document = BaseDocTemplate(
        str(out_path),
        pagesize=size,
        title=f"{title} — {heading.tournament}",
        author=PRODUCT,
        creator=PRODUCT,
        subject=heading.tournament,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
    )
    document.addPageTemplates([PageTemplate(id="page", frames=[frame], pagesize=size)])
    document.build(list(story), canvasmaker=_canvas_maker(heading, title, furniture, size))
    return out_path


def _canvas_maker(heading: Heading, title: str, furniture: bool, size: tuple[float, float]) -> type[Canvas]:
    """A canvas in the bundled fonts that draws the header and footer once it knows the page count."""

    class FurnishedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs["initialFontName"] = SANS
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # reportlab's fresh page, as in its own showPage

        def save(self) -> None:
            total = len(self._pages)
            for page in self._pages:
                self.__dict__.update(page)
                if furniture:
                    self._furnish(total)
                super().showPage()
            super().save()

        def _furnish(self, total: int) -> None:
            width, height = size
            self.saveState()
            top = height - MARGIN
            self.setFillColor(INK)
            self.setFont(SANS_BOLD, 9)
            self.drawString(MARGIN, top - 9, title)
            self.setFillColor(MUTED)
            self.setFont(SANS, 8.5)
            self.drawRightString(width - MARGIN, top - 9, f"{heading.tournament} · {heading.held_on}")
            self.setStrokeColor(ACCENT)
            self.setLineWidth(1.2)
            self.line(MARGIN, top - 14, width - MARGIN, top - 14)
            self.setStrokeColor(RULE)
            self.setLineWidth(0.5)
            self.line(MARGIN, MARGIN + 10, width - MARGIN, MARGIN + 10)
            self.setFont(SANS, 7.5)
            self.drawString(MARGIN, MARGIN, " · ".join(filter(None, (PRODUCT, heading.played_with))))
            page = _("Page {number} of {total}").format(number=self.getPageNumber(), total=total)
            self.drawRightString(width - MARGIN, MARGIN, page)
            self.restoreState()

    return FurnishedCanvas


class FullPage(Flowable):
    """A flowable that takes the whole frame it is given and draws itself into it (`draw`)."""

    def __init__(self) -> None:
        super().__init__()
        self.width = self.height = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = available_width, available_height
        return available_width, available_height


class Strip(Flowable):
    """A flowable as wide as the frame and of a fixed height, drawn by `draw`: a band that moves to the
    next page whole when the rest of this one is too short for it."""

    def __init__(self, height: float) -> None:
        super().__init__()
        self.width = 0.0
        self.height = height

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        return available_width, self.height
