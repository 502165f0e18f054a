"""Setup ▸ Phones check words…: the organiser lets phones take any letters, even during play."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.phones import Phones
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"


def test_the_phones_checks_can_be_switched_off_during_play(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    judge.one_table(tmp_path / "checks.throne", ("Ann", "Bea", "Cat"), BOARD)
    judge.timer(TimerPhase.RUNNING)
    service = judge.service
    phones = Phones(service)
    token = phones.url("", service.views.player_id("Ann")).rpartition("/")[2]
    with pytest.raises(ActionRefusedError, match="not on the board"):
        phones.write(token, "zzz")

    setup = judge.page(Page.SETUP)
    checks = setup.form.phone_checks
    assert setup.lock_note.isVisible() and "phones' checks can still change" in setup.lock_note.text()
    assert checks.isChecked() and checks.isEnabled() and not setup.form.dice.isEnabled()
    judge.click(checks)
    judge.click(setup.apply_button)
    assert service.views.settings.phone_checks is False
    assert not judge.error_dialogs()
    assert [w.word for w in phones.write(token, "zzz").words] == ["zzz"]
    assert service.views.game(GameKey(1, 1, 1)).player("Ann").unread == 1

    judge.click(checks)
    judge.click(setup.apply_button)
    assert service.views.settings.phone_checks is True and checks.isChecked()
