"""Small builders shared by the tournament tests."""

from __future__ import annotations

from collections.abc import Callable

from boggle_throne.tournament.players import PlayerId, Roster
from boggle_throne.tournament.rounds import Round, RoundPlan
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.tournament import Tournament


def checked_in_roster(count: int, *, seeded: bool = False) -> tuple[Roster, list[PlayerId]]:
    """A roster of `count` checked-in players named P1.., seed ranks 1.. when `seeded`."""
    roster = Roster()
    ids = [roster.walk_in(f"P{i}", seed_rank=i if seeded else None).id for i in range(1, count + 1)]
    return roster, ids


def result(player: PlayerId, points: int, words: int = 1, longest: int = 3) -> GameResult:
    return GameResult(player, points, words, longest)


def play_round(round_: Round, points: Callable[[PlayerId, int], int]) -> None:
    """Record a result for every seated, non-withdrawn player in every game of the round."""
    for player in round_.plan.players:
        if player in round_.withdrawn:
            continue
        for game in range(1, round_.plan.games + 1):
            round_.record(game, result(player, points(player, game)))


def seat_next_round(tournament: Tournament, seed: int) -> RoundPlan:
    """Plan the next round from `seed` and seat it, as a night's seating command does."""
    plan = tournament.plan_next_round(seed)
    tournament.adopt_round(plan)
    return plan
