"""The projector follows a real night through the change events: each judge action shows at once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.board import BoardPage
from boggle_throne.ui.projector.bracket import BracketPage
from boggle_throne.ui.projector.countdown import CountdownPage
from boggle_throne.ui.projector.crowning import CrowningPage
from boggle_throne.ui.projector.result import ResultPage, ranked
from boggle_throne.ui.projector.road import round_heading, summary
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector.standings import StandingsPage, mark
from boggle_throne.ui.projector.style import GOLD, WordStyle
from boggle_throne.ui.projector.waiting import WaitingPage
from boggle_throne.ui.projector_control import ProjectorControl
from boggle_throne.ui.session import Session
from tests.services.night_builder import BOARD, CHAMPION, NightBuilder
from tests.ui.projector.conftest import GAME, HandClock, following, start_running

PageType = TypeVar("PageType")


def page_of(window: ProjectorWindow, kind: type[PageType]) -> PageType:
    page = window.page
    assert isinstance(page, kind)
    return page


def style_of(window: ProjectorWindow, player: str, word: str) -> WordStyle:
    styled = dict((w.word, style) for w, style in page_of(window, ScoringPage).styled(player))
    return styled[word]


def test_a_seated_round_shows_as_the_seating_plan(projector: ProjectorWindow) -> None:
    assert projector.current_view is ProjectorView.STANDINGS
    page = page_of(projector, StandingsPage)
    assert page.seating_only
    assert page.round is not None
    assert page.round.tables[0].seats == ("P01", "P08", "P09", "P16")


def test_it_follows_a_game_from_the_countdown_to_the_board(
    projector: ProjectorWindow, night: NightBuilder, clock: HandClock
) -> None:
    service = night.service
    service.act.start_game(GAME, board=BOARD)
    assert projector.current_view is ProjectorView.COUNTDOWN
    assert page_of(projector, CountdownPage).clock_text() == "GET READY"

    service.act.set_timer(GAME, TimerPhase.COUNTDOWN)
    clock.into(service, GAME, 5.5)
    countdown = page_of(projector, CountdownPage)
    assert countdown.clock_text() == "10"
    assert countdown.players == ("P01", "P08", "P09", "P16")

    service.act.set_timer(GAME, TimerPhase.RUNNING)
    clock.into(service, GAME, 0.2)
    board = page_of(projector, BoardPage)
    assert projector.current_view is ProjectorView.BOARD
    assert board.board == Board.parse(BOARD)
    assert board.clock_text() == "3:00"
    assert board.title == "ROUND 1 · TABLE 1 · GAME 1"


def test_words_appear_as_they_are_read_with_their_verdicts(
    projector: ProjectorWindow, night: NightBuilder
) -> None:
    service = night.service
    start_running(service)
    service.act.set_timer(GAME, TimerPhase.FINISHED)

    service.act.record_word(GAME, "P01", "alerts")
    assert projector.current_view is ProjectorView.SCORING
    scoring = page_of(projector, ScoringPage)
    assert scoring.newest is not None
    assert (scoring.newest.player, scoring.newest.word.word) == ("P01", "alerts")
    alerts = style_of(projector, "P01", "alerts")
    assert (alerts.symbol, alerts.points, alerts.crossed) == ("✓", "+3", False)

    service.act.record_word(GAME, "P01", "laps")
    held = style_of(projector, "P01", "laps")
    assert (held.symbol, held.points) == ("?", "?")

    service.act.rule(GAME, "P01", "laps", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD)
    out = style_of(projector, "P01", "laps")
    assert (out.symbol, out.points, out.crossed) == ("✗", "−1", True)
    assert scoring.newest is not None and scoring.newest.word.word == "laps"


def test_a_word_read_twice_is_crossed_off_on_both_lists(
    projector: ProjectorWindow, night: NightBuilder
) -> None:
    service = night.service
    start_running(service)
    service.act.record_word(GAME, "P01", "plates")
    assert style_of(projector, "P01", "plates").crossed is False

    service.act.record_word(GAME, "P08", "plates")
    for player in ("P01", "P08"):
        crossed = style_of(projector, player, "plates")
        assert (crossed.symbol, crossed.points, crossed.crossed) == ("═", "0", True)
    newest = page_of(projector, ScoringPage).newest
    assert newest is not None and newest.player == "P08"


def test_a_closed_game_shows_its_result_then_the_standings(
    qtbot: QtBot, projector: ProjectorWindow, night: NightBuilder
) -> None:
    service = night.service
    start_running(service)
    service.act.record_word(GAME, "P01", "alerts")
    service.act.record_word(GAME, "P08", "stern")
    service.act.close_game(GAME)
    assert projector.current_view is ProjectorView.RESULT
    result = page_of(projector, ResultPage)
    assert result.game is not None and result.game.closed
    qtbot.waitUntil(lambda: projector.current_view is ProjectorView.STANDINGS, timeout=2000)
    standings = page_of(projector, StandingsPage)
    assert standings.round is not None
    assert standings.round.tables[0].standings[0].name == "P01"


def test_a_pinned_page_holds_and_stays_up_to_date(projector: ProjectorWindow, night: NightBuilder) -> None:
    service = night.service
    start_running(service)
    projector.pin(ProjectorView.STANDINGS)  # while the round is played (a new phase would end it)
    service.act.record_word(GAME, "P09", "alerts")
    service.act.close_game(GAME)
    assert projector.current_view is ProjectorView.STANDINGS
    assert projector.pinned is ProjectorView.STANDINGS
    standings = page_of(projector, StandingsPage)
    assert standings.round is not None
    assert standings.round.tables[0].standings[0].game_points[0] == 3

    projector.pin(None)
    assert projector.current_view is ProjectorView.RESULT


MIRRORED = "SREP/GTAL/ENIS/SRET"
"""BOARD seen in a mirror: the same words, another board."""


def test_following_one_table_ignores_the_others(projector: ProjectorWindow, night: NightBuilder) -> None:
    service = night.service
    projector.follow_game(GameKey(1, 2, 1))
    assert projector.followed == GameKey(1, 2, 1)
    assert projector.current_view is ProjectorView.STANDINGS  # the seating stays up until it starts
    start_running(service, GAME)
    assert projector.current_view is ProjectorView.STANDINGS

    service.act.start_game(GameKey(1, 2, 1), board=MIRRORED)  # a board of its own: the reading may show
    assert projector.current_view is ProjectorView.COUNTDOWN
    service.act.record_word(GAME, "P01", "alerts")
    assert projector.current_view is ProjectorView.COUNTDOWN

    projector.follow_game(None)
    service.act.record_word(GAME, "P08", "stern")
    assert projector.current_view is ProjectorView.SCORING


def test_an_undone_word_leaves_the_list(projector: ProjectorWindow, night: NightBuilder) -> None:
    service = night.service
    start_running(service)
    service.act.record_word(GAME, "P01", "alerts")
    service.act.undo()
    assert projector.current_view is ProjectorView.BOARD


def test_the_clock_is_never_polled(
    qtbot: QtBot, projector: ProjectorWindow, night: NightBuilder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Between changes the projector ticks its own clock and asks the services nothing."""
    service = night.service
    start_running(service)
    calls: list[str] = []
    for name in ("game", "games", "standings", "throne", "round"):
        monkeypatch.setattr(service.views, name, _counting(calls, name, getattr(service.views, name)))
    qtbot.wait(350)
    assert calls == []


