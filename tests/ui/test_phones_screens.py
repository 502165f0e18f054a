"""A picture of Window ▸ Phones… serving a seated round, saved into docs/screenshots/ when
`BOGGLE_THRONE_SCREENSHOTS=1`."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.phones import Phones
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.phones.station import DEFAULT_PORT
from tests.services.night_builder import BOARD, NightBuilder
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import dialog_over_window, save_shot


def test_the_phones_dialog_lists_the_seated_round(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    night = NightBuilder(tmp_path / "sixteen.throne")
    night.check_in_everyone()
    night.do(do="seat", seed=1)
    judges_window.show_opened(night.service)
    judge = JudgesDriver(qtbot, judges_window)
    judge.open_game(GameKey(1, 1, 1))
    judge.start_on_board(BOARD)
    dialog = judges_window.open_phones()
    dialog.address.setCurrentIndex(dialog.address.findData("127.0.0.1"))
    with socket.socket() as probe:  # the usual port when it is free here, else any free one
        dialog.port.setValue(DEFAULT_PORT if probe.connect_ex(("127.0.0.1", DEFAULT_PORT)) != 0 else 0)
    judge.click(dialog.start_button)
    try:
        seated = sum(len(group.players) for group in night.service.views.play().groups)
        assert dialog.table.rowCount() == seated > 4
        assert (
            dialog.table.item(0, 0).text() == "Table 1"
            and dialog.table.item(seated - 1, 0).text() != "Table 1"
        )
        dialog.resize(900, 640)
        qtbot.wait(50)
        path = save_shot(
            dialog_over_window(judges_window, dialog, top=110), tmp_path, "judges-phones-1280x800.png"
        )
        assert QImage(str(path)).size().width() == 1280
    finally:
        judges_window.session.phones.stop()


def test_the_judge_reads_the_phones_out_with_enter(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    """Three phones and one paper player at table 1: Enter reads each phone word in turn, typed
    words are the paper player's; the headers count what is left on each phone, never the words."""
    night = NightBuilder(tmp_path / "sixteen.throne")
    night.check_in_everyone()
    night.do(do="seat", seed=1)
    judges_window.show_opened(night.service)
    judge = JudgesDriver(qtbot, judges_window)
    key = GameKey(1, 1, 1)
    judge.open_game(key)
    judge.start_on_board(BOARD)
    judge.timer(TimerPhase.RUNNING)
    phones = Phones(night.service)
    tokens = {i.name: i.url.rsplit("/", 1)[1] for i in phones.invitations("http://192.168.1.20:8765", key)}
    for name, words in (
        ("P01", ("plates", "alerts", "tin")),
        ("P08", ("plates", "stern")),
        ("P16", ("sine",)),
    ):
        for word in words:
            phones.write(tokens[name], word)
    judge.timer(TimerPhase.FINISHED)
    screen = judges_window.game_screen
    headers = [column.header.text() for column in screen.readers.columns]
    assert "☎ 3 to read" in headers[0] and "☎ 2 to read" in headers[1] and "☎" not in headers[2]
    entry = screen.entry
    qtbot.keyClick(entry, Qt.Key.Key_Return)  # P01's PLATES, crossed with P08's copy at once
    assert "PLATES (P01)" in screen.verdict.text() and "also read by P08" in screen.verdict.text()
    qtbot.keyClick(entry, Qt.Key.Key_Return)  # ALERTS
    headers = [column.header.text() for column in screen.readers.columns]
    assert "☎ 1 to read" in headers[0] and "☎ 1 to read" in headers[1]
    assert "TIN" not in "".join(headers)  # the words left on a phone are never shown
    judges_window.resize(1280, 800)
    qtbot.wait(50)
    path = save_shot(judges_window.grab(), tmp_path, "judges-reading-phones-1280x800.png")
    assert QImage(str(path)).size().width() == 1280
