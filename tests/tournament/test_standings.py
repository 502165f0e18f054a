from __future__ import annotations

import pytest

from boggle_throne.tournament.errors import FormatError, ResultError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.standings import (
    DEFAULT_TIE_BREAKERS,
    GameResult,
    RoundScore,
    TieBreaker,
    overall_order,
    round_score,
    standings,
    validate_tie_breakers,
)

A, B, C, D, E = (PlayerId(i) for i in range(1, 6))

# (points, scoring words, longest word) of games 1 and 2. Totals: A 10/4/5/6, B 10/4/5/7,
# C 10/4/6/3, D 10/5/1/3, E 11/4/2/4 (points / last game / words / longest).
GAMES = {
    A: [(6, 3, 6), (4, 2, 5)],
    B: [(6, 3, 7), (4, 2, 4)],
    C: [(6, 4, 3), (4, 2, 3)],
    D: [(5, 0, 3), (5, 1, 3)],
    E: [(7, 1, 4), (4, 1, 4)],
}


def scores() -> list[RoundScore]:
    return [
        round_score(p, {n: GameResult(p, *g) for n, g in enumerate(games, start=1)}, last_game=2)
        for p, games in GAMES.items()
    ]


def test_round_score_sums_games() -> None:
    score = next(s for s in scores() if s.player == A)
    assert (score.points, score.last_game_points, score.scoring_words, score.longest_word) == (10, 4, 5, 6)


def test_last_game_counts_zero_until_played() -> None:
    score = round_score(A, {1: GameResult(A, 5, 2, 4)}, last_game=3)
    assert score.points == 5 and score.last_game_points == 0


def test_default_chain_applies_each_criterion_in_order() -> None:
    # E on round points; D on last-game points; C on scoring words; B over A on the longest word.
    assert overall_order(scores(), DEFAULT_TIE_BREAKERS) == (E, D, C, B, A)


def test_the_chain_order_is_an_option() -> None:
    chain = (TieBreaker.LONGEST_WORD, *[b for b in DEFAULT_TIE_BREAKERS if b is not TieBreaker.LONGEST_WORD])
    # longest first: B 7, A 6, E 4, then D and C (both 3) by round points (tied) and last game.
    assert overall_order(scores(), chain) == (B, A, E, D, C)


def test_unbreakable_ties_share_a_place() -> None:
    same = [round_score(p, {1: GameResult(p, 3, 1, 4)}, 1) for p in (C, A)]
    better = round_score(B, {1: GameResult(B, 5, 1, 4)}, 1)
    table = standings([*same, better], DEFAULT_TIE_BREAKERS)
    assert [(s.place, s.player) for s in table] == [(1, B), (2, A), (2, C)]


def test_bad_results_and_chains_are_refused() -> None:
    with pytest.raises(ResultError):
        GameResult(A, 3, -1, 4)
    with pytest.raises(FormatError):
        validate_tie_breakers(())
    with pytest.raises(FormatError):
        validate_tie_breakers((TieBreaker.ROUND_POINTS, TieBreaker.ROUND_POINTS))
