"""The commands on one game: its start, clock, board and closing."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.clock import TimerPhase, phase_name
from boggle_throne.night.commands.base import Command, Names, command, game_text, player_name
from boggle_throne.night.commands.json_form import json_key
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.tournament.players import PlayerId

__all__ = ["CloseGame", "CorrectBoard", "GameCommand", "SetTimer", "StartGame"]


@dataclass(frozen=True)
class GameCommand(Command):
    """A command on one game."""

    key: GameKey = field(metadata=json_key("game"))

    @property
    def game(self) -> GameKey | None:
        return self.key

    def describe(self, names: Names) -> str:
        return game_text(self.key)


@command
@dataclass(frozen=True)
class StartGame(GameCommand):
    """A game started on a board as typed (`seed` None) or as dealt from a seed. Starting a game again
    before any word was read replays it on a new board. `players` are a tie-break game's readers."""

    KIND = "start_game"
    ASPECTS = frozenset({Aspect.BOARD, Aspect.TIMER})
    FIELDS = ("game", "players", "board", "seed")
    REQUEST_FIELDS = ("game", "board", "players")

    board: str
    seed: int | None = field(default=None, metadata=json_key(omitted_when_empty=True))
    players: tuple[PlayerId, ...] = field(default=(), metadata=json_key(omitted_when_empty=True))

    def describe(self, names: Names) -> str:
        readers = [", ".join(player_name(names, p) for p in self.players)] if self.players else []
        return " · ".join([game_text(self.key), *readers, self.board])


def _phase(payload: Mapping[str, Any], name: str, _absent: object) -> TimerPhase:
    try:
        return TimerPhase(payload.get(name))
    except ValueError:
        phases = ", ".join(p.value for p in TimerPhase)
        raise ActionRefusedError(
            _("a timer phase is one of {phases}, not {value}").format(
                phases=phases, value=quoted(payload.get(name))
            )
        ) from None


def _seconds(payload: Mapping[str, Any], name: str, _absent: object) -> float | None:
    remaining = payload.get(name)
    if remaining is not None and (
        isinstance(remaining, bool) or not isinstance(remaining, int | float) or remaining < 0
    ):
        raise ActionRefusedError(
            _("{key} must be a number of seconds, not {value}").format(key=repr(name), value=repr(remaining))
        )
    return remaining


@command
@dataclass(frozen=True)
class SetTimer(GameCommand):
    """The game's clock moved to a phase, with the seconds it then shows."""

    KIND = "timer"
    ASPECTS = frozenset({Aspect.TIMER})
    UNDOABLE = False
    REQUEST_FIELDS = ("game", "phase")

    phase: TimerPhase = field(metadata=json_key(read=_phase))
    remaining: float | None = field(default=None, metadata=json_key(omitted_when_empty=True, read=_seconds))

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {phase_name(self.phase)}"


@command
@dataclass(frozen=True)
class CorrectBoard(GameCommand):
    """A mistyped board put right (docs/rules.md §4); the game is rescored, also once closed."""

    KIND = "correct_board"
    ASPECTS = frozenset({Aspect.BOARD, Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS})
    CORRECTION = True

    board: str

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {self.board}"


@command
@dataclass(frozen=True)
class CloseGame(GameCommand):
    """The game closed: its results count (refused while a word is held)."""

    KIND = "close_game"
    ASPECTS = frozenset({Aspect.GAME_CLOSED, Aspect.TIMER, Aspect.STANDINGS})
