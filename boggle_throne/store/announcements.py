"""Hearing, without polling, that other stations logged actions on a night on a server.

Every append on a server announces its number on `ANNOUNCEMENTS` (PostgreSQL's NOTIFY, delivered when
the action commits). A `Listener` holds a connection of its own that LISTENs on that channel, in a
background thread, and tells its owner through three callbacks, all called on that thread:

- `on_actions()` when one or more announcements arrive (those arriving together are told once), and
  after every (re)connection, so the station catches up on whatever was logged while it was not
  listening;
- `on_offline(why)` when the server cannot be reached or stops answering (once, until it is back);
- `on_online()` when it is reached again (the listener reconnects by itself, with a short backoff).

The owner does the catching up on its own thread (a window's, for the judges' program): the callbacks
only say that there is something to take in. A night in a file needs no listener: one program writes
a file at a time. No Qt here: the UI marshals the callbacks to its own thread (`ui.live`). A station
gets its listener from `OpenNight.listener`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

import psycopg
from psycopg.conninfo import make_conninfo

from boggle_throne.store.connections import CONNECT_SECONDS, TCP_SETTINGS, WatchedConnection
from boggle_throne.store.server_functions import ANNOUNCEMENTS
from boggle_throne.store.urls import server_url

__all__ = ["BACKOFF", "Listener", "conninfo"]

_log = logging.getLogger(__name__)

BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0)
"""Seconds between attempts to reach the server again: quick at first, then every two seconds."""
WAKE = 0.1
"""The longest the listening thread waits before looking whether it should stop (`stop` is this prompt)."""
HEARTBEAT = 2.0
"""After this many seconds without an announcement the listener asks the server whether it is still
there: a server whose process froze sends nothing and closes nothing, and would otherwise go
unnoticed (the answer is awaited `connections.ANSWER_SECONDS` at most)."""
_CONNECTION = {
    "connect_timeout": str(CONNECT_SECONDS),
    "application_name": "boggle-throne listener",
    **TCP_SETTINGS,  # a cable pulled out (no reset from the server) still ends the wait in seconds
}


def conninfo(url: str) -> str:
    """The libpq connection string of a night's SQLAlchemy URL (`postgresql+psycopg://…`), or of its
    `postgresql://…` URL as a judge types it, with the listener's own settings."""
    normalised = server_url(url)
    if normalised is None:
        raise ValueError(f"{url} is not a night on a PostgreSQL server")
    uri = "postgresql://" + normalised.removeprefix("postgresql+psycopg://")
    return make_conninfo(uri, **_CONNECTION)


def _reason(error: BaseException) -> str:
    """The cause of a lost connection in one line, for the judge reading the banner."""
    text = str(error).strip().partition("\n")[0].rstrip(".")
    return text or type(error).__name__


class Listener:
    """A night's announcements, heard on a connection of its own in a background thread.

    `start` begins listening; `stop` ends the thread within `WAKE` seconds (and closes the
    connection). `online` says whether the server is reached now. The callbacks run on the listening
    thread; one that fails is logged and listening carries on.
    """

    def __init__(
        self,
        url: str,
        *,
        on_actions: Callable[[], None],
        on_offline: Callable[[str], None] = lambda why: None,
        on_online: Callable[[], None] = lambda: None,
    ) -> None:
        self._conninfo = conninfo(url)
        self._on_actions = on_actions
        self._on_offline = on_offline
        self._on_online = on_online
        self._stopping = threading.Event()
        self._listening = threading.Event()
        self._doubted = threading.Event()
        self._thread: threading.Thread | None = None
        self._online: bool | None = None  # None until the first attempt

    @property
    def online(self) -> bool:
        return bool(self._online)

    def start(self) -> Listener:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="night announcements", daemon=True)
            self._thread.start()
        return self

    def wait_listening(self, timeout: float) -> bool:
        """Wait until the listener first hears the channel (for tests and benchmarks); False on timeout."""
        return self._listening.wait(timeout)

    def doubt(self) -> None:
        """Another connection found the server silent: ask it again now, and tell `on_online` once it
        answers (even if this connection never lost it), or `on_offline` if it does not."""
        self._doubted.set()

    def stop(self) -> None:
        """Stop listening; returns once the thread has ended (within about `WAKE` seconds)."""
        self._stopping.set()
        thread, self._thread = self._thread, None
        if thread is not None and thread is not threading.current_thread():
            thread.join()

    # ----- the listening thread ----------------------------------------------------------------

    def _run(self) -> None:
        attempt = 0
        while not self._stopping.is_set():
            try:
                connection = WatchedConnection.connect(self._conninfo, autocommit=True)
            except psycopg.Error as error:
                self._went_offline(error)
                self._stopping.wait(BACKOFF[min(attempt, len(BACKOFF) - 1)])
                attempt += 1
                continue
            try:
                with connection:
                    connection.execute(f"LISTEN {ANNOUNCEMENTS}")
                    attempt = 0
                    self._came_online()
                    self._listen(connection)
            except psycopg.Error as error:
                self._went_offline(error)
                # the first attempt again at once: a server restarting is often back in a moment
                self._stopping.wait(BACKOFF[0])

    def _listen(self, connection: psycopg.Connection[object]) -> None:
        """Tell of announcements as they come, those arriving together once, until asked to stop."""
        quiet_since = time.monotonic()
        while not self._stopping.is_set():
            heard = list(connection.notifies(timeout=WAKE, stop_after=1))
            if not heard:
                doubted = self._doubted.is_set()
                if doubted or time.monotonic() - quiet_since > HEARTBEAT:
                    self._doubted.clear()
                    connection.execute("SELECT 1")  # raises when the server no longer answers
                    quiet_since = time.monotonic()
                    if doubted:
                        self._online = False  # so that it is told online again
                        self._came_online()
                continue
            quiet_since = time.monotonic()
            heard += connection.notifies(timeout=0)  # whatever else has already arrived
            self._call(self._on_actions)

    def _came_online(self) -> None:
        was = self._online
        self._online = True
        self._listening.set()
        if was is False:
            self._call(self._on_online)
        self._call(self._on_actions)  # whatever was logged while nobody listened

    def _went_offline(self, error: BaseException) -> None:
        if self._stopping.is_set() or self._online is False:
            return
        self._online = False
        why = _reason(error)
        _log.warning("the night's server cannot be reached: %s", why)
        self._call(self._on_offline, why)

    @staticmethod
    def _call(callback: Callable[..., None], *args: object) -> None:
        try:
            callback(*args)
        except Exception:
            _log.exception("a listener's callback failed")
