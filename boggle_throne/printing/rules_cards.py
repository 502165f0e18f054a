"""Side games' rules cards: one page per game, for the bar tables, set large enough to read across one.

Each card is its title, a line on what the game is, the rules in short titled sections of bullet
points, and a box of the variants led by the option name the judge switches on. Words in capitals
(the bids of the examples: WHALE, QU-I-T) are set in bold so the examples stand out.

A card has the whole page to itself (no header: a card lies on a bar table, away from the night's
other papers), and its type is as large as lets it fit: the longest card is set at the base sizes,
shorter ones up to a third larger. Should a text ever outgrow the base sizes, the card is shrunk to
its page rather than spill onto another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Table

from boggle_throne.i18n import N_, _
from boggle_throne.printing.fonts import MONO, SANS, SANS_BOLD, SANS_ITALIC
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    MARGIN,
    MUTED,
    PAGE_SIZES,
    RULE,
    TINT,
    one_per_page,
    paper_frame_width,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.rules_cards import RulesCardsPrintout
from boggle_throne.side.rules_cards import RulesCard, RulesSection

TITLE = N_("Side games' rules cards")
"""The document's name (in English: translated where the PDF is written)."""

BODY_SIZE = 11.5
"""The rules' type size at the base scale: the smallest a card's rules are ever set (unless shrunk)."""
SCALES = (1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1.0)
"""The type scales tried for a card, largest first; the first that fits its page is used."""

_ACCENT_HEX = "#" + ACCENT.hexval()[2:]
_MUTED_HEX = "#" + MUTED.hexval()[2:]
_NO_BREAK = "\u00a0"

_CAPITALS = re.compile(r"\b[A-Z]{2,}(?:-[A-Z]+)*\b")
"""A word in capitals (a bid of the examples), hyphenated spellings included: QU-I-T."""
_LETTER_RUN = re.compile(r"\b[A-Z](?: [A-Z]\b)+")
"""Single capitals spaced apart, a hand of letters (H W L A): kept on one line."""


@dataclass(frozen=True)
class _Styles:
    """The paragraph styles of a card at one type scale."""

    title: ParagraphStyle
    tagline: ParagraphStyle
    section: ParagraphStyle
    line: ParagraphStyle
    variant: ParagraphStyle
    note_size: float


@cache
def _styles(scale: float) -> _Styles:
    def size(points: float) -> float:
        return round(points * scale, 2)

    return _Styles(
        title=style(
            f"card-title-{scale}", size(26), font=SANS_BOLD, textColor=ACCENT, leading=size(30), spaceAfter=1
        ),
        tagline=style(
            f"card-tagline-{scale}", size(11.5), font=SANS_ITALIC, leading=size(14), textColor=MUTED
        ),
        section=style(
            f"card-section-{scale}",
            size(13.5),
            font=SANS_BOLD,
            textColor=ACCENT,
            spaceBefore=size(6),
            spaceAfter=size(1.5),
        ),
        line=style(
            f"card-line-{scale}",
            size(BODY_SIZE),
            leading=size(14),
            leftIndent=size(13),
            bulletIndent=size(1),
            bulletFontName=SANS,
            bulletFontSize=size(BODY_SIZE),
            spaceAfter=size(1.5),
        ),
        variant=style(
            f"card-variant-{scale}",
            size(10.5),
            leading=size(13),
            leftIndent=size(12),
            firstLineIndent=-size(12),
        ),
        note_size=size(10),
    )


def render(printout: RulesCardsPrintout, out_path: Path, paper: Paper) -> Path:
    width = paper_frame_width(paper)
    height = PAGE_SIZES[paper][1] - 2 * MARGIN  # all of the page within the margins: a card has no header
    story = one_per_page(
        [KeepInFrame(width, height, _fitted_card(card, width, height), mode="shrink")]
        for card in printout.cards
    )
    return write_pdf(out_path, paper, printout.heading, _(TITLE), story, furniture=False)


def _fitted_card(card: RulesCard, width: float, height: float) -> list[Flowable]:
    """The card at the largest scale that fits the frame (the base scale if none does)."""
    for scale in SCALES:
        story = _card(card, width, _styles(scale))
        if _height(story, width) <= height:
            return story
    return _card(card, width, _styles(SCALES[-1]))


def _height(story: list[Flowable], width: float) -> float:
    """The height the flowables take one under another in a frame this wide, with their spacing."""
    total = 0.0
    space_after = 0.0
    for number, flowable in enumerate(story):
        _, height = flowable.wrap(width, 1e6)
        total += height + (max(space_after, flowable.getSpaceBefore()) if number else 0.0)
        space_after = flowable.getSpaceAfter()
    return total


def _card(card: RulesCard, width: float, styles: _Styles) -> list[Flowable]:
    story: list[Flowable] = [
        Paragraph(escape(card.title), styles.title),
        Paragraph(escape(card.tagline), styles.tagline),
    ]
    for section in card.sections:
        story += _section(section, styles)
    if card.variants:
        story += _variants(card, width, styles)
    return story


def _section(section: RulesSection, styles: _Styles) -> list[Flowable]:
    """A section's heading and its bullet points (a card is one page: nothing to keep together)."""
    lines = [Paragraph(_marked(line), styles.line, bulletText="\u2022") for line in section.lines]
    return [Paragraph(escape(section.heading), styles.section), *lines]


def _variants(card: RulesCard, width: float, styles: _Styles) -> list[Flowable]:
    """The variants in a tinted box, each led by the option name the judge switches on."""
    agreed = escape(_("only if the whole table agrees before the game; tell the judge which"))
    note = f'<font name="{SANS}" size="{styles.note_size}" color="{_MUTED_HEX}"> \u2002{agreed}</font>'
    rows = [
        [
            Paragraph(
                f'<font name="{MONO}" color="{_ACCENT_HEX}">{escape(name)}</font>\u2002{_marked(text)}',
                styles.variant,
            )
        ]
        for name, text in card.variants
    ]
    table = Table(rows, colWidths=[width], hAlign="LEFT")
    table.setStyle(
        table_style(
            [
                ("BACKGROUND", (0, 0), (-1, -1), TINT),
                ("BOX", (0, 0), (-1, -1), 0.8, RULE),
                ("LINEBELOW", (0, 0), (-1, -2), 0.4, RULE),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LEFTPADDING", (0, 0), (-1, -1), 7),
                ("RIGHTPADDING", (0, 0), (-1, -1), 7),
            ]
        )
    )
    return [Paragraph(escape(_("Variants")) + note, styles.section), table]


def _marked(text: str) -> str:
    """The text for a paragraph: words in capitals in bold, a spaced hand of letters unbroken."""
    text = _LETTER_RUN.sub(lambda match: match.group(0).replace(" ", _NO_BREAK), text)
    return _CAPITALS.sub(lambda match: f"<b>{match.group(0)}</b>", escape(text))
