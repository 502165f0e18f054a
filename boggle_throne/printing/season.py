"""The season table as a printout: the players ranked over the season's nights, and the Throne's holders."""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.presentation.numbers import number
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    BODY,
    FIGURE,
    NAME,
    NAME_BOLD,
    SECTION,
    SMALL,
    SUBTITLE,
    TINT,
    TITLE,
    paper_frame_width,
    ranked_table,
    style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import Heading
from boggle_throne.tournament.season import SeasonHolder, SeasonRow, SeasonTable

_WORD = style("season-word", 8.5)


def render_season(table: SeasonTable, title: str, out_path: Path, paper: Paper = Paper.A4) -> Path:
    """Write the season table to `out_path` as a PDF in the house style."""
    first, last = (table.nights[0], table.nights[-1]) if table.nights else ("", "")
    width = paper_frame_width(paper)
    story: list[Flowable] = [
        Paragraph(escape(title), TITLE),
        Paragraph(escape(_subtitle(table)), SUBTITLE),
        _players(table.rows, width),
        Spacer(1, 6),
        Paragraph(escape(_legend(table)), SMALL),
    ]
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
    data: list[list[object]] = []
    for row in rows:
        word = f"{row.best_word.word} ({row.best_word.points})" if row.best_word is not None else ""
        nights = str(row.nights) if row.counted_nights == row.nights else f"{row.counted_nights}/{row.nights}"
        data.append(
            [
                Paragraph(str(row.rank) if row.rank is not None else "–", FIGURE),
                Paragraph(escape(row.name), NAME_BOLD if row.rank == 1 else NAME),
                Paragraph(f"<b>{row.rating:.1f}</b>", FIGURE),
                Paragraph(f"{row.mu:.1f}", FIGURE),
                Paragraph(f"{row.sigma:.1f}", FIGURE),
                Paragraph(nights, FIGURE),
                Paragraph(str(row.games), FIGURE),
                Paragraph(number(row.points), FIGURE),
                Paragraph(str(row.wins), FIGURE),
                Paragraph(escape(word), _WORD),
            ]
        )
    least = [46, 40, 36, 44, 44, 46, 36, 92]
    tinted = [("BACKGROUND", (2, 1), (2, -1), TINT)]
    return ranked_table(header, data, width, 22, least, left=(1, len(header) - 1), commands=tinted)


def _holders(holders: tuple[SeasonHolder, ...], width: float) -> Table:
    header = [_("Holder"), _("Crowned"), _("Finals won"), _("Defences won"), _("Defences lost")]
    data: list[list[object]] = [
        [
            Paragraph(escape(holder.name), NAME),
            Paragraph(escape(", ".join(holder.crowned)), _WORD),
            Paragraph(str(holder.nights_held), FIGURE),
            Paragraph(str(holder.defences_won), FIGURE),
            Paragraph(str(holder.defences_lost), FIGURE),
        ]
        for holder in holders
    ]
    return ranked_table(header, data, width, 150, [56, 66, 66], left=(0, 1))
