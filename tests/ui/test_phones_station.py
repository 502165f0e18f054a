"""The judges' window serves the phones: Window ▸ Phones… starts a real phone server on loopback,
a phone's words (sent from another thread, as a phone's request arrives) reach the night on the
window's own thread, and the judge reads them out with Enter."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.phones.phones_dialog import PhonesDialog
from tests.ui.judges_driver import JudgesDriver
from tests.ui.test_judges_mnemonics import mnemonics

BOARD = "PERS/LATG/SINE/TERS"
GAME = GameKey(1, 1, 1)
PLAYERS = ("Ann", "Bea", "Cat", "Dan")
LOOPBACK = "127.0.0.1"


class Phone:
    """A phone's requests, made from a thread of their own while the test keeps the window's events
    turning (the window's thread answers them)."""

    def __init__(self, qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
        self._qtbot = qtbot
        self._pool = pool

    def _wait(self, call: Callable[..., httpx.Response], *args: Any, **kwargs: Any) -> httpx.Response:
        future = self._pool.submit(call, *args, timeout=10, **kwargs)
        self._qtbot.waitUntil(future.done, timeout=15_000)
        return future.result()

    def write(self, url: str, word: str) -> httpx.Response:
        return self._wait(httpx.post, f"{url}/words", json={"word": word})

    def state(self, url: str) -> httpx.Response:
        return self._wait(httpx.get, f"{url}/state")


@pytest.fixture
def phone(qtbot: QtBot) -> Iterator[Phone]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield Phone(qtbot, pool)


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> Iterator[JudgesDriver]:
    """One table of four, its first game started; the phones are closed with the night."""
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "phones.throne", PLAYERS, BOARD)
    yield driver
    judges_window.session.phones.stop()


def started(judge: JudgesDriver, port: int = 0) -> PhonesDialog:
    """Window ▸ Phones…, this laptop only, then Start."""
    window = judge.window
    window_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Window")
    next(a for a in window_menu.actions() if a.text() == "P&hones…").trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
    dialog.port.setValue(port)
    judge.click(dialog.start_button)
    return dialog


def invitation_urls(dialog: PhonesDialog) -> dict[str, str]:
    """The invitations as the dialog's table lists them: player → URL."""
    table = dialog.table
    return {table.item(row, 1).text(): table.item(row, 3).text() for row in range(table.rowCount())}


def test_the_phones_are_off_until_started_and_then_list_every_seated_players_invitation(
    judge: JudgesDriver,
) -> None:
    window = judge.window
    assert not window.session.phones.running
    dialog = started(judge)
    station = window.session.phones
    assert station.running and station.base_url is not None
    assert station.base_url.startswith(f"http://{LOOPBACK}:") and not station.base_url.endswith(":0")
    assert dialog.note.text() == f"Phones: {station.base_url}"
    assert dialog.note.font().pointSizeF() > dialog.font().pointSizeF()
    urls = invitation_urls(dialog)
    assert sorted(urls) == sorted(PLAYERS)
    assert all(url.startswith(f"{station.base_url}/p/") for url in urls.values())
    assert {dialog.table.item(row, 0).text() for row in range(4)} == {"Table 1"}
    assert not dialog.start_button.isEnabled() and not dialog.port.isEnabled()
    assert dialog.stop_button.isEnabled() and dialog.reissue_button.isEnabled()
    judge.click(dialog.copy_button)
    assert QApplication.clipboard().text() == dialog.selected().url  # type: ignore[union-attr]

    judge.click(dialog.stop_button)
    assert not station.running and station.base_url is None and dialog.table.rowCount() == 0
    assert dialog.start_button.isEnabled() and not dialog.reissue_button.isEnabled()


def test_a_phones_word_is_read_out_with_enter_then_enter_moves_on(judge: JudgesDriver, phone: Phone) -> None:
    window, qtbot = judge.window, judge.qtbot
    screen = window.game_screen
    urls = invitation_urls(started(judge))
    first, second = screen.game.read_order[:2]
    judge.timer(TimerPhase.RUNNING)
    resets: list[int] = []
    for column in screen.readers.columns:
        column.model.modelReset.connect(lambda: resets.append(1))

    written = phone.write(urls[first], "plates")
    assert written.status_code == 201 and written.json()["word"] == "plates"
    assert phone.write(urls[first], "zzz").status_code == 422  # not on the board: the phone says so
    header = screen.readers.columns[0].header.text()
    assert "☎ 1 to read" in header and "PLATES" not in header.upper().replace("☎ 1 TO READ", "")
    assert resets == []  # a phone's word redraws the headers only, not the readers' word lists
    assert screen.game.player(first).words == ()  # written, not read: nobody hears it before its turn

    judge.timer(TimerPhase.FINISHED)
    screen.entry.setFocus()
    assert screen.readers.current_player().name == first
    assert "Enter reads their next phone word (1 left)" in screen.reader_label.text()
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    assert [w.word for w in judge.service.views.game(GAME).player(first).words] == ["plates"]
    assert screen.verdict.text().startswith(f"PLATES ({first})")
    assert "☎ all read" in screen.readers.columns[0].header.text()
    assert screen.readers.current_player().name == first  # the reader stays while words are read

    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)  # none left: on to the next reader, as on paper
    assert screen.readers.current_player().name == second
    assert len(judge.service.views.game(GAME).player(first).words) == 1
    judge.type_into(screen.entry, "alerts")  # a paper player's word, typed as before
    assert [w.word for w in judge.service.views.game(GAME).player(second).words] == ["alerts"]
    assert "Enter record / read the next phone word" in screen.keys.text()
    assert not judge.error_dialogs()


