"""The head-to-head format: a single-elimination bracket of 1-v-1 matches, each best of N games.

Seeds are placed in the standard order (1 v 16, 8 v 9, 4 v 13, …) so that seeds 1 and 2 can only meet
in the final. When the field is not a power of two, the missing lowest seeds are byes: the top seeds
go straight to round 2. A game is won by the better score under the tie-break chain; a game the chain
cannot separate is drawn and does not count (it is replayed on a new board).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boggle_throne.tournament.errors import BracketError, FormatError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.standings import (
    DEFAULT_TIE_BREAKERS,
    GameResult,
    TieBreaker,
    rank_key,
    single_game_score,
    validate_tie_breakers,
)


def bracket_order(size: int) -> tuple[int, ...]:
    """Seed numbers by bracket position for a power-of-two size; positions 2k-1 and 2k meet in round 1."""
    if size < 1 or size & (size - 1):
        raise BracketError(f"a bracket size must be a power of two, got {size}")
    order = [1]
    while len(order) < size:
        mirror = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, mirror - top)]
    return tuple(order)


@dataclass(frozen=True)
class Match:
    """A 1-v-1 match: round from 1, number within the round from 1, the better seed first."""

    round_number: int
    number: int
    players: tuple[PlayerId, PlayerId]


class Bracket:
    """A single-elimination bracket built from a seeding (best seed first)."""

    def __init__(
        self,
        seeding: Sequence[PlayerId],
        *,
        best_of: int = 3,
        tie_breakers: tuple[TieBreaker, ...] = DEFAULT_TIE_BREAKERS,
    ) -> None:
        if len(seeding) < 2:
            raise BracketError("a bracket needs at least two players")
        if len(set(seeding)) != len(seeding):
            raise BracketError("a player appears twice in the seeding")
        if best_of < 1 or best_of % 2 == 0:
            raise FormatError(f"a match is best of an odd number of games, got {best_of}")
        validate_tie_breakers(tie_breakers)
        self._seeding = tuple(seeding)
        self._best_of = best_of
        self._tie_breakers = tie_breakers
        size = 1 << (len(seeding) - 1).bit_length()
        entrants = [seeding[seed - 1] if seed <= len(seeding) else None for seed in bracket_order(size)]
        # _slots[r] holds who reached round r + 1 (r = 0: the bracket positions, None for a bye).
        self._slots: list[list[PlayerId | None]] = [entrants]
        while len(self._slots[-1]) > 1:
            self._slots.append([None] * (len(self._slots[-1]) // 2))
        for index in range(size // 2):
            first, second = entrants[2 * index], entrants[2 * index + 1]
            if first is None or second is None:
                self._slots[1][index] = first if first is not None else second
        self._wins: dict[tuple[int, int], list[int]] = {}

    @property
    def seeding(self) -> tuple[PlayerId, ...]:
        return self._seeding

    @property
    def best_of(self) -> int:
        return self._best_of

    @property
    def size(self) -> int:
        """The number of bracket positions: the field rounded up to a power of two."""
        return len(self._slots[0])

    @property
    def round_count(self) -> int:
        return len(self._slots) - 1

    @property
    def byes(self) -> tuple[PlayerId, ...]:
        """The players who skip round 1, best seed first."""
        return self._seeding[: self.size - len(self._seeding)]

    @property
    def champion(self) -> PlayerId | None:
        """The winner of the final, once decided."""
        return self._slots[-1][0]

    def entrants(self, round_number: int) -> tuple[PlayerId | None, ...]:
        """Who reached a round, by bracket position (positions 2k-1 and 2k meet); None for a bye in
        round 1 or a place still to be decided."""
        if not 1 <= round_number <= self.round_count:
            raise BracketError(f"the bracket has rounds 1..{self.round_count}, not {round_number}")
        return tuple(self._slots[round_number - 1])

    def seed_of(self, player: PlayerId) -> int:
        """The player's seed number, 1 the best."""
        if player not in self._seeding:
            raise BracketError(f"player {player} is not in the bracket")
        return self._seed(player)

    def matches(self, round_number: int) -> tuple[Match, ...]:
        """The matches of a round whose two players are known (byes are not matches)."""
        if not 1 <= round_number <= self.round_count:
            raise BracketError(f"the bracket has rounds 1..{self.round_count}, not {round_number}")
        entrants = self._slots[round_number - 1]
        found: list[Match] = []
        for index in range(len(entrants) // 2):
            first, second = entrants[2 * index], entrants[2 * index + 1]
            if first is not None and second is not None:
                better_first = self._seed(first) < self._seed(second)
                players = (first, second) if better_first else (second, first)
                found.append(Match(round_number, index + 1, players))
        return tuple(found)

    def pending_matches(self) -> tuple[Match, ...]:
        """The matches that can be played now: both players known, no winner yet."""
        return tuple(
            match
            for round_number in range(1, self.round_count + 1)
            for match in self.matches(round_number)
            if self.winner(match) is None
        )

    def winner(self, match: Match) -> PlayerId | None:
        """The match's winner, once one player has won a majority of the best-of games."""
        return self._slots[match.round_number][match.number - 1]

    def game_wins(self, match: Match) -> tuple[int, int]:
        """Games won so far by each of the match's players, in the match's player order."""
        first, second = self._wins.get((match.round_number, match.number), [0, 0])
        return first, second

    def record_game(self, match: Match, first: GameResult, second: GameResult) -> PlayerId | None:
        """Record one game of a pending match; returns the game's winner, or None for a drawn game."""
        if match not in self.pending_matches():
            raise BracketError(f"match {match.number} of round {match.round_number} is not pending")
        by_player = {first.player: first, second.player: second}
        if set(by_player) != set(match.players):
            raise BracketError("a game's results must be those of the match's two players")
        keys = [rank_key(single_game_score(by_player[p]), self._tie_breakers) for p in match.players]
        if keys[0] == keys[1]:
            return None
        game_winner = 0 if keys[0] > keys[1] else 1
        wins = self._wins.setdefault((match.round_number, match.number), [0, 0])
        wins[game_winner] += 1
        if wins[game_winner] > self._best_of // 2:
            self._slots[match.round_number][match.number - 1] = match.players[game_winner]
        return match.players[game_winner]

    def _seed(self, player: PlayerId) -> int:
        return self._seeding.index(player) + 1
