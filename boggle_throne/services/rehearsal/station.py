"""A judge station of a rehearsal, in a process of its own: `python -m
boggle_throne.services.rehearsal.station JOB` where JOB is JSON `{"url", "table", "seed", "speed",
"ledger"}`.

It joins the night on the server as the station `table N`, takes in the others' actions as the
server announces them (writing down when it saw each), and its simulated judge plays every game its
table is seated for, round after round, until the night is crowned. Killed and started again, it
picks up where the night is.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path

from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.lifeline import ConductorGoneError, Lifeline
from boggle_throne.services.rehearsal.pace import Pace
from boggle_throne.services.rehearsal.people import JudgeStuckError, SimulatedJudge
from boggle_throne.store.errors import StoreError

IDLE_LOOK = 0.5
"""Seconds between looks at the night while the station's table has no game to play."""
LIFELINE_EVERY = 1.0
"""Seconds between looks at whether the conductor is still there."""
EXIT_STUCK = 3
"""The exit status of a station whose judge could not go on (the reason on its last line of stderr)."""


class Station:
    """A station's night: its service, its listener, and the time it passes taking in the others."""

    def __init__(self, url: str, name: str, ledger: Ledger) -> None:
        self.service = OpenNight.open(url, station=name)
        self.ledger = ledger
        self.lifeline = Lifeline()
        self._heard = threading.Event()
        self.latest = 0
        """The number of the night's last action this station knows of, its own or another's."""
        self.service.changes.subscribe(self._count)
        self._listener = self.service.listener(on_actions=self._heard.set)
        if self._listener is not None:
            self._listener.start()
            self._listener.wait_listening(5)
        ledger.write("joined")  # what was logged before is a backlog read on joining, not propagation

    def _count(self, change: Change) -> None:
        self.latest = max(self.latest, change.seq)

    def take_in(self) -> None:
        """The others' actions since the last look, each written down as seen now."""
        self._heard.clear()
        try:
            changes = self.service.catch_up()
        except (StoreError, ThroneError):  # the server out of reach: the next announcement tells
            return
        for change in changes:
            self.ledger.write("seen", seq=change.seq)

    def wait(self, seconds: float) -> None:
        """Pass `seconds`, taking in the others' actions as they are announced."""
        self.lifeline.check()
        until = time.monotonic() + seconds
        while (left := until - time.monotonic()) > 0:
            if self._heard.wait(min(left, LIFELINE_EVERY)):
                self.take_in()
            self.lifeline.check()

    def close(self) -> None:
        if self._listener is not None:
            self._listener.stop()
        self.service.close()


def next_game(service: OpenNight, table: int) -> GameKey | None:
    """The game the station's table plays next in the latest round, or None (waiting)."""
    groups = [group for group in service.views.play().groups if group.table == table]
    playable = (slot for group in groups for slot in group.games if slot.started or slot.can_start)
    return next((slot.key for slot in playable if not slot.closed), None)


def run(job: dict[str, object]) -> int:
    table = int(str(job["table"]))
    ledger = Ledger(Path(str(job["ledger"])))
    station = Station(str(job["url"]), f"table {table}", ledger)
    judge = SimulatedJudge(
        station.service, Pace(float(str(job["speed"]))), int(str(job["seed"])), ledger, station.wait
    )
    try:
        while True:
            station.lifeline.check()
            station.take_in()
            if station.service.views.play().crowned:
                return 0
            key = next_game(station.service, table)
            if key is None:
                station.wait(IDLE_LOOK)
            else:
                judge.play(key)
    except ConductorGoneError:
        return 0
    except JudgeStuckError as error:
        print(error, file=sys.stderr)
        return EXIT_STUCK
    finally:
        station.close()
        ledger.close()


if __name__ == "__main__":
    sys.exit(run(json.loads(sys.argv[1])))
