"""A small seeded random generator (SplitMix64) whose sequence is fixed by its definition.

Python's own `random` promises stable `random()` floats across versions, not stable shuffles, so
boards are rolled with this generator: the same (dice set, seed) gives the same board everywhere.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK64 = (1 << 64) - 1
_T = TypeVar("_T")


class SeededRandom:
    """SplitMix64: tiny, fast and statistically sound for shuffling dice."""

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK64

    def next_u64(self) -> int:
        """The next 64-bit value of the sequence."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next_u64()
            if value < limit:
                return value % bound

    def shuffle(self, items: MutableSequence[_T]) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
