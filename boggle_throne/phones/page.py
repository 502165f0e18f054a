"""The phone page's own files (`resources/phone/`), read once when the server is built, each page sent
in the language of its reader, and the small page a refused invitation gets instead.

A page's scripts say every text through `_("…")` and `ngettext("…", "…", n)` (the shared
`strings.js`); the same calls are extracted into the gettext catalogue. The server reads the
messages of a page's scripts when it loads them and writes their translations into the page it
sends, as JSON in `<script id="strings" type="application/json">` (data, not a script: the page's
Content-Security-Policy runs only its own files), with `<html lang>` set to the language.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import ClassVar, Self

from boggle_throne import i18n
from boggle_throne.engine.resources import resources_dir
from boggle_throne.i18n import N_, _, ngettext
from boggle_throne.services.errors import ServiceError


class PhonePageError(ServiceError):
    """The phone page's files are missing or cannot be read."""


STRINGS_SCRIPT = "strings.js"
"""The script every page loads first (from `/assets/`): `_`, `ngettext` and `fill` on the strings."""
ASSETS = {
    "phone.css": "text/css; charset=utf-8",
    "phone.js": "text/javascript; charset=utf-8",
    STRINGS_SCRIPT: "text/javascript; charset=utf-8",
}
"""The files the page loads from `/assets/`, with their content types: nothing else is served there."""

_LANG = '<html lang="en">'
_STRINGS = '<script id="strings" type="application/json">{}</script>'
_STRING = r'"((?:[^"\\\n]|\\.)*)"'
_CALL = re.compile(
    rf"(?<![\w$.])(?:_|N_)\(\s*{_STRING}\s*,?\s*\)|(?<![\w$.])ngettext\(\s*{_STRING}\s*,\s*{_STRING}"
)
"""A script's messages: `_("…")`, `N_("…")` and `ngettext("…", "…", n)` with double-quoted literals,
as Babel's javascript extractor finds them (outside comments)."""
_COMMENT = re.compile(r"^\s*//.*?$|/\*.*?\*/", re.MULTILINE | re.DOTALL)
_JSON_IN_HTML = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


@dataclass(frozen=True)
class PageMessage:
    """A message of a page's script: its English, and its plural's when it has one."""

    singular: str
    plural: str | None = None


def script_messages(script: str) -> tuple[PageMessage, ...]:
    """The messages a script says, in order, each once."""
    found: dict[PageMessage, None] = {}
    for match in _CALL.finditer(_COMMENT.sub("", script)):
        alone, singular, plural = match.groups()
        if alone is not None:
            found.setdefault(PageMessage(_literal(alone)))
        else:
            found.setdefault(PageMessage(_literal(singular), _literal(plural)))
    return tuple(found)


def _literal(text: str) -> str:
    """A JavaScript string literal's text, its escapes read (they are JSON's)."""
    value: str = json.loads(f'"{text}"')
    return value


def page_strings(messages: Iterable[PageMessage]) -> dict[str, object]:
    """The translations of `messages` in the language spoken here and now, as the page reads them:
    `{"language": "nl", "messages": {"English": "Nederlands", "{n} reader": ["{n} lezer", …]}}`;
    a message the catalogue does not translate is left out (the page shows its English)."""
    translated: dict[str, str | list[str]] = {}
    for message in messages:
        if message.plural is None:
            if (text := _(message.singular)) != message.singular:
                translated[message.singular] = text
            continue
        forms = [ngettext(message.singular, message.plural, n) for n in (1, 2)]
        if forms != [message.singular, message.plural]:
            translated[message.singular] = forms
    return {"language": i18n.language(), "messages": translated}


@dataclass(frozen=True)
class PageFiles:
    """A page the server sends: its HTML, filled in for each reader's language, and its assets as
    bytes, read once when the server is built."""

    NOSCRIPT: ClassVar[str] = ""
    """The page's line for a browser without JavaScript, translated by the server (no script shows it)."""
    FOLDER: ClassVar[str]
    """The page's folder in `resources/`, and its name in the messages of `ERROR`: "phone"."""
    HTML: ClassVar[str]
    ASSETS: ClassVar[Iterable[str]]
    ERROR: ClassVar[type[ServiceError]]
    """What says the page's files could not be read."""

    template: str
    assets: dict[str, bytes]
    messages: tuple[PageMessage, ...]

    @classmethod
    def load(cls, folder: Path | None = None) -> Self:
        """The page and assets from `folder`, by default the bundled `resources/<FOLDER>/`, and the
        messages of its scripts (its `.js` assets)."""
        folder = folder if folder is not None else resources_dir() / cls.FOLDER
        try:
            template = (folder / cls.HTML).read_text(encoding="utf-8")
            files = {name: (folder / name).read_bytes() for name in cls.ASSETS}
            scripts = [files[name].decode() for name in files if name.endswith(".js")]
        except (OSError, UnicodeDecodeError) as problem:
            why = problem.strerror if isinstance(problem, OSError) else "it is not UTF-8"
            raise cls.ERROR(f"the {cls.FOLDER} page cannot be read from {folder}: {why}") from None
        for part in (_LANG, _STRINGS, escape(cls.NOSCRIPT, quote=False)):
            if template.count(part) != 1:
                raise cls.ERROR(f"the {cls.FOLDER} page in {folder} does not hold {part} once")
        messages = tuple(dict.fromkeys(message for script in scripts for message in script_messages(script)))
        return cls(template, files, messages)

    def html(self) -> bytes:
        """The page in the language spoken here and now (`i18n.speaking`): its `lang`, its scripts'
        strings and its noscript line."""
        strings = json.dumps(page_strings(self.messages), ensure_ascii=False).translate(_JSON_IN_HTML)
        return (
            self.template.replace(_LANG, f'<html lang="{escape(i18n.language())}">')
            .replace(_STRINGS, f'<script id="strings" type="application/json">{strings}</script>')
            .replace(escape(self.NOSCRIPT, quote=False), escape(_(self.NOSCRIPT), quote=False))
            .encode()
        )


class PhonePage(PageFiles):
    """The players' page (`index.html`) and its assets."""

    NOSCRIPT = N_("This page needs JavaScript to show your board and take your words.")
    FOLDER, HTML, ASSETS, ERROR = "phone", "index.html", ASSETS, PhonePageError


def refusal_page(message: str) -> bytes:
    """The page a phone gets for an invitation that does not open (or too many tries): why, escaped,
    in the language spoken here and now."""
    title = _("This invitation does not open")
    return (
        f'<!doctype html><html lang="{escape(i18n.language())}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<title>Boggle Throne</title><link rel="stylesheet" href="/assets/phone.css"></head>'
        f'<body><main class="refused"><h1>{escape(title)}</h1>'
        f"<p>{escape(message)}</p></main></body></html>"
    ).encode()
