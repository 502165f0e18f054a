"""A rehearsal conducted from registration to the crowning, through the real program.

The conductor is the host's station: it creates the night, registers the players, seats each round,
plays the tie-break games and crowns. Each table's judge is a station process of its own
(`station`), the phones a process of real HTTP clients (`phones`) of the real phone server
(`boggle-throne serve`, a process of its own). With faults, it kills and restarts a station,
freezes one and restarts the server, at moments the seed chooses. At the end it proves the night
(`proof`) and reads its figures (`figures`).
"""

from __future__ import annotations

import json
import logging
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.services.rehearsal.figures import Figures, Verdict, read_figures, verdict
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.logins import MAIN, PHONES, PROJECTOR, Logins, table_station
from boggle_throne.services.rehearsal.pace import Pace
from boggle_throne.services.rehearsal.people import JudgeStuckError, SimulatedJudge, seeded
from boggle_throne.services.rehearsal.proof import Proof, prove
from boggle_throne.services.rehearsal.station import EXIT_STUCK, Station, next_game
from boggle_throne.store.local_server import LocalServerError, PostgresServer, find_bindir

FREEZE_SECONDS = 20.0
"""How long a station stays frozen (SIGSTOP) with faults."""
KILLED_FOR = 2.0
"""Seconds a killed station stays down before it is started again, as a judge restarts a laptop."""
SETTLE = 3.0
"""Seconds after a fault during which a station is still taking it in (reconnecting, catching up)."""
STALL_MARGIN = 60.0
"""Seconds beyond a game's clock and a frozen station with no action at all: the night is stuck."""
LOOK_EVERY = 0.2
MEMORY_EVERY = 2.0
READY_WITHIN = 30.0
STOP_WITHIN = 10.0


class NightStuckError(Exception):
    """The night cannot go on: a judge's step refused again and again, or no action for too long."""


@dataclass(frozen=True)
class NightSize:
    players: int
    tables: int
    phones: int
    rounds: int
    speed: float
    seed: int
    faults: bool = False
    games_per_round: int = 1


@dataclass
class Outcome:
    """What ran, what it proves, its figures and the verdict."""

    where: str
    size: NightSize
    finished: bool
    interrupted: bool
    seconds: float
    proof: Proof
    figures: Figures
    memory: dict[str, dict[str, float]]
    faults: list[str]
    notes: list[str]
    verdict: Verdict


