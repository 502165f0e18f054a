"""The liar's word card game: each numbered rule of the seed, every refusal, decks, and random games."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
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
    NotAvailableError,
    OutOfTurnError,
    RaiseTooLowError,
    WrongRevealError,
)
from boggle_throne.side.word_cards import WordCards
from boggle_throne.side.word_cards_deck import bundled_deck, deck_letters, load_deck
from boggle_throne.side.word_cards_moves import Accept, Announce, Cut, Deal, DiscardDraw, RevealHand
from tests.side.properties import refusals_change_nothing

CONTEXT = SideContext(is_word=lambda word: True)
PLAYERS = ("Ann", "Bob", "Cat")


def game(players: tuple[str, ...] = PLAYERS, first: str = "Ann", **options: Any) -> WordCards:
    """A game whose cut `first` won."""
    table = WordCards(players, options, CONTEXT)
    table.apply(table.parse_move({"cut": {name: "A" if name == first else "B" for name in players}}))
    return table


def play(table: WordCards, *moves: dict[str, Any]) -> None:
    for move in moves:
        table.apply(table.parse_move(move))


def announce(player: str, word: str) -> dict[str, Any]:
    return {"player": player, "announce": word}


def refused(table: WordCards, move: dict[str, Any] | Move, error: type[Exception], message: str) -> None:
    before = table.state_json()
    with pytest.raises(error) as raised:
        table.apply(table.parse_move(move) if isinstance(move, dict) else move)
    assert str(raised.value) == message
    assert table.state_json() == before


def conserved(table: WordCards) -> bool:
    state = table.state_json()
    return Counter(state["pile"] + state["discards"] + state["hand"]) == table.deck


def test_the_bundled_deck_is_scrabble_without_blanks() -> None:
    deck = bundled_deck()
    assert sum(deck.cards.values()) == 98 and deck.name and deck.title and deck.source
    assert deck_letters() == dict(
        zip(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            (9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1),
            strict=True,
        )
    )
    assert WordCards(PLAYERS, {}, CONTEXT).options_json()["deck"] == deck_letters()


# Rule 1: the cut ----------------------------------------------------------------------------------


def test_rule_1_the_letter_closest_to_the_start_plays_first_and_a_tie_cuts_again() -> None:
    table = WordCards(("Ann", "Bob", "Cat", "Dan"), {}, CONTEXT)
    assert table.view().expecting == "cut for the first player"
    play(table, {"cut": {"Ann": "M", "Bob": "B", "Cat": "q", "Dan": "B"}})
    assert table.view().expecting == "Bob and Dan tied: cut again for the first player"
    refused(
        table,
        {"cut": {"Ann": "A", "Bob": "C"}},
        WrongRevealError,
        "the cut is one card each for Bob and Dan, not Ann A",
    )
    refused(
        table,
        {"cut": {"Bob": "C"}},
        WrongRevealError,
        "the cut is one card each for Bob and Dan: Dan missing",
    )
    play(table, {"cut": {"Bob": "E", "Dan": "C"}})
    assert table.view().expecting == "deal five cards to Dan"
    assert table.state_json()["pile"] == table.state_json()["deck"]  # the cut cards went back


def test_a_cut_must_be_cards_of_the_deck() -> None:
    table = WordCards(PLAYERS, {}, CONTEXT)
    refused(
        table, {"cut": {"Ann": "Q", "Bob": "Q", "Cat": "A"}}, NotAvailableError, "the deck holds only 1 Q"
    )
    refused(
        table,
        {"cut": {"Ann": "QU", "Bob": "A", "Cat": "A"}},
        WrongRevealError,
        "the cut is one card each for Ann, Bob and Cat, not Ann QU",
    )


# Rules 2, 7: five cards, the first word at most four letters --------------------------------------


def test_rule_2_five_cards_and_a_first_word_of_at_most_four_letters_to_the_left() -> None:
    table = game()
    refused(table, {"deal": {"Ann": "CATS"}}, NotAvailableError, "Ann draws 5 cards, not 4")
    refused(table, {"deal": {"Bob": "CATSE"}}, OutOfTurnError, "the cards are dealt to Ann, not Bob")
    refused(table, {"deal": {"Ann": "CATZZ"}}, NotAvailableError, "the draw pile holds only 1 Z")
    play(table, {"deal": {"Ann": "CATSE"}})
    assert table.view().expecting == "Ann announces a word of at most 4 letters to Bob"
    assert table.view().seats[0].detail == "0 points · holds 5 cards"
    refused(
        table,
        announce("Ann", "scats"),
        IllegalMoveError,
        "a fresh hand announces at most 4 letters, not 5 (SCATS)",
    )
    play(table, announce("Ann", "cat"))
    assert table.view().bid == "CAT, announced by Ann to Bob"
    assert table.view().expecting == "Bob accepts CAT or calls liar" and table.view().to_act == "Bob"


# Rules 3, 4: accept, discard one, draw two, a longer word -----------------------------------------


def test_rules_3_and_4_accept_discard_one_draw_two_and_announce_a_longer_word() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "cat"), {"player": "Bob", "accept": True})
    assert table.view().expecting == "Bob discards one and draws two"
    assert table.view().seats[1].detail == "0 points · holds 5 cards"
    refused(
        table, {"player": "Bob", "discard": "X", "draw": "XY"}, NotAvailableError, "Bob's hand holds no X"
    )
    refused(
        table, {"player": "Bob", "discard": "E", "draw": "X"}, NotAvailableError, "Bob draws 2 cards, not 1"
    )
    refused(
        table,
        {"player": "Bob", "discard": "E", "draw": "XX"},
        NotAvailableError,
        "the draw pile holds only 1 X",
    )
    refused(
        table,
        {"player": "Ann", "discard": "E", "draw": "XY"},
        OutOfTurnError,
        "it is Bob's turn to discard and draw, not Ann's",
    )
    play(table, {"player": "Bob", "discard": "E", "draw": "XY"})
    assert table.state_json()["hand"] == "ACSTXY" and table.state_json()["discards"] == "E"
    assert table.view().expecting == "Bob announces a word longer than CAT to Cat"
    refused(table, announce("Bob", "tax"), RaiseTooLowError, "a word must be longer than CAT (3 letters)")
    play(table, announce("Bob", "taxis"))  # a bluff is legal, and after a fresh hand five letters may follow
    play(table, {"player": "Cat", "accept": True}, {"player": "Cat", "discard": "X", "draw": "EE"})
    refused(table, announce("Cat", "taxis"), RaiseTooLowError, "a word must be longer than TAXIS (5 letters)")
    play(table, announce("Cat", "abcdef"))
    assert table.view().bids == ("Ann → Bob: CAT", "Bob → Cat: TAXIS", "Cat → Ann: ABCDEF")
    assert conserved(table)


# Rule 5: liar, both ways --------------------------------------------------------------------------


def test_rule_5_a_true_word_scores_for_the_wrongly_accused_announcer() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "cats"), {"player": "Bob", "call": "liar"})
    assert table.view().expecting == "reveal Ann's hand"
    play(table, {"reveal": "setac"})
    assert table.scores == [4, 0, 0]
    assert table.last_call == "Bob called liar on CATS: the hand spells it; Ann scores 4 points"
    assert table.call_endings == [CallEnding.BID_STOOD] and table.rounds == 1


def test_rule_5_a_false_word_scores_for_the_accuser() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "tact"), {"player": "Bob", "call": "liar"})
    play(table, {"reveal": "CATSE"})  # one T only
    assert table.scores == [0, 4, 0]
    assert table.last_call == "Bob called liar on TACT: the hand cannot spell it; Bob scores 4 points"
    assert table.call_endings == [CallEnding.BID_FELL]


def test_the_reveal_must_be_the_hand_the_referee_tracks() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "cat"), {"player": "Bob", "call": "liar"})
    refused(table, {"reveal": "CATS"}, WrongRevealError, "Ann's hand holds 5 cards, not 4")
    refused(table, {"reveal": "CATSX"}, WrongRevealError, "Ann's hand holds no X")
    refused(table, {"reveal": "CATTE"}, WrongRevealError, "Ann's hand holds only 1 T")


# Rules 6, 7: a new hand after a reveal ------------------------------------------------------------


def test_rules_6_and_7_the_player_the_word_was_announced_to_takes_a_fresh_hand() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "cat"), {"player": "Bob", "accept": True})
    play(table, {"player": "Bob", "discard": "E", "draw": "XY"}, announce("Bob", "taxis"))
    play(table, {"player": "Cat", "call": "liar"}, {"reveal": "ACSTXY"})  # no I: Cat scores 5
    assert table.scores == [0, 0, 5]
    assert table.state_json()["discards"] == "ACESTXY" and table.state_json()["hand"] == ""
    assert table.view().expecting == "deal five cards to Cat" and table.view().bids == ()
    refused(table, {"deal": {"Ann": "DOGGO"}}, OutOfTurnError, "the cards are dealt to Cat, not Ann")
    play(table, {"deal": {"Cat": "DOGIE"}})
    refused(
        table,
        announce("Cat", "dogie"),
        IllegalMoveError,
        "a fresh hand announces at most 4 letters, not 5 (DOGIE)",
    )
    play(table, announce("Cat", "dog"))
    assert table.view().bid == "DOG, announced by Cat to Ann"


# Rule 8: the reshuffle ----------------------------------------------------------------------------


def test_rule_8_when_the_draw_pile_runs_out_the_discards_become_the_new_pile() -> None:
    table = game(("Ann", "Bob"), deck={"A": 3, "B": 2, "C": 2, "D": 1})  # eight cards
    play(table, {"deal": {"Ann": "AABBC"}}, announce("Ann", "ab"), {"player": "Bob", "accept": True})
    assert table.state_json()["pile"] == "ACD"
    play(table, {"player": "Bob", "discard": "C", "draw": "AC"}, announce("Bob", "abc"))
    assert (table.state_json()["pile"], table.state_json()["discards"]) == ("D", "C")
    play(table, {"player": "Ann", "accept": True})
    # one card left in the pile: it is drawn, then the discards (C and the B just discarded) are shuffled
    refused(
        table,
        {"player": "Ann", "discard": "B", "draw": "CB"},
        NotAvailableError,
        "the draw pile runs out: its last cards D are drawn before the discards are shuffled",
    )
    refused(
        table,
        {"player": "Ann", "discard": "B", "draw": "DA"},
        NotAvailableError,
        "the draw pile runs out and the shuffled discards holds no A",
    )
    play(table, {"player": "Ann", "discard": "B", "draw": "DC"})
    assert (table.state_json()["pile"], table.state_json()["discards"]) == ("B", "")
    assert table.state_json()["hand"] == "AAABCCD" and conserved(table)
    play(table, announce("Ann", "abcd"), {"player": "Bob", "accept": True})
    assert table.view().expecting == "Bob discards one and draws two"
    play(table, {"player": "Bob", "discard": "D", "draw": "BD"})  # the pile's B, then the D just discarded
    assert table.state_json()["pile"] == "" and table.state_json()["discards"] == "" and conserved(table)
    play(table, announce("Bob", "abcde"), {"player": "Ann", "accept": True})
    assert table.view().expecting == "Ann discards one and draws one"
    refused(
        table, {"player": "Ann", "discard": "A", "draw": ""}, NotAvailableError, "Ann draws 1 card, not 0"
    )
    play(table, {"player": "Ann", "discard": "A", "draw": "A"})
    play(table, announce("Ann", "abcdef"), {"player": "Bob", "call": "liar"}, {"reveal": "AAABBCCD"})
    assert table.scores == [0, 6] and table.state_json()["discards"] == "AAABBCCD"
    play(table, {"deal": {"Bob": "ABCDA"}})  # all from the shuffled discards
    assert table.state_json()["pile"] == "ABC" and conserved(table)


# Rule 9: the first to 25 --------------------------------------------------------------------------


def test_rule_9_the_first_to_the_target_wins_and_the_game_stops() -> None:
    table = game(("Ann", "Bob"), target=7)
    play(
        table,
        {"deal": {"Ann": "CATSE"}},
        announce("Ann", "cats"),
        {"player": "Bob", "call": "liar"},
        {"reveal": "CATSE"},
    )
    assert table.winner is None and table.scores == [4, 0]
    play(
        table,
        {"deal": {"Bob": "DOGIE"}},
        announce("Bob", "dog"),
        {"player": "Ann", "call": "liar"},
        {"reveal": "DOGIE"},
    )
    assert table.scores == [4, 3] and table.winner is None
    play(
        table,
        {"deal": {"Ann": "NOTES"}},
        announce("Ann", "tone"),
        {"player": "Bob", "call": "liar"},
        {"reveal": "NOTES"},
    )
    assert table.winner == "Ann" and table.view().expecting == "Ann won"
    assert (
        table.last_call == "Bob called liar on TONE: the hand spells it; Ann scores 4 points and wins with 8"
    )
    refused(table, {"deal": {"Bob": "AAAAA"}}, GameOverError, "the game is over: Ann won")
    assert WordCards(PLAYERS, {}, CONTEXT).options.target == 25


# Refusals, the keyboard, the view -----------------------------------------------------------------


def test_moves_out_of_turn_are_refused() -> None:
    table = WordCards(PLAYERS, {}, CONTEXT)
    refused(
        table,
        {"deal": {"Ann": "CATSE"}},
        OutOfTurnError,
        "a deal is not expected now: cut for the first player",
    )
    refused(
        table,
        announce("Ann", "cat"),
        OutOfTurnError,
        "to announce is not expected now: cut for the first player",
    )
    refused(
        table, {"reveal": "CATSE"}, OutOfTurnError, "a reveal is not expected now: cut for the first player"
    )
    play(table, {"cut": {"Ann": "A", "Bob": "B", "Cat": "C"}})
    refused(
        table,
        {"cut": {"Ann": "A", "Bob": "B", "Cat": "C"}},
        OutOfTurnError,
        "a cut is not expected now: deal five cards to Ann",
    )
    play(table, {"deal": {"Ann": "CATSE"}})
    refused(table, announce("Bob", "cat"), OutOfTurnError, "it is Ann's turn to announce, not Bob's")
    refused(
        table,
        {"player": "Bob", "accept": True},
        OutOfTurnError,
        "to accept is not expected now: Ann announces a word of at most 4 letters to Bob",
    )
    play(table, announce("Ann", "cat"))
    refused(table, {"player": "Cat", "accept": True}, OutOfTurnError, "it is Bob's turn to accept, not Cat's")
    refused(
        table, {"player": "Ann", "call": "liar"}, OutOfTurnError, "it is Bob's turn to call liar, not Ann's"
    )
    refused(
        table,
        announce("Bob", "cats"),
        OutOfTurnError,
        "to announce is not expected now: Bob accepts CAT or calls liar",
    )
    refused(
        table,
        {"player": "Bob", "discard": "E", "draw": "XY"},
        OutOfTurnError,
        "to discard and draw is not expected now: Bob accepts CAT or calls liar",
    )


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ("cat", "a move is a JSON object, not 'cat'"),
        ({"player": "Ann", "announce": "c4t"}, "a word announced is letters A to Z only, not 'c4t'"),
        ({"player": "Ann", "announce": ""}, "a word announced is letters A to Z only, not ''"),
        ({"player": "Ann", "accept": False}, 'accepting is "accept": true (to refuse, call liar), not False'),
        ({"player": "Ann", "call": "bluff"}, "the only call is \"liar\", not 'bluff'"),
        ({"player": "Ann", "discard": "EX", "draw": "XY"}, "one card is discarded, not 'EX'"),
        ({"player": "Ann", "discard": "E", "draw": 3}, "the cards drawn is letters A to Z only, not 3"),
        ({"deal": {"Ann": "CATSE", "Bob": "DOGIE"}}, 'a deal is to one player: {"deal": {"Ann": "CATSE"}}'),
        ({"deal": "CATSE"}, 'a deal is {"deal": {"Ann": "…", …}} and nothing else'),
        ({"cut": {"Ann": 1}}, "Ann's cut is letters A to Z only, not 1"),
        ({"reveal": ["C"]}, "a revealed hand is letters A to Z only, not ['C']"),
        ({"player": 1, "announce": "cat"}, 'a player\'s move names the player: "player": "Ann", not 1'),
        (
            {"pass": True},
            "a move of Liar's Word Cards is a cut, a deal, an announce, an accept, a call,"
            " a discard and draw or a reveal, not {'pass': True}",
        ),
    ],
)
def test_malformed_moves_say_what_is_wrong(payload: Any, message: str) -> None:
    with pytest.raises(MalformedMoveError) as raised:
        WordCards.parse_move(payload)
    assert str(raised.value) == message


def test_the_judges_notation() -> None:
    table = WordCards(PLAYERS, {}, CONTEXT)
    assert table.view().hint == "one card each, in seating order (Ann, Bob and Cat): B M Q"
    assert (
        table.read_typed("b m q")
        == table.read_typed("BMQ")
        == Cut((("Ann", "B"), ("Bob", "M"), ("Cat", "Q")))
    )
    with pytest.raises(MalformedMoveError, match="type one card each"):
        table.read_typed("B M")
    table.apply(table.read_typed("a b c"))
    assert table.read_typed(" cat se ") == Deal("Ann", "CATSE")
    table.apply(table.read_typed("CATSE"))
    assert table.read_typed("Cat") == Announce("Ann", "CAT")
    table.apply(table.read_typed("cat"))
    assert table.read_typed("+") == table.read_typed("accept") == Accept("Bob")
    assert table.read_typed(".") == table.read_typed("LIAR") == CallLiar("Bob")
    table.apply(table.read_typed("+"))
    assert table.read_typed("e xy") == table.read_typed("E X Y") == DiscardDraw("Bob", "E", "XY")
    table.apply(table.read_typed("e xy"))
    table.apply(table.read_typed("taxi"))
    table.apply(table.read_typed("."))
    assert table.read_typed("ac st xy") == RevealHand("ACSTXY")
    with pytest.raises(MalformedMoveError, match="a revealed hand is letters A to Z only"):
        table.read_typed("AC5")


def test_the_view_and_the_state_in_words() -> None:
    table = game()
    play(table, {"deal": {"Ann": "CATSE"}}, announce("Ann", "cat"))
    view = table.view()
    assert (view.game, view.title, view.unit) == ("liars-word-cards", "Liar's Word Cards", "points")
    assert view.hint == "+ or accept accepts · . or liar calls"
    assert [seat.detail for seat in view.seats] == ["0 points · holds 5 cards", "0 points", "0 points"]
    assert view.bids == ("Ann → Bob: CAT",) and view.round == 1 and view.last_call is None
    state = table.state_json()
    assert state["players"][0] == {"name": "Ann", "out": False, "points": 0, "cards": 5}
    assert (state["to_act"], state["holder"], state["word"], state["hand"]) == ("Bob", "Ann", "CAT", "ACEST")


def test_a_game_driven_by_json_moves_to_a_winner() -> None:
    table = WordCards(("Ann", "Bob"), {"target": 10}, CONTEXT)
    moves: list[dict[str, Any]] = [
        {"cut": {"Ann": "E", "Bob": "E"}},
        {"cut": {"Ann": "M", "Bob": "D"}},
        {"deal": {"Bob": "HOUSE"}},
        {"player": "Bob", "announce": "hose"},
        {"player": "Ann", "accept": True},
        {"player": "Ann", "discard": "U", "draw": "RT"},
        {"player": "Ann", "announce": "other"},
        {"player": "Bob", "call": "liar"},
        {"reveal": "HOSERT"},  # OTHER needs a T, an H, an E, an R and an O: Ann scores 5
        {"deal": {"Bob": "QUAKE"}},
        {"player": "Bob", "announce": "quak"},
        {"player": "Ann", "call": "liar"},
        {"reveal": "QUAKE"},  # Bob scores 4
        {"deal": {"Ann": "ZEBRA"}},
        {"player": "Ann", "announce": "bare"},
        {"player": "Bob", "accept": True},
        {"player": "Bob", "discard": "Z", "draw": "DS"},
        {"player": "Bob", "announce": "bared"},
        {"player": "Ann", "call": "liar"},
        {"reveal": "EBRADS"},  # Bob scores 5: 9
        {"deal": {"Ann": "PLANT"}},
        {"player": "Ann", "announce": "pants"},
    ]
    with pytest.raises(IllegalMoveError, match="at most 4 letters"):
        play(table, *moves)
    moves[-1] = {"player": "Ann", "announce": "plan"}
    table = WordCards(("Ann", "Bob"), {"target": 10}, CONTEXT)
    play(table, *moves, {"player": "Bob", "call": "liar"}, {"reveal": "PLANT"})
    assert table.winner is None and table.scores == [9, 9]
    play(
        table,
        {"deal": {"Bob": "OXENS"}},
        announce("Bob", "oxen"),
        {"player": "Ann", "call": "liar"},
        {"reveal": "SNOXE"},
    )
    assert table.winner == "Bob" and table.scores == [9, 13] and table.rounds == 5
    assert [table.parse_move(move).to_json() for move in moves] == moves


# Decks --------------------------------------------------------------------------------------------


def test_an_organiser_loads_another_deck(tmp_path: Path) -> None:
    path = tmp_path / "small.toml"
    path.write_text(
        'name = "small"\ntitle = "A small deck"\nsource = "made up"\n[cards]\na = 4\nB = 2\nC = 0\n'
    )
    deck = load_deck(path)
    assert (deck.name, deck.title, dict(deck.cards)) == ("small", "A small deck", {"A": 4, "B": 2})
    table = WordCards(("Ann", "Bob"), {"deck": dict(deck.cards), "hand": 3}, CONTEXT)
    assert table.state_json()["deck"] == "AAAABB"
    with pytest.raises(BadOptionError, match="the deck of liars-word-cards needs at least 5 cards"):
        WordCards(("Ann", "Bob"), {"deck": {"A": 4}}, CONTEXT)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = ", "letter deck file bad.toml: "),
        ('title = "t"\n[cards]\nA = 1\n', "letter deck file bad.toml: it needs a name (a text)"),
        (
            'name = "n"\ntitle = "t"\n',
            "letter deck file bad.toml: it needs a [cards] table of letter = number of cards",
        ),
        (
            'name = "n"\ntitle = "t"\n[cards]\nAB = 1\n',
            "letter deck file bad.toml: a card carries one letter A to Z, not 'AB'",
        ),
        (
            'name = "n"\ntitle = "t"\n[cards]\nA = -1\n',
            "letter deck file bad.toml: the number of A cards is 0 to 100, not -1",
        ),
        (
            'name = "n"\ntitle = "t"\n[cards]\nA = "x"\n',
            "letter deck file bad.toml: the number of A cards is 0 to 100, not 'x'",
        ),
        (
            'name = "n"\ntitle = "t"\n[cards]\nA = 1\na = 2\n',
            "letter deck file bad.toml: the letter A is listed twice",
        ),
        ('name = "n"\ntitle = "t"\n[cards]\nA = 0\n', "letter deck file bad.toml: the deck has no cards"),
        (
            'name = "n"\ntitle = "t"\ncards = 3\n',
            "letter deck file bad.toml: the cards are a table of letter = number of cards",
        ),
    ],
)
def test_a_malformed_deck_file_says_what_is_wrong(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(BadOptionError) as raised:
        load_deck(path)
    assert str(raised.value).startswith(message)


def test_a_missing_deck_file_and_bad_options_are_refused(tmp_path: Path) -> None:
    with pytest.raises(BadOptionError, match=r"letter deck file none\.toml"):
        load_deck(tmp_path / "none.toml")
    with pytest.raises(BadOptionError, match="target of liars-word-cards is 1 to 1000, not 0"):
        WordCards(PLAYERS, {"target": 0}, CONTEXT)
    with pytest.raises(BadOptionError, match="a card carries one letter A to Z, not '1'"):
        WordCards(PLAYERS, {"deck": {"1": 3}}, CONTEXT)


# Random games -------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), target=st.sampled_from([5, 25]))
def test_every_game_ends_with_one_winner_and_the_cards_are_conserved(
    seed: int, players: int, target: int
) -> None:
    rng = random.Random(seed)
    table = WordCards([f"P{n}" for n in range(players)], {"target": target}, CONTEXT)
    for _ in range(10_000):
        if table.winner is not None:
            break
        table.apply(table.random_move(rng))
        assert conserved(table)
    assert table.winner is not None
    assert [n for n, s in zip(table.players, table.scores, strict=True) if s >= target] == [table.winner]


def _mutations(table: WordCards, move: Move, rng: random.Random) -> list[Move]:
    """Near misses of a legal move: another player, one letter changed, added or dropped, another kind."""
    names = [*table.players, "Nobody"]

    def changed(letters: str) -> str:
        if letters and rng.random() < 0.5:
            return letters[1:] if rng.random() < 0.5 else rng.choice("QZXJ") + letters[1:]
        return letters + rng.choice("ABCDEQZ")

    if isinstance(move, Cut):
        return [Cut(move.cuts[1:]), Cut(tuple((n, changed(c)) for n, c in move.cuts))]
    if isinstance(move, Deal):
        return [Deal(rng.choice(names), move.cards), Deal(move.player, changed(move.cards))]
    if isinstance(move, Announce):
        return [Announce(rng.choice(names), move.word), Announce(move.player, changed(move.word) or "A")]
    if isinstance(move, DiscardDraw):
        return [
            DiscardDraw(move.player, rng.choice("QZXJ"), move.draw),
            DiscardDraw(move.player, move.discard, changed(move.draw)),
        ]
    if isinstance(move, RevealHand):
        return [RevealHand(changed(move.cards) or "A"), Accept(rng.choice(names))]
    return [Accept(rng.choice(names)), CallLiar(rng.choice(names)), RevealHand("A")]


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_a_refused_move_changes_nothing(seed: int, players: int) -> None:
    rng = random.Random(seed)
    table = WordCards([f"P{n}" for n in range(players)], {"target": 10}, CONTEXT)

    def still_conserved() -> None:
        assert conserved(table)

    refusals = refusals_change_nothing(table, rng, _mutations, after_each=still_conserved)
    assert table.winner is not None
    assert refusals > 0
