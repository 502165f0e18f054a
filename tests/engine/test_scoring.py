"""Worked examples of docs/rules.md §3–4, each total computed by hand from the rule text.

Board PERS/LATG/SINE/TERS. Lengths: pert 4, tin 3, plate 5, slate 5, tenge 5 (on the board but not in
ENABLE), plates 6. Throne points: 3–4 → 1, 5 → 2, 6 → 3. Classic: the same up to 6.
"""

from __future__ import annotations

import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.errors import GameInputError
from boggle_throne.engine.game_score import GameScore
from boggle_throne.engine.game_sheet import Challenge, GameSheet, PlayerWords, RulingEntry
from boggle_throne.engine.rules import RuleSet, rule_set
from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict, score_game

BOARD = Board.parse("PERS/LATG/SINE/TERS")
THRONE = rule_set("throne")


def play(rules: RuleSet, *players: PlayerWords, board: Board = BOARD, **extra: object) -> GameScore:
    return score_game(GameSheet(board, rules, players, **extra), bundled_dictionary())  # type: ignore[arg-type]


def verdicts(score: GameScore, name: str) -> dict[str, tuple[Verdict, int]]:
    return {w.word: (w.verdict, w.points) for w in score.player(name).words}


def test_the_example_words_are_what_the_examples_assume() -> None:
    found = {
        w: play(THRONE, PlayerWords("A", (w,))).player("A").words[0]
        for w in ("pert", "tin", "plate", "slate", "plates", "tenge")
    }
    assert {w: s.length for w, s in found.items()} == {
        "pert": 4,
        "tin": 3,
        "plate": 5,
        "slate": 5,
        "plates": 6,
        "tenge": 5,
    }
    assert all(s.path is not None for s in found.values())
    assert found["tenge"].verdict is Verdict.NOT_IN_DICTIONARY


def test_a_word_two_players_read_is_crossed_off_both_lists() -> None:
    score = play(
        THRONE, PlayerWords("Ann", ("plate", "pert", "slate")), PlayerWords("Bea", ("pert", "plates"))
    )
    assert verdicts(score, "Ann")["pert"] == (Verdict.DUPLICATE, 0)
    assert verdicts(score, "Bea")["pert"] == (Verdict.DUPLICATE, 0)
    assert score.player("Ann").total == 2 + 2
    assert score.player("Bea").total == 3
    assert score.player("Bea").words[0].also_read_by == ("Ann",)


def test_a_crossed_words_reason_names_its_other_readers_in_reading_order() -> None:
    three = play(
        THRONE, PlayerWords("Ann", ("pert",)), PlayerWords("Bea", ("pert",)), PlayerWords("Cy", ("pert",))
    )
    assert [three.player(name).words[0].reason for name in ("Ann", "Bea", "Cy")] == [
        "also read by Bea, Cy: crossed off",
        "also read by Ann, Cy: crossed off",
        "also read by Ann, Bea: crossed off",
    ]
    mild = play(rule_set("mild"), PlayerWords("Ann", ("pert",)), PlayerWords("Bea", ("pert",)))
    assert mild.player("Bea").words[0].reason == "also read by Ann: scores once; 4 letters: 1"


def test_longest_word_bonus_doubles_the_words_of_that_length() -> None:
    rules = THRONE.with_options(longest_bonus=True)
    score = play(rules, PlayerWords("Ann", ("plate", "slate", "tin")), PlayerWords("Bea", ("plates", "pert")))
    assert score.longest_bonus_holder == "Bea"
    assert score.player("Bea").total == 3 * 2 + 1
    assert score.player("Ann").total == 2 + 2 + 1


def test_a_tie_for_the_longest_word_gives_no_bonus() -> None:
    rules = THRONE.with_options(longest_bonus=True)
    score = play(rules, PlayerWords("Ann", ("plate",)), PlayerWords("Bea", ("slate",)))
    assert score.longest_bonus_holder is None
    assert (score.player("Ann").total, score.player("Bea").total) == (2, 2)


def test_only_valid_uncrossed_words_take_part_in_the_longest_word() -> None:
    # seed 003: both found the same long word; the one with the next-longest unique word gets the bonus
    rules = THRONE.with_options(longest_bonus=True)
    score = play(rules, PlayerWords("Ann", ("plates", "plate")), PlayerWords("Bea", ("plates", "pert")))
    assert score.longest_bonus_holder == "Ann"
    assert verdicts(score, "Ann") == {"plates": (Verdict.DUPLICATE, 0), "plate": (Verdict.VALID, 4)}


def test_mild_scoring_duplicates_once_unique_double_longest_triple() -> None:
    score = play(
        rule_set("mild"), PlayerWords("Ann", ("plate", "pert")), PlayerWords("Bea", ("pert", "plates"))
    )
    assert verdicts(score, "Ann") == {"plate": (Verdict.VALID, 2 * 2), "pert": (Verdict.DUPLICATE, 1)}
    assert verdicts(score, "Bea") == {"pert": (Verdict.DUPLICATE, 1), "plates": (Verdict.VALID, 3 * 3)}
    assert (score.player("Ann").total, score.player("Bea").total) == (5, 10)


