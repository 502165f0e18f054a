"""The language people read: which one is spoken, and the translation of a message into it.

Everything below the window (the rules' refusals, the views, the printouts, the phone server) says its
messages through `_` and `ngettext`, which look them up in the gettext catalogue of the language spoken
here and now. The window itself translates through Qt (`QCoreApplication.translate`), and sets the
language of this module to the one it shows, so a refusal under the entry is in the window's language.

The language is process-wide (`set_language`, for a station) and may be narrowed for one piece of
work (`speaking`, for one phone's request or one printout): a context variable holds the narrowing, so
two phones served at once in two languages do not hear each other's.

Messages built at import time (a table of reasons, an enum's labels) are marked with `N_` and
translated where they are shown, since the language may change after the import. A message worked out
once and read in several languages (a word's reason in a game's score) is kept as `Said`, data that is
said in the language of whoever shows it.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

SOURCE_LANGUAGE = "en"
"""The language the messages are written in: it needs no catalogue."""

DOMAIN = "boggle_throne"
"""The gettext domain of the catalogues (`<code>/LC_MESSAGES/boggle_throne.mo`)."""

LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "nl": "Nederlands"}
"""Each language the app can speak, by its ISO 639-1 code, named as its own speakers name it (a menu
of languages is read by someone who may not read the current one)."""

_station_language = SOURCE_LANGUAGE
_spoken: ContextVar[str | None] = ContextVar("spoken", default=None)
_catalogue_dirs: list[Path] = []


def translations_dir() -> Path:
    """The folder of the built catalogues: gettext's `locale/` and Qt's `qt/`, installed or in a checkout."""
    package_root = Path(__file__).resolve().parent
    for candidate in (package_root / "resources", package_root.parent / "resources"):
        if (candidate / "translations").is_dir():
            return candidate / "translations"
    return package_root.parent / "resources" / "translations"


def add_catalogue_dir(folder: Path) -> None:
    """Look for catalogues in `folder` before the bundled ones (a house's own translation, a test's)."""
    _catalogue_dirs.insert(0, folder)
    _translation.cache_clear()


def remove_catalogue_dir(folder: Path) -> None:
    """Stop looking in a folder given to `add_catalogue_dir`."""
    if folder in _catalogue_dirs:
        _catalogue_dirs.remove(folder)
    _translation.cache_clear()


@cache
def _translation(code: str) -> gettext.NullTranslations:
    if code == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    for folder in (*_catalogue_dirs, translations_dir() / "locale"):
        found = gettext.find(DOMAIN, str(folder), languages=[code])
        if found is not None:
            with open(found, "rb") as catalogue:
                return gettext.GNUTranslations(catalogue)
    return gettext.NullTranslations()


def available_languages() -> dict[str, str]:
    """The languages with a catalogue here (and the source language), code → own name."""
    found = {SOURCE_LANGUAGE: LANGUAGE_NAMES[SOURCE_LANGUAGE]}
    for code, name in LANGUAGE_NAMES.items():
        if code != SOURCE_LANGUAGE and not isinstance(_translation(code), gettext.GNUTranslations):
            continue
        found[code] = name
    return found


def supported(code: str | None) -> str | None:
    """The language the app speaks for a code such as `nl`, `nl_BE.UTF-8` or `nl-NL`, or None."""
    if not code:
        return None
    base = code.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return base if base in LANGUAGE_NAMES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of this machine's locale as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES,
    LANG), or English when the app does not speak it."""
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            for code in value.split(":"):
                if (found := supported(code)) is not None:
                    return found
            break
    return SOURCE_LANGUAGE


def best_language(accept_language: str | None) -> str:
    """The language to answer in for an HTTP `Accept-Language` header: the one the reader prefers
    most among those the app speaks (quality values honoured), else English."""
    choices: list[tuple[float, int, str]] = []
    for position, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        code = supported(tag.strip())
        if code is not None and quality > 0:
            choices.append((-quality, position, code))
    return min(choices)[2] if choices else SOURCE_LANGUAGE


def set_language(code: str) -> str:
    """Speak `code` from now on in this process (a station's choice); returns the language taken,
    English when the app does not speak the one asked for."""
    global _station_language  # one language per process: every thread of a station speaks it
    _station_language = supported(code) or SOURCE_LANGUAGE
    return _station_language


def language() -> str:
    """The language spoken here and now: the block's (`speaking`), else the station's."""
    return _spoken.get() or _station_language


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak `code` for the work inside the block only (one phone's request, one printout)."""
    taken = supported(code) or SOURCE_LANGUAGE
    token = _spoken.set(taken)
    try:
        yield taken
    finally:
        _spoken.reset(token)


def _(message: str) -> str:
    """`message` in the language spoken here and now."""
    return _translation(language()).gettext(message)


def ngettext(singular: str, plural: str, number: int) -> str:
    """The form of a message for `number` (one game, two games) in the language spoken here and now."""
    return _translation(language()).ngettext(singular, plural, number)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` (a word that translates differently in two places)."""
    return _translation(language()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalogue without translating it now: it is translated where shown."""
    return message


@dataclass(frozen=True, slots=True)
class Said:
    """A message kept as data and said where it is shown (`str(said)`), in the language spoken there:
    its text as written and the values of its placeholders, themselves `Said` or plain values. Two are
    equal when they say the same thing, whatever language either was last said in."""

    message: str
    values: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.say()

    def say(self, **more: object) -> str:
        """Said in the language spoken, with `more` values that whoever holds the message keeps
        itself (a scored word's other readers); a value the message has no place for is left out."""
        translated = _(self.message)
        if not self.values and not more:
            return translated
        values = {name: str(v) if isinstance(v, Said) else v for name, v in self.values}
        return translated.format(**values, **more)


def said(message: str, **values: object) -> Said:
    """`message` with its placeholders' values, to be said later (marked for the catalogue like `_`)."""
    return Said(message, tuple(values.items()))
