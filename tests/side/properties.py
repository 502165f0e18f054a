"""What the property tests of every referee share: a random game played to its end, each move tried
first as its mutants, so that every refused move is seen to change nothing."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from boggle_throne.side.base import Move, SideGame
from boggle_throne.side.errors import IllegalMoveError

Mutants = Callable[[Any, Move, random.Random], Iterable[Move | Mapping[str, Any]]]
"""Moves near a legal one (another player, a lower bid, a die not held…), as moves or JSON forms."""


def refusals_change_nothing(
    table: SideGame,
    rng: random.Random,
    mutants: Mutants,
    *,
    after_each: Callable[[], None] = lambda: None,
    limit: int = 5_000,
) -> int:
    """Play random moves until the game is won (or `limit` moves); before each, try its mutants: a
    refused one must leave `state_json()` exactly as it was, the first taken is the move made.
    Returns how many mutants were refused."""
    refusals = 0
    for _ in range(limit):
        if table.winner is not None:
            break
        move = table.random_move(rng)
        for mutant in mutants(table, move, rng):
            before = table.state_json()
            try:
                table.apply(mutant if isinstance(mutant, Move) else table.parse_move(mutant))
            except IllegalMoveError:
                refusals += 1
                assert table.state_json() == before
                continue
            break
        else:
            table.apply(move)
        after_each()
    return refusals
