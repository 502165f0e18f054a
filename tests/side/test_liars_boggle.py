"""Liar's Boggle's referee: the seed's examples, the rules of who opens, every option and refusal."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.side.base import CallEnding, SideContext
from boggle_throne.side.boggle_letters import can_spell, counted_length, raises, split_faces
from boggle_throne.side.errors import (
    BadOptionError,
    GameOverError,
    MalformedMoveError,
    NotAvailableError,
    OutOfTurnError,
    RaiseTooLowError,
    WrongRevealError,
)
from boggle_throne.side.liars_boggle import LiarsBoggle
from boggle_throne.side.liars_boggle_moves import BidWord
from tests.side.properties import refusals_change_nothing

CONTEXT = SideContext(is_word=bundled_dictionary().__contains__)
PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
DICE = dice_set("4x4-new").dice
DEAL = {"Ann": [1, 5, 9, 13], "Bob": [2, 6, 10, 14], "Cat": [3, 7, 11, 15], "Dan": [4, 8, 12, 16]}
# 1 AAEEGN 2 ABBJOO 3 ACHOPS 4 AFFKPS 5 AOOTTW 6 CIMOTU 7 DEILRX 8 DELRVY
# 9 DISTTY 10 EEGHNW 11 EEINSU 12 EHRTVW 13 EIOSST 14 ELRTTY 15 HIMNQuU 16 HLNNRZ


def game(players: list[str] | None = None, **options: Any) -> LiarsBoggle:
    return LiarsBoggle(players or PLAYERS, options, CONTEXT)


def play(referee: LiarsBoggle, *moves: dict[str, Any]) -> LiarsBoggle:
    for move in moves:
        referee.apply(referee.parse_move(move))
    return referee


def dealt(**options: Any) -> LiarsBoggle:
    return play(game(**options), {"deal": DEAL})


def refused(referee: LiarsBoggle, move: dict[str, Any], error: type[Exception], message: str) -> None:
    before = referee.state_json()
    with pytest.raises(error, match=message):
        referee.apply(referee.parse_move(move))
    assert referee.state_json() == before


# Reveals: (Ann, Bob, Cat, Dan) faces that the deal's dice can show.
WHALE_SHOWN = {"Ann": ["A", "W", "D", "E"], "Bob": ["A", "C", "H", "L"], "Cat": ["S", "E", "E", "Qu"],
               "Dan": ["K", "L", "W", "H"]}  # fmt: skip
NO_WHALE = {"Ann": ["G", "O", "Y", "O"], "Bob": ["B", "C", "N", "T"], "Cat": ["S", "X", "S", "Qu"],
            "Dan": ["K", "L", "W", "H"]}  # fmt: skip


# ---- the seed's examples ---------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["abacus", "whales", "whole", "wryly", "yummy"])
def test_raises_over_whale(word: str) -> None:
    assert raises(word, "whale")
    play(dealt(), {"player": "Ann", "bid": "whale"}, {"player": "Bob", "bid": word})


def test_yurt_does_not_raise_whale() -> None:
    assert not raises("yurt", "whale")
    referee = play(dealt(), {"player": "Ann", "bid": "whale"})
    message = "a raise must be longer than WHALE or later in the dictionary at 5 letters"
    refused(referee, {"player": "Bob", "bid": "yurt"}, RaiseTooLowError, message)
    refused(referee, {"player": "Bob", "bid": "whale"}, RaiseTooLowError, message)
    refused(referee, {"player": "Bob", "bid": "abbey"}, RaiseTooLowError, message)


def test_an_anagram_later_in_order_raises() -> None:
    assert raises("shole", "holes") and not raises("holes", "shole")
    play(dealt(), {"player": "Ann", "bid": "holes"}, {"player": "Bob", "bid": "shole"})


def test_qu_is_one_letter_or_two_with_the_option() -> None:
    assert counted_length("quit") == 3 and counted_length("quit", qu_two_letters=True) == 4
    assert raises("abcd", "quit") and not raises("abcd", "quit", qu_two_letters=True)
    referee = play(dealt(), {"player": "Ann", "bid": "abcd"})
    refused(referee, {"player": "Bob", "bid": "quit"}, RaiseTooLowError, "longer than ABCD .* at 4 letters")
    referee = play(
        dealt(qu_two_letters=True), {"player": "Ann", "bid": "abcd"}, {"player": "Bob", "bid": "quit"}
    )
    assert referee.view().bid == "QUIT by Bob"


@pytest.mark.parametrize("word", ["suq", "qi", "qat", "qoph"])
def test_the_qu_die_is_never_a_lone_q(word: str) -> None:
    table = ["s", "u", "qu", "i", "a", "t", "o", "p", "h"]
    assert not can_spell(word, table)
    assert can_spell(word, table, qu_as_q=True)
    assert can_spell("quit", table) and can_spell("quoth", [*table, "h"])


def test_suq_with_qu_as_q_needs_s_u_and_qu() -> None:
    assert can_spell("suq", ["s", "u", "qu"], qu_as_q=True)
    assert not can_spell("suq", ["s", "qu"], qu_as_q=True)
    assert not can_spell("whale", ["w", "h", "a", "l"])
    assert can_spell("eel", ["e", "l", "e"]) and not can_spell("eel", ["e", "l"])


# ---- a whole game ----------------------------------------------------------------------------------


def test_four_players_to_a_winner() -> None:
    referee = dealt()
    assert referee.view().expecting == "Ann opens round 1 with a bid"
    play(referee, {"player": "Ann", "bid": "whale"}, {"player": "Bob", "bid": "abacus"})
    assert referee.view().expecting == "Cat raises or calls"
    assert referee.view().bids == ("Ann: WHALE", "Bob: ABACUS")
    play(referee, {"player": "Cat", "call": "spell"})
    assert referee.view().expecting == "reveal everyone's dice"
    play(referee, {"reveal": WHALE_SHOWN})  # no second A... one A each from Ann and Bob, no U, B
    view = referee.view()
    assert view.expecting == "Bob discards a die" and view.to_act == "Bob"
    assert view.last_call is not None and "do not spell it; Bob loses a die" in view.last_call
    assert referee.call_endings == [CallEnding.BID_FELL] and referee.rounds == 1
    play(referee, {"player": "Bob", "discard": 10})
    assert referee.view().seats[1].detail == "dice 2 6 14"
    assert referee.view().expecting == "Bob opens round 2 with a bid"
    # Bob loses his three other dice, each round opened by him again.
    for die in (2, 6, 14):
        shown = {name: faces for name, faces in WHALE_SHOWN.items() if name != "Bob"}
        shown["Bob"] = [DICE[n - 1][0].upper() for n in referee.held[1]]
        play(
            referee,
            {"player": "Bob", "bid": "zzzzzzzz"},
            {"player": "Cat", "call": "spell"},
            {"reveal": shown},
        )
        play(referee, {"player": "Bob", "discard": die})
    assert referee.view().seats[1].out and referee.view().last_call.endswith("Bob is out")  # type: ignore[union-attr]
    # Bob is out; fewest dice: everyone has 4, so clockwise from Bob: Cat opens.
    assert referee.view().expecting == "Cat opens round 5 with a bid"
    # The opener bids what cannot be spelled and loses, until out; Ann bids AA (her own dice show it).
    while referee.winner is None:
        opener = str(referee.view().to_act)
        caller = PLAYERS[referee.circle.after(PLAYERS.index(opener), referee._playing)]
        shown = {PLAYERS[s]: [DICE[n - 1][0].upper() for n in referee.held[s]] for s in referee._in()}
        play(referee, {"player": opener, "bid": "aa" if opener == "Ann" else "zzzzzzzz"})
        play(referee, {"player": caller, "call": "spell"}, {"reveal": shown})
        loser = referee.players[referee._loser()]
        assert loser == (caller if opener == "Ann" else opener)
        play(referee, {"player": loser, "discard": referee.held[PLAYERS.index(loser)][0]})
    assert referee.winner == "Ann" and referee.view().winner == "Ann"
    assert referee.state_json()["winner"] == "Ann"
    refused(referee, {"player": "Ann", "bid": "whale"}, GameOverError, "Ann won")
    with pytest.raises(GameOverError):
        referee.read_typed("whale")


def round_to_call(referee: LiarsBoggle, call: str = "spell", word: str = "whale") -> LiarsBoggle:
    return play(referee, {"player": "Ann", "bid": word}, {"player": "Bob", "call": call})


def test_the_call_settled_both_ways() -> None:
    referee = play(round_to_call(dealt()), {"reveal": WHALE_SHOWN | {"Cat": ["S", "E", "E", "Qu"]}})
    assert referee.loser == 1 and referee.call_endings == [CallEnding.BID_STOOD]
    assert referee.view().last_call == (
        "Bob called WHALE by Ann: the letters A A C D E E E H H K L L Qu S W W spell it; Bob loses a die"
    )
    referee = play(round_to_call(dealt()), {"reveal": NO_WHALE})
    assert referee.loser == 0 and referee.call_endings == [CallEnding.BID_FELL]


def test_the_challenge_both_ways() -> None:
    referee = play(round_to_call(dealt(), "challenge", "whalx"), {"reveal": WHALE_SHOWN})
    assert referee.loser == 0 and referee.call_endings == [CallEnding.NOT_A_WORD]
    assert "the dictionary says it is not a word; Ann loses a die" in str(referee.view().last_call)
    referee = play(round_to_call(dealt(), "challenge"), {"reveal": WHALE_SHOWN})
    assert referee.loser == 1 and referee.call_endings == [CallEnding.BID_STOOD]
    assert str(referee.view().last_call).startswith("Bob challenged WHALE by Ann: the letters")
    referee = play(round_to_call(dealt(), "challenge"), {"reveal": NO_WHALE})
    assert referee.loser == 0 and referee.call_endings == [CallEnding.BID_FELL]


# ---- who opens the next round ----------------------------------------------------------------------


def held_game(held: dict[str, list[int]], loser: str) -> LiarsBoggle:
    """A game whose next discard is `loser`'s, with these dice held."""
    referee = game()
    play(referee, {"deal": DEAL})
    referee.held = [sorted(held[name]) for name in PLAYERS]
    referee.phase, referee.loser = referee.phase.__class__.DISCARD, PLAYERS.index(loser)
    referee.last_call = "test"
    return referee


