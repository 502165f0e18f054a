"""The commands on one player's copy of a word in one game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Names, command, game_text, player_name
from boggle_throne.night.commands.games import GameCommand
from boggle_throne.night.commands.json_form import Reader, json_key
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.rulings import reason_named, ruling_named
from boggle_throne.tournament.players import PlayerId

__all__ = [
    "ChallengeWord",
    "CorrectWord",
    "MoveWord",
    "RecordWord",
    "RuleOnWord",
    "WithdrawWord",
    "WordCommand",
]


@dataclass(frozen=True)
class WordCommand(GameCommand):
    """A command on one player's copy of a word in one game."""

    player: PlayerId
    word: str

    def describe(self, names: Names) -> str:
        return f"{game_text(self.key)} · {player_name(names, self.player)} · {self.word.upper()}"


@command
@dataclass(frozen=True)
class RecordWord(WordCommand):
    """A word as the player reads it."""

    KIND = "record_word"
    ASPECTS = frozenset({Aspect.WORDS})
    REFUSED_UNCHANGED = True


@command
@dataclass(frozen=True)
class CorrectWord(WordCommand):
    """A mistyped word fixed, or taken off the list with an empty `new_word` (also once closed)."""

    KIND = "correct_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True

    new_word: str = ""

    def describe(self, names: Names) -> str:
        corrected = self.new_word.upper() or _("(removed)")
        return f"{super().describe(names)} · → {corrected}"


@command
@dataclass(frozen=True)
class MoveWord(WordCommand):
    """A word credited to the wrong reader moved to the one who read it, with its challenge and
    ruling (also in a closed game: a correction)."""

    KIND = "move_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS})
    CORRECTION = True

    to_player: PlayerId

    def describe(self, names: Names) -> str:
        moved = f"{player_name(names, self.player)} → {player_name(names, self.to_player)}"
        return f"{game_text(self.key)} · {moved} · {self.word.upper()}"


@command
@dataclass(frozen=True)
class WithdrawWord(WordCommand):
    """A word the player takes back (also in a closed game: a correction)."""

    KIND = "withdraw_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True


@command
@dataclass(frozen=True)
class ChallengeWord(WordCommand):
    """A read word held for a ruling."""

    KIND = "challenge"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS})


def _judged(named: Callable[[Any], object]) -> Reader:
    """A reader of a ruling's key by `named`; what it cannot name is refused for the word ruled on."""

    def read(payload: Mapping[str, Any], name: str, _absent: object) -> object:
        try:
            return named(payload.get(name))
        except ValueError as error:
            raise ActionRefusedError(
                _("ruling on {word}: {refusal}").format(word=str(payload.get("word")).upper(), refusal=error)
            ) from None

    return read


@command
@dataclass(frozen=True)
class RuleOnWord(WordCommand):
    """A ruling on a held or challenged word; on a closed game, a correction."""

    KIND = "rule"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS, Aspect.HOUSE_LISTS, Aspect.STANDINGS})
    CORRECTION = True

    ruling: Ruling = field(metadata=json_key(read=_judged(ruling_named)))
    reason: InvalidReason | None = field(
        default=None, metadata=json_key(read=_judged(lambda value: reason_named(value or None)))
    )

    def describe(self, names: Names) -> str:
        ruling = (
            self.ruling.label
            if self.reason is None
            else _("{ruling} ({reason})").format(ruling=self.ruling.label, reason=self.reason.label)
        )
        return f"{super().describe(names)} · {ruling}"
