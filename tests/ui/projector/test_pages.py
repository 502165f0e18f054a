"""Every page at projector sizes, the bracket of a head-to-head night, the type that fits, the screen."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.presentation.director import Director, Scene
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.views import BracketView, MatchView, StandingsView
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.bracket import BracketPage
from boggle_throne.ui.projector.placement import Placement, ScreenDialog, fills_screen
from boggle_throne.ui.projector.scoring import (
    LEGEND_SIZE,
    MARGIN,
    ScoringPage,
    earlier,
    legend_entries,
)
from boggle_throne.ui.projector.style import SMALLEST, Canvas
from boggle_throne.ui.projector.window import WINDOWED
from boggle_throne.ui.projector_control import ProjectorControl
from boggle_throne.ui.session import Session
from tests.services.night_builder import NightBuilder
from tests.ui.projector.conftest import GAME, start_running
from tests.ui.projector.readings import KEY, ReadingNight, reading

SIZES = ((1280, 720), (3840, 2160), (1024, 768))
BRACKET = BracketView(
    best_of=3,
    seeding=("Ann", "Bea", "Cat", "Dan"),
    rounds=(
        (
            MatchView(1, 1, 1, ("Ann", "Dan"), (1, 4), (2, 1), (), "Ann", False),
            MatchView(1, 2, 2, ("Bea", "Cat"), (2, 3), (1, 1), (), None, False),
        ),
        (MatchView(2, 1, 1, ("Ann", None), (1, None), (0, 0), (), None, False),),
    ),
    champion=None,
    defending=None,
    challenger=None,
)


class BracketNight:
    """A night whose standings carry a bracket (the service's head-to-head is not wired yet)."""

    def __init__(self, service: OpenNight) -> None:
        self._service = service
        self.game, self.games, self.throne = service.views.game, service.views.games, service.views.throne

    def standings(self) -> StandingsView:
        return dataclasses.replace(self._service.views.standings(), bracket=BRACKET)


@pytest.mark.parametrize("view", list(ProjectorView))
def test_every_page_paints_at_projector_sizes(
    projector: ProjectorWindow, night: NightBuilder, view: ProjectorView
) -> None:
    start_running(night.service)
    night.service.act.record_word(GAME, "P01", "alerts")
    projector.pin(view)
    assert projector.current_view is view
    for width, height in SIZES:
        projector.resize(width, height)
        image = projector.grab().toImage()
        assert (image.width(), image.height()) == (width, height)


def test_the_bracket_page_names_the_rounds(qtbot: QtBot, night: NightBuilder) -> None:
    page = BracketPage()
    qtbot.addWidget(page)
    page.present(BracketNight(night.service), Director(BracketNight(night.service)).scene)
    assert page.bracket == BRACKET
    assert [page.bracket.round_title(n) for n in (1, 2)] == ["Semi-finals", "Final"]
    defended = dataclasses.replace(BRACKET, defending="Rex")
    assert [defended.round_title(n) for n in (1, 2)] == ["Bracket final", "Final against the champion"]
    page.resize(1280, 720)
    assert not page.grab().isNull()


def test_a_head_to_head_night_shows_its_bracket_for_standings(night: NightBuilder) -> None:
    director = Director(BracketNight(night.service))
    assert director.scene.view is ProjectorView.BRACKET
    start_running(night.service)
    closed: list[Change] = []
    night.service.changes.subscribe(closed.append)
    night.service.act.close_game(GAME)
    director.on_change(closed[-1])
    assert director.scene.view is ProjectorView.RESULT
    follow_up = director.follow_up()
    assert follow_up is not None and follow_up.view is ProjectorView.BRACKET


@pytest.mark.parametrize(
    ("text", "cut"),
    [("Daenerys Stormborn", False), ("Daenerys Stormborn of the House Targaryen, First of Her Name", True)],
)
def test_long_text_shrinks_to_fit_then_is_cut_short(qapp: object, text: str, cut: bool) -> None:
    image = QImage(1280, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, image.width(), image.height())
    font, shown = canvas.fit(text, 6, 60)
    painter.end()
    assert QFontMetricsF(font).horizontalAdvance(shown) <= 60 * canvas.unit
    assert font.pixelSize() < round(6 * canvas.unit)
    assert shown.endswith("…") is cut


def test_the_screen_choice_is_remembered(
    qtbot: QtBot, projector: ProjectorWindow, qt_settings: QSettings
) -> None:
    screen = QGuiApplication.screens()[0].name() or None  # offscreen, the screen has no name
    projector.show_on(screen, False)
    assert projector.isVisible() and not projector.isFullScreen()
    assert Placement.saved(qt_settings) == Placement(screen, False)

    projector.show_on(screen, True)
    assert Placement.saved(qt_settings) == Placement(screen, True)

    projector.show_on("no such screen", False)
    assert projector.screen() is QGuiApplication.screens()[-1]


@pytest.mark.parametrize(
    ("screens", "judges", "chosen", "fills"),
    [
        (("eDP-1", "HDMI-1"), "eDP-1", "HDMI-1", True),
        (("eDP-1", "HDMI-1"), "eDP-1", "eDP-1", False),
        (("eDP-1", "HDMI-1", "DP-2"), "HDMI-1", "DP-2", True),
        (("eDP-1", "HDMI-1"), None, "HDMI-1", True),
        (("eDP-1",), "eDP-1", "eDP-1", False),
        (("eDP-1",), None, "eDP-1", False),
    ],
)
def test_the_projector_fills_only_a_screen_other_than_the_judges(
    screens: tuple[str, ...], judges: str | None, chosen: str, fills: bool
) -> None:
    assert fills_screen(screens, judges, chosen) is fills


def test_on_a_single_display_it_opens_windowed_beside_the_judges(
    qtbot: QtBot, qt_settings: QSettings
) -> None:
    """A laptop mirrored to the projector: Ctrl+Shift+P must not cover the judges' window."""
    assert len(QGuiApplication.screens()) == 1
    judges = QWidget()
    qtbot.addWidget(judges)
    judges.show()
    control = ProjectorControl(Session(judges), qt_settings, judges)
    projector = control.show()
    assert Placement.saved(qt_settings).fullscreen  # what the host asked for is kept for a projector
    assert projector.isVisible() and not projector.isFullScreen()
    area = projector.screen().availableGeometry()
    assert projector.width() <= min(WINDOWED[0], area.width())

    control.set_fullscreen(True)
    assert not projector.isFullScreen()
    control.close()


def test_nothing_chosen_yet_means_full_screen_on_the_last_screen(
    qtbot: QtBot, qt_settings: QSettings
) -> None:
    assert Placement.saved(qt_settings) == Placement(None, True)
    dialog = ScreenDialog(Placement.saved(qt_settings))
    qtbot.addWidget(dialog)
    assert dialog.placement == Placement(QGuiApplication.screens()[-1].name() or None, True)


def reading_page(qtbot: QtBot, players: int) -> ScoringPage:
    page = ScoringPage()
    qtbot.addWidget(page)
    page.present(ReadingNight(reading(players)), Scene(ProjectorView.SCORING, KEY, 1))
    return page


def test_six_players_long_words_keep_one_readable_size(qtbot: QtBot) -> None:
    """Six columns of the longest words read, at 1280×720: one size for every word on the screen, no
    less than 60% of the size four players' words get, nor than the room reads; no word shrinks or
    is cut on its own."""
    image = QImage(1280, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, image.width(), image.height())
    four = reading_page(qtbot, 4).columns(canvas)
    page = reading_page(qtbot, 6)
    six = page.columns(canvas)
    page.paint(canvas)
    painter.end()
    assert page.game is not None
    words = {word.word.upper() for player in page.game.players for word in player.words}
    in_columns = [each for each in canvas.drawn if each.asked in words][1:]  # the first: the word read
    assert six.size >= 0.6 * four.size and six.size >= canvas.whole_pixels(SMALLEST)
    assert {each.shown for each in in_columns} == words
    assert {each.pixels for each in in_columns} == {round(six.size * canvas.unit)}


def test_words_that_gave_way_are_counted_as_words() -> None:
    assert earlier(11) == "11 more above"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_legend_is_set_large_and_fits(qapp: object, width: int, height: int) -> None:
    """At 1/24 of the screen height (30 px at 720, 45 px at 1080) every entry fits on one line."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, width, height)
    font = canvas.font(LEGEND_SIZE)
    widths = [QFontMetricsF(font).horizontalAdvance(text) / canvas.unit for text, _ in legend_entries()]
    painter.end()
    assert LEGEND_SIZE >= 100 / 24
    assert sum(widths) <= canvas.width - 2 * MARGIN