def test_a_unique_word_ruled_invalid_costs_its_length_points() -> None:
    upheld = RulingEntry("Ann", "tenge", Ruling.UPHELD, InvalidReason.NOT_IN_DICTIONARY)
    score = play(THRONE, PlayerWords("Ann", ("plate", "tenge")), rulings=(upheld,))
    assert verdicts(score, "Ann")["tenge"] == (Verdict.REJECTED, -2)
    assert (score.player("Ann").earned, score.player("Ann").penalties, score.player("Ann").total) == (2, 2, 0)


def test_a_crossed_word_is_never_penalised_except_under_mild() -> None:
    upheld = RulingEntry("Ann", "tenge", Ruling.UPHELD, InvalidReason.FOREIGN)
    sheets = (PlayerWords("Ann", ("tenge",)), PlayerWords("Bea", ("tenge",)))
    crossed = play(THRONE, *sheets, rulings=(upheld,))
    assert verdicts(crossed, "Bea")["tenge"] == (Verdict.DUPLICATE, 0)
    assert crossed.can_close
    mild = play(rule_set("mild"), *sheets, rulings=(upheld,))
    assert verdicts(mild, "Ann")["tenge"] == verdicts(mild, "Bea")["tenge"] == (Verdict.REJECTED, -2)


def test_multipliers_never_apply_to_penalties() -> None:
    upheld = RulingEntry("Ann", "plates", Ruling.UPHELD, InvalidReason.SLANG)
    score = play(rule_set("mild"), PlayerWords("Ann", ("plates", "pert")), rulings=(upheld,))
    assert verdicts(score, "Ann") == {"plates": (Verdict.REJECTED, -3), "pert": (Verdict.VALID, 1 * 3)}


def test_withdrawn_words_score_nothing_cost_nothing_and_cross_nothing() -> None:
    score = play(
        THRONE,
        PlayerWords("Ann", ("plate", "pert"), withdrawn=("pert", "tenge")),
        PlayerWords("Bea", ("pert",)),
    )
    assert verdicts(score, "Ann") == {
        "plate": (Verdict.VALID, 2),
        "pert": (Verdict.WITHDRAWN, 0),
        "tenge": (Verdict.WITHDRAWN, 0),
    }
    assert verdicts(score, "Bea")["pert"] == (Verdict.VALID, 1)


def test_the_qu_face_counts_as_two_letters_or_one() -> None:
    board = Board.parse("[Qu]IT/ENS/ABC")
    two = play(THRONE, PlayerWords("Ann", ("quits", "quit")), board=board)
    assert verdicts(two, "Ann") == {"quits": (Verdict.VALID, 2), "quit": (Verdict.VALID, 1)}
    one = play(
        THRONE.with_options(qu_counts_as=1, min_length=4), PlayerWords("Ann", ("quits", "quit")), board=board
    )
    assert verdicts(one, "Ann") == {"quits": (Verdict.VALID, 1), "quit": (Verdict.TOO_SHORT, 0)}


def test_q_alone_lets_the_qu_face_spell_a_plain_q() -> None:
    board = Board.parse("[Qu]AT/ENS/ABC")
    assert (
        verdicts(play(THRONE, PlayerWords("Ann", ("qat",)), board=board), "Ann")["qat"][0]
        is Verdict.NOT_ON_BOARD
    )
    alone = play(THRONE.with_options(q_alone=True), PlayerWords("Ann", ("qat",)), board=board)
    assert verdicts(alone, "Ann")["qat"] == (Verdict.VALID, 1)


def test_house_lists_approve_and_ban_words() -> None:
    score = play(
        THRONE,
        PlayerWords("Ann", ("tenge", "plate")),
        approved=frozenset({"tenge"}),
        banned=frozenset({"plate"}),
    )
    assert verdicts(score, "Ann") == {"tenge": (Verdict.APPROVED, 2), "plate": (Verdict.REJECTED, -2)}


def test_flagged_words_are_held_until_ruled_and_the_game_cannot_close_meanwhile() -> None:
    held = play(THRONE, PlayerWords("Ann", ("tenge", "zebra", "plate")))
    assert held.held == (("Ann", "tenge"), ("Ann", "zebra"))
    assert not held.can_close
    assert verdicts(held, "Ann")["zebra"] == (Verdict.NOT_ON_BOARD, 0)
    approved = play(
        THRONE, PlayerWords("Ann", ("tenge",)), rulings=(RulingEntry("Ann", "tenge", Ruling.APPROVED),)
    )
    assert verdicts(approved, "Ann")["tenge"] == (Verdict.APPROVED, 2)
    assert approved.can_close


