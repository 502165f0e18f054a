"""A picture of Window ▸ Phones… serving a seated round, saved into docs/screenshots/ when
`BOGGLE_THRONE_SCREENSHOTS=1`."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.phones.phones_dialog import open_phones_dialog
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
    dialog = open_phones_dialog(judges_window.session, judges_window)
    dialog.address.setCurrentIndex(dialog.address.findData("127.0.0.1"))
    with socket.socket() as probe:  # the usual port when it is free here, else any free one
        dialog.port.setValue(DEFAULT_PORT if probe.connect_ex(("127.0.0.1", DEFAULT_PORT)) != 0 else 0)
    judge.click(dialog.start_button)
    try:
        seated = sum(len(group.players) for group in night.service.play().groups)
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
