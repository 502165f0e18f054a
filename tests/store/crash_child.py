"""Child process of the crash-safety test: appends actions to a tournament file until it is killed.

Usage: `python crash_child.py FILE`. Prints each committed action's seq on its own line, flushed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

STATION = "crash-station"


def payload(n: int) -> dict[str, Any]:
    """The details of the n-th action: known to the parent, so it can check every byte came back."""
    return {
        "n": n,
        "word": f"wörd-{n:05d}",
        "path": [[n % 4, (n // 4) % 4], [(n + 1) % 4, (n // 16) % 4]],
        "note": "👑" * (n % 7),
    }


def main(path: Path) -> None:
    """Append actions 1, 2, 3… in a tight loop, reporting each one as soon as `append` returns."""
    from boggle_throne.store.event_store import EventStore

    store = EventStore.open(path)
    n = 0
    while True:
        n += 1
        stored = store.append("word", payload(n), STATION)
        sys.stdout.write(f"{stored.seq}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