def _counting(calls: list[str], name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(name)
        return method(*args, **kwargs)

    return counted


def test_another_file_or_none(qtbot: QtBot, tmp_path: Path, qt_settings: QSettings) -> None:
    """The projector shows the night the session holds, follows that night's changes only, and waits
    when no night is open."""
    judges = QWidget()
    qtbot.addWidget(judges)
    session = Session(judges)
    old = NightBuilder(tmp_path / "old.throne")
    old.check_in_everyone()
    old.do(do="seat", seed=1)
    session.set_service(old.service)
    control = ProjectorControl(session, qt_settings, judges)
    projector = control.show()
    start_running(old.service)
    assert projector.current_view is ProjectorView.BOARD

    other = NightBuilder(tmp_path / "other.throne")  # the session closes the old night
    session.set_service(other.service)
    assert projector.service is other.service
    assert projector.current_view is ProjectorView.WAITING
    other.check_in_everyone()
    other.do(do="seat", seed=1)
    start_running(other.service)
    assert projector.current_view is ProjectorView.BOARD

    session.set_service(None)  # and closes the other
    assert page_of(projector, WaitingPage).waiting_for == "No tournament open"
    control.close()


def test_the_crowning(qtbot: QtBot, final_played: OpenNight, qt_settings: QSettings) -> None:
    service = final_played
    window = ProjectorWindow(service, qt_settings)
    qtbot.addWidget(window)
    following(window, service)
    assert window.current_view is ProjectorView.STANDINGS
    assert page_of(window, StandingsPage).final

    service.act.crown()
    assert window.current_view is ProjectorView.CROWNING
    crowning = page_of(window, CrowningPage)
    assert (crowning.name, crowning.line) == (CHAMPION, "defends the Throne")

    reopened = ProjectorWindow(service, qt_settings)
    qtbot.addWidget(reopened)
    assert reopened.current_view is ProjectorView.CROWNING


def test_seating_a_round_shows_the_seating_plan(projector: ProjectorWindow, night: NightBuilder) -> None:
    night.service.act.unseat_latest_round()
    assert projector.current_view is ProjectorView.STANDINGS
    assert page_of(projector, StandingsPage).round is None

    night.service.act.seat_next_round(1)
    standings = page_of(projector, StandingsPage)
    assert standings.round is not None and standings.seating_only


def test_the_final_crowns_its_winner_rather_than_sending_them_through(
    qtbot: QtBot, final_played: OpenNight, qt_settings: QSettings
) -> None:
    window = ProjectorWindow(final_played, qt_settings)
    qtbot.addWidget(window)
    standings = page_of(window, StandingsPage)
    assert standings.final and standings.round is not None and standings.round.complete
    assert standings.status == "♛ CROWNED"
    assert mark(True, standings.final) == ("♛", GOLD)
    winners = [row.name for row in standings.round.tables[0].standings if row.advances]
    assert winners == [CHAMPION]


def test_a_tie_in_a_game_is_ordered_as_in_the_standings(
    projector: ProjectorWindow, night: NightBuilder
) -> None:
    """P01 reads first, but P08 scores the same with more scoring words: the chain puts P08 first."""
    service = night.service
    start_running(service)
    service.act.record_word(GAME, "P01", "slate")
    service.act.record_word(GAME, "P08", "sine")
    service.act.record_word(GAME, "P08", "rite")
    service.act.close_game(GAME)
    result = page_of(projector, ResultPage).game
    assert result is not None
    assert [(p.name, p.total) for p in ranked(result)[:2]] == [("P08", 2), ("P01", 2)]
    table = service.views.round(1).tables[0]
    assert [row.name for row in table.standings[:2]] == ["P08", "P01"]


def test_a_table_rounds_night_shows_its_road_to_the_throne(
    qtbot: QtBot, final_played: OpenNight, qt_settings: QSettings
) -> None:
    """The printed bracket of a table-rounds night is the road to the Throne; so is the projector's."""
    window = ProjectorWindow(final_played, qt_settings)
    qtbot.addWidget(window)
    window.pin(ProjectorView.BRACKET)
    page = page_of(window, BracketPage)
    assert page.bracket is None and page.title == "THE ROAD TO THE THRONE"
    assert page.standings is not None
    assert [round_heading(r) for r in page.standings.rounds] == ["ROUND 1", "ROUND 2", "THE FINAL"]
    assert summary(page.standings) == "16 PLAYERS · 3 ROUNDS"
    window.resize(1280, 720)
    assert not window.grab().isNull()
