"""The commands on one player's copy of a word in one game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Names, game_text, player_id, player_name
from boggle_throne.night.commands.games import GameCommand
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import field as payload_field
from boggle_throne.night.rulings import reason_named, ruling_named
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class WordCommand(GameCommand):
    """A command on one player's copy of a word in one game."""

    FIELDS: ClassVar[tuple[str, ...]] = ("game", "player", "word")
    PLAYER_FIELDS: ClassVar[tuple[str, ...]] = ("player",)

    player: PlayerId
    word: str

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(*_copy(payload))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json(), "player": self.player, "word": self.word}

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {player_name(names, self.player)} · {self.word.upper()}"


@dataclass(frozen=True)
class RecordWord(WordCommand):
    """A word as the player reads it."""

    KIND = "record_word"
    ASPECTS = frozenset({Aspect.WORDS})
    REFUSED_UNCHANGED = True


@dataclass(frozen=True)
class WithdrawWord(WordCommand):
    """A word the player takes back (also in a closed game: a correction)."""

    KIND = "withdraw_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True


@dataclass(frozen=True)
class ChallengeWord(WordCommand):
    """A read word held for a ruling."""

    KIND = "challenge"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS})


@dataclass(frozen=True)
class CorrectWord(WordCommand):
    """A mistyped word fixed, or taken off the list with an empty `new_word` (also once closed)."""

    KIND = "correct_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "player", "word", "new_word")

    new_word: str = ""

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(*_copy(payload), payload_field(payload, "new_word", str, ""))

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "new_word": self.new_word}

    def describe(self, names: Names) -> str:
        return f"{super().describe(names)} · → {self.new_word.upper() or '(removed)'}"


@dataclass(frozen=True)
class MoveWord(WordCommand):
    """A word credited to the wrong reader moved to the one who read it, with its challenge and
    ruling (also in a closed game: a correction)."""

    KIND = "move_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "player", "word", "to_player")
    PLAYER_FIELDS = ("player", "to_player")

    to_player: PlayerId

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(*_copy(payload), player_id(payload, "to_player"))

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "to_player": self.to_player}

    def describe(self, names: Names) -> str:
        moved = f"{player_name(names, self.player)} → {player_name(names, self.to_player)}"
        return f"{game_text(self.key)} · {moved} · {self.word.upper()}"


@dataclass(frozen=True)
class RuleOnWord(WordCommand):
    """A ruling on a held or challenged word; on a closed game, a correction."""

    KIND = "rule"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS, Aspect.HOUSE_LISTS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "player", "word", "ruling", "reason")

    ruling: Ruling
    reason: InvalidReason | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        key, player, word = _copy(payload)
        try:
            ruling = ruling_named(payload.get("ruling"))
            reason = reason_named(payload.get("reason") or None)
        except ValueError as error:
            raise ActionRefusedError(f"ruling on {word.upper()}: {error}") from None
        return cls(key, player, word, ruling, reason)

    def to_json(self) -> dict[str, Any]:
        reason = self.reason.value if self.reason is not None else None
        return {**super().to_json(), "ruling": self.ruling.value, "reason": reason}

    def describe(self, names: Names) -> str:
        ruling = self.ruling.value if self.reason is None else f"{self.ruling.value} ({self.reason.value})"
        return f"{super().describe(names)} · {ruling}"


def _copy(payload: Mapping[str, Any]) -> tuple[GameKey, PlayerId, str]:
    """Which copy of a word the details name: the game, the player who read it, the word."""
    return GameKey.from_json(payload.get("game")), player_id(payload), payload_field(payload, "word", str)