def test_the_loser_still_in_opens() -> None:
    referee = play(
        held_game({"Ann": [1], "Bob": [2, 6], "Cat": [3], "Dan": [4, 8]}, "Bob"),
        {"player": "Bob", "discard": 6},
    )
    assert referee.view().to_act == "Bob"


def test_the_loser_out_the_unique_fewest_opens() -> None:
    referee = play(
        held_game({"Ann": [1, 5], "Bob": [2], "Cat": [3, 7, 11], "Dan": [4]}, "Bob"),
        {"player": "Bob", "discard": 2},
    )
    assert referee.view().to_act == "Dan"


def test_the_loser_out_a_tie_for_fewest_goes_clockwise_from_the_loser() -> None:
    referee = play(
        held_game({"Ann": [1], "Bob": [2, 6], "Cat": [3], "Dan": [4]}, "Cat"), {"player": "Cat", "discard": 3}
    )
    assert referee.view().to_act == "Dan"
    referee = play(
        held_game({"Ann": [1], "Bob": [2, 6], "Cat": [3, 7], "Dan": [4]}, "Dan"),
        {"player": "Dan", "discard": 4},
    )
    assert referee.view().to_act == "Ann"


def test_first_player_option_opens_round_one() -> None:
    assert play(game(first_player="Cat"), {"deal": DEAL}).view().to_act == "Cat"
    with pytest.raises(BadOptionError):
        game(first_player="Zed")


