"""After a game the judge reads out its longest word, naming every player who tied for it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.game.after_game import AfterGamePanel
from tests.services.night_builder import BOARD

SETTINGS = {"name": "Ties", "format": {"games_per_round": 1, "min_table": 4, "max_table": 4}}
KEY = GameKey(1, 1, 1)


def _closed_game(path: Path, words: dict[str, tuple[str, ...]]) -> AfterGamePanel:
    service = OpenNight.create(path, SETTINGS)
    try:
        for name in words:
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=1)
        service.act.start_game(KEY, board=BOARD)
        for name, read in words.items():
            for word in read:
                service.act.record_word(KEY, name, word)
        game = service.act.close_game(KEY)
    finally:
        service.close()
    panel = AfterGamePanel()
    panel.show_game(game, ())
    return panel


def test_every_player_tied_for_the_longest_word_is_named(qtbot: QtBot, tmp_path: Path) -> None:
    words = {"Ann": ("alerts", "tin"), "Bea": ("plates",), "Cid": ("sterns", "nest"), "Dee": ("rite",)}
    panel = _closed_game(tmp_path / "ties.throne", words)
    qtbot.addWidget(panel)
    text = panel.longest.text()
    assert text.startswith("Longest words (6 letters): ")
    for word, name in (("ALERTS", "Ann"), ("PLATES", "Bea"), ("STERNS", "Cid")):
        assert f"<b>{word}</b> ({name})" in text
    assert "Dee" not in text


def test_one_longest_word_is_named_with_its_reader(qtbot: QtBot, tmp_path: Path) -> None:
    words = {"Ann": ("alerts",), "Bea": ("tin",), "Cid": ("nest",), "Dee": ("rite",)}
    panel = _closed_game(tmp_path / "one.throne", words)
    qtbot.addWidget(panel)
    assert panel.longest.text() == "Longest word: <b>ALERTS</b> (6 letters, Ann)"
