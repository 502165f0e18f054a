"""The judges' hold on the projector: open it, place it, pin a view, and keep it on the open night.

A label in the judges' status bar (`status_label`) says what the projector shows and whether the
host pinned it; a pin ends by itself when the night moves on to a new phase, or with
`RELEASE_SHORTCUT`.

On a server's night a pin or a followed game is also recorded (`PointProjector`), so every projector
following that night, on any machine, does the same; a file's night keeps it to this window.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from boggle_throne.night.commands import PointProjector
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Scene, scene_text
from boggle_throne.services.acting.changes import Change
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.placement import Placement
from boggle_throne.ui.session import Session

_log = logging.getLogger(__name__)

PROJECTOR = "projector"
"""The initiator of the changes this control asks for."""
PIN_TITLES: dict[ProjectorView | None, str] = {
    None: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Follow the night")),
    ProjectorView.WAITING: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Waiting")),
    ProjectorView.INVITATIONS: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Invitations")),
    ProjectorView.COUNTDOWN: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Countdown")),
    ProjectorView.BOARD: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Board")),
    ProjectorView.SCORING: str(QT_TRANSLATE_NOOP("ProjectorControl", "Readin&g")),
    ProjectorView.RESULT: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Result")),
    ProjectorView.STANDINGS: str(QT_TRANSLATE_NOOP("ProjectorControl", "&Standings")),
    ProjectorView.BRACKET: str(QT_TRANSLATE_NOOP("ProjectorControl", "Brac&ket")),
    ProjectorView.CROWNING: str(QT_TRANSLATE_NOOP("ProjectorControl", "Cr&owning")),
    ProjectorView.SIDE: str(QT_TRANSLATE_NOOP("ProjectorControl", "Si&de table")),
}
"""The Pin submenu's items, each with a letter of its own (English, translated by `pin_title`)."""
RELEASE_SHORTCUT = "Ctrl+Shift+F"
"""Ends a pin: the projector follows the night again."""
PINNED_STYLE = "background: #ffb000; color: #000000; font-weight: bold; padding: 1px 6px;"
"""A pinned projector stands out in the status bar: the room no longer follows the night by itself."""


def pin_title(title: str) -> str:
    """One of `PIN_TITLES` in the window's language."""
    return QCoreApplication.translate("ProjectorControl", title)


def status_text(scene: Scene | None, pinned: bool) -> str:
    """The status bar's line about the projector."""
    shown = (
        scene_text(scene) if scene is not None else QCoreApplication.translate("ProjectorControl", "no night")
    )
    if pinned:
        return QCoreApplication.translate(
            "ProjectorControl", "Projector pinned: {shown} ({keys} follows the night)"
        ).format(shown=shown, keys=RELEASE_SHORTCUT)
    return QCoreApplication.translate("ProjectorControl", "Projector: {shown}").format(shown=shown)


