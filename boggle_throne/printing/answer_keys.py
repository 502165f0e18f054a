"""The judge's answer key per board: every word by length with its points, the word count and maximum."""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.printing.board import BoardFlowable
from boggle_throne.printing.fonts import CONDENSED, SANS_BOLD
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    MUTED,
    SMALL,
    SUBTITLE,
    TINT,
    TITLE,
    one_per_page,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import AnswerKey, AnswerKeysPrintout

_FIGURE = style("key-figure", 22, font=SANS_BOLD, textColor=ACCENT, leading=25)
_FIGURE_LABEL = style("key-figure-label", 8, textColor=MUTED)
_GROUP = style("key-group", 10.5, font=SANS_BOLD, spaceBefore=9, spaceAfter=3, keepWithNext=1)
_WORDS = style("key-words", 9.5, font=CONDENSED, leading=13)


def render(printout: AnswerKeysPrintout, out_path: Path, paper: Paper) -> Path:
    story = one_per_page(_key(key, printout.rules) for key in printout.keys)
    return write_pdf(out_path, paper, printout.heading, _("Judge's answer key"), story)


def _key(key: AnswerKey, rules: str) -> list[Flowable]:
    board = BoardFlowable(key.board.grid, 24)
    figures = Table(
        [
            [Paragraph(str(key.word_count), _FIGURE), Paragraph(str(key.max_score), _FIGURE)],
            [Paragraph(_("words on the board"), _FIGURE_LABEL), Paragraph(_("maximum score"), _FIGURE_LABEL)],
        ],
        colWidths=[110, 110],
        hAlign="LEFT",
    )
    figures.setStyle(table_style([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0)]))
    top = Table(
        [
            [
                board,
                [
                    Paragraph(escape(_("Answer key · {board}").format(board=key.board.title)), TITLE),
                    Paragraph(escape(key.board.tables), SUBTITLE),
                    figures,
                    Spacer(1, 4),
                    Paragraph(escape(rules), SMALL),
                ],
            ]
        ],
        colWidths=[board.width + 18, None],
        hAlign="LEFT",
    )
    top.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("BACKGROUND", (0, 0), (-1, -1), TINT),
                ("LEFTPADDING", (0, 0), (0, 0), 9),
                ("TOPPADDING", (0, 0), (-1, -1), 9),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 9),
            ]
        )
    )
    story: list[Flowable] = [top, Spacer(1, 4)]
    for group in key.groups:
        title = _("{letters} · {points} each · {words}").format(
            letters=counted(group.length, "letter"),
            points=counted(group.points, "point"),
            words=counted(len(group.words), "word"),
        )
        words = "&nbsp;&nbsp; ".join(escape(word) for word in group.words)
        story += [Paragraph(title, _GROUP), Paragraph(words, _WORDS)]
    return story
