"""The item models over the services' views, checked by pytest-qt's model tester on a played night."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from boggle_throne.engine.scoring import Verdict
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.models.log import LogModel
from boggle_throne.ui.models.players import PlayersModel
from boggle_throne.ui.models.rows import ROW_ROLE
from boggle_throne.ui.models.standings import StandingsModel
from boggle_throne.ui.models.words import WordsModel
from boggle_throne.ui.verdicts import VERDICT_STYLES


def test_players_model(qtmodeltester: ModelTester, demo_service: OpenNight) -> None:
    model = PlayersModel()
    model.set_rows(demo_service.views.players())
    qtmodeltester.check(model)
    assert model.rowCount() == 17 and model.columnCount() == 3
    champion = next(row for row in range(17) if model.row_at(row).is_champion)
    assert "champion" in model.index(champion, 0).data()
    assert model.index(champion, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert model.index(0, 1).data() == "checked in"
    demo_service.close()


def test_words_model_colours_and_crosses(qtmodeltester: ModelTester, demo_service: OpenNight) -> None:
    game = demo_service.views.game(demo_service.views.games(1)[0])
    words = [w for player in game.players for w in player.words]
    model = WordsModel()
    model.set_rows(words)
    qtmodeltester.check(model)
    for row, word in enumerate(words):
        cell = model.index(row, 0)
        assert cell.data(ROW_ROLE) == word
        assert cell.data(Qt.ItemDataRole.ForegroundRole).name() == VERDICT_STYLES[word.verdict].colour
        assert cell.data(Qt.ItemDataRole.FontRole).strikeOut() == (word.verdict is Verdict.DUPLICATE)
    demo_service.close()


def test_log_model_greys_undone_actions(qtmodeltester: ModelTester, demo_service: OpenNight) -> None:
    demo_service.act.undo()
    model = LogModel()
    model.set_rows(demo_service.views.log())
    qtmodeltester.check(model)
    undone = [row for row in range(model.rowCount()) if model.index(row, 5).data() == "undone"]
    assert [model.row_at(row).action for row in undone] == ["crown"]
    assert model.index(undone[0], 3).data(Qt.ItemDataRole.FontRole).strikeOut()
    last = model.rowCount() - 1
    assert (
        model.row_at(last).action == "undo"
        and model.index(last, 4).data() == f"#{model.row_at(undone[0]).seq}"
    )
    word = next(row for row in range(last) if model.row_at(row).action == "record_word")
    details = model.row_at(word).details
    assert model.index(word, 4).data().endswith(f"{details['player']} · {str(details['word']).upper()}")
    demo_service.close()


def test_standings_model_follows_the_round(qtmodeltester: ModelTester, demo_service: OpenNight) -> None:
    model = StandingsModel()
    qtmodeltester.check(model)
    first = demo_service.views.round(1)
    model.show_round(first)
    qtmodeltester.check(model)
    assert model.columnCount() == 8 + first.games
    assert model.headerData(4 + first.games - 1, Qt.Orientation.Horizontal) == f"G{first.games}"
    assert model.rowCount() == sum(len(t.standings) for t in first.tables)
    marks = {model.index(row, model.columnCount() - 1).data() for row in range(model.rowCount())}
    assert marks == {"advances", "out"}
    final = demo_service.views.round(3)
    model.show_round(final)
    marks = [model.index(row, model.columnCount() - 1).data() for row in range(model.rowCount())]
    assert marks.count("winner") == 1
    model.show_round(None)
    assert model.rowCount() == 0
    demo_service.close()
