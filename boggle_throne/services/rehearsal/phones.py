"""The phones of a rehearsal, in a process of their own: `python -m
boggle_throne.services.rehearsal.phones JOB` where JOB is JSON `{"phones": [{"player", "url"}],
"night", "seed", "speed", "ledger", "drop": {"player", "after", "seconds"} | null}`.

Each phone is a real HTTP client of the phone server (one kept-alive connection, as a phone's browser
keeps one): it polls its state as the page does, and while its list is open its player writes the
words they find, at a person's pace and within the server's pace limit. One phone drops off the
Wi-Fi for a while and comes back, sending the words written meanwhile. The words a person finds come
from the board's answer key, read from the night (a person's eyes, not the phone's).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.lifeline import Lifeline
from boggle_throne.services.rehearsal.pace import Pace
from boggle_throne.services.rehearsal.people import PhoneWriter, seeded, skill_of
from boggle_throne.store.errors import StoreError

ANSWER_WITHIN = 10.0
LOCK_MARGIN = 0.4
"""Seconds before time-up a person stops writing: a word sent later may arrive after the lock."""
RETRY = {429: 1.05, 503: 0.5}
"""Seconds before a word refused for the pace (429) or the night being busy (503) is sent again."""


class PhoneClient:
    """One phone's kept-alive connection to the server; a request that finds it closed is sent again
    once on a new one, as a browser does. `source`: the address it connects from (one of this
    machine's), as another device on the bar's network would."""

    def __init__(self, url: str, source: str | None = None) -> None:
        self.where = urlsplit(url)
        self._source = (source, 0) if source is not None else None
        self._connection: http.client.HTTPConnection | None = None

    def ask(self, method: str, path: str, body: dict[str, str] | None = None) -> tuple[int, Any, float]:
        """(status, JSON answer, milliseconds); status 0 when nothing came back."""
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"} if data is not None else {}
        for attempt in (1, 2):
            started = time.perf_counter()
            try:
                if self._connection is None:
                    host, port = self.where.hostname or "127.0.0.1", self.where.port or 80
                    self._connection = http.client.HTTPConnection(
                        host, port, timeout=ANSWER_WITHIN, source_address=self._source
                    )
                self._connection.request(method, self.where.path + path, data, headers)
                answer = self._connection.getresponse()
                raw = answer.read()
            except (OSError, http.client.HTTPException):
                self.drop()
                if attempt == 2:
                    return 0, None, (time.perf_counter() - started) * 1000
                continue
            took = (time.perf_counter() - started) * 1000
            try:
                return answer.status, json.loads(raw), took
            except ValueError:
                return answer.status, None, took
        return 0, None, 0.0

    def drop(self) -> None:
        if self._connection is not None:
            self._connection.close()
        self._connection = None


class Answers:
    """The board's answer key, from the night (one read-only look for all the phones)."""

    def __init__(self, url: str) -> None:
        self._service = OpenNight.open(url, read_only=True)
        self._lock = threading.Lock()

    def words(self, key: GameKey) -> tuple[str, ...]:
        with self._lock:
            with contextlib.suppress(StoreError, ThroneError):
                self._service.catch_up()
            return self._service.views.board_words(key) if key in self._service.views.games() else ()

    def close(self) -> None:
        self._service.close()


class SimulatedPhone:
    """One player's phone through the night."""

    def __init__(self, player: str, url: str, job: dict[str, Any], answers: Answers, ledger: Ledger) -> None:
        self.player = player
        self.client = PhoneClient(url)
        self.pace = Pace(float(job["speed"]))
        self.seed = int(job["seed"])
        self.answers = answers
        self.ledger = ledger
        drop = job.get("drop")
        self.drop = drop if drop is not None and drop["player"] == player else None
        self.writer = PhoneWriter(self.pace, seeded(self.seed, "phone", player))
        self.stopping = threading.Event()
        self.lifeline = Lifeline()

    def run(self) -> None:
        game: GameKey | None = None
        planned: list[tuple[float, str]] = []
        clock_started = 0.0
        while not self.stopping.is_set() and not self.lifeline.cut:
            state = self._poll()
            if state is not None and state.get("throne") is not None:
                return
            now = time.monotonic()
            if state is not None and state.get("stage") == "playing" and state.get("game"):
                key = GameKey(state["game"]["round"], state["game"]["table"], state["game"]["game"])
                if key != game:
                    game, clock_started = key, now
                    left = (state["clock"]["locks_in_ms"] or 0) / 1000 - LOCK_MARGIN
                    planned = self.writer.plan(
                        self.answers.words(key), skill_of(self.seed, self.player), left
                    )
                    self._drop_off(planned)
            while planned and planned[0][0] <= now - clock_started:
                self._write(game, planned.pop(0)[1])
            due = planned[0][0] + clock_started - time.monotonic() if planned else self.pace.poll_seconds
            self.stopping.wait(max(0.0, min(self.pace.poll_seconds, due)))

    def _poll(self) -> dict[str, Any] | None:
        status, answer, took = self.client.ask("GET", "/state")
        self.ledger.write("poll", player=self.player, status=status, ms=took)
        return answer if status == 200 and isinstance(answer, dict) else None

    def _drop_off(self, planned: list[tuple[float, str]]) -> None:
        """The phone that drops off the Wi-Fi: mid-game, for a while; it keeps the words written
        meanwhile and sends them when it is back."""
        if self.drop is None or not planned:
            return
        away, self.drop = self.drop, None
        time.sleep(max(0.0, float(away["after"])))
        self.client.drop()
        self.ledger.write("dropped", player=self.player, seconds=away["seconds"])
        self.stopping.wait(float(away["seconds"]))
        self.ledger.write("back", player=self.player)

    def _write(self, game: GameKey | None, word: str) -> None:
        for _ in range(5):
            time.sleep(self.writer.wait_for_token(time.monotonic()))
            status, answer, took = self.client.ask("POST", "/words", {"word": word})
            taken = answer.get("word") if status == 201 and isinstance(answer, dict) else None
            self.ledger.write(
                "write", player=self.player, game=game.to_json() if game else None, word=word,
                taken=taken, status=status, ms=took,
            )  # fmt: skip
            if status not in RETRY and status != 0:
                return
            self.stopping.wait(RETRY.get(status, 0.5))


def run(job: dict[str, Any]) -> int:
    ledger = Ledger(Path(job["ledger"]))
    answers = Answers(job["night"])
    phones = [SimulatedPhone(p["player"], p["url"], job, answers, ledger) for p in job["phones"]]
    threads = [threading.Thread(target=phone.run, daemon=True) for phone in phones]
    for thread in threads:
        thread.start()
    try:
        for thread in threads:
            thread.join()
    finally:
        answers.close()
        ledger.close()
    return 0


if __name__ == "__main__":
    sys.exit(run(json.loads(sys.argv[1])))
