"""A night on a server kept live in the windows: other stations' actions taken in as the server
announces them, and whether the server can be reached, as Qt signals on the GUI thread.

The `Listener` (`store.announcements`) calls back on a thread of its own; `LiveNight` turns each
call into a signal delivered queued to the thread it lives on (the GUI thread), where it asks the
service to catch up: the changes that publishes reach every window through the session, as a
station's own actions do. A night in a file has nothing to listen to: its `LiveNight` stays online.

The catching up itself talks to the server, so it goes through the session's `runner` (off the GUI
thread), and waits while one of the station's own actions is under way (`busy`): the night's
service is used by one thread at a time.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.store.announcements import Listener

_log = logging.getLogger(__name__)

OFFLINE = str(
    QT_TRANSLATE_NOOP(
        "OfflineBanner",
        "Offline: the server cannot be reached — reconnecting…; nothing is recorded until it is back",
    )
)
"""What the judges and the room are told while the night's server cannot be reached (English: the
banner translates it)."""

_LIVE: weakref.WeakKeyDictionary[OpenNight, LiveNight] = weakref.WeakKeyDictionary()


def live_night(service: OpenNight | None) -> LiveNight | None:
    """The `LiveNight` that keeps `service` up to date, if the session made one (a window other than
    the session's, like the projector, shows its state through this)."""
    return _LIVE.get(service) if service is not None else None


class LiveNight(QObject):
    """Keeps one open night up to date with the other stations, without polling.

    `offline(why)` when the server cannot be reached, `online()` when it is back; `offline_reason`
    is the reason while offline, else None. `stop` ends the listening (before the service closes).
    """

    offline = Signal(str)
    online = Signal()
    _heard = Signal()
    _lost = Signal(str)
    _back = Signal()

    def __init__(
        self,
        service: OpenNight,
        parent: QObject | None = None,
        *,
        runner: Callable[[Callable[[], object]], object] = lambda call: call(),
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._runner = runner
        self._busy = busy
        self._reason: str | None = None
        self._pending = threading.Event()
        queued = Qt.ConnectionType.QueuedConnection  # emitted on the listener's thread
        self._heard.connect(self._catch_up, queued)
        self._lost.connect(self._went_offline, queued)
        self._back.connect(self._came_online, queued)
        self._listener: Listener | None = service.listener(
            on_actions=self._announced, on_offline=self._lost.emit, on_online=self._back.emit
        )
        _LIVE[service] = self
        if self._listener is not None:
            listener = self._listener.start()
            self.destroyed.connect(lambda *_: listener.stop())

    @property
    def listening(self) -> bool:
        """True for a night on a server (a file's night needs no listening)."""
        return self._listener is not None

    @property
    def offline_reason(self) -> str | None:
        return self._reason

    def stop(self) -> None:
        """Stop listening (promptly); nothing is taken in or signalled after."""
        if self._listener is not None:
            self._listener.stop()
            self._listener = None
        if _LIVE.get(self._service) is self:
            del _LIVE[self._service]

    def catch_up(self) -> None:
        """Take in what the other stations logged now (what an announcement does)."""
        self._pending.clear()
        try:
            self._runner(self._service.catch_up)
        except Exception as error:  # the server went away meanwhile: the listener says so, and
            _log.warning("could not take in the other stations' actions: %s", error)  # retries

    def take_in_pending(self) -> None:
        """Take in what was announced while the station's own action was under way, if anything."""
        if self._pending.is_set() and self._listener is not None and not self._busy():
            self.catch_up()

    def suspect(self, why: str) -> None:
        """An action found the server silent: say offline now, and have the listener check it again
        (it says online once the server answers)."""
        self._went_offline(why)
        if self._listener is not None:
            self._listener.doubt()

    # ----- on the listener's thread ------------------------------------------------------------

    def _announced(self) -> None:
        """Announcements arrived: one catching up is enough for all those not yet taken in."""
        if not self._pending.is_set():
            self._pending.set()
            self._heard.emit()

    # ----- on the GUI thread -------------------------------------------------------------------

    def _catch_up(self) -> None:
        if self._listener is not None and not self._busy():  # else taken in as the action ends
            self.catch_up()

    def _went_offline(self, why: str) -> None:
        if self._listener is None or self._reason is not None:
            return
        self._reason = why
        self.offline.emit(why)

    def _came_online(self) -> None:
        if self._listener is None or self._reason is None:
            return
        self._reason = None
        self.online.emit()
