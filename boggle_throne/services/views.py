"""What the use cases return: plain, immutable values a screen, a printout or the CLI can show."""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import Verdict
from boggle_throne.services.games import GameKey, TimerState
from boggle_throne.tournament.players import PlayerId, PlayerStatus
from boggle_throne.tournament.rounds import RoundKind


@dataclass(frozen=True)
class PlayerView:
    id: PlayerId
    name: str
    status: PlayerStatus
    seed_rank: int | None
    is_champion: bool


@dataclass(frozen=True)
class WordView:
    """One read word with its verdict, signed points and reason; `path` lights it up on the board."""

    word: str
    verdict: Verdict
    points: int
    reason: str
    held: bool
    path: tuple[int, ...] | None
    also_read_by: tuple[str, ...]
    longest_bonus: bool


@dataclass(frozen=True)
class PlayerGameView:
    player: PlayerId
    name: str
    words: tuple[WordView, ...]
    earned: int
    penalties: int
    total: int


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


@dataclass(frozen=True)
class MatchView:
    """A head-to-head match: the better seed first; None for a slot not yet decided or a bye."""

    round: int
    number: int
    players: tuple[str | None, str | None]
    seeds: tuple[int | None, int | None]
    wins: tuple[int, int]
    games: tuple[GameKey, ...]
    winner: str | None
    bye: bool


@dataclass(frozen=True)
class BracketView:
    """A head-to-head bracket: its rounds of matches (round 1 includes the byes) and the champion."""

    best_of: int
    seeding: tuple[str, ...]
    rounds: tuple[tuple[MatchView, ...], ...]
    champion: str | None


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
class AdvancementChangeView:
    """After a correction: players who now advance but were not seated next, and who lost their seat."""

    round: int
    gained: tuple[str, ...]
    lost: tuple[str, ...]
    undecided: bool


@dataclass(frozen=True)
class ActionResult:
    """The outcome of an action: its log number, the game it touched, and any advancement changes."""

    seq: int
    action: str
    game: GameView | None
    advancement_changes: tuple[AdvancementChangeView, ...] = ()
    word: WordView | None = None


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
