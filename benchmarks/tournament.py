"""Tournament benchmark: a whole 128-player, 5-round night of about 20,000 words, in a SQLite file.

Plays the night through the services as the judges' stations would: 128 walk-ins, tables of 3 to 6
with 2 advancing per table and 3 games a round (128 → 44 → 16 → 6 → 2 players, the fifth round being
the final), every tie-break game the rounds ask for, and the crowning. Each player reads 34 words a
game (20,000 words over 588 player-games), drawn with a fixed seed from the same 68 of the board's
solutions as the other players at the table, so that words overlap; boards are generated with at
least 68 words. Prints the time to record one word, commit included (median and 95th percentile over
every word of the night), the time to recompute all standings from the file's log (median of five;
what an undo or a correction does at a judge's station), the time to open the file in a new process
(the same replay with nothing yet worked out), and the size of the file once closed, with the time
the whole night took to build. The file, its
backups and the dictionary library folder live in a temporary directory.

    pip install -e . && python benchmarks/tournament.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import DATA_DIR_VARIABLE

PLAYERS = 128
ROUNDS = 5
WORDS = 20_000
PLAYER_GAMES = 588  # 3 games a round for 128, 44, 16, 6 and 2 players
WORDS_PER_GAME = WORDS // PLAYER_GAMES  # read by each player
SHARED_POOL = 2 * WORDS_PER_GAME  # each player draws their words from this many of the board's solutions
RECOMPUTES = 5
SEED = 2026
SETTINGS = {
    "name": "Bench night",
    "date": "2026-11-21",
    "board_seed": SEED,  # the same boards every run, so runs (and versions) play the same night
    "format": {
        "games_per_round": 3,
        "min_table": 3,
        "max_table": 6,
        "advance": 2,
        "wild_cards": 0,
        "rounds": ROUNDS,
    },
    "quality": {"min_words": SHARED_POOL},
}
TARGET_RECORD_MS, TARGET_RECOMPUTE_MS = 20.0, 300.0
OPENS = 3
OPEN_IN_NEW_PROCESS = """
import sys, time
from pathlib import Path
from boggle_throne.services.acting.open_night import OpenNight
imported = time.perf_counter()
OpenNight.open(Path(sys.argv[1])).close()
print((time.perf_counter() - imported) * 1000)
"""


class Night:
    """Plays the night and keeps the time each kind of action took."""

    def __init__(self, service: OpenNight, rng: random.Random) -> None:
        self.service = service
        self.rng = rng
        self.record_ms: list[float] = []
        self.start_s = self.close_s = 0.0
        self.tie_breaks = 0

    def play_round(self, number: int) -> None:
        view = self.service.act.seat_next_round(SEED + number)
        for game in range(1, view.games + 1):
            for table in view.tables:
                self.play_game(GameKey(number, table.number, game))
        tie_break = 0
        while pending := self.service.views.pending_tie_breaks(number):
            for players in pending:
                tie_break += 1
                self.play_game(GameKey(number, 0, tie_break), players)
        self.tie_breaks += tie_break

    def play_game(self, key: GameKey, players: tuple[int, ...] = ()) -> None:
        started = time.perf_counter()
        readers = self.service.act.start_game(key, players=players).read_order
        self.start_s += time.perf_counter() - started
        solutions = list(self.service.views.board_words(key))
        self.rng.shuffle(solutions)
        pool = solutions[:SHARED_POOL]
        for player in readers:
            for word in self.rng.sample(pool, WORDS_PER_GAME):
                started = time.perf_counter()
                self.service.act.record_word(key, player, word)
                self.record_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        self.service.act.close_game(key)
        self.close_s += time.perf_counter() - started


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="boggle-throne-bench-") as folder:
        os.environ[DATA_DIR_VARIABLE] = str(Path(folder, "data"))  # read when the service is created
        path = Path(folder, "night.throne")
        started = time.perf_counter()
        service = OpenNight.create(path, SETTINGS)
        for number in range(1, PLAYERS + 1):
            service.act.register(f"Player {number:03d}", checked_in=True)
        night = Night(service, random.Random(SEED))
        for number in range(1, ROUNDS + 1):
            night.play_round(number)
        winner = service.act.crown().holder
        build_s = time.perf_counter() - started

        recompute_ms = []
        for _ in range(RECOMPUTES):
            started = time.perf_counter()
            standings = service.recompute()
            recompute_ms.append((time.perf_counter() - started) * 1000)
        service.close()
        size_mb = path.stat().st_size / 2**20
        open_ms = [_open_in_new_process(path) for _ in range(OPENS)]

    record_ms = night.record_ms
    record_median = statistics.median(record_ms)
    record_p95 = statistics.quantiles(record_ms, n=20)[-1]
    recompute_median = statistics.median(recompute_ms)
    games = sum(r.games * len(r.tables) for r in standings.rounds)
    print(
        f"night: {PLAYERS} players, {len(standings.rounds)} rounds, {games} table games, "
        f"{night.tie_breaks} tie-break games; winner {winner}"
    )
    print(f"words recorded       : {len(record_ms):8d}")
    print(
        f"build the night      : {build_s:8.1f} s  (record_word {sum(record_ms) / 1000:.1f} s, "
        f"start_game {night.start_s:.1f} s, close_game {night.close_s:.1f} s)"
    )
    print(
        f"record one word      : {record_median:8.2f} ms median, {record_p95:.2f} ms 95th percentile "
        f"(target median < {TARGET_RECORD_MS:.0f} ms)"
    )
    print(
        f"recompute standings  : {recompute_median:8.1f} ms median of {RECOMPUTES} "
        f"(runs: {' '.join(f'{ms:.0f}' for ms in recompute_ms)}; target < {TARGET_RECOMPUTE_MS:.0f} ms)"
    )
    print(
        f"open in a new process: {statistics.median(open_ms):8.1f} ms median of {OPENS} "
        f"(replay of the whole log, imports excluded)"
    )
    print(f"tournament file      : {size_mb:8.2f} MB after close")
    met = record_median < TARGET_RECORD_MS and recompute_median < TARGET_RECOMPUTE_MS
    print("targets met" if met else "TARGETS MISSED")
    sys.exit(0 if met else 1)


def _open_in_new_process(path: Path) -> float:
    """Milliseconds a fresh process takes to open the file: the replay with no score remembered."""
    done = subprocess.run(
        [sys.executable, "-c", OPEN_IN_NEW_PROCESS, str(path)], capture_output=True, text=True, check=True
    )
    return float(done.stdout)


if __name__ == "__main__":
    main()