def night_settings(size: NightSize) -> dict[str, Any]:
    """A night of `size`: tables of players/tables, enough advancing per table that the last of
    `rounds` rounds is the final at one table."""
    seats = max(2, size.players // size.tables)
    advance = _advance(size.players, seats, size.rounds)
    pace = Pace(size.speed)
    return {
        "name": f"Rehearsal of {size.tables} tables (seed {size.seed})",
        "date": date(2026, 11, 27).isoformat(),
        "board_seed": size.seed,
        "timer_seconds": pace.game_seconds,
        "countdown_seconds": pace.countdown_seconds,
        "format": {
            "games_per_round": size.games_per_round,
            "min_table": min(seats, advance + 1),
            "max_table": seats,
            "advance": advance,
            "rounds": size.rounds,
        },
    }


def final_round(size: NightSize) -> int:
    """The round whose one table is the final, for a night of `size`."""
    seats = max(2, size.players // size.tables)
    advance, left, number = _advance(size.players, seats, size.rounds), size.players, 1
    while left > seats:
        left, number = advance * -(-left // seats), number + 1
    return number


def _advance(players: int, seats: int, rounds: int) -> int:
    """The most players per table that go through, for the final to come at round `rounds`."""
    for advance in range(seats - 1, 0, -1):
        left = players
        for _ in range(rounds - 1):
            left = advance * -(-left // seats)
        if left <= seats:
            return advance
    return 1


class Where:
    """Where the night lives: the organiser's server, a throwaway local one, or a file."""

    def __init__(self, db: str | None, folder: Path) -> None:
        self.local: PostgresServer | None = None
        self.url: str | None = db
        self.note = ""
        if db is None and find_bindir() is not None:
            self.local = PostgresServer.throwaway("throne-rehearsal-", max_connections=200)
            self.url = self.local.new_database()
        elif db is None:
            self.note = "no PostgreSQL here: the night is a file with one station and no phones"
        self.file = folder / "rehearsal.throne"

    @property
    def shown(self) -> str:
        """Where the night was, as the report says it."""
        if self.local is not None:
            return "a throwaway PostgreSQL server on this machine"
        return self.url if self.url is not None else "a file on this machine, with one station"

    @property
    def night(self) -> str:
        return self.url if self.url is not None else str(self.file)

    def close(self) -> None:
        if self.local is not None:
            self.local.remove()


@dataclass
class _Memory:
    """One process's resident memory (MB), sampled through the night."""

    samples: list[float] = field(default_factory=list)
    after_first_round: float | None = None

    def sample(self, pid: int, first_round_over: bool) -> None:
        try:
            pages = int(Path(f"/proc/{pid}/statm").read_text().split()[1])
        except (OSError, ValueError, IndexError):
            return
        self.samples.append(pages * os.sysconf("SC_PAGE_SIZE") / 2**20)
        if first_round_over and self.after_first_round is None:
            self.after_first_round = self.samples[-1]

    def figures(self) -> dict[str, float]:
        first = self.after_first_round
        return {
            **({"after_first_round": round(first, 1)} if first is not None else {}),
            "end": round(self.samples[-1], 1),
            "max": round(max(self.samples), 1),
        }


@dataclass
class _Child:
    name: str
    command: list[str]
    errors: Path
    process: subprocess.Popen[bytes] | None = None
    memory: _Memory = field(default_factory=_Memory)

    def start(self, env: dict[str, str], stdout: int | None = subprocess.DEVNULL) -> None:
        """Start (or start again) in a session of its own, so Ctrl+C reaches only the conductor,
        which stops it; what it says on stderr goes to a file beside the ledgers."""
        with self.errors.open("ab") as errors:
            self.process = subprocess.Popen(
                self.command, env=env, stdout=stdout, stderr=errors, start_new_session=True
            )

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


class Rehearsal:
    """One rehearsal: `run()` plays the night and returns its outcome; Ctrl+C ends it early, with
    the outcome of what ran."""

    def __init__(
        self,
        size: NightSize,
        db: str | None = None,
        on_progress: Callable[[str, float, int], None] = lambda phase, done, actions: None,
        projector: list[str] | None = None,
        logins: Logins | None = None,
    ) -> None:
        """`projector`: the command that runs a projector window on the night (its URL and ledger
        given as JSON after it), or None for a rehearsal without one. `logins`: each process's own
        login on the organiser's server (`db` is then the owner's, only to host the night)."""
        self.size = size
        self.db = db
        self.on_progress = on_progress
        self.projector = projector
        self.logins = logins
        self.pace = Pace(size.speed)
        self.random = seeded(size.seed, "faults")
        self.folder = Path(tempfile.mkdtemp(prefix="throne-rehearsal-"))
        self.ledgers = self.folder / "ledgers"
        self.ledgers.mkdir()
        self.env = {**os.environ, DATA_DIR_VARIABLE: str(self.folder / "data")}
        self.children: dict[str, _Child] = {}
        self.faults: list[str] = []
        self.notes: list[str] = []
        self.host_memory = _Memory()
        self._later: list[tuple[float, Callable[[], None]]] = []
        """What a fault leaves to do at a moment (start a killed station again, thaw a frozen one)."""
        self._local: PostgresServer | None = None
        self._fault_ledger = Ledger(self.ledgers / "faults.jsonl")

    # ----- the night ------------------------------------------------------------------------

    def run(self) -> Outcome:
        """Play the night; the outcome, also of a night stopped early by Ctrl+C. The rehearsal's
        folder is removed once the night is proved, and kept (named in a note) when it is not."""
        said = logging.FileHandler(self.folder / "host.log")  # the warnings of the host's station
        logging.getLogger().addHandler(said)
        try:
            outcome = self._run()
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise
        finally:
            logging.getLogger().removeHandler(said)
            said.close()
            self._fault_ledger.close()
        if outcome.proof.holds:
            shutil.rmtree(self.folder, ignore_errors=True)
        else:
            outcome.notes.append(f"the rehearsal's ledgers and logs are kept in {self.folder}")
        return outcome

    def _run(self) -> Outcome:
        os.environ[DATA_DIR_VARIABLE] = self.env[DATA_DIR_VARIABLE]
        where = Where(self.db, self.folder)
        try:
            return self._in(where)
        finally:
            where.close()

    def _in(self, where: Where) -> Outcome:
        self._local = where.local
        if where.note:
            self.notes.append(where.note)
        started = time.time()
        finished = interrupted = False
        stuck: str | None = None
        station: Station | None = None
        try:
            station = self._create(where)
            finished = self._conduct(where, station)
        except KeyboardInterrupt:
            interrupted = True
        except NightStuckError as error:
            stuck = str(error)
        except JudgeStuckError as error:  # the host's own judge, at a tie-break or a crowning
            stuck = f"the host's judge could not go on: {error}"
        finally:
            if station is not None:
                station.close()
            self._stop_children(wait=finished)
        proof = prove(self._night(where, PROJECTOR), self.ledgers, self.folder / "serial.throne")
        if "projector" in self.children:  # a phase it never saw counts as missed
            played = self._rounds_played(where)
            expected = [f"round {number} playing" for number in range(1, played + 1)]
            for phase in [*expected, *(["the crowning"] if finished else [])]:
                proof.projector_phases.setdefault(phase, False)
        memory = self._memory()
        figures = read_figures(self.ledgers, started)
        said = verdict(
            figures,
            proved=proof.holds,
            tables=self.size.tables,
            speed=self.size.speed,
            memory=memory,
            finished=finished,
            projector_missed=proof.projector_missed,
            stuck=stuck,
        )
        return Outcome(
            where.shown,
            self.size, finished, interrupted, time.time() - started, proof, figures, memory,
            self.faults, self.notes, said,
        )  # fmt: skip

    def _rounds_played(self, where: Where) -> int:
        service = OpenNight.open(self._night(where, PROJECTOR), read_only=True)
        try:
            return len(service.views.standings().rounds)
        finally:
            service.close()

    def _create(self, where: Where) -> Station:
        settings = night_settings(self.size)
        creator = OpenNight.create(where.file, settings, station="host")
        if where.url is not None:
            try:
                creator.files.host(where.url)
            finally:
                creator.close()
        else:
            creator.close()
        if self.projector is not None and where.url is not None:
            job = {"url": self._night(where, PROJECTOR), "ledger": str(self.ledgers / "projector.jsonl")}
            display = "DISPLAY" in self.env or "WAYLAND_DISPLAY" in self.env
            env = self.env if display else {**self.env, "QT_QPA_PLATFORM": "offscreen"}
            child = self.children["projector"] = _Child(
                "projector", [*self.projector, json.dumps(job)], self._errors("projector")
            )
            child.start(env)
            self._wait_ready(child, self.ledgers / "projector.jsonl")
        elif self.projector is not None:
            self.notes.append("the projector follows a night on a server only")
        station = Station(self._night(where, MAIN), "host", Ledger(self.ledgers / "host.jsonl"))
        judge = self._host_judge(station)
        self.on_progress("registration", 0.0, 0)
        for number in range(1, self.size.players + 1):
            judge.ask(f"register P{number:02d}", do="register", name=_name(number), checked_in=True)
        return station

    def _host_judge(self, station: Station) -> SimulatedJudge:
        return SimulatedJudge(station.service, self.pace, self.size.seed, station.ledger, station.wait)

    def _conduct(self, where: Where, station: Station) -> bool:
        """Seat each round, play its tie-breaks, crown; True once crowned."""
        service, judge = station.service, self._host_judge(station)
        faults = self._fault_plan(where)
        seated: dict[int, float] = {}
        """When each round was first seen seated: the faults' moments count from it."""
        last_memory = 0.0
        progress = (station.latest, time.monotonic())
        stall = self.pace.game_seconds + self.pace.countdown_seconds + FREEZE_SECONDS + STALL_MARGIN
        while True:
            station.take_in()
            self._check_stations()
            if station.latest != progress[0]:
                progress = (station.latest, time.monotonic())
            elif time.monotonic() - progress[1] > stall:
                raise NightStuckError(f"no action reached the night for {stall:.0f} s")
            view = service.views.play()
            if view.crowned:
                self.on_progress("crowned", 1.0, station.latest)
                return True
            now = time.monotonic()
            if view.round is not None:
                seated.setdefault(view.round, now)
            self._faults_due(faults, {number: now - at for number, at in seated.items()})
            for due in [entry for entry in self._later if entry[0] <= now]:
                self._later.remove(due)
                due[1]()
            if now - last_memory >= MEMORY_EVERY:
                self._sample_memory(first_round_over=(view.round or 0) >= 2)
                last_memory = now
            self._report_progress(station)
            if view.can_crown:
                judge.ask("crown", do="crown")
            elif view.round is None or (view.decided and view.can_seat):
                judge.ask(f"seat round {(view.round or 0) + 1}", do="seat", seed=view.next_seed)
                if view.round is None:
                    self._start_people(where, service)
            elif tie := next((slot for slot in view.tie_breaks if not slot.closed), None):
                judge.play(tie.key, tuple(int(p) for p in tie.tie_break_players))
            elif where.url is None and (key := next_game(service, _any_table(service))) is not None:
                judge.play(key)  # a file: the one station plays every table
            else:
                station.wait(LOOK_EVERY)

    def _check_stations(self) -> None:
        """A station whose judge could not go on stops the night, saying why."""
        for child in self.children.values():
            if child.process is not None and child.process.poll() == EXIT_STUCK:
                lines = self._errors(child.name).read_text(encoding="utf-8", errors="replace").splitlines()
                raise NightStuckError(f"{child.name}'s judge could not go on: {lines[-1] if lines else '?'}")

    def _report_progress(self, station: Station) -> None:
        view = station.service.views.play()
        slots = view.slots
        closed = sum(slot.closed for slot in slots)
        rounds = max(1, self.size.rounds)
        done = ((view.round or 1) - 1 + (closed / len(slots) if slots else 0)) / rounds
        phase = (
            "registration" if view.round is None else f"{view.round_titles[-1]}: {closed}/{len(slots)} games"
        )
        self.on_progress(phase, min(done, 0.99), station.latest)

    # ----- the stations and phones ------------------------------------------------------------

    def _start_people(self, where: Where, service: OpenNight) -> None:
        if where.url is None:
            return
        for table in range(1, self.size.tables + 1):
            job = {
                "url": self._night(where, table_station(table)),
                "table": table,
                "seed": self.size.seed,
                "speed": self.size.speed,
                "ledger": str(self.ledgers / f"table-{table}.jsonl"),
            }
            self._spawn(f"table {table}", "station", job)
        if self.size.phones > 0:
            self._start_phones(self._night(where, PHONES), self._night(where, PROJECTOR), service)

    def _spawn(self, name: str, module: str, job: dict[str, Any]) -> _Child:
        command = [sys.executable, "-m", f"boggle_throne.services.rehearsal.{module}", json.dumps(job)]
        child = self.children[name] = _Child(name, command, self._errors(name))
        child.start(self.env)
        return child

    def _night(self, where: Where, who: str) -> str:
        """Where `who` finds the night: its own login on the organiser's server (`logins`), else the
        night's one address."""
        return self.logins.url(who) if self.logins is not None and where.url is not None else where.night

    def _start_phones(self, url: str, reader: str, service: OpenNight) -> None:
        """The phone server on `url`, and the phones, whose players' eyes read the board on `reader`."""
        command = [sys.executable, "-m", "boggle_throne", "serve", url, "--listen", "127.0.0.1:0"]
        serve = self.children["phone server"] = _Child("phone server", command, self._errors("phone server"))
        serve.start(self.env, stdout=subprocess.PIPE)
        assert serve.process is not None
        assert serve.process.stdout is not None
        line = serve.process.stdout.readline().decode()
        base = next((word for word in line.split() if word.startswith("http://")), None)
        if base is None:
            raise TournamentFileError(f"the phone server did not start: {line.strip() or 'no answer'}")
        invitations = Phones(service).invitations(base)
        chosen = random.Random(f"{self.size.seed}:phones").sample(
            invitations, min(self.size.phones, len(invitations))
        )
        drop = chosen[0].name if chosen else None
        job = {
            "phones": [{"player": invitation.name, "url": invitation.url} for invitation in chosen],
            "night": reader,
            "seed": self.size.seed,
            "speed": self.size.speed,
            "ledger": str(self.ledgers / "phones.jsonl"),
            "drop": {
                "player": drop,
                "after": self.pace.game_seconds * 0.3,
                "seconds": max(2.0, self.pace.scaled(40)),
            }
            if drop
            else None,
        }
        self._spawn("phones", "phones", job)

    def _wait_ready(self, child: _Child, ledger: Path) -> None:
        """Wait until the child says it follows the night (so it sees the night from the start)."""
        deadline = time.monotonic() + READY_WITHIN
        while time.monotonic() < deadline and child.alive():
            if ledger.exists() and '"e":"ready"' in ledger.read_text(encoding="utf-8"):
                return
            time.sleep(0.1)
        self.notes.append(f"the {child.name} was not ready within {READY_WITHIN:g} s")

    def _errors(self, name: str) -> Path:
        return self.folder / f"{name.replace(' ', '-')}.log"

    def _stop_children(self, wait: bool) -> None:
        """The stations and phones end by themselves once the night is crowned (`wait`: give them
        the time); the phone server is stopped as Ctrl+C stops it, anything still running after
        that as a service manager stops it."""
        deadline = time.monotonic() + (STOP_WITHIN if wait else 0.0)
        for child in self.children.values():
            if child.process is not None and child.name == "phone server":
                continue
            while child.alive() and time.monotonic() < deadline:
                time.sleep(0.1)
        for child in self.children.values():
            if child.alive():
                assert child.process is not None
                child.process.send_signal(signal.SIGCONT)
                child.process.send_signal(signal.SIGINT if child.name == "phone server" else signal.SIGTERM)
        for child in self.children.values():
            if child.process is not None:
                try:
                    child.process.wait(STOP_WITHIN)
                except subprocess.TimeoutExpired:
                    child.process.kill()
                    child.process.wait()

    # ----- faults -----------------------------------------------------------------------------

    def _fault_plan(self, where: Where) -> list[tuple[int, float, str]]:
        """(round, seconds after it is seated, fault) at seeded moments: a station killed while its
        judge reads, one frozen while its clock runs, the server restarted in the last round."""
        if not self.size.faults:
            return []
        if where.url is None:
            self.notes.append("faults need a night on a server: none were caused")
            return []
        game = self.pace.game_seconds + self.pace.countdown_seconds
        tables = list(range(1, self.size.tables + 1))
        killed, frozen = self.random.choice(tables), self.random.choice(tables)
        plan = [
            (1, self.random.uniform(1.1, 1.4) * game, f"kill table {killed}"),
            (1, self.random.uniform(0.2, 0.8) * game, f"freeze table {frozen}"),
        ]
        if where.local is not None:
            plan.append((self.size.rounds, self.random.uniform(0.3, 1.3) * game, "restart server"))
        else:
            self.notes.append("the server restart is the organiser's to try (a night server of --db)")
        return sorted(plan)

    def _faults_due(self, plan: list[tuple[int, float, str]], elapsed: dict[int, float]) -> None:
        """Cause the faults whose moment has come (`elapsed`: seconds since each round was seated)."""
        for fault in list(plan):
            round_number, at, what = fault
            if elapsed.get(round_number, -1.0) < at:
                continue
            plan.remove(fault)
            if what == "restart server":
                self._restart_server()
                continue
            verb, name = what.split(" ", 1)  # a station's, missed when it is not running
            child = self.children.get(name)
            if child is not None and child.alive():
                (self._kill if verb == "kill" else self._freeze)(child)

    def _kill(self, child: _Child) -> None:
        name = child.name
        assert child.process is not None
        child.process.kill()
        child.process.wait()
        self._fault_ledger.write("killed", what=name)
        self.faults.append(f"{name} killed (SIGKILL) and started again {KILLED_FOR:g} s later")
        self._window(name, KILLED_FOR + SETTLE)
        self._later.append((time.monotonic() + KILLED_FOR, lambda: child.start(self.env)))

    def _freeze(self, child: _Child) -> None:
        name = child.name
        assert child.process is not None
        child.process.send_signal(signal.SIGSTOP)
        self.faults.append(f"{name} frozen (SIGSTOP) for {FREEZE_SECONDS:g} s")
        self._window(name, FREEZE_SECONDS + SETTLE)
        process = child.process
        self._later.append((time.monotonic() + FREEZE_SECONDS, lambda: process.send_signal(signal.SIGCONT)))

    def _restart_server(self) -> None:
        assert self._local is not None  # a throwaway server only: the organiser's is theirs to restart
        began, since = time.monotonic(), time.time()
        try:
            self._local.restart()
        except LocalServerError as error:
            self.faults.append(f"the server did not restart: {error}")
            return
        self.faults.append(f"the server restarted (down {time.monotonic() - began:.1f} s)")
        self._fault_ledger.write("fault", who=None, **{"from": since, "to": time.time() + SETTLE})

    def _window(self, name: str, seconds: float) -> None:
        """Write down that a fault hits station `name` from now for `seconds`: what it does and sees
        meanwhile is the fault's, and its figures are kept apart."""
        now = time.time()
        self._fault_ledger.write("fault", who=name.replace(" ", "-"), **{"from": now, "to": now + seconds})

    # ----- memory -----------------------------------------------------------------------------

    def _sample_memory(self, first_round_over: bool) -> None:
        self.host_memory.sample(os.getpid(), first_round_over)
        for child in self.children.values():
            if child.alive() and child.process is not None:
                child.memory.sample(child.process.pid, first_round_over)

    def _memory(self) -> dict[str, dict[str, float]]:
        named = [
            ("host", self.host_memory),
            *((child.name, child.memory) for child in self.children.values()),
        ]
        return {name: memory.figures() for name, memory in named if memory.samples}


def _name(number: int) -> str:
    return f"Player {number:02d}"


def _any_table(service: OpenNight) -> int:
    view = service.views.play()
    return next((group.table for group in view.groups for slot in group.games if not slot.closed), 0)
