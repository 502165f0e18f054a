"""The phone server running: uvicorn serving the phone app in a background thread, on the one
address the organiser chose.

The socket is bound here, before uvicorn starts, so that an address already taken (or one this
laptop does not have) is a clear `PhoneServerError` rather than a log line from another thread.
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import time

import uvicorn
from starlette.types import ASGIApp

from boggle_throne.services.errors import ServiceError
from boggle_throne.services.phone_desk import PhoneDesk

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


class PhoneServer:
    """`app` served on `host:port` in a daemon thread, from `start` to `stop`."""

    def __init__(self, app: ASGIApp, host: str, port: int) -> None:
        self._app = app
        self._host = host
        self._port = port
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
        config = uvicorn.Config(
            self._app,
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=int(STOPPING),
        )
        self._server = uvicorn.Server(config)
        sockets = [self._socket]
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": sockets}, name="phone server", daemon=True
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
