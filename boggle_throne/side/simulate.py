"""Random legal games played to the end: statistics for `side simulate`, and a proof that every game
ends (a game that has not ended after `MAX_MOVES` moves is an error, not a statistic)."""

from __future__ import annotations

import random
import statistics
from collections import Counter
from dataclasses import dataclass

from boggle_throne.side.base import CallEnding, SideContext, SideGame
from boggle_throne.side.errors import SideGameError
from boggle_throne.side.games import new_side_game

MAX_MOVES = 20_000


class EndlessGameError(SideGameError):
    """A simulated game still going after `MAX_MOVES` moves."""


@dataclass(frozen=True)
class Simulation:
    game: str
    players: int
    games: int
    rounds: tuple[int, ...]
    """Rounds (settled calls) of each game."""
    moves: tuple[int, ...]
    endings: Counter[CallEnding]
    wins_by_seat: Counter[int]

    @property
    def mean_rounds(self) -> float:
        return statistics.fmean(self.rounds)


def play_out(game: SideGame, rng: random.Random) -> int:
    """Random legal moves until the game has a winner; how many moves it took."""
    for count in range(1, MAX_MOVES + 1):
        game.apply(game.random_move(rng))
        if game.winner is not None:
            return count
    raise EndlessGameError(f"a game of {game.NAME} had no winner after {MAX_MOVES:,} moves")


def simulate(name: str, players: int, games: int, seed: int, context: SideContext) -> Simulation:
    """`games` random games of `players` players; the same seed always plays the same games."""
    rng = random.Random(seed)
    names = [f"P{number}" for number in range(1, players + 1)]
    rounds: list[int] = []
    moves: list[int] = []
    endings: Counter[CallEnding] = Counter()
    wins: Counter[int] = Counter()
    for _ in range(games):
        game = new_side_game(name, names, {}, context)
        moves.append(play_out(game, rng))
        rounds.append(game.rounds)
        endings.update(game.call_endings)
        assert game.winner is not None
        wins[names.index(game.winner) + 1] += 1
    return Simulation(name, players, games, tuple(rounds), tuple(moves), endings, wins)
