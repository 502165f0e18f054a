"""The host points the projectors from any station: a judge station records `PointProjector`, and a
projector alone on a machine of its own, reading the night with the projector's login, pins that view
or follows that game as the action reaches it, and one started later shows what the host chose."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.night.commands import PointProjector
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector_alone import ProjectorAlone
from boggle_throne.ui.projector_control import ProjectorControl
from boggle_throne.ui.session import Session
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night

READER = "projector_reader"
OTHER_GAME = GameKey(1, 2, 1)
MIRRORED = "SREP/GTAL/ENIS/SRET"
"""BOARD with each row reversed: the same words, another board (a table's words stay off the
projector while another table plays the same board)."""
LISTENING = 0.3
"""The moment a projector takes to start listening to the night's announcements."""


def _projector_login(postgres: PostgresServer, url: str) -> str:
    """A login that may only read the night, as the organiser's night-server script makes one."""
    database = url.rsplit("/", 1)[1]
    postgres.sql(
        database,
        f'DO $$ BEGIN CREATE ROLE "{READER}" LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$',
    )
    postgres.sql(database, f'GRANT CONNECT ON DATABASE "{database}" TO "{READER}"')
    postgres.sql(database, f'GRANT SELECT ON ALL TABLES IN SCHEMA public TO "{READER}"')
    return postgres.url(database, READER)


class Room:
    """A hosted night with two games started, a judge station on it, and projectors alone."""

    def __init__(self, qtbot: QtBot, url: str, login: str, tmp_path: Path) -> None:
        self.qtbot, self.url, self.login, self.tmp_path = qtbot, url, login, tmp_path
        self.judge = OpenNight.open(url, station="table 1")
        self.projectors: list[ProjectorAlone] = []

    def projector(self) -> ProjectorAlone:
        reader = OpenNight.open(self.login, station="projector", read_only=True)
        settings = QSettings(
            str(self.tmp_path / f"settings{len(self.projectors)}.ini"), QSettings.Format.IniFormat
        )
        alone = ProjectorAlone(reader, settings)
        self.qtbot.addWidget(alone.window)
        alone.window.show()
        self.projectors.append(alone)
        time.sleep(LISTENING)
        return alone

    def close(self) -> None:
        self.judge.close()
        for alone in self.projectors:
            alone.window.close()


@pytest.fixture
def room(qtbot: QtBot, night_database: str, tmp_path: Path, postgres: PostgresServer) -> Iterator[Room]:
    url = hosted_night(night_database, tmp_path, (GAME, OTHER_GAME), {OTHER_GAME: MIRRORED})
    room = Room(qtbot, url, _projector_login(postgres, url), tmp_path)
    yield room
    room.close()


def test_a_station_pins_the_standings_and_then_lets_the_projector_follow_the_night(
    qtbot: QtBot, room: Room
) -> None:
    alone = room.projector()
    window, judge = alone.window, room.judge
    player = judge.views.game(GAME).players[0].name
    judge.act.record_word(GAME, player, "nest")
    qtbot.waitUntil(lambda: isinstance(window.page, ScoringPage), timeout=3000)

    judge.execute(PointProjector(view="standings"))
    qtbot.waitUntil(lambda: window.current_view is ProjectorView.STANDINGS, timeout=3000)
    assert window.pinned is ProjectorView.STANDINGS
    judge.act.record_word(GAME, player, "pals")  # pinned: the standings hold
    qtbot.waitUntil(
        lambda: [w.word for w in alone.service.views.game(GAME).player(player).words][-1:] == ["pals"]
    )
    assert window.current_view is ProjectorView.STANDINGS

    judge.execute(PointProjector(None, None))
    qtbot.waitUntil(lambda: window.current_view is ProjectorView.SCORING, timeout=3000)
    assert window.pinned is None and window.followed is None
    other = judge.views.game(OTHER_GAME).players[0].name
    judge.act.record_word(OTHER_GAME, other, "nest")  # the latest change's game, whichever it is
    qtbot.waitUntil(lambda: reading(window) == OTHER_GAME, timeout=3000)


def test_a_station_points_the_projector_at_one_table(qtbot: QtBot, room: Room) -> None:
    alone = room.projector()
    window, judge = alone.window, room.judge
    judge.execute(PointProjector(None, OTHER_GAME))
    qtbot.waitUntil(lambda: window.followed == OTHER_GAME, timeout=3000)
    judge.act.record_word(GAME, judge.views.game(GAME).players[0].name, "nest")  # another table: not followed
    judge.act.record_word(OTHER_GAME, judge.views.game(OTHER_GAME).players[0].name, "nest")
    qtbot.waitUntil(lambda: reading(window) == OTHER_GAME)
    assert alone.service.views.projector_pin == (None, OTHER_GAME)


def test_a_projector_started_after_the_pin_shows_the_pinned_view(qtbot: QtBot, room: Room) -> None:
    room.judge.execute(PointProjector("standings", OTHER_GAME))
    alone = room.projector()
    assert alone.service.views.projector_pin == ("standings", OTHER_GAME)
    assert alone.window.pinned is ProjectorView.STANDINGS
    assert alone.window.current_view is ProjectorView.STANDINGS
    assert alone.window.followed == OTHER_GAME


def test_the_judges_window_pins_every_projector_on_a_servers_night(
    qtbot: QtBot, room: Room, tmp_path: Path
) -> None:
    alone = room.projector()
    judges = QWidget()
    qtbot.addWidget(judges)
    session = Session(judges)
    session.set_service(OpenNight.open(room.url, station="main"))
    settings = QSettings(str(tmp_path / "judges.ini"), QSettings.Format.IniFormat)
    control = ProjectorControl(session, settings, judges)
    try:
        control.pin(ProjectorView.STANDINGS)
        qtbot.waitUntil(lambda: alone.window.current_view is ProjectorView.STANDINGS, timeout=3000)
        assert [entry.action for entry in room.judge.views.log()][-1] == "point_projector"

        control.follow_game(OTHER_GAME)  # the judge shows another table's game
        qtbot.waitUntil(lambda: alone.window.followed == OTHER_GAME, timeout=3000)
        seq = len(room.judge.views.log())
        control.follow_game(OTHER_GAME)  # shown again: nothing new to record
        assert len(room.judge.views.log()) == seq

        control.pin(None)
        qtbot.waitUntil(lambda: alone.window.pinned is None, timeout=3000)
        assert alone.window.followed == OTHER_GAME
    finally:
        control.close()
        session.set_service(None)


def reading(window: ProjectorWindow) -> GameKey | None:
    """The game whose words the projector shows being read, if it shows a reading."""
    page = window.page
    return page.game.key if isinstance(page, ScoringPage) and page.game is not None else None


def test_a_pin_made_at_another_station_checks_that_view_in_the_judges_window(
    qtbot: QtBot, room: Room, tmp_path: Path
) -> None:
    window = MainWindow(QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show_opened(OpenNight.open(room.url, station="table 2"))
    try:
        assert window.pin_actions[None].isChecked()
        room.judge.execute(PointProjector(view=ProjectorView.STANDINGS.value))
        qtbot.waitUntil(lambda: window.pin_actions[ProjectorView.STANDINGS].isChecked(), timeout=3000)
        assert not window.pin_actions[None].isChecked()
    finally:
        window.files.close_tournament()