# ---- the deal --------------------------------------------------------------------------------------


def test_three_players_get_five_dice_each() -> None:
    deal = {"Ann": [1, 2, 3, 4, 5], "Bob": [6, 7, 8, 9, 10], "Cat": [11, 12, 13, 14, 15]}
    referee = play(game(["Ann", "Bob", "Cat"]), {"deal": deal})
    assert referee.state_json()["discarded"] == [16]
    refused(
        game(["Ann", "Bob", "Cat"]),
        {"deal": {**deal, "Cat": [11, 12, 13, 14]}},
        MalformedMoveError,
        "everyone is dealt 5 dice",
    )


def test_five_players_get_three_dice_each() -> None:
    names = ["Ann", "Bob", "Cat", "Dan", "Eve"]
    deal = {name: [3 * i + 1, 3 * i + 2, 3 * i + 3] for i, name in enumerate(names)}
    assert play(game(names), {"deal": deal}).state_json()["discarded"] == [16]
    refused(game(names), {"deal": {**deal, "Eve": [13, 14, 15, 16]}}, MalformedMoveError, "Eve has 4")


def test_deal_refusals() -> None:
    refused(game(), {"deal": {**DEAL, "Dan": [4, 8, 12, 1]}}, NotAvailableError, "die 1 is dealt twice")
    refused(game(), {"deal": {**DEAL, "Dan": [4, 8, 12, 17]}}, NotAvailableError, "the set has no die 17")
    refused(
        game(), {"deal": {k: v for k, v in DEAL.items() if k != "Dan"}}, MalformedMoveError, "leaves out Dan"
    )
    refused(game(), {"deal": {**DEAL, "ann": [1]}}, MalformedMoveError, "names Ann twice")
    refused(game(), {"deal": {**DEAL, "Zed": [1]}}, MalformedMoveError, "no player called 'Zed'")
    refused(game(), {"player": "Ann", "bid": "whale"}, OutOfTurnError, "deal the dice")
    refused(dealt(), {"deal": DEAL}, OutOfTurnError, "no deal now")


