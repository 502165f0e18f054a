"""House rules: the night's own rules on one sheet for each table, from the tournament's settings.

A band of counted lengths and the points each scores, then the rules in short numbered sections
(words, scoring, reading aloud and challenges, the timer, the night's format), set large enough to
read across a table.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.i18n import _
from boggle_throne.printing.fonts import SANS, SANS_BOLD
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    SUBTITLE,
    TINT,
    TITLE,
    paper_frame_width,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import HouseRulesPrintout, RulesSection

_SECTION = style("rules-section", 13, font=SANS_BOLD, textColor=ACCENT, spaceBefore=10, spaceAfter=3)
_POINT = style(
    "rules-point", 11, leading=14.5, leftIndent=14, bulletIndent=0, bulletFontName=SANS, spaceAfter=3
)
_CELL = style("rules-cell", 13, font=SANS_BOLD, alignment=TA_CENTER)
_LABEL = style("rules-label", 9.5, textColor=MUTED)
_NOTE = style("rules-note", 10, textColor=MUTED, spaceBefore=4)


def render(printout: HouseRulesPrintout, out_path: Path, paper: Paper) -> Path:
    width = paper_frame_width(paper)
    story: list[Flowable] = [
        Paragraph(_("House rules"), TITLE),
        Paragraph(escape(printout.rule_set), SUBTITLE),
        Paragraph(_("Points"), _SECTION),
        _points_table(printout, width),
    ]
    if printout.points_note is not None:
        note = printout.points_note
        story.append(Paragraph(escape(note[:1].upper() + note[1:]) + ".", _NOTE))
    story.append(Spacer(1, 4))
    story += [_section(section) for section in printout.sections]
    return write_pdf(out_path, paper, printout.heading, _("House rules"), story)


def _points_table(printout: HouseRulesPrintout, width: float) -> Table:
    """Two rows, letters over points, one column per counted length."""
    label = 64.0
    column = min(52.0, (width - label) / len(printout.points))
    data = [
        [Paragraph(_("Letters"), _LABEL), *(Paragraph(length, _CELL) for length, _points in printout.points)],
        [
            Paragraph(_("Points"), _LABEL),
            *(Paragraph(str(points), _CELL) for _length, points in printout.points),
        ],
    ]
    table = Table(data, colWidths=[label, *([column] * len(printout.points))], hAlign="LEFT")
    table.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("BACKGROUND", (1, 0), (-1, 0), TINT),
                ("TEXTCOLOR", (1, 1), (-1, 1), INK),
                ("BOX", (1, 0), (-1, -1), 0.8, INK),
                ("INNERGRID", (1, 0), (-1, -1), 0.4, RULE),
                ("TOPPADDING", (0, 0), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return table


def _section(section: RulesSection) -> Flowable:
    """A section's title kept with its numbered points."""
    points = [
        Paragraph(escape(point), _POINT, bulletText=f"{number}.")
        for number, point in enumerate(section.points, start=1)
    ]
    return KeepTogether([Paragraph(escape(section.title), _SECTION), *points])
