"""Backups: a consistent copy per call, named by the last action, the newest 20 kept."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

from boggle_throne.store.backups import KEEP, backup_dir, backups
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.stored_events import StoredEvent

from .helpers import START

NAME = re.compile(r"night-(\d{7})-(\d{8}T\d{6})\.throne")


def _night_with_backups(path: Path, count: int) -> tuple[list[StoredEvent], list[Path]]:
    """Append `count` actions, backing up after each; returns the actions and the paths `backup` gave."""
    store = EventStore.create(path)
    made: list[Path] = []
    try:
        for seq in range(1, count + 1):
            store.append("word", {"seq": seq, "word": f"wörd{seq}"}, "main", START + timedelta(seconds=seq))
            backup = store.backup(seq)
            assert backup is not None and backup.is_file()
            made.append(backup)
        return store.events(), made
    finally:
        store.close()


def test_only_the_newest_20_of_25_backups_are_kept_named_in_order(tmp_path: Path) -> None:
    """After 25 backups the folder holds exactly backups 6..25, oldest first, by action number then time."""
    path = tmp_path / "night.throne"
    _, made = _night_with_backups(path, 25)

    assert KEEP == 20
    assert backups(path) == made[5:]
    assert backups(path)[-1] == made[-1]
    assert not any(old.exists() for old in made[:5])
    assert sorted(p.name for p in backup_dir(path).iterdir()) == [p.name for p in made[5:]]
    matches = [NAME.fullmatch(p.name) for p in backups(path)]
    assert all(matches)
    assert [int(m[1]) for m in matches if m] == list(range(6, 26))
    stamps = [m[2] for m in matches if m]
    assert stamps == sorted(stamps)


def test_a_backup_opens_as_the_tournament_up_to_that_point(tmp_path: Path) -> None:
    """The oldest kept and the newest backup each hold exactly the actions up to their number."""
    path = tmp_path / "night.throne"
    events, _ = _night_with_backups(path, 25)
    kept = backups(path)

    for backup, last in ((kept[0], 6), (kept[-1], 25)):
        store = EventStore.open(backup)
        try:
            assert store.events() == events[:last]
        finally:
            store.close()


def test_a_backup_taken_while_the_file_is_in_use_is_consistent(tmp_path: Path) -> None:
    """A backup of an open store, then more actions: the backup has the first ones only; the file all."""
    path = tmp_path / "night.throne"
    store = EventStore.create(path)
    try:
        for seq in range(1, 4):
            store.append("word", {"seq": seq}, "main")
        backup = store.backup(3)
        store.append("word", {"seq": 4}, "main")
        everything = store.events()
    finally:
        store.close()

    assert backup is not None
    copy = EventStore.open(backup)
    try:
        assert copy.events() == everything[:3]
    finally:
        copy.close()
    assert len(everything) == 4


def test_backups_are_found_for_a_file_name_with_brackets(tmp_path: Path) -> None:
    """A tournament named "Friday [final]" has its backups listed, pruned and named like any other."""
    path = tmp_path / "Friday [final].throne"
    _, made = _night_with_backups(path, KEEP + 2)

    assert backups(path)[-1] == made[-1]
    assert backups(path) == made[2:]
    assert len(list(backup_dir(path).iterdir())) == KEEP
