"""The projector moves on by itself from phase to phase of the night, and a correction behind the
night does not throw the room back."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import (
    Director,
    Phase,
    ProjectorView,
    Scene,
    Stage,
    scene_text,
)
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.night_builder import BOARD, CHAMPION, NightBuilder

EARLIER = GameKey(1, 1, 1)
FINAL = GameKey(3, 1, 1)


def following(service: OpenNight) -> Director:
    director = Director(service.views)
    service.changes.subscribe(director.on_change)
    return director


def test_a_rounds_last_game_closing_shows_who_goes_through_then_the_next_seating(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    director = following(builder.service)
    builder.play_round(1)
    assert director.phase == Phase(1, Stage.DECIDED) and director.moved_on
    assert (director.scene.view, director.scene.round) == (ProjectorView.STANDINGS, 1)
    last = GameKey(1, 4, 3)
    director.follow(last)  # a judge opens the game that decided the round: who goes through stays
    assert (director.scene.view, director.scene.round) == (ProjectorView.STANDINGS, 1)
    director.follow(None)
    builder.do(do="seat", seed=2)
    assert director.phase == Phase(2, Stage.SEATED) and director.moved_on
    assert (director.scene.view, director.scene.round) == (ProjectorView.STANDINGS, 2)
    key = GameKey(2, 1, 1)
    builder.service.act.start_game(key, board=BOARD)
    assert director.phase == Phase(2, Stage.PLAYING) and director.moved_on
    assert (director.scene.view, director.scene.game) == (ProjectorView.COUNTDOWN, key)
    builder.service.act.set_timer(key, TimerPhase.RUNNING)
    assert not director.moved_on and director.scene.view is ProjectorView.BOARD
    builder.service.close()


def test_the_crowning_is_a_phase_of_its_own(final_played: OpenNight) -> None:
    director = following(final_played)
    assert director.phase == Phase(3, Stage.DECIDED)
    final_played.act.crown()
    assert director.phase == Phase(None, Stage.CROWNED) and director.moved_on
    assert director.scene.view is ProjectorView.CROWNING
    final_played.act.undo()  # an undo walks back, it moves the night on to nothing new
    assert director.phase == Phase(3, Stage.DECIDED) and not director.moved_on


def the_finals_board_up(tmp_path: Path) -> tuple[NightBuilder, Director]:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.play_round(2)
    builder.do(do="seat", seed=3)
    director = following(builder.service)
    builder.service.act.start_game(FINAL, board=BOARD)
    builder.service.act.set_timer(FINAL, TimerPhase.RUNNING)
    return builder, director


def test_a_correction_behind_the_night_keeps_the_final_on_screen(tmp_path: Path) -> None:
    builder, director = the_finals_board_up(tmp_path)
    on_screen = director.scene
    assert (on_screen.view, on_screen.game, on_screen.final) == (ProjectorView.BOARD, FINAL, True)
    builder.service.act.withdraw_word(EARLIER, "P08", "stern")
    assert director.scene == on_screen and director.kept == EARLIER
    builder.service.act.undo()
    assert director.scene == on_screen
    builder.service.act.record_word(FINAL, CHAMPION, "alerts")
    assert director.kept is None and director.scene.view is ProjectorView.SCORING
    builder.service.close()


def test_a_judge_opening_an_earlier_game_keeps_the_final_on_screen(tmp_path: Path) -> None:
    builder, director = the_finals_board_up(tmp_path)
    on_screen = director.scene
    director.follow(EARLIER)
    assert director.scene == on_screen
    director.follow(FINAL)
    assert director.scene == on_screen
    builder.service.close()


def test_a_seating_stays_up_while_the_followed_table_has_not_started(night: NightBuilder) -> None:
    director = following(night.service)
    assert director.scene.view is ProjectorView.STANDINGS
    director.follow(GameKey(1, 2, 1))
    assert (director.scene.view, director.scene.round) == (ProjectorView.STANDINGS, 1)


def test_the_judges_read_what_the_projector_shows() -> None:
    assert scene_text(Scene(ProjectorView.BOARD, FINAL, 3, True)) == "board · the final, game 1"
    assert scene_text(Scene(ProjectorView.SCORING, EARLIER, 1)) == "reading · round 1, table 1, game 1"
    assert scene_text(Scene(ProjectorView.STANDINGS, EARLIER, 1)) == "standings · round 1"
    assert scene_text(Scene(ProjectorView.CROWNING)) == "crowning"
    assert scene_text(Scene(ProjectorView.SIDE, side=2)) == "side table 2"
