"""One writer per file: a second writer is refused naming the first, readers still read, and the
lock of a killed writer is taken over."""

from __future__ import annotations

import fcntl
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from boggle_throne.store.errors import FileLockedError, WriteFailedError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.writer_lock import Holder, WriterLock, lock_path

HOLD_OPEN = """
import sys
import threading
from pathlib import Path
from boggle_throne.store.event_store import EventStore
store = EventStore.open(Path(sys.argv[1]))
store.append("word", {"from": "child"}, "child")
print("holding", flush=True)
sys.stdin.read()
store.close()
print("closed", flush=True)
"""


@pytest.fixture
def path(tmp_path: Path) -> Path:
    path = tmp_path / "night.throne"
    store = EventStore.create(path)
    store.append("word", {"n": 1}, "main")
    store.close()
    return path


def _holder(path: Path) -> subprocess.Popen[str]:
    """Another process that opens the file for writing and holds it until its input closes."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_OPEN, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stdout.readline() == "holding\n"
    return child


def test_a_second_process_is_refused_naming_host_process_and_since(path: Path) -> None:
    child = _holder(path)
    try:
        with pytest.raises(FileLockedError) as refused:
            EventStore.open(path)
        message = str(refused.value)
        assert f"process {child.pid} on {socket.gethostname()}" in message
        assert "since 20" in message and "UTC" in message and "\n" not in message
        reader = EventStore.open(path, read_only=True)  # reading still works
        try:
            assert [event.payload for event in reader.events()] == [{"n": 1}, {"from": "child"}]
        finally:
            reader.close()
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
    store = EventStore.open(path)  # released on close
    try:
        assert store.taken_over is None
    finally:
        store.close()


def test_the_same_process_cannot_open_a_file_twice_for_writing(path: Path) -> None:
    """A second window of the same program is a second writer too."""
    first = EventStore.open(path)
    try:
        with pytest.raises(FileLockedError, match=rf"process {os.getpid()} "):
            EventStore.open(path)
        with pytest.raises(FileLockedError):
            EventStore.create(path)
    finally:
        first.close()


def test_the_lock_of_a_killed_writer_is_taken_over_and_named(path: Path) -> None:
    child = _holder(path)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert Holder.from_text(lock_path(path).read_text()) is not None  # the killed writer's lock is left
    store = EventStore.open(path)
    try:
        assert store.taken_over is not None and store.taken_over.pid == child.pid
        now_held = Holder.from_text(lock_path(path).read_text())
        assert now_held is not None and (now_held.host, now_held.pid) == (socket.gethostname(), os.getpid())
        assert [event.payload for event in store.events()] == [{"n": 1}, {"from": "child"}]
    finally:
        store.close()
    assert not lock_path(path).exists()


def test_a_lock_file_that_names_nobody_is_taken_over(path: Path) -> None:
    """Garbage or an empty lock file (a crash while writing it) is no reason to refuse."""
    lock_path(path).write_bytes(b"\x00\xffnot json")
    lock = WriterLock.acquire(path)
    try:
        assert lock.taken_over is None
    finally:
        lock.release()


def test_a_folder_that_cannot_hold_the_lock_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be", encoding="utf-8")
    with pytest.raises(WriteFailedError, match="cannot be opened for writing") as refused:
        EventStore.open(blocker / "night.throne")
    assert "\n" not in str(refused.value)


def test_a_reader_saves_a_whole_copy_while_the_writer_carries_on(path: Path, tmp_path: Path) -> None:
    """The copy holds what the writer committed, also what still sits in its write-ahead log."""
    child = _holder(path)
    try:
        reader = EventStore.open(path, read_only=True)
        try:
            reader.save_copy(tmp_path / "copy.throne")
        finally:
            reader.close()
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
    copy = EventStore.open(tmp_path / "copy.throne")
    try:
        assert [event.payload for event in copy.events()] == [{"n": 1}, {"from": "child"}]
    finally:
        copy.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("copy")) == ["copy.throne"]


def test_a_holder_still_writing_its_details_is_named_once_they_are_written(path: Path) -> None:
    """The holder takes the lock, then writes who it is: a refusal in between waits to name it."""
    descriptor = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(descriptor, fcntl.LOCK_EX)
    holder = Holder("bar-laptop", 4242, Holder.this_process().since, "boggle-throne")
    later = threading.Timer(0.15, lambda: os.write(descriptor, holder.to_text().encode()))
    later.start()
    try:
        with pytest.raises(FileLockedError, match=r"boggle-throne \(process 4242 on bar-laptop\) since "):
            WriterLock.acquire(path)
    finally:
        later.join()
        os.close(descriptor)
