"""Nights on a server, from the judges' window: hosting the open file's night there, joining one as a
station, and showing one's projector on this computer (read-only, in a window of its own, one at a
time). Part of the window's `FileActions`, kept apart as the one concern that talks to servers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QGuiApplication

from boggle_throne.night.errors import ThroneError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.errors import show_error
from boggle_throne.ui.projector_alone import ProjectorAlone
from boggle_throne.ui.server_dialogs import (
    PROJECTOR_STATION,
    PROJECTOR_URL,
    Attempt,
    Problem,
    ServerAction,
    ServerDialog,
    connection_problem,
    remember_projector,
    remember_server,
    saved_password,
    server_host,
    split_password,
    station_name,
    with_password,
)
from boggle_throne.ui.session import Session

if TYPE_CHECKING:
    from boggle_throne.ui.main_window import MainWindow


@contextmanager
def _waiting() -> Iterator[None]:
    """The wait cursor while a server is reached (a wrong host can take a while to give up)."""
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QGuiApplication.restoreOverrideCursor()


class OnClose(QObject):
    """An event filter for a window (its parent) that calls `closed` when the window is closed."""

    def __init__(self, closed: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._closed = closed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self._closed()
        return False


class ServerNights:
    """The server half of `FileActions` (which provides what is declared here)."""

    _window: MainWindow
    _session: Session
    _settings: QSettings
    _server_night: tuple[OpenNight, str] | None
    projector_alone: ProjectorAlone | None
    if TYPE_CHECKING:

        def adopt(self, service: OpenNight) -> None: ...

        def open_file(self, path: Path | str, *, read_only: bool = False) -> bool: ...

    def host_dialog(self) -> ServerDialog | None:
        """File ▸ Host this night on a server…: for an open file's night."""
        service = self._session.service
        if service is None or service.files.path is None:
            self._session.status.emit(
                QCoreApplication.translate(
                    "ServerNights", "Open a tournament file first: its night is what is hosted."
                )
            )
            return None
        return self._server_dialog(ServerAction.HOST, self.host_night)

    def join_dialog(self, url: str | None = None, problem: Problem | None = None) -> ServerDialog:
        """File ▸ Join a night…: a night on a server, as this station."""
        return self._server_dialog(ServerAction.JOIN, self.join_night, url, problem)

    def _server_dialog(
        self, action: ServerAction, attempt: Attempt, url: str | None = None, problem: Problem | None = None
    ) -> ServerDialog:
        """The (window-modal) dialog that hosts, joins or projects a night through `attempt`."""
        dialog = ServerDialog(action, self._settings, attempt, self._window, url=url, problem=problem)
        dialog.open()
        return dialog

    def host_night(self, url: str, station: str) -> Problem | None:
        """Copy the open file's night to the server's empty database at `url`, then carry on there as
        `station`; None, or why not (naming what to check)."""
        service = self._session.service
        if service is None or service.files.path is None:
            return Problem(
                QCoreApplication.translate(
                    "ServerNights", "No tournament file is open: open the one to host first."
                )
            )
        name = service.files.path.name
        try:
            with _waiting():
                service.files.host(url)
        except (ThroneError, OSError) as error:
            return connection_problem(error, url)
        if self.join_night(url, station, hosted=True) is not None:
            return None  # hosted: a failure to join it is said in a dialog (hosting again would fail)
        self._session.status.emit(
            QCoreApplication.translate(
                "ServerNights",
                "Hosted {file} on {host}: this window now records there as {station}; "
                "other stations join it with File ▸ Join a night… ({file} itself no longer changes).",
            ).format(file=name, host=server_host(url), station=station)
        )
        return None

    def join_night(self, url: str, station: str, *, hosted: bool = False) -> Problem | None:
        """Open the night on the server at `url` as `station`; None, or why not."""
        try:
            with _waiting():
                service = OpenNight.open(url, station=station)
        except (ThroneError, OSError) as error:
            problem = connection_problem(error, url)
            if hosted:
                show_error(
                    self._window,
                    QCoreApplication.translate("ServerNights", "join the hosted night"),
                    ValueError(problem.text),
                )
            return problem
        bare = split_password(url)[0]
        remember_server(self._settings, url, station)
        self._server_night = (service, bare)
        self.adopt(service)
        if not hosted:
            self._session.status.emit(
                QCoreApplication.translate("ServerNights", "Joined {night} on {host} as {station}.").format(
                    night=service.views.settings.name, host=server_host(url), station=station
                )
            )
        return None

    def open_server(self, bare: str) -> bool:
        """A recent night on a server: joined again with the password in the keyring, else asked."""
        bare, in_url = split_password(bare)
        password = in_url or saved_password(bare)
        if password is None:
            self.join_dialog(bare)
            return False
        station = station_name(self._settings)
        problem = self.join_night(with_password(bare, password), station)
        if problem is not None:
            self.join_dialog(bare, problem)
            return False
        return True

    def projector_dialog(self, url: str | None = None, problem: Problem | None = None) -> ServerDialog:
        """File ▸ Open the projector for a night…: a night on a server, shown read-only on this
        computer's projector through the projector URL."""
        return self._server_dialog(ServerAction.PROJECTOR, self.open_projector, url, problem)

    def open_projector(self, url: str, _station: str = PROJECTOR_STATION) -> Problem | None:
        """Show the projector for the night on the server at `url`, read-only, where the projector was
        last shown (in place of one shown before); None, or why not."""
        try:
            with _waiting():
                service = OpenNight.open(url, station=PROJECTOR_STATION, read_only=True)
        except (ThroneError, OSError) as error:
            return connection_problem(error, url, which=PROJECTOR_URL)
        remember_projector(self._settings, url)
        self.close_projector()
        alone = ProjectorAlone(service, self._settings)
        alone.window.installEventFilter(OnClose(lambda: self._projector_closed(alone), alone.window))
        self.projector_alone = alone
        alone.window.show_saved()
        self._session.status.emit(
            QCoreApplication.translate("ServerNights", "The projector shows {night} from {host}.").format(
                night=service.views.settings.name, host=server_host(url)
            )
        )
        return None

    def close_projector(self) -> None:
        """Close the projector shown for a night on a server, and its connection (if one is shown)."""
        alone = self.projector_alone
        if alone is not None:
            alone.window.close()  # its close event closes the night (`_projector_closed`)
            if self.projector_alone is alone:  # hidden already: no close event came
                self._projector_closed(alone)

    def _projector_closed(self, alone: ProjectorAlone) -> None:
        if self.projector_alone is alone:
            self.projector_alone = None
        alone.close()
        alone.window.deleteLater()
