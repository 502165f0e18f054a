from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.advancement import (
    Advancement,
    AdvancementRule,
    Cut,
    TieBreakGame,
    TieBreaksNeeded,
    decide_advancement,
)
from boggle_throne.tournament.errors import FormatError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.standings import DEFAULT_TIE_BREAKERS, GameResult, RoundScore, rank_key

CHAIN = DEFAULT_TIE_BREAKERS


def score(player: int, points: int, last: int = 0, words: int = 0, longest: int = 0) -> RoundScore:
    return RoundScore(PlayerId(player), points, last, words, longest)


def tb_results(points: dict[int, int]) -> tuple[GameResult, ...]:
    return tuple(GameResult(PlayerId(p), pts, 1, 3) for p, pts in points.items())


def key(s: RoundScore) -> tuple[int, ...]:
    return rank_key(s, CHAIN)


def test_tie_at_a_table_cut_needs_a_game_which_then_settles_it() -> None:
    table = [score(1, 20), score(2, 15, 5, 3, 6), score(3, 15, 5, 3, 6), score(4, 2)]
    rule = AdvancementRule(per_table=2)
    game = TieBreakGame(Cut(1, 1), frozenset({PlayerId(2), PlayerId(3)}), places=1)
    assert decide_advancement(1, [table], rule, {}) == TieBreaksNeeded((game,))
    drawn = tb_results({2: 4, 3: 4})
    assert decide_advancement(1, [table], rule, {game: [drawn]}) == TieBreaksNeeded((game,))
    settled = decide_advancement(1, [table], rule, {game: [drawn, tb_results({2: 3, 3: 5})]})
    assert settled == Advancement(((PlayerId(1), PlayerId(3)),), ())


def test_a_three_way_tie_is_narrowed_by_successive_games() -> None:
    table = [score(1, 9), score(2, 9), score(3, 9), score(4, 1)]
    rule = AdvancementRule(per_table=2)
    first = TieBreakGame(Cut(4, 1), frozenset(map(PlayerId, (1, 2, 3))), places=2)
    assert decide_advancement(4, [table], rule, {}) == TieBreaksNeeded((first,))
    # player 1 wins outright; 2 and 3 tie again for the remaining place
    after_first = {first: [tb_results({1: 8, 2: 5, 3: 5})]}
    second = TieBreakGame(Cut(4, 1), frozenset(map(PlayerId, (2, 3))), places=1)
    assert decide_advancement(4, [table], rule, after_first) == TieBreaksNeeded((second,))
    done = decide_advancement(4, [table], rule, {**after_first, second: [tb_results({2: 6, 3: 1})]})
    assert isinstance(done, Advancement)
    assert set(done.advancing) == {PlayerId(1), PlayerId(2)}


def test_wild_cards_come_from_the_rest_and_their_cut_can_need_a_game_too() -> None:
    tables = [[score(1, 30), score(2, 20), score(3, 5)], [score(4, 25), score(5, 10), score(6, 20)]]
    rule = AdvancementRule(per_table=1, wild_cards=1)
    wild_game = TieBreakGame(Cut(2, None), frozenset({PlayerId(2), PlayerId(6)}), places=1)
    assert decide_advancement(2, tables, rule, {}) == TieBreaksNeeded((wild_game,))
    settled = decide_advancement(2, tables, rule, {wild_game: [tb_results({2: 1, 6: 2})]})
    assert settled == Advancement(((PlayerId(1),), (PlayerId(4),)), (PlayerId(6),))
    two_wild = decide_advancement(2, tables, AdvancementRule(per_table=1, wild_cards=2), {})
    assert isinstance(two_wild, Advancement) and set(two_wild.wild_cards) == {PlayerId(2), PlayerId(6)}


def test_table_tie_breaks_are_all_reported_before_the_wild_cards() -> None:
    tables = [[score(1, 5), score(2, 5), score(3, 1)], [score(4, 5), score(5, 5), score(6, 9)]]
    outcome = decide_advancement(1, tables, AdvancementRule(per_table=1, wild_cards=1), {})
    assert isinstance(outcome, TieBreaksNeeded)
    assert [g.cut for g in outcome.games] == [Cut(1, 1)]  # table 2 is clear: 6 wins it


