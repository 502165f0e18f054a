"""The event log on a PostgreSQL server: the same actions as in a file, read back exactly."""

from __future__ import annotations

from boggle_throne.store.event_store import EventStore


def test_a_night_database_logs_and_reads_back_its_actions(night_database: str) -> None:
    store = EventStore.connect(night_database, create=True)
    try:
        first = store.append("register", {"name": "Zoë"}, "table 1")
        second = store.append("register", {"name": "Bea"}, "table 2", after=first.seq)
        assert [(e.seq, e.kind, e.payload, e.station) for e in store.events()] == [
            (first.seq, "register", {"name": "Zoë"}, "table 1"),
            (second.seq, "register", {"name": "Bea"}, "table 2"),
        ]
        assert [e.seq for e in store.iter_events(after=first.seq)] == [second.seq]
    finally:
        store.close()
