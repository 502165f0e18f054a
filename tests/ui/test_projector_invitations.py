"""The projector's invitations: a seated round's QR codes while the judges' phone server runs, a table
at a time; the words typed on phones change nothing on screen.

Set `BOGGLE_THRONE_SCREENSHOTS=1` to save the screenshot into docs/screenshots/.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.qr import QUIET_ZONE, drawn_size, qr_modules
from boggle_throne.services.documents.demo import DEMO_CHAMPION, DEMO_PLAYERS
from boggle_throne.ui.phones.station import PhoneStation
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.invitations import CYCLE_SECONDS, InvitationsPage
from boggle_throne.ui.session import Session
from tests.services.night_builder import BOARD, NightBuilder
from tests.ui.projector.conftest import HandClock, following
from tests.ui.screens import save_shot

GAME = GameKey(1, 1, 1)


@pytest.fixture
def seated(tmp_path: Path) -> Iterator[NightBuilder]:
    """Sixteen named players and the champion, round 1 seated at four tables."""
    builder = NightBuilder(tmp_path / "named.throne")
    for name in (*DEMO_PLAYERS, DEMO_CHAMPION):
        builder.do(do="register", name=name, checked_in=True)
    builder.do(do="proclaim", player=DEMO_CHAMPION)
    builder.do(do="seat", seed=1)
    yield builder
    builder.service.close()


@pytest.fixture
def room(
    qtbot: QtBot, seated: NightBuilder, qt_settings: QSettings
) -> Iterator[tuple[ProjectorWindow, Session]]:
    """A 1920×1080 projector following the night through a session whose phone server is off."""
    window = ProjectorWindow(seated.service, qt_settings, clock=HandClock())
    qtbot.addWidget(window)
    session = following(window, seated.service)
    window.set_phones(session.phones)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    yield window, session
    session.phones.stop()


def invitations_page(window: ProjectorWindow) -> InvitationsPage:
    page = window.page
    assert isinstance(page, InvitationsPage)
    return page


def start(station: PhoneStation) -> str:
    station.start("127.0.0.1", 0)
    assert station.base_url is not None
    return station.base_url


class PaintCounter(QObject):
    """Counts the paint events of a widget."""

    def __init__(self, watched: QObject) -> None:
        super().__init__(watched)
        self.paints = 0
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def assert_code_drawn(image: QImage, url: str, where: tuple[int, int, int]) -> None:
    """Every module of the URL's code, and its quiet zone, is the right colour at its place."""
    left, top, side = where
    modules = qr_modules(url)
    span = drawn_size(modules)
    pixel = side // span
    assert pixel * span == side
    for row in range(span):
        for column in range(span):
            inside = QUIET_ZONE <= row < span - QUIET_ZONE and QUIET_ZONE <= column < span - QUIET_ZONE
            dark = inside and modules[row - QUIET_ZONE][column - QUIET_ZONE]
            colour = QColor(image.pixel(left + column * pixel + pixel // 2, top + row * pixel + pixel // 2))
            assert colour.lightness() == (0 if dark else 255), (url, row, column)


def test_starting_the_phones_before_the_first_game_shows_the_invitations(
    room: tuple[ProjectorWindow, Session], tmp_path: Path
) -> None:
    window, session = room
    assert window.current_view is ProjectorView.STANDINGS
    base = start(session.phones)
    assert window.current_view is ProjectorView.INVITATIONS
    page = invitations_page(window)
    assert [table.table for table in page.tables] == ["Table 1", "Table 2", "Table 3", "Table 4"]
    assert page.table_title() == "Table 1 of 4"
    assert page.title == "Round 1 — scan your code to write on your phone"
    first = page.tables[0].players
    assert len(first) == 4 and all(player.url.startswith(f"{base}/p/") for player in first)
    image = window.grab().toImage()
    save_shot(window.grab(), tmp_path, "projector-invitations-1920x1080.png")
    assert [url for url, _ in page.drawn] == [player.url for player in first]
    for url, where in page.drawn:
        assert where[2] >= 260  # a code a phone reads from the back of a bar
        assert_code_drawn(image, url, where)


def test_the_tables_take_turns(room: tuple[ProjectorWindow, Session]) -> None:
    window, session = room
    start(session.phones)
    page = invitations_page(window)
    assert page.cycling and page.cycle_seconds == CYCLE_SECONDS
    shown = [page.table_title()]
    for _ in range(4):
        page.next_table()
        shown.append(page.table_title())
    assert shown == ["Table 1 of 4", "Table 2 of 4", "Table 3 of 4", "Table 4 of 4", "Table 1 of 4"]
    page.next_table()
    window.grab()
    assert [url for url, _ in page.drawn] == [player.url for player in page.tables[1].players]


def test_a_seating_with_the_phones_on_shows_its_invitations_until_the_first_game(
    room: tuple[ProjectorWindow, Session], seated: NightBuilder
) -> None:
    window, session = room
    service = seated.service
    start(session.phones)
    service.act.unseat_latest_round()
    assert window.current_view is ProjectorView.STANDINGS
    service.act.seat_next_round(1)
    assert window.current_view is ProjectorView.INVITATIONS
    service.act.start_game(GAME, board=BOARD)
    assert window.current_view is ProjectorView.COUNTDOWN
    session.phones.stop()
    window.pin(ProjectorView.INVITATIONS)
    page = invitations_page(window)
    window.grab()
    assert page.address is None and page.tables == () and page.drawn == []


def test_stopping_the_phones_goes_back_to_the_standings(room: tuple[ProjectorWindow, Session]) -> None:
    window, session = room
    start(session.phones)
    session.phones.stop()
    assert window.current_view is ProjectorView.STANDINGS


def test_a_reissued_invitation_shows_its_new_code(
    room: tuple[ProjectorWindow, Session], seated: NightBuilder
) -> None:
    window, session = room
    start(session.phones)
    page = invitations_page(window)
    player = page.tables[0].players[0]
    seated.service.request({"do": "reissue_invitation", "player": player.player})
    assert page.tables[0].players[0].url != player.url


def test_words_typed_on_phones_do_not_repaint_the_projector(
    room: tuple[ProjectorWindow, Session], seated: NightBuilder, qtbot: QtBot
) -> None:
    window, session = room
    service = seated.service
    start(session.phones)
    service.act.start_game(GAME, board=BOARD)
    service.act.set_timer(GAME, TimerPhase.RUNNING)
    phones = session.phones.phones
    assert phones is not None
    token = phones.invitations("http://x", GAME)[0].url.rsplit("/", 1)[1]
    qtbot.wait(300)  # the clock's first tick has painted
    shown, scene = window.page, window.scene
    counter = PaintCounter(shown)
    for word in ("plates", "alerts", "tin"):
        phones.write(token, word)
    phones.strike(token, "tin")
    qtbot.wait(300)
    assert counter.paints == 0
    assert window.page is shown and window.scene is scene