@pytest.mark.parametrize(
    ("policy", "expected", "can_close"),
    [
        ("penalty", (Verdict.REJECTED, -2), True),
        ("zero", (Verdict.NOT_IN_DICTIONARY, 0), True),
        ("judge", (Verdict.NOT_IN_DICTIONARY, 0), False),
    ],
)
def test_flagged_policy(policy: str, expected: tuple[Verdict, int], can_close: bool) -> None:
    score = play(THRONE.with_options(flagged=policy), PlayerWords("Ann", ("tenge",)))
    assert verdicts(score, "Ann")["tenge"] == expected
    assert score.can_close is can_close


def test_a_challenge_holds_a_valid_word_until_the_ruling() -> None:
    sheet = (PlayerWords("Ann", ("plate",)),)
    challenged = play(THRONE, *sheet, challenges=(Challenge("Ann", "plate"),))
    assert challenged.player("Ann").words[0].held and challenged.player("Ann").total == 0
    stands = play(
        THRONE,
        *sheet,
        challenges=(Challenge("Ann", "plate"),),
        rulings=(RulingEntry("Ann", "plate", Ruling.REJECTED),),
    )
    assert verdicts(stands, "Ann")["plate"] == (Verdict.VALID, 2)
    upheld = play(
        THRONE, *sheet, rulings=(RulingEntry("Ann", "plate", Ruling.UPHELD, InvalidReason.PROPER_NOUN),)
    )
    assert verdicts(upheld, "Ann")["plate"] == (Verdict.REJECTED, -2)
    assert "proper noun" in upheld.player("Ann").words[0].reason


def test_too_short_words_cost_nothing_but_crossing_comes_first() -> None:
    score = play(THRONE, PlayerWords("Ann", ("pe", "at")), PlayerWords("Bea", ("at",)))
    assert verdicts(score, "Ann") == {"pe": (Verdict.TOO_SHORT, 0), "at": (Verdict.DUPLICATE, 0)}


def test_words_are_compared_after_case_and_unicode_normalisation() -> None:
    score = play(THRONE, PlayerWords("Ann", ("PLATE", "Pért")), PlayerWords("Bea", ("pert",)))
    assert verdicts(score, "Ann") == {"plate": (Verdict.VALID, 2), "pert": (Verdict.DUPLICATE, 0)}


@pytest.mark.parametrize(
    ("players", "rulings", "message"),
    [
        ((PlayerWords("Ann", ()), PlayerWords("Ann", ())), (), "two players are named 'Ann'"),
        (
            (PlayerWords("Ann", ("plate",)),),
            (RulingEntry("Zed", "plate", Ruling.UPHELD),),
            "'Zed', who is not playing",
        ),
        (
            (PlayerWords("Ann", ("plate",)),),
            (RulingEntry("Ann", "slate", Ruling.UPHELD),),
            "Ann did not read",
        ),
    ],
)
def test_inconsistent_sheets_are_refused(
    players: tuple[PlayerWords, ...], rulings: tuple[RulingEntry, ...], message: str
) -> None:
    with pytest.raises(GameInputError, match=message):
        play(THRONE, *players, rulings=rulings)


def test_a_word_shorter_than_the_points_table_is_too_short_whatever_min_length_says() -> None:
    big = rule_set("big").with_options(min_length=3)
    board = Board.parse("PERSA/LATGE/SINEO/TERSA/ABCDE")
    score = play(big, PlayerWords("Ann", ("tin", "pert")), board=board)
    assert verdicts(score, "Ann") == {"tin": (Verdict.TOO_SHORT, 0), "pert": (Verdict.VALID, 1)}
    assert big.word_rules(5).min_length == 4
    assert THRONE.with_options(min_length=2).word_rules(4).min_length == 3


def test_qu_counts_as_is_about_qu_only_and_the_counted_length_decides_points_and_bonus() -> None:
    board = Board.parse("[Qu]ITS/[Th]INE/ABCD/EFGH")
    one = THRONE.with_options(qu_counts_as=1, longest_bonus=True)
    score = play(one, PlayerWords("Ann", ("quits",)), PlayerWords("Bea", ("thin",)), board=board)
    # QUITS counts 4 (Qu as one), THIN counts 4 (Th always two): no bonus, one point each
    assert [(w.word, w.length, w.points) for p in score.players for w in p.words] == [
        ("quits", 4, 1),
        ("thin", 4, 1),
    ]
    assert score.longest_bonus_holder is None
    two = play(
        THRONE.with_options(longest_bonus=True),
        PlayerWords("Ann", ("quits",)),
        PlayerWords("Bea", ("thin",)),
        board=board,
    )
    assert two.longest_bonus_holder == "Ann"
    assert verdicts(two, "Ann")["quits"] == (Verdict.VALID, 2 * 2)