def test_a_reissued_invitation_stops_the_old_one_and_the_new_one_opens(
    judge: JudgesDriver, phone: Phone
) -> None:
    dialog = started(judge)
    old = invitation_urls(dialog)["Cat"]
    assert phone.state(old).status_code == 200
    dialog.table.selectRow(list(invitation_urls(dialog)).index("Cat"))
    judge.click(dialog.reissue_button)
    new = invitation_urls(dialog)["Cat"]
    assert new != old and dialog.selected().name == "Cat"  # type: ignore[union-attr]
    refused = phone.state(old)
    assert refused.status_code == 403 and "replaced" in refused.json()["error"]
    opened = phone.state(new)
    assert opened.status_code == 200 and opened.json()["player"] == "Cat"
    assert "Cat has a new invitation" in judge.status()


def test_closing_the_night_stops_the_phones(judge: JudgesDriver, phone: Phone) -> None:
    window = judge.window
    dialog = started(judge)
    url = invitation_urls(dialog)["Ann"]
    assert phone.state(url).status_code == 200
    window.files.close_tournament()
    assert not window.session.phones.running
    with pytest.raises(httpx.ConnectError):
        phone.state(url)
    assert dialog.note.text().startswith("No night is open") and not dialog.start_button.isEnabled()


def test_a_port_in_use_is_said_in_the_dialog(judge: JudgesDriver) -> None:
    with socket.create_server((LOOPBACK, 0)) as taken:
        dialog = started(judge, taken.getsockname()[1])
    assert not judge.window.session.phones.running
    assert dialog.note.text().startswith("The phones could not start. Cannot listen on 127.0.0.1:")
    assert dialog.start_button.isEnabled() and dialog.table.rowCount() == 0
    assert not judge.error_dialogs()


def test_with_no_night_open_the_dialog_says_so(judges_window: MainWindow) -> None:
    dialog = judges_window.open_phones()
    assert dialog.note.text().startswith("No night is open")
    assert not dialog.start_button.isEnabled() and not dialog.stop_button.isEnabled()
    assert judges_window.open_phones() is dialog


def test_the_dialog_is_worked_from_the_keyboard(judge: JudgesDriver) -> None:
    qtbot, window = judge.qtbot, judge.window
    dialog = window.open_phones()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert {letter: texts for letter, texts in mnemonics(dialog).items() if len(texts) > 1} == {}
    dialog.address.setFocus()
    dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
    qtbot.keyClick(dialog.address, Qt.Key.Key_Tab)
    assert dialog.port.hasFocus()
    dialog.port.lineEdit().selectAll()
    qtbot.keyClick(dialog.port.lineEdit(), Qt.Key.Key_0)
    judge.press(Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # a button's Alt+letter clicks it shortly
    qtbot.waitUntil(lambda: window.session.phones.running)
    assert dialog.table.hasFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.selected() is not None and dialog.selected().name == dialog.table.item(1, 1).text()
    judge.press(Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == dialog.table.item(1, 3).text())
    judge.press(Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not window.session.phones.running)


MACHINE_WORDS = ("plates", "alerts", "stern", "tern", "rets", "sine", "site", "tins", "nest", "lap")


def test_a_list_written_at_a_machines_pace_is_flagged_and_the_judge_voids_it(
    judge: JudgesDriver, phone: Phone
) -> None:
    window = judge.window
    screen = window.game_screen
    dialog = started(judge)
    urls = invitation_urls(dialog)
    scripted, honest = screen.game.read_order[1], screen.game.read_order[0]
    judge.timer(TimerPhase.RUNNING)
    for word in MACHINE_WORDS:  # as fast as a script posts: every word within the burst
        assert phone.write(urls[scripted], word).status_code == 201
    assert phone.write(urls[honest], "plates").status_code == 201
    judge.timer(TimerPhase.FINISHED)
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 1).text() == scripted)
    assert dialog.table.item(row, 2).text() == "⚑ 10 words, written faster than a person types"
    assert all(dialog.table.item(r, 2).text() == "" for r in range(dialog.table.rowCount()) if r != row)
    assert "⚑ written faster than a person types" in screen.readers.columns[1].header.text()
    assert "⚑" not in screen.readers.columns[0].header.text()

    dialog.table.selectRow(row)
    assert dialog.void_button.isEnabled()
    judge.click(dialog.void_button)
    log = judge.service.views.log()
    assert log[-1].action == "void_phone_list" and log[-1].description.endswith(
        f"{scripted}'s phone list void"
    )
    assert dialog.table.item(row, 2).text() == "" and not dialog.void_button.isEnabled()
    assert "⚑" not in screen.readers.columns[1].header.text()
    assert phone.state(urls[scripted]).json()["voided"] is True

    screen.entry.setFocus()
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_Return)  # the honest reader's PLATES
    game = judge.service.views.game(GAME)
    assert [w.word for w in game.player(honest).words] == ["plates"]
    assert game.player(scripted).words == ()  # the voided copy crossed nothing
