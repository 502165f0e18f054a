"""What each simulated person did, written down as it happens (one JSON line each, flushed), so a
process killed mid-night leaves its record behind: the proof and the figures read them at the end.

Lines: `{"e": "try", "what"}` before an action; `{"e": "ack", "seq", "kind", "payload", "ms", "at"}`
once the night recorded it; `{"e": "refused", "what", "why"}`; `{"e": "offline", "what"}` when the
server could not say (the action may or may not be in); `{"e": "seen", "seq", "at"}` when a station
took in another's action; phones add `{"e": "write", "player", "game", "word", "status", "ms"}` and
`{"e": "poll", "ms"}`.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any


class Ledger:
    """One process's record, appended to `path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file = path.open("a", encoding="utf-8")
        self._lock = threading.Lock()

    def write(self, event: str, **fields: Any) -> None:
        line = json.dumps({"e": event, "at": time.time(), **fields}, separators=(",", ":"))
        with self._lock:
            self._file.write(line + "\n")
            self._file.flush()

    def close(self) -> None:
        with self._lock:
            self._file.close()


def read_ledgers(folder: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every line of every ledger in `folder`, with the ledger's name; a line cut short by a killed
    process is skipped."""
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                yield path.stem, json.loads(line)
            except json.JSONDecodeError:
                continue
