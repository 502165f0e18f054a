"""The bracket printout: the table rounds up to the Throne, or a head-to-head elimination bracket.

The table rounds are drawn here, as a card per table round by round; the head-to-head bracket's
pages are drawn by `boggle_throne.printing.head_to_head`.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _, ngettext
from boggle_throne.presentation.numbers import number
from boggle_throne.printing.bracket_parts import CARD_NAME, CARD_NAME_ADVANCING, ThroneBox
from boggle_throne.printing.fonts import SANS_BOLD
from boggle_throne.printing.head_to_head import head_to_head_story
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    MUTED,
    RULE,
    SECTION,
    SUBTITLE,
    TINT,
    TITLE,
    paper_frame_width,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import BracketPrintout
from boggle_throne.services.reading.views import RoundView, StandingsView, TableView
from boggle_throne.tournament.rounds import RoundKind

_CARD_HEAD = style("card-head", 8.5, font=SANS_BOLD, textColor=colors.white)
_CARD_POINTS = style("card-points", 8.5, alignment=2)
_ADVANCE_NOTE = style("advance-note", 8.5, textColor=MUTED, alignment=TA_CENTER, spaceBefore=2, spaceAfter=2)


def render(printout: BracketPrintout, out_path: Path, paper: Paper) -> Path:
    if printout.head_to_head is not None:
        story = head_to_head_story(printout.head_to_head, paper_frame_width(paper))
    else:
        assert printout.table_rounds is not None
        story = _table_rounds_story(printout.table_rounds, paper_frame_width(paper))
    return write_pdf(out_path, paper, printout.heading, _("Bracket"), story)


# ----- table rounds ------------------------------------------------------------------------------


def _table_rounds_story(night: StandingsView, width: float) -> list[Flowable]:
    players = len({name for round_ in night.rounds for table in round_.tables for name in table.seats})
    parts = [counted(players, "player"), counted(len(night.rounds), "round")]
    if night.defending_champion:
        parts.append(_("{name} defends the Throne at the final table").format(name=night.defending_champion))
    story: list[Flowable] = [
        Paragraph(_("The road to the Throne"), TITLE),
        Paragraph(escape(" · ".join(parts)), SUBTITLE),
    ]
    for round_ in night.rounds:
        final = round_.kind is RoundKind.FINAL
        title = _("The final table") if final else _("Round {number}").format(number=round_.number)
        games = counted(round_.games, "game")
        detail = f"{counted(len(round_.tables), 'table')} · {games}" if not final else games
        block: list[Flowable] = [
            Paragraph(f"{title} <font color='#6b6b74' size='9'>· {detail}</font>", SECTION)
        ]
        block.append(_cards(round_, width, night.defending_champion))
        if round_.advancing and not final:
            advancing = len(round_.advancing)
            note = ngettext("▼ {count} advances", "▼ {count} advance", advancing).format(count=advancing)
            block.append(Paragraph(note, _ADVANCE_NOTE))
        story.append(KeepTogether(block))
    story += [Spacer(1, 10), ThroneBox(night.winner, night.defending_champion, width)]
    return story


def _cards(round_: RoundView, width: float, defending: str | None) -> Table:
    """The round's tables as cards, four to a row (the final table centred and wider)."""
    per_row = 1 if round_.kind is RoundKind.FINAL else min(4, len(round_.tables))
    card_width = (width - 8 * (per_row - 1)) / per_row if per_row > 1 else width * 0.5
    cards = [_card(table, card_width, defending) for table in round_.tables]
    rows: list[list[Table | str]] = [list(cards[i : i + per_row]) for i in range(0, len(cards), per_row)]
    rows[-1] += [""] * (per_row - len(rows[-1]))
    widths = [card_width + 8] * (per_row - 1) + [card_width]
    grid = Table(rows, colWidths=widths, hAlign="CENTER")
    grid.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 8),
                ("RIGHTPADDING", (-1, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return grid


def _card(table: TableView, width: float, defending: str | None) -> Table:
    data: list[list[object]] = [[Paragraph(_("Table {number}").format(number=table.number), _CARD_HEAD), ""]]
    defending_note = escape(_("defending the Throne"))
    for row in table.standings:
        mark = " ✔" if row.advances else ""
        if row.name == defending:
            mark += f" <font size='7' color='#b08d2e'>{defending_note}</font>"
        name_style = CARD_NAME_ADVANCING if row.advances else CARD_NAME
        data.append(
            [Paragraph(f"{escape(row.name)}{mark}", name_style), Paragraph(number(row.points), _CARD_POINTS)]
        )
    card = Table(data, colWidths=[width - 34, 34])
    commands: list[tuple[object, ...]] = [
        ("SPAN", (0, 0), (1, 0)),
        ("BACKGROUND", (0, 0), (-1, 0), ACCENT),
        ("BOX", (0, 0), (-1, -1), 0.6, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]
    for index, row in enumerate(table.standings, start=1):
        if row.advances:
            commands.append(("BACKGROUND", (0, index), (-1, index), TINT))
    card.setStyle(table_style(commands))
    return card
