"""Undo and redo at several stations on one night on a real PostgreSQL server: each station takes back
its own last action, says which, and is refused, saying why, when another station has built on it;
the host may still take back the night's last action, by a command of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from boggle_throne.night import commands as c
from boggle_throne.night.errors import BuiltUponError, NothingToUndoError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from tests.cli.runner import run
from tests.server.hosting import GAME, hosted_night
from tests.ui.judges_driver import JudgesDriver

OTHER = GameKey(1, 2, 1)


def _words(service: OpenNight, key: GameKey) -> list[str]:
    return [word.word for player in service.views.game(key).players for word in player.words]


@pytest.fixture
def bars(night_database: str, tmp_path: Path) -> Iterator[tuple[OpenNight, OpenNight]]:
    url = hosted_night(night_database, tmp_path, (GAME, OTHER))
    first = OpenNight.open(url, station="Bar-1")
    second = OpenNight.open(url, station="Bar-2")
    yield first, second
    first.close()
    second.close()


def test_a_stations_undo_takes_back_its_own_word_not_the_one_another_station_just_typed(
    bars: tuple[OpenNight, OpenNight],
) -> None:
    first, second = bars
    own = second.act.record_word(OTHER, second.views.game(OTHER).players[0].name, "pals").seq
    reader = first.views.game(GAME).players[0].name
    first.act.record_word(GAME, reader, "nest")  # typed at Bar-1 after Bar-2's word

    second.catch_up()
    assert second.views.undo_name() == f"PALS for {second.views.game(OTHER).players[0].name}, R1 T2 G1"
    undone = second.act.undo()  # Bar-2's Ctrl+Z
    assert isinstance(undone.command, c.Undo) and undone.command.target == own
    assert _words(second, OTHER) == [] and _words(second, GAME) == ["nest"]

    first.catch_up()
    assert _words(first, GAME) == ["nest"] and _words(first, OTHER) == []
    with pytest.raises(NothingToUndoError, match="nothing to redo"):
        first.act.redo()  # Bar-1 undid nothing: Bar-2's word is Bar-2's to bring back
    assert second.act.redo().command.target == own
    first.catch_up()
    assert _words(first, OTHER) == ["pals"] and _words(first, GAME) == ["nest"]


def test_an_action_another_station_built_on_is_refused_saying_why_and_the_host_may_undo_the_last(
    bars: tuple[OpenNight, OpenNight],
) -> None:
    first, second = bars
    reader = first.views.game(GAME).players[0].name
    word = first.act.record_word(GAME, reader, "nest").seq
    second.catch_up()
    closed = second.execute(c.CloseGame(GAME)).seq  # Bar-2 closes Bar-1's game

    with pytest.raises(BuiltUponError) as refused:
        first.act.undo()
    assert str(refused.value) == (
        f"record word R1 T1 G1 · {reader} · NEST (action {word}, station Bar-1) cannot be undone: "
        f"close game R1 T1 G1 (action {closed}, station Bar-2) has since built on it"
    )
    assert _words(first, GAME) == ["nest"] and first.views.game(GAME).closed

    assert first.views.night_undo_name() == "close game (R1 T1 G1) (station Bar-2)"
    assert first.act.undo_night_last().command.target == closed  # the host's own, named command
    assert not first.views.game(GAME).closed and _words(first, GAME) == ["nest"]
    assert first.act.undo().command.target == word  # nothing rests on the word any more
    assert _words(first, GAME) == []


def test_apply_at_a_station_undoes_that_stations_own_action_and_says_which(
    bars: tuple[OpenNight, OpenNight],
    night_database: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, second = bars
    first_reader = first.views.game(GAME).players[0].name
    first.act.record_word(GAME, first_reader, "nest")
    second.act.record_word(OTHER, second.views.game(OTHER).players[0].name, "pals")  # the night's last action
    first.close()
    second.close()

    document = tmp_path / "undo.json"
    document.write_text('[{"do": "undo"}]', encoding="utf-8")
    url = "postgresql://" + night_database.removeprefix("postgresql+psycopg://")
    status, out, err = run(capsys, "apply", str(document), "--db", url, "--station", "Bar-1")
    assert (status, err) == (0, ""), err
    assert f"action 1 (undo) took back NEST for {first_reader}, R1 T1 G1" in out.splitlines()

    night = OpenNight.open(night_database, station="check")
    try:
        assert _words(night, GAME) == [] and _words(night, OTHER) == ["pals"]
    finally:
        night.close()


def test_bar_twos_ctrl_z_in_the_window_leaves_bar_ones_word_and_the_host_may_undo_the_nights_last(
    qtbot: QtBot, night_database: str, tmp_path: Path
) -> None:
    url = hosted_night(night_database, tmp_path, (GAME, OTHER))
    first = OpenNight.open(url, station="Bar-1")
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # X activates later: the keys reach only the active window
    try:
        window.show_opened(OpenNight.open(url, station="Bar-2"))
        judges = JudgesDriver(qtbot, window)
        judges.open_game(OTHER)
        second_reader = judges.service.views.game(OTHER).players[0].name
        judges.read(second_reader, "pals")  # Bar-2's word
        reader = first.views.game(GAME).players[0].name
        first.act.record_word(GAME, reader, "nest")  # then Bar-1's, at its own table
        qtbot.waitUntil(lambda: _words(judges.service, GAME) == ["nest"], timeout=5000)

        assert window.undo_action.text() == f"&Undo: PALS for {second_reader}, R1 T2 G1"
        judges.press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Bar-2's Ctrl+Z
        assert judges.status() == f"Undone: PALS for {second_reader}, R1 T2 G1."
        assert _words(judges.service, OTHER) == [] and _words(judges.service, GAME) == ["nest"]
        first.catch_up()
        assert _words(first, GAME) == ["nest"]  # Bar-1's screen keeps its word, as the night does

        assert window.undo_night_action.isVisible()
        window.undo_night_action.trigger()  # the host's own command: whoever made the last action
        assert judges.status() == f"Undone: NEST for {reader}, R1 T1 G1 (station Bar-1)."
        assert _words(judges.service, GAME) == []
    finally:
        window.files.close_tournament()
        first.close()
