from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.bracket import Bracket, Match, bracket_order
from boggle_throne.tournament.errors import BracketError, FormatError
from boggle_throne.tournament.players import Player, PlayerId
from boggle_throne.tournament.seeding import bracket_seeding
from boggle_throne.tournament.standings import GameResult


def field(count: int) -> list[PlayerId]:
    return [PlayerId(1000 + 7 * i) for i in range(count)]  # seed i + 1 is field[i]


def next_power_of_two(n: int) -> int:
    power = 1
    while power < n:
        power *= 2
    return power


def play_out(bracket: Bracket, winner_of_game: random.Random | None) -> int:
    """Play every pending match until a champion; random games, or the better seed always wins."""
    matches_played = 0
    while bracket.champion is None:
        match = bracket.pending_matches()[0]
        while bracket.winner(match) is None:
            if winner_of_game is None:
                points = (5, 1)
            else:
                points = (winner_of_game.randint(0, 3), winner_of_game.randint(0, 3))
            bracket.record_game(
                match,
                GameResult(match.players[0], points[0], 1, 3),
                GameResult(match.players[1], points[1], 1, 3),
            )
        matches_played += 1
    return matches_played


@pytest.mark.parametrize("count", range(2, 129))
def test_bracket_shape_for_every_field_size(count: int) -> None:
    players = field(count)
    bracket = Bracket(players, best_of=3)
    size = next_power_of_two(count)
    assert bracket.size == size
    first = bracket.entrants(1)
    byes = [p for i, p in enumerate(first) if p is not None and first[i ^ 1] is None]  # no opponent
    assert set(byes) == set(players[: size - count])
    first_round = [p for m in bracket.matches(1) for p in m.players]
    assert sorted(first_round + byes) == sorted(players)
    assert len(first_round) == len(set(first_round))
    order = bracket_order(size)
    assert sorted(order) == list(range(1, size + 1))
    top_half = order[: size // 2]
    assert (1 in top_half) != (2 in top_half)
    for match in bracket.matches(1):  # round-1 pairs sum to size + 1: 1 v lowest, and so on
        seeds = [players.index(p) + 1 for p in match.players]
        assert sum(seeds) == size + 1 and seeds[0] < seeds[1]


@settings(max_examples=60, deadline=None)
@given(count=st.integers(2, 128), seed=st.integers(0, 2**32))
def test_random_results_resolve_to_one_champion(count: int, seed: int) -> None:
    players = field(count)
    bracket = Bracket(players, best_of=3)
    assert play_out(bracket, random.Random(seed)) == count - 1
    assert bracket.champion in players
    assert bracket.pending_matches() == ()


@settings(max_examples=40, deadline=None)
@given(count=st.integers(2, 128))
def test_seeds_one_and_two_meet_only_in_the_final(count: int) -> None:
    players = field(count)
    bracket = Bracket(players, best_of=1)
    play_out(bracket, None)
    final = bracket.matches(bracket.round_count)
    assert [m.players for m in final] == [(players[0], players[1])]
    assert bracket.champion == players[0]


def test_standard_order_for_sixteen() -> None:
    assert bracket_order(16) == (1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11)


def test_best_of_counts_wins_and_drawn_games_do_not_count() -> None:
    a, b, c = field(3)
    bracket = Bracket([a, b, c], best_of=3)
    assert bracket.entrants(2) == (a, None)  # the top seed's bye
    (match,) = bracket.pending_matches()
    assert match == Match(1, 2, (b, c))
    assert bracket.record_game(match, GameResult(b, 4, 2, 5), GameResult(c, 4, 2, 5)) is None
    assert bracket.record_game(match, GameResult(c, 6, 2, 5), GameResult(b, 4, 2, 5)) == c
    assert bracket.record_game(match, GameResult(b, 4, 3, 5), GameResult(c, 4, 2, 5)) == b
    assert bracket.game_wins(match) == (1, 1) and bracket.winner(match) is None
    bracket.record_game(match, GameResult(b, 1, 1, 3), GameResult(c, 0, 0, 0))
    assert bracket.winner(match) == b
    assert bracket.pending_matches() == (Match(2, 1, (a, b)),)
    with pytest.raises(BracketError):
        bracket.record_game(match, GameResult(b, 1, 1, 3), GameResult(c, 0, 0, 0))


def test_bad_brackets_are_refused() -> None:
    a, b = field(2)
    with pytest.raises(BracketError):
        Bracket([a])
    with pytest.raises(BracketError):
        Bracket([a, a])
    with pytest.raises(FormatError):
        Bracket([a, b], best_of=2)
    with pytest.raises(BracketError):
        bracket_order(6)
    bracket = Bracket([a, b])
    with pytest.raises(BracketError):
        bracket.record_game(bracket.matches(1)[0], GameResult(a, 1, 1, 3), GameResult(PlayerId(5), 0, 0, 0))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=3, max_value=128))
def test_entrants_show_byes_then_fill_as_matches_are_won(count: int) -> None:
    players = field(count)
    bracket = Bracket(players, best_of=1)
    first = bracket.entrants(1)
    assert len(first) == next_power_of_two(count) and first.count(None) == bracket.size - count
    assert {p for p in bracket.entrants(2) if p is not None} == set(players[: bracket.size - count])
    assert [bracket.seed_of(p) for p in players] == list(range(1, count + 1))
    play_out(bracket, None)  # the better seed wins every match
    assert bracket.entrants(bracket.round_count) == (players[0], players[1])


