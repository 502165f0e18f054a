"""The season's arithmetic: openskill's Plackett–Luce ratings checked against the model's formulas
worked by hand, the best nights counted, the minimum of nights, merges and the Throne across nights."""

from __future__ import annotations

import math
from datetime import date

import pytest

from boggle_throne.tournament.errors import SeasonError
from boggle_throne.tournament.season import (
    BestWord,
    GameOrder,
    NightResult,
    SeasonRow,
    SeasonRules,
    season_table,
)

MU = 25.0
SIGMA = 25.0 / 3
BETA = 25.0 / 6
TAU = 25.0 / 300
"""openskill's defaults: a new player's mean and deviation, the performance noise, a match's drift."""


def night(day: int, *games: tuple[str, ...], winner: str | None = None, **best: BestWord) -> NightResult:
    """A night of the given games (players best first, 3 points for first, 2, 1…)."""
    orders = tuple(GameOrder(players, tuple(range(len(players), 0, -1))) for players in games)
    finalists = games[-1] if winner is not None else ()
    return NightResult(f"Night {day}", date(2026, 10, day), orders, best, winner, finalists)


def row(rows: tuple[SeasonRow, ...], name: str) -> SeasonRow:
    return next(r for r in rows if r.name == name)


def by_hand(omega: float, delta: float, players: int) -> tuple[float, float]:
    """A new player's rating after one game of `players` new players, from the game's ω and δ factors
    (Weng & Lin 2011, algorithm 4, as openskill applies it, with the drift τ added first)."""
    variance = SIGMA**2 + TAU**2
    c = math.sqrt(players * (variance + BETA**2))
    gamma = math.sqrt(variance) / c
    mu = MU + variance / c * omega
    sigma = math.sqrt(variance) * math.sqrt(1 - gamma * variance / c**2 * delta)
    return mu, sigma


def test_a_game_of_two_rates_as_worked_by_hand() -> None:
    # Each has p = 1/2 of coming first; the winner's ω is 1 − 1/2, the loser's −1/2; both δ are 1/2 · 1/2.
    rows = season_table([night(1, ("Ann", "Bea"))]).rows
    for name, omega in (("Ann", 0.5), ("Bea", -0.5)):
        mu, sigma = by_hand(omega, 0.25, 2)
        assert row(rows, name).mu == pytest.approx(mu, rel=1e-12)
        assert row(rows, name).sigma == pytest.approx(sigma, rel=1e-12)
        assert row(rows, name).rating == pytest.approx(mu - 3 * sigma, rel=1e-12)
    # σ² + τ² = 69.4514, c = √(2 · (69.4514 + 17.3611)) = 13.1767: μ = 25 + 69.4514 / (2 · 13.1767).
    assert row(rows, "Ann").mu == pytest.approx(27.6354, abs=1e-4)


def test_a_game_of_three_rates_as_worked_by_hand() -> None:
    # First of three: 1 − 1/3. Second: −1/3 against the first, 1 − 1/2 among the last two. Third:
    # −1/3 − 1/2. δ adds p(1 − p) over the same sets: 2/9, then 2/9 + 1/4 for the second and third.
    rows = season_table([night(1, ("Ann", "Bea", "Cy"))]).rows
    expected = {"Ann": (2 / 3, 2 / 9), "Bea": (1 / 6, 17 / 36), "Cy": (-5 / 6, 17 / 36)}
    for name, (omega, delta) in expected.items():
        mu, sigma = by_hand(omega, delta, 3)
        assert row(rows, name).mu == pytest.approx(mu, rel=1e-12)
        assert row(rows, name).sigma == pytest.approx(sigma, rel=1e-12)
    assert [r.name for r in rows] == ["Ann", "Bea", "Cy"]


def test_the_table_order_is_the_match_not_the_names_order() -> None:
    rows = season_table([night(1, ("Cy", "Ann", "Bea"))]).rows
    assert [r.name for r in rows] == ["Cy", "Ann", "Bea"]
    assert [r.points for r in rows] == [3, 2, 1]


def test_names_compare_as_the_roster_compares_them() -> None:
    table = season_table([night(1, ("Zoé", "Ann"), winner="Zoé"), night(2, ("ZOE", "Ann"), winner="ZOE")])
    assert [r.name for r in table.rows] == ["ZOE", "Ann"]
    zoe = table.rows[0]
    assert (zoe.nights, zoe.games, zoe.wins, zoe.spellings) == (2, 2, 2, ("Zoé", "ZOE"))
    assert [(h.name, h.crowned, h.defences_won) for h in table.holders] == [("ZOE", ("Night 1",), 1)]


