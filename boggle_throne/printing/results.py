"""Game results per table: each read word with its verdict, crossed words struck, penalties marked."""

from __future__ import annotations

from html import escape
from pathlib import Path

from reportlab.lib.enums import TA_RIGHT
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from boggle_throne.engine.scoring import Verdict
from boggle_throne.i18n import N_, _
from boggle_throne.presentation.numbers import number
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES
from boggle_throne.printing.board import BoardFlowable
from boggle_throne.printing.fonts import CONDENSED, SANS_BOLD
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.names import name_paragraph
from boggle_throne.printing.page import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    SMALL,
    TINT,
    TITLE,
    paper_frame_width,
    style,
    table_style,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import GameResult, ResultsPrintout
from boggle_throne.services.reading.views import PlayerGameView, WordView

VERDICT_NOTES = {
    Verdict.APPROVED: N_("approved"),
    Verdict.NOT_IN_DICTIONARY: N_("held"),
    Verdict.NOT_ON_BOARD: N_("not on board"),
    Verdict.TOO_SHORT: N_("too short"),
    Verdict.REJECTED: N_("ruled out"),
    Verdict.WITHDRAWN: N_("withdrawn"),
}
"""The note after a word whose verdict is not plain (in English: translated where printed)."""
PENALTY_MARK = "⚑"
BONUS_MARK = "★"


def legend() -> str:
    """What the colours and marks of the results mean, as paragraph markup."""
    return _(
        "<font color='#2e9d4a'>green</font>: scores · "
        "<strike>struck through</strike>: crossed off, read by two or more players · "
        "<font color='#d0343c'>{penalty} −n</font>: penalty for a word ruled out · "
        "{bonus}: longest-word bonus · "
        "<font color='#2b7bd9'>blue</font>: approved by the judge · grey: withdrawn or too short"
    ).format(penalty=PENALTY_MARK, bonus=BONUS_MARK)


_GAME = style("result-game", 13, font=SANS_BOLD, spaceAfter=2)
_ORDER = style("result-order", 8, textColor=MUTED)
_NAME = style("result-name", 9, font=SANS_BOLD)
_WORD = style("result-word", 8.5, font=CONDENSED, leading=10.5)
_POINTS = style("result-points", 8.5, font=CONDENSED, leading=10.5, alignment=TA_RIGHT)
_TOTAL = style("result-total", 9, font=SANS_BOLD, alignment=TA_RIGHT)
_TOTAL_LABEL = style("result-total-label", 7.5, textColor=MUTED)


def render(printout: ResultsPrintout, out_path: Path, paper: Paper) -> Path:
    story: list[Flowable] = [
        Paragraph(escape(_("{round} · game results").format(round=printout.round_title)), TITLE),
        Paragraph(legend(), SMALL),
        Spacer(1, 8),
    ]
    width = paper_frame_width(paper)
    for game in printout.games:
        story.append(KeepTogether(_game(game, width)))
        story.append(Spacer(1, 12))
    return write_pdf(out_path, paper, printout.heading, _("Game results"), story)


def word_markup(word: WordView) -> str:
    """A word as the results print it: its verdict's colour, struck through when crossed, marked notes."""
    colour = VERDICT_STYLES[word.verdict].colour.lstrip("#")
    text = escape(word.word)
    if word.verdict is Verdict.DUPLICATE:
        text = f"<strike>{text}</strike>"
    if word.verdict is Verdict.WITHDRAWN:
        text = f"<i>{text}</i>"
    note = VERDICT_NOTES.get(word.verdict)
    if note is not None:
        text += f" <font size='6.5' color='#6b6b74'>{escape(_(note))}</font>"
    if word.longest_bonus:
        text += f" {BONUS_MARK}"
    return f"<font color='#{colour}'>{text}</font>"


def points_markup(word: WordView) -> str:
    """A word's points: `−n` with a flag in red for a penalty, a dash for a crossed word."""
    if word.points < 0:
        return f"<font color='#d0343c'><b>{PENALTY_MARK} {number(word.points)}</b></font>"
    if word.verdict is Verdict.DUPLICATE:
        return "<font color='#8a8f98'>–</font>"
    return str(word.points) if word.points else "<font color='#8a8f98'>0</font>"


def _game(game: GameResult, width: float) -> list[Flowable]:
    size = len(game.grid)
    board = BoardFlowable(game.grid, 56 / size)
    order = " · ".join(f"{i}. {escape(p.name)}" for i, p in enumerate(game.players, start=1))
    open_note = escape(_("not closed yet"))
    state = "" if game.closed else f" · <font color='#c0620c'>{open_note}</font>"
    head = Table(
        [
            [
                board,
                [
                    Paragraph(escape(game.title), _GAME),
                    Paragraph(_("Reading order: {players}").format(players=order) + state, _ORDER),
                ],
            ]
        ],
        colWidths=[board.width + 12, None],
        hAlign="LEFT",
    )
    head.setStyle(table_style([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    return [head, Spacer(1, 4), _words_table(game.players, width)]


def _words_table(players: tuple[PlayerGameView, ...], width: float) -> Table:
    """Two columns per player (word, points), a row per word read, the totals at the foot."""
    rows = max((len(p.words) for p in players), default=0)
    column = width / len(players)
    header: list[object] = []
    for player in players:
        header += [name_paragraph(player.name, _NAME, column - 8), ""]
    data: list[list[object]] = [header]
    for index in range(rows):
        line: list[object] = []
        for player in players:
            if index < len(player.words):
                word = player.words[index]
                line += [Paragraph(word_markup(word), _WORD), Paragraph(points_markup(word), _POINTS)]
            else:
                line += ["", ""]
        data.append(line)
    totals: list[object] = []
    for player in players:
        penalties = f" · {PENALTY_MARK} −{abs(player.penalties)}" if player.penalties else ""
        totals += [
            name_paragraph(
                _("earned {points}").format(points=player.earned) + penalties, _TOTAL_LABEL, column - 42
            ),
            Paragraph(number(player.total), _TOTAL),
        ]
    data.append(totals)
    count = len(players)
    table = Table(data, colWidths=[column - 34, 34] * count, repeatRows=1, hAlign="LEFT")
    commands: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("FONTSIZE", (0, 0), (-1, -1), 7),
        ("LEADING", (0, 0), (-1, -1), 7),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
        ("LINEABOVE", (0, -1), (-1, -1), 0.8, INK),
        ("BACKGROUND", (0, -1), (-1, -1), TINT),
        ("TOPPADDING", (0, -1), (-1, -1), 3),
        ("BOTTOMPADDING", (0, -1), (-1, -1), 3),
    ]
    for index in range(count):
        commands.append(("SPAN", (2 * index, 0), (2 * index + 1, 0)))
        if index:
            commands.append(("LINEBEFORE", (2 * index, 0), (2 * index, -1), 0.4, RULE))
    table.setStyle(table_style(commands))
    return table
