"""Six readers, one of them "Bartholomew-Fitzgerald", on the room's screen at 1280×720: every name
whole, every name of a page at one size, nothing the room must read under 3 % of the screen's
height, and the reading's columns set as large as their space allows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.invitations import InvitationsPage
from boggle_throne.ui.projector.page import Page
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector.style import Canvas, Drawn, two_lines
from tests.services.night_builder import BOARD
from tests.ui.projector.conftest import following

LONG = "Bartholomew-Fitzgerald"
NAMES = (LONG, "Daenerys", "Missandei", "Brienne", "Margaery", "Podrick")
WORDS = (
    "alerts",
    "plates",
    "stern",
    "nest",
    "tins",
    "slate",
    "rites",
    "sine",
    "site",
    "tern",
    "pals",
    "rets",
)
KEY = GameKey(1, 1, 1)
WIDTH, HEIGHT = 1280, 720
SMALLEST_PIXELS = int(0.03 * HEIGHT)


@pytest.fixture
def six(tmp_path: Path) -> Iterator[OpenNight]:
    """Six seated at one table for the final."""
    service = OpenNight.create(
        tmp_path / "six.throne",
        {
            "name": "Six",
            "date": "2026-11-21",
            "format": {"min_table": 6, "max_table": 6, "games_per_round": 1},
        },
    )
    for name in NAMES:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=1)
    yield service
    service.close()


def read(service: OpenNight, words: int) -> None:
    """Start the game and have each reader read `words` words, in turn."""
    service.act.start_game(KEY, board=BOARD)
    readers = service.views.game(KEY).read_order
    for turn in range(words):
        for reader in readers:
            service.act.record_word(KEY, reader, WORDS[(turn + readers.index(reader)) % len(WORDS)])


def painted(page: Page) -> list[Drawn]:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, WIDTH, HEIGHT)
    page.paint(canvas)
    painter.end()
    return canvas.drawn


def shown(qtbot: QtBot, service: OpenNight, settings: QSettings, view: ProjectorView) -> Page:
    window = ProjectorWindow(service, settings)
    qtbot.addWidget(window)
    window.resize(WIDTH, HEIGHT)
    window.pin(view)
    return window.page


def names_drawn(drawn: list[Drawn]) -> list[Drawn]:
    parts = {part for name in NAMES for part in (name, *two_lines(name))}
    return [each for each in drawn if each.asked in parts]


def assert_readable(drawn: list[Drawn]) -> None:
    assert [each for each in drawn if each.shown != each.asked] == []  # nothing cut short
    assert [each for each in drawn if each.pixels < SMALLEST_PIXELS] == []
    names = names_drawn(drawn)
    assert len({each.pixels for each in names}) == 1, names  # every name at one size
    whole = {each.asked for each in names}
    assert LONG in whole or set(two_lines(LONG)) <= whole


def test_the_seating(qtbot: QtBot, six: OpenNight, qt_settings: QSettings) -> None:
    assert_readable(painted(shown(qtbot, six, qt_settings, ProjectorView.STANDINGS)))


@pytest.mark.parametrize("words", [1, 3, 8])
def test_the_reading(qtbot: QtBot, six: OpenNight, qt_settings: QSettings, words: int) -> None:
    read(six, words)
    page = shown(qtbot, six, qt_settings, ProjectorView.SCORING)
    assert isinstance(page, ScoringPage)
    assert_readable(painted(page))


def test_the_reading_fills_its_columns(qtbot: QtBot, six: OpenNight, qt_settings: QSettings) -> None:
    """Eight words each: every one in sight, at the size the widest word lets, filling the columns."""
    read(six, 8)
    page = shown(qtbot, six, qt_settings, ProjectorView.SCORING)
    assert isinstance(page, ScoringPage)
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, WIDTH, HEIGHT)
    columns = page.columns(canvas)
    painter.end()
    assert columns.rows * columns.subs >= 8  # no word gave way
    assert columns.size * canvas.unit >= SMALLEST_PIXELS
    rows = -(-8 // columns.subs)
    assert columns.header + rows * columns.row >= 0.75 * columns.height


def test_the_result_and_standings(qtbot: QtBot, six: OpenNight, qt_settings: QSettings) -> None:
    read(six, 2)
    six.act.close_game(KEY)
    assert_readable(painted(shown(qtbot, six, qt_settings, ProjectorView.RESULT)))
    assert_readable(painted(shown(qtbot, six, qt_settings, ProjectorView.STANDINGS)))


def test_the_invitations(qtbot: QtBot, six: OpenNight, qt_settings: QSettings) -> None:
    """The names above the six codes: whole and readable (the codes' own URLs are for typing up close)."""
    window = ProjectorWindow(six, qt_settings)
    qtbot.addWidget(window)
    session = following(window, six)
    window.set_phones(session.phones)
    window.resize(WIDTH, HEIGHT)
    session.phones.start("127.0.0.1", 0)
    try:
        page = window.page
        assert isinstance(page, InvitationsPage)
        names = names_drawn(painted(page))
        assert [each for each in names if each.shown != each.asked or each.pixels < SMALLEST_PIXELS] == []
        assert len({each.pixels for each in names}) == 1
        assert set(two_lines(LONG)) <= {each.asked for each in names}
    finally:
        session.phones.stop()
