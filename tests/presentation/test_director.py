"""The director without Qt: the clock's look, and the scene each change leads to, told by its aspects."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import (
    AfterChange,
    Director,
    ProjectorView,
    TimerAlert,
    clock_text,
    timer_alert,
)
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.side_tables import SideTables
from tests.services.night_builder import BOARD, NightBuilder

GAME = GameKey(1, 1, 1)


def following(service: OpenNight) -> Director:
    """A director that hears every change of the night, as the projector's does."""
    director = Director(service.views)
    service.changes.subscribe(director.on_change)
    return director


@pytest.mark.parametrize(
    ("remaining", "alert", "shown"),
    [
        (180.0, TimerAlert.CALM, "3:00"),
        (30.4, TimerAlert.CALM, "0:31"),
        (30.0, TimerAlert.WARNING, "0:30"),
        (10.0, TimerAlert.FINAL, "0:10"),
        (0.2, TimerAlert.FINAL, "0:01"),
        (0.0, TimerAlert.ZERO, "0:00"),
    ],
)
def test_alerts_and_the_shown_time(remaining: float, alert: TimerAlert, shown: str) -> None:
    assert timer_alert(remaining) is alert
    assert clock_text(remaining) == shown


def test_a_seating_shows_the_standings(night: NightBuilder) -> None:
    director = following(night.service)
    night.service.act.unseat_latest_round()
    assert director.scene.view is ProjectorView.STANDINGS and director.scene.round is None
    night.service.act.seat_next_round(1)
    assert director.scene.view is ProjectorView.STANDINGS and director.scene.round == 1


def test_an_undo_and_a_redo_show_the_game_as_it_now_stands(night: NightBuilder) -> None:
    service = night.service
    director = following(service)
    service.act.start_game(GAME, board=BOARD)
    service.act.set_timer(GAME, TimerPhase.RUNNING)
    service.act.record_word(GAME, "P01", "alerts")
    assert director.scene.view is ProjectorView.SCORING
    service.act.undo()
    assert (director.scene.view, director.scene.game) == (ProjectorView.BOARD, GAME)
    service.act.redo()
    assert (director.scene.view, director.scene.game) == (ProjectorView.SCORING, GAME)


def test_naming_the_defending_champion_is_no_crowning(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    director = following(builder.service)
    builder.check_in_everyone()  # proclaims the champion: a change to the Throne
    assert director.scene.view is ProjectorView.WAITING
    builder.service.close()


def test_the_crowning_and_its_undo(final_played: OpenNight) -> None:
    director = following(final_played)
    assert director.scene.view is ProjectorView.STANDINGS
    final_played.act.crown()
    assert director.scene.view is ProjectorView.CROWNING
    final_played.act.undo()
    assert director.scene.view is ProjectorView.STANDINGS


def test_a_change_to_a_game_is_shown_from_the_game_it_carries(
    night: NightBuilder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The service built the game's view with the change; the director does not ask for it again."""
    service = night.service
    director = following(service)
    service.act.start_game(GAME, board=BOARD)
    service.act.set_timer(GAME, TimerPhase.RUNNING)

    def never(key: GameKey) -> object:
        raise AssertionError(f"{key} was built again")

    monkeypatch.setattr(service.views, "game", never)
    service.act.record_word(GAME, "P01", "alerts")
    assert (director.scene.view, director.scene.game) == (ProjectorView.SCORING, GAME)
    service.act.close_game(GAME)
    assert director.scene.view is ProjectorView.RESULT


def test_after_a_change_the_carried_game_is_read_as_carried(night: NightBuilder) -> None:
    """The projector's pages read the game a change carried as it was carried, the rest fresh."""
    service = night.service
    service.act.start_game(GAME, board=BOARD)
    result = service.act.record_word(GAME, "P01", "alerts")
    assert result.game is not None
    reader = AfterChange(service.views, result.game)
    assert reader.game(GAME) is result.game
    assert AfterChange(service.views, None).game(GAME) == result.game


def test_a_side_tables_move_shows_it_unless_a_game_is_in_play(night: NightBuilder) -> None:
    service = night.service
    director = following(service)
    tables = SideTables(service)
    tables.open("liars-dice", ("Ann", "Bob", "Cat"))
    assert (director.scene.view, director.scene.side) == (ProjectorView.SIDE, 1)
    service.act.start_game(GAME, board=BOARD)
    service.act.set_timer(GAME, TimerPhase.RUNNING)
    tables.typed(1, "5 3 2")
    assert (director.scene.view, director.scene.game) == (ProjectorView.BOARD, GAME)
    assert director.scene_for(ProjectorView.SIDE).side == 1  # pinned by the host, it shows the table
    director.show_side(1)
    assert director.scene.view is ProjectorView.SIDE


def test_a_cleared_side_table_gives_way_to_the_night(night: NightBuilder) -> None:
    director = following(night.service)
    tables = SideTables(night.service)
    tables.open("liars-dice", ("Ann", "Bob"))
    tables.open("liars-dice", ("Cat", "Dan"))
    tables.close(1)
    assert (director.scene.view, director.scene.side) == (
        ProjectorView.SIDE,
        2,
    )  # another table's scene stays
    tables.close(2)
    assert director.scene.view is ProjectorView.STANDINGS
    assert director.scene_for(ProjectorView.SIDE).side is None