def test_bracket_seeding_leaves_the_champion_out_and_puts_seed_ranks_first() -> None:
    roster = [
        Player(PlayerId(n), f"P{n}", seed_rank=rank) for n, rank in ((1, None), (2, 2), (3, 1), (4, None))
    ]
    assert bracket_seeding(roster, PlayerId(4), seed=5) == (PlayerId(3), PlayerId(2), PlayerId(1))
    assert bracket_seeding(roster, None, seed=5)[:2] == (PlayerId(3), PlayerId(2))
    assert set(bracket_seeding(roster, None, seed=5)[2:]) == {PlayerId(1), PlayerId(4)}


CHAMPION = PlayerId(7)


@settings(max_examples=60, deadline=None)
@given(count=st.integers(1, 70), seed=st.integers(0, 2**32))
def test_a_defending_champion_plays_only_the_final_against_the_brackets_winner(count: int, seed: int) -> None:
    players = field(count)
    bracket = Bracket(players, best_of=3, defending=CHAMPION)
    assert bracket.defending == CHAMPION and bracket.seed_of(CHAMPION) is None
    assert bracket.round_count == bracket.elimination_rounds + 1
    assert bracket.elimination_rounds == next_power_of_two(count).bit_length() - 1
    for round_number in range(1, bracket.round_count):
        assert all(CHAMPION not in m.players for m in bracket.matches(round_number))
    assert play_out(bracket, random.Random(seed)) == count  # count - 1 in the bracket, then the final
    challenger = bracket.challenger
    assert challenger in players
    (final,) = bracket.matches(bracket.round_count)
    assert final.players == (CHAMPION, challenger)  # the champion first: reads first in odd games
    assert bracket.champion in final.players and bracket.champion == bracket.winner(final)


def test_with_a_single_challenger_the_bracket_is_the_final() -> None:
    (challenger,) = field(1)
    bracket = Bracket([challenger], best_of=1, defending=CHAMPION)
    assert (bracket.round_count, bracket.elimination_rounds) == (1, 0)
    assert bracket.challenger == challenger
    assert bracket.pending_matches() == (Match(1, 1, (CHAMPION, challenger)),)
    assert bracket.match_number(1, 1) == 1
    final = bracket.pending_matches()[0]
    bracket.record_game(final, GameResult(CHAMPION, 5, 2, 5), GameResult(challenger, 1, 1, 3))
    assert bracket.champion == CHAMPION


def test_without_a_champion_nothing_waits_in_the_final() -> None:
    bracket = Bracket(field(5))
    assert bracket.defending is None and bracket.challenger is None
    assert bracket.round_count == bracket.elimination_rounds == 3


@pytest.mark.parametrize("count", range(2, 70))
def test_people_number_a_rounds_matches_without_its_byes(count: int) -> None:
    bracket = Bracket(field(count), defending=CHAMPION)
    byes = bracket.size - count
    positions = [m.number for m in bracket.matches(1)]
    assert [bracket.match_number(1, position) for position in positions] == list(range(1, len(positions) + 1))
    assert [bracket.match_position(1, number) for number in range(1, len(positions) + 1)] == positions
    assert len(positions) == bracket.size // 2 - byes
    for position in set(range(1, bracket.size // 2 + 1)) - set(positions):  # a bye is no match
        with pytest.raises(BracketError, match="no match at position"):
            bracket.match_number(1, position)
    for round_number in range(2, bracket.round_count + 1):  # byes happen in round 1 only
        slots = len(bracket.entrants(round_number)) // 2
        assert [bracket.match_number(round_number, p) for p in range(1, slots + 1)] == list(
            range(1, slots + 1)
        )
    with pytest.raises(BracketError, match="matches 1"):
        bracket.match_position(1, len(positions) + 1)


def test_five_players_play_one_match_in_round_1_and_people_call_it_match_1() -> None:
    players = field(5)
    bracket = Bracket(players)
    (match,) = bracket.matches(1)
    assert match.players == (players[3], players[4]) and match.number == 2
    assert bracket.match_number(1, match.number) == 1 and bracket.match_position(1, 1) == 2


def test_a_restarted_bracket_is_the_same_draw_with_no_game_played() -> None:
    players = field(3)
    bracket = Bracket(players, best_of=1, defending=CHAMPION)
    play_out(bracket, None)
    fresh = bracket.restarted()
    assert (fresh.seeding, fresh.best_of, fresh.defending) == (bracket.seeding, 1, CHAMPION)
    assert (
        fresh.champion is None
        and fresh.pending_matches() == Bracket(players, defending=CHAMPION).pending_matches()
    )


def test_game_winners_are_kept_in_order_drawn_games_too() -> None:
    a, b = field(2)
    bracket = Bracket([a, b], best_of=3)
    (match,) = bracket.pending_matches()
    bracket.record_game(match, GameResult(a, 4, 2, 5), GameResult(b, 4, 2, 5))
    bracket.record_game(match, GameResult(a, 1, 2, 5), GameResult(b, 4, 2, 5))
    assert bracket.game_winners(match) == (None, b) and bracket.game_wins(match) == (0, 1)


def test_a_champion_is_not_also_seeded_and_needs_a_challenger() -> None:
    with pytest.raises(BracketError, match="plays only the final"):
        Bracket([CHAMPION, *field(2)], defending=CHAMPION)
    with pytest.raises(BracketError, match="needs a challenger"):
        Bracket([], defending=CHAMPION)
