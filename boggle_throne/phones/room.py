"""The room's public page (docs/phones.md, "The room's page"): `GET /room`, its two assets, and
`GET /room/state`, the night as the audience may see it (`services/reading/room_view.py`). No token; nothing
under `/room` takes a write (405); every request is rated per address. A refusal is a `Refusal`, which
the phone server answers as it answers its own (`{"error": …}`).

Cached so that spectators cost the night's thread almost nothing: the state is built on the night's
thread only after the night changed (a change that touches only the phones does not count), and at
most once every `FRESH_SECONDS` however many spectators ask; every other request is answered from the
server's thread with the bytes built last. So the page follows the night within a second. The state
holds texts (a round's title), so it is built and kept per language the spectators read.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from boggle_throne import i18n
from boggle_throne.i18n import N_, _
from boggle_throne.phones.language import in_this_language
from boggle_throne.phones.limits import Limits, RateLimiter, Refusal
from boggle_throne.phones.page import PageFiles
from boggle_throne.presentation.director import reveals_nothing
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.reading.room_view import ROOM_PATH, room_state

FRESH_SECONDS = 0.25
"""The oldest the state may be once the night has changed: with the page asking every 0.6 s, a
spectator sees a change within 0.85 s, plus the time it takes to build."""
ROOM_ASSETS = {"room.css": "text/css; charset=utf-8", "room.js": "text/javascript; charset=utf-8"}
_JSON = "application/json"
_HTML = "text/html; charset=utf-8"


class RoomPageError(ServiceError):
    """The room page's files are missing or cannot be read."""


@dataclass
class _Built:
    """The state's JSON as built last in one language, and when (the night's generation and the clock)."""

    body: bytes = b""
    generation: int = -1
    at: float = float("-inf")
    building: asyncio.Future[bytes] | None = None


class RoomFiles(PageFiles):
    """The room's page (`room.html`) and its assets."""

    NOSCRIPT = N_("This page needs JavaScript to follow the night.")
    FOLDER, HTML, ASSETS, ERROR = "room", "room.html", ROOM_ASSETS, RoomPageError


class Room:
    """The room's page of `night`, whose calls go through `desk`. Built on the night's thread (it
    follows the night's changes from there); `enabled` may be switched from any thread."""

    def __init__(
        self,
        night: OpenNight,
        desk: PhoneDesk,
        *,
        limits: Limits | None = None,
        files: RoomFiles | None = None,
        fresh: float = FRESH_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.enabled = True
        self.builds = 0
        self.build_seconds = 0.0
        """How many times the state was built on the night's thread, and the time it took there (what
        the spectators cost the night; the benchmark prints both)."""
        self._views = night.views
        self._desk = desk
        self._limits = limits if limits is not None else Limits()
        self._files = files if files is not None else RoomFiles.load()
        self._fresh = fresh
        self._clock = clock
        self._rate = RateLimiter(self._limits.room, self._limits.buckets)
        self._generation = 0
        """Counts the night's changes the room shows: a state built before the last is stale."""
        self._built: dict[str, _Built] = {}
        self.stop_following = night.changes.subscribe(self._follow)

    def _follow(self, change: Change) -> None:
        if not reveals_nothing(change):
            self._generation += 1

    def routes(self) -> list[Route]:
        return [
            Route(ROOM_PATH, self.page, methods=["GET"]),
            Route(f"{ROOM_PATH}/state", self.state, methods=["GET"]),
            Route(f"{ROOM_PATH}/assets/{{name}}", self.asset, methods=["GET"]),
        ]

    # ----- routes ------------------------------------------------------------------------------

    async def page(self, request: Request) -> Response:
        self._admitted(request)
        return Response(self._files.html(), 200, media_type=_HTML)

    async def asset(self, request: Request) -> Response:
        self._admitted(request)
        name = request.path_params["name"]
        if name not in ROOM_ASSETS:
            raise Refusal(404, _("there is nothing here"))
        return Response(self._files.assets[name], 200, media_type=ROOM_ASSETS[name])

    async def state(self, request: Request) -> Response:
        self._admitted(request)
        return Response(await self.current(), 200, media_type=_JSON)

    # ----- the cache ---------------------------------------------------------------------------

    async def current(self) -> bytes:
        """The state's JSON in the language spoken here and now: the bytes built last while the night
        has not changed or they are fresh; else built anew once on the night's thread, every request
        in that language meanwhile waiting for that build."""
        built = self._built.setdefault(i18n.language(), _Built())
        if built.building is not None:
            return await asyncio.shield(built.building)
        if built.generation == self._generation or self._clock() - built.at < self._fresh:
            return built.body
        built.building = asyncio.ensure_future(self._build(built))
        try:
            return await asyncio.shield(built.building)
        finally:
            built.building = None

    async def _build(self, built: _Built) -> bytes:
        generation = self._generation  # a change during the build leaves it stale
        future = self._desk.submit(in_this_language(self._state))
        try:
            body = await asyncio.wait_for(asyncio.wrap_future(future), self._limits.answer_within)
        except TimeoutError:
            future.cancel()
            if built.body:
                return built.body  # the night is busy: the room waits a moment on what it saw
            raise Refusal(503, _("the night did not answer in time: try again")) from None
        built.body, built.generation, built.at = body, generation, self._clock()
        return body

    def _state(self) -> bytes:
        """The state, on the night's thread."""
        started = time.perf_counter()
        body = json.dumps(room_state(self._views), ensure_ascii=False, separators=(",", ":")).encode()
        self.builds += 1
        self.build_seconds += time.perf_counter() - started
        return body

    def _admitted(self, request: Request) -> None:
        if not self.enabled:
            raise Refusal(404, _("the room's page is off tonight"))
        address = request.client.host if request.client is not None else ""
        if not self._rate.take(address):
            raise Refusal(429, _("too many requests: slow down"))