def test_rule_validation() -> None:
    with pytest.raises(FormatError):
        AdvancementRule(per_table=0)
    with pytest.raises(FormatError):
        AdvancementRule(wild_cards=-1)


tables_strategy = st.lists(
    st.lists(st.tuples(st.integers(0, 4), st.integers(0, 2), st.integers(0, 2)), min_size=1, max_size=6),
    min_size=1,
    max_size=6,
)


@settings(max_examples=300)
@given(raw=tables_strategy, per_table=st.integers(1, 3), wild_cards=st.integers(0, 4))
def test_advancement_is_exact_or_names_an_unbreakable_tie(
    raw: Sequence[Sequence[tuple[int, int, int]]], per_table: int, wild_cards: int
) -> None:
    ids = iter(range(1, 1000))
    tables = [[score(next(ids), p, last, words) for p, last, words in table] for table in raw]
    outcome = decide_advancement(1, tables, AdvancementRule(per_table, wild_cards), {})
    if isinstance(outcome, TieBreaksNeeded):
        for game in outcome.games:
            members = [s for t in tables for s in t if s.player in game.players]
            assert len({key(s) for s in members}) == 1  # the chain really cannot separate them
            assert 1 <= game.places < len(game.players)
        return
    taken: set[PlayerId] = set()
    for table, qualifiers in zip(tables, outcome.table_qualifiers, strict=True):
        assert len(qualifiers) == min(per_table, len(table))
        others = [s for s in table if s.player not in qualifiers]
        assert all(key(q) > key(o) for q in table if q.player in qualifiers for o in others)
        taken.update(qualifiers)
    rest = [s for t in tables for s in t if s.player not in taken]
    assert len(outcome.wild_cards) == min(wild_cards, len(rest))
    wild = [s for s in rest if s.player in outcome.wild_cards]
    assert all(key(w) > key(o) for w in wild for o in rest if o.player not in outcome.wild_cards)


def test_a_tie_at_a_cut_already_followed_is_settled_by_the_later_rounds_seats() -> None:
    # the chain cannot separate 2 and 3; the later round seated 3, so 3 keeps the seat, with no game
    table = [score(1, 20), score(2, 15, 5, 3, 6), score(3, 15, 5, 3, 6), score(4, 2)]
    rule = AdvancementRule(per_table=2)
    tie = TieBreakGame(Cut(1, 1), frozenset({PlayerId(2), PlayerId(3)}), places=1)
    seated = frozenset({PlayerId(1), PlayerId(3)})
    outcome = decide_advancement(1, [table], rule, {}, seated_next=seated)
    assert outcome == Advancement(((PlayerId(1), PlayerId(3)),), (), (tie,))


def test_the_chain_still_decides_before_the_seats_and_a_played_game_counts() -> None:
    table = [score(1, 20), score(2, 15, 6), score(3, 15, 5), score(4, 2)]
    rule = AdvancementRule(per_table=2)
    seated = frozenset({PlayerId(1), PlayerId(3)})
    by_chain = decide_advancement(1, [table], rule, {}, seated_next=seated)
    assert by_chain == Advancement(((PlayerId(1), PlayerId(2)),), ())
    level = [score(1, 20), score(2, 15), score(3, 15), score(4, 2)]
    tie = TieBreakGame(Cut(1, 1), frozenset({PlayerId(2), PlayerId(3)}), places=1)
    played = decide_advancement(1, [level], rule, {tie: [tb_results({2: 5, 3: 1})]}, seated_next=seated)
    assert played == Advancement(((PlayerId(1), PlayerId(2)),), ())


def test_a_wild_card_tie_already_followed_is_settled_by_the_seats_too() -> None:
    tables = [[score(1, 20), score(2, 9)], [score(3, 20), score(4, 9)]]
    rule = AdvancementRule(per_table=1, wild_cards=1)
    seated = frozenset(map(PlayerId, (1, 3, 4)))
    outcome = decide_advancement(2, tables, rule, {}, seated_next=seated)
    assert isinstance(outcome, Advancement)
    assert outcome.wild_cards == (PlayerId(4),)
    assert outcome.seated_ties == (TieBreakGame(Cut(2, None), frozenset({PlayerId(2), PlayerId(4)}), 1),)
