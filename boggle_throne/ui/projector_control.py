"""The judges' hold on the projector: open it, place it, pin a view, and keep it on the open night."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QWidget

from boggle_throne.night.games import GameKey
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.placement import Placement
from boggle_throne.ui.session import Session


class ProjectorControl(QObject):
    """Creates the projector window on first use and points it at whatever the session holds; the
    projector follows the session's changes, as every judges' page does."""

    def __init__(self, session: Session, settings: QSettings, window: QWidget) -> None:
        super().__init__(window)
        self._session = session
        self._settings = settings
        self._window = window
        self._projector: ProjectorWindow | None = None
        self._followed: GameKey | None = None
        session.service_changed.connect(self._follow_service)

    @property
    def projector(self) -> ProjectorWindow | None:
        return self._projector

    def show(self) -> ProjectorWindow:
        """Open the projector where it last was (or raise it); it follows the judge's game."""
        if self._projector is None:
            self._projector = ProjectorWindow(self._session.service, self._settings, judges=self._window)
            self._session.changed.connect(self._projector.follow)
            self._projector.follow_game(self._followed)
            self._projector.show_saved()
        else:
            self._projector.show()
        self._projector.raise_()
        return self._projector

    def choose_screen(self) -> None:
        self.show().choose_screen(self._window)

    def set_fullscreen(self, fullscreen: bool) -> None:
        projector = self.show()
        projector.show_on(Placement.saved(self._settings).screen, fullscreen)

    def pin(self, view: ProjectorView | None) -> None:
        self.show().pin(view)

    def follow_game(self, key: GameKey | None) -> None:
        self._followed = key
        if self._projector is not None:
            self._projector.follow_game(key)

    def close(self) -> None:
        if self._projector is not None:
            self._session.changed.disconnect(self._projector.follow)
            self._projector.close()
            self._projector.deleteLater()
            self._projector = None

    def _follow_service(self, _service: object) -> None:
        self._followed = None
        if self._projector is not None:
            self._projector.set_service(self._session.service)
