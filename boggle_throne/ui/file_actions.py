"""The judges' window's work on tournament files: new, open, the demo night, copies, the next night, close
(and, through `ServerNights`, on nights on a server).

A concern of its own, apart from the window's pages, menus and places: which file is open, how a
refusal to open one is said (and a read-only look offered when the file can still be read), the recent
files and the folder the file dialogs start in. The window owns one `FileActions` and its File menu and
start page call it; a file opened is handed back to the window to show where the judge last was.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from boggle_throne.night.errors import ThroneError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.paths import data_dir
from boggle_throne.ui.errors import show_error
from boggle_throne.ui.folders import remember_folder, working_folder
from boggle_throne.ui.pages import Page
from boggle_throne.ui.projector_alone import ProjectorAlone
from boggle_throne.ui.recent_files import forget_file, recent_files, remember_file
from boggle_throne.ui.server_dialogs import (
    is_server_url,
    recent_servers,
    server_host,
)
from boggle_throne.ui.server_nights import OnClose, ServerNights
from boggle_throne.ui.session import Session
from boggle_throne.ui.setup.setup_page import SetupPage, file_filter

if TYPE_CHECKING:
    from boggle_throne.ui.main_window import MainWindow

DEMO_FILE = "demo-night.throne"


class FileActions(ServerNights):
    """Opens, creates, copies and closes the tournament file of one judges' window."""

    def __init__(self, window: MainWindow, session: Session, settings: QSettings) -> None:
        self._window = window
        self._session = session
        self._settings = settings
        self.creating = False
        """The setup form of a new file is on show (no file is open yet)."""
        self._server_night: tuple[OpenNight, str] | None = None
        """The open night when it is on a server, with its URL without the password."""
        self.projector_alone: ProjectorAlone | None = None
        """The projector of a night on a server shown from this window (File ▸ Open the projector…)."""
        session.service_changed.connect(self._night_changed)
        window.installEventFilter(OnClose(self.close_projector, window))  # it goes with the window

    def new_tournament(self) -> None:
        """Show the setup form for a new file (closing the open night first)."""
        self.creating = True
        self._session.set_service(None)
        stamp = date.today().isoformat()
        setup: SetupPage = self._window.pages[Page.SETUP]
        setup.new_tournament(working_folder(self._settings) / f"tournament-{stamp}.throne")

    def create_tournament(
        self, path: Path, payload: dict[str, Any], previous: OpenNight | None = None
    ) -> bool:
        if not str(path).strip() or path == Path():
            show_error(
                self._window,
                QCoreApplication.translate("FileActions", "create the tournament"),
                ValueError(
                    QCoreApplication.translate("FileActions", "choose where to keep the tournament file")
                ),
            )
            return False
        path = path if path.suffix == ".throne" else path.with_suffix(".throne")
        remember_folder(self._settings, path)
        try:
            service = OpenNight.create(path, payload, previous=previous)
        except (ThroneError, OSError) as error:
            show_error(
                self._window, QCoreApplication.translate("FileActions", "create the tournament"), error
            )
            return False
        self.adopt(service)
        return True

    def _ask_file(self, title: str, *, saving: bool) -> Path | None:
        """A tournament file chosen in a file dialog that opens in the working folder, whose folder is
        kept for the next dialog; None when the judge cancels."""
        ask = QFileDialog.getSaveFileName if saving else QFileDialog.getOpenFileName
        chosen, _filter = ask(self._window, title, str(working_folder(self._settings)), file_filter())
        if not chosen:
            return None
        remember_folder(self._settings, Path(chosen))
        return Path(chosen)

    def open_dialog(self) -> None:
        chosen = self._ask_file(QCoreApplication.translate("FileActions", "Open a tournament"), saving=False)
        if chosen is not None:
            self.open_file(chosen)

    def open_file(self, path: Path | str, *, read_only: bool = False) -> bool:
        """Open a tournament file; a refusal is a dialog saying why, and the window carries on.

        A file this window already writes is simply shown again (a second writer would be refused).
        A recent night on a server (its URL) is joined again instead.
        """
        if isinstance(path, str):
            if is_server_url(path):
                return self.open_server(path)
            path = Path(path)
        if self._writes(path):
            self._session.status.emit(
                QCoreApplication.translate("FileActions", "{file} is already open.").format(file=path.name)
            )
            return True
        try:
            service = OpenNight.open(path, read_only=read_only)
        except (ThroneError, OSError) as error:
            box = show_error(
                self._window,
                QCoreApplication.translate("FileActions", "open {file}").format(file=path.name),
                error,
            )
            if not path.exists():
                forget_file(self._settings, path)
                self.show_recent()
            elif not read_only:
                self._offer_reading(box, path)
            return False
        self.adopt(service)
        return True

    def _writes(self, path: Path) -> bool:
        """Whether this window has `path` open for writing."""
        service = self._session.service
        return (
            service is not None
            and not service.files.read_only
            and service.files.path is not None
            and service.files.path.resolve() == path.resolve()
        )

    def _offer_reading(self, box: QMessageBox, path: Path) -> None:
        """Offer a refused file read-only when it can be read (another program writes it, or its
        folder cannot be written): the night as it is now, to look at, print or save a copy of."""
        try:
            reader = OpenNight.open(path, read_only=True)
        except (ThroneError, OSError):
            return
        button = box.addButton(
            QCoreApplication.translate("FileActions", "Open &read-only"), QMessageBox.ButtonRole.AcceptRole
        )
        box.finished.connect(
            lambda _result: self.adopt(reader) if box.clickedButton() is button else reader.close()
        )

    def open_demo_night(self) -> bool:
        """Open the demo night, building it on first use (a few seconds)."""
        path = data_dir() / "demo" / DEMO_FILE
        if path.exists():
            return self.open_file(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self._window.statusBar().showMessage(
            QCoreApplication.translate("FileActions", "Building the demo night…")
        )
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            service, _document = build_demo_night(path)
        except (ThroneError, OSError) as error:
            show_error(self._window, QCoreApplication.translate("FileActions", "build the demo night"), error)
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.adopt(service)
        return True

    def adopt(self, service: OpenNight) -> None:
        """Make an opened night the window's: a recent file, shown where the judge last was in it."""
        if service.files.path is not None:
            remember_file(self._settings, service.files.path)
        self._window.show_opened(service)
        opened = (
            QCoreApplication.translate(
                "FileActions", "Opened {night} for reading only: nothing done here is recorded."
            )
            if service.files.read_only
            else QCoreApplication.translate("FileActions", "Opened {night}.")
        )
        self._session.status.emit(opened.format(night=service.views.settings.name))

    def copy_dialog(self, *, switch: bool) -> None:
        title = (
            QCoreApplication.translate("FileActions", "Save the tournament as")
            if switch
            else QCoreApplication.translate("FileActions", "Save a copy of the tournament")
        )
        chosen = self._ask_file(title, saving=True)
        if chosen is not None:
            self.copy_to(chosen, switch=switch)

    def copy_to(self, target: Path, *, switch: bool) -> bool:
        """Save a consistent copy of the open night; `switch` carries on in the copy."""
        service = self._session.service
        if service is None or service.files.path is None:
            return False
        target = target if target.suffix == ".throne" else target.with_suffix(".throne")
        try:
            service.files.save_copy(target)
        except ThroneError as error:
            show_error(
                self._window,
                QCoreApplication.translate("FileActions", "save a copy as {file}").format(file=target.name),
                error,
            )
            return False
        self._session.status.emit(
            QCoreApplication.translate("FileActions", "Saved a copy as {path}.").format(path=target.resolve())
        )
        if not switch:
            return True
        self._session.set_service(None)
        return self.open_file(target)

    def new_night_from_this(self) -> None:
        """A new tournament file that takes over tonight's players and the Throne."""
        service = self._session.service
        if service is None:
            return
        chosen = self._ask_file(
            QCoreApplication.translate("FileActions", "The next night's file"), saving=True
        )
        if chosen is None:
            return
        path = chosen if chosen.suffix == ".throne" else chosen.with_suffix(".throne")
        try:
            created = service.start_next_night(path, date.today())
        except (ThroneError, OSError) as error:
            show_error(
                self._window, QCoreApplication.translate("FileActions", "create the next night"), error
            )
            return
        self.adopt(created)
        self._window.show_page(Page.SETUP)

    def close_tournament(self) -> None:
        self.creating = False
        self._session.set_service(None)

    def show_recent(self) -> None:
        """List the recent files on the start page and in File ▸ Open recent, after the recent nights
        on a server (by their URL without the password)."""
        files = recent_files(self._settings)
        servers = recent_servers(self._settings)
        self._window.start_page.show_recent(files, servers)
        menu = self._window.recent_menu
        menu.clear()
        for url in servers:
            action = menu.addAction(url)
            action.triggered.connect(lambda _=False, u=url: self.open_server(u))
        if servers and files:
            menu.addSeparator()
        for path in files:
            action = menu.addAction(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        menu.setEnabled(bool(files or servers))

    # ----- nights on a server ------------------------------------------------------------------

    def _night_changed(self, service: OpenNight | None) -> None:
        """After the window showed a night: a server night's title names the station and the server;
        the rounds page remembers the station's tables for this night."""
        night = self._server_night
        if night is not None and night[0] is not service:
            self._server_night = night = None
        host_action = getattr(self._window, "host_action", None)
        if host_action is not None:
            host_action.setEnabled(service is not None and service.files.path is not None)
        where = (
            night[1]
            if night is not None
            else str(service.files.path)
            if service and service.files.path
            else None
        )
        self._window.pages[Page.ROUNDS].station.use(self._settings, where)
        if service is not None and night is not None:
            title = (
                QCoreApplication.translate("FileActions", "{night} — {station} on {host} — read-only")
                if service.files.read_only
                else QCoreApplication.translate("FileActions", "{night} — {station} on {host}")
            )
            shown = title.format(
                night=service.views.settings.name, station=service.station, host=server_host(night[1])
            )
            self._window.setWindowTitle(f"{shown} — Boggle Throne")
