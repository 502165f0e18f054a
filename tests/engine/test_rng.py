from __future__ import annotations

from collections import Counter

import pytest

from boggle_throne.engine.rng import SeededRandom


def test_splitmix64_matches_the_reference_sequence() -> None:
    # Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c, Java's SplittableRandom).
    rng = SeededRandom(0)
    assert [rng.next_u64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_below_is_in_range_and_roughly_uniform() -> None:
    rng = SeededRandom(3)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())
    with pytest.raises(ValueError, match="positive"):
        rng.below(0)
