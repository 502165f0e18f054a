"""The projector of a rehearsal, in a process of its own: `python -m
boggle_throne.ui.rehearsal_projector JOB` where JOB is JSON `{"url", "ledger"}`.

A real projector window (`ProjectorAlone`, at 1280×720) follows the night read-only as it would in
the room. After the window has followed each change it is painted, and the ledger gets the moment
(`painted`: the figures time it from the action's commit) and the night's phase with whether the
scene on screen belongs to it (`phase`). It closes itself a moment after the crowning.
"""

from __future__ import annotations

import json
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from boggle_throne.presentation.director import IN_PLAY, Director, ProjectorView, Scene, Stage
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.lifeline import Lifeline
from boggle_throne.ui.app import application
from boggle_throne.ui.change_signals import ChangeSignals
from boggle_throne.ui.projector_alone import ProjectorAlone

BELONGS: dict[Stage, frozenset[ProjectorView]] = {
    Stage.SEATED: frozenset({ProjectorView.INVITATIONS, ProjectorView.STANDINGS, ProjectorView.WAITING}),
    Stage.PLAYING: IN_PLAY | {ProjectorView.WAITING, ProjectorView.RESULT, ProjectorView.STANDINGS},
    Stage.DECIDED: frozenset({ProjectorView.STANDINGS, ProjectorView.RESULT}),
    Stage.CROWNED: frozenset({ProjectorView.CROWNING}),
}
"""The pages that show each phase of the night to the room."""
CLOSE_AFTER_CROWNING_MS = 1000


class RehearsalProjector:
    def __init__(self, url: str, ledger: Ledger) -> None:
        self.ledger = ledger
        service = OpenNight.open(url, read_only=True, station="projector")
        self.alone = ProjectorAlone(service)
        self.window = self.alone.window
        self.phases = Director(service.views)  # the night's phase, told apart from what the window shows
        self.scene: Scene | None = self.phases.opening_scene()  # shown before `shown` was connected
        self.window.shown.connect(self._shown)
        self._after = ChangeSignals(service.changes, self.window)  # connected after the window's own
        self._after.changed.connect(self._painted)

    def _shown(self, scene: Scene) -> None:
        self.scene = scene

    def _painted(self, change: Change) -> None:
        self.window.repaint()
        self.ledger.write("painted", seq=change.seq)
        self.phases.on_change(change)
        phase = self.phases.phase
        view = self.scene.view if self.scene is not None else None
        self.ledger.write(
            "phase",
            phase=phase.title,
            view=view.value if view else None,
            followed=view in BELONGS[phase.stage],
        )
        if phase.stage is Stage.CROWNED:
            QTimer.singleShot(CLOSE_AFTER_CROWNING_MS, QApplication.quit)


def run(job: dict[str, str]) -> int:
    application()
    ledger = Ledger(Path(job["ledger"]))
    projector = RehearsalProjector(job["url"], ledger)
    projector.window.resize(1280, 720)
    projector.window.show()
    ledger.write("ready")  # following the night from here: the conductor waits for this
    signal.signal(signal.SIGTERM, lambda *_: QApplication.quit())
    lifeline = Lifeline()
    awake = QTimer()  # lets Python run the signal handler while Qt waits; ends with the conductor
    awake.timeout.connect(lambda: QApplication.quit() if lifeline.cut else None)
    awake.start(200)
    try:
        return QApplication.exec()
    finally:
        projector.alone.close()
        ledger.close()


if __name__ == "__main__":
    sys.exit(run(json.loads(sys.argv[1])))
