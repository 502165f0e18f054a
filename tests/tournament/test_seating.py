from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.errors import FormatError, SeatingError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.seating import TableBounds, balanced_table_sizes, snake_seat

bounds_strategy = st.builds(
    lambda low, extra: TableBounds(low, low + extra), st.integers(2, 6), st.integers(0, 6)
)


@settings(max_examples=300)
@given(count=st.integers(1, 300), bounds=bounds_strategy)
def test_balanced_sizes_are_fewest_tables_within_bounds(count: int, bounds: TableBounds) -> None:
    try:
        sizes = balanced_table_sizes(count, bounds)
    except SeatingError:
        tables = math.ceil(count / bounds.max_size)
        assert count // tables < bounds.min_size  # no balanced split with the fewest tables exists
        return
    assert sum(sizes) == count
    assert len(sizes) == math.ceil(count / bounds.max_size)
    assert max(sizes) - min(sizes) <= 1
    assert list(sizes) == sorted(sizes, reverse=True)
    if len(sizes) > 1:
        assert all(bounds.min_size <= size <= bounds.max_size for size in sizes)


def test_small_fields_sit_at_one_table_and_nobody_is_an_error() -> None:
    assert balanced_table_sizes(2, TableBounds()) == (2,)
    assert balanced_table_sizes(7, TableBounds()) == (4, 3)
    with pytest.raises(SeatingError):
        balanced_table_sizes(0, TableBounds())
    with pytest.raises(SeatingError):
        balanced_table_sizes(7, TableBounds(4, 6))
    with pytest.raises(FormatError):
        TableBounds(4, 3)
    with pytest.raises(FormatError):
        TableBounds(1, 6)


@settings(max_examples=200)
@given(count=st.integers(1, 120))
def test_snake_seats_everyone_once_and_spreads_the_top(count: int) -> None:
    ranking = [PlayerId(100 + i) for i in range(count)]
    tables = snake_seat(ranking, TableBounds())
    seated = [p for t in tables for p in t.seats]
    assert sorted(seated) == ranking
    assert [t.number for t in tables] == list(range(1, len(tables) + 1))
    assert tuple(len(t.seats) for t in tables) == balanced_table_sizes(count, TableBounds())
    # the first pass deals the best T players to tables 1..T, the second pass comes back T..1
    assert [t.seats[0] for t in tables] == ranking[: len(tables)]
    if count >= 2 * len(tables):
        assert [t.seats[1] for t in reversed(tables)] == ranking[len(tables) : 2 * len(tables)]
    for table in tables:  # seating order follows the ranking
        assert list(table.seats) == sorted(table.seats)


def test_snake_example_and_duplicate_refused() -> None:
    ids = [PlayerId(i) for i in range(1, 9)]
    tables = snake_seat(ids, TableBounds())
    assert [t.seats for t in tables] == [(1, 4, 5, 8), (2, 3, 6, 7)]
    with pytest.raises(SeatingError):
        snake_seat([PlayerId(1), PlayerId(1), PlayerId(2)], TableBounds())
