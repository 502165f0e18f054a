"""Standings after a round: each table's ranking with the tie-break columns and who advances.

In the final nobody advances: its winner is crowned, and the marks and the legend say so.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib.enums import TA_CENTER
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _, ngettext
from boggle_throne.presentation.numbers import number
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import (
    ACCENT,
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
from boggle_throne.printing.room_code import RoomCode
from boggle_throne.services.documents.printout_views import StandingsPrintout
from boggle_throne.services.reading.views import RoundView, TableView
from boggle_throne.tournament.rounds import RoundKind

ADVANCES_MARK = "✔"
_MARK = style("standings-mark", 10, alignment=TA_CENTER, textColor=ACCENT)


def render(printout: StandingsPrintout, out_path: Path, paper: Paper) -> Path:
    view = printout.round
    status = _("complete") if view.complete else _("in progress")
    breakers = _(", then ").join(printout.tie_breakers)
    about = _("{games} a table · {status} · ties are broken by {tie_breakers}").format(
        games=counted(view.games, "game"), status=status, tie_breakers=breakers
    )
    story: list[Flowable] = [
        Paragraph(escape(_title(view)), TITLE),
        Paragraph(escape(about), SUBTITLE),
    ]
    width = paper_frame_width(paper)
    for table in view.tables:
        section = Paragraph(_("Table {number}").format(number=table.number), SECTION)
        story.append(KeepTogether([section, _table(table, view, width)]))
    story += _outcome(view)
    if printout.room_url is not None:
        story += [Spacer(1, 12), RoomCode(printout.room_url)]
    return write_pdf(out_path, paper, printout.heading, _("Standings"), story)


def _title(view: RoundView) -> str:
    """The sheet's title: "Standings after round 2", "Standings after the final"."""
    if view.kind is RoundKind.FINAL:
        return _("Standings after the final")
    return _("Standings after round {number}").format(number=view.number)


def _table(table: TableView, view: RoundView, width: float) -> Table:
    games = [_("G{number}").format(number=n) for n in range(1, view.games + 1)]
    outcome = _("Crowned") if view.kind is RoundKind.FINAL else _("Advances")
    header = ["#", _("Player"), *games, _("Points"), _("Last game"), _("Words"), _("Longest"), outcome]
    data: list[list[object]] = [
        [
            Paragraph(str(row.place), FIGURE),
            Paragraph(escape(row.name), NAME_BOLD if row.advances else NAME),
            *(Paragraph("–" if p is None else number(p), FIGURE) for p in row.game_points),
            Paragraph(f"<b>{number(row.points)}</b>", FIGURE),
            Paragraph(number(row.last_game_points), FIGURE),
            Paragraph(str(row.scoring_words), FIGURE),
            Paragraph(str(row.longest_word), FIGURE),
            Paragraph(ADVANCES_MARK if row.advances else "", _MARK),
        ]
        for row in table.standings
    ]
    commands: list[tuple[object, ...]] = [("BACKGROUND", (2 + view.games, 1), (2 + view.games, -1), TINT)]
    for index, row in enumerate(table.standings, start=1):
        if row.advances:
            commands.append(("BACKGROUND", (0, index), (1, index), TINT))
    least = [*([30] * view.games), 44, 44, 40, 50, 58]
    return ranked_table(header, data, width, 22, least, commands=commands)


def _outcome(view: RoundView) -> list[Flowable]:
    final = view.kind is RoundKind.FINAL
    story: list[Flowable] = [Spacer(1, 10)]
    if view.advancing:
        label = _("<b>Crowned:</b> {players}") if final else _("<b>Advancing:</b> {players}")
        story.append(Paragraph(label.format(players=escape(", ".join(view.advancing))), BODY))
    if view.wild_cards:
        wild = _("<b>Wild cards:</b> {players}").format(players=escape(", ".join(view.wild_cards)))
        story.append(Paragraph(wild, BODY))
    for tie_break in view.tie_breaks:
        places = ngettext("{count} place", "{count} places", tie_break.places).format(count=tie_break.places)
        tied = escape(", ".join(tie_break.players))
        if tie_break.table is not None:
            needed = _("<b>Tie-break game needed</b> at table {table}: {players} for {places}")
        else:
            needed = _("<b>Tie-break game needed</b> at the wild cards: {players} for {places}")
        story.append(Paragraph(needed.format(table=tie_break.table, players=tied, places=places), BODY))
    story.append(Spacer(1, 6))
    meaning = (
        _("{mark} crowned — holder of the Throne. G1, G2…: points in each game.")
        if final
        else _("{mark} advances to the next round. G1, G2…: points in each game.")
    )
    story.append(Paragraph(meaning.format(mark=ADVANCES_MARK), SMALL))
    return story
