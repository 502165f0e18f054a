"""What the use cases return: plain, immutable values a screen, a printout or the CLI can show."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeAlias

from boggle_throne.engine.board import Board
from boggle_throne.engine.game_score import WordScore
from boggle_throne.i18n import _
from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.night.commands import Command
from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.advancement_news import AdvancementChangeView
from boggle_throne.tournament.players import PlayerId, PlayerStatus
from boggle_throne.tournament.rounds import RoundKind


@dataclass(frozen=True)
class PlayerView:
    id: PlayerId
    name: str
    status: PlayerStatus
    seed_rank: int | None
    is_champion: bool

    @property
    def can_check_in(self) -> bool:
        """Only a registered player checks in (a withdrawal is final for the night)."""
        return self.status is PlayerStatus.REGISTERED

    @property
    def can_withdraw(self) -> bool:
        return self.status is not PlayerStatus.WITHDRAWN

    @property
    def here(self) -> bool:
        """Checked in: the next round seats them."""
        return self.status is PlayerStatus.CHECKED_IN


WordView: TypeAlias = WordScore
"""One read word as the game's score has it: its verdict, signed points and reason; `path` lights it
up on the board. The views show the engine's own, immutable, rather than a copy of its fields."""


@dataclass(frozen=True)
class PlayerGameView:
    player: PlayerId
    name: str
    words: tuple[WordView, ...]
    earned: int
    penalties: int
    total: int
    on_phone: bool = False
    """Whether the player writes this game on a phone (their words are read out from it)."""
    unread: int = 0
    """How many of the words on their phone are still to be read out."""
    phone_flag: str | None = None
    """Why their phone list is flagged to the judge before the reading (docs/phones.md), if it is."""


@dataclass(frozen=True)
class GameView:
    key: GameKey
    board: Board
    seed: int | None
    read_order: tuple[str, ...]
    timer: TimerState
    players: tuple[PlayerGameView, ...]
    held: tuple[tuple[str, str], ...]
    longest_bonus_holder: str | None
    closed: bool
    boards_played: int
    ranking: tuple[str, ...]
    """The players best first by the night's tie-break chain, exact ties by id: a tie in a game is
    ordered as the standings order it."""
    board_played_elsewhere: bool = False
    """Whether another table is playing this board now: the words read here stay off the projector
    until its clock has finished."""
    clock_moves: frozenset[TimerPhase] = frozenset()
    """The phases the judge may move the clock to now (`night/clock.py`): none once closed."""
    can_deal_again: bool = False
    """Whether the game may start again on a new board: open, and nobody has read a word yet."""

    def player(self, name: str) -> PlayerGameView:
        return next(p for p in self.players if p.name == name)


@dataclass(frozen=True)
class StandingRow:
    """A player's line in a table's standings: the tie-break columns and each game's points."""

    place: int
    player: PlayerId
    name: str
    points: int
    last_game_points: int
    scoring_words: int
    longest_word: int
    game_points: tuple[int | None, ...]
    advances: bool | None


@dataclass(frozen=True)
class TableView:
    round: int
    number: int
    seats: tuple[str, ...]
    standings: tuple[StandingRow, ...]
    seat_ids: tuple[PlayerId, ...] = ()
    """The players of `seats`, by number, in the same order."""


@dataclass(frozen=True)
class TieBreakView:
    round: int
    players: tuple[str, ...]
    places: int
    table: int | None


@dataclass(frozen=True)
class RoundView:
    number: int
    kind: RoundKind
    games: int
    seed: int
    tables: tuple[TableView, ...]
    complete: bool
    advancing: tuple[str, ...]
    wild_cards: tuple[str, ...]
    tie_breaks: tuple[TieBreakView, ...]

    @property
    def title(self) -> str:
        """`Round 2`, or `Round 3 (final)`."""
        return self.titled(RoundTitle.LISTED)

    def titled(self, where: RoundTitle) -> str:
        """`Round 2`, and the final as `where` names it."""
        return round_title(self.number, self.kind is RoundKind.FINAL, where)


class RoundTitle(Enum):
    """Where a round of tables is named, which decides what its final is called."""

    LISTED = "listed"
    """Among the night's rounds, told apart by number: `Round 3 (final)`."""
    PRINTED = "printed"
    """A printout's heading: `Final`."""
    ANNOUNCED = "announced"
    """To the room, on the projector: `The final`."""


