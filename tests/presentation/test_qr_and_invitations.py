"""The QR codes of the invitations, and the projector's invitations after a seating while phones are on."""

from __future__ import annotations

import pytest
import segno

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Director, ProjectorView
from boggle_throne.presentation.qr import QUIET_ZONE, dark_runs, drawn_size, qr_modules
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phones import Phones
from tests.services.night_builder import BOARD, NightBuilder

GAME = GameKey(1, 1, 1)
URL = "http://192.168.1.20:8765/p/7-1-K3J9X2MQAB4C"


def following(service: OpenNight, *, phones_on: bool) -> Director:
    director = Director(service.views)
    director.phones_on = phones_on
    service.changes.subscribe(director.on_change)
    return director


def test_the_modules_are_the_full_size_code_of_the_url() -> None:
    modules = qr_modules(URL)
    expected = segno.make_qr(URL, error="m")
    assert modules == tuple(tuple(bool(cell) for cell in row) for row in expected.matrix)
    assert expected.error in ("M", "Q", "H") and not expected.is_micro
    assert len(modules) == 33 and all(len(row) == 33 for row in modules)  # version 4
    assert drawn_size(modules) == 33 + 2 * QUIET_ZONE
    assert qr_modules(URL.replace("K3J9", "K3J8")) != modules


def test_a_short_text_still_makes_a_full_size_code() -> None:
    assert len(qr_modules("ab")) == 21  # version 1, never a micro code a phone may not read


def test_the_dark_runs_cover_exactly_the_dark_modules() -> None:
    modules = qr_modules(URL)
    covered = {
        (row, column) for row, start, length in dark_runs(modules) for column in range(start, start + length)
    }
    dark = {(row, column) for row, cells in enumerate(modules) for column, cell in enumerate(cells) if cell}
    assert covered == dark
    assert dark_runs(((True, True, False, True),)) == ((0, 0, 2), (0, 3, 1))


def test_a_seating_shows_the_invitations_while_phones_are_on(night: NightBuilder) -> None:
    service = night.service
    director = following(service, phones_on=True)
    service.act.unseat_latest_round()
    service.act.seat_next_round(1)
    assert (director.scene.view, director.scene.round, director.scene.game) == (
        ProjectorView.INVITATIONS,
        1,
        None,
    )
    service.act.start_game(GAME, board=BOARD)
    assert (director.scene.view, director.scene.game) == (ProjectorView.COUNTDOWN, GAME)


def test_a_seating_shows_the_standings_while_phones_are_off(night: NightBuilder) -> None:
    service = night.service
    director = following(service, phones_on=False)
    service.act.unseat_latest_round()
    service.act.seat_next_round(1)
    assert (director.scene.view, director.scene.round) == (ProjectorView.STANDINGS, 1)


def test_starting_the_phones_before_the_first_game_shows_the_invitations(night: NightBuilder) -> None:
    service = night.service
    director = following(service, phones_on=False)
    assert director.scene.view is ProjectorView.STANDINGS
    assert director.set_phones(True).view is ProjectorView.INVITATIONS
    assert director.set_phones(False).view is ProjectorView.STANDINGS
    service.act.start_game(GAME, board=BOARD)
    assert director.set_phones(True).view is ProjectorView.COUNTDOWN  # the round is under way


def test_phone_changes_keep_the_very_scene(night: NightBuilder) -> None:
    service = night.service
    director = following(service, phones_on=True)
    director.set_phones(True)
    shown = director.scene
    # the only change a judge makes to the phones alone
    service.request({"do": "reissue_invitation", "player": "P01"})
    assert director.scene is shown
    service.act.start_game(GAME, board=BOARD)
    service.act.set_timer(GAME, TimerPhase.RUNNING)
    playing = director.scene
    assert playing.view is ProjectorView.BOARD
    phones = Phones(service)
    token = phones.url("http://h:1", service.views.players()[7].id).rsplit("/", 1)[1]
    for word in ("plates", "alerts"):
        phones.write(token, word)
    phones.strike(token, "alerts")
    assert director.scene is playing


@pytest.mark.parametrize("phones_on", [True, False])
def test_the_invitations_pinned_are_the_latest_rounds(night: NightBuilder, phones_on: bool) -> None:
    director = following(night.service, phones_on=phones_on)
    night.service.act.start_game(GAME, board=BOARD)
    scene = director.scene_for(ProjectorView.INVITATIONS)
    assert (scene.view, scene.round, scene.game) == (ProjectorView.INVITATIONS, 1, None)
