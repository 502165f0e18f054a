"""Write `v1.throne`: a tournament file in the version-1 layout (no `station` column, no kind index).

Run from anywhere: `python tests/store/data/make_v1.py [OUTPUT]`. Uses the standard library only, so the
file does not depend on the current schema code. Like every file the app writes, it is in WAL mode; the
connection is closed cleanly, so the log is folded back and the file stands alone.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

EVENTS: list[tuple[str, dict[str, object], str]] = [
    ("create", {"name": "Old night", "date": "2026-01-10"}, "2026-01-10 18:00:00.000000"),
    ("register", {"name": "Ann", "seed_rank": None, "checked_in": True}, "2026-01-10 18:01:05.250000"),
    ("register", {"name": "Bo", "seed_rank": 1, "checked_in": False}, "2026-01-10 18:02:10.500000"),
    (
        "register",
        {"name": "Zoë Ødegård", "seed_rank": None, "checked_in": True},
        "2026-01-10 18:03:15.000000",
    ),
    ("register", {"name": "李娜", "seed_rank": 2, "checked_in": True}, "2026-01-10 18:04:20.000001"),
]


def write(path: Path) -> None:
    """Write a fresh version-1 file at `path`, replacing any earlier one."""
    path.unlink(missing_ok=True)
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("CREATE TABLE meta (key VARCHAR(64) NOT NULL PRIMARY KEY, value VARCHAR NOT NULL)")
        connection.execute(
            "CREATE TABLE event "
            "(seq INTEGER PRIMARY KEY, kind VARCHAR(40), payload TEXT, recorded_at DATETIME)"
        )
        connection.executemany(
            "INSERT INTO meta (key, value) VALUES (?, ?)",
            [("kind", "boggle-throne tournament"), ("schema_version", "1")],
        )
        for kind, payload, recorded_at in EVENTS:
            text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
            connection.execute(
                "INSERT INTO event (kind, payload, recorded_at) VALUES (?, ?, ?)", (kind, text, recorded_at)
            )
        connection.commit()
    finally:
        connection.close()


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("v1.throne"))
