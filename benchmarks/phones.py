"""Phones under load, on loopback: 64 phones writing some 30 words each in 3 minutes, beside a judge at work.

    QT_QPA_PLATFORM=offscreen python benchmarks/phones.py [--phones 64] [--words 30] [--seconds 180]

The judges' window opens a night of 16 tables of four playing (every phone's table) and one table
whose reading the judge types, with the projector open at 1280×720 and the phone server started
from the window's phone station on 127.0.0.1 (Window ▸ Phones…): every phone request reaches the
night through the station's desk on the window's thread, as at a bar.

A second process plays the phones, like many devices on the bar's network, as a rehearsal plays
them (`services/rehearsal/phones.py`, `SimulatedPhone`): each phone keeps one connection open as its
browser does, polls its state as the page does, and its player writes the words they find on the
board at a person's pace, within the server's pace limit (`--words` over `--seconds` sets the pace:
30 in 3 minutes is a word every six seconds, a real night's). Printed: the time to an accepted word
(POST → 201) and to a state poll, as median, 95th percentile and worst; words accepted and refused;
and how many accepted words are missing from their player's list in the night's log (lost).

Meanwhile the judge reads a word every two seconds with the Enter key, timed from the key to the
projector painted with the word. The peer is the same window with no phones: the same measure taken
before the phones begin.

The room's public page beside them (docs/phones.md):

    QT_QPA_PLATFORM=offscreen python benchmarks/phones.py --spectators 200

adds 200 spectators polling /room/state once a second, each from an address of its own (127.0.1.N),
as phones on a bar's Wi-Fi: printed besides, their answers and how many times the room's state was
built on the window's thread. Compare the phones' and the judge's figures with a run without them.

On a hostile network, under a desktop's usual limit of open files:

    ulimit -n 1024  # in a shell of its own
    QT_QPA_PLATFORM=offscreen python benchmarks/phones.py --flood 500 --half-open 1000

a third process guesses invitations from 127.0.0.2 at 500 requests a second and holds 1,000
connections from 127.0.0.3 with half a request sent (each one the server closes is opened again).
Every honest phone's poll and word must still be answered within 10 s; printed besides: what the
attacker saw and how much the judges' window logged meanwhile.

A person's pace on the page (docs/phones.md), in Debian's chromium at 360×640:

    python benchmarks/phones.py --typing 12 [--unlimited] [--words 30]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psutil

from boggle_throne.services.rehearsal.ledger import Ledger, read_ledgers
from boggle_throne.services.rehearsal.pace import WRITE_SECONDS
from boggle_throne.services.rehearsal.phones import ANSWER_WITHIN, Answers, PhoneClient, SimulatedPhone

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SEED = 2026
"""The boards' seed, and the simulated players' (the same words found at every run)."""
TARGET_ACCEPT_MS = 10.0
TARGET_ENTER_TO_PROJECTOR_MS = 100.0
TABLE = 4
JUDGES_WORDS_ALONE = 40
READ_EVERY = 2.0


def _percentiles(samples: list[float]) -> tuple[float, float, float]:
    return statistics.median(samples), statistics.quantiles(samples, n=20)[-1], max(samples)


# ----- the phones' process ---------------------------------------------------------------------


def _spectate(url: str, number: int, stop: threading.Event, out: dict[str, list]) -> None:
    """Poll the room's state once a second until `stop`, from an address of its own."""
    spectator, rng = PhoneClient(url, f"127.0.1.{number % 250 + 1}"), random.Random(number)
    stop.wait(rng.uniform(0, 1))
    while not stop.is_set():
        asked = time.perf_counter()
        status, _, took = spectator.ask("GET", "/state")
        if status == 0:
            out["room unanswered"].append(number)
        else:
            out["room polls"].append(status)
            out["room polled"].append(took)
        stop.wait(max(0.0, 1.0 - (time.perf_counter() - asked)))
    spectator.drop()


