"""The phone server running: uvicorn serving the phone app in a background thread, on the one
address the organiser chose.

The socket is bound here, before uvicorn starts, so that an address already taken (or one this
laptop does not have) is a clear `PhoneServerError` rather than a log line from another thread.
Every connection is guarded (`connections`): so many an address, a whole request within seconds,
refusals logged as a rate. `X-Forwarded-For` is believed only from the proxy the organiser names.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
import threading
import time

import uvicorn
from starlette.types import ASGIApp

from boggle_throne.phones.app import SECURITY_HEADERS
from boggle_throne.phones.connections import ConnectionGuard, guarded_protocol
from boggle_throne.phones.limits import Limits
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.errors import ServiceError

STARTING = 10.0
"""Seconds the server has to start answering."""
STOPPING = 5.0
"""Seconds the phones' open requests have to finish when the server stops."""


_WINDING_DOWN = 0.02
"""Seconds between the looks at a stopping server (and at the jobs its last requests hand over)."""


class PhoneServerError(ServiceError):
    """The phone server cannot listen where it was asked to, or did not start."""


def _bound_socket(host: str, port: int) -> socket.socket:
    """A listening socket on `host:port` (port 0: one the system picks)."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        return socket.create_server((host, port), family=family)
    except socket.gaierror as error:
        raise PhoneServerError(f"cannot listen on {host}:{port}: {error.strerror}") from None
    except OverflowError:
        raise PhoneServerError(f"cannot listen on {host}:{port}: a port is 0 to 65535") from None
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            reason = f"port {port} is taken (another server listens there): choose another port"
        else:
            reason = os.strerror(error.errno) if error.errno else str(error)
        raise PhoneServerError(f"cannot listen on {host}:{port}: {reason}") from None


def _serve(server: uvicorn.Server, listening: socket.socket, guard: ConnectionGuard) -> None:
    """Run `server` on its own loop, whose unawaited errors (an accept out of open files) the guard
    counts instead of logging each with its traceback."""

    async def serve() -> None:
        asyncio.get_running_loop().set_exception_handler(guard.exception_handler)
        await server.serve(sockets=[listening])

    uvicorn_log = logging.getLogger("uvicorn.error")
    uvicorn_log.addFilter(guard.refused_requests)
    try:
        asyncio.run(serve())
    finally:
        uvicorn_log.removeFilter(guard.refused_requests)


class PhoneServer:
    """`app` served on `host:port` in a daemon thread, from `start` to `stop`, its connections held
    to `limits`. `proxy`: the address of a proxy in front of it, whose `X-Forwarded-For` names the
    phone (by default nobody's is believed: any phone could claim any address)."""

    def __init__(
        self, app: ASGIApp, host: str, port: int, limits: Limits | None = None, proxy: str | None = None
    ) -> None:
        self._app = app
        self._host = host
        self._port = port
        self._limits = limits if limits is not None else Limits()
        self._proxy = proxy
        self.guard: ConnectionGuard | None = None
        """The connections' guard while the server runs (what it refused, what is open)."""
        self._socket: socket.socket | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def host(self) -> str:
        return self._host

    @property
    def port(self) -> int:
        """The port listened on (the one the system picked when 0 was asked)."""
        if self._socket is None:
            return self._port
        return int(self._socket.getsockname()[1])

    @property
    def base_url(self) -> str:
        """`http://HOST:PORT`, the base of the invitations' URLs."""
        host = f"[{self._host}]" if ":" in self._host else self._host
        return f"http://{host}:{self.port}"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> PhoneServer:
        """Listen and serve; returns once the server answers. `PhoneServerError` says why it cannot."""
        if self._thread is not None:
            return self
        self._socket = _bound_socket(self._host, self._port)
        limits = self._limits
        guard = ConnectionGuard(limits.connections_per_address, limits.connections, limits.request_within)
        config = uvicorn.Config(
            self._app,
            http=guarded_protocol(guard, SECURITY_HEADERS),
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=int(STOPPING),
            timeout_keep_alive=int(limits.request_within),
            headers=list(SECURITY_HEADERS.items()),
            server_header=False,
            proxy_headers=self._proxy is not None,
            forwarded_allow_ips=self._proxy or "",
            backlog=limits.backlog,
        )
        self._server, self.guard = uvicorn.Server(config), guard
        self._thread = threading.Thread(
            target=_serve, args=(self._server, self._socket, guard), name="phone server", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + STARTING
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise PhoneServerError(f"the phone server did not start on {self._host}:{self._port}")
            time.sleep(0.01)
        return self

    def stop(self, desk: PhoneDesk | None = None) -> None:
        """Stop serving (open requests finish first) and free the port. The requests still open
        wait on `desk`: when the stopping thread owns it, its jobs are run meanwhile, so that no
        phone is left hanging nor that thread frozen until the server gives up on them."""
        server, thread, listening = self._server, self._thread, self._socket
        self._server = self._thread = None
        if server is not None:
            server.should_exit = True
        if thread is not None:
            deadline = time.monotonic() + STOPPING + 1.0
            while thread.is_alive() and time.monotonic() < deadline:
                if desk is None or not desk.run_next(_WINDING_DOWN):
                    thread.join(_WINDING_DOWN)
        if listening is not None:
            listening.close()
        self._socket = None