def round_title(number: int, final: bool, where: RoundTitle = RoundTitle.LISTED) -> str:
    """What a round of tables is called: `Round 2`, and its final as `where` names it (in the language
    spoken)."""
    if not final:
        return _("Round {number}").format(number=number)
    if where is RoundTitle.PRINTED:
        return _("Final")
    if where is RoundTitle.ANNOUNCED:
        return _("The final")
    return _("Round {number} (final)").format(number=number)


@dataclass(frozen=True)
class MatchGameView:
    """One game of a match: each player's points in the match's player order (None until the game
    closes) and the game's winner (None while open, or for a drawn game, which does not count)."""

    key: GameKey
    points: tuple[int | None, int | None]
    winner: str | None
    closed: bool


@dataclass(frozen=True)
class MatchView:
    """A head-to-head match: the better seed first (the defending champion, who has no seed, before the
    challenger); None for a player not yet decided or a bye.

    `number` is the match's position in its round, the `table` of its games' keys; `display_number`
    is the number people call it by (the round's matches counted without the byes), None for a bye.
    """

    round: int
    number: int
    display_number: int | None
    players: tuple[str | None, str | None]
    seeds: tuple[int | None, int | None]
    wins: tuple[int, int]
    games: tuple[MatchGameView, ...]
    winner: str | None
    bye: bool

    @property
    def label(self) -> str:
        """`Match 2`, or `Bye` for a player who goes through without one."""
        return _("Bye") if self.bye else _("Match {number}").format(number=self.display_number)


@dataclass(frozen=True)
class BracketView:
    """A head-to-head bracket: its rounds of matches (round 1 includes the byes) and the champion.

    With a `defending` champion the last round is the final, the champion against the `challenger`
    who won the rounds before it; `champion` is the final's winner.
    """

    best_of: int
    seeding: tuple[str, ...]
    rounds: tuple[tuple[MatchView, ...], ...]
    champion: str | None
    defending: str | None
    challenger: str | None

    @property
    def elimination_rounds(self) -> tuple[tuple[MatchView, ...], ...]:
        """The rounds among the seeded players: every round but the final against the champion."""
        return self.rounds[:-1] if self.defending is not None else self.rounds

    @property
    def final_against_champion(self) -> MatchView | None:
        """The final of the defending champion against the challenger; None when nobody defends."""
        return self.rounds[-1][0] if self.defending is not None else None

    def round_title(self, number: int) -> str:
        """What people call a round: `Round 1`, …, `Quarter-finals`, `Semi-finals`, then `Final`; when a
        champion defends, the elimination ends with the `Bracket final` and the last round is the
        `Final against the champion`."""
        elimination = len(self.elimination_rounds)
        if number > elimination:
            return _("Final against the champion")
        from_end = elimination - number
        if from_end == 0:
            return _("Bracket final") if self.defending is not None else _("Final")
        if from_end == 1:
            return _("Semi-finals")
        if from_end == 2:
            return _("Quarter-finals")
        return _("Round {number}").format(number=number)


@dataclass(frozen=True)
class StandingsView:
    """The whole night: every round with its tables and standings, the champion and the winner.

    A head-to-head night has no table rounds; its `bracket` holds the matches instead.
    """

    tournament: str
    rounds: tuple[RoundView, ...]
    defending_champion: str | None
    winner: str | None
    bracket: BracketView | None = None


@dataclass(frozen=True)
class ActionResult:
    """The outcome of an action: its log number, the game it touched, and any advancement changes."""

    seq: int
    command: Command
    game: GameView | None
    advancement_changes: tuple[AdvancementChangeView, ...] = ()
    word: WordView | None = None

    @property
    def action(self) -> str:
        """The kind of action, as the log names it."""
        return self.command.KIND


@dataclass(frozen=True)
class HolderView:
    name: str
    crowned: tuple[str, ...]
    defences_won: int
    defences_lost: int


@dataclass(frozen=True)
class ThroneView:
    holder: str | None
    holders: tuple[HolderView, ...]


@dataclass(frozen=True)
class LogEntry:
    """One line of the action log, as the judges' window lists it."""

    seq: int
    action: str
    station: str
    recorded_at: str
    summary: str
    in_force: bool
    details: dict[str, object]
    description: str
    """The details as a judge reads them: `R1 T4 G3 · Podrick · ETCH · upheld (not on board)`."""
    command: Command | None
    """The action as a command, or None when the log holds it damaged beyond reading."""
    not_applied: str | None = None
    """Why a replay could not apply this action (damaged on disk, or refused by the rules), or None."""