def test_handicap_dice() -> None:
    referee = game(handicap_dice={"Ann": 2})  # 14 dice to share: 3 each, Ann 5
    deal = {"Ann": [1, 2, 3, 4, 5], "Bob": [6, 7, 8], "Cat": [9, 10, 11], "Dan": [12, 13, 14]}
    assert play(referee, {"deal": deal}).view().seats[0].holding == 5
    refused(game(handicap_dice={"Ann": 2}), {"deal": DEAL}, MalformedMoveError, "plus handicap")
    with pytest.raises(BadOptionError):
        game(handicap_dice={"Zed": 1})
    with pytest.raises(BadOptionError):
        game(handicap_dice={"Ann": -1})
    with pytest.raises(BadOptionError):
        game(handicap_dice={"Ann": 13})


def test_big_boggle_keeps_fifteen_or_sixteen_of_twenty_five() -> None:
    referee = game(big_boggle=True)
    assert referee.dice_set.name == "5x5-big" and referee.shares == [3, 4]
    play(referee, {"deal": {name: list(range(4 * i + 1, 4 * i + 5)) for i, name in enumerate(PLAYERS)}})
    assert len(referee.state_json()["discarded"]) == 9
    play(
        game(big_boggle=True),
        {"deal": {name: list(range(3 * i + 1, 3 * i + 4)) for i, name in enumerate(PLAYERS)}},
    )
    five = {name: list(range(5 * i + 1, 5 * i + 6)) for i, name in enumerate(PLAYERS)}
    refused(game(big_boggle=True), {"deal": five}, MalformedMoveError, "everyone is dealt 3 or 4 dice")
    assert game(["A", "B", "C"], big_boggle=True).shares == [5]
    with pytest.raises(BadOptionError, match="25 dice"):
        game(big_boggle=True, dice="4x4-new")
    with pytest.raises(BadOptionError):
        game(dice="no-such-set")


# ---- bidding refusals ------------------------------------------------------------------------------


