"""A shuffle fixed by its seed: a recorded seating seed re-creates the same seating on any platform.

It uses the engine's SplitMix64 generator, because `random.Random(seed).shuffle` is not promised to
give the same order across Python versions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from boggle_throne.engine.rng import SeededRandom

_T = TypeVar("_T")


def shuffled(items: Iterable[_T], seed: int) -> tuple[_T, ...]:
    """The items in a uniformly random order drawn from `seed` (Fisher–Yates, last position first)."""
    result = list(items)
    SeededRandom(seed).shuffle(result)
    return tuple(result)
