"""The phone page keeps to the server's clock and the table's pace: the entry closes at 0:00 even on
a phone that has not heard the clock stop, a pause closes it (and never says "locked") until the
clock restarts, words faster than a person writes are told to slow down, and the clock and a long
name each stay on one line."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.phones.limits import Limits, Rate
from tests.browser.phone_browser import PhoneTab
from tests.browser.phone_night import BOARD, GAME, PhoneNight

LONG_NAME = "Maximiliana-Theodora Van Der Berghe-Lindqvist"


def lines(tab: PhoneTab, element_id: str) -> int:
    """On how many lines the element's text is laid out."""
    count: int = tab.driver.execute_script(
        """const range = document.createRange();
        range.selectNodeContents(document.getElementById(arguments[0]));
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;""",
        element_id,
    )
    return count


def entry_open(tab: PhoneTab) -> bool:
    return tab.driver.find_element(By.ID, "word").is_enabled()


def run_for(night: PhoneNight, seconds: float) -> None:
    night.judge(lambda service: service.execute(c.SetTimer(GAME, TimerPhase.RUNNING, seconds)))


def test_the_entry_closes_at_zero_even_before_the_phone_hears_of_it(
    phone_night: PhoneNight, phones: Callable[[], webdriver.Chrome]
) -> None:
    tab = PhoneTab(phones()).open(phone_night.invitations()["Ana"])
    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    run_for(phone_night, 8)  # time enough for a loaded machine's page to see the game playing
    tab.wait_for_stage("playing")
    assert tab.add("plates") == "PLATES added"
    tab.block_polls(True)  # from now on the page counts down alone
    tab._wait(lambda: tab.shown("clock") == "0:00", lambda: f"the clock shows {tab.shown('clock')}")
    assert not entry_open(tab)
    assert tab.shown("lock-note") == "Time is up"
    assert "locks in" not in tab.text()
    assert lines(tab, "clock") == 1
    tab.block_polls(False)
    tab.wait_until_shown("Time is up — your list is locked")


def test_a_pause_closes_the_entry_until_the_clock_restarts(
    phone_night: PhoneNight, phones: Callable[[], webdriver.Chrome]
) -> None:
    tab = PhoneTab(phones()).open(phone_night.invitations()["Ana"])
    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    tab.wait_for_stage("playing")
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.PAUSED))
    tab.wait_for_stage("paused")
    assert tab.shown("lock-note") == "Paused"
    assert not entry_open(tab)
    assert tab.board() == list("PERSLATGSINETERS")  # the board stays: the pause only stops the writing
    assert "locked" not in tab.text().lower()
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    tab.wait_for_stage("playing")
    assert entry_open(tab)
    assert tab.add("plates") == "PLATES added"


def test_words_faster_than_a_person_writes_are_told_to_slow_down(
    tmp_path: Path, phones: Callable[[], webdriver.Chrome]
) -> None:
    with PhoneNight(tmp_path, limits=Limits(writes=Rate(0.001, 2))) as night:
        tab = PhoneTab(phones()).open(night.invitations()["Ana"])
        night.judge(lambda service: service.act.start_game(GAME, BOARD))
        night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
        tab.wait_for_stage("playing")
        assert tab.add("plates") == "PLATES added"
        assert tab.add("alerts") == "ALERTS added"
        assert tab.add("tin").startswith("Slow down: one word a second at most.")
        assert tab.typed() == "tin"  # kept, to send again


def test_the_clock_and_a_long_name_stay_on_one_line(
    tmp_path: Path, phones: Callable[[], webdriver.Chrome]
) -> None:
    with PhoneNight(tmp_path, (LONG_NAME, "Bram", "Chloé")) as night:
        tab = PhoneTab(phones()).open(night.invitations()[LONG_NAME])
        night.judge(lambda service: service.act.start_game(GAME, BOARD))
        run_for(night, 8)  # time enough for a loaded machine's page to see the game playing
        tab.wait_for_stage("playing")
        assert lines(tab, "player-name") == 1
        tab.block_polls(True)  # the page at 0:00 before it hears of the lock: the clock and its note
        tab._wait(lambda: tab.shown("lock-note") == "Time is up", lambda: "time never came up")
        assert lines(tab, "clock") == 1
        assert lines(tab, "lock-note") == 1
        tab.block_polls(False)
        tab.wait_for_stage("locked")
        assert lines(tab, "player-name") == 1
        readers = tab.driver.find_elements(By.CSS_SELECTOR, "#readers li")
        assert all(reader.rect["height"] < 60 for reader in readers)  # each name on one line


def test_a_voided_list_is_said_on_the_phone(
    phone_night: PhoneNight, phones: Callable[[], webdriver.Chrome]
) -> None:
    tab = PhoneTab(phones()).open(phone_night.invitations()["Bram"])
    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    tab.wait_for_stage("playing")
    assert tab.add("plates") == "PLATES added"
    bram = phone_night.judge(lambda service: service.views.player_id("Bram"))
    phone_night.judge(lambda service: service.execute(c.VoidPhoneList(GAME, bram)))
    tab.wait_until_shown("The judge voided your phone list")
    assert not entry_open(tab)


PERSON = 12.0
"""Keys a second (Enter counted) of the fastest thumbs: docs/phones.md measures the page at this pace."""
RUN = ("plates", "alerts", "tin", "rite", "pals", "nest", "sine", "tern", "rets", "site", "tins", "lap")


def test_a_person_typing_as_fast_as_thumbs_go_is_never_told_to_slow_down(
    phone_night: PhoneNight, phones: Callable[[], webdriver.Chrome]
) -> None:
    tab = PhoneTab(phones()).open(phone_night.invitations()["Ana"])
    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    tab.wait_for_stage("playing")
    field = tab.driver.find_element(By.ID, "word")
    next_key = time.perf_counter()
    for word in RUN + tuple(word + "s" for word in ("plate", "alert", "rite", "tern")):  # 16 in a row
        for key in [*word, Keys.ENTER]:
            time.sleep(max(0.0, next_key - time.perf_counter()))
            field.send_keys(key)
            next_key += 1 / PERSON
        tab._wait(
            lambda word=word: word.upper() in tab.shown("message").upper(), lambda: tab.shown("message")
        )
        assert "slow down" not in tab.shown("message").lower()
