"""Orders of a field before seating: random from a recorded seed, or by seed rank."""

from __future__ import annotations

from collections.abc import Iterable

from boggle_throne.engine.rng import SeededRandom
from boggle_throne.tournament.players import Player, PlayerId


def random_order(players: Iterable[PlayerId], seed: int) -> tuple[PlayerId, ...]:
    """The players shuffled from `seed`; the input order does not matter, only the set and the seed.

    The engine's SplitMix64 generator shuffles them (Fisher–Yates, last position first), because
    `random.Random(seed).shuffle` is not promised to give the same order across Python versions: a
    recorded seating seed re-creates the same seating on any platform."""
    order = sorted(set(players))
    SeededRandom(seed).shuffle(order)
    return tuple(order)


def seed_order(players: Iterable[Player], seed: int) -> tuple[PlayerId, ...]:
    """Seeded players by rank (1 first), then the unseeded ones in a random order drawn from `seed`."""
    field = list(players)
    ranked = sorted((p for p in field if p.seed_rank is not None), key=lambda p: (p.seed_rank, p.id))
    unseeded = random_order((p.id for p in field if p.seed_rank is None), seed)
    return tuple(p.id for p in ranked) + unseeded


def bracket_seeding(players: Iterable[Player], champion: PlayerId | None, seed: int) -> tuple[PlayerId, ...]:
    """A head-to-head seeding in `seed_order`, without the defending champion, who plays only the final."""
    return seed_order((p for p in players if p.id != champion), seed)
