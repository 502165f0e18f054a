"""How a station appends to a night on a real PostgreSQL server: one call of the server's append
function with the number it checked against, no lock a reader can take, two round trips a word, and
a log whose changed rows are named when the night opens."""

from __future__ import annotations

import select
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.store.errors import StaleWriteError
from boggle_throne.store.event_store import EventStore
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night, restart


class CountingProxy:
    """A TCP proxy in front of the server that counts round trips: each time the client speaks after
    the server has answered."""

    def __init__(self, port: int) -> None:
        self._target = port
        self.round_trips = 0
        self._listening = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listening.getsockname()[1])
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listening.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self._target))
            threading.Thread(target=self._pump, args=(client, server), daemon=True).start()

    def _pump(self, client: socket.socket, server: socket.socket) -> None:
        answered = True
        with client, server:
            while True:
                ready, _, _ = select.select([client, server], [], [])
                for side in ready:
                    data = side.recv(65536)
                    if not data:
                        return
                    if side is client:
                        self.round_trips += answered
                        answered = False
                        server.sendall(data)
                    else:
                        answered = True
                        client.sendall(data)

    def close(self) -> None:
        self._listening.close()


@pytest.fixture
def url(night_database: str, tmp_path: Path) -> str:
    return hosted_night(night_database, tmp_path)


@pytest.fixture
def proxy(postgres: PostgresServer) -> Iterator[CountingProxy]:
    counting = CountingProxy(postgres.port)
    yield counting
    counting.close()


def test_a_word_costs_two_round_trips(url: str, postgres: PostgresServer, proxy: CountingProxy) -> None:
    """Reading what the other station logged since, then the append function: two round trips on
    the connection the station keeps open (three once, when the driver prepares a statement)."""
    counted = OpenNight.open(url.replace(f":{postgres.port}/", f":{proxy.port}/"), station="one")
    other = OpenNight.open(url, station="two")
    try:
        players = [player.name for player in counted.views.game(GAME).players]
        words = counted.views.board_words(GAME)
        trips = []
        for number in range(12):
            other.act.record_word(GAME, players[1], words[20 + number])  # to be taken in first
            before = proxy.round_trips
            counted.act.record_word(GAME, players[0], words[number])
            trips.append(proxy.round_trips - before)
        assert max(trips) <= 3 and trips.count(2) >= 10, trips  # it was 12 with the turn's lock
        other.catch_up()
        assert counted.views.game(GAME) == other.views.game(GAME)
    finally:
        counted.close()
        other.close()


def test_an_append_after_another_stations_is_refused_and_records_nothing(url: str) -> None:
    first = EventStore.connect(url)
    second = EventStore.connect(url)
    try:
        latest = first.events()[-1].seq
        logged = first.append("check_in", {"player": 1}, "one", after=latest)
        with pytest.raises(StaleWriteError) as stale:
            second.append("check_in", {"player": 2}, "two", after=latest)
        assert (stale.value.latest, stale.value.after) == (logged.seq, latest)
        assert [event.seq for event in second.events()][-1] == logged.seq
        assert second.append("check_in", {"player": 2}, "two", after=logged.seq).seq == logged.seq + 1
    finally:
        first.close()
        second.close()


def test_a_reader_holding_locks_does_not_hold_up_an_append(url: str, postgres: PostgresServer) -> None:
    """A role that may only read takes the lock that used to order the appends and sits in a
    transaction reading the log: an append still goes through at once."""
    database = url.rsplit("/", 1)[1]
    postgres.sql(
        "postgres", "DO $$ BEGIN CREATE ROLE reader LOGIN; EXCEPTION WHEN duplicate_object THEN END $$"
    )
    postgres.sql(database, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader")
    reader_url = url.replace("postgresql+psycopg://", "postgresql://").replace("://throne@", "://reader@")
    station = OpenNight.open(url, station="one")
    recorded = threading.Event()

    def record() -> None:
        station.act.record_word(
            GAME, station.views.game(GAME).players[0].name, station.views.board_words(GAME)[0]
        )
        recorded.set()

    try:
        with psycopg.connect(reader_url, autocommit=True) as reader:
            reader.execute("SELECT pg_advisory_lock(2026112301)")
            reader.execute("BEGIN")
            reader.execute("SELECT count(*) FROM event").fetchone()
            writer = threading.Thread(target=record)
            writer.start()
            done_in_time = recorded.wait(2.0)  # it waited for the reader's lock as long as it was held
            reader.execute("ROLLBACK")
            reader.execute("SELECT pg_advisory_unlock_all()")
            writer.join()
            assert done_in_time
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                reader.execute("SELECT boggle_throne_turn()")  # nor may it take the appends' own lock
    finally:
        station.close()


def test_a_row_changed_on_the_server_is_named_when_the_night_opens(
    url: str, postgres: PostgresServer
) -> None:
    station = OpenNight.open(url, station="one")
    try:
        player = station.views.game(GAME).players[0].name
        word = station.views.board_words(GAME)[0]
        seq = station.act.record_word(GAME, player, word).seq
        station.act.record_word(GAME, player, station.views.board_words(GAME)[1])
        assert station.notices() == ()
    finally:
        station.close()
    database = url.rsplit("/", 1)[1]
    postgres.sql(
        database, f"UPDATE event SET payload = replace(payload, '{word.lower()}', 'zz') WHERE seq = {seq}"
    )
    reopened = OpenNight.open(url, station="two")
    try:
        (notice,) = reopened.notices()
        assert notice.startswith(f"action {seq} of the log (record word ") and "station one" in notice
        assert "changed after it was recorded" in notice
    finally:
        reopened.close()


def test_the_kept_connection_is_replaced_after_the_server_restarted(
    url: str, postgres: PostgresServer
) -> None:
    """The connection a station keeps open dies with the server; the next word after the restart goes
    through on a new one, without a refusal."""
    station = OpenNight.open(url, station="one")
    try:
        player = station.views.game(GAME).players[0].name
        words = station.views.board_words(GAME)
        station.act.record_word(GAME, player, words[0])
        postgres.kill()
        restart(postgres)
        assert station.act.record_word(GAME, player, words[1]).seq == station.views.log()[-1].seq
        assert [word.word for word in station.views.game(GAME).player(player).words][-2:] == [
            words[0],
            words[1],
        ]
    finally:
        station.close()


def test_a_night_hosted_before_the_chain_is_upgraded_by_its_first_station(
    url: str, postgres: PostgresServer
) -> None:
    """A night left at layout 3 (no hashes, no functions) gets both when a station opens it; its
    older actions keep no hash and the chain starts at the next one."""
    database = url.rsplit("/", 1)[1]
    postgres.sql(
        database,
        "DROP FUNCTION boggle_throne_append, boggle_throne_turn, boggle_throne_keep_word_list, "
        "boggle_throne_station; ALTER TABLE event DROP COLUMN hash; "
        "UPDATE meta SET value = '3' WHERE key = 'schema_version'",
    )
    station = OpenNight.open(url, station="one")
    try:
        seq = station.act.record_word(
            GAME, station.views.game(GAME).players[0].name, station.views.board_words(GAME)[0]
        ).seq
        assert station.notices() == ()
    finally:
        station.close()
    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as connection:
        hashed = connection.execute("SELECT seq FROM event WHERE hash IS NOT NULL").fetchall()
        version = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    assert hashed == [(seq,)] and version == ("4",)
