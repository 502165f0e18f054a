"""Kills while a file or a backup is being made: a file is there whole or not at all, and a backup
under a backup's name always opens (so a refusal never recommends a broken one)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boggle_throne.store.backups import backup_dir, backups
from boggle_throne.store.errors import NotATournamentError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.tournament_file import newest_sound_backup

from .helpers import sidecars

MAKE_FILES = """
import sys
from pathlib import Path
from boggle_throne.store.event_store import EventStore, FirstAction
folder = Path(sys.argv[1])
n = 0
while True:
    n += 1
    store = EventStore.create(folder / f"night-{n}.throne", FirstAction("create", {"n": n}, "main"))
    store.close()
    print(n, flush=True)
"""

MAKE_BACKUPS = """
import sys
from pathlib import Path
from boggle_throne.store.event_store import EventStore
store = EventStore.open(Path(sys.argv[1]))
print("open", flush=True)
n = 0
while True:
    n += 1
    seq = store.append("word", {"n": n, "padding": "x" * 2000}, "main").seq
    store.backup(seq)
"""

KILL_AFTER = [0.05 * step for step in range(1, 21)]
"""When each trial kills its child: spread over the first second, the same in every run."""


def _killed_after(script: str, argument: Path, seconds: float, wait_for: str | None = None) -> None:
    child = subprocess.Popen([sys.executable, "-c", script, str(argument)], stdout=subprocess.PIPE, text=True)
    if wait_for is not None:
        assert child.stdout is not None and child.stdout.readline().strip() == wait_for
    time.sleep(seconds)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)


@pytest.mark.parametrize("seconds", KILL_AFTER[::4])
def test_a_kill_while_files_are_created_leaves_only_whole_files(tmp_path: Path, seconds: float) -> None:
    _killed_after(MAKE_FILES, tmp_path, 0.4 + seconds)
    made = sorted(tmp_path.glob("night-*.throne"))
    for path in made:
        store = EventStore.open(path)
        try:
            (event,) = store.events()
            assert event.kind == "create" and event.payload == {"n": int(path.stem.split("-")[1])}
        finally:
            store.close()
        assert sidecars(path) == []
    for draft in tmp_path.glob(".night-*.draft-*"):  # what a kill left is cleared by the next try
        name = draft.name[1:].partition(".draft-")[0]
        if not (tmp_path / name).exists():
            EventStore.create(tmp_path / name).close()
            assert not draft.exists()


def test_a_kill_while_backups_are_written_never_leaves_a_broken_backup_under_a_backups_name(
    tmp_path: Path,
) -> None:
    path = tmp_path / "night.throne"
    EventStore.create(path).close()
    for seconds in KILL_AFTER[::5]:
        _killed_after(MAKE_BACKUPS, path, seconds, wait_for="open")
        for backup in backups(path):
            assert backup.stat().st_size > 0
            assert newest_sound_backup(path) == backups(path)[-1]
    assert backups(path), "the trials made backups"
    store = EventStore.open(path)
    store.backup(store.append("word", {"n": 0}, "main").seq)  # a new backup clears what kills left
    store.close()
    assert sorted(p.name for p in backup_dir(path).iterdir()) == [p.name for p in backups(path)]
    for backup in backups(path):
        EventStore.open(backup).close()
    assert sorted(p.name for p in backup_dir(path).iterdir()) == [p.name for p in backups(path)]
    # opening a backup leaves no -wal or -shm beside it


def test_an_empty_backup_is_never_recommended(tmp_path: Path) -> None:
    path = tmp_path / "night.throne"
    store = EventStore.create(path)
    store.append("word", {"n": 1}, "main")
    good = store.backup(1)
    store.close()
    empty = backup_dir(path) / "night-0000009-20991231T235959.throne"
    empty.write_bytes(b"")  # as a kill during a backup left it before backups were made whole
    path.write_bytes(b"")
    with pytest.raises(NotATournamentError, match=f"the newest backup is {good}"):
        EventStore.open(path)
