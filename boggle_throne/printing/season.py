"""The season table as a printout: the players ranked over the season's nights, and the Throne's holders."""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.printing.fonts import SANS_BOLD
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
    BODY,
    INK,
    RULE,
    SECTION,
    SMALL,
    SUBTITLE,
    TINT,
    TITLE,
    column_widths,
    paper_frame_width,
    signed,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import Heading
from boggle_throne.tournament.season import SeasonHolder, SeasonRow, SeasonTable

_HEAD = style("season-head", 7.5, font=SANS_BOLD, alignment=TA_CENTER, textColor=INK)
_HEAD_LEFT = style("season-head-left", 7.5, font=SANS_BOLD)
_CELL = style("season-cell", 9, alignment=TA_RIGHT)
_NAME = style("season-name", 9.5)
_NAME_FIRST = style("season-name-first", 9.5, font=SANS_BOLD)
_WORD = style("season-word", 8.5)


def render_season(table: SeasonTable, title: str, out_path: Path, paper: Paper = Paper.A4) -> Path:
    """Write the season table to `out_path` as a PDF in the house style."""
    first, last = (table.nights[0], table.nights[-1]) if table.nights else ("", "")
    story: list[Flowable] = [
        Paragraph(escape(title), TITLE),
        Paragraph(escape(_subtitle(table)), SUBTITLE),
    ]
    width = paper_frame_width(paper)
    story.append(_players(table.rows, width))
    story.append(Spacer(1, 6))
    story.append(Paragraph(escape(_legend(table)), SMALL))
    if table.holders:
        story.append(KeepTogether([Paragraph(_("The Throne"), SECTION), _holders(table.holders, width)]))
        if table.holder is not None:
            story.append(Spacer(1, 6))
            holds = _("<b>Holds the Throne:</b> {name}").format(name=escape(table.holder))
            story.append(Paragraph(holds, BODY))
    heading = Heading(title, f"{first} – {last}" if first != last else first)
    return write_pdf(out_path, paper, heading, _("Season"), story)


def _subtitle(table: SeasonTable) -> str:
    parts = [counted(len(table.nights), "night"), counted(len(table.rows), "player")]
    if table.rules.best_nights is not None:
        parts.append(_("best {nights} counted").format(nights=counted(table.rules.best_nights, "night")))
    if table.rules.min_nights > 1:
        parts.append(_("ranked from {nights}").format(nights=counted(table.rules.min_nights, "night")))
    return " · ".join(parts)


def _legend(table: SeasonTable) -> str:
    parts = [
        _(
            "Rating: openskill (Plackett–Luce), each game's table order one match; the rating is μ − 3σ, "
            "what a player is almost surely at least as good as. Won: nights won."
        )
    ]
    if table.rules.best_nights is not None:
        parts.append(
            _("Nights 3/4: the best 3 of 4 nights counted (at most {count}).").format(
                count=table.rules.best_nights
            )
        )
    if table.rules.min_nights > 1:
        parts.append(
            _("Unranked (–): fewer than {nights}.").format(nights=counted(table.rules.min_nights, "night"))
        )
    return " ".join(parts)


def _players(rows: tuple[SeasonRow, ...], width: float) -> Table:
    header = [
        "#",
        _("Player"),
        _("Rating"),
        "μ",
        "σ",
        _("Nights"),
        _("Games"),
        _("Points"),
        _("Won"),
        _("Best word"),
    ]
    left = (1, len(header) - 1)
    data: list[list[object]] = [
        [
            Paragraph(escape(text), _HEAD_LEFT if column in left else _HEAD)
            for column, text in enumerate(header)
        ]
    ]
    for row in rows:
        word = f"{row.best_word.word} ({row.best_word.points})" if row.best_word is not None else ""
        nights = str(row.nights) if row.counted_nights == row.nights else f"{row.counted_nights}/{row.nights}"
        data.append(
            [
                Paragraph(str(row.rank) if row.rank is not None else "–", _CELL),
                Paragraph(escape(row.name), _NAME_FIRST if row.rank == 1 else _NAME),
                Paragraph(f"<b>{row.rating:.1f}</b>", _CELL),
                Paragraph(f"{row.mu:.1f}", _CELL),
                Paragraph(f"{row.sigma:.1f}", _CELL),
                Paragraph(nights, _CELL),
                Paragraph(str(row.games), _CELL),
                Paragraph(signed(row.points), _CELL),
                Paragraph(str(row.wins), _CELL),
                Paragraph(escape(word), _WORD),
            ]
        )
    figures = column_widths(header[2:], [46, 40, 36, 44, 44, 46, 36, 92], _HEAD)
    widths = [22, width - 22 - sum(figures), *figures]
    result = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1)
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
        ("BACKGROUND", (2, 1), (2, -1), TINT),
    ]
    result.setStyle(table_style(commands))
    return result


def _holders(holders: tuple[SeasonHolder, ...], width: float) -> Table:
    header = [_("Holder"), _("Crowned"), _("Finals won"), _("Defences won"), _("Defences lost")]
    data: list[list[object]] = [
        [Paragraph(escape(text), _HEAD_LEFT if column < 2 else _HEAD) for column, text in enumerate(header)]
    ]
    for holder in holders:
        data.append(
            [
                Paragraph(escape(holder.name), _NAME),
                Paragraph(escape(", ".join(holder.crowned)), _WORD),
                Paragraph(str(holder.nights_held), _CELL),
                Paragraph(str(holder.defences_won), _CELL),
                Paragraph(str(holder.defences_lost), _CELL),
            ]
        )
    figures = column_widths(header[2:], [56, 66, 66], _HEAD)
    name = 150
    widths = [name, width - name - sum(figures), *figures]
    result = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1)
    result.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
                ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
            ]
        )
    )
    return result
