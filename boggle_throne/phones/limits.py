"""How much the phone server takes: the size of what a phone sends, and how often it may ask; and
the refusal of a request beyond that.

Rates are token buckets: a phone may ask `burst` times at once, then `rate` times a second. Buckets
are kept per invitation token (writes and reads apart), and for refused invitations per client
address and overall, so a phone that guesses tokens is slowed to a few guesses a minute while the
phones behind the same address are answered. The number of buckets kept is bounded: the least
recently used are forgotten first.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from boggle_throne.night.phone_rules import MAX_WORD_LENGTH

MAX_BODY = 1024
"""The largest request body taken, in bytes: `{"word": …}` with the longest word fits many times."""
MAX_TOKEN = 40
"""The longest invitation token taken in a path (`PLAYER-NUMBER-MAC` is at most 26 characters)."""
MAX_WORD = MAX_WORD_LENGTH
"""The longest word taken in a body or a path."""


class Refusal(Exception):
    """A request the server (or the room's page) answers with `status` and a message for the reader."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class Rate:
    """`burst` requests at once, then `per_second` a second."""

    per_second: float
    burst: int


@dataclass(frozen=True)
class Limits:
    """The phone server's limits (docs/phones.md); tests and benchmarks may set their own."""

    writes: Rate = Rate(1.0, 18)
    """Words written and struck, per token: a person's pace. The fastest typing measured on the page
    (docs/phones.md: real words, 12 keys a second) takes 27 words in 10 s; the bucket lets 28 through
    in the first 10 s, then one a second, which no player keeps up while finding words on a board."""
    reads: Rate = Rate(10.0, 20)
    """The page and its state, per token."""
    refusals: Rate = Rate(20 / 60, 20)
    """Refused invitations (tokens not signed for this night), per client address."""
    all_refusals: Rate = Rate(2.0, 60)
    """Refused invitations from every address together: guesses spread over many addresses."""
    room: Rate = Rate(300.0, 600)
    """The room's public page and its state, per address: a bar's Wi-Fi may put 200 spectators, each
    asking once a second, behind one address."""
    answer_within: float = 5.0
    """Seconds the night has to answer a request before the phone is told to try again (503)."""
    request_within: float = 10.0
    """Seconds a connection has to send a whole request, from its opening or its last answer."""
    connections_per_address: int = 128
    """Connections one address keeps open at most: a bar's Wi-Fi may put every phone behind one
    address, and a phone's browser keeps one or two."""
    connections: int = 1024
    """Connections open at most in all (lowered to fit the process's open-files limit)."""
    backlog: int = 512
    """Connections the system queues before the server accepts them."""
    buckets: int = 4096
    """How many buckets each kind keeps at most."""


@dataclass(slots=True)
class _Bucket:
    level: float
    since: float


class RateLimiter:
    """Token buckets of one `rate`, one per key; safe to use from the server's threads."""

    def __init__(self, rate: Rate, capacity: int, clock: Callable[[], float] = time.monotonic) -> None:
        self._rate = rate
        self._capacity = capacity
        self._clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()
        self._lock = threading.Lock()

    def _bucket(self, key: str) -> _Bucket:
        now = self._clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = _Bucket(float(self._rate.burst), now)
            if len(self._buckets) > self._capacity:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(key)
            refill = (now - bucket.since) * self._rate.per_second
            bucket.level = min(float(self._rate.burst), bucket.level + refill)
            bucket.since = now
        return bucket

    def take(self, key: str) -> bool:
        """Take one request from `key`'s bucket; False when it is empty (the request is refused)."""
        with self._lock:
            bucket = self._bucket(key)
            if bucket.level < 1.0:
                return False
            bucket.level -= 1.0
            return True
