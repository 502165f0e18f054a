"""Appending: each action is committed before `append` returns, seen by other stores, read back exactly."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.store.errors import FileLockedError, ReadOnlyError, StaleWriteError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.writer_lock import lock_path

from .helpers import START, query, sidecars

PAYLOAD: dict[str, Any] = {
    "name": "Zoë «Queen» Ødegård",
    "cjk": "李娜",
    "emoji": "👑🎲",
    "escapes": 'quote " backslash \\ newline \n tab \t nul \u0000',
    "paths": [[[0, 0], [0, 1], [1, 1]], [[3, 3]], []],
    "nested": {"ünïcode-key": [1, [2, [3, [None, True, False]]]], "empty": {}},
    "numbers": [0, -1, 2**53 + 1, 0.1, -2.5e-8],
    "none": None,
}


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """Where the test's tournament file goes."""
    return tmp_path / "night.throne"


def test_a_second_writer_is_refused_while_a_reader_sees_every_committed_action(path: Path) -> None:
    """One writer per file: a second one is refused naming the first; a reader's snapshot holds
    everything the writer committed; once the writer closes, the file can be written again."""
    first = EventStore.create(path)
    try:
        for seq in range(1, 4):
            first.append("word", {"seq": seq}, "main", START + timedelta(seconds=seq))
        assert sidecars(path) == ["night.throne-shm", "night.throne-wal"]
        assert lock_path(path).is_file()
        with pytest.raises(FileLockedError, match=rf"process {os.getpid()} on .+ since .+ UTC"):
            EventStore.open(path)
        reader = EventStore.open(path, read_only=True)
        try:
            assert reader.events() == first.events()
            with pytest.raises(ReadOnlyError):
                reader.append("word", {"seq": 99}, "main")
        finally:
            reader.close()
        first.append("word", {"seq": 4}, "main", START + timedelta(seconds=4))
    finally:
        first.close()
    assert sidecars(path) == []  # closing folds the log back and drops the lock: the file copies alone
    assert not lock_path(path).exists()
    second = EventStore.open(path)
    try:
        assert second.append("word", {"seq": 5}, "judge-2", START + timedelta(seconds=5)).seq == 5
    finally:
        second.close()
    assert query(path, "SELECT seq, station FROM event ORDER BY seq")[-2:] == [(4, "main"), (5, "judge-2")]


def test_payload_round_trips_unicode_and_nested_lists(path: Path) -> None:
    """What `append` returns, what the store reads and what a fresh store reads all equal the payload."""
    store = EventStore.create(path)
    try:
        returned = store.append("word", PAYLOAD, "main")
        assert returned.payload == PAYLOAD
        assert store.events()[0].payload == PAYLOAD
    finally:
        store.close()
    reopened = EventStore.open(path)
    try:
        assert [event.payload for event in reopened.events()] == [PAYLOAD]
    finally:
        reopened.close()


def test_append_returns_exactly_what_the_log_reads_back(path: Path) -> None:
    """The returned action equals the stored one field for field, and seqs count from 1 with no gaps."""
    store = EventStore.create(path)
    try:
        returned = [
            store.append(kind, {"n": n}, f"station-{n % 2}", START + timedelta(minutes=n))
            for n, kind in enumerate(["create", "register", "register", "check_in"])
        ]
        assert [event.seq for event in returned] == [1, 2, 3, 4]
        assert store.events() == returned
        assert list(store.iter_events()) == returned
    finally:
        store.close()


def test_recorded_at_and_station_are_stored(path: Path) -> None:
    """The time is kept as the same instant, in UTC (also on disk); the station as given."""
    at_the_venue = datetime(2026, 1, 10, 21, 30, 15, 123456, tzinfo=timezone(timedelta(hours=2)))
    store = EventStore.create(path)
    try:
        returned = store.append("start_timer", {"game": 1}, "judge-2 (table B)", at_the_venue)
        assert returned.recorded_at == at_the_venue
        assert returned.station == "judge-2 (table B)"
    finally:
        store.close()

    assert query(path, "SELECT station, recorded_at FROM event") == [
        ("judge-2 (table B)", "2026-01-10 19:30:15.123456")
    ]
    reopened = EventStore.open(path)
    try:
        (event,) = reopened.events()
    finally:
        reopened.close()
    assert event.recorded_at == at_the_venue
    assert event.recorded_at.utcoffset() == timedelta(0)
    assert event.station == "judge-2 (table B)"


def test_recorded_at_defaults_to_now_in_utc(path: Path) -> None:
    """Without a time, `append` stamps the action with the current UTC time, and that is what is stored."""
    store = EventStore.create(path)
    try:
        before = datetime.now(UTC)
        returned = store.append("word", {}, "main")
        after = datetime.now(UTC)
        assert before <= returned.recorded_at <= after
        assert returned.recorded_at.utcoffset() == timedelta(0)
        assert store.events()[0].recorded_at == returned.recorded_at
    finally:
        store.close()


def test_a_payload_that_is_not_plain_data_records_nothing(path: Path) -> None:
    """A set cannot be written as JSON: `append` refuses it and the log stays as it was."""
    store = EventStore.create(path)
    try:
        store.append("word", {"ok": 1}, "main")
        with pytest.raises(TypeError):
            store.append("word", {"letters": {"a", "b"}}, "main")
        assert [event.payload for event in store.events()] == [{"ok": 1}]
        assert store.append("word", {"ok": 2}, "main").seq == 2
    finally:
        store.close()


def test_a_file_name_with_question_mark_and_hash_is_used_as_given(tmp_path: Path) -> None:
    """Characters that mean something in a URL ("?", "#", "%") are part of the name, not cut off."""
    path = tmp_path / "Night? #2 100%.throne"
    store = EventStore.create(path)
    store.append("word", {"seq": 1}, "main", START)
    store.close()

    assert [p.name for p in tmp_path.iterdir()] == [path.name]
    reopened = EventStore.open(path)
    try:
        assert [event.payload for event in reopened.events()] == [{"seq": 1}]
    finally:
        reopened.close()


def test_an_action_checked_against_an_older_state_is_not_recorded(path: Path) -> None:
    """A command is appended after the action its state was checked against: when another writer got
    there first, nothing is recorded and the refusal says which action came in between."""
    store = EventStore.create(path)
    try:
        first = store.append("register", {"name": "Ann"}, "table 1", START)
        store.append("register", {"name": "Bea"}, "table 2", START, after=first.seq)
        with pytest.raises(StaleWriteError, match=f"recorded action {first.seq + 1} after the {first.seq}"):
            store.append("register", {"name": "Cy"}, "table 1", START, after=first.seq)
        assert [event.payload["name"] for event in store.events()] == ["Ann", "Bea"]
    finally:
        store.close()
