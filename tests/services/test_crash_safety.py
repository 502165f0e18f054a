"""A replay killed with SIGKILL mid-night: every recorded action is whole, and resuming finishes the night."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.documents.night_document import replay_night
from boggle_throne.store.event_store import EventStore

KILL_AFTER = 400  # actions in the file before the kill


def _logged(path: Path) -> int:
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1) as connection:
            return int(connection.execute("SELECT count(*) FROM event").fetchone()[0])
    except sqlite3.Error:
        return 0


def test_a_killed_replay_resumes_to_the_same_night(tmp_path: Path) -> None:
    reference, document = build_demo_night(tmp_path / "reference.throne")
    expected = reference.views.standings()
    reference.close()
    night = tmp_path / "night.json"
    night.write_text(json.dumps(document), encoding="utf-8")
    target = tmp_path / "killed.throne"

    child = subprocess.Popen(
        [sys.executable, "-m", "boggle_throne", "replay", str(night), "--db", str(target)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while _logged(target) < KILL_AFTER and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert child.returncode == -signal.SIGKILL

    store = EventStore.open(target)
    try:
        events = store.events()
    finally:
        store.close()
    actions = document["actions"]
    assert KILL_AFTER <= len(events) < len(actions) + 1  # killed in the middle
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    for event, action in zip(events[1:], actions, strict=False):  # every recorded action is whole
        assert event.kind == {"word": "record_word"}.get(action["do"], action["do"])
        if event.kind == "record_word":
            assert (event.payload["word"], event.payload["game"]) == (action["word"], action["game"])
    with sqlite3.connect(target) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    resumed, report = replay_night(document, target)
    try:
        assert report.skipped == len(events) - 1 and report.skipped + report.applied == len(actions)
        assert resumed.views.standings() == expected
    finally:
        resumed.close()
