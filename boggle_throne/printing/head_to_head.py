"""The head-to-head elimination bracket: who holds each position, and its pages.

A bracket of up to 64 positions fits one page; a larger one is split into sections of 32
positions, one page each, whose winners meet on a last page of finals. When a champion defends the
Throne, the bracket's winner is the challenger, and the final against the champion closes the last
page, with the Throne.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.presentation.numbers import number
from boggle_throne.printing.bracket_parts import CARD_NAME, CARD_NAME_ADVANCING, ThroneBox
from boggle_throne.printing.fonts import SANS, SANS_BOLD, SERIF_BOLD
from boggle_throne.printing.page import (
    ACCENT,
    GOLD,
    INK,
    MUTED,
    RULE,
    SECTION,
    TINT,
    TITLE,
    FullPage,
    fit_text,
    fitting_size,
    table_style,
)
from boggle_throne.services.reading.views import BracketView, MatchView

__all__ = [
    "ONE_PAGE_POSITIONS",
    "SECTION_POSITIONS",
    "BracketPage",
    "Entrant",
    "entrants_by_round",
    "head_to_head_story",
]

ONE_PAGE_POSITIONS = 64
SECTION_POSITIONS = 32


@dataclass(frozen=True)
class Entrant:
    """Who holds a bracket position: a name (None while undecided or for a bye), seed, games won."""

    name: str | None
    seed: int | None = None
    wins: int | None = None
    won: bool = False
    bye: bool = False


def entrants_by_round(view: BracketView) -> list[list[Entrant]]:
    """For the elimination rounds 1…R the bracket positions from top to bottom, then the position of
    who goes on: the champion, or the challenger when a champion waits in the final."""
    rounds = view.elimination_rounds
    size = 2 * len(rounds[0])
    total_rounds = size.bit_length() - 1
    matches = {(m.round, m.number): m for round_ in rounds for m in round_}
    columns: list[list[Entrant]] = []
    for round_number in range(1, total_rounds + 1):
        column: list[Entrant] = []
        for match_number in range(1, size // 2**round_number + 1):
            column += _match_entrants(matches, round_number, match_number, columns)
        columns.append(column)
    goes_on = view.champion if view.defending is None else view.challenger
    columns.append([Entrant(goes_on, won=goes_on is not None)])
    return columns


def _match_entrants(
    matches: dict[tuple[int, int], MatchView], round_number: int, number: int, before: list[list[Entrant]]
) -> list[Entrant]:
    """The match's two positions, the one coming from the upper half of the bracket first (the first
    round's come from no match before it)."""
    match = matches.get((round_number, number))
    upper = _winner(matches, round_number - 1, 2 * number - 1)
    if match is None:
        return [upper, _winner(matches, round_number - 1, 2 * number)]
    pairs = list(zip(match.players, match.seeds, match.wins, strict=True))
    if upper.name is not None and pairs[1][0] == upper.name:
        pairs.reverse()
    played = match.wins != (0, 0)
    return [
        Entrant(
            name,
            seed,
            wins if played else None,
            won=name is not None and name == match.winner,
            bye=match.bye and name is None,
        )
        for name, seed, wins in pairs
    ]


def _winner(matches: dict[tuple[int, int], MatchView], round_number: int, number: int) -> Entrant:
    match = matches.get((round_number, number))
    if match is None or match.winner is None:
        return Entrant(None)
    seed = match.seeds[match.players.index(match.winner)]
    return Entrant(match.winner, seed)


def head_to_head_story(view: BracketView, width: float) -> list[Flowable]:
    """One page for up to 64 positions; beyond, a page per section of 32 and a page of finals. The
    final against a defending champion closes the last page (with a single challenger, it is all)."""
    players = len(view.seeding) + (view.defending is not None)
    title = _("Head-to-head bracket · {players} · best of {games}").format(
        players=counted(players, "player"), games=view.best_of
    )
    final = view.final_against_champion
    closing = _champion_final(view, final, width) if final is not None else []
    if not view.elimination_rounds:
        return [Paragraph(title, TITLE), *closing]
    reserve = sum(part.wrap(width, 1e6)[1] + part.getSpaceBefore() + part.getSpaceAfter() for part in closing)
    columns = entrants_by_round(view)
    size = len(columns[0])
    total_rounds = len(columns) - 1
    titles = [view.round_title(number) for number in range(1, total_rounds + 1)]
    titles.append(_("Champion") if view.defending is None else _("Challenger"))
    if size <= ONE_PAGE_POSITIONS:
        return [BracketPage(title, "", columns, titles, (0, size), (1, total_rounds), reserve), *closing]
    sections = size // SECTION_POSITIONS
    section_rounds = SECTION_POSITIONS.bit_length() - 1
    story: list[Flowable] = []
    for index in range(sections):
        letter = chr(ord("A") + index) if sections <= 26 else str(index + 1)
        label = _("Section {letter} of {sections} · its winner goes on to the finals (last page)").format(
            letter=letter, sections=sections
        )
        positions = (index * SECTION_POSITIONS, SECTION_POSITIONS)
        story += [BracketPage(title, label, columns, titles, positions, (1, section_rounds)), PageBreak()]
    finals = _("Finals: the section winners")
    story += [
        BracketPage(
            title, finals, columns, titles, (0, sections), (section_rounds + 1, total_rounds), reserve
        ),
        *closing,
    ]
    return story


