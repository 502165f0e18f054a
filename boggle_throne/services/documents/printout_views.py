"""What the printouts show, as plain values the printing layer renders (it only lays them out).

The builders in `printouts` and `house_rules` fill these frozen dataclasses from one open tournament;
`PrintoutError` is how they refuse a request that makes no sense for the night.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.services.errors import ServiceError
from boggle_throne.services.reading.views import BracketView, PlayerGameView, RoundView, StandingsView

BoardGrid = tuple[tuple[str, ...], ...]
"""A board as printed: rows of faces as they read on a die (`A`, `Qu`, `#` for a blank)."""


class PrintoutError(ServiceError, ValueError):
    """A printout asked for something the night does not have (yet)."""


@dataclass(frozen=True)
class Heading:
    """The tournament a printout belongs to, printed at the top of every page."""

    tournament: str
    held_on: str
    played_with: str = ""
    """The word list and dice the night is played with, named at the foot of every page."""


@dataclass(frozen=True)
class PrintedInvitation:
    """A seated player's phone invitation as printed: their name, and the URL their QR code holds."""

    name: str
    url: str


@dataclass(frozen=True)
class SheetGame:
    """One game on a score sheet: who reads in which order, and its board — as played, or as a generated
    start will deal it (the board sheets print the same one) — or None when no board can be generated."""

    number: int
    read_order: tuple[str, ...]
    board: BoardGrid | None


@dataclass(frozen=True)
class ScoreSheet:
    """The sheet of one table for one round (or of one tie-break game)."""

    round_title: str
    table_title: str
    players: tuple[str, ...]
    games: tuple[SheetGame, ...]
    invitations: tuple[PrintedInvitation, ...] = ()
    """The players' phone invitations, in seating order (none when the sheets are printed without)."""


@dataclass(frozen=True)
class ScoreSheetsPrintout:
    heading: Heading
    rules: str
    sheets: tuple[ScoreSheet, ...]


@dataclass(frozen=True)
class BoardPrint:
    """A board as played in one game number of a round, with the tables that play it."""

    title: str
    tables: str
    grid: BoardGrid
    notation: str
    invitations: tuple[PrintedInvitation, ...] = ()
    """With invitations, each table gets its own page of a shared board, with its players' codes."""


@dataclass(frozen=True)
class BoardSheetsPrintout:
    heading: Heading
    boards: tuple[BoardPrint, ...]


@dataclass(frozen=True)
class LengthGroup:
    """The words of one counted length on a board, and what each of them scores."""

    length: int
    points: int
    words: tuple[str, ...]


@dataclass(frozen=True)
class AnswerKey:
    board: BoardPrint
    groups: tuple[LengthGroup, ...]
    word_count: int
    max_score: int


@dataclass(frozen=True)
class AnswerKeysPrintout:
    heading: Heading
    rules: str
    keys: tuple[AnswerKey, ...]


@dataclass(frozen=True)
class BracketPrintout:
    """Either the table rounds or a head-to-head bracket (a night has one format)."""

    heading: Heading
    table_rounds: StandingsView | None
    """The night's table rounds: each round's tables with who advanced, and the Throne."""
    head_to_head: BracketView | None


@dataclass(frozen=True)
class StandingsPrintout:
    """One round's standings by table with the tie-break columns, in the order the night breaks ties."""

    heading: Heading
    round: RoundView
    tie_breakers: tuple[str, ...]
    room_url: str | None = None
    """The room's page, whose QR code the sheet carries while the phones are served."""


@dataclass(frozen=True)
class GameResult:
    """A started game as the results print it: each player's words, in reading order, as scored."""

    title: str
    grid: BoardGrid
    players: tuple[PlayerGameView, ...]
    closed: bool


@dataclass(frozen=True)
class ResultsPrintout:
    heading: Heading
    round_title: str
    games: tuple[GameResult, ...]


@dataclass(frozen=True)
class CertificatePrintout:
    """The new (or defending) holder of the Throne, and how the final went."""

    heading: Heading
    holder: str
    defended: bool
    dethroned: str | None
    final_points: int | None
    runner_up: str | None


@dataclass(frozen=True)
class RulesSection:
    """A titled part of the house rules, a sentence a point."""

    title: str
    points: tuple[str, ...]


@dataclass(frozen=True)
class HouseRulesPrintout:
    """The night's own rules for the tables: the points each length scores, then the rules in words."""

    heading: Heading
    rule_set: str
    points: tuple[tuple[str, int], ...]
    """(counted length, points) from the minimum length; the last length reads `8+` when it holds on."""
    points_note: str | None
    sections: tuple[RulesSection, ...]
