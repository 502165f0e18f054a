"""The commands on one game: its start, clock, board and closing."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from boggle_throne.engine.errors import quoted
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Command, Names, game_text, player_name
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.night.payload import field as payload_field
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class GameCommand(Command):
    """A command on one game."""

    FIELDS: ClassVar[tuple[str, ...]] = ("game",)

    key: GameKey

    @property
    def game(self) -> GameKey | None:
        return self.key

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(GameKey.from_json(payload.get("game")))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json()}

    def describe(self, names: Names) -> str:
        return game_text(self.key)


@dataclass(frozen=True)
class StartGame(GameCommand):
    """A game started on a board as typed (`seed` None) or as dealt from a seed. Starting a game again
    before any word was read replays it on a new board. `players` are a tie-break game's readers."""

    KIND = "start_game"
    ASPECTS = frozenset({Aspect.BOARD, Aspect.TIMER})
    FIELDS = ("game", "players", "board", "seed")
    PLAYER_FIELDS = ("players",)
    REQUEST_FIELDS = ("game", "board", "players")

    board: str
    seed: int | None = None
    players: tuple[PlayerId, ...] = ()

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        players = payload_field(payload, "players", list, [])
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in players):
            raise ActionRefusedError(f"'players' lists players by number, not {quoted(players)}")
        return cls(
            GameKey.from_json(payload.get("game")),
            payload_field(payload, "board", str),
            payload_field(payload, "seed", int, None),
            tuple(PlayerId(p) for p in players),
        )

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"game": self.key.to_json()}
        if self.players:
            payload["players"] = list(self.players)
        payload["board"] = self.board
        if self.seed is not None:
            payload["seed"] = self.seed
        return payload

    def describe(self, names: Names) -> str:
        readers = [", ".join(player_name(names, p) for p in self.players)] if self.players else []
        return " · ".join([game_text(self.key), *readers, self.board])


@dataclass(frozen=True)
class SetTimer(GameCommand):
    """The game's clock moved to a phase, with the seconds it then shows."""

    KIND = "timer"
    ASPECTS = frozenset({Aspect.TIMER})
    UNDOABLE = False
    FIELDS = ("game", "phase", "remaining")
    REQUEST_FIELDS = ("game", "phase")

    phase: TimerPhase
    remaining: float | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        try:
            phase = TimerPhase(payload.get("phase"))
        except ValueError:
            phases = ", ".join(p.value for p in TimerPhase)
            raise ActionRefusedError(
                f"a timer phase is one of {phases}, not {quoted(payload.get('phase'))}"
            ) from None
        remaining = payload.get("remaining")
        if remaining is not None and (
            isinstance(remaining, bool) or not isinstance(remaining, int | float) or remaining < 0
        ):
            raise ActionRefusedError(f"'remaining' must be a number of seconds, not {remaining!r}")
        return cls(GameKey.from_json(payload.get("game")), phase, remaining)

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"game": self.key.to_json(), "phase": self.phase.value}
        if self.remaining is not None:
            payload["remaining"] = self.remaining
        return payload

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {self.phase.value}"


@dataclass(frozen=True)
class CorrectBoard(GameCommand):
    """A mistyped board put right (docs/rules.md §4); the game is rescored, also once closed."""

    KIND = "correct_board"
    ASPECTS = frozenset({Aspect.BOARD, Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "board")

    board: str

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(GameKey.from_json(payload.get("game")), payload_field(payload, "board", str))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json(), "board": self.board}

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {self.board}"


@dataclass(frozen=True)
class CloseGame(GameCommand):
    """The game closed: its results count (refused while a word is held)."""

    KIND = "close_game"
    ASPECTS = frozenset({Aspect.GAME_CLOSED, Aspect.TIMER, Aspect.STANDINGS})
