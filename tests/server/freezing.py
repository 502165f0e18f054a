"""Freezing processes as a laptop put to sleep freezes them: SIGSTOP, then SIGCONT. The process keeps
its connections open and answers nothing; its host's kernel still acknowledges every packet, so
neither side hears of it by itself.

`frozen_server` freezes a whole test server (the postmaster and every backend); `FrozenStation` runs a
judge station in a process of its own that freezes itself in the middle of its turn to append.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from tests.postgres_server import PostgresServer

STATION_SCRIPT = """
import os, signal, sys
from boggle_throne.services.acting.open_night import OpenNight
service = OpenNight.open(sys.argv[1], station="frozen")
store = service._night.store
with store.turn(exclusive=True):  # the turn a station holds once it has lost the race too often
    service.catch_up()  # its first statement inside the turn
    print("in turn", flush=True)
    os.kill(os.getpid(), signal.SIGSTOP)  # the laptop goes to sleep here
"""


def server_processes(postgres: PostgresServer) -> list[int]:
    """The postmaster's process and all of its children (the backends and the server's helpers)."""
    postmaster = int((postgres.data / "postmaster.pid").read_text().split()[0])
    children = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue  # gone meanwhile
        if int(fields[1]) == postmaster:
            children.append(int(entry.name))
    return [postmaster, *children]


@contextmanager
def frozen_server(postgres: PostgresServer, *, at_most: float = 30.0) -> Iterator[None]:
    """The whole server frozen while the block runs (thawed after `at_most` seconds whatever happens,
    so a station that waits on it without end fails its test instead of hanging it)."""
    processes = server_processes(postgres)
    for pid in processes:
        os.kill(pid, signal.SIGSTOP)
    thawed = threading.Event()

    def thaw() -> None:
        if not thawed.is_set():
            thawed.set()
            for pid in processes:
                with suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)

    safety = threading.Timer(at_most, thaw)
    safety.start()
    try:
        yield
    finally:
        safety.cancel()
        thaw()


class FrozenStation:
    """A judge station in a process of its own, frozen in the middle of its turn to append."""

    def __init__(self, url: str) -> None:
        self._process = subprocess.Popen(
            [sys.executable, "-c", STATION_SCRIPT, url],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ},
        )

    def wait_frozen(self) -> None:
        assert self._process.stdout is not None
        assert self._process.stdout.readline().strip() == "in turn", "the station did not take its turn"
        pid = self._process.pid
        while Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "T":
            pass  # until it has stopped itself

    def kill(self) -> None:
        self._process.kill()
        self._process.wait()
