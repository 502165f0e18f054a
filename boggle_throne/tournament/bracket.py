"""The head-to-head format: a single-elimination bracket of 1-v-1 matches, each best of N games.

Seeds are placed in the standard order (1 v 16, 8 v 9, 4 v 13, …) so that seeds 1 and 2 can only meet
in the final. When the field is not a power of two, the missing lowest seeds are byes: the top seeds
go straight to round 2. A game is won by the better score under the tie-break chain; a game the chain
cannot separate is drawn and does not count (it is replayed on a new board).

A defending champion plays no bracket match: the elimination rounds decide the challenger, and one
more round holds the final, the champion against the challenger. With a single challenger that
final is the whole bracket.

A match sits at a position of its round (positions 2k-1 and 2k of the round's entrants meet in
position k); people number a round's matches without its byes, so the two numbers differ in round 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boggle_throne.i18n import _
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
        raise BracketError(_("a bracket size must be a power of two, got {size}").format(size=size))
    order = [1]
    while len(order) < size:
        mirror = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, mirror - top)]
    return tuple(order)


@dataclass(frozen=True)
class Match:
    """A 1-v-1 match: round from 1, its position within the round from 1 (byes included), the better
    seed first (the defending champion before the challenger)."""

    round_number: int
    number: int
    players: tuple[PlayerId, PlayerId]


class Bracket:
    """A single-elimination bracket built from a seeding (best seed first), and the final against the
    defending champion when there is one (`defending`, who is not in the seeding)."""

    def __init__(
        self,
        seeding: Sequence[PlayerId],
        *,
        best_of: int = 3,
        tie_breakers: tuple[TieBreaker, ...] = DEFAULT_TIE_BREAKERS,
        defending: PlayerId | None = None,
    ) -> None:
        if defending is None and len(seeding) < 2:
            raise BracketError(_("a bracket needs at least two players"))
        if defending is not None and not seeding:
            raise BracketError(_("the defending champion needs a challenger"))
        if len(set(seeding)) != len(seeding):
            raise BracketError(_("a player appears twice in the seeding"))
        if defending in seeding:
            raise BracketError(_("the defending champion plays only the final, not in the bracket"))
        if best_of < 1 or best_of % 2 == 0:
            raise FormatError(
                _("a match is best of an odd number of games, got {best_of}").format(best_of=best_of)
            )
        validate_tie_breakers(tie_breakers)
        self._seeding = tuple(seeding)
        self._best_of = best_of
        self._tie_breakers = tie_breakers
        self._defending = defending
        self._size = 1 << (len(seeding) - 1).bit_length()
        entrants = [seeding[seed - 1] if seed <= len(seeding) else None for seed in bracket_order(self._size)]
        # _slots[r] holds who reached round r + 1 (r = 0: the bracket positions, None for a bye).
        self._slots: list[list[PlayerId | None]] = [entrants]
        while len(self._slots[-1]) > 1:
            self._slots.append([None] * (len(self._slots[-1]) // 2))
        for index in range(self._size // 2):
            first, second = entrants[2 * index], entrants[2 * index + 1]
            if first is None or second is None:
                self._slots[1][index] = first if first is not None else second
        if defending is not None:  # the final: the elimination's winner (position 1) against the champion
            self._slots[-1].append(defending)
            self._slots.append([None])
        self._games: dict[tuple[int, int], list[PlayerId | None]] = {}

    def restarted(self) -> Bracket:
        """The same draw with no game played yet."""
        return Bracket(
            self._seeding, best_of=self._best_of, tie_breakers=self._tie_breakers, defending=self._defending
        )

    @property
    def seeding(self) -> tuple[PlayerId, ...]:
        return self._seeding

    @property
    def best_of(self) -> int:
        return self._best_of

    @property
    def defending(self) -> PlayerId | None:
        """The defending champion, who waits in the final; None when nobody defends."""
        return self._defending

    @property
    def size(self) -> int:
        """The number of bracket positions: the seeded field rounded up to a power of two."""
        return self._size

    @property
    def round_count(self) -> int:
        """Every round, the final against the defending champion included."""
        return len(self._slots) - 1

    @property
    def elimination_rounds(self) -> int:
        """The rounds among the seeded players (all of them, unless a champion waits in the final)."""
        return self.round_count - (self._defending is not None)

    @property
    def challenger(self) -> PlayerId | None:
        """The winner of the elimination rounds, who meets the defending champion; None while
        undecided or when nobody defends."""
        if self._defending is None:
            return None
        return self._slots[self.elimination_rounds][0]

    @property
    def champion(self) -> PlayerId | None:
        """The winner of the final (against the defending champion, if any), once decided."""
        return self._slots[-1][0]

    def entrants(self, round_number: int) -> tuple[PlayerId | None, ...]:
        """Who reached a round, by bracket position (positions 2k-1 and 2k meet); None for a bye in
        round 1 or a place still to be decided."""
        if not 1 <= round_number <= self.round_count:
            raise BracketError(
                _("the bracket has rounds 1..{rounds}, not {round}").format(
                    rounds=self.round_count, round=round_number
                )
            )
        return tuple(self._slots[round_number - 1])

    def seed_of(self, player: PlayerId) -> int | None:
        """The player's seed number, 1 the best; None for the defending champion, who is not seeded."""
        if player == self._defending:
            return None
        if player not in self._seeding:
            raise BracketError(_("player {player} is not in the bracket").format(player=player))
        return self._seed(player)

    def match_number(self, round_number: int, position: int) -> int:
        """The number people give the match at a position of a round: the round's matches counted from
        the top, from 1, leaving out the byes (which are no matches)."""
        positions = self._match_positions(round_number)
        if position not in positions:
            raise BracketError(
                _("round {round} has no match at position {position}").format(
                    round=round_number, position=position
                )
            )
        return positions.index(position) + 1

    def match_position(self, round_number: int, match_number: int) -> int:
        """The position of the match people call `match_number` in a round (`match_number` undone)."""
        positions = self._match_positions(round_number)
        if not 1 <= match_number <= len(positions):
            raise BracketError(
                _("round {round} has matches 1..{matches}, not match {match}").format(
                    round=round_number, matches=len(positions), match=match_number
                )
            )
        return positions[match_number - 1]

    def matches(self, round_number: int) -> tuple[Match, ...]:
        """The matches of a round whose two players are known (byes are not matches)."""
        entrants = self.entrants(round_number)
        found: list[Match] = []
        for index in range(len(entrants) // 2):
            first, second = entrants[2 * index], entrants[2 * index + 1]
            if first is not None and second is not None:
                better_first = self._rank(first) < self._rank(second)
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
        winners = self.game_winners(match)
        return winners.count(match.players[0]), winners.count(match.players[1])

    def game_winners(self, match: Match) -> tuple[PlayerId | None, ...]:
        """The winner of each recorded game of the match in the order recorded; None for a drawn game."""
        return tuple(self._games.get((match.round_number, match.number), ()))

    def record_game(self, match: Match, first: GameResult, second: GameResult) -> PlayerId | None:
        """Record one game of a pending match; returns the game's winner, or None for a drawn game."""
        if match not in self.pending_matches():
            raise BracketError(
                _("match {match} of round {round} is not pending").format(
                    match=match.number, round=match.round_number
                )
            )
        by_player = {first.player: first, second.player: second}
        if set(by_player) != set(match.players):
            raise BracketError(_("a game's results must be those of the match's two players"))
        keys = [rank_key(single_game_score(by_player[p]), self._tie_breakers) for p in match.players]
        games = self._games.setdefault((match.round_number, match.number), [])
        if keys[0] == keys[1]:
            games.append(None)
            return None
        game_winner = match.players[0] if keys[0] > keys[1] else match.players[1]
        games.append(game_winner)
        if games.count(game_winner) > self._best_of // 2:
            self._slots[match.round_number][match.number - 1] = game_winner
        return game_winner

    def _match_positions(self, round_number: int) -> tuple[int, ...]:
        """The positions of a round that hold a match: all of them but round 1's byes."""
        entrants = self.entrants(round_number)
        return tuple(
            index + 1
            for index in range(len(entrants) // 2)
            if round_number > 1 or None not in entrants[2 * index : 2 * index + 2]
        )

    def _seed(self, player: PlayerId) -> int:
        return self._seeding.index(player) + 1

    def _rank(self, player: PlayerId) -> int:
        """The order within a match: the defending champion (0) first, then by seed."""
        return 0 if player == self._defending else self._seed(player)
