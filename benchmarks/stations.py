"""Judge stations on one night on a real PostgreSQL server: how fast a word is recorded, how soon the
other stations show it (through the server's announcements, no polling), and whether that holds up
over a sustained night.

Starts a PostgreSQL server of its own (the distribution's binaries, a cluster in a temporary folder,
on a free loopback port; run as root, its programs run as `postgres`), then:

1. records words at one station: latency per word (median, p95; target: median < 20 ms);
2. records words at one station while another listens: the time from the first station's commit
   to the second's refreshed state (p95; target < 300 ms);
3. runs 8 stations at 100 actions a minute each for `--minutes` (default 10), each a rehearsal's
   `Station` taking in the others' actions as they are announced while it waits, and prints, per
   minute, the actions, the errors, the recording latency and the propagation time, which must not
   grow as the night goes on;
4. with `--round-trips`: the time a word takes through a slow network, 20, 50 and 100 ms round
   trip (a delaying TCP proxy, `delay_proxy.py`: there is no netem here), at 1 station and at 8
   stations recording at once; with `--before TREE` (a checkout of an earlier release, e.g. made by
   `git worktree add /tmp/before HEAD~5`), the same run of that tree's code beside this one's.
   The target: a word costs at most three round trips, so 8 stations at 20 ms keep 100 actions a
   minute each.

    pip install -e . && python benchmarks/stations.py [--minutes 10] [--words 300]
    python benchmarks/stations.py --round-trips [--before /tmp/before]
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from itertools import zip_longest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # delay_proxy, beside this file
from delay_proxy import DelayProxy

from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.people import reading_for
from boggle_throne.services.rehearsal.station import Station
from boggle_throne.store.local_server import LocalServerError, PostgresServer

BOARD = "PERS/LATG/SINE/TERS"  # some thousand words: plenty for every player of a long run
SEED = 7
"""The boards' seed, and the simulated players' (the same words read at every run)."""
SETTINGS = {
    "name": "Stations benchmark",
    "date": "2026-11-21",
    "board_seed": SEED,
    "format": {"games_per_round": 12, "min_table": 4, "max_table": 4, "advance": 2, "rounds": 3},
}
PLAYERS = 32
STATIONS = 8
TABLES = tuple(GameKey(1, table, 1) for table in range(1, STATIONS + 1))
WORDS_PER_GAME = 160
"""Words read in one game at a table (four players, forty each), after which the station closes it
and starts the table's next game, as a night goes: no game grows without end."""
PER_MINUTE = 100
RECORD_TARGET_MS = 20.0
PROPAGATION_TARGET_MS = 300.0


# ----- a server of its own ---------------------------------------------------------------------


@contextlib.contextmanager
def local_server() -> Iterator[PostgresServer]:
    """A throwaway PostgreSQL server of its own (as the tests and `rehearse` start one)."""
    try:
        server = PostgresServer.throwaway("throne-bench-pg-")
    except LocalServerError as error:
        raise SystemExit(str(error)) from None
    try:
        yield server
    finally:
        server.remove()


def hosted_night(url: str, folder: Path) -> str:
    """A seated night with a game started at every table, hosted on an empty database; its URL."""
    path = folder / f"night-{time.monotonic_ns()}.throne"
    service = OpenNight.create(path, SETTINGS)
    for rank in range(1, PLAYERS + 1):
        service.act.register(f"P{rank:02d}", seed_rank=rank, checked_in=True)
    service.act.seat_next_round(seed=1)
    for key in TABLES:
        service.act.start_game(key, BOARD)
    service.files.host(url)
    service.close()
    return url


# ----- figures ---------------------------------------------------------------------------------


def ms(seconds: Sequence[float]) -> list[float]:
    return [value * 1000 for value in seconds]


def p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] if ordered else float("nan")


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def readings(
    service: OpenNight, key: GameKey, players: Sequence[str], most: int
) -> Iterator[tuple[str, str]]:
    """The words the players of game `key` read out, as the rehearsal's simulated players find them
    on its board (`people.reading_for`, at most `most` each), in turn round the table."""
    board = service.views.board_words(key)
    read = [reading_for(SEED, key, player, board, most).words for player in players]
    turns = zip_longest(*read)  # a player who finds fewer words sits the last turns out
    return ((player, word) for turn in turns for player, word in zip(players, turn, strict=True) if word)


# ----- 1 and 2: one word at a time -------------------------------------------------------------


def record_latency(url: str, count: int) -> list[float]:
    service = OpenNight.open(url, station="table 1")
    try:
        words = readings(service, TABLES[0], [p.name for p in service.views.game(TABLES[0]).players], count)
        took = []
        for player, word in itertools.islice(words, count):
            start = time.perf_counter()
            service.act.record_word(TABLES[0], player, word)
            took.append(time.perf_counter() - start)
        return took
    finally:
        service.close()


