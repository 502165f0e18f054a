"""Round totals and their ranking by the tie-break chain of docs/rules.md §5."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from itertools import groupby

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import FormatError, ResultError
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class GameResult:
    """One player's numbers from one scored game (the engine computes them; points may be negative)."""

    player: PlayerId
    points: int
    scoring_words: int
    longest_word_length: int

    def __post_init__(self) -> None:
        if self.scoring_words < 0 or self.longest_word_length < 0:
            raise ResultError(_("word counts and lengths cannot be negative: {result}").format(result=self))


class TieBreaker(Enum):
    """One criterion of the ranking chain; a higher value ranks higher."""

    ROUND_POINTS = "round_points"
    LAST_GAME_POINTS = "last_game_points"
    SCORING_WORDS = "scoring_words"
    LONGEST_WORD = "longest_word"


DEFAULT_TIE_BREAKERS: tuple[TieBreaker, ...] = (
    TieBreaker.ROUND_POINTS,
    TieBreaker.LAST_GAME_POINTS,
    TieBreaker.SCORING_WORDS,
    TieBreaker.LONGEST_WORD,
)


def validate_tie_breakers(chain: tuple[TieBreaker, ...]) -> None:
    """Refuse an empty chain or one that names a criterion twice."""
    if not chain:
        raise FormatError(_("the tie-break chain needs at least one criterion"))
    if len(set(chain)) != len(chain):
        raise FormatError(
            _("the tie-break chain repeats a criterion: {chain}").format(chain=[b.value for b in chain])
        )


@dataclass(frozen=True)
class RoundScore:
    """A player's totals over a round: the numbers the tie-break chain compares."""

    player: PlayerId
    points: int
    last_game_points: int
    scoring_words: int
    longest_word: int

    def value(self, breaker: TieBreaker) -> int:
        """This score's value for one criterion of the chain."""
        match breaker:
            case TieBreaker.ROUND_POINTS:
                return self.points
            case TieBreaker.LAST_GAME_POINTS:
                return self.last_game_points
            case TieBreaker.SCORING_WORDS:
                return self.scoring_words
            case TieBreaker.LONGEST_WORD:
                return self.longest_word


def round_score(player: PlayerId, results: Mapping[int, GameResult], last_game: int) -> RoundScore:
    """Sum a player's results by game number; the last game counts 0 until it has been played.

    Scoring words are summed over the round; the longest word is the longest of any game.
    """
    return RoundScore(
        player=player,
        points=sum(r.points for r in results.values()),
        last_game_points=results[last_game].points if last_game in results else 0,
        scoring_words=sum(r.scoring_words for r in results.values()),
        longest_word=max((r.longest_word_length for r in results.values()), default=0),
    )


def single_game_score(result: GameResult) -> RoundScore:
    """A one-game "round", for ranking a tie-break game or a head-to-head game by the same chain."""
    return round_score(result.player, {1: result}, last_game=1)


@dataclass(frozen=True)
class Standing:
    """A place in a ranking; players the chain cannot separate share a place (1, 2, 2, 4)."""

    place: int
    score: RoundScore

    @property
    def player(self) -> PlayerId:
        return self.score.player


def rank_key(score: RoundScore, chain: tuple[TieBreaker, ...]) -> tuple[int, ...]:
    """The values the chain compares, in chain order; a larger key ranks higher."""
    return tuple(score.value(breaker) for breaker in chain)


def standings(scores: Iterable[RoundScore], chain: tuple[TieBreaker, ...]) -> tuple[Standing, ...]:
    """Rank by the chain, best first; tied players share a place and are listed by id."""
    ordered = sorted(scores, key=lambda s: (tuple(-v for v in rank_key(s, chain)), s.player))
    result: list[Standing] = []
    for _key, group in groupby(ordered, key=lambda s: rank_key(s, chain)):
        place = len(result) + 1
        result.extend(Standing(place, score) for score in group)
    return tuple(result)


def ahead_in_ties(ranking: Iterable[Standing], ahead: Collection[PlayerId]) -> tuple[Standing, ...]:
    """The ranking with each shared place split by an outcome the chain does not see (a tie-break
    game, or the seats of a later round): players in `ahead` come first and take the place, the others
    the places after them."""
    ordered = sorted(ranking, key=lambda s: (s.place, s.player not in ahead, s.player))
    result: list[Standing] = []
    for _key, group in groupby(ordered, key=lambda s: (s.place, s.player not in ahead)):
        place = len(result) + 1
        result.extend(Standing(place, standing.score) for standing in group)
    return tuple(result)


def tie_groups(
    scores: Iterable[RoundScore], chain: tuple[TieBreaker, ...]
) -> tuple[frozenset[PlayerId], ...]:
    """The ranking as groups of players the chain cannot separate, best group first."""
    return tuple(
        frozenset(s.player for s in group)
        for _, group in groupby(standings(scores, chain), key=lambda s: s.place)
    )


def overall_order(scores: Iterable[RoundScore], chain: tuple[TieBreaker, ...]) -> tuple[PlayerId, ...]:
    """The players ranked by the chain, exact ties by id: the order snake seating deals from."""
    return tuple(s.player for s in standings(scores, chain))
