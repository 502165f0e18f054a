"""A table's scored game: every word with its verdict, signed points and reason, and each player's total
and tie-break figures.

The output of `boggle_throne.engine.scoring.score_game`, kept apart from the algorithm: the night,
the views and the printouts read scores without depending on how they are worked out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boggle_throne.engine.solver import Path
from boggle_throne.engine.verdicts import Verdict
from boggle_throne.i18n import Said, _

__all__ = ["GameScore", "PlayerScore", "WordScore"]


@dataclass(frozen=True, slots=True)
class WordScore:
    """One word on one player's list with its verdict, signed points and the reason for them."""

    word: str
    verdict: Verdict
    points: int
    why: Said
    """The verdict's reason as data, said with the word's other readers as `{names}` (`reason` says
    it whole): one score is read by a station and the phones it serves, each in its own language."""
    length: int
    path: Path | None = None
    held: bool = False
    also_read_by: tuple[str, ...] = ()
    longest_bonus: bool = False
    points_why: Said | None = None
    """How the points were counted (`5 letters: 2`), None when the verdict says it all."""

    @property
    def reason(self) -> str:
        """The whole reason, verdict and points, in the language spoken here and now."""
        verdict = self.why.say(names=", ".join(self.also_read_by))
        if self.points_why is None:
            return verdict
        return _("{verdict}; {points}").format(verdict=verdict, points=self.points_why)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's game: every word, the points earned, the penalties and the total."""

    name: str
    words: tuple[WordScore, ...]

    @property
    def earned(self) -> int:
        """Points from scoring words, bonuses included."""
        return sum(word.points for word in self.words if word.points > 0)

    @property
    def penalties(self) -> int:
        """Points lost for words ruled invalid, as a positive number."""
        return -sum(word.points for word in self.words if word.points < 0)

    @property
    def total(self) -> int:
        """The game score: earned minus penalties."""
        return self.earned - self.penalties

    @property
    def scoring_words(self) -> int:
        """How many words earned points (a tie-break)."""
        return sum(1 for word in self.words if word.points > 0)

    @property
    def longest_word(self) -> int:
        """The counted length of the longest word that earned points, 0 if none (a tie-break)."""
        return max((word.length for word in self.words if word.points > 0), default=0)


@dataclass(frozen=True, slots=True)
class GameScore:
    """A table's scored game."""

    players: tuple[PlayerScore, ...]
    longest_bonus_holder: str | None = None
    held: tuple[tuple[str, str], ...] = field(default=())

    @property
    def can_close(self) -> bool:
        """A game cannot be closed while a word is held for a ruling."""
        return not self.held

    def player(self, name: str) -> PlayerScore:
        """The score of the player of that name."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)
