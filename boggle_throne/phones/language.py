"""Each request to the phone server answered in its reader's language, the one their browser asks for
(`Accept-Language`) among those the app speaks, else English.

The language is spoken for the request only (`i18n.speaking`, a context variable): two phones
answered at once in two languages do not hear each other's, and the station's own language is left
alone. A job the request hands to the night's thread carries it there (`in_this_language`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from starlette.types import ASGIApp, Receive, Scope, Send

from boggle_throne import i18n

T = TypeVar("T")

MAX_ACCEPT_LANGUAGE = 256
"""The most of an `Accept-Language` header read: a browser's is a few dozen characters, and a longer
one is read no further, whatever it holds."""


def accepted_language(header: str | None) -> str:
    """The language to answer a request in, from its `Accept-Language` header (None: English)."""
    return i18n.best_language((header or "")[:MAX_ACCEPT_LANGUAGE])


class SpeakingTheReadersLanguage:
    """ASGI middleware: the app below answers each HTTP request in the language it accepts."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header = next((value for name, value in scope["headers"] if name == b"accept-language"), b"")
        with i18n.speaking(accepted_language(header[:MAX_ACCEPT_LANGUAGE].decode("latin-1"))):
            await self.app(scope, receive, send)


def in_this_language(job: Callable[[], T]) -> Callable[[], T]:
    """`job`, to run on another thread (the night's), speaking the language spoken here and now."""
    language = i18n.language()

    def spoken() -> T:
        with i18n.speaking(language):
            return job()

    return spoken
