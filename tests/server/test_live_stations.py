"""Two judge stations on one night on a real PostgreSQL server, the second hearing the first's actions
through a `Listener` (the server's announcements, no polling), also across the server being killed
and started again mid-night."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.store.announcements import Listener, conninfo
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night, restart, words_read
from tests.services.night_builder import NightBuilder

PROMPT = 2.0
"""How long a station may take to hear another's action in a test (the benchmark measures the real
figure, some milliseconds)."""


class Heard:
    """What a listener told, from its thread, for the test's thread to wait on."""

    def __init__(self) -> None:
        self.actions = threading.Event()
        self.offline = threading.Event()
        self.online = threading.Event()
        self.why: list[str] = []

    def went_offline(self, why: str) -> None:
        self.why.append(why)
        self.offline.set()

    def listener(self, service: OpenNight) -> Listener:
        listener = service.listener(
            on_actions=self.actions.set, on_offline=self.went_offline, on_online=self.online.set
        )
        assert listener is not None
        return listener


def _caught_up(service: OpenNight, heard: Heard, done: object, timeout: float = PROMPT) -> float:
    """Wait for the listener to tell of actions and take them in (as the window's thread does) until
    `done()` holds; the seconds it took."""
    start = time.perf_counter()
    deadline = start + timeout
    while not done():  # type: ignore[operator]
        left = deadline - time.perf_counter()
        assert left > 0 and heard.actions.wait(left), "the station did not hear the other's action"
        heard.actions.clear()
        service.catch_up()
    return time.perf_counter() - start


@pytest.fixture
def stations(night_database: str, tmp_path: Path) -> Iterator[tuple[OpenNight, OpenNight]]:
    url = hosted_night(night_database, tmp_path)
    first = OpenNight.open(url, station="table 1")
    second = OpenNight.open(url, station="table 2")
    yield first, second
    first.close()
    second.close()


def test_the_listener_uses_the_nights_server_and_a_file_needs_none(
    stations: tuple[OpenNight, OpenNight], night: NightBuilder
) -> None:
    info = conninfo("postgresql+psycopg://judge:s%40cret@127.0.0.1:5433/friday")
    assert "host=127.0.0.1" in info and "port=5433" in info and "dbname=friday" in info
    assert "user=judge" in info and "password=s@cret" in info
    assert night.service.listener(on_actions=lambda: None) is None
    assert stations[1].listener(on_actions=lambda: None) is not None


def test_an_action_at_one_station_reaches_another_at_once(
    stations: tuple[OpenNight, OpenNight],
) -> None:
    first, second = stations
    heard = Heard()
    listener = heard.listener(second).start()
    try:
        assert listener.wait_listening(PROMPT) and listener.online
        player = first.views.game(GAME).players[0].name
        took = []
        for word in ("nest", "pals", "rets"):
            start = time.perf_counter()
            first.act.record_word(GAME, player, word)
            _caught_up(second, heard, lambda word=word: word in words_read(second, player))
            took.append(time.perf_counter() - start)
        assert max(took) < PROMPT, took  # typically some milliseconds (benchmarks/stations.py)
        assert second.views.game(GAME) == first.views.game(GAME)
    finally:
        started = time.perf_counter()
        listener.stop()
        assert time.perf_counter() - started < 1.0  # stopping is prompt


def test_a_server_lost_and_back_mid_night_loses_nothing_acknowledged(
    stations: tuple[OpenNight, OpenNight], postgres: PostgresServer
) -> None:
    first, second = stations
    heard = Heard()
    listener = heard.listener(second).start()
    player = first.views.game(GAME).players[0].name
    acknowledged = []
    try:
        assert listener.wait_listening(PROMPT)
        for word in ("nest", "pals"):
            acknowledged.append(first.act.record_word(GAME, player, word).seq)
        _caught_up(second, heard, lambda: "pals" in words_read(second, player))

        postgres.kill()
        try:
            assert heard.offline.wait(5), "the listener did not notice the server was gone"
            assert not listener.online and heard.why
            heard.online.clear()
            started = time.perf_counter()
            with pytest.raises(TournamentFileError) as refused:
                first.act.record_word(GAME, player, "rets")
            assert time.perf_counter() - started < 2.0  # refused at once, not after a long wait
            assert str(refused.value).startswith("the action was not saved: "), refused.value
            assert "rets" not in words_read(first, player)  # the refused word is not shown as recorded
        finally:
            restart(postgres)

        assert heard.online.wait(10), "the listener did not come back"
        assert listener.online
        acknowledged.append(first.act.record_word(GAME, player, "tern").seq)  # the first station carries on
        _caught_up(second, heard, lambda: "tern" in words_read(second, player), timeout=5)
        assert words_read(second, player)[-3:] == ["nest", "pals", "tern"]
        assert [entry.seq for entry in second.views.log()][-3:] == acknowledged
        assert second.views.game(GAME) == first.views.game(GAME)
    finally:
        listener.stop()


def test_actions_logged_while_a_station_was_not_listening_are_taken_in_when_it_is(
    stations: tuple[OpenNight, OpenNight],
) -> None:
    first, second = stations
    player = first.views.game(GAME).players[0].name
    first.act.record_word(GAME, player, "nest")
    heard = Heard()
    listener = heard.listener(second).start()
    try:
        _caught_up(second, heard, lambda: "nest" in words_read(second, player))
    finally:
        listener.stop()
