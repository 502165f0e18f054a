"""Four phones and one paper player at one table, in real browsers: joining by invitation, writing,
the lock at time-up, the reading with a withdrawal and a ruling, and the result on every phone."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import timedelta

import pytest
from selenium import webdriver

from boggle_throne.engine.verdicts import InvalidReason, Ruling
from boggle_throne.night import phone_rules
from boggle_throne.night.clock import TimerPhase
from boggle_throne.services.acting.open_night import OpenNight
from tests.browser.phone_browser import PhoneTab
from tests.browser.phone_night import BOARD, GAME, NIGHT_NAME, PLAYERS, PhoneNight

ON_PHONE = ("Ana", "Bram", "Dev <b>", "Eli")
ON_PAPER = "Chloé"


def read_all(service: OpenNight, player: str) -> None:
    """The judge advances through a phone player's list until nothing is left to read."""
    while service.act.read_next(GAME, player) is not None:
        pass


def test_a_table_plays_a_game_on_four_phones_and_paper(
    phone_night: PhoneNight, phones: Callable[[], webdriver.Chrome], monkeypatch: pytest.MonkeyPatch
) -> None:
    grace = timedelta(seconds=1)
    monkeypatch.setattr(phone_rules, "PHONE_GRACE", grace)
    urls = phone_night.invitations()
    ana, bram, dev, eli = tabs = [PhoneTab(phones()).open(urls[name]) for name in ON_PHONE]

    # Joining: each phone greets its own player (a name with markup shows as typed) and waits.
    for name, tab in zip(ON_PHONE, tabs, strict=True):
        tab.wait_until_shown(f"Hello {name}")
        assert "Waiting for your game" in tab.text()
        assert NIGHT_NAME in tab.text()

    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    for tab in tabs:
        tab.wait_until_shown("Get ready")
        assert tab.board() == []  # hidden until the clock starts
        assert tab.shown("game-label") == "Round 1, table 1, game 1"

    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    for tab in tabs:
        tab.wait_for_stage("playing")
    assert ana.board() == list("PERSLATGSINETERS")
    assert ana.shown("clock").startswith(("2:", "3:"))

    # Writing: taken words, a refusal that keeps what was typed, Enter and the button alike.
    assert ana.add("plates") == "PLATES added"
    assert ana.add("Alerts") == "ALERTS added"
    assert ana.add("tin") == "TIN added"
    assert ana.add("laps") == "LAPS is not on the board"
    assert ana.typed() == "laps"
    assert ana.add_with_button("rite") == "RITE added"
    assert ana.typed() == ""
    assert [word.text for word in ana.words()] == ["RITE", "TIN", "ALERTS", "PLATES"]  # newest first
    for word in ("plates", "nest", "sine"):
        assert bram.add(word) == f"{word.upper()} added"
    for word in ("tern", "site", "tins"):
        assert dev.add(word) == f"{word.upper()} added"
    for word in ("rets", "pals", "lap"):
        assert eli.add(word) == f"{word.upper()} added"
    assert eli.add("rets") == "RETS is already on your list"

    # Striking before time-up: the word stays, crossed off, at the bottom of the list.
    assert ana.strike("TIN") == "TIN struck off"
    assert ana.words()[-1].text == "TIN"
    assert ana.words()[-1].state == "struck"
    assert not ana.words()[-1].strikable

    # Time-up: Eli's phone has not heard yet and sends a word; the server refuses and the page says so.
    eli.block_polls(True)
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.FINISHED))
    stopped = time.monotonic()
    ana.wait_until_shown("Time is up — your list is locked")
    time.sleep(max(0.0, grace.total_seconds() + 0.2 - (time.monotonic() - stopped)))  # not on its way
    assert "time is up" in eli.add("nest").lower()
    assert eli.typed() == "nest"
    eli.block_polls(False)
    for tab in tabs:
        tab.wait_until_shown("Time is up — your list is locked")
        assert tab.shown("readers").split("\n") == list(PLAYERS)
    assert "You read 1st of 5." in ana.text()
    assert "You read 5th of 5." in eli.text()
    assert "NEST" not in [word.text for word in eli.words()]
    assert eli.word("PALS").strikable  # until Eli's turn begins

    # The reading: Ana reads first; her PLATES crosses Bram's copy on his phone at once.
    phone_night.judge(lambda service: service.act.read_next(GAME, "Ana"))
    ana.wait_until_shown("Your turn: read your words.")
    dev.wait_until_shown("3 readers before you.")
    eli.wait_until_shown("4 readers before you.")
    assert ana.wait_for_word("PLATES", "read", "duplicate").note.startswith("duplicate")
    bram.wait_for_word("PLATES", "read", "duplicate")
    phone_night.judge(lambda service: read_all(service, "Ana"))
    ana.wait_for_word("RITE", "read", "valid")
    assert ana.word("TIN").state == "struck"

    phone_night.judge(lambda service: read_all(service, "Bram"))
    bram.wait_until_shown("Your turn: read your words.")
    assert not any(word.strikable for word in bram.words())
    # Chloé reads from paper; the judge types her words.
    for word in ("alerts", "stern"):
        phone_night.judge(lambda service, word=word: service.act.record_word(GAME, ON_PAPER, word))
    ana.wait_for_word("ALERTS", "read", "duplicate")
    dev.wait_until_shown("1 reader before you.")

    # Having heard the others, Eli withdraws a word before his turn.
    assert eli.strike("PALS") == "PALS struck off"

    phone_night.judge(lambda service: read_all(service, "Dev <b>"))
    dev.wait_for_word("SITE", "read", "valid")
    eli.wait_until_shown("1 reader before you.")
    phone_night.judge(lambda service: service.act.challenge(GAME, "Dev <b>", "site"))
    slang = (Ruling.UPHELD, InvalidReason.SLANG)
    phone_night.judge(lambda service: service.act.rule(GAME, "Dev <b>", "site", *slang))
    assert dev.wait_for_word("SITE", "read", "rejected").note == "rejected \u22121"

    phone_night.judge(lambda service: read_all(service, "Eli"))
    eli.wait_until_shown("Your turn: read your words.")
    eli.wait_for_word("LAP", "read", "valid")
    assert eli.word("PALS").state == "struck"

    # The result: each phone shows its player's score, the table best first and the missed words.
    game = phone_night.judge(lambda service: service.act.close_game(GAME))
    totals = {player.name: player.total for player in game.players}
    for name, tab in zip(ON_PHONE, tabs, strict=True):
        tab.wait_for_stage("result")
        assert tab.shown("score") == str(totals[name])
        table = tab.table()
        assert sorted(table) == sorted((player, str(total)) for player, total in totals.items())
        assert [int(total) for _, total in table] == sorted(totals.values(), reverse=True)
        assert tab.shown("missed")
    assert totals["Ana"] == 1  # RITE; PLATES and ALERTS were crossed, TIN struck
    assert "RITE" not in tabs[0].shown("missed").split("\n")

    # A lost phone: the judge issues Ana a new invitation, and the old one stops working at once.
    phone_night.judge(lambda service: service.request({"do": "reissue_invitation", "player": "Ana"}))
    ana.wait_until_shown("This invitation is no longer valid")
    assert "Ask the judge" in ana.text()
    assert "Your score" not in ana.text()
    ana.open(urls["Ana"])
    assert "This invitation does not open" in ana.text()
    assert "replaced" in ana.text()
