"""One writer per tournament file: a lock file beside it, held by the operating system.

Two programs appending to one log interleave their actions and leave a night that no longer
replays, so a file is written by one process at a time. The lock is an OS lock on `<file>.lock`,
which the system releases when its holder exits or is killed: a lock file nobody holds is stale by
definition and is taken over at once, with no guessing from process numbers or clocks. The lock
file names its holder (host, process, since when) so a refusal can say who has the night open.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from boggle_throne.store.errors import FileLockedError

_HOLDER_READS = 10
_HOLDER_WAIT = 0.05
"""A holder's details are written right after it takes the lock: wait up to half a second for them."""
_WINDOWS_LOCK_OFFSET = 1 << 20
"""On Windows the locked byte lies past the holder's details, which stay readable to others."""


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a tournament file open for writing."""

    host: str
    pid: int
    since: datetime
    program: str

    def describe(self) -> str:
        """`boggle-throne (process 4242 on bar-laptop) since 2026-11-23 20:15 UTC`."""
        return f"{self.program} (process {self.pid} on {self.host}) since {self.since:%Y-%m-%d %H:%M} UTC"

    def to_text(self) -> str:
        since = self.since.isoformat(timespec="seconds")
        return json.dumps({"host": self.host, "pid": self.pid, "since": since, "program": self.program})

    @classmethod
    def from_text(cls, text: str) -> Holder | None:
        """The holder a lock file names, or None if it names none (empty, or not ours)."""
        try:
            data = json.loads(text)
            since = datetime.fromisoformat(data["since"])
            return cls(str(data["host"]), int(data["pid"]), since.astimezone(UTC), str(data["program"]))
        except (ValueError, TypeError, KeyError, OverflowError):
            return None

    @classmethod
    def this_process(cls) -> Holder:
        launched = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path("python")
        program = launched.parent.name if launched.stem == "__main__" else launched.stem
        return cls(socket.gethostname(), os.getpid(), datetime.now(UTC).replace(microsecond=0), program)


def lock_path(path: Path) -> Path:
    """The lock file of a tournament file."""
    return path.with_name(f"{path.name}.lock")


class WriterLock:
    """The right to write one tournament file, held until `release` (or until the process ends)."""

    def __init__(self, path: Path, descriptor: int, taken_over: Holder | None) -> None:
        self._path = path
        self._descriptor: int | None = descriptor
        self.taken_over = taken_over
        """The holder of a stale lock this one replaced (a process that was killed), if any."""

    @classmethod
    def acquire(cls, path: Path) -> WriterLock:
        """Take the lock of `path` at once, or raise `FileLockedError` naming its holder."""
        target = lock_path(path)
        while True:
            descriptor = os.open(target, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(descriptor):
                holder = _holder_of(descriptor)
                os.close(descriptor)
                who = holder.describe() if holder is not None else "another program"
                raise FileLockedError(
                    f"{path} is open for writing in {who}; close it there first (reading it still works)"
                )
            if _still_named(target, descriptor):
                break
            os.close(descriptor)  # the holder released and removed it between our open and lock
        try:
            stale = Holder.from_text(_read(descriptor))
            _write(descriptor, Holder.this_process().to_text())
        except OSError:  # a full disk: the lock is not ours to keep
            os.close(descriptor)
            raise
        return cls(target, descriptor, stale)

    def release(self) -> None:
        """Give up the lock and remove the lock file (idempotent)."""
        if self._descriptor is None:
            return
        descriptor, self._descriptor = self._descriptor, None
        try:
            if sys.platform == "win32":  # an open file cannot be removed there: leave it empty
                _write(descriptor, "")
            else:
                self._path.unlink(missing_ok=True)
        finally:
            os.close(descriptor)  # closing drops the OS lock


def _holder_of(descriptor: int) -> Holder | None:
    """The holder a held lock names; a holder that took it a moment ago may still be writing its
    details, so an empty lock file is read again for a little while."""
    for _ in range(_HOLDER_READS):
        holder = Holder.from_text(_read(descriptor))
        if holder is not None:
            return holder
        time.sleep(_HOLDER_WAIT)
    return None


def _still_named(target: Path, descriptor: int) -> bool:
    """Whether the locked file is still the one at `target` (not removed by a holder releasing)."""
    try:
        return os.stat(target).st_ino == os.fstat(descriptor).st_ino
    except FileNotFoundError:
        return False


def _read(descriptor: int) -> str:
    os.lseek(descriptor, 0, os.SEEK_SET)
    return os.read(descriptor, 4096).decode("utf-8", errors="replace")


def _write(descriptor: int, text: str) -> None:
    os.ftruncate(descriptor, 0)
    os.lseek(descriptor, 0, os.SEEK_SET)
    os.write(descriptor, text.encode())
    os.fsync(descriptor)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(descriptor: int) -> bool:
        os.lseek(descriptor, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        """An exclusive lock on the open file itself, so a second opening in the same process
        (a second window) is refused too."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