def _champion_final(view: BracketView, final: MatchView, width: float) -> list[Flowable]:
    """The final against the defending champion: both players, games won, each played game's points,
    and the Throne with its holder once crowned."""
    games = [game for game in final.games if game.closed]
    numbers = [_("game {number}").format(number=game.key.game) for game in games]
    rows: list[list[object]] = [["", _("games won"), *numbers]]
    for index, role in enumerate((_("defends the Throne"), _("challenger"))):
        name = final.players[index]
        text = (
            f"{escape(name)} <font size='7' color='#b08d2e'>{escape(role)}</font>"
            if name
            else _("to be decided")
        )
        points = [number(p) if p is not None else "" for p in (game.points[index] for game in games)]
        won = name is not None and name == final.winner
        rows.append([Paragraph(text, CARD_NAME_ADVANCING if won else CARD_NAME), final.wins[index], *points])
    number_width = width * 0.6 / (len(rows[0]) - 1)
    table = Table(rows, colWidths=[width * 0.4] + [number_width] * (len(rows[0]) - 1))
    commands: list[tuple[object, ...]] = [
        ("FONTNAME", (0, 0), (-1, 0), SANS_BOLD),
        ("ALIGN", (1, 0), (-1, -1), "CENTER"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, RULE),
        ("BOX", (0, 0), (-1, -1), 0.6, RULE),
    ]
    if final.winner is not None:
        won_row = 1 + final.players.index(final.winner)
        commands.append(("BACKGROUND", (0, won_row), (-1, won_row), TINT))
    table.setStyle(table_style(commands))
    heading = _("Final against the champion <font color='#6b6b74' size='9'>· best of {games}</font>").format(
        games=view.best_of
    )
    return [Paragraph(heading, SECTION), table, Spacer(1, 8), ThroneBox(view.champion, view.defending, width)]


class BracketPage(FullPage):
    """A page of a bracket: rounds `first`…`last` for `count` positions of round `first` from `start`.

    The column after `last` shows who goes on: the champion (or the challenger), or the section's
    winner. `titles` names each round and then who goes on; `reserve` leaves room below the page's
    bracket for what closes the page.
    """

    def __init__(
        self,
        title: str,
        label: str,
        columns: list[list[Entrant]],
        titles: Sequence[str],
        positions: tuple[int, int],
        rounds: tuple[int, int],
        reserve: float = 0.0,
    ) -> None:
        super().__init__()
        self.title = title
        self.label = label
        self.columns = columns
        self.titles = titles
        self.start, self.count = positions
        self.first, self.last = rounds
        self.reserve = reserve

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return super().wrap(available_width, available_height - self.reserve)

    def draw(self) -> None:
        canvas: Canvas = self.canv
        total_rounds = len(self.columns) - 1
        canvas.setFillColor(INK)
        canvas.setFont(SANS_BOLD, 15)
        canvas.drawString(0, self.height - 15, self.title)
        if self.label:
            canvas.setFont(SANS, 9)
            canvas.setFillColor(MUTED)
            canvas.drawString(0, self.height - 29, self.label)
        top = self.height - 52
        unit = top / self.count
        shown = self.last - self.first + 2
        column_width = self.width / shown
        font_size = max(5.5, min(9.0, unit * 0.62))
        for offset in range(shown):
            round_number = self.first + offset
            x = offset * column_width
            span = 2**offset
            begin = self.start // span
            entrants = self.columns[round_number - 1][begin : begin + max(1, self.count // span)]
            if offset == shown - 1 and round_number <= total_rounds:
                heading = _("To the finals")
            else:
                heading = self.titles[round_number - 1]
            canvas.setFont(SANS_BOLD, fitting_size(heading, SANS_BOLD, 8, column_width - 4))
            canvas.setFillColor(ACCENT)
            canvas.drawString(x + 2, top + 8, heading)
            for index, entrant in enumerate(entrants):
                y = top - (index + 0.5) * unit * span
                self._entrant(canvas, entrant, x, y, column_width, font_size, round_number > total_rounds)
                if offset < shown - 1 and index % 2 == 1:
                    upper = top - (index - 0.5) * unit * span
                    right = x + column_width * 0.92
                    canvas.setStrokeColor(RULE)
                    canvas.setLineWidth(0.8)
                    canvas.line(right, upper, right, y)
                    middle = (upper + y) / 2
                    canvas.line(right, middle, x + column_width, middle)

    def _entrant(
        self, canvas: Canvas, entrant: Entrant, x: float, y: float, width: float, size: float, champion: bool
    ) -> None:
        right = x + width * 0.92
        canvas.setStrokeColor(GOLD if champion else RULE)
        canvas.setLineWidth(1.4 if champion else 0.8)
        canvas.line(x, y, right, y)
        text_y = y + size * 0.3
        if entrant.name is None:
            if entrant.bye:
                canvas.setFont(SANS, size * 0.9)
                canvas.setFillColor(MUTED)
                canvas.drawString(x + 2, text_y, _("bye"))
            return
        left = x + 2
        if entrant.seed is not None:
            canvas.setFont(SANS, size * 0.75)
            canvas.setFillColor(MUTED)
            canvas.drawString(left, text_y, str(entrant.seed))
            left += canvas.stringWidth("00", SANS, size * 0.75) + 2
        font = SERIF_BOLD if champion else SANS_BOLD if entrant.won else SANS
        wins = "" if entrant.wins is None else str(entrant.wins)
        room = right - left - 2 - (canvas.stringWidth("0", SANS_BOLD, size) + 3 if wins else 0)
        canvas.setFont(font, size * (1.3 if champion else 1))
        canvas.setFillColor(INK)
        canvas.drawString(left, text_y, fit_text(canvas, entrant.name, font, size, room))
        if wins:
            canvas.setFont(SANS_BOLD, size)
            canvas.setFillColor(ACCENT if entrant.won else MUTED)
            canvas.drawRightString(right - 2, text_y, wins)
