"""Reading an organiser's word list: one word per line, normalised, every skipped line reported.

Words are compared with their letters folded as a board spells them (`faces.fold_letters`: accents
dropped, `ß` as SS) and lower-cased, and must then be spelled with the letters a–z; a line that is
not such a word is skipped with its reason.
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from boggle_throne.engine.errors import DictionaryError, WordFormatError, quoted
from boggle_throne.engine.faces import fold_letters
from boggle_throne.i18n import N_, _

ALPHABET = string.ascii_lowercase
_ALPHABET_SET = frozenset(ALPHABET)
_BINARY_PROBE = 8192
_MOST_LINES_BAD = 0.5


class SkipReason(Enum):
    """Why a line of a word list was not taken as a word."""

    BLANK = N_("blank line")
    SEVERAL_WORDS = N_("more than one word on the line")
    OUTSIDE_ALPHABET = N_("character outside a–z")
    DUPLICATE = N_("repeats an earlier line")
    NAME = N_("written with a capital: a name")


@dataclass(frozen=True, slots=True)
class SkippedLine:
    """One line left out of a word list, with where and why."""

    number: int
    text: str
    reason: SkipReason
    detail: str = ""

    def describe(self) -> str:
        """`line 12 'naïve x': more than one word on the line`."""
        reason = _(self.reason.value)
        if self.detail:
            reason = f"{reason} ({self.detail})"
        return _("line {number} {text}: {reason}").format(
            number=self.number, text=quoted(self.text), reason=reason
        )


@dataclass(frozen=True, slots=True)
class WordList:
    """The words read from a list, sorted and unique, and every line that was skipped."""

    words: tuple[str, ...]
    skipped: tuple[SkippedLine, ...]
    encoding: str


def normalize_word(text: str) -> str:
    """A word as the dictionary compares it: letters folded (`Straße` is `strasse`, `café` is
    `cafe`), lower case, no spaces around it."""
    if text.isascii():
        return text.strip().lower()
    return fold_letters(text.strip()).lower()


def typed_word(text: str) -> str:
    """A word as a judge or a player typed it, normalised as the dictionary compares words; the one
    reading of typed words everywhere (game documents, the judges' window, night documents), so
    that `pla te` or `plate!` gets one answer: `WordFormatError`, it is not a word."""
    word = normalize_word(text)
    if not word:
        raise WordFormatError(_("{text} is not a word: it is empty").format(text=quoted(text)))
    if word.isalpha() and word.isascii():
        return word
    shown = "".join(" " if ch.isspace() else ch for ch in outside_alphabet(word))
    raise WordFormatError(
        _("{text} is not a word: {shown} is not a letter a–z").format(text=quoted(text), shown=quoted(shown))
    )


def outside_alphabet(word: str) -> str:
    """The characters of a normalised word that are not a–z, in order of first appearance."""
    return "".join(dict.fromkeys(ch for ch in word if ch not in _ALPHABET_SET))


def read_word_list(path: Path, *, without_names: bool = False) -> WordList:
    """Read and normalise a word list file; `DictionaryError` if it is missing, binary, empty or corrupt.
    With `without_names`, a word written with a capital is left out: Debian's Dutch, French and
    Spanish lists hold names (never with German, whose nouns have capitals)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DictionaryError(_("word list {path} not found").format(path=path)) from None
    except OSError as error:
        raise DictionaryError(
            _("word list {path} cannot be read: {error}").format(path=path, error=error.strerror)
        ) from None
    if b"\0" in raw[:_BINARY_PROBE]:
        raise DictionaryError(
            _("{file} is a binary file, not a word list (one word per line)").format(file=path.name)
        )
    text, encoding = _decode(raw)
    word_list = parse_word_list(text.splitlines(), encoding, without_names=without_names)
    if not word_list.words:
        raise DictionaryError(
            _("{file} holds no words (one word per line, letters a–z)").format(file=path.name)
        )
    if len(word_list.skipped) > _MOST_LINES_BAD * (len(word_list.words) + len(word_list.skipped)):
        first = word_list.skipped[0].describe()
        raise DictionaryError(
            _(
                "{file} does not look like a word list: {bad} of {lines} lines are not words (first: {first})"
            ).format(
                file=path.name,
                bad=len(word_list.skipped),
                lines=len(word_list.words) + len(word_list.skipped),
                first=first,
            )
        )
    return word_list


def parse_word_list(
    lines: Iterable[str], encoding: str = "utf-8", *, without_names: bool = False
) -> WordList:
    """Normalise lines into sorted unique words, reporting every line that is not taken (and, with
    `without_names`, every word written with a capital)."""
    first_seen: dict[str, int] = {}
    skipped: list[SkippedLine] = []
    for number, line in enumerate(lines, start=1):
        word = normalize_word(line)
        if not word:
            skipped.append(SkippedLine(number, line, SkipReason.BLANK))
        elif len(word.split()) > 1:
            skipped.append(SkippedLine(number, line, SkipReason.SEVERAL_WORDS))
        elif bad := outside_alphabet(word):
            skipped.append(SkippedLine(number, line, SkipReason.OUTSIDE_ALPHABET, quoted(bad)))
        elif without_names and line.strip()[0].isupper():
            skipped.append(SkippedLine(number, line, SkipReason.NAME))
        elif word in first_seen:
            skipped.append(
                SkippedLine(
                    number, line, SkipReason.DUPLICATE, _("line {number}").format(number=first_seen[word])
                )
            )
        else:
            first_seen[word] = number
    return WordList(tuple(sorted(first_seen)), tuple(skipped), encoding)


def _decode(raw: bytes) -> tuple[str, str]:
    try:
        return raw.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace"), "cp1252"