class ProjectorControl(QObject):
    """Creates the projector window on first use and points it at whatever the session holds; the
    projector follows the session's changes, as every judges' page does."""

    pinned = Signal(object)
    """The view the projectors are pinned to (a `ProjectorView`, or None: they follow the night), as
    this station or another chose it: the Window menu's pins follow it."""
    fullscreen = Signal(bool)
    """Whether the projector fills its screen now: the Window menu's Full-screen mark follows it."""

    def __init__(self, session: Session, settings: QSettings, window: QWidget) -> None:
        super().__init__(window)
        self._session = session
        self._settings = settings
        self._window = window
        self._projector: ProjectorWindow | None = None
        self._followed: GameKey | None = None
        self._pinned: ProjectorView | None = None
        self.status_label = QLabel(window)
        self.status_label.setObjectName("projectorStatus")
        self.status_label.setAccessibleName(self.tr("Projector"))
        self.status_label.hide()
        self._scene: Scene | None = None
        session.service_changed.connect(self._follow_service)
        session.changed.connect(self._heard)

    @property
    def projector(self) -> ProjectorWindow | None:
        return self._projector

    def show(self) -> ProjectorWindow:
        """Open the projector where it last was (or raise it); it follows the judge's game."""
        if self._projector is None:
            if isinstance(self._window, QMainWindow):  # its status bar names what the room sees
                self._window.statusBar().addPermanentWidget(self.status_label)
            self._projector = ProjectorWindow(self._session.service, self._settings, judges=self._window)
            self._projector.fullscreen_changed.connect(self.fullscreen)
            self._projector.shown.connect(self._shown)
            self._projector.unpinned.connect(self._unpinned)
            self._projector.stayed.connect(self._stayed)
            self._session.changed.connect(self._projector.follow)
            self._projector.set_phones(self._session.phones)
            self._projector.pin(self._pinned)
            self._projector.follow_game(self._followed)
            self._projector.show_saved()
        else:
            self._projector.show()
        self._projector.raise_()
        self._projector.give_back_the_keys()
        self.fullscreen.emit(self._projector.filling)
        self._shown(self._projector.scene)
        return self._projector

    def set_fullscreen(self, fullscreen: bool) -> None:
        projector = self.show()
        projector.show_on(Placement.saved(self._settings).screen, fullscreen)
        self.fullscreen.emit(projector.filling)

    @property
    def pinned_view(self) -> ProjectorView | None:
        return self._pinned

    def pin(self, view: ProjectorView | None) -> None:
        self._pinned = view
        self.pinned.emit(view)
        self.show().pin(view)
        self._show_status()
        self._point_projectors(quietly=False)

    def _shown(self, scene: Scene | None) -> None:
        self._scene = scene
        self._show_status()

    def _show_status(self) -> None:
        label = self.status_label
        label.setText(status_text(self._scene, self._pinned is not None))
        label.setStyleSheet(PINNED_STYLE if self._pinned is not None else "")
        label.setVisible(self._projector is not None)

    def _unpinned(self) -> None:
        """The night moved on to a new phase and the pin ended: every projector follows it again."""
        self._pinned = None
        self.pinned.emit(None)
        self._show_status()
        QTimer.singleShot(0, self, lambda: self._point_projectors(quietly=True))  # once the change is told

    def _stayed(self, corrected: GameKey, scene: Scene) -> None:
        """A correction to a closed game left the projector where it was: the judges read so."""
        self._session.status.emit(
            self.tr(
                "Corrected {game}: its result and the standings are updated; the projector stays on {shown}."
            ).format(game=corrected.label, shown=scene_text(scene))
        )

    def follow_game(self, key: GameKey | None) -> None:
        self._followed = key
        if self._projector is not None:
            self._projector.follow_game(key)
        self._point_projectors(quietly=True)

    def _point_projectors(self, *, quietly: bool) -> None:
        """On a server's night this station may write to, point every projector as this one is (when
        the night does not already say so). A followed game changes as the judge moves between games,
        so a failure then only notes itself in the status bar; a pin the host chose says why in a dialog."""
        service = self._session.service
        if service is None or service.files.server_location is None or service.files.read_only:
            return
        view = self._pinned.value if self._pinned is not None else None
        command = PointProjector(view, self._followed)

        def point() -> None:
            if service.views.projector_pin != (command.view, command.followed):
                service.execute(command, initiator=PROJECTOR)

        if not quietly:
            self._session.act(self.tr("point the projectors"), point)
            return
        try:
            point()
        except Exception:  # refused or offline: this projector follows the game all the same
            _log.warning("could not point the projectors at %s", self._followed, exc_info=True)
            self._session.status.emit(self.tr("Could not point the other projectors at this game."))

    def _heard(self, change: Change) -> None:
        """A station (this one or another) pointed the projectors: remember it as this station's own."""
        if isinstance(change.command, PointProjector):
            view = change.command.view
            self._pinned = ProjectorView(view) if view is not None else None
            self._followed = change.command.followed
            self.pinned.emit(self._pinned)
            self._show_status()

    def close(self) -> None:
        if self._projector is not None:
            self._session.changed.disconnect(self._projector.follow)
            self._projector.close()
            self._projector.deleteLater()
            self._projector = None
            self.status_label.hide()

    def _follow_service(self, _service: object) -> None:
        """Another night: a server's night is shown as its host last pointed the projectors; a
        file's night keeps this window's pin and follows the latest change."""
        service = self._session.service
        self._followed = None
        if service is not None and service.files.server_location is not None:
            view, self._followed = service.views.projector_pin
            self._pinned = ProjectorView(view) if view is not None else None
            self.pinned.emit(self._pinned)
        if self._projector is not None:
            self._projector.set_service(service)
            self._projector.pin(self._pinned)
            self._projector.follow_game(self._followed)
