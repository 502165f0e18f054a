from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.players import Player, PlayerId
from boggle_throne.tournament.seeding import random_order, seed_order


@settings(max_examples=100)
@given(ids=st.lists(st.integers(1, 1000), max_size=40), seed=st.integers(0, 2**64))
def test_random_order_is_a_deterministic_permutation(ids: list[int], seed: int) -> None:
    players = [PlayerId(i) for i in ids]
    first = random_order(players, seed)
    assert sorted(first) == sorted(set(players))
    assert random_order(players, seed) == first


@settings(max_examples=100)
@given(ids=st.sets(st.integers(1, 1000), max_size=30), seed=st.integers(0, 2**64))
def test_random_order_depends_only_on_the_set_and_the_seed(ids: set[int], seed: int) -> None:
    players = [PlayerId(i) for i in ids]
    assert random_order(players, seed) == random_order(reversed(players), seed)


def test_different_seeds_give_different_orders() -> None:
    players = [PlayerId(i) for i in range(12)]
    assert len({random_order(players, seed) for seed in range(10)}) > 1


def test_seed_order_puts_ranked_players_first() -> None:
    field = [
        Player(PlayerId(i), f"P{i}", seed_rank=rank) for i, rank in [(1, None), (2, 3), (3, 1), (4, None)]
    ]
    order = seed_order(field, seed=5)
    assert order[:2] == (3, 2)
    assert sorted(order[2:]) == [1, 4]