def test_bidding_refusals() -> None:
    referee = dealt()
    refused(referee, {"player": "Bob", "bid": "whale"}, OutOfTurnError, "it is Ann's turn to bid, not Bob's")
    refused(referee, {"player": "Ann", "call": "spell"}, NotAvailableError, "no bid to call yet")
    play(referee, {"player": "Ann", "bid": "whale"})
    refused(
        referee,
        {"player": "Cat", "call": "spell"},
        OutOfTurnError,
        "it is Bob's turn to bid or call, not Cat's",
    )
    refused(referee, {"reveal": WHALE_SHOWN}, OutOfTurnError, "Bob raises or calls")
    refused(referee, {"player": "Bob", "discard": 2}, OutOfTurnError, "no discard now")
    with pytest.raises(MalformedMoveError, match="letters only"):
        referee.parse_move({"player": "Bob", "bid": "wh4le"})
    with pytest.raises(MalformedMoveError):
        referee.parse_move({"player": "Bob", "call": "maybe"})
    with pytest.raises(MalformedMoveError):
        referee.parse_move({"bid": "whale"})
    with pytest.raises(MalformedMoveError):
        referee.parse_move({"player": "Bob", "bid": "whale", "call": "spell"})
    with pytest.raises(MalformedMoveError):
        referee.parse_move({"player": "Bob", "discard": True})
    with pytest.raises(MalformedMoveError):
        referee.parse_move({"reveal": {"Ann": ["Zz9"]}})
    assert referee.parse_move({"player": "Bob", "bid": "Élan"}) == BidWord("Bob", "elan")


def test_reveal_faces_are_checked_against_the_dice_held() -> None:
    referee = round_to_call(dealt())
    refused(
        referee,
        {"reveal": WHALE_SHOWN | {"Ann": ["A", "W", "D", "Z"]}},
        WrongRevealError,
        "Ann holds no die showing Z",
    )
    refused(
        referee,
        {"reveal": WHALE_SHOWN | {"Ann": ["A", "W", "D"]}},
        WrongRevealError,
        "Ann holds 4 dice, not 3",
    )
    refused(
        referee,
        {"reveal": WHALE_SHOWN | {"Cat": ["E", "E", "E", "S"]}},
        WrongRevealError,
        "Cat's dice cannot show",
    )
    refused(referee, {"reveal": WHALE_SHOWN | {"Cat": ["S", "E", "E", "Q"]} | {"Bob": ["A", "C", "H", "Qu"]}},
            WrongRevealError, "Bob holds no die showing Qu")  # fmt: skip
    play(referee, {"reveal": WHALE_SHOWN | {"Ann": ["e", "d", "w", "a"], "Cat": ["qu", "E", "s", "e"]}})


def test_discard_refusals() -> None:
    referee = play(round_to_call(dealt()), {"reveal": NO_WHALE})
    refused(referee, {"player": "Bob", "discard": 2}, OutOfTurnError, "Ann discards a die, not Bob")
    refused(referee, {"player": "Ann", "discard": 2}, NotAvailableError, "Ann holds no die 2")
    assert referee.view().expecting == "Ann discards a die"


def test_restart_clears_the_bids_and_keeps_the_opener() -> None:
    referee = play(
        dealt(), {"player": "Ann", "bid": "whale"}, {"player": "Bob", "bid": "whole"}, {"restart": "round"}
    )
    assert referee.view().bids == () and referee.view().to_act == "Ann" and referee.view().round == 1
    refused(round_to_call(dealt()), {"restart": "round"}, OutOfTurnError, "no restart now")


# ---- the options -----------------------------------------------------------------------------------


def test_options_off_refuse_their_moves() -> None:
    referee = play(dealt(), {"player": "Ann", "bid": "whale"})
    refused(referee, {"player": "Ann", "trade": [1, 16]}, NotAvailableError, "option trading")
    refused(referee, {"player": "Ann", "timer": "start"}, NotAvailableError, "option sand_timer")
    refused(
        referee, {"player": "Ann", "challenge": "friendly"}, NotAvailableError, "option friendly_challenges"
    )
    with pytest.raises(BadOptionError):
        game(votes="yes")
    with pytest.raises(BadOptionError):
        game(no_such_option=True)


