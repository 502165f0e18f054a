from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.errors import GameNumberError, SeatingError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.read_order import read_order


@settings(max_examples=200)
@given(size=st.integers(1, 6), games=st.integers(1, 30))
def test_first_and_last_readers_are_spread_evenly(size: int, games: int) -> None:
    seats = [PlayerId(10 * i + 7) for i in range(size)]
    orders = [read_order(seats, game) for game in range(1, games + 1)]
    for order in orders:
        assert sorted(order) == sorted(seats)
        start = seats.index(order[0])
        assert list(order) == seats[start:] + seats[:start]  # a cyclic rotation of the seating
    firsts = Counter(order[0] for order in orders)
    lasts = Counter(order[-1] for order in orders)
    for counts in (firsts, lasts):
        per_player = [counts[p] for p in seats]
        assert max(per_player) - min(per_player) <= 1
    if games > 1 and size > 1:
        assert all(a[0] != b[0] for a, b in pairwise(orders))


def test_game_one_starts_at_seat_one() -> None:
    seats = [PlayerId(3), PlayerId(1), PlayerId(2)]
    assert read_order(seats, 1) == (3, 1, 2)
    assert read_order(seats, 2) == (1, 2, 3)
    assert read_order(seats, 4) == (3, 1, 2)
    with pytest.raises(GameNumberError):
        read_order(seats, 0)
    with pytest.raises(SeatingError):
        read_order([], 1)
