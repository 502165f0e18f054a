"""The projector alone, on a machine of its own: a read-only night (a server's, through the
projector's login, or a file's) followed as the judges' stations act, with no judges' window."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.app import application
from boggle_throne.ui.change_signals import ChangeSignals
from boggle_throne.ui.live import LiveNight
from boggle_throne.ui.projector.window import ProjectorWindow


class ProjectorAlone:
    """A projector window following one night by itself: the night's announcements wake its catch-up,
    whose changes the window follows (a host's `PointProjector` among them); it starts where the host
    last pointed the projectors; an offline banner shows while the server is away."""

    def __init__(self, service: OpenNight, settings: QSettings | None = None) -> None:
        self.service = service
        self.window = ProjectorWindow(None, settings if settings is not None else QSettings())
        self.live = LiveNight(service, self.window)
        self.window.set_service(service)
        self.window.point(*service.views.projector_pin)  # as the host last pointed it, if it starts late
        self._signals = ChangeSignals(service.changes, self.window)
        self._signals.changed.connect(self.window.follow)
        self.window.destroyed.connect(lambda *_: self.close())

    def close(self) -> None:
        self.live.stop()
        self._signals.detach()
        self.service.close()


def run_projector(service: OpenNight) -> int:
    """Show the projector on the night `service` reads, where it was last shown, until it is closed."""
    application()
    alone = ProjectorAlone(service)
    alone.window.show_saved()
    status = QApplication.exec()
    alone.close()
    return status
