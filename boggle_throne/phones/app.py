"""The phone server's routes (docs/phones.md): the page, its two assets, and the JSON API of one
invitation token. Nothing else is served.

Every request is bounded (path, body, rate) before it reaches the night, and every call into the
night is a job handed to the `PhoneDesk`, run by the thread that owns the night's service: the
server's threads never touch it. A job that is not answered in time is dropped (503).

Only a token whose signature does not check out is slowed as a guess (per address and overall): a
phone's own token is always answered, however many guesses come from behind the same address.

Every answer is in the phone's language (`phones/language.py`): the page, its refusals, and the
night's own refusals, said on the night's thread in the language of the request that asked.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from boggle_throne import i18n
from boggle_throne.engine.errors import EngineError
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.i18n import N_, _
from boggle_throne.night.errors import ActionRefusedError, ListLockedError, ThroneError
from boggle_throne.phones.language import SpeakingTheReadersLanguage, accepted_language, in_this_language
from boggle_throne.phones.limits import MAX_BODY, MAX_TOKEN, MAX_WORD, Limits, RateLimiter, Refusal
from boggle_throne.phones.page import ASSETS, PhonePage, refusal_page
from boggle_throne.phones.room import Room
from boggle_throne.phones.state_json import Json, state_json
from boggle_throne.services.acting.invitations import InvitationRefusedError
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.reading.phone_views import PhoneView

__all__ = ["SECURITY_HEADERS", "phone_app"]

_log = logging.getLogger(__name__)
T = TypeVar("T")
Clock = Callable[[], datetime]

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
"""Sent with every answer, uvicorn's own included (the server sets them): the page runs only its own
script, loads nothing from elsewhere, cannot be framed, and leaks no token in a referrer or a cache."""

_JSON = "application/json"
_HTML = "text/html; charset=utf-8"
_REFUSED = N_("this is not an invitation of this night")
SLOW_DOWN = N_("slow down: a word a second at most")
"""The refusal of words written faster than a person writes them (429)."""
TOO_MANY = N_("too many requests: slow down")
NOTHING_HERE = N_("there is nothing here")
_HTTP_REFUSALS = {404: NOTHING_HERE, 405: N_("method not allowed")}
"""The router's own refusals, as a phone reads them."""


def _json(data: Json, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return Response(body, status, headers=headers, media_type=_JSON)


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return _json({"error": message}, status, headers)


def _refusal_of(error: BaseException) -> Refusal:
    """The answer to an error the night raised for a phone's request."""
    if isinstance(error, InvitationRefusedError):
        return Refusal(403, str(error))
    if isinstance(error, ListLockedError):
        return Refusal(409, str(error))
    if isinstance(error, ServiceError) and not isinstance(error, ActionRefusedError):
        _log.warning("a phone's request failed: %s", error)
        return Refusal(503, _("the night cannot take this now: try again in a moment"))
    return Refusal(422, str(error))


class _PhoneServer:
    """The routes' shared state: the night's phones, the desk, the page and the rate buckets."""

    def __init__(
        self, phones: Phones, desk: PhoneDesk, page: PhonePage, limits: Limits, clock: Clock
    ) -> None:
        self._phones = phones
        self._desk = desk
        self._page = page
        self._limits = limits
        self._clock = clock
        self._writes = RateLimiter(limits.writes, limits.buckets)
        self._reads = RateLimiter(limits.reads, limits.buckets)
        self._refusals = RateLimiter(limits.refusals, limits.buckets)
        self._all_refusals = RateLimiter(limits.all_refusals, 1)

    # ----- routes ------------------------------------------------------------------------------

    async def page(self, request: Request) -> Response:
        """The phone page, once the token is known to open it; else a small page saying why."""
        try:
            token = self._admitted(request, self._reads, TOO_MANY)
            await self._ask(request, lambda: self._phones.admit(token))
        except Refusal as refusal:
            return Response(refusal_page(refusal.message), refusal.status, media_type=_HTML)
        return Response(self._page.html(), 200, media_type=_HTML)

    async def asset(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in ASSETS:
            raise Refusal(404, _(NOTHING_HERE))
        return Response(self._page.assets[name], 200, media_type=ASSETS[name])

    async def state(self, request: Request) -> Response:
        token = self._admitted(request, self._reads, TOO_MANY)
        view, now = await self._ask(request, lambda: (self._phones.view(token), self._clock()))
        return _json(state_json(view, now))

    async def write(self, request: Request) -> Response:
        token = self._admitted(request, self._writes, SLOW_DOWN)
        word = await _posted_word(request)

        def write() -> tuple[str, PhoneView, datetime]:
            view = self._phones.write(token, word)
            return typed_word(word), view, self._clock()

        written, view, now = await self._ask(request, write)
        return _json({"word": written, "state": state_json(view, now)}, 201)

    async def strike(self, request: Request) -> Response:
        token = self._admitted(request, self._writes, SLOW_DOWN)
        word = _bounded_word(request.path_params["word"])
        view, now = await self._ask(request, lambda: (self._phones.strike(token, word), self._clock()))
        return _json({"state": state_json(view, now)})

    # ----- bounds ------------------------------------------------------------------------------

    def _admitted(self, request: Request, rate: RateLimiter, too_fast: str) -> str:
        """The request's token, once it is signed for this night and within its rate. A token that
        is not is a guess: refused (403) while guesses from its address and from everywhere are
        within their rates, else 429."""
        token: str = request.path_params["token"]
        if len(token) > MAX_TOKEN or not self._phones.signed(token):
            self._guessed(request.client.host if request.client is not None else "")
            raise Refusal(403, _(_REFUSED))
        if not rate.take(token):
            raise Refusal(429, _(too_fast))
        return token

    def _guessed(self, address: str) -> None:
        """Count a refused invitation; 429 once its address, or everyone, guessed too often."""
        if not self._refusals.take(address) or not self._all_refusals.take(""):
            raise Refusal(429, _("too many invitations that do not open: wait a minute"))

    async def _ask(self, request: Request, job: Callable[[], T]) -> T:
        """Run `job` on the night's own thread, in the request's language, and wait for its answer
        (503 when it does not come)."""
        future = self._desk.submit(in_this_language(job))
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), self._limits.answer_within)
        except TimeoutError:
            future.cancel()
            raise Refusal(503, _("the night did not answer in time: try again")) from None
        except (InvitationRefusedError, ThroneError, EngineError) as error:  # replaced, not guessed
            raise _refusal_of(error) from None


