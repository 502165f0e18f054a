"""The phone server's connections on a bar's network, where anyone may open many and send nothing.

`ConnectionGuard` holds the connection limits: an address keeps at most so many connections open
and the server at most so many in all (within the process's open-files limit, so honest phones are
still accepted when a flood tries to take them all); a connection that has not sent a whole request
within `request_within` seconds of opening (or of its last answer) is closed. Refused connections
are counted and logged as a rate, never a line or a traceback each: a flood must not fill the disk.

`guarded_protocol` is uvicorn's h11 protocol under a guard: it also sends each answer at once
(TCP_NODELAY, no Nagle delay behind a kept-alive connection's last answer) and its own refusal of
a malformed request carries the security headers like every other answer.
"""

from __future__ import annotations

import asyncio
import logging
import resource
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

_log = logging.getLogger(__name__)

REFUSALS_LOGGED_EVERY = 60.0
"""Seconds between two log lines about refused connections, however many were refused."""
FILES_KEPT = 256
"""Open files kept for the rest of the program (the night, its database, the window) when the
server's connections are capped below the process's limit."""
OUT_OF_FILES = "socket.accept() out of system resource"
"""How asyncio reports an accept that failed for want of open files (EMFILE, ENFILE)."""


class RefusalLog:
    """Refused connections counted by reason and logged at most once every `every` seconds."""

    def __init__(
        self, every: float = REFUSALS_LOGGED_EVERY, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._every = every
        self._clock = clock
        self._since = clock()
        self._counts: Counter[str] = Counter()
        self._lock = threading.Lock()
        self.total = 0
        """Every refusal counted since the server started."""

    def count(self, reason: str) -> None:
        with self._lock:
            self._counts[reason] += 1
            self.total += 1
            now = self._clock()
            if now - self._since < self._every:
                return
            counts, seconds = self._counts, now - self._since
            self._counts, self._since = Counter(), now
        reasons = ", ".join(f"{n} {why}" for why, n in counts.most_common())
        _log.warning(
            "the phone server refused %d connections in %.0f s: %s", counts.total(), seconds, reasons
        )


class RefusedRequests(logging.Filter):
    """uvicorn's line for each malformed request it refuses (400), counted in `refusals` instead
    of logged: a flood of them would otherwise write a line each."""

    MESSAGES = frozenset({"Invalid HTTP request received."})

    def __init__(self, refusals: RefusalLog) -> None:
        super().__init__()
        self._refusals = refusals

    def filter(self, record: logging.LogRecord) -> bool:
        if record.getMessage() in self.MESSAGES:
            self._refusals.count("malformed requests")
            return False
        return True


def files_limit() -> int:
    """The process's limit of open files (its soft limit)."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


class ConnectionGuard:
    """Who may open one more connection: at most `per_address` from one address and `total` in all."""

    def __init__(self, per_address: int, total: int, request_within: float) -> None:
        self.per_address = per_address
        self.total = min(total, max(16, files_limit() - FILES_KEPT))
        self.request_within = request_within
        self.refusals = RefusalLog()
        self.refused_requests = RefusedRequests(self.refusals)
        self._open: Counter[str] = Counter()

    def admit(self, host: str) -> bool:
        """Count a new connection from `host`, or refuse it (False) when a limit is reached."""
        if self._open.total() >= self.total:
            self.refusals.count("over the server's limit of connections")
            return False
        if self._open[host] >= self.per_address:
            self.refusals.count("over one address's limit of connections")
            return False
        self._open[host] += 1
        return True

    def release(self, host: str) -> None:
        self._open[host] -= 1
        if self._open[host] <= 0:
            del self._open[host]

    def exception_handler(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The server loop's handler of errors nobody awaits: an accept refused for want of open
        files is counted (asyncio retries it a second later), anything else logged as usual."""
        if context.get("message") == OUT_OF_FILES:
            self.refusals.count("refused for want of open files")
            return
        loop.default_exception_handler(context)


def guarded_protocol(guard: ConnectionGuard, headers: Mapping[str, str]) -> type[H11Protocol]:
    """uvicorn's h11 protocol under `guard`, answering a malformed request with `headers` too."""
    refusal_headers = [(name.lower().encode(), value.encode()) for name, value in headers.items()]

    class GuardedProtocol(H11Protocol):
        _host: str | None = None
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            peer = transport.get_extra_info("peername")
            host = str(peer[0]) if isinstance(peer, tuple) and peer else ""
            if not guard.admit(host):
                transport.abort()
                return
            self._host = host
            connection = transport.get_extra_info("socket")
            if connection is not None and connection.family in (socket.AF_INET, socket.AF_INET6):
                connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            if self._host is None:
                return  # refused in connection_made: never counted, nothing begun
            guard.release(self._host)
            self._host = None
            self._disarm()
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()

        def send_400_response(self, msg: str) -> None:
            event = h11.Response(
                status_code=400,
                reason=b"Bad Request",
                headers=[
                    (b"content-type", b"text/plain; charset=utf-8"),
                    (b"connection", b"close"),
                    *refusal_headers,
                ],
            )
            for part in (event, h11.Data(data=msg.encode("ascii")), h11.EndOfMessage()):
                self.transport.write(self.conn.send(part))
            self.transport.close()

        def _arm(self) -> None:
            """A whole request must come within `request_within` seconds from now."""
            self._disarm()
            self._deadline = self.loop.call_later(guard.request_within, self._expire)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expire(self) -> None:
            self._deadline = None
            cycle = self.cycle
            if cycle is not None and not cycle.more_body and not cycle.response_complete:
                return  # the request came whole and waits for its answer: armed again once answered
            self.transport.close()

    return GuardedProtocol
