"""What decides one table's game (docs/rules.md §3–4): the players' sheets, the challenges, the rulings
and the house lists.

The input of `boggle_throne.engine.scoring.score_game`, kept apart from the algorithm so that the
night and the services can build and keep sheets without reading how they are scored.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.engine.board import Board
from boggle_throne.engine.rules import RuleSet
from boggle_throne.engine.verdicts import InvalidReason, Ruling

__all__ = ["Challenge", "GameSheet", "PlayerWords", "RulingEntry"]


@dataclass(frozen=True, slots=True)
class PlayerWords:
    """One player's sheet: the words read aloud, in order, and the words withdrawn."""

    name: str
    read: tuple[str, ...]
    withdrawn: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RulingEntry:
    """A ruling on a word a player read; it decides that word for the whole game."""

    player: str
    word: str
    ruling: Ruling
    reason: InvalidReason | None = None


@dataclass(frozen=True, slots=True)
class Challenge:
    """A challenge of a word a player read; it holds the word until a ruling on it."""

    player: str
    word: str


@dataclass(frozen=True, slots=True)
class GameSheet:
    """Everything that decides one table's game."""

    board: Board
    rules: RuleSet
    players: tuple[PlayerWords, ...]
    approved: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    challenges: tuple[Challenge, ...] = ()
    rulings: tuple[RulingEntry, ...] = ()