def propagation(url: str, count: int) -> list[float]:
    """From the first station's commit (its `record_word` returning) to the second's state holding
    the word, the second taking it in on a thread of its own as its window's thread would."""
    first = OpenNight.open(url, station="table 1")
    second = OpenNight.open(url, station="table 2")
    heard = threading.Event()
    listener = second.listener(on_actions=heard.set)
    assert listener is not None
    listener.start()
    listener.wait_listening(5)
    committed: dict[int, float] = {}
    seen: dict[int, float] = {}
    done = threading.Event()

    def second_station() -> None:
        while not done.is_set():
            if heard.wait(0.1):
                heard.clear()
                for change in second.catch_up():
                    seen[change.seq] = time.perf_counter()

    follower = threading.Thread(target=second_station)
    follower.start()
    try:
        words = readings(first, TABLES[1], [p.name for p in first.views.game(TABLES[1]).players], count)
        for player, word in itertools.islice(words, count):
            seq = first.act.record_word(TABLES[1], player, word).seq
            committed[seq] = time.perf_counter()
            deadline = time.perf_counter() + 5
            while seq not in seen and time.perf_counter() < deadline:
                time.sleep(0.0005)
            time.sleep(0.01)  # a judge's pace, give or take
    finally:
        done.set()
        follower.join()
        listener.stop()
        first.close()
        second.close()
    missing = [seq for seq in committed if seq not in seen]
    if missing:
        print(f"  NOT SEEN by the second station within 5 s: {len(missing)} actions")
    return [max(0.0, seen[seq] - at) for seq, at in committed.items() if seq in seen]


# ----- 3: a sustained night --------------------------------------------------------------------


class Tally:
    """What the stations did, minute by minute."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.committed: dict[int, float] = {}
        self.record: defaultdict[int, list[float]] = defaultdict(list)
        self.seen: defaultdict[int, list[float]] = defaultdict(list)
        self.refused: defaultdict[int, int] = defaultdict(int)
        self.failed: defaultdict[int, list[str]] = defaultdict(list)
        self.start = time.perf_counter()

    def minute(self, at: float) -> int:
        return int((at - self.start) // 60)


def sustained_station(
    url: str, number: int, tally: Tally, clock: dict[str, float], ready: threading.Barrier
) -> None:
    """One station, the rehearsal's `Station`: an action every 0.6 s (100 a minute), and in between,
    the others' actions taken in as its listener announces them, all on the station's one thread, as
    in the judges' window."""
    station = Station(url, f"table {number}", Ledger(Path(os.devnull)))
    service = station.service

    def seen(change: Change) -> None:
        if change.initiator is None:  # its own action, not one taken in
            return
        now = time.perf_counter()
        with tally.lock:
            at = tally.committed.get(change.seq)
            tally.seen[tally.minute(now)].append(max(0.0, now - at) if at is not None else 0.0)

    service.changes.subscribe(seen)
    key = TABLES[number - 1]  # each station its own table
    players = [p.name for p in service.views.game(key).players]
    each = WORDS_PER_GAME // len(players)
    words = readings(service, key, players, each)
    interval = 60.0 / PER_MINUTE
    ready.wait()  # then the run's start and end are set
    until = clock["until"]
    next_at = tally.start + (number / STATIONS) * interval  # the stations spread over the interval

    try:
        while True:
            now = time.perf_counter()
            if now >= until:
                break
            if now < next_at:
                station.wait(min(next_at, until) - now)
                continue
            next_at += interval
            taken = next(words, None)
            if taken is None:  # the game is read out: close it, start the table's next one
                service.act.close_game(key)
                key = GameKey(key.round, key.table, key.game + 1)
                service.act.start_game(key, BOARD)
                words = readings(service, key, players, each)
                taken = next(words)
            player, word = taken
            start = time.perf_counter()
            try:
                seq = service.act.record_word(key, player, word).seq
            except ThroneError as refused:
                with tally.lock:
                    if "not saved" in str(refused):
                        tally.failed[tally.minute(start)].append(str(refused))
                    else:
                        tally.refused[tally.minute(start)] += 1
                continue
            except Exception as error:
                with tally.lock:
                    tally.failed[tally.minute(start)].append(f"{type(error).__name__}: {error}")
                continue
            end = time.perf_counter()
            with tally.lock:
                tally.committed[seq] = end
                tally.record[tally.minute(start)].append(end - start)
        time.sleep(0.5)
        station.take_in()  # the last actions of the others
    finally:
        station.close()


