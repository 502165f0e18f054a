"""What a format decides for a night, and the values it reports."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from boggle_throne.night.commands import DrawBracket, SeatRound, StartGame, UnseatRound
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.tournament.advancement import Advancement
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne


@dataclass(frozen=True)
class SeatedTie:
    """A tie at a cut that nothing but the next round's seats settled: who was tied, who kept a seat."""

    table: int | None
    players: tuple[PlayerId, ...]
    kept: tuple[PlayerId, ...]


@dataclass(frozen=True)
class AdvancementChange:
    """After a correction: who now advances from a round but was not seated next, who lost a seat,
    and the ties at its cuts that only the next round's seats settled (docs/rules.md §4)."""

    round: int
    gained: tuple[PlayerId, ...]
    lost: tuple[PlayerId, ...]
    undecided: bool = False
    seated_ties: tuple[SeatedTie, ...] = ()


@dataclass(frozen=True)
class NextGame:
    """A game that can start now: its key (as people name it) and who reads in it, in reading order."""

    key: GameKey
    players: tuple[PlayerId, ...]


class Format(Protocol):
    """What a format decides for the night it is played in."""

    kind: FormatKind

    @property
    def lock_reason(self) -> str | None:
        """Why the settings can no longer change (play has started in this format), or None."""

    @property
    def winner(self) -> PlayerId | None: ...

    def throne(self, before: Throne) -> Throne:
        """The Throne's history, with tonight's final once crowned (`before`: as the night began)."""

    def shares_boards(self, key: GameKey) -> bool:
        """Whether every table (or match) plays the same board for this game number."""

    def labelled(self, key: GameKey) -> GameKey:
        """The key as people name its game."""

    def seat(self, command: SeatRound) -> None: ...

    def unseat(self, command: UnseatRound) -> None: ...

    def draw(self, command: DrawBracket) -> None: ...

    def read_order(self, key: GameKey, command: StartGame) -> tuple[PlayerId, ...]:
        """Who reads in a game about to start, in reading order (refused if it cannot start)."""

    def count(self, record: GameRecord, results: list[GameResult]) -> None:
        """Count a game's results as it closes."""

    def recount(self, record: GameRecord, results: list[GameResult]) -> None:
        """Count a closed game's results again after a correction."""

    def crown(self) -> None: ...

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        """Where who advances now differs from who was seated next (after a correction)."""

    def next_games(self, number: int) -> tuple[NextGame, ...]:
        """The games of a round (of tables, or of the bracket) that can start now."""

    def can_unseat(self, number: int) -> bool:
        """Whether a round's seating can be taken back now, to seat it again."""

    @property
    def crown_candidate(self) -> PlayerId | None:
        """Who the final crowns, once decided and while nobody has been crowned; else None."""


def decided_outcome(round_: Round) -> Advancement | None:
    """How a round came out, once it is decided (every result in, no tie-break pending)."""
    if round_.missing_results():
        return None
    outcome = round_.outcome()
    return outcome if isinstance(outcome, Advancement) else None