def test_trading_between_rounds() -> None:
    referee = play(
        game(["Ann", "Bob", "Cat"], trading=True),
        {"deal": {"Ann": [1, 2, 3, 4, 5], "Bob": [6, 7, 8, 9, 10], "Cat": [11, 12, 13, 14, 15]}},
    )
    refused(referee, {"player": "Ann", "trade": [1, 16]}, OutOfTurnError, "between rounds")
    play(referee, {"player": "Ann", "bid": "zzzzzz"}, {"player": "Bob", "call": "spell"})
    play(
        referee,
        {
            "reveal": {
                "Ann": ["A", "A", "A", "A", "A"],
                "Bob": ["C", "D", "D", "D", "E"],
                "Cat": ["E", "E", "E", "E", "H"],
            }
        },
    )
    play(referee, {"player": "Ann", "discard": 5})
    refused(referee, {"player": "Ann", "trade": [6, 16]}, NotAvailableError, "Ann holds no die 6")
    refused(referee, {"player": "Ann", "trade": [1, 6]}, NotAvailableError, "die 6 is held by Bob")
    refused(referee, {"player": "Ann", "trade": [1, 17]}, NotAvailableError, "die 17 is not in the set")
    play(referee, {"player": "Bob", "trade": [6, 16]}, {"player": "Bob", "trade": [7, 5]})
    assert referee.held[1] == [5, 8, 9, 10, 16] and referee.state_json()["discarded"] == [6, 7]
    play(referee, {"player": "Ann", "bid": "whale"})
    refused(referee, {"player": "Bob", "trade": [5, 6]}, OutOfTurnError, "between rounds")


def test_sand_timer() -> None:
    referee = play(dealt(sand_timer=True), {"player": "Cat", "timer": "start"})
    refused(
        referee, {"player": "Dan", "timer": "start"}, NotAvailableError, "the sand timer is still running"
    )
    play(referee, {"player": "Ann", "bid": "whale"}, {"timer": "out"})
    assert referee.view().expecting == "the sand ran out: Bob must call"
    refused(referee, {"player": "Bob", "bid": "whole"}, OutOfTurnError, "the sand ran out: Bob must call")
    refused(referee, {"timer": "out"}, NotAvailableError, "the sand timer is not running")
    play(referee, {"player": "Bob", "call": "spell"})
    assert referee.phase.value == "reveal"
    assert (
        play(dealt(sand_timer=True), {"player": "Ann", "timer": "start"}, {"timer": "out"}).must_call is False
    )


def test_friendly_challenges() -> None:
    referee = play(dealt(friendly_challenges=True), {"player": "Ann", "bid": "whale"})
    play(referee, {"player": "Dan", "challenge": "friendly"})
    assert referee.view().to_act == "Bob" and referee.view().bids == ("Ann: WHALE",)
    assert referee.view().bid == "WHALE by Ann" and "WHALE is a word" in referee.view().expecting
    play(referee, {"player": "Bob", "bid": "whalx"}, {"player": "Dan", "challenge": "friendly"})
    view = referee.view()
    assert view.bid == "WHALE by Ann" and view.to_act == "Bob" and "WHALX is not a word" in view.expecting
    refused(referee, {"player": "Bob", "bid": "whald"}, RaiseTooLowError, "longer than WHALE")
    play(referee, {"player": "Bob", "call": "spell"})
    # An opening bid withdrawn: the opener bids again.
    referee = play(
        dealt(friendly_challenges=True),
        {"player": "Ann", "bid": "zzz"},
        {"player": "Cat", "challenge": "friendly"},
    )
    assert referee.view().bids == () and referee.view().to_act == "Ann"
    refused(referee, {"player": "Cat", "challenge": "friendly"}, NotAvailableError, "no bid to challenge")