# ----- 4: through a slow network --------------------------------------------------------------

ROUND_TRIPS = (0.020, 0.050, 0.100)
WORDS_ALONE = 15
"""Words a station alone records through each round trip."""
WORDS_TOGETHER = 10
"""Words each of 8 stations records through each round trip, at the README's pace (100 a minute)."""
TOGETHER_TARGET = 60.0 / PER_MINUTE
"""At 8 stations and 20 ms, a word must take less than this for each to keep 100 actions a minute."""


def timed_words(proxied: str, stations: int, words: int, interval: float) -> tuple[list[float], float]:
    """Each of `stations` stations, opened through `proxied`, records `words` words at its own table,
    all at once, one every `interval` seconds (0: each as soon as the last is done); the seconds each
    word took, and the actions a minute each station kept up."""
    services = [OpenNight.open(proxied, station=f"table {n}") for n in range(1, stations + 1)]
    took: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(stations)

    spans: list[float] = []

    def station(number: int, service: OpenNight) -> None:
        key = TABLES[number]
        players = [p.name for p in service.views.game(key).players]
        words_of = itertools.islice(readings(service, key, players, words), words)
        start.wait()
        began_all = time.perf_counter()
        next_at = began_all + interval * number / stations  # the stations spread over the interval
        for player, word in words_of:
            time.sleep(max(0.0, next_at - time.perf_counter()))
            next_at += interval
            began = time.perf_counter()
            service.act.record_word(key, player, word)
            with lock:
                took.append(time.perf_counter() - began)
        with lock:
            spans.append(time.perf_counter() - began_all)

    threads = [threading.Thread(target=station, args=(n, s)) for n, s in enumerate(services)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        for service in services:
            service.close()
    return took, 60.0 * words / max(spans)


def round_trip_worker(job: str) -> int:
    """One measurement, in a process of its own so that it runs one tree's code (see `round_trips`):
    host a night on `url`, then time the words through `proxied`; prints the seconds as JSON."""
    options = json.loads(job)
    os.environ[DATA_DIR_VARIABLE] = options["data"]
    Path(options["data"]).mkdir(parents=True)
    hosted_night(options["url"], Path(options["data"]))
    took, per_minute = timed_words(
        options["proxied"], options["stations"], options["words"], options["interval"]
    )
    print(json.dumps({"took": took, "per_minute": per_minute}))
    return 0


def round_trips(server: PostgresServer, folder: Path, trees: dict[str, Path]) -> bool:
    """Per-word time through each round trip, at 1 and at 8 stations, for each tree, side by side."""
    print(
        "4. a word through a slow network (a delaying proxy): median / p95 ms per word, and the actions "
        f"a minute each station kept up ({STATIONS} stations at {PER_MINUTE} a minute each):"
    )
    heading = "".join(f"  {name:>32}" for name in trees)
    print(f"   round trip  stations{heading}")
    ok = True
    for round_trip in ROUND_TRIPS:
        with DelayProxy(("127.0.0.1", server.port), round_trip) as proxy:
            for stations, words, interval in (
                (1, WORDS_ALONE, 0.0),
                (STATIONS, WORDS_TOGETHER, TOGETHER_TARGET),
            ):
                row, kept_up = [], 0.0
                for tree in trees.values():  # this tree last
                    url = server.new_database()
                    proxied = url.replace(f":{server.port}/", f":{proxy.port}/")
                    seconds, kept_up = run_tree(tree, url, proxied, (stations, words, interval), folder)
                    took = ms(seconds)
                    pace = f"{kept_up:>5.0f}/min" if stations > 1 else " " * 9
                    row.append(f"{median(took):>10.0f} / {p95(took):>6.0f}  {pace}")
                if stations == STATIONS and round_trip == ROUND_TRIPS[0]:
                    ok &= kept_up >= 0.95 * PER_MINUTE
                print(f"   {round_trip * 1000:>7.0f} ms  {stations:>8}  " + "  ".join(row))
    print(
        f"   (target: {STATIONS} stations at {ROUND_TRIPS[0] * 1000:.0f} ms keep {PER_MINUTE} actions a "
        f"minute each) {'ok' if ok else 'MISSED'}"
    )
    return ok


def run_tree(
    tree: Path, url: str, proxied: str, run: tuple[int, int, float], folder: Path
) -> tuple[list[float], float]:
    """One measurement by `tree`'s code (its own process): `run` is (stations, words, interval)."""
    data = folder / f"data-{time.monotonic_ns()}"
    stations, words, interval = run
    job = {"url": url, "proxied": proxied, "stations": stations, "words": words, "interval": interval}
    job["data"] = str(data)
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", json.dumps(job)],
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the run of {tree} failed: {done.stderr.strip()[-2000:]}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return figures["took"], figures["per_minute"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="the sustained run's length (10)")
    parser.add_argument("--words", type=int, default=300, help="words recorded for figures 1 and 2")
    parser.add_argument("--round-trips", action="store_true", help="only figure 4: through a slow network")
    parser.add_argument("--before", type=Path, help="figure 4 also for this checkout of an earlier release")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.worker is not None:
        return round_trip_worker(options.worker)
    folder = Path(tempfile.mkdtemp(prefix="throne-bench-"))
    os.environ[DATA_DIR_VARIABLE] = str(folder / "data")
    ok = True
    try:
        with local_server() as server:
            print(f"PostgreSQL server on 127.0.0.1:{server.port} ({server.bindir})")
            if options.round_trips:
                trees = {"before": options.before} if options.before is not None else {}
                trees["this tree"] = Path(__file__).resolve().parent.parent
                ok &= round_trips(server, folder, trees)
                print("OK" if ok else "FAILED")
                return 0 if ok else 1

            took = ms(record_latency(hosted_night(server.new_database(), folder), options.words))
            fast = median(took) < RECORD_TARGET_MS
            ok &= fast
            print(
                f"1. record a word on the server ({len(took)} words): median {median(took):.1f} ms, "
                f"p95 {p95(took):.1f} ms, max {max(took):.1f} ms "
                f"(target: median < {RECORD_TARGET_MS:.0f} ms) {'ok' if fast else 'MISSED'}"
            )

            spread = ms(propagation(hosted_night(server.new_database(), folder), options.words))
            prompt = len(spread) == options.words and p95(spread) < PROPAGATION_TARGET_MS
            ok &= prompt
            print(
                f"2. one station's commit to another's refreshed state ({len(spread)} actions): "
                f"median {median(spread):.1f} ms, p95 {p95(spread):.1f} ms, max {max(spread):.1f} ms "
                f"(target: p95 < {PROPAGATION_TARGET_MS:.0f} ms) {'ok' if prompt else 'MISSED'}"
            )

            print(f"3. {STATIONS} stations × {PER_MINUTE} actions a minute for {options.minutes:g} minutes:")
            ok &= report(
                sustained_run(hosted_night(server.new_database(), folder), options.minutes), options.minutes
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


def sustained_run(url: str, minutes: float) -> Tally:
    """Start the stations, let each listen, then run them all for `minutes`."""
    tally = Tally()
    ready = threading.Barrier(STATIONS + 1)
    clock = {"until": 0.0}

    def station(number: int) -> None:
        with contextlib.suppress(threading.BrokenBarrierError):
            sustained_station(url, number, tally, clock, ready)

    threads = [threading.Thread(target=station, args=(number,), daemon=True) for number in range(STATIONS)]
    for thread in threads:
        thread.start()
    tally.start = time.perf_counter() + 0.5
    clock["until"] = tally.start + minutes * 60
    ready.wait()
    for thread in threads:
        thread.join()
    return tally


def report(tally: Tally, minutes: float) -> bool:
    """Per minute: actions, refusals, errors, recording latency, propagation; and whether it grew."""
    print(
        "   minute  actions  refused  errors  record median/p95 ms  seen by others  propagation median/p95 ms"
    )
    rows = []
    for minute in range(max(1, int(-(-minutes // 1)))):
        record, seen = ms(tally.record[minute]), ms(tally.seen[minute])
        errors = len(tally.failed[minute])
        rows.append((median(record), p95(seen)))
        print(
            f"   {minute + 1:>6}  {len(record):>7}  {tally.refused[minute]:>7}  {errors:>6}  "
            f"{median(record):>9.1f} / {p95(record):>6.1f}  {len(seen):>14}  "
            f"{median(seen):>11.1f} / {p95(seen):>6.1f}"
        )
        for why in tally.failed[minute][:3]:
            print(f"          error: {why}")
    errors = sum(len(each) for each in tally.failed.values())
    first, last = rows[0], rows[-1]
    steady = last[0] < max(2 * first[0], first[0] + 5) and last[1] < max(2 * first[1], first[1] + 50)
    expected = STATIONS * PER_MINUTE * minutes
    done = sum(len(each) for each in tally.record.values())
    seen = ms([value for each in tally.seen.values() for value in each])
    print(
        f"   {done} actions recorded of {expected:.0f} scheduled, {errors} errors; "
        f"latency {'steady' if steady else 'GREW'} from the first minute to the last; "
        f"propagation over the run {median(seen):.1f} ms median, {p95(seen):.1f} ms p95"
    )
    return errors == 0 and steady and done >= 0.95 * expected


if __name__ == "__main__":
    sys.exit(main())
