"""A station killed in the middle of a burst of actions loses none that it reported as saved."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from boggle_throne.store.event_store import EventStore

from .crash_child import STATION, payload

CHILD = Path(__file__).resolve().with_name("crash_child.py")
ROOT = Path(__file__).resolve().parents[2]
REPORTED_BEFORE_KILL = 200
WATCHDOG_SECONDS = 20.0


def _run_and_kill(path: Path) -> list[int]:
    """Start the child on `path`, SIGKILL it once it has reported 200 actions; every seq it printed."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )
    watchdog = threading.Timer(WATCHDOG_SECONDS, child.kill)  # a hung child must not hang the run
    watchdog.start()
    try:
        assert child.stdout is not None and child.stderr is not None
        printed: list[int] = []
        while len(printed) < REPORTED_BEFORE_KILL:
            line = child.stdout.readline()
            if not line:
                child.wait()
                pytest.fail(f"the child stopped early ({child.returncode}): {child.stderr.read()}")
            printed.append(int(line))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        printed.extend(int(line) for line in child.stdout.read().split())  # reported just before the kill
        child.stderr.read()
    finally:
        watchdog.cancel()
        if child.poll() is None:
            child.kill()
            child.wait()
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                stream.close()
    assert child.returncode == -signal.SIGKILL, "the child ended some other way than by the kill"
    return printed


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_every_reported_action_survives_a_kill(tmp_path: Path) -> None:
    """After SIGKILL: every printed seq is in the file with its exact payload, seqs run 1..N, file intact."""
    path = tmp_path / "night.throne"
    EventStore.create(path).close()

    printed = _run_and_kill(path)

    assert printed == list(range(1, len(printed) + 1))
    assert len(printed) >= REPORTED_BEFORE_KILL
    assert (tmp_path / "night.throne-wal").is_file(), "the kill should leave the write-ahead log behind"
    store = EventStore.open(path)
    try:
        events = store.events()
    finally:
        store.close()
    seqs = [event.seq for event in events]
    assert seqs == list(range(1, len(events) + 1))
    assert len(events) >= len(printed)  # an action may be committed but killed before it was printed
    assert len(events) <= len(printed) + 1
    for event in events:
        assert (event.kind, event.payload, event.station) == ("word", payload(event.seq), STATION)
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        connection.close()
