"""Precise exception types of the engine: every bad input names what is wrong and where."""

from __future__ import annotations

from boggle_throne.i18n import _

QUOTE_LIMIT = 40
"""How much of a bad value a message quotes: enough to recognise it, never a whole file."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """`value` as `repr` shows it, or for a long text its first `limit` characters and its length, so
    that a message names what was wrong without echoing a whole bad line or file."""
    if not isinstance(value, str):
        shown = repr(value)
        return shown if len(shown) <= limit else _long(f"{shown[:limit]}…", len(shown))
    if len(value) <= limit:
        return repr(value)
    return _long(repr(value[:limit] + "…"), len(value))


def _long(start: str, length: int) -> str:
    """The start of a long value and its length: `'abc…' (1,200 characters)`."""
    return _("{start} ({count:,} characters)").format(start=start, count=length)


class EngineError(Exception):
    """Base of every error the engine raises on bad input; its message is meant for a person."""


class BoardFormatError(EngineError, ValueError):
    """A board written in the human notation could not be read."""


class UnknownDiceSetError(EngineError, LookupError):
    """No dice set has the requested name."""


class DiceSetFormatError(EngineError, ValueError):
    """A dice set data file is malformed."""


class QualityBoundsError(EngineError):
    """The quality filter could not find a board within its bounds before the roll cap."""


class DictionaryError(EngineError):
    """A dictionary or word list could not be found, read or compiled."""


class WordFormatError(EngineError, ValueError):
    """A typed word is not a word: nothing, or characters other than the letters a–z once normalised."""


class UnknownRuleSetError(EngineError, LookupError):
    """No rule set has the requested name."""


class RuleOptionError(EngineError, ValueError):
    """A rule set option has an unknown name or an invalid value."""


class GameInputError(EngineError, ValueError):
    """The description of a game to score is inconsistent (unknown player, duplicate name, …)."""


class RulingRefusedError(GameInputError):
    """A ruling or a challenge cannot apply to the copy of the word it names (docs/rules.md §4)."""
