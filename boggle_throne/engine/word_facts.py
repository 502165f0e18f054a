"""What is true of one read word on one board, and which rulings and challenges can apply to it.

A ruling overrides the dictionary only (docs/rules.md §4): a word that is not on the board or too
short cannot be approved or let stand, and the reason for upholding a challenge must fit the word.
The checks live here so that the scoring of a game sheet and the judge's actions refuse the same
things with the same words.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass
from functools import lru_cache

from boggle_throne.engine.board import Board
from boggle_throne.engine.solver import WordRules, WordTrace, trace_word
from boggle_throne.engine.verdicts import WORD_REASONS, InvalidReason, Ruling
from boggle_throne.i18n import _


@dataclass(frozen=True, slots=True)
class WordFacts:
    """A word's path (or why there is none), counted length, minimum length and dictionary standing."""

    trace: WordTrace
    length: int
    min_length: int
    in_dictionary: bool

    @property
    def word(self) -> str:
        return self.trace.word

    @property
    def on_board(self) -> bool:
        return self.trace.found is not None

    @property
    def too_short(self) -> bool:
        return self.length < self.min_length

    def fitting_reasons(self) -> tuple[InvalidReason, ...]:
        """The reasons a challenge on this word may be upheld for, the likeliest first."""
        if self.too_short:
            return (InvalidReason.TOO_SHORT,)
        if not self.on_board:
            return (InvalidReason.NOT_ON_BOARD,)
        if self.in_dictionary:
            return WORD_REASONS
        return (InvalidReason.NOT_IN_DICTIONARY, *WORD_REASONS)

    def default_reason(self) -> InvalidReason | None:
        """The reason an upheld challenge takes when the judge names none: the one the app's own
        verdict gives; none for a dictionary word, whose judge must say why it is out."""
        return None if self.in_dictionary and self.on_board else self.fitting_reasons()[0]

    def ruling_refusal(self, ruling: Ruling, reason: InvalidReason | None) -> str | None:
        """Why this ruling cannot apply to the word (None when it can); `reason` is already defaulted."""
        shown = self.word.upper()
        if ruling.finds_valid:
            if self.too_short or not self.on_board:
                refusal = (
                    _(
                        "{word} is too short: a ruling overrides the dictionary only; "
                        "correct the word, or the board if it was typed wrong"
                    )
                    if self.too_short
                    else _(
                        "{word} is not on the board: a ruling overrides the dictionary only; "
                        "correct the word, or the board if it was typed wrong"
                    )
                )
                return refusal.format(word=shown)
            return None
        fitting = self.fitting_reasons()
        if reason is None:
            return _("say why {word} is out: {reasons}").format(word=shown, reasons=_listed(fitting))
        if reason not in fitting:
            return self._unfitting().format(reason=repr(reason.label), word=shown, reasons=_listed(fitting))
        return None

    def challenge_refusal(self) -> str | None:
        """Why a challenge of this word cannot apply (None when it can)."""
        if self.too_short:
            return _("{word} is too short to score: there is nothing to challenge").format(
                word=self.word.upper()
            )
        return None

    def _unfitting(self) -> str:
        """The refusal of a reason that does not fit the word, saying what the word is."""
        if self.too_short:
            return _("{reason} does not fit {word}, which is too short: {reasons}")
        if not self.on_board:
            return _("{reason} does not fit {word}, which is not on the board: {reasons}")
        if self.in_dictionary:
            return _("{reason} does not fit {word}, which is in the dictionary: {reasons}")
        return _("{reason} does not fit {word}, which is not in the dictionary: {reasons}")


def _listed(reasons: tuple[InvalidReason, ...]) -> str:
    names = [reason.label for reason in reasons]
    if len(names) == 1:
        return names[0]
    return _("{reasons} or {last}").format(reasons=", ".join(names[:-1]), last=names[-1])


def word_facts(board: Board, word: str, rules: WordRules, dictionary: Container[str]) -> WordFacts:
    """The facts of a normalised word on this board under these rules."""
    trace = _trace(board, word, rules)
    length = trace.found.length if trace.found else _plain_length(word, rules)
    return WordFacts(trace, length, rules.min_length, word in dictionary)


def _plain_length(word: str, rules: WordRules) -> int:
    """The counted length of a word with no path, reading every `qu` as the Qu face."""
    return len(word) - word.count("qu") * (2 - rules.qu_counts_as)


@lru_cache(maxsize=1 << 16)
def _trace(board: Board, word: str, rules: WordRules) -> WordTrace:
    """`trace_word`, remembered: a game is rescored after every word read, and every table of a round
    plays the same boards."""
    return trace_word(board, word, rules)
