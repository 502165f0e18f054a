"""Printing benchmark: score sheets with their boards for a round of 32 tables, as one PDF.

Seats 128 players at 32 tables of 4 in a temporary tournament file, starts the round's 3 games at
every table (so every sheet carries its boards), then times `make_document` for the score sheets:
gathering the data from the service and laying out and writing the 32 pages. Prints the median of
five runs against the target of 2 s.

    pip install -e . && python benchmarks/printing.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from boggle_throne.night.games import GameKey
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import DATA_DIR_VARIABLE

PLAYERS = 128
TABLES = 32
RUNS = 5
TARGET_S = 2.0
SETTINGS = {
    "name": "Bench night",
    "date": "2026-11-21",
    "format": {"games_per_round": 3, "min_table": 4, "max_table": 4, "advance": 2},
}


def seated_round(path: Path) -> OpenNight:
    """A night whose first round is seated at 32 tables with every game started on its board."""
    service = OpenNight.create(path, SETTINGS)
    for number in range(1, PLAYERS + 1):
        service.act.register(f"Player {number:03d}", checked_in=True)
    view = service.act.seat_next_round(seed=2026)
    assert len(view.tables) == TABLES, len(view.tables)
    for game in range(1, view.games + 1):
        for table in view.tables:
            service.act.start_game(GameKey(1, table.number, game))
    return service


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_DIR_VARIABLE] = str(Path(folder) / "data")
        service = seated_round(Path(folder) / "bench.throne")
        try:
            out = Path(folder) / "score-sheets.pdf"
            times = []
            for _ in range(RUNS):
                started = time.perf_counter()
                make_document(service, DocumentKind.SCORE_SHEETS, out, round_number=1)
                times.append(time.perf_counter() - started)
            size_kib = out.stat().st_size / 1024
        finally:
            service.close()
    median = statistics.median(times)
    verdict = "within" if median < TARGET_S else "OVER"
    print(
        f"score sheets with boards for {TABLES} tables ({TABLES} pages, {size_kib:.0f} KiB): "
        f"median {median:.2f} s, best {min(times):.2f} s over {RUNS} runs "
        f"({verdict} the {TARGET_S:.0f} s target)"
    )
    return 0 if median < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