def test_votes_on_a_challenged_word() -> None:
    referee = play(round_to_call(dealt(votes=True), "challenge", "whalx"), {"reveal": WHALE_SHOWN})
    assert referee.view().expecting == "vote on WHALX" and referee.view().hint.endswith("(Cat Dan)")
    refused(referee, {"vote": {"Cat": True}}, MalformedMoveError, "leaves out Dan")
    refused(
        referee,
        {"vote": {"Cat": True, "Dan": True, "Ann": True}},
        OutOfTurnError,
        "Ann as one who does not vote",
    )
    play(
        referee, {"vote": {"Cat": True, "Dan": True}}
    )  # valid: settled by the letters; WHALX cannot be spelled
    assert referee.call_endings == [CallEnding.BID_FELL]
    referee = play(
        round_to_call(dealt(votes=True), "challenge", "whalx"),
        {"reveal": WHALE_SHOWN},
        {"vote": {"Cat": True, "Dan": False}},
    )
    assert referee.call_endings == [CallEnding.NOT_A_WORD] and "the vote says" in str(referee.last_call)
    # A word in the dictionary is not voted on; two players: no voters, a tie, invalid.
    referee = play(round_to_call(dealt(votes=True), "challenge"), {"reveal": WHALE_SHOWN})
    assert referee.call_endings == [CallEnding.BID_STOOD]
    two = play(
        game(["Ann", "Bob"], votes=True), {"deal": {"Ann": list(range(1, 9)), "Bob": list(range(9, 17))}}
    )
    play(two, {"player": "Ann", "bid": "zzz"}, {"player": "Bob", "call": "challenge"})
    play(
        two,
        {
            "reveal": {
                "Ann": ["A", "A", "A", "A", "A", "C", "D", "D"],
                "Bob": ["D", "E", "E", "E", "E", "H", "E", "H"],
            }
        },
    )
    assert two.call_endings == [CallEnding.NOT_A_WORD]


def test_friendly_challenge_with_votes_and_eliminated_voters() -> None:
    referee = play(
        dealt(votes=True, friendly_challenges=True),
        {"player": "Ann", "bid": "whalx"},
        {"player": "Cat", "challenge": "friendly"},
    )
    assert referee.view().expecting == "vote on WHALX"
    play(referee, {"vote": {"Bob": True, "Dan": False}})
    assert referee.view().bids == () and referee.view().to_act == "Ann"


def test_qu_as_q_settles_suq() -> None:
    shown = WHALE_SHOWN | {"Bob": ["A", "U", "H", "L"]}
    referee = play(round_to_call(dealt(qu_as_q=True), word="suq"), {"reveal": shown})
    assert referee.call_endings == [CallEnding.BID_STOOD]
    referee = play(round_to_call(dealt(), word="suq"), {"reveal": shown})
    assert referee.call_endings == [CallEnding.BID_FELL]


# ---- the keyboard ----------------------------------------------------------------------------------


def test_typed_notation() -> None:
    referee = game(friendly_challenges=True, sand_timer=True)
    play(referee, referee.read_typed("1 5 9 13 / 2 6 10 14 / 3 7 11 15 / 4 8 12 16").to_json())
    assert referee.read_typed("Whale").to_json() == {"player": "Ann", "bid": "whale"}
    assert referee.read_typed("bid restart").to_json() == {"player": "Ann", "bid": "restart"}
    assert referee.read_typed("t Cat").to_json() == {"player": "Cat", "timer": "start"}
    assert referee.read_typed("t").to_json() == {"timer": "out"}
    assert referee.read_typed("restart").to_json() == {"restart": "round"}
    assert referee.read_typed("? Dan").to_json() == {"player": "Dan", "challenge": "friendly"}
    assert referee.read_typed("trade Bob 6 16").to_json() == {"player": "Bob", "trade": [6, 16]}
    with pytest.raises(MalformedMoveError, match="a word bids"):
        referee.read_typed("wh4le")
    play(referee, referee.read_typed("whale").to_json())
    assert referee.read_typed(".").to_json() == {"player": "Bob", "call": "spell"}
    play(referee, referee.read_typed("!").to_json())
    move = referee.read_typed("AWDE / ACHL / SE eQu / KLWH")
    assert move.to_json()["reveal"]["Cat"] == ["S", "E", "E", "Qu"]
    play(referee, move.to_json())
    assert referee.read_typed("10").to_json() == {"player": "Bob", "discard": 10}
    with pytest.raises(MalformedMoveError):
        referee.read_typed("ten")
    assert split_faces("esqut") == ["e", "s", "qu", "t"] and split_faces("AnTh q") == ["an", "th", "qu"]


