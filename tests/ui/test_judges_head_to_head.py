"""A head-to-head night in the judges' window: set up, draw the bracket, play a match, see the bracket."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"


def _head_to_head_night(
    judge: JudgesDriver, judges_window: MainWindow, path: Path, names: tuple[str, ...]
) -> None:
    """Set up a head-to-head night, best of 3, in the form, and walk the players in."""
    judges_window.files.new_tournament()
    setup = judges_window.pages[Page.SETUP]
    form = setup.form
    form.format_kind.setCurrentIndex(list(FormatKind).index(FormatKind.HEAD_TO_HEAD))
    assert form.best_of.isVisibleTo(form) and not form.games_per_round.isVisibleTo(form)
    form.best_of.setValue(3)
    form.name.setText("Duels")
    setup.path.setText(str(path))
    judge.click(setup.apply_button)
    assert (
        judge.service.views.settings.format_kind is FormatKind.HEAD_TO_HEAD
        and judge.service.views.settings.best_of == 3
    )
    for name in names:
        judge.walk_in(name)


def test_head_to_head_from_setup_to_the_bracket(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    _head_to_head_night(judge, judges_window, tmp_path / "duels.throne", ("Ann", "Bea", "Cat", "Dan"))
    rounds = judge.page(Page.ROUNDS)
    assert rounds.confirm_button.text() == "&Draw the bracket"
    judge.click(rounds.confirm_button)
    bracket = judge.service.views.bracket()
    assert bracket is not None and len(bracket.rounds[0]) == 2
    key = GameKey(1, 1, 1)
    judge.open_game(key)
    judge.start_on_board(BOARD)
    screen = judges_window.game_screen
    assert len(screen.game.players) == 2
    judge.read(screen.game.read_order[0], "plates")
    judge.close_game()
    assert screen.game.closed
    standings = judge.page(Page.STANDINGS)
    assert standings.bracket.isVisible()
    first_round = standings.bracket.topLevelItem(0)
    texts = [first_round.child(i).text(1) for i in range(first_round.childCount())]
    assert any("1–0" in text for text in texts)


def test_matches_are_numbered_without_byes_and_the_champion_waits_in_the_final(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    names = ("Ann", "Bea", "Cat", "Dan", "Eve", "Rex")
    _head_to_head_night(judge, judges_window, tmp_path / "throne.throne", names)
    judge.proclaim("Rex")
    rounds = judge.page(Page.ROUNDS)
    judge.click(rounds.confirm_button)
    titles = [rounds.round_choice.itemText(i) for i in range(rounds.round_choice.count())]
    assert titles == ["Quarter-finals", "Semi-finals", "Bracket final", "Final against the champion"]
    rounds.round_choice.setCurrentIndex(0)
    rows = [rounds.tree.topLevelItem(i).text(0) for i in range(rounds.tree.topLevelItemCount())]
    assert rows == ["Bye", "Match 1", "Bye", "Bye"]  # five challengers: one match in round 1
    judge.open_game(GameKey(1, 2, 1))
    assert judges_window.game_screen.title.text() == "Round 1, match 1, game 1"
    rounds.round_choice.setCurrentIndex(3)
    final = rounds.tree.topLevelItem(0)
    assert (final.text(0), final.text(1)) == ("Match 1", "Rex  0–0  …")