def _bounded_word(word: object) -> str:
    if not isinstance(word, str):
        raise Refusal(400, _('the request names a word: {"word": "…"}'))
    if len(word) > MAX_WORD:
        raise Refusal(422, _("a word has at most {count} letters").format(count=MAX_WORD))
    return word


def _too_large(status: int) -> Refusal:
    return Refusal(status, _("the request is larger than {count} bytes").format(count=MAX_BODY))


async def _posted_word(request: Request) -> str:
    """The word of a `{"word": …}` body, every bound checked before it is parsed."""
    media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    if media_type != _JSON:
        raise Refusal(415, _("the request must be JSON"))
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise _too_large(413 if declared.isdigit() else 400)
    body = bytearray()
    async for chunk in request.stream():
        body.extend(chunk)
        if len(body) > MAX_BODY:
            raise _too_large(413)
    try:
        data: Any = json.loads(bytes(body))
    except (ValueError, RecursionError):
        raise Refusal(400, _("the request is not valid JSON")) from None
    if not isinstance(data, dict) or set(data) != {"word"}:
        raise Refusal(400, _('the request holds one field, the word: {"word": "…"}'))
    return _bounded_word(data["word"])


async def _refused(_request: Request, error: Exception) -> Response:
    assert isinstance(error, Refusal)
    return _error(error.status, error.message)


async def _http_error(_request: Request, error: Exception) -> Response:
    """The router's own refusals (no such path, a method it does not take), as JSON."""
    assert isinstance(error, HTTPException)
    known = _HTTP_REFUSALS.get(error.status_code)
    message = _(known) if known is not None else str(error.detail).lower()
    return _error(error.status_code, message, dict(error.headers or {}))


async def _internal_error(request: Request, error: Exception) -> Response:
    """A failure of the server itself (answered outside the language's middleware: read again here)."""
    with i18n.speaking(accepted_language(request.headers.get("accept-language"))):
        return _error(500, _("the server failed: tell the judge"))


def phone_app(
    phones: Phones,
    desk: PhoneDesk,
    *,
    page: PhonePage | None = None,
    limits: Limits | None = None,
    clock: Clock = lambda: datetime.now(UTC),
    room: bool = True,
) -> Starlette:
    """The phone server's ASGI app for `phones`' night; calls into it go through `desk`. `clock` is the
    server's clock the state's clock is given on (the phones' own, in practice). With `room`, the
    room's public page too (`phones/room.py`), switched on and off through `app.state.room`; build
    the app on the night's thread, which the room follows."""
    page = page if page is not None else PhonePage.load()
    limits = limits if limits is not None else Limits()
    server = _PhoneServer(phones, desk, page, limits, clock)
    routes = [
        Route("/p/{token}", server.page, methods=["GET"]),
        Route("/p/{token}/state", server.state, methods=["GET"]),
        Route("/p/{token}/words", server.write, methods=["POST"]),
        Route("/p/{token}/words/{word}", server.strike, methods=["DELETE"]),
        Route("/assets/{name}", server.asset, methods=["GET"]),
    ]
    the_room = Room(phones.service, desk, limits=limits) if room else None
    if the_room is not None:
        routes += the_room.routes()
    handlers = {Refusal: _refused, HTTPException: _http_error, Exception: _internal_error}
    middleware = [Middleware(SpeakingTheReadersLanguage)]
    app = Starlette(routes=routes, middleware=middleware, exception_handlers=handlers)
    app.state.room = the_room
    app.router.redirect_slashes = False  # one address per resource: no redirects to guess from
    return app