def test_typed_votes() -> None:
    referee = play(round_to_call(dealt(votes=True), "challenge", "whalx"), {"reveal": WHALE_SHOWN})
    assert referee.read_typed("y / n").to_json() == {"vote": {"Cat": True, "Dan": False}}
    assert referee.read_typed("yn").to_json() == {"vote": {"Cat": True, "Dan": False}}
    with pytest.raises(MalformedMoveError):
        referee.read_typed("y")


def test_view_and_state() -> None:
    referee = game()
    assert referee.view().expecting == "deal the dice" and referee.view().to_act is None
    play(referee, {"deal": DEAL})
    view = referee.view()
    assert view.seats[2].detail == "dice 3 7 11 15" and view.seats[2].holding == 4 and view.unit == "dice"
    state = referee.state_json()
    assert {"players", "to_act", "expecting", "winner", "round"} <= set(state)
    assert state["players"][0] == {"name": "Ann", "out": False, "dice": [1, 5, 9, 13]}
    assert referee.options_json()["dice"] == "4x4-new"


# ---- properties ------------------------------------------------------------------------------------

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"trading": True, "sand_timer": True, "friendly_challenges": True, "votes": True, "qu_as_q": True},
    {"big_boggle": True, "handicap_dice": {"P1": 1}, "qu_two_letters": True, "first_player": "P2"},
]


def conserved(referee: LiarsBoggle) -> None:
    state = referee.state_json()
    held = [die for player in state["players"] for die in player["dice"]]
    assert sorted(held + state["discarded"]) == list(range(1, len(referee.dice_set.dice) + 1))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), options=st.sampled_from(OPTION_SETS))
def test_random_games_end_with_one_winner_and_conserve_dice(
    seed: int, players: int, options: dict[str, Any]
) -> None:
    rng = random.Random(seed)
    referee = LiarsBoggle([f"P{n}" for n in range(1, players + 1)], options, CONTEXT)
    for _ in range(3000):
        move = referee.random_move(rng)
        referee.apply(referee.parse_move(move.to_json()))
        conserved(referee)
        if referee.winner:
            break
    assert referee.winner is not None
    assert sum(not seat.out for seat in referee.view().seats) == 1


def mutations(referee: LiarsBoggle, payload: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    others = [name for name in referee.players if name != payload.get("player")]
    found: list[dict[str, Any]] = [{**payload, "player": rng.choice(others)}] if "player" in payload else []
    if "bid" in payload and referee.bids:
        found.append({**payload, "bid": "a"})
    if "discard" in payload:
        found.append({**payload, "discard": rng.randint(1, 30)})
    if "reveal" in payload:
        name = rng.choice(list(payload["reveal"]))
        found.append(
            {"reveal": {**payload["reveal"], name: [*payload["reveal"][name][:-1], rng.choice("ZQXJK")]}}
        )
        found.append({"reveal": {**payload["reveal"], name: payload["reveal"][name][1:]}})
    if "deal" in payload:
        name = rng.choice(list(payload["deal"]))
        found.append({"deal": {**payload["deal"], name: payload["deal"][name][1:]}})
    found += [{"player": rng.choice(referee.players), "bid": "zzzz"}, {"restart": "round"}, {"timer": "out"}]
    return found


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sampled_from(OPTION_SETS))
def test_a_refused_move_changes_nothing(seed: int, options: dict[str, Any]) -> None:
    rng = random.Random(seed)
    referee = LiarsBoggle(["P1", "P2", "P3", "P4"], options, CONTEXT)
    refused = refusals_change_nothing(
        referee, rng, lambda table, move, rng: mutations(table, move.to_json(), rng), limit=400
    )
    assert refused > 0
