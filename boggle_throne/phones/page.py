"""The phone page's own files (`resources/phone/`), read once when the server is built, and the small
page a refused invitation gets instead."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Self

from boggle_throne.engine.resources import resources_dir
from boggle_throne.services.errors import ServiceError


class PhonePageError(ServiceError):
    """The phone page's files are missing or cannot be read."""


ASSETS = {"phone.css": "text/css; charset=utf-8", "phone.js": "text/javascript; charset=utf-8"}
"""The files the page loads from `/assets/`, with their content types: nothing else is served there."""
PAGE = "index.html"


@dataclass(frozen=True)
class PageFiles:
    """A page the server sends as it is: its HTML and its assets, as bytes, read once when the server
    is built."""

    html: bytes
    assets: dict[str, bytes]

    @classmethod
    def read(
        cls, folder: Path, page: str, assets: Iterable[str], error: Callable[[str], ServiceError]
    ) -> Self:
        """The page and assets named, from `folder`; `error` says which page could not be read."""
        try:
            return cls((folder / page).read_bytes(), {name: (folder / name).read_bytes() for name in assets})
        except OSError as problem:
            raise error(f"cannot be read from {folder}: {problem.strerror}") from None


class PhonePage(PageFiles):
    """The players' page (`index.html`) and its assets."""

    @classmethod
    def load(cls, folder: Path | None = None) -> PhonePage:
        """The page in `folder`, by default the bundled `resources/phone/`."""
        folder = folder if folder is not None else resources_dir() / "phone"
        return cls.read(folder, PAGE, ASSETS, lambda why: PhonePageError(f"the phone page {why}"))


def refusal_page(message: str) -> bytes:
    """The page a phone gets for an invitation that does not open (or too many tries): why, escaped."""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<title>Boggle Throne</title><link rel="stylesheet" href="/assets/phone.css"></head>'
        f'<body><main class="refused"><h1>This invitation does not open</h1><p>{escape(message)}</p>'
        "</main></body></html>"
    ).encode()
