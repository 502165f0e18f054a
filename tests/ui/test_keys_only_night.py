"""A whole night by keys alone, the projector open beside the judges' window: a new night, eight
walk-ins, round 1 at two tables, the final, the crown, a correction of round 1 after the final, and two
printouts. Every key goes to whatever has the keyboard focus, never to a widget picked by the test; the
judges' window stays the active window throughout, and the projector's scene follows the night by itself.
The keys are counted, and so are the words recorded: the keystrokes per recorded word are printed.

With `BOGGLE_THRONE_SHOTS=<folder>` the judges' window is saved at 1280×800 during a reading and after
the correction.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Phase, ProjectorView, Stage
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.folders import remember_folder
from boggle_throne.ui.game.roll_dialog import RollDialog
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.pages import Page
from boggle_throne.ui.projector import ProjectorWindow
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import dialog_over_window

NoMod = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
K = Qt.Key

LONG_NAME = "Bartholomew-Fitzgerald"
PLAYERS = ("Ann", "Bea", LONG_NAME, "Cid", "Dee", "Eve", "Fred", "Gus")
ROLL = "PERS LATG SINE TERS"
FINAL_ROLL = "TOPS RAIN LEST DOME"
TABLE_ONE = (("alerts", "plates"), ("stern", "rite"), ("tins", "sine"), ("pal",))
"""Round 1, table 1's words by reading position: 6, 3, 2 and 1 points. The second reader's STERN is
challenged and the challenge rejected; after the final the third reader's TINS is corrected to STRAIN
(1 point to 3), which puts them past the second reader."""
TABLE_TWO = (("slate", "rites"), ("nest", "tern", "rets"), ("site", "lap"), ("ret",))
FINAL = (("train", "paint"), ("rain", "tops"), ("rest", "dome", "mode"), ("spot",))
CHALLENGED = (1, "stern")
CORRECTED = (2, "tins", "strain")
OVERHEAD_PER_READER = 1
"""Tab to the next reader: the only key of a reading beyond each word's letters and its Enter."""


def mnemonic(text: str) -> str:
    """The Alt+letter of a button's or label's text (`&&` is a plain ampersand), in any language."""
    letter = re.search(r"&([^&\s])", text.replace("&&", ""))
    assert letter is not None, f"{text!r} has no Alt+letter"
    return letter.group(1)


@dataclass
class Tally:
    """What the night cost at the keyboard."""

    keys: int = 0
    reading_keys: int = 0
    """The keys of the readings alone: the words, their Enter, Tab between readers, the challenge."""
    words: int = 0


