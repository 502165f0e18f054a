"""The rules' refusals, reasons and counts are said in the language spoken when they are raised, from
the shipped Dutch catalogue; their types, their data and what the log records stay as they are."""

from __future__ import annotations

from datetime import timedelta

import pytest

from boggle_throne import i18n
from boggle_throne.engine.board import Board
from boggle_throne.engine.counts import counted
from boggle_throne.engine.errors import BoardFormatError
from boggle_throne.engine.verdicts import InvalidReason, Ruling
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase, check_move
from boggle_throne.night.errors import ClockMoveError, NothingToUndoError
from boggle_throne.night.games import GameKey
from boggle_throne.night.history import History
from boggle_throne.side.rules_cards import rules_card
from boggle_throne.tournament.errors import PlayerNameError
from boggle_throne.tournament.players import PlayerId, Roster
from tests.night.test_phone_lists import ANN, KEY, START, Table1


def refusal(error: type[Exception], act: object) -> str:
    """The message of the refusal `act` (a callable) raises, checked to be of type `error`."""
    with pytest.raises(error) as raised:
        act()  # type: ignore[operator]
    return str(raised.value)


def test_a_judges_refusal_is_dutch_inside_a_dutch_block_and_english_outside() -> None:
    def wrong_move() -> None:
        check_move("R1 T1 G1", TimerPhase.FINISHED, TimerPhase.RUNNING)

    with i18n.speaking("nl"):
        dutch = refusal(ClockMoveError, wrong_move)
    assert dutch == "de klok van R1 T1 G1 kan niet van afgelopen naar loopt"
    assert refusal(ClockMoveError, wrong_move) == "the clock of R1 T1 G1 cannot go from finished to running"


def test_a_refusal_keeps_the_language_spoken_when_it_was_raised() -> None:
    with i18n.speaking("nl"), pytest.raises(NothingToUndoError) as raised:
        History().undo_target()
    assert str(raised.value) == "er is niets om ongedaan te maken"


def test_the_rosters_refusal_names_both_players_in_dutch() -> None:
    roster = Roster()
    roster.register("Zoé")
    with i18n.speaking("nl"):
        dutch = refusal(PlayerNameError, lambda: roster.register("zoe"))
    assert dutch.startswith("de naam zoe is bezet door Zoé, die al op de spelerslijst staat")


def test_a_board_that_cannot_be_read_is_refused_in_dutch() -> None:
    with i18n.speaking("nl"):
        assert refusal(BoardFormatError, lambda: Board.parse("   ")) == "het bord is leeg"


def test_counts_take_the_dutch_plural_and_the_english_one_outside() -> None:
    with i18n.speaking("nl"):
        assert [counted(1, "game"), counted(2, "game"), counted(-1, "pt")] == ["1 spel", "2 spellen", "-1 pt"]
        assert counted(1200, "word", grouped=True) == "1,200 woorden"
    assert [counted(1, "game"), counted(2, "game"), counted(7, "pt")] == ["1 game", "2 games", "7 pts"]


def test_the_log_records_the_same_command_whatever_the_language_its_page_describes_it_in() -> None:
    command = c.RuleOnWord(
        key=GameKey(1, 1, 1),
        player=PlayerId(1),
        word="etch",
        ruling=Ruling.UPHELD,
        reason=InvalidReason.SLANG,
    )
    names = {PlayerId(1): "Podrick"}
    with i18n.speaking("nl"):
        recorded_in_dutch, described = command.to_json(), command.describe(names)
    assert described == "R1 T1 S1 · Podrick · ETCH · bezwaar toegewezen (straattaal)"
    assert recorded_in_dutch == command.to_json()
    assert recorded_in_dutch["reason"] == "slang"
    assert command.describe(names) == "R1 T1 G1 · Podrick · ETCH · upheld (slang)"


def test_a_rules_card_is_dutch_but_keeps_its_game_and_option_names() -> None:
    with i18n.speaking("nl"):
        card = rules_card("liars-dice")
    assert card.game == "liars-dice"
    assert card.sections[0].heading == "Voorbereiding"
    assert card.variants[-1] == ("dice_each", "De dobbelstenen waarmee elke speler begint: standaard 5.")
    assert rules_card("liars-dice").sections[0].heading == "Setup"


def test_a_games_reasons_follow_the_language_of_whoever_asks_whichever_asked_first() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.RecordWord(KEY, ANN, "zzz"), START + timedelta(seconds=200))
    with i18n.speaking("nl"):
        dutch = table.night.score(KEY).players[0].words[0].reason
    english = table.night.score(KEY).players[0].words[0].reason
    assert dutch.startswith("niet op het bord: er ligt geen 'Z' op het bord")
    assert english.startswith("not on the board: there is no 'Z' on the board")
    with i18n.speaking("nl"):
        assert table.night.score(KEY).players[0].words[0].reason == dutch


def test_a_games_score_is_worked_out_once_for_every_language_its_reasons_are_read_in() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.RecordWord(KEY, ANN, "zzz"), START + timedelta(seconds=200))
    english = table.night.score(KEY)
    with i18n.speaking("nl"):
        dutch = table.night.score(KEY)
        said_in_dutch = str(dutch.players[0].words[0].why)
    assert dutch is english
    assert said_in_dutch.startswith("niet op het bord")
    assert str(english.players[0].words[0].why).startswith("not on the board")


def test_a_said_message_says_its_values_in_the_language_it_is_shown_in_and_equals_itself_in_any() -> None:
    why = i18n.said("{verdict}; held for a ruling", verdict=i18n.said("not in the dictionary"))
    with i18n.speaking("nl"):
        dutch = str(why)
    assert str(why) == "not in the dictionary; held for a ruling"
    assert dutch == "niet in de woordenlijst; wacht op een uitspraak"
    assert why == i18n.said("{verdict}; held for a ruling", verdict=i18n.said("not in the dictionary"))
    assert why != i18n.said("{verdict}; held for a ruling", verdict=i18n.said("valid"))
