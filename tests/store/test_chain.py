"""The chain of hashes in a tournament file: a changed, removed or bit-flipped action is named where
the chain breaks; old files without hashes still open, and carry on the chain from their next action."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from boggle_throne.store.chain import first_break, link, moment_text
from boggle_throne.store.event_store import EventStore

from .helpers import START, copy_v1, make_tournament, query


@pytest.fixture
def night(tmp_path: Path) -> Path:
    path = tmp_path / "night.throne"
    make_tournament(path, 40)
    return path


def _first_changed(path: Path) -> int | None:
    store = EventStore.open(path, read_only=True)
    try:
        return store.first_changed()
    finally:
        store.close()


def test_an_untouched_log_holds_its_chain(night: Path) -> None:
    assert _first_changed(night) is None
    rows = query(night, "SELECT seq, kind, station, recorded_at, payload, hash FROM event ORDER BY seq")
    assert all(row[5] is not None and len(row[5]) == 64 for row in rows)
    seq, kind, station, moment, payload, _ = rows[0]
    assert moment == moment_text(START + timedelta(seconds=1))  # the time is hashed as it is stored
    assert rows[0][5] == link("", seq, kind, station, moment, payload)
    assert rows[1][5] == link(rows[0][5], *rows[1][:5])


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE event SET payload = replace(payload, 'word0017', 'word9999') WHERE seq = 17",
        "UPDATE event SET station = 'mallory' WHERE seq = 17",
        "UPDATE event SET recorded_at = '2026-01-10 18:00:00.000000' WHERE seq = 17",
        "UPDATE event SET hash = NULL WHERE seq = 17",
        "DELETE FROM event WHERE seq = 16",
    ],
    ids=["payload", "station", "time", "hash-removed", "action-removed"],
)
def test_a_changed_action_is_named(night: Path, change: str) -> None:
    query(night, change)
    assert _first_changed(night) == 17


def test_a_flipped_bit_on_disk_is_named(night: Path) -> None:
    """A bit flipped inside an action's details opens silently as a plausible action, but not as one
    that follows the chain."""
    data = bytearray(night.read_bytes())
    at = data.index(b'"word":"word0023"') + len(b'"word":"word00')
    data[at] ^= 0x01  # '2' → '3': the file still reads, the word is word0033
    night.write_bytes(bytes(data))
    assert _first_changed(night) == 23


def test_an_old_file_without_hashes_opens_and_carries_the_chain_on(tmp_path: Path) -> None:
    path = copy_v1(tmp_path)
    store = EventStore.open(path)
    try:
        assert store.first_changed() is None
        appended = store.append("check_in", {"name": "Bo"}, "main", START)
        assert store.first_changed() is None
    finally:
        store.close()
    query(path, 'UPDATE event SET payload = \'{"name":"Mallory"}\' WHERE seq = ?', appended.seq)
    assert _first_changed(path) == appended.seq


def test_first_break_reads_bytes_as_stored() -> None:
    """A field that is no longer UTF-8 is hashed as the bytes it is, never refused."""
    good = link("", 1, "word", "main", "2026-01-10 18:00:00.000000", '{"word":"vat"}')
    rows = [(1, b"word", b"main", b"2026-01-10 18:00:00.000000", b'{"word":"v\xe1t"}', good.encode())]
    assert first_break(rows) == 1
    assert first_break([(1, "word", "main", "2026-01-10 18:00:00.000000", '{"word":"vat"}', good)]) is None