class Night:
    """The judge's fingers on the keyboard of the judges' window, the projector beside it: every key
    goes where the focus is (`JudgesDriver.press`), and is counted."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.judge = JudgesDriver(qtbot, window)
        self.tally = Tally()

    @property
    def service(self) -> OpenNight:
        return self.window.session.require()

    # ----- keys, wherever the focus is ---------------------------------------------------------

    def focused(self) -> QWidget:
        """The widget the next key goes to, in the judges' window or one of its dialogs."""
        self.keys_with_the_judges()
        focused = QApplication.focusWidget()
        assert focused is not None, "nothing has the keyboard focus"
        assert focused.window() is QApplication.activeWindow(), focused
        return focused

    def press(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NoMod) -> None:
        self.focused()
        self.judge.press(key, modifiers)
        self.tally.keys += 1

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.focused(), text)
        self.tally.keys += len(text)

    def alt(self, letter: str) -> None:
        """Alt+letter: a button's mnemonic clicks it a moment later (its pressed look shows first)."""
        self.press(Qt.Key(ord(letter.upper())), ALT)
        self.qtbot.wait(150)

    # ----- what must hold after every key ------------------------------------------------------

    def keys_with_the_judges(self) -> None:
        """The active window is the judges' window, or a dialog of its own; never the projector."""
        active = QApplication.activeWindow()
        assert active is not None, "no window is active"
        projector = self.window.projector.projector
        assert active is not projector
        parent = active.parentWidget()
        assert active is self.window or (parent is not None and parent.window() is self.window), active

    @property
    def projector(self) -> ProjectorWindow:
        projector = self.window.projector.projector
        assert projector is not None
        return projector

    def room_sees(self, view: ProjectorView, phase: Phase, game: GameKey | None = None) -> None:
        """The projector shows `view` (of `game`) in the night's `phase`, and the judges still type."""
        self.keys_with_the_judges()
        assert self.window.isActiveWindow()
        scene = self.projector.scene
        assert scene is not None and scene.view is view, (scene, view)
        if game is not None:
            assert scene.game == game, (scene, game)
        director = self.projector._director
        assert director is not None and director.phase == phase, (director.phase if director else None, phase)

    # ----- the parts of the night --------------------------------------------------------------

    def page_key(self, number: int, page: Page) -> None:
        """Ctrl and the page's number."""
        self.press(Qt.Key(K.Key_0 + number), CTRL)
        assert self.window.current_page() is page

    def start_typed(self, key: GameKey, roll: str | None) -> None:
        """From the Rounds page: Start with a rolled board… (Alt+R), then the roll typed and Enter, or
        the shared board another table plays (Alt+S)."""
        self.page_key(3, Page.ROUNDS)
        rounds = self.window.pages[Page.ROUNDS]
        assert rounds.selected_slot() is not None and rounds.selected_slot().key == key
        self.alt(mnemonic(rounds.start_button.text()))
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is not self.window)
        self.keys_with_the_judges()
        if roll is None:
            dialog = QApplication.activeWindow()
            assert isinstance(dialog, RollDialog)
            self.alt(mnemonic(dialog.setup.generate_button.text()))
        else:
            self.type(roll)
            self.press(K.Key_Return)
        self.qtbot.waitUntil(lambda: key in self.service.views.games(key.round))
        self.qtbot.waitUntil(self.window.isActiveWindow)
        screen = self.window.game_screen
        assert self.window.current_page() is Page.GAME and screen.key == key
        assert QApplication.focusWidget() is screen.entry

    def clock(self, key: GameKey, phase: Phase) -> None:
        """Announce, start, stop: the countdown, the board, and time up for the reading."""
        for press, timer, view in (
            (K.Key_F5, TimerPhase.COUNTDOWN, ProjectorView.COUNTDOWN),
            (K.Key_F6, TimerPhase.RUNNING, ProjectorView.BOARD),
            (K.Key_F8, TimerPhase.FINISHED, ProjectorView.BOARD),
        ):
            self.press(press)
            assert self.service.views.game(key).timer.phase is timer
            self.room_sees(view, phase, key)

    def read(
        self,
        key: GameKey,
        words: tuple[tuple[str, ...], ...],
        phase: Phase,
        challenged: tuple[int, str] | None = None,
        shots: Path | None = None,
    ) -> tuple[str, ...]:
        """Each reader's words typed with Enter, Tab to the next reader; a word challenged with ↑ and
        Ctrl+Shift+K, the challenge rejected with R. Returns the readers in reading order."""
        readers = self.service.views.game(key).read_order
        screen = self.window.game_screen
        before = self.tally.keys
        for position, (reader, theirs) in enumerate(zip(readers, words, strict=True)):
            assert screen.readers.current_player().name == reader
            for word in theirs:
                self.type(word)
                self.press(K.Key_Return)
                assert screen.game.player(reader).words[-1].word == word, screen.verdict.text()
                self.tally.words += 1
                self.room_sees(ProjectorView.SCORING, phase, key)
            if challenged is not None and challenged[0] == position:
                self.challenge(key, reader, theirs, challenged[1])
            if position == 1 and shots is not None:
                save(self.window.grab(), shots, "keys-only-reading-1280x800.png")
            if position < len(readers) - 1:
                self.press(K.Key_Tab)
        self.tally.reading_keys += self.tally.keys - before
        return readers

    def challenge(self, key: GameKey, reader: str, theirs: tuple[str, ...], word: str) -> None:
        screen = self.window.game_screen
        for _ in range(len(theirs) - 1 - theirs.index(word)):
            self.press(K.Key_Up)
        assert screen.readers.selected_word()[1].word == word
        self.press(K.Key_K, CTRL_SHIFT)
        assert (reader, word) in self.service.views.game(key).held
        assert QApplication.focusWidget() is screen.held.list
        self.press(K.Key_R)
        assert not self.service.views.game(key).held
        assert QApplication.focusWidget() is screen.entry

    def close_game(self, key: GameKey) -> None:
        self.press(K.Key_Return, CTRL)
        assert self.service.views.game(key).closed

    def play(
        self,
        key: GameKey,
        roll: str | None,
        words: tuple[tuple[str, ...], ...],
        challenged: tuple[int, str] | None = None,
        shots: Path | None = None,
    ) -> tuple[str, ...]:
        """A whole game: started on its roll, its clock, its reading, closed."""
        self.start_typed(key, roll)
        playing = Phase(key.round, Stage.PLAYING)
        self.room_sees(ProjectorView.COUNTDOWN, playing, key)
        self.clock(key, playing)
        readers = self.read(key, words, playing, challenged, shots)
        self.close_game(key)
        return readers

    def print_pdf(self, choose: str, name: str, folder: Path, round_down: int = 0) -> str:
        """Ctrl+P, the document chosen by the first letter of its name, its round (Alt+R, then ↓ from
        the latest), Enter saves it; the PDF's text."""
        self.press(K.Key_P, CTRL)
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is not self.window)
        self.type(choose)
        if round_down:
            self.press(K.Key_R, ALT)
            for _ in range(round_down):
                self.press(K.Key_Down)
        self.press(K.Key_Return)
        pdf = folder / f"{name}.pdf"
        self.qtbot.waitUntil(pdf.exists)
        self.qtbot.waitUntil(self.window.isActiveWindow)
        assert self.judge.status() == f"Saved {pdf.resolve()}."
        return "\n".join(page.extract_text() for page in PdfReader(pdf).pages)