def _results(ledgers: Path, room: dict[str, list]) -> dict[str, list]:
    """What the phones saw, read from their ledger: each word's answer and each poll's."""
    out: dict[str, list] = {
        "accepted": [],
        "refused": [],
        "taken": [],
        "polls": [],
        "polled": [],
        "unanswered": [],
        **room,
    }
    for _ledger, line in read_ledgers(ledgers):
        status = line.get("status")
        if line["e"] == "poll" and status == 0:
            out["unanswered"].append([line["player"], "poll"])
        elif line["e"] == "poll":
            out["polls"].append(status)
            out["polled"].append(line["ms"])
        elif line["e"] == "write" and status == 201:
            out["accepted"].append(line["ms"])
            out["taken"].append([line["player"], line["taken"]])
        elif line["e"] == "write" and status == 0:
            out["unanswered"].append([line["player"], line["word"]])
        elif line["e"] == "write":
            out["refused"].append([line["player"], line["word"], status])
    return out


def play_phones(plan_file: Path) -> int:
    """Play the plan's phones as a rehearsal plays them (`SimulatedPhone`), the room's spectators
    beside them, for the plan's seconds; what they saw goes to `results.json` beside the plan."""
    plan = json.loads(plan_file.read_text())
    ledgers = plan_file.with_name("ledgers")
    ledgers.mkdir()
    ledger = Ledger(ledgers / "phones.jsonl")
    answers = Answers(plan["night"])
    job = {"speed": plan["speed"], "seed": SEED, "drop": None}
    phones = [SimulatedPhone(player, url, job, answers, ledger) for player, url in plan["phones"]]
    room: dict[str, list] = {"room polls": [], "room polled": [], "room unanswered": []}
    stop = threading.Event()
    threads = [threading.Thread(target=phone.run, daemon=True) for phone in phones]
    threads += [
        threading.Thread(target=_spectate, args=(plan["room"], number, stop, room), daemon=True)
        for number in range(plan["spectators"])
    ]
    for thread in threads:
        thread.start()
    stop.wait(float(plan["seconds"]))
    stop.set()
    for phone in phones:
        phone.stopping.set()
    for thread in threads:
        thread.join(ANSWER_WITHIN + 1)
    answers.close()
    ledger.close()
    plan_file.with_name("results.json").write_text(json.dumps(_results(ledgers, room)))
    return 0


# ----- the attack from other addresses on the bar's network ------------------------------------


FLOODER = "127.0.0.2"
HALF_OPENER = "127.0.0.3"
GUESS_TOKEN = "/p/1-1-AAAAAAAAAAAA"
GUESS = f"{GUESS_TOKEN}/state"


async def _half_open(base: str, count: int, until: float, out: dict[str, int]) -> None:
    """Hold `count` connections from HALF_OPENER, each with half a request sent and nothing more; one
    the server closes is opened again a moment later (as an attacker keeps up the pressure)."""
    where = urlsplit(base)

    async def hold() -> None:
        while time.perf_counter() < until:
            try:
                reader, writer = await asyncio.open_connection(
                    where.hostname, where.port, local_addr=(HALF_OPENER, 0)
                )
            except OSError:
                out["half-open refused at connect"] += 1
                await asyncio.sleep(0.5)
                continue
            opened = time.perf_counter()
            out["half-open opened"] += 1
            writer.write(f"GET {GUESS} HTTP/1.1\r\nHost: x".encode())
            try:
                await asyncio.wait_for(reader.read(), max(0.0, until - time.perf_counter()))
                out["half-open closed by the server"] += 1
                out["half-open ms held"] += int((time.perf_counter() - opened) * 1000)
            except (TimeoutError, OSError):
                pass
            writer.close()
            await asyncio.sleep(0.5)

    await asyncio.gather(*(hold() for _ in range(count)))


