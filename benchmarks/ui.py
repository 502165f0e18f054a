"""UI benchmarks: how fast the windows follow the judges, offscreen.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui.py

Enter → projector: a game at a table of four on a board of many words, the projector following it
at 1280×720 and at 3840×2160 through a session's `changed` signal (as in the judges' window). Each of
200 words is timed from the `record_word` call (what the judge's Enter does: checked, committed to the
file, change published) through the session's change signal to the projector's scoring page updated
and painted (`repaint()` done), and checked to show that word.
Prints the median and the 95th percentile per size.

Enter in the judges' window → projector: the same, from the Enter key in the game screen's entry
line, through the judges' window, at 1280×720.

Launch → judges' window: a fresh process opening the demo night's file, timed until the window is
shown with the tournament (and its dictionary) loaded; the median of several launches. Each measure
is a function returning its `Figure`s, so more measures can be added to `MEASURES`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.ui.app import open_main_window
from boggle_throne.ui.main_window import Page
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.session import Session

WORDS = 200
PLAYERS = ("Ann", "Bea", "Cat", "Dan")
SIZES = ((1280, 720), (3840, 2160))
TARGET_ENTER_TO_PROJECTOR_MS = 100.0
SETTINGS = {
    "name": "UI bench night",
    "date": "2026-11-21",
    "format": {"games_per_round": 1, "min_table": 4, "max_table": 4, "advance": 1, "rounds": 1},
    "quality": {"min_words": WORDS + 20},
}
GAME = GameKey(1, 1, 1)


@dataclass(frozen=True)
class Figure:
    """One measured figure: its samples in milliseconds and the target it should stay under."""

    name: str
    samples_ms: list[float]
    target_ms: float

    @property
    def median(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def p95(self) -> float:
        return statistics.quantiles(self.samples_ms, n=20)[-1]

    @property
    def met(self) -> bool:
        return self.p95 < self.target_ms

    def line(self) -> str:
        return (
            f"{self.name:32s}: {self.median:7.2f} ms median, {self.p95:7.2f} ms 95th percentile "
            f"over {len(self.samples_ms)} (target < {self.target_ms:.0f} ms)"
        )


def _night_file(path: Path) -> OpenNight:
    """A night with one game at a table of four, its clock run out, ready for the words to be read."""
    service = OpenNight.create(path, SETTINGS)
    for name in PLAYERS:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(1)
    service.act.start_game(GAME)
    service.act.set_timer(GAME, TimerPhase.RUNNING)
    service.act.set_timer(GAME, TimerPhase.FINISHED)
    return service


def _shows(projector: ProjectorWindow, word: str) -> bool:
    page = projector.page
    return (
        isinstance(page, ScoringPage)
        and projector.current_view is ProjectorView.SCORING
        and page.newest is not None
        and page.newest.word.word == word
    )


def enter_to_projector(folder: Path) -> list[Figure]:
    """Time from the service's `record_word` to the projector showing the word, at each projector size."""
    figures = []
    for width, height in SIZES:
        service = _night_file(folder / f"enter-{width}.throne")
        try:
            words = service.views.board_words(GAME)[:WORDS]
            settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
            window = ProjectorWindow(service, settings)
            session = Session(window)  # the judges' window's session, which the projector follows
            session.set_service(service)
            session.changed.connect(window.follow)
            window.resize(width, height)
            window.show()
            QApplication.processEvents()
            readers = service.views.game(GAME).read_order
            samples = []
            for number, word in enumerate(words):
                started = time.perf_counter()
                service.act.record_word(GAME, readers[number * len(readers) // len(words)], word)
                window.repaint()
                samples.append((time.perf_counter() - started) * 1000)
                assert _shows(window, word), "the projector missed a word"
                QApplication.processEvents()
            window.close()
        finally:
            service.close()
        figures.append(
            Figure(f"enter → projector at {width}×{height}", samples, TARGET_ENTER_TO_PROJECTOR_MS)
        )
    return figures


def judges_enter_to_projector(folder: Path) -> list[Figure]:
    """Time from the Enter key in the judges' window's entry line (word typed, game screen open, the
    projector open at 1280×720 beside it) to the projector painted showing the word."""
    path = folder / "judges-enter.throne"
    service = _night_file(path)
    words = service.views.board_words(GAME)[:WORDS]
    service.close()
    window = open_main_window(path)
    try:
        rounds = window.pages[Page.ROUNDS]
        window.show_page(Page.ROUNDS)
        rounds.select_game(GAME)
        rounds.open_button.click()
        projector = window.projector.show()
        projector.resize(*SIZES[0])
        QApplication.processEvents()
        entry = window.game_screen.entry
        samples = []
        for word in words:
            entry.setText(word)
            started = time.perf_counter()
            QTest.keyClick(entry, Qt.Key.Key_Return)
            projector.repaint()
            samples.append((time.perf_counter() - started) * 1000)
            assert _shows(projector, word), "the projector missed a word"
            QApplication.processEvents()
    finally:
        window.close()
    return [Figure("Enter in judges' window → projector", samples, TARGET_ENTER_TO_PROJECTOR_MS)]


LAUNCHES = 7
TARGET_LAUNCH_MS = 1500.0
_LAUNCH_CHILD = """
import sys
from pathlib import Path
from boggle_throne.ui.app import open_main_window
window = open_main_window(Path(sys.argv[1]))
from PySide6.QtWidgets import QApplication
QApplication.processEvents()
assert window.session.service is not None, "the tournament did not open"
print("ready", flush=True)
"""


def launch_to_window(folder: Path) -> list[Figure]:
    """Time from starting a new process to the judges' window shown on the demo night, its dictionary
    loaded (each launch in a fresh Python, as `boggle-throne FILE.throne` does)."""
    path = folder / "launch.throne"
    service, _document = build_demo_night(path)
    service.close()
    env = {**os.environ, "XDG_CONFIG_HOME": str(folder / "config")}
    samples = []
    for _ in range(LAUNCHES):
        started = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", _LAUNCH_CHILD, str(path)], stdout=subprocess.PIPE, text=True, env=env
        )
        assert child.stdout is not None
        ready = child.stdout.readline().strip()
        samples.append((time.perf_counter() - started) * 1000)
        child.wait()
        assert ready == "ready", "the window did not come up"
    return [Figure("launch → judges' window (demo night)", samples, TARGET_LAUNCH_MS)]


MEASURES: tuple[Callable[[Path], list[Figure]], ...] = (
    enter_to_projector,
    judges_enter_to_projector,
    launch_to_window,
)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="boggle-throne-ui-bench-") as folder:
        os.environ[DATA_DIR_VARIABLE] = str(Path(folder, "data"))
        figures = [figure for measure in MEASURES for figure in measure(Path(folder))]
    for figure in figures:
        print(figure.line())
    met = all(figure.met for figure in figures)
    print("targets met" if met else "TARGETS MISSED")
    del app
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
