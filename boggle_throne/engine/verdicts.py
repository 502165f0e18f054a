"""The words of a judge's call (docs/rules.md §3–4): a word's verdict, a ruling, and why a word is out."""

from __future__ import annotations

from enum import Enum

from boggle_throne.i18n import N_, _, pgettext


class Verdict(Enum):
    """The one verdict each word gets, shown in its own colour everywhere."""

    VALID = "valid"
    DUPLICATE = "duplicate"
    NOT_IN_DICTIONARY = "not_in_dictionary"
    NOT_ON_BOARD = "not_on_board"
    TOO_SHORT = "too_short"
    APPROVED = "approved"
    REJECTED = "rejected"
    WITHDRAWN = "withdrawn"

    @property
    def scores(self) -> bool:
        """Whether a word with this verdict can earn points."""
        return self in (Verdict.VALID, Verdict.APPROVED)


class Ruling(Enum):
    """A judge's decision on a challenged or flagged word."""

    UPHELD = "upheld"
    REJECTED = "rejected"
    APPROVED = "approved"

    @property
    def label(self) -> str:
        """The ruling as a judge reads it, in the language spoken (its value is the log's name)."""
        labels = {
            Ruling.UPHELD: pgettext("ruling", "upheld"),
            Ruling.REJECTED: pgettext("ruling", "rejected"),
            Ruling.APPROVED: pgettext("ruling", "approved"),
        }
        return labels[self]

    @property
    def finds_valid(self) -> bool:
        """Whether the ruling lets the word stand (an approval, or a challenge rejected)."""
        return self is not Ruling.UPHELD


class InvalidReason(Enum):
    """Why a judge upheld a challenge (docs/rules.md §4), or why the app ruled a word out."""

    NOT_IN_DICTIONARY = N_("not in dictionary")
    PROPER_NOUN = N_("proper noun")
    SLANG = N_("slang")
    ABBREVIATION = N_("abbreviation")
    FOREIGN = N_("foreign")
    NOT_ON_BOARD = N_("not on board")
    TOO_SHORT = N_("too short")
    BANNED = N_("banned by the house")

    @property
    def label(self) -> str:
        """The reason as people read it, in the language spoken (its value is the log's name)."""
        return _(self.value)

    @property
    def is_about_the_word(self) -> bool:
        """A reason about the word itself, which carries forward to later games through the house
        lists; `not on board` and `too short` are facts of one board, and `banned` is the house's."""
        return self in WORD_REASONS or self is InvalidReason.NOT_IN_DICTIONARY


WORD_REASONS = (
    InvalidReason.PROPER_NOUN,
    InvalidReason.SLANG,
    InvalidReason.ABBREVIATION,
    InvalidReason.FOREIGN,
)
"""The reasons that can put out a word the dictionary holds."""


def likeliest_reason(verdict: Verdict) -> InvalidReason:
    """The reason to offer first when upholding a challenge on a word of this verdict: the app's own
    finding where it has one, otherwise the first reason that can put out a dictionary word."""
    return _LIKELIEST.get(verdict, WORD_REASONS[0])


_LIKELIEST = {
    Verdict.NOT_ON_BOARD: InvalidReason.NOT_ON_BOARD,
    Verdict.TOO_SHORT: InvalidReason.TOO_SHORT,
    Verdict.NOT_IN_DICTIONARY: InvalidReason.NOT_IN_DICTIONARY,
    Verdict.APPROVED: InvalidReason.NOT_IN_DICTIONARY,
}