def _flood(base: str, per_second: float, until: float, out: Counter[str]) -> None:
    """Guess invitations from FLOODER at `per_second` requests a second over 20 kept-alive connections."""
    sent = itertools.count()
    began = time.perf_counter()
    lock = threading.Lock()

    def guesser() -> None:
        phone = PhoneClient(base + GUESS_TOKEN, FLOODER)
        while (now := time.perf_counter()) < until:
            due = began + next(sent) / per_second
            if due > now:
                time.sleep(due - now)
            status, _, _ = phone.ask("GET", "/state")
            with lock:
                out["flood unanswered" if status == 0 else f"flood answered {status}"] += 1
        phone.drop()

    threads = [threading.Thread(target=guesser) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def attack(base: str, seconds: float, per_second: float, half_open: int) -> int:
    """Flood and hold half-open connections for `seconds`; print what happened as one JSON line."""
    import resource

    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the attacker is not the one held to 1024
    out: Counter[str] = Counter()
    until = time.perf_counter() + seconds
    flood = threading.Thread(target=_flood, args=(base, per_second, until, out))
    if per_second:
        flood.start()
    asyncio.run(_half_open(base, half_open, until, out))
    if per_second:
        flood.join()
    print(json.dumps(dict(out)), flush=True)
    return 0


# ----- the judges' window ----------------------------------------------------------------------


class _LogCount(logging.Handler):
    """Counts what the judges' window logs (and how much, tracebacks included) during the game."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records = 0
        self.size = 0
        self.tracebacks = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.records += 1
        self.tracebacks += record.exc_info is not None
        self.size += len(self.format(record)) + 1


def run(
    phones: int, words: int, seconds: float, flood: float = 0.0, half_open: int = 0, spectators: int = 0
) -> int:
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from boggle_throne.engine.board import Board
    from boggle_throne.night.clock import TimerPhase
    from boggle_throne.night.games import GameKey
    from boggle_throne.services.acting.open_night import OpenNight
    from boggle_throne.services.paths import DATA_DIR_VARIABLE
    from boggle_throne.ui.app import open_main_window
    from boggle_throne.ui.main_window import Page
    from boggle_throne.ui.projector import ProjectorView
    from boggle_throne.ui.projector.scoring import ScoringPage

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="boggle-throne-phones-bench-"))
    os.environ[DATA_DIR_VARIABLE] = str(folder / "data")
    tables = phones // TABLE
    judges = GameKey(1, tables + 1, 1)
    path = folder / "phones.throne"
    settings = {
        "name": "Phones bench night",
        "date": "2026-11-21",
        "timer_seconds": int(seconds) + 60,
        "format": {"games_per_round": 1, "min_table": TABLE, "max_table": TABLE, "advance": 1, "rounds": 3},
        "board_seed": SEED,  # the same boards at every run
        "quality": {"min_words": 200},
    }
    service = OpenNight.create(path, settings)
    for number in range((tables + 1) * TABLE):
        service.act.register(f"Player {number + 1:02d}", checked_in=True)
    service.act.seat_next_round(1)
    for table in range(1, tables + 1):
        key = GameKey(1, table, 1)
        service.act.start_game(key)
        service.act.set_timer(key, TimerPhase.RUNNING)
    # The judge's table reads on the mirror of the shared board (the same words): a reading on the
    # board the other tables still play would stay off the projector until they finish.
    shared = service.views.game(GameKey(1, 1, 1)).board
    mirrored = Board(
        tuple(
            shared.cells[row * shared.size + shared.size - 1 - column]
            for row in range(shared.size)
            for column in range(shared.size)
        )
    )
    service.act.start_game(judges, mirrored.notation())
    service.act.set_timer(judges, TimerPhase.RUNNING)
    service.act.set_timer(judges, TimerPhase.FINISHED)
    judges_words = list(service.views.board_words(judges))
    service.close()

    window = open_main_window(path)
    station = window.session.phones
    station.start("127.0.0.1", 0)
    base = station.base_url
    assert base is not None and station.phones is not None
    invitations = [i for i in station.phones.invitations(base) if i.table != f"Table {tables + 1}"]
    plan = {
        "seconds": seconds,
        "phones": [(i.name, i.url) for i in invitations[:phones]],
        "night": str(path),  # the players' eyes: the boards' words, read from the night
        "speed": words * WRITE_SECONDS / seconds,  # a person's pace, so many words over the game
        "room": f"{base}/room",
        "spectators": spectators,
    }
    room = station._server._app.state.room if station._server is not None else None  # type: ignore[attr-defined]
    plan_file = folder / "plan.json"
    plan_file.write_text(json.dumps(plan))

    rounds = window.pages[Page.ROUNDS]
    window.show_page(Page.ROUNDS)
    rounds.select_game(judges)
    rounds.open_button.click()
    projector = window.projector.show()
    projector.resize(1280, 720)
    QApplication.processEvents()
    entry = window.game_screen.entry
    to_read = iter(judges_words)

    def read_one() -> float:
        word = next(to_read)
        entry.setText(word)
        started = time.perf_counter()
        QTest.keyClick(entry, Qt.Key.Key_Return)
        projector.repaint()
        elapsed = (time.perf_counter() - started) * 1000
        page = projector.page
        assert isinstance(page, ScoringPage) and projector.current_view is ProjectorView.SCORING
        assert page.newest is not None and page.newest.word.word == word, "the projector missed a word"
        return elapsed

    alone = []
    for _ in range(JUDGES_WORDS_ALONE):
        alone.append(read_one())
        QTest.qWait(20)

    logged = _LogCount()
    logging.getLogger().addHandler(logged)
    child = subprocess.Popen([sys.executable, __file__, "--play-phones", str(plan_file)])
    attacker = None
    if flood or half_open:  # the phones are on their way: the attack comes on top of them
        attacker = subprocess.Popen(
            [sys.executable, __file__, "--attack", base, str(seconds + 10), str(flood), str(half_open)],
            stdout=subprocess.PIPE,
            text=True,
        )
    loaded = []
    began = time.perf_counter()
    next_read = began + READ_EVERY
    loop = QEventLoop()  # the window's own event loop, as at a bar: woken at once by each phone's request

    def judge() -> None:
        nonlocal next_read
        if child.poll() is not None:
            loop.quit()
        elif time.perf_counter() >= next_read:
            loaded.append(read_one())
            next_read += READ_EVERY

    ticks = QTimer()
    ticks.timeout.connect(judge)
    ticks.start(50)
    loop.exec()
    ticks.stop()
    took = time.perf_counter() - began
    resident_mb = psutil.Process().memory_info().rss / 2**20
    logging.getLogger().removeHandler(logged)
    attacked = json.loads(attacker.communicate()[0] or "{}") if attacker is not None else {}
    out = json.loads(plan_file.with_name("results.json").read_text())
    station.stop()
    service = window.session.service
    assert service is not None
    now = datetime.now(UTC)  # every accepted word must be on its player's list, as the log has it
    lists = {(i.name, w.word) for i in invitations[:phones] for w in service.views.phone(i.player, now).words}
    window.close()
    del app

    taken = {(player, word) for player, word in out["taken"]}
    lost = taken - lists
    median, p95, worst = _percentiles(out["accepted"])
    import resource

    limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    print(
        f"phones: {len(plan['phones'])} writing some {words} words each over {seconds:.0f} s "
        f"({len(out['accepted'])} taken); run took {took:.0f} s"
    )
    print(f"open files limit of the judges' window: {limit}")
    if attacker is not None:
        print(f"attack: {flood:.0f} guesses/s from {FLOODER}, {half_open} half-open from {HALF_OPENER}")
        print("attack as seen by the attacker: " + ", ".join(f"{n} {k}" for k, n in sorted(attacked.items())))
    print(
        f"window's log during the game     : {logged.records} lines, {logged.size / 1024:.0f} KB, "
        f"{logged.tracebacks} tracebacks"
    )
    print(f"honest requests unanswered       : {len(out['unanswered'])}")
    print(
        f"accepted word (POST → 201)      : {median:6.1f} ms median, {p95:6.1f} ms p95, "
        f"{worst:6.1f} ms worst over {len(out['accepted'])} (target p95 < {TARGET_ACCEPT_MS:.0f} ms)"
    )
    print(f"words accepted / refused / lost : {len(taken)} / {len(out['refused'])} / {len(lost)}")
    print(f"judges' window resident memory  : {resident_mb:.0f} MB at the end of the game")
    answered = sum(1 for status in out["polls"] if status == 200)
    poll_median, poll_p95, poll_worst = _percentiles(out["polled"])
    print(
        f"state polls answered            : {answered} of {len(out['polls'])}; {poll_median:.1f} ms median, "
        f"{poll_p95:.1f} ms p95, {poll_worst:.1f} ms worst"
    )
    if spectators:
        room_median, room_p95, room_worst = _percentiles(out["room polled"])
        print(
            f"room polls ({spectators} spectators)  : {out['room polls'].count(200)} of "
            f"{len(out['room polls'])} answered 200, {len(out['room unanswered'])} unanswered; "
            f"{room_median:.1f} ms median, {room_p95:.1f} ms p95, {room_worst:.1f} ms worst"
        )
    if room is not None:
        print(
            f"room state built on the window's thread: {room.builds} times in {took:.0f} s, "
            f"{room.build_seconds * 1000:.0f} ms in all"
        )
    for name, samples in (("no phones (peer)", alone), (f"{len(plan['phones'])} phones writing", loaded)):
        m, p, w = _percentiles(samples)
        print(
            f"Enter → projector, {name:18s}: {m:6.1f} ms median, {p:6.1f} ms p95, "
            f"{w:6.1f} ms worst over {len(samples)}"
        )
    attacked_only = attacker is not None  # under attack the target is that every phone is answered
    met = (
        (p95 < TARGET_ACCEPT_MS or attacked_only)
        and not out["unanswered"]
        and not lost
        and not out["refused"]
        and not out["room unanswered"]
        and all(status == 200 for status in out["room polls"])
        and (_percentiles(loaded)[1] < TARGET_ENTER_TO_PROJECTOR_MS or attacked_only)
    )
    print("targets met" if met else "TARGETS MISSED")
    return 0 if met else 1


# ----- a person's pace on the page ------------------------------------------------------------


def typing(words: int, keys_per_second: float, limited: bool) -> int:
    """Type `words` real words of the board into the page in Debian's chromium at 360×640, one key
    every 1/`keys_per_second` s (Enter after each word), as the fastest thumbs do; print the pace
    reached and how many words were refused. `limited`: with the server's usual limits (else none)."""
    import threading

    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from boggle_throne.night.clock import TimerPhase
    from boggle_throne.night.games import GameKey
    from boggle_throne.phones.app import phone_app
    from boggle_throne.phones.limits import Limits, Rate
    from boggle_throne.phones.server import PhoneServer
    from boggle_throne.services.acting.open_night import OpenNight
    from boggle_throne.services.acting.phone_desk import PhoneDesk
    from boggle_throne.services.acting.phones import Phones
    from boggle_throne.services.paths import DATA_DIR_VARIABLE

    folder = Path(tempfile.mkdtemp(prefix="boggle-throne-typing-"))
    os.environ[DATA_DIR_VARIABLE] = str(folder / "data")
    key = GameKey(1, 1, 1)
    desk, stopping = PhoneDesk(), threading.Event()

    def night() -> tuple[OpenNight, Phones, list[str]]:
        settings = {"name": "Typing", "date": "2026-11-26", "timer_seconds": 900, "board_seed": 2026}
        service = OpenNight.create(folder / "typing.throne", settings)
        for number in range(4):
            service.act.register(f"Player {number + 1}", checked_in=True)
        service.act.seat_next_round(1)
        service.act.start_game(key)
        service.act.set_timer(key, TimerPhase.RUNNING)
        common = [w for w in service.views.board_words(key) if 3 <= len(w) <= 6]  # what players find most
        return service, Phones(service), common

    owner = threading.Thread(target=lambda: [desk.run_next(0.05) for _ in iter(stopping.is_set, True)])
    owner.start()
    service, phones, common = desk.submit(night).result(60)
    limits = Limits() if limited else Limits(writes=Rate(1000.0, 1000))
    server = PhoneServer(phone_app(phones, desk, limits=limits), "127.0.0.1", 0, limits).start()
    url = desk.submit(lambda: phones.url(server.base_url, service.views.player_id("Player 1"))).result(10)
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=360,640"):
        options.add_argument(argument)
    metrics = {"width": 360, "height": 640, "pixelRatio": 1.0, "touch": True, "mobile": True}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    chosen = random.Random(11).sample(common, min(words, len(common)))
    taken: list[float] = []
    refused = 0
    try:
        driver.get(url)
        while driver.find_element(By.TAG_NAME, "body").get_attribute("data-stage") != "playing":
            time.sleep(0.05)
        field = driver.find_element(By.ID, "word")
        message = driver.find_element(By.ID, "message")
        gap = 1.0 / keys_per_second
        began = time.perf_counter()
        next_key = began
        for word in chosen:
            for key_pressed in [*word, Keys.ENTER]:
                time.sleep(max(0.0, next_key - time.perf_counter()))
                field.send_keys(key_pressed)
                next_key += gap
            answer = _answer_to(word, message)
            if "slow down" in answer.lower():
                refused += 1
                field.clear()
            else:
                taken.append(time.perf_counter() - began)
    finally:
        driver.quit()
        server.stop(desk)
        desk.submit(service.close).result(10)
        stopping.set()
        owner.join()
    seconds = taken[-1] if taken else 0.0
    window = max((sum(1 for t in taken if start <= t < start + 10) for start in taken), default=0)
    print(f"typed {len(chosen)} words of 3 to 6 letters at {keys_per_second:.0f} keys/s (Enter counted)")
    pace = len(taken) / seconds if seconds else 0.0
    print(f"taken {len(taken)}, refused (slow down) {refused}; {pace:.2f} words/s over {seconds:.1f} s")
    print(f"most words taken in any 10 s: {window}")
    return 0


def _answer_to(word: str, message: Any) -> str:
    """The page's answer to `word` once it shows: taken, or told to slow down."""
    while True:
        answer = str(message.text)
        if answer.upper().startswith(f"{word.upper()} ") or "slow down" in answer.lower():
            return answer
        time.sleep(0.002)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=64)
    parser.add_argument("--words", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument(
        "--typing", type=float, metavar="KEYS_PER_SECOND", help="measure a person's pace instead"
    )
    parser.add_argument("--unlimited", action="store_true", help="with --typing: no limit on writes")
    parser.add_argument("--flood", type=float, default=0.0, help="guesses a second from another address")
    parser.add_argument("--half-open", type=int, default=0, help="half-open connections from a third address")
    parser.add_argument(
        "--spectators", type=int, default=0, help="room-page spectators polling once a second"
    )
    parser.add_argument("--play-phones", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--attack", nargs=4, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.play_phones is not None:
        return play_phones(arguments.play_phones)
    if arguments.attack is not None:
        base, seconds, per_second, count = arguments.attack
        return attack(base, float(seconds), float(per_second), int(count))
    if arguments.typing is not None:
        return typing(arguments.words, arguments.typing, not arguments.unlimited)
    return run(
        arguments.phones,
        arguments.words,
        arguments.seconds,
        arguments.flood,
        arguments.half_open,
        arguments.spectators,
    )


if __name__ == "__main__":
    sys.exit(main())
