"""The phone server as the judges' window runs it: started and stopped by the organiser, handing
every phone's request to the window's own thread.

The night's service is not shared between threads. The server's threads put each request on a
`PhoneDesk`; the desk wakes this station with a queued Qt signal, and the window's thread runs the
requests in turn between the judge's key presses. The phones' commands are then announced on the
service's change bus like the judge's own, and every screen follows them as it follows any change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.reading.room_view import room_url

if TYPE_CHECKING:
    from boggle_throne.phones.room import Room
    from boggle_throne.phones.server import PhoneServer
    from boggle_throne.ui.session import Session

DEFAULT_PORT = 8765


class PhoneStationError(ServiceError):
    """The phone server cannot start for the night as it is open (none open, read-only)."""


class PhoneStation(QObject):
    """The open night's phone server, off until `start`; `changed` says it started or stopped."""

    changed = Signal()
    _woken = Signal()

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self._session = session
        self._server: PhoneServer | None = None
        self._desk: PhoneDesk | None = None
        self._phones: Phones | None = None
        self._room: Room | None = None
        self.room_on = True
        """Whether the server also serves the room's public page (Setup's switch): on by default."""
        self._woken.connect(self._run_pending, Qt.ConnectionType.QueuedConnection)

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def base_url(self) -> str | None:
        """`http://HOST:PORT` of the running server, the base of every invitation; None when off."""
        return self._server.base_url if self._server is not None else None

    @property
    def phones(self) -> Phones | None:
        """The phones of the night served (for the invitations), on the window's thread only."""
        return self._phones

    @property
    def room_url(self) -> str | None:
        """The room's public page while the server runs and serves it; else None."""
        return room_url(self._server.base_url) if self._server is not None and self.room_on else None

    def set_room(self, on: bool) -> None:
        """Serve the room's page or not, at once if the server runs (its URL 404s while off)."""
        self.room_on = on
        if self._room is not None:
            self._room.enabled = on
        self.changed.emit()

    def start(self, host: str, port: int) -> None:
        """Serve the open night's phones on `host:port` (port 0: any free one), instead of where they
        were served before. `PhoneStationError` or `PhoneServerError` says why not. The server is
        loaded on first use, keeping the window's launch fast."""
        from boggle_throne.phones.app import phone_app
        from boggle_throne.phones.server import PhoneServer

        service = self._session.service
        if service is None:
            raise PhoneStationError(
                QCoreApplication.translate("PhoneStation", "no night is open: open one first")
            )
        if service.files.read_only:
            raise PhoneStationError(
                QCoreApplication.translate(
                    "PhoneStation", "the night is open read-only: the phones' words could not be recorded"
                )
            )
        self.stop()
        phones = Phones(service)
        desk = PhoneDesk(wake=self._woken.emit)
        app = phone_app(phones, desk)
        room: Room = app.state.room
        room.enabled = self.room_on
        server = PhoneServer(app, host, port)
        try:
            server.start()
        except BaseException:
            room.stop_following()
            raise
        self._server, self._desk, self._phones, self._room = server, desk, phones, room
        self.changed.emit()

    def stop(self) -> None:
        """Stop serving. The requests still open are answered while the server winds down (they
        wait on this thread), so stopping never leaves a phone hanging nor the window frozen."""
        server, desk = self._server, self._desk
        if server is None or desk is None:
            return
        if self._room is not None:
            self._room.stop_following()
        self._server = self._desk = self._phones = self._room = None
        server.stop(desk)
        self.changed.emit()

    def _run_pending(self) -> None:
        if self._session.calls.busy:  # the night is in use on the worker: after its call
            QTimer.singleShot(10, self, self._run_pending)
            return
        if self._desk is not None:
            self._desk.run_pending()
