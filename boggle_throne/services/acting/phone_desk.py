"""The one queue through which the phone server hands its work to the thread that owns the night.

The phone server answers on threads of its own; the night's service is not shared between threads.
Each request becomes a job on this desk, and the owning thread (the judges' window's, or the `serve`
command's main thread) runs the jobs in turn, so a station that takes phones still has one writer.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")


class PhoneDesk:
    """Jobs handed over by any thread, run by the owner's `run_pending` or `serve`; `wake` is called
    (on the submitting thread) after each hand-over, for an owner that must be woken to run them."""

    def __init__(self, wake: Callable[[], None] = lambda: None) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = queue.SimpleQueue()
        self._wake = wake

    def submit(self, job: Callable[[], T]) -> Future[T]:
        """Hand a job to the owner; its future holds the result, or the error the job raised."""
        future: Future[T] = Future()
        self._jobs.put((job, future))
        self._wake()
        return future

    def run_pending(self) -> int:
        """Run every job handed over so far, in order; how many were run."""
        count = 0
        while self.run_next(timeout=0):
            count += 1
        return count

    def run_next(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for a job and run it; False when none came."""
        try:
            job, future = self._jobs.get(timeout=timeout)
        except queue.Empty:
            return False
        self._run(job, future)
        return True

    @staticmethod
    def _run(job: Callable[[], Any], future: Future[Any]) -> None:
        if not future.set_running_or_notify_cancel():
            return  # the phone gave up waiting
        try:
            future.set_result(job())
        except BaseException as error:  # handed back to the waiting request, which answers with it
            future.set_exception(error)