def test_a_merge_makes_two_names_one_player_named_as_the_organiser_typed_it() -> None:
    nights = [night(1, ("Bea", "Ann")), night(2, ("Beatrice", "Ann"))]
    assert len(season_table(nights).rows) == 3
    merged = season_table(nights, SeasonRules(merges=(("beatrice", "Bea"),))).rows
    assert [(r.name, r.nights, r.games) for r in merged] == [("Bea", 2, 2), ("Ann", 2, 2)]


def test_only_the_best_nights_count_for_a_player() -> None:
    nights = [
        night(1, ("Ann", "Bea", "Cy")),
        night(2, ("Bea", "Cy", "Ann")),
        night(3, ("Ann", "Cy")),
    ]
    every = row(season_table(nights).rows, "Ann")
    best = row(season_table(nights, SeasonRules(best_nights=2)).rows, "Ann")
    # Ann's nights: 3, 1 and 2 points; the best two are nights 1 and 3.
    assert (every.nights, every.counted_nights, every.games, every.points) == (3, 3, 3, 6)
    assert (best.nights, best.counted_nights, best.games, best.points) == (3, 2, 2, 5)
    assert best.rating > every.rating
    # Without night 2, Ann's rating is what nights 1 and 3 alone give her.
    alone = row(season_table([nights[0], night(3, ("Ann", "Cy"))]).rows, "Ann")
    assert best.mu != alone.mu  # Cy's rating moved on night 2, which Ann's games on night 3 meet
    # Bea played night 2 with Ann: Bea's rating still counts the game against Ann.
    assert row(season_table(nights, SeasonRules(best_nights=2)).rows, "Bea").mu == pytest.approx(
        row(season_table(nights).rows, "Bea").mu
    )


def test_below_the_minimum_of_nights_a_player_is_listed_unranked_after_the_ranked() -> None:
    nights = [night(1, ("Dee", "Ann", "Bea")), night(2, ("Ann", "Bea"))]
    rows = season_table(nights, SeasonRules(min_nights=2)).rows
    assert [(r.name, r.rank) for r in rows] == [("Ann", 1), ("Bea", 2), ("Dee", None)]
    assert [r.rank for r in season_table(nights).rows] == [1, 2, 3]


def test_the_throne_follows_the_crowned_nights_in_date_order() -> None:
    nights = [
        night(3, ("Bea", "Ann"), winner="Bea"),
        night(1, ("Ann", "Bea"), winner="Ann"),
        night(2, ("Ann", "Bea"), winner="Ann"),
        night(4, ("Cy", "Dee")),
    ]
    table = season_table(nights)
    assert table.nights == ("Night 1", "Night 2", "Night 3", "Night 4")
    assert [(h.name, h.crowned, h.defences_won, h.defences_lost, h.nights_held) for h in table.holders] == [
        ("Ann", ("Night 1",), 1, 1, 2),
        ("Bea", ("Night 3",), 0, 0, 1),
    ]
    assert table.holder == "Bea"


def test_the_best_word_is_the_most_points_then_the_longest() -> None:
    nights = [
        night(1, ("Ann", "Bea"), Ann=BestWord("PLATES", 3)),
        night(2, ("Ann", "Bea"), Ann=BestWord("ALERTS", 3)),
        night(3, ("Ann", "Bea"), Ann=BestWord("SLATE", 2)),
    ]
    assert row(season_table(nights).rows, "Ann").best_word == BestWord("ALERTS", 3)


@pytest.mark.parametrize(
    ("nights", "rules", "message"),
    [
        ([night(1, ("Ann", "Bea"))], SeasonRules(merges=(("Cy", "Ann"),)), "no player named Cy"),
        ([night(1, ("Ann", "Bea"))], SeasonRules(merges=(("ANN", "Ann"),)), "already one name"),
        ([night(1, ("Ann", "Bea"))], SeasonRules(merges=(("Ann", "Bea"),)), "at one table"),
        ([night(1, ("Ann", "Bea")), night(1, ("Ann", "Bea"))], SeasonRules(), "in the season twice"),
        ([night(1, ("Ann", "Bea"))], SeasonRules(merges=(("Ann", "Bea"), ("Bea", "Ann"))), "circle"),
    ],
)
def test_a_season_that_cannot_be_counted_says_why(
    nights: list[NightResult], rules: SeasonRules, message: str
) -> None:
    with pytest.raises(SeasonError, match=message):
        season_table(nights, rules)


def test_options_out_of_bounds_are_refused() -> None:
    with pytest.raises(SeasonError, match="best nights"):
        SeasonRules(best_nights=0)
    with pytest.raises(SeasonError, match="ranked"):
        SeasonRules(min_nights=0)
