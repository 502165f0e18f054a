"""Nothing of a board reaches a table still playing it: the words read at one table stay off the
projector while another table is playing the same board (the board stays up), and show once its
clock has finished."""

from __future__ import annotations

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Director, ProjectorView
from tests.services.night_builder import BOARD, NightBuilder

FIRST, SECOND = GameKey(1, 1, 1), GameKey(1, 2, 1)
MIRRORED = "SREP/GTAL/ENIS/SRET"
"""BOARD in a mirror: the same words on another board."""


def test_a_reading_stays_off_the_projector_while_another_table_plays_the_board(night: NightBuilder) -> None:
    service = night.service
    director = Director(service.views)
    service.changes.subscribe(director.on_change)
    for key in (FIRST, SECOND):
        service.act.start_game(key, BOARD)
        service.act.set_timer(key, TimerPhase.RUNNING)
    service.act.set_timer(FIRST, TimerPhase.FINISHED)
    service.act.record_word(FIRST, "P01", "alerts")
    assert (director.scene.view, director.scene.game) == (ProjectorView.BOARD, FIRST)
    assert service.views.game(FIRST).board_played_elsewhere
    service.act.set_timer(SECOND, TimerPhase.FINISHED)
    service.act.record_word(FIRST, "P08", "stern")
    assert (director.scene.view, director.scene.game) == (ProjectorView.SCORING, FIRST)


def test_a_table_on_a_board_of_its_own_is_shown_as_it_reads(night: NightBuilder) -> None:
    service = night.service
    director = Director(service.views)
    service.changes.subscribe(director.on_change)
    service.act.start_game(FIRST, BOARD)
    service.act.start_game(SECOND, MIRRORED)
    service.act.set_timer(SECOND, TimerPhase.RUNNING)
    service.act.set_timer(FIRST, TimerPhase.RUNNING)
    service.act.set_timer(FIRST, TimerPhase.FINISHED)
    service.act.record_word(FIRST, "P01", "alerts")
    assert (director.scene.view, director.scene.game) == (ProjectorView.SCORING, FIRST)
