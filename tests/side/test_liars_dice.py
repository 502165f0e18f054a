"""Guinness Liar's Dice: the seed's examples, who opens each round, every refusal, and random games."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.side.base import CallEnding, CallLiar, Move, SideContext
from boggle_throne.side.errors import (
    BadOptionError,
    GameOverError,
    IllegalMoveError,
    MalformedMoveError,
    OutOfTurnError,
    RaiseTooLowError,
    WrongRevealError,
)
from boggle_throne.side.liars_dice import LiarsDice
from boggle_throne.side.liars_dice_moves import Bid, Reveal, Roll
from tests.side.properties import refusals_change_nothing

CONTEXT = SideContext(is_word=lambda word: True)
PLAYERS = ("Ann", "Bob", "Cat", "Dan")


def game(players: Sequence[str] = PLAYERS, opener: str = "Ann", **options: Any) -> LiarsDice:
    """A game whose opening roll `opener` won."""
    table = LiarsDice(players, options, CONTEXT)
    table.apply(table.parse_move({"roll": {name: 6 if name == opener else 1 for name in players}}))
    return table


def play(table: LiarsDice, *moves: dict[str, Any]) -> None:
    for move in moves:
        table.apply(table.parse_move(move))


def bid(player: str, quantity: int, face: int) -> dict[str, Any]:
    return {"player": player, "bid": [quantity, face]}


def liar(player: str) -> dict[str, Any]:
    return {"player": player, "call": "liar"}


def reveal(table: LiarsDice, **dice: list[int]) -> dict[str, Any]:
    """Everyone still in reveals: the dice given, and sixes for anyone not given (sixes only count
    for sixes)."""
    return {
        "reveal": {
            name: dice.get(name, [6] * table.dice[seat])
            for seat, name in enumerate(table.players)
            if table.dice[seat]
        }
    }


def refused(table: LiarsDice, move: dict[str, Any] | Move, error: type[Exception], message: str) -> None:
    """The move is refused with that error and message, and the game is exactly as it was."""
    before = table.state_json()
    with pytest.raises(error) as raised:
        table.apply(table.parse_move(move) if isinstance(move, dict) else move)
    assert str(raised.value) == message
    assert table.state_json() == before


# The raises of the seed ---------------------------------------------------------------------------


def test_three_threes_may_be_raised_to_four_twos() -> None:
    table = game()
    play(table, bid("Ann", 3, 3), bid("Bob", 4, 2))
    assert table.view().bid == "4 twos by Bob"


def test_six_fives_may_be_raised_to_six_sixes_or_seven_of_anything() -> None:
    table = game()
    play(table, bid("Ann", 6, 5), bid("Bob", 6, 6), bid("Cat", 7, 1), bid("Dan", 8, 4))
    assert table.view().bids == ("Ann: 6 fives", "Bob: 6 sixes", "Cat: 7 ones", "Dan: 8 fours")


def test_six_fives_cannot_be_raised_to_five_sixes_or_six_fours_or_six_fives() -> None:
    table = game()
    play(table, bid("Ann", 6, 5))
    refused(
        table,
        bid("Bob", 5, 6),
        RaiseTooLowError,
        "a higher face needs at least 6 dice: 6 sixes or more, not 5 sixes",
    )
    refused(
        table,
        bid("Bob", 6, 4),
        RaiseTooLowError,
        "a lower face needs more than 6 dice: 7 fours or more, not 6 fours",
    )
    refused(
        table,
        bid("Bob", 6, 5),
        RaiseTooLowError,
        "a raise must be more than 6 fives: 7 fives or more, not 6 fives",
    )
    refused(
        table,
        bid("Bob", 5, 5),
        RaiseTooLowError,
        "a raise must be more than 6 fives: 7 fives or more, not 5 fives",
    )


def test_ones_cannot_open_a_round_but_may_be_raised_to() -> None:
    table = game()
    refused(
        table,
        bid("Ann", 3, 1),
        IllegalMoveError,
        "ones are wild and cannot open a round: open on another face",
    )
    play(table, bid("Ann", 3, 2), bid("Bob", 4, 1))
    assert table.view().bid == "4 ones by Bob"


def test_without_wild_ones_ones_may_open_and_count_only_as_ones() -> None:
    table = game(ones_wild=False)
    play(table, bid("Ann", 3, 1), bid("Bob", 3, 4), liar("Cat"))
    play(table, reveal(table, Ann=[4, 4, 1, 1, 1], Bob=[1, 1, 2, 3, 5]))
    assert table.last_call == "Cat called liar on 3 fours: 2 fours; Bob loses a die"


def test_seven_fours_counts_the_fours_and_the_ones() -> None:
    table = game()
    play(table, bid("Ann", 7, 4), liar("Bob"))
    play(table, reveal(table, Ann=[4, 4, 4, 1, 1], Bob=[1, 2, 3, 5, 6]))
    assert table.last_call == "Bob called liar on 7 fours: 6 fours with the ones; Ann loses a die"
    assert table.dice == [4, 5, 5, 5]
    play(table, bid("Ann", 7, 4), liar("Bob"))
    play(table, reveal(table, Ann=[4, 4, 4, 1], Bob=[1, 2, 3, 5, 6], Cat=[4, 4, 2, 2, 2]))
    assert table.last_call == "Bob called liar on 7 fours: 7 fours with the ones; Bob loses a die"
    assert table.dice == [4, 4, 5, 5]
    assert table.call_endings == [CallEnding.BID_FELL, CallEnding.BID_STOOD]
    assert table.rounds == 2


def test_a_bid_on_ones_counts_only_the_ones() -> None:
    table = game()
    play(table, bid("Ann", 3, 3), bid("Bob", 4, 1), liar("Cat"))
    play(table, reveal(table, Ann=[1, 1, 1, 3, 3], Bob=[3, 3, 3, 2, 2]))
    assert table.last_call == "Cat called liar on 4 ones: 3 ones; Bob loses a die"


def test_the_seeds_player_one_bids_six_fives_with_two_fives_in_the_cup() -> None:
    table = game()
    play(table, bid("Ann", 6, 5), liar("Bob"))
    assert table.view().expecting == "lift the cups: reveal everyone's dice"
    play(
        table,
        reveal(table, Ann=[2, 3, 3, 5, 5], Bob=[1, 5, 4, 6, 6], Cat=[5, 1, 2, 2, 2], Dan=[6, 6, 6, 6, 6]),
    )
    assert table.last_call == "Bob called liar on 6 fives: 6 fives with the ones; Bob loses a die"
    assert table.state_json()["players"][0]["revealed"] == [2, 3, 3, 5, 5]
    assert table.view().expecting == "Bob opens"


# Who opens the next round -------------------------------------------------------------------------


def test_the_loser_opens_the_next_round_whether_bidder_or_caller() -> None:
    table = game()
    play(table, bid("Ann", 2, 6), bid("Bob", 3, 6), liar("Cat"))
    play(table, reveal(table))  # twenty sixes: the bid stood, Cat loses
    assert table.view().to_act == "Cat" and table.view().expecting == "Cat opens"
    play(table, bid("Cat", 2, 5), liar("Dan"))
    play(table, reveal(table))  # no fives: Cat, the bidder, loses
    assert table.view().to_act == "Cat"
    assert table.dice == [5, 5, 3, 5]


def test_a_loser_who_is_out_is_followed_by_the_next_player_to_the_left_still_in() -> None:
    table = game(dice_each=1, palafico=False)
    play(table, bid("Ann", 5, 5), liar("Bob"), reveal(table))  # Ann is out
    assert table.view().expecting == "Bob opens"
    play(table, bid("Bob", 2, 6), liar("Cat"), reveal(table))  # Cat is out: the bid stood
    assert table.view().expecting == "Dan opens"
    play(table, bid("Dan", 3, 5), liar("Bob"), reveal(table))  # Dan is out: Bob is next still in, past Ann
    assert table.winner == "Bob"
    assert (
        table.last_call
        == "Bob called liar on 3 fives: no fives with the ones; Dan loses a die and is out; Bob wins"
    )


def test_the_next_player_to_the_left_skips_players_already_out() -> None:
    table = game(dice_each=1)
    play(table, bid("Ann", 1, 6), liar("Bob"), reveal(table))  # Bob is out: Cat, to his left, opens
    assert table.view().expecting == "Cat opens"
    play(table, bid("Cat", 1, 6), bid("Dan", 2, 6), liar("Ann"), reveal(table))  # Ann is out
    assert table.view().expecting == "Cat opens"
    assert [seat.out for seat in table.view().seats] == [True, True, False, False]


def test_palafico_the_player_down_to_one_die_opens_on_ones_not_wild_and_the_face_stays() -> None:
    table = game(("Ann", "Bob", "Cat"), dice_each=2)
    play(table, bid("Ann", 5, 5), liar("Bob"), reveal(table))  # Ann drops to one die
    view = table.view()
    assert view.expecting == "Ann opens the palafico round"
    assert view.seats[0].detail == "1 die · palafico"
    assert (
        table.last_call
        == "Bob called liar on 5 fives: no fives with the ones; Ann loses a die and plays palafico"
    )
    play(table, bid("Ann", 2, 3), bid("Bob", 3, 3), bid("Cat", 4, 3))
    message = "in a palafico round the face stays threes: 5 threes or more, not 3 fours"
    refused(table, bid("Ann", 3, 4), RaiseTooLowError, message)
    refused(table, bid("Ann", 5, 4), RaiseTooLowError, message.replace("3 fours", "5 fours"))
    refused(table, bid("Ann", 4, 3), RaiseTooLowError, message.replace("3 fours", "4 threes"))
    play(table, bid("Ann", 5, 3), liar("Bob"))
    play(table, reveal(table, Ann=[3], Bob=[3, 1], Cat=[1, 1]))  # ones are not wild: 2 threes
    assert table.last_call == "Bob called liar on 5 threes: 2 threes; Ann loses a die and is out"
    assert table.view().expecting == "Bob opens"  # Ann is out; the next round is no longer palafico


def test_palafico_may_open_on_ones() -> None:
    table = game(("Ann", "Bob", "Cat"), dice_each=2)
    play(table, bid("Ann", 5, 5), liar("Bob"), reveal(table))
    play(table, bid("Ann", 1, 1), bid("Bob", 2, 1), liar("Cat"))
    play(table, reveal(table, Ann=[1], Bob=[2, 1], Cat=[1, 3]))
    assert table.last_call == "Cat called liar on 2 ones: 3 ones; Cat loses a die and plays palafico"
    assert table.view().expecting == "Cat opens the palafico round"


def test_palafico_is_waived_with_two_players_and_as_an_option() -> None:
    table = game(("Ann", "Bob"), dice_each=2)
    play(table, bid("Ann", 5, 5), liar("Bob"), reveal(table))
    assert table.view().expecting == "Ann opens"
    refused(
        table,
        bid("Ann", 1, 1),
        IllegalMoveError,
        "ones are wild and cannot open a round: open on another face",
    )
    play(table, bid("Ann", 1, 3), bid("Bob", 1, 4))  # the face may change
    table = game(("Ann", "Bob", "Cat"), dice_each=2, palafico=False)
    play(table, bid("Ann", 5, 5), liar("Bob"), reveal(table))
    assert table.state_json()["palafico"] is None and table.view().seats[0].detail == "1 die"


def test_palafico_is_waived_when_the_drop_to_one_die_leaves_two_players() -> None:
    table = game(("Ann", "Bob", "Cat"), dice_each=2)
    play(table, bid("Ann", 9, 6), liar("Bob"), reveal(table))  # Ann: one die, palafico
    play(table, bid("Ann", 9, 6), liar("Bob"), reveal(table))  # Ann is out
    play(table, bid("Bob", 9, 6), liar("Cat"), reveal(table))  # Bob drops to one die, two players left
    assert table.view().expecting == "Bob opens" and table.state_json()["palafico"] is None


def test_a_player_already_on_one_die_who_wins_a_call_starts_no_palafico() -> None:
    table = game(("Ann", "Bob", "Cat"), dice_each=2)
    play(table, bid("Ann", 9, 6), liar("Bob"), reveal(table))  # Ann palafico
    play(table, bid("Ann", 1, 6), liar("Bob"), reveal(table))  # the bid stood: Bob drops to one, palafico
    assert table.view().expecting == "Bob opens the palafico round"
    play(table, bid("Bob", 1, 6), liar("Cat"), reveal(table))  # Cat drops to one: palafico again
    assert table.state_json()["palafico"] == "Cat"
    play(table, bid("Cat", 9, 6), liar("Ann"), reveal(table))  # Cat is out
    assert table.state_json()["palafico"] is None


# The opening roll ---------------------------------------------------------------------------------


def test_the_highest_opening_roll_opens_and_a_tie_rolls_again() -> None:
    table = LiarsDice(PLAYERS, {}, CONTEXT)
    assert table.view().expecting == "roll one die each for the opening bid"
    play(table, {"roll": {"Ann": 5, "Bob": 3, "Cat": 6, "Dan": 6}})
    assert table.view().expecting == "Cat and Dan tied: roll again for the opening bid"
    assert table.view().hint == "one die each, in seating order (Cat and Dan): 5 3"
    refused(table, {"roll": {"Ann": 2, "Cat": 4}}, WrongRevealError, "the roll is for Cat and Dan, not Ann")
    refused(table, {"roll": {"Cat": 4}}, WrongRevealError, "the roll is for Cat and Dan: Dan missing")
    play(table, {"roll": {"Cat": 2, "Dan": 4}})
    assert table.view().expecting == "Dan opens" and table.view().to_act == "Dan"


# Restarts, the view, the keyboard -----------------------------------------------------------------


def test_a_restart_clears_the_bids_and_the_same_player_opens() -> None:
    table = game(opener="Bob")
    play(table, bid("Bob", 2, 2), bid("Cat", 3, 3), {"restart": "round"})
    assert table.view().bids == () and table.view().expecting == "Bob opens"
    assert table.dice == [5, 5, 5, 5] and table.rounds == 0


def test_the_view_in_words() -> None:
    table = game()
    play(table, bid("Ann", 6, 5))
    view = table.view()
    assert (view.game, view.title, view.unit) == ("liars-dice", "Guinness Liar's Dice", "dice")
    assert view.bid == "6 fives by Ann" and view.bids == ("Ann: 6 fives",)
    assert view.expecting == "Bob raises or calls liar" and view.to_act == "Bob"
    assert view.hint == "6 5 or 6x5 or 6 fives bids · . or liar calls · restart clears the bids"
    assert [seat.detail for seat in view.seats] == ["5 dice"] * 4
    assert view.round == 1 and view.winner is None and view.last_call is None


def test_the_judges_notation() -> None:
    table = LiarsDice(PLAYERS, {}, CONTEXT)
    assert table.read_typed(" 5 3 6 2 ") == Roll((("Ann", 5), ("Bob", 3), ("Cat", 6), ("Dan", 2)))
    assert table.read_typed("5362") == table.read_typed("5/3/6/2")
    with pytest.raises(MalformedMoveError, match="type one die each"):
        table.read_typed("5 3 7 2")
    table.apply(table.read_typed("6 1 1 1"))
    for typed in ("6 5", "6x5", "6 X 5", "6 fives", "6 5s", "6 FIVES"):
        assert table.read_typed(typed) == Bid("Ann", 6, 5), typed
    assert table.read_typed("1 six") == Bid("Ann", 1, 6)
    with pytest.raises(MalformedMoveError, match="type a bid as quantity and face"):
        table.read_typed("6 sevens")
    table.apply(table.read_typed("2 3"))
    assert table.read_typed(".") == table.read_typed("Liar") == CallLiar("Bob")
    table.apply(table.read_typed("liar"))
    move = table.read_typed("23355 / 1146 / 1 1 1 1 1/66666")
    assert isinstance(move, Reveal) and move.dice[1] == ("Bob", (1, 1, 4, 6))
    assert table.read_typed("23355 11466 11111 66666") == Reveal(
        (("Ann", (2, 3, 3, 5, 5)), ("Bob", (1, 1, 4, 6, 6)), ("Cat", (1,) * 5), ("Dan", (6,) * 5))
    )
    with pytest.raises(MalformedMoveError, match="type everyone's dice"):
        table.read_typed("23355 / 1146")


# Every refusal ------------------------------------------------------------------------------------


def test_moves_out_of_turn_are_refused() -> None:
    table = LiarsDice(PLAYERS, {}, CONTEXT)
    refused(
        table,
        bid("Ann", 2, 2),
        OutOfTurnError,
        "a bid is made while the players bid; now: roll one die each for the opening bid",
    )
    refused(
        table,
        {"restart": "round"},
        OutOfTurnError,
        "a restart is made while the players bid; now: roll one die each for the opening bid",
    )
    refused(
        table,
        reveal(table),
        OutOfTurnError,
        "nobody has called liar: nothing to reveal; now: roll one die each for the opening bid",
    )
    play(table, {"roll": {"Ann": 6, "Bob": 1, "Cat": 1, "Dan": 1}})
    refused(
        table,
        {"roll": {"Ann": 6, "Bob": 1, "Cat": 1, "Dan": 1}},
        OutOfTurnError,
        "the opening roll is over: Ann opens",
    )
    refused(table, bid("Bob", 2, 2), OutOfTurnError, "it is Ann's turn to open the round, not Bob's")
    refused(table, liar("Ann"), OutOfTurnError, "nobody has bid yet: Ann opens the round")
    play(table, bid("Ann", 2, 2))
    refused(table, bid("Cat", 3, 2), OutOfTurnError, "it is Bob's turn to bid or call, not Cat's")
    refused(table, liar("Ann"), OutOfTurnError, "it is Bob's turn to bid or call, not Ann's")
    play(table, liar("Bob"))
    refused(
        table,
        bid("Cat", 3, 2),
        OutOfTurnError,
        "a bid is made while the players bid; now: lift the cups: reveal everyone's dice",
    )
    refused(
        table,
        liar("Cat"),
        OutOfTurnError,
        "a call is made while the players bid; now: lift the cups: reveal everyone's dice",
    )


def test_wrong_reveals_are_refused() -> None:
    table = game(dice_each=2)
    play(table, bid("Ann", 9, 6), liar("Bob"), reveal(table))  # Ann: one die
    play(table, bid("Ann", 9, 6), liar("Bob"), reveal(table))  # Ann is out
    play(table, bid("Bob", 2, 2), liar("Cat"))
    whole = {"Bob": [1, 2], "Cat": [3, 4], "Dan": [5, 6]}
    refused(
        table,
        {"reveal": {**whole, "Ann": [2]}},
        WrongRevealError,
        "the cups lifted are those of Bob, Cat and Dan, not Ann",
    )
    refused(
        table,
        {"reveal": {"Bob": [1, 2], "Cat": [3, 4]}},
        WrongRevealError,
        "the cups lifted are those of Bob, Cat and Dan: Dan missing",
    )
    refused(table, {"reveal": {**whole, "Cat": [3]}}, WrongRevealError, "Cat holds 2 dice, not 1")
    refused(table, {"reveal": {**whole, "bob": [1, 2]}}, WrongRevealError, "Bob is named twice")
    refused(
        table,
        {"reveal": {**whole, "Eve": [1, 2]}},
        MalformedMoveError,
        "there is no player called 'Eve' at this table",
    )
    play(table, {"reveal": whole})
    assert table.dice == [0, 2, 1, 2]


def test_moves_after_the_winner_are_refused() -> None:
    table = game(("Ann", "Bob"), dice_each=1)
    play(table, bid("Ann", 3, 3), liar("Bob"), reveal(table))
    assert table.winner == "Bob" and table.view().expecting == "Bob won"
    refused(table, bid("Bob", 1, 2), GameOverError, "the game is over: Bob won")
    with pytest.raises(GameOverError, match="the game is over: Bob won"):
        table.read_typed("1 2")


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ([1, 2], "a move is a JSON object, not [1, 2]"),
        (
            {"player": "Ann", "bid": [0, 5]},
            "a bid is [quantity, face] with a quantity of 1 or more, not [0, 5]",
        ),
        ({"player": "Ann", "bid": [6]}, "a bid is [quantity, face] with a quantity of 1 or more, not [6]"),
        (
            {"player": "Ann", "bid": [True, 5]},
            "a bid is [quantity, face] with a quantity of 1 or more, not [True, 5]",
        ),
        ({"player": "Ann", "bid": [6, 7]}, "a die shows 1 to 6, not 7"),
        ({"player": 3, "bid": [6, 5]}, 'a bid or a call names its player: "player": "Ann", not 3'),
        ({"player": "Ann", "call": "spell"}, "the only call is \"liar\", not 'spell'"),
        ({"roll": {"Ann": 0}}, "a die shows 1 to 6, not 0"),
        ({"roll": [5, 3]}, 'a roll is {"roll": {"Ann": …, "Bob": …}} and nothing else'),
        ({"reveal": {"Ann": 5}}, "Ann's dice are a list of faces: [2, 3, 3, 5, 5]"),
        ({"reveal": {"Ann": ["5"]}}, "a die shows 1 to 6, not '5'"),
        ({"restart": "game"}, 'a restart is {"restart": "round"}'),
        (
            {"pass": "Ann"},
            "a move of Liar's Dice is a roll, a bid, a call, a reveal or a restart, not {'pass': 'Ann'}",
        ),
    ],
)
def test_malformed_moves_say_what_is_wrong(payload: Any, message: str) -> None:
    with pytest.raises(MalformedMoveError) as raised:
        LiarsDice.parse_move(payload)
    assert str(raised.value) == message


def test_bad_options_are_refused() -> None:
    with pytest.raises(BadOptionError, match="dice_each of liars-dice is 1 to 20, not 0"):
        LiarsDice(PLAYERS, {"dice_each": 0}, CONTEXT)
    with pytest.raises(BadOptionError, match="liars-dice has no option 'wild'"):
        LiarsDice(PLAYERS, {"wild": True}, CONTEXT)
    assert LiarsDice(PLAYERS, {}, CONTEXT).options_json() == {
        "dice_each": 5,
        "ones_wild": True,
        "palafico": True,
    }


def test_a_game_driven_by_json_moves_to_a_winner() -> None:
    table = LiarsDice(("Ann", "Bob", "Cat"), {"dice_each": 2}, CONTEXT)
    moves: list[dict[str, Any]] = [
        {"roll": {"Ann": 4, "Bob": 4, "Cat": 2}},
        {"roll": {"Ann": 3, "Bob": 5}},
        bid("Bob", 2, 5),
        bid("Cat", 3, 5),
        liar("Ann"),
        {"reveal": {"Ann": [5, 1], "Bob": [2, 2], "Cat": [3, 5]}},  # 3 fives with the ones: Ann loses
        bid("Ann", 1, 2),
        liar("Bob"),
        {"reveal": {"Ann": [2], "Bob": [3, 4], "Cat": [4, 6]}},  # Ann's palafico: 1 two, Bob loses
        bid("Bob", 2, 4),
        liar("Cat"),
        {"reveal": {"Ann": [5], "Bob": [4], "Cat": [4, 3]}},  # Cat loses: palafico
        bid("Cat", 2, 6),
        liar("Ann"),
        {"reveal": {"Ann": [6], "Bob": [2], "Cat": [1]}},  # ones not wild: 1 six, Cat is out
        bid("Ann", 1, 4),
        liar("Bob"),
        {"reveal": {"Ann": [5], "Bob": [3]}},  # Ann is out
    ]
    play(table, *moves)
    assert table.winner == "Bob" and table.rounds == 5
    assert table.state_json()["players"] == [
        {"name": "Ann", "out": True, "dice": 0, "revealed": [5]},
        {"name": "Bob", "out": False, "dice": 1, "revealed": [3]},
        {"name": "Cat", "out": True, "dice": 0, "revealed": None},
    ]
    assert [table.parse_move(move).to_json() for move in moves] == moves


# Random games -------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), dice_each=st.integers(1, 5))
def test_every_game_ends_with_one_winner_and_dice_only_ever_drop_by_one_per_call(
    seed: int, players: int, dice_each: int
) -> None:
    rng = random.Random(seed)
    table = LiarsDice([f"P{n}" for n in range(players)], {"dice_each": dice_each}, CONTEXT)
    for _ in range(5_000):
        if table.winner is not None:
            break
        before, rounds = list(table.dice), table.rounds
        table.apply(table.random_move(rng))
        lost = [b - a for b, a in zip(before, table.dice, strict=True)]
        assert sorted(lost) == [0] * (players - table.rounds + rounds) + [1] * (table.rounds - rounds)
    assert table.winner is not None
    assert [seat.name for seat in table.view().seats if not seat.out] == [table.winner]
    assert sum(table.dice) >= 1 and table.rounds == players * dice_each - sum(table.dice)


def _mutations(table: LiarsDice, move: Move, rng: random.Random) -> list[Move]:
    """Near misses of a legal move: another player or bid, a die more or less, another kind of move."""
    names = [*table.players, "Nobody"]
    if isinstance(move, Bid):
        return [
            Bid(rng.choice(names), move.quantity, move.face),
            Bid(move.player, max(1, move.quantity + rng.randint(-2, 1)), rng.randint(1, 6)),
            CallLiar(rng.choice(names)),
        ]
    if isinstance(move, Reveal):
        name, faces = rng.choice(move.dice)
        changed = faces[1:] if rng.random() < 0.5 else (*faces, 3)
        return [Reveal(tuple((n, changed if n == name else f) for n, f in move.dice)), Reveal(move.dice[1:])]
    if isinstance(move, Roll):
        return [
            Roll(move.rolls[1:]),
            Roll((*move.rolls, (rng.choice(names), 3))),
            CallLiar(rng.choice(names)),
        ]
    return [Bid(rng.choice(names), rng.randint(1, 9), rng.randint(1, 6)), Reveal(())]


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_a_refused_move_changes_nothing(seed: int, players: int) -> None:
    rng = random.Random(seed)
    table = LiarsDice([f"P{n}" for n in range(players)], {"dice_each": 3}, CONTEXT)
    refusals = refusals_change_nothing(table, rng, _mutations)
    assert table.winner is not None
    assert refusals > 0
    with pytest.raises(GameOverError):
        table.apply(CallLiar(table.winner))
