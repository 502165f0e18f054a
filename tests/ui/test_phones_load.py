"""Phones under load in the judges' window: 64 phones at 16 tables each write 30 words, a game's
three minutes pressed into ten seconds, through the window's phone station, while the judge reads a
paper table with Enter and the projector follows. Nothing is lost or refused, every list is exactly
what its phone wrote, the judge's words go in between the phones', and each shows on the projector.
(How fast, at a game's real pace: benchmarks/phones.py.)
"""

from __future__ import annotations

import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import httpx
from pytestqt.qtbot import QtBot

from boggle_throne.engine.board import Board
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector import ProjectorView
from boggle_throne.ui.projector.scoring import ScoringPage
from tests.ui.judges_driver import JudgesDriver

PHONES, WORDS, TABLE = 64, 30, 4
PACE = 0.3
JUDGES_TABLE = GameKey(1, PHONES // TABLE + 1, 1)
SETTINGS = {
    "name": "A full bar",
    "date": "2026-11-26",
    "timer_seconds": 600,
    "board_seed": 2026,
    "format": {"games_per_round": 1, "min_table": TABLE, "max_table": TABLE, "advance": 1, "rounds": 3},
    "quality": {"min_words": 200},
}


def full_bar(path: Path) -> OpenNight:
    """17 tables of four: 16 playing on phones, the last one's clock stopped for the judge to read."""
    service = OpenNight.create(path, SETTINGS)
    for number in range(PHONES + TABLE):
        service.act.register(f"Player {number + 1:02d}", checked_in=True)
    service.act.seat_next_round(1)
    for table in range(1, JUDGES_TABLE.table):
        key = GameKey(1, table, 1)
        service.act.start_game(key)
        service.act.set_timer(key, TimerPhase.RUNNING)
    # The judge's table reads on the shared board in a mirror (the same words, another board): a
    # reading on the board the others still play would stay off the projector until they finish.
    shared = service.views.game(GameKey(1, 1, 1)).board
    size = shared.size
    mirrored = Board(
        tuple(shared.cells[row * size + size - 1 - col] for row in range(size) for col in range(size))
    )
    service.act.start_game(JUDGES_TABLE, mirrored.notation())
    service.act.set_timer(JUDGES_TABLE, TimerPhase.RUNNING)
    service.act.set_timer(JUDGES_TABLE, TimerPhase.FINISHED)
    return service


def write_all(url: str, words: list[str]) -> list[int]:
    """One phone writing its words in turn, a word every 0.3 s (a game's 3 minutes pressed into ten
    seconds), waiting out the rate when asked to (429)."""
    statuses = []
    with httpx.Client(timeout=30) as client:
        for word in words:
            time.sleep(PACE)
            while (answer := client.post(f"{url}/words", json={"word": word})).status_code == 429:
                time.sleep(0.1)  # too fast for its invitation: the phone tries again a moment later
            statuses.append(answer.status_code)
    return statuses


def test_sixty_four_phones_and_a_judge_at_once(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    service = full_bar(tmp_path / "bar.throne")
    board_words = list(service.views.board_words(GameKey(1, 1, 1)))
    judges_words = iter(service.views.board_words(JUDGES_TABLE))
    judges_window.show_opened(service)
    judge = JudgesDriver(qtbot, judges_window)
    judge.open_game(JUDGES_TABLE)
    projector = judges_window.projector.show()
    station = judges_window.session.phones
    station.start("127.0.0.1", 0)
    assert station.base_url is not None and station.phones is not None
    invitations = [
        i for i in station.phones.invitations(station.base_url) if i.table != f"Table {JUDGES_TABLE.table}"
    ]
    rng = random.Random(15)
    plan = {invitation.url: rng.sample(board_words, WORDS) for invitation in invitations}
    assert len(plan) == PHONES
    entry = judges_window.game_screen.entry
    read: list[str] = []
    try:
        with ThreadPoolExecutor(max_workers=PHONES) as pool:
            writing: dict[str, Future[list[int]]] = {
                url: pool.submit(write_all, url, words) for url, words in plan.items()
            }
            while not all(future.done() for future in writing.values()):
                word = next(judges_words)
                judge.type_into(entry, word)  # the judge reads a paper list meanwhile, with Enter
                page = projector.page
                assert isinstance(page, ScoringPage) and projector.current_view is ProjectorView.SCORING
                assert page.newest is not None and page.newest.word.word == word
                read.append(word)
                qtbot.wait(100)
        statuses = {url: future.result() for url, future in writing.items()}
        assert all(status == [201] * WORDS for status in statuses.values())
        for url, words in plan.items():
            listed = [w.word for w in station.phones.view(url.rsplit("/", 1)[1]).words]
            assert listed == words  # every word, once, in the order written
    finally:
        station.stop()
    night = judges_window.session.service
    assert night is not None
    log = night.views.log()
    assert sum(1 for entry in log if entry.action == "write_word") == PHONES * WORDS
    assert [w.word for p in night.views.game(JUDGES_TABLE).players for w in p.words] == read
    kinds = [entry.action for entry in log]
    first, last = kinds.index("record_word"), len(kinds) - 1 - kinds[::-1].index("record_word")
    assert "write_word" in kinds[first:last]  # the judge's words went in between the phones', not after
