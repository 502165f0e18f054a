"""The room's public page (docs/phones.md, "The room's page"): `GET /room`, its two assets, and
`GET /room/state`, the night as the audience may see it (`services/reading/room_view.py`). No token; nothing
under `/room` takes a write (405); every request is rated per address.

Cached so that spectators cost the night's thread almost nothing: the state is built on the night's
thread only after the night changed (a change that touches only the phones does not count), and at
most once every `FRESH_SECONDS` however many spectators ask; every other request is answered from the
server's thread with the bytes built last. So the page follows the night within a second.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from pathlib import Path

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from boggle_throne.engine.resources import resources_dir
from boggle_throne.phones.limits import Limits, RateLimiter
from boggle_throne.phones.page import PageFiles
from boggle_throne.presentation.director import reveals_nothing
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.reading.night_reading import NightReading
from boggle_throne.services.reading.room_view import ROOM_PATH, room_state

FRESH_SECONDS = 0.25
"""The oldest the state may be once the night has changed: with the page asking every 0.6 s, a
spectator sees a change within 0.85 s, plus the time it takes to build."""
ROOM_ASSETS = {"room.css": "text/css; charset=utf-8", "room.js": "text/javascript; charset=utf-8"}
_PAGE = "room.html"
_JSON = "application/json"
_HTML = "text/html; charset=utf-8"


class RoomPageError(ServiceError):
    """The room page's files are missing or cannot be read."""


class RoomRefusal(Exception):
    """A request the room answers with `status` and a message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class RoomFiles(PageFiles):
    """The room's page (`room.html`) and its assets."""

    @classmethod
    def load(cls, folder: Path | None = None) -> RoomFiles:
        folder = folder if folder is not None else resources_dir() / "room"
        return cls.read(folder, _PAGE, ROOM_ASSETS, lambda why: RoomPageError(f"the room page {why}"))


class Room:
    """The room's page of `night`, whose calls go through `desk`. Built on the night's thread (it
    follows the night's changes from there); `enabled` may be switched from any thread."""

    def __init__(
        self,
        night: NightReading,
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
        self._night = night
        self._desk = desk
        self._limits = limits if limits is not None else Limits()
        self._files = files if files is not None else RoomFiles.load()
        self._fresh = fresh
        self._clock = clock
        self._rate = RateLimiter(self._limits.room, self._limits.buckets)
        self._changed = True
        self._body = b""
        self._built_at = float("-inf")
        self._building: asyncio.Future[bytes] | None = None
        self.stop_following = night.changes.subscribe(self._follow)

    def _follow(self, change: Change) -> None:
        if not reveals_nothing(change):
            self._changed = True

    def routes(self) -> list[Route]:
        return [
            Route(ROOM_PATH, self.page, methods=["GET"]),
            Route(f"{ROOM_PATH}/state", self.state, methods=["GET"]),
            Route(f"{ROOM_PATH}/assets/{{name}}", self.asset, methods=["GET"]),
        ]

    # ----- routes ------------------------------------------------------------------------------

    async def page(self, request: Request) -> Response:
        try:
            self._admitted(request)
        except RoomRefusal as refusal:
            return _refused(refusal)
        return Response(self._files.html, 200, media_type=_HTML)

    async def asset(self, request: Request) -> Response:
        try:
            self._admitted(request)
            name = request.path_params["name"]
            if name not in ROOM_ASSETS:
                raise RoomRefusal(404, "there is nothing here")
        except RoomRefusal as refusal:
            return _refused(refusal)
        return Response(self._files.assets[name], 200, media_type=ROOM_ASSETS[name])

    async def state(self, request: Request) -> Response:
        try:
            self._admitted(request)
            body = await self.current()
        except RoomRefusal as refusal:
            return _refused(refusal)
        return Response(body, 200, media_type=_JSON)

    # ----- the cache ---------------------------------------------------------------------------

    async def current(self) -> bytes:
        """The state's JSON: the bytes built last while the night has not changed or they are fresh;
        else built anew once on the night's thread, every request meanwhile waiting for that build."""
        if self._building is not None:
            return await asyncio.shield(self._building)
        if not self._changed or self._clock() - self._built_at < self._fresh:
            return self._body
        self._changed = False  # a change during the build marks it again
        self._building = asyncio.ensure_future(self._build())
        try:
            return await asyncio.shield(self._building)
        finally:
            self._building = None

    async def _build(self) -> bytes:
        future = self._desk.submit(self._built)
        try:
            body = await asyncio.wait_for(asyncio.wrap_future(future), self._limits.answer_within)
        except TimeoutError:
            future.cancel()
            self._changed = True
            if self._body:
                return self._body  # the night is busy: the room waits a moment on what it saw
            raise RoomRefusal(503, "the night did not answer in time: try again") from None
        except Exception:
            self._changed = True
            raise
        self._body = body
        self._built_at = self._clock()
        return body

    def _built(self) -> bytes:
        """The state, on the night's thread."""
        started = time.perf_counter()
        body = json.dumps(room_state(self._night), ensure_ascii=False, separators=(",", ":")).encode()
        self.builds += 1
        self.build_seconds += time.perf_counter() - started
        return body

    def _admitted(self, request: Request) -> None:
        if not self.enabled:
            raise RoomRefusal(404, "the room's page is off tonight")
        address = request.client.host if request.client is not None else ""
        if not self._rate.take(address):
            raise RoomRefusal(429, "too many requests: slow down")


def _refused(refusal: RoomRefusal) -> Response:
    body = json.dumps({"error": refusal.message}, ensure_ascii=False).encode()
    return Response(body, refusal.status, media_type=_JSON)