def save(pixmap: QPixmap, folder: Path, name: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    assert pixmap.save(str(folder / name))


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """The PDFs the print dialog hands to the system viewer, kept here instead of opened."""
    urls: list[QUrl] = []

    def keep(url: QUrl) -> bool:
        urls.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", keep)
    return urls


def test_a_keys_only_night_beside_the_projector(
    qtbot: QtBot, judges_window: MainWindow, qt_settings: QSettings, tmp_path: Path, opened: list[QUrl]
) -> None:
    shots_env = os.environ.get("BOGGLE_THRONE_SHOTS")
    shots = Path(shots_env) if shots_env else None
    remember_folder(qt_settings, tmp_path / "last.throne")  # the folder the organiser last used
    window = judges_window
    night = Night(qtbot, window)

    # The night: Ctrl+N, its name, one game a round (Alt+P), Enter creates it.
    night.press(K.Key_N, CTRL)
    night.type("Keys only")
    night.alt("p")
    night.type("1")
    night.press(K.Key_Return)
    service = window.session.service
    assert service is not None and service.views.settings.name == "Keys only"
    assert service.views.settings.table_format.games_per_round == 1

    # Eight walk-ins, each name and Enter.
    assert window.current_page() is Page.PLAYERS
    players = window.pages[Page.PLAYERS]
    for name in PLAYERS:
        night.type(name)
        night.press(K.Key_Return)
        assert not players.refusal.text(), players.refusal.text()
    assert {p.name for p in service.views.players() if p.here} == set(PLAYERS)

    # The projector opens beside the judges' window and leaves the keys with it.
    night.press(K.Key_P, CTRL_SHIFT)
    qtbot.waitExposed(night.projector)
    qtbot.wait(300)  # long enough for the X server to have moved the focus, had anything asked it to
    night.room_sees(ProjectorView.WAITING, Phase(None, Stage.SEATED))

    # Round 1 seated: two tables of four.
    night.page_key(3, Page.ROUNDS)
    night.alt("c")
    qtbot.waitUntil(lambda: bool(service.views.play().round_titles))
    night.room_sees(ProjectorView.STANDINGS, Phase(1, Stage.SEATED))
    assert [len(table.seats) for table in service.views.round(1).tables] == [4, 4]

    table_one, table_two = GameKey(1, 1, 1), GameKey(1, 2, 1)
    readers_one = night.play(table_one, ROLL, TABLE_ONE, CHALLENGED, shots)
    night.room_sees(ProjectorView.RESULT, Phase(1, Stage.PLAYING), table_one)
    readers_two = night.play(table_two, None, TABLE_TWO)
    assert service.views.game(table_two).board == service.views.game(table_one).board
    night.room_sees(ProjectorView.STANDINGS, Phase(1, Stage.DECIDED))  # by itself: the round is decided
    advancing = {readers_one[0], readers_one[1], readers_two[0], readers_two[1]}

    # The final: seated, played, crowned.
    night.page_key(3, Page.ROUNDS)
    night.alt("c")
    qtbot.waitUntil(lambda: len(service.views.play().round_titles) == 2)
    night.room_sees(ProjectorView.STANDINGS, Phase(2, Stage.SEATED))
    assert set(service.views.round(2).tables[0].seats) == advancing
    final = GameKey(2, 1, 1)
    readers_final = night.play(final, FINAL_ROLL, FINAL)
    night.room_sees(ProjectorView.STANDINGS, Phase(2, Stage.DECIDED))
    night.page_key(3, Page.ROUNDS)
    night.alt("n")
    qtbot.waitUntil(lambda: service.views.standings().winner is not None)
    assert service.views.standings().winner == readers_final[0]
    night.room_sees(ProjectorView.CROWNING, Phase(None, Stage.CROWNED))

    # After the final, round 1's TINS corrected to STRAIN from the log: the warning's Keep it (K).
    position, wrong, right = CORRECTED
    night.page_key(8, Page.LOG)
    night.type(wrong)
    night.press(K.Key_Tab)
    night.alt("c")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not window)
    night.type(right)
    night.press(K.Key_Return)
    warning = shown_warning(qtbot, window)
    said = warning.informativeText()
    assert f"{readers_one[1]} keeps a seat in the final; {readers_one[position]} gets no seat in it." in said
    assert f"The crown stands: {readers_final[0]} holds the Throne." in said
    if shots is not None:
        save(dialog_over_window(window, warning, top=180), shots, "keys-only-correction-warning-1280x800.png")
    night.press(K.Key_K)
    qtbot.waitUntil(lambda: not isValid(warning) or not warning.isVisible())  # closed, and let go
    qtbot.waitUntil(window.isActiveWindow)
    corrected = [w.word for w in service.views.game(table_one).player(readers_one[position]).words]
    assert right in corrected and wrong not in corrected
    standings = service.views.round(1).tables[0].standings
    assert [row.name for row in standings[:2]] == [readers_one[0], readers_one[position]]
    night.room_sees(ProjectorView.CROWNING, Phase(None, Stage.CROWNED))  # the room is not thrown back
    if shots is not None:
        save(window.grab(), shots, "keys-only-after-correction-1280x800.png")

    # The printouts: the standings and the results, each Ctrl+P, a few letters, Enter.
    standings_text = night.print_pdf("st", "standings", tmp_path)
    assert f"Crowned: {readers_final[0]}" in standings_text
    assert all(name in standings_text.splitlines() for name in readers_final)  # each name whole
    results_text = night.print_pdf("g", "results", tmp_path, round_down=1)
    lines = results_text.splitlines()
    assert all(name in lines for name in PLAYERS) and LONG_NAME in lines
    assert right in lines and wrong not in lines  # round 1 as corrected
    assert [Path(url.toLocalFile()).name for url in opened] == ["standings.pdf", "results.pdf"]
    night.room_sees(ProjectorView.CROWNING, Phase(None, Stage.CROWNED))

    tally = night.tally
    letters = sum(len(word) for game in (TABLE_ONE, TABLE_TWO, FINAL) for theirs in game for word in theirs)
    readers = sum(len(game) for game in (TABLE_ONE, TABLE_TWO, FINAL))
    challenge_keys = 3  # ↑ to the word, Ctrl+Shift+K, R
    print(
        f"\nkeys-only night: {tally.keys} keystrokes for {tally.words} recorded words "
        f"= {tally.keys / tally.words:.1f} per word over the whole night; "
        f"the readings {tally.reading_keys} = {tally.reading_keys / tally.words:.1f} per word "
        f"(the words' letters alone {letters / tally.words:.1f})"
    )
    assert tally.words == sum(len(theirs) for game in (TABLE_ONE, TABLE_TWO, FINAL) for theirs in game)
    assert tally.reading_keys <= letters + tally.words + OVERHEAD_PER_READER * readers + challenge_keys
    assert tally.keys / tally.words < 16


def shown_warning(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    def shown() -> list[QMessageBox]:
        boxes = window.findChildren(QMessageBox)
        return [b for b in boxes if b.objectName() == "advancementWarning" and b.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1)
    warning = shown()[0]
    qtbot.waitUntil(warning.isActiveWindow)  # the keys go to it once it is up
    return warning
