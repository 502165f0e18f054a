"""A station frozen in the middle of its turn, and a server frozen under the stations, on a real
PostgreSQL server: neither hangs the night. The others wait a few seconds at most; a station whose
server stops answering says so within seconds, and nothing it was not told was saved is recorded."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import StationOfflineError
from boggle_throne.store.connections import ANSWER_SECONDS
from tests.postgres_server import PostgresServer
from tests.server.freezing import FrozenStation, frozen_server
from tests.server.hosting import GAME, hosted_night, words_read

A_FEW_SECONDS = 6.0
"""The longest one station may hold up the night (the server's timeouts are three to five seconds)."""


def test_a_station_frozen_in_its_turn_holds_the_others_up_a_few_seconds_at_most(
    night_database: str, tmp_path: Path
) -> None:
    url = hosted_night(night_database, tmp_path)
    others = [OpenNight.open(url, station=f"table {n}") for n in (1, 2)]
    frozen = FrozenStation(url)
    try:
        frozen.wait_frozen()
        waited: dict[str, float] = {}

        def record(service: OpenNight, word: str) -> None:
            started = time.perf_counter()
            service.act.record_word(GAME, service.views.game(GAME).players[0].name, word)
            waited[service.station] = time.perf_counter() - started

        threads = [
            threading.Thread(target=record, args=(service, word), daemon=True)
            for service, word in zip(others, ("nest", "pals"), strict=True)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(waited) == ["table 1", "table 2"], "a station was still held up after 30 s"
        assert max(waited.values()) < A_FEW_SECONDS, waited
        others[0].catch_up()
        assert sorted(words_read(others[0], others[0].views.game(GAME).players[0].name)) == ["nest", "pals"]
    finally:
        frozen.kill()
        for service in others:
            service.close()


def test_a_frozen_server_is_told_within_seconds_and_the_station_carries_on_when_it_thaws(
    night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    station = OpenNight.open(url, station="table 1")
    try:
        player = station.views.game(GAME).players[0].name
        station.act.record_word(GAME, player, "nest")
        with frozen_server(postgres):
            started = time.perf_counter()
            with pytest.raises(StationOfflineError) as told:
                station.act.record_word(GAME, player, "pals")
            took = time.perf_counter() - started
            assert took < ANSWER_SECONDS + 1.5, took
            assert str(told.value).startswith(
                "the action was not saved: the night's server cannot be reached"
            ), told.value
            assert words_read(station, player) == ["nest"]  # not shown as recorded
        station.act.record_word(GAME, player, "rets")
        check = OpenNight.open(url, station="check")
        try:
            assert words_read(check, player) == ["nest", "rets"]
        finally:
            check.close()
    finally:
        station.close()
