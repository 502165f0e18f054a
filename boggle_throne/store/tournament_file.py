"""A tournament file on disk, outside any open connection: its writer's lock, the check that it is
a sound tournament before it is opened, and the naming of a newly made file.

These steps happen before `EventStore` has an engine on the file (or after its draft is closed),
so they work on paths alone; a refusal is decided here without writing to the file.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

from boggle_throne.store.backups import backups
from boggle_throne.store.errors import (
    NotATournamentError,
    StoreError,
    TournamentExistsError,
    WriteFailedError,
)
from boggle_throne.store.failures import describe
from boggle_throne.store.files import SQLITE_HEADER
from boggle_throne.store.migrations import SCHEMA_VERSION, file_version
from boggle_throne.store.probe import look, settled
from boggle_throne.store.writer_lock import WriterLock

__all__ = ["acquire", "checked_version", "newest_sound_backup", "publish", "sync"]


def acquire(path: Path, *, creating: bool = False) -> WriterLock:
    """The writer's lock of a file; a folder that cannot be written is refused in one line."""
    try:
        return WriterLock.acquire(path)
    except OSError as error:
        if creating:
            raise WriteFailedError(
                f"{path} cannot be created: {describe(error)}; choose a folder you can write to"
            ) from None
        raise WriteFailedError(
            f"{path} cannot be opened for writing: {describe(error)}; copy it to a folder you can write to"
        ) from None


def checked_version(path: Path, *, keep_old_copy: bool) -> int:
    """The layout version of a file that is a sound tournament, checked without writing to it;
    a refusal names the newest backup that opens."""
    try:
        return _version_of(path, keep_old_copy=keep_old_copy)
    except NotATournamentError as error:
        raise NotATournamentError(error.location, error.problem, newest_sound_backup(path)) from None


def _version_of(path: Path, *, keep_old_copy: bool) -> int:
    """The layout version of a sound tournament file, or `NotATournamentError` saying what is wrong;
    an older layout is first copied to `<file>.v<version>` when it is about to be upgraded."""
    location = str(path)
    try:
        if not path.is_file():
            raise NotATournamentError(location, "there is no such file", None)
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
        if header != SQLITE_HEADER:
            problem = "it is empty" if not header else "it is not a tournament file"
            raise NotATournamentError(location, problem, None)
        with settled(path) as readable:
            found = look(readable)
            if found.damage is not None:
                raise NotATournamentError(location, f"it is damaged ({found.damage})", None)
            version = file_version(location, found.tables, found.meta, None)
            if version < SCHEMA_VERSION and keep_old_copy:
                shutil.copyfile(readable, path.with_name(f"{path.name}.v{version}"))
    except (sqlite3.Error, OSError) as error:
        raise NotATournamentError(location, describe(error), None) from None
    return version


def newest_sound_backup(path: Path) -> Path | None:
    """The newest backup of a file that would open: a refusal never recommends a broken one."""
    return next((backup for backup in reversed(backups(path)) if _is_sound(backup)), None)


def _is_sound(candidate: Path) -> bool:
    try:
        _version_of(candidate, keep_old_copy=False)
    except StoreError:  # not a tournament, or of a newer version
        return False
    return True


def sync(path: Path) -> None:
    """Have a file's bytes reach the disk before it is given its name."""
    with path.open("rb") as file:
        os.fsync(file.fileno())


def publish(draft: Path, path: Path) -> None:
    """Give a complete file its name, never replacing a file that appeared there meanwhile."""
    try:
        os.link(draft, path)
    except FileExistsError:
        raise TournamentExistsError(f"{path} already exists; choose another name") from None
    except OSError:  # a file system without hard links
        if path.exists():
            raise TournamentExistsError(f"{path} already exists; choose another name") from None
        os.rename(draft, path)
    if hasattr(os, "O_DIRECTORY"):
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
