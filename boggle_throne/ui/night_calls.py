"""Talking to a night's server off the GUI thread, so the window never freezes on the network.

A station's actions on a night on a server go to the server (to read what the others logged, then
to append). `NightCalls.run` makes each such call on a worker thread of its own; the GUI thread
waits for the answer in an event loop of its own that still repaints and runs timers (the clock
goes on), holding back the judge's keys until the answer is in, so every key reaches the window in
order, after the action it follows. Most answers come within milliseconds: the loop is entered only
for those that do not.

The store never waits more than a few seconds for a server (`store.connections`); should a call
still hang, the window stops waiting after `GIVE_UP_SECONDS` and says the server cannot be reached,
and the calls after it wait for it on the worker (the night's service is used by one thread at a
time).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as StillRunning
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QMetaObject, QObject, Qt, QTimer

from boggle_throne.services.errors import StationOfflineError
from boggle_throne.store.connections import ANSWER_SECONDS, CONNECT_SECONDS

T = TypeVar("T")

QUICK_SECONDS = 0.02
"""How long the GUI thread waits plainly before it turns its own loop while waiting."""
GIVE_UP_SECONDS = 2 * ANSWER_SECONDS + CONNECT_SECONDS
"""The longest the window waits for one call: a reconnection and two statements the store gives
up on, each within its own limit."""


class NightCalls(QObject):
    """Runs a night's calls one at a time on a worker thread; `busy` while one is under way."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="night calls")
        self._under_way: Future[object] | None = None
        self.destroyed.connect(lambda *_: self._worker.shutdown(wait=False))

    @property
    def busy(self) -> bool:
        """Whether a call is under way (the service must not be used from the GUI thread meanwhile)."""
        return self._under_way is not None and not self._under_way.done()

    def run(self, call: Callable[[], T]) -> T:
        """`call()` made on the worker thread; its result, or its exception raised here."""
        future: Future[T] = self._worker.submit(call)
        self._under_way = future  # type: ignore[assignment]
        try:
            return future.result(timeout=QUICK_SECONDS)
        except StillRunning:
            pass
        loop = QEventLoop()
        future.add_done_callback(
            lambda _done: QMetaObject.invokeMethod(loop, "quit", Qt.ConnectionType.QueuedConnection)
        )
        QTimer.singleShot(round(GIVE_UP_SECONDS * 1000), loop, loop.quit)
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if not future.done():
            seconds = f"{GIVE_UP_SECONDS:g}"
            silent = self.tr("the night's server did not answer within {seconds} seconds").format(
                seconds=seconds
            )
            unconfirmed = self.tr("{why}; the action was not confirmed").format(why=silent)
            raise StationOfflineError(unconfirmed, silent)
        return future.result()
