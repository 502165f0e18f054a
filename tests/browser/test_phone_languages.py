"""The phone page and the room's page in the browser's language: a Dutch phone and an English one at
the same table at the same time, each reading its own language only, the Dutch page as wide as the
screen; a Dutch spectator's room page."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from selenium import webdriver

from boggle_throne import i18n
from boggle_throne.night.clock import TimerPhase
from boggle_throne.phones.page import PageFiles, PhonePage
from boggle_throne.phones.room import RoomFiles
from tests.browser.phone_browser import WIDTH, PhoneTab
from tests.browser.phone_night import BOARD, GAME, PhoneNight
from tests.browser.test_room_page import shoot


def dutch(message: str, **values: Any) -> str:
    with i18n.speaking("nl"):
        return i18n._(message).format(**values)


def english_left(text: str, files: PageFiles) -> list[str]:
    """The page's English messages (those the Dutch catalogue translates) still in `text`: whole, or
    the words around their placeholders."""
    left = []
    for message in files.messages:
        with i18n.speaking("nl"):
            translated = i18n._(message.singular) if message.plural is None else None
        if translated == message.singular:
            continue
        for english in (message.singular, message.plural):
            fragments = [part.strip() for part in re.split(r"\{\w+\}", english or "")]
            left += [english for part in fragments if len(part) >= 4 and part in text]
    return sorted(set(left))


def test_a_dutch_phone_and_an_english_one_at_one_table(
    phone_night: PhoneNight, phones: Callable[..., webdriver.Chrome]
) -> None:
    urls = phone_night.invitations()
    ana = PhoneTab(phones("nl")).open(urls["Ana"])
    bram = PhoneTab(phones("en-GB")).open(urls["Bram"])
    ana.wait_until_shown(dutch("Hello {name}", name="Ana"))
    bram.wait_until_shown("Hello Bram")
    assert ana.driver.execute_script("return document.documentElement.lang") == "nl"
    assert bram.driver.execute_script("return document.documentElement.lang") == "en"
    assert dutch("Waiting for your game.") in ana.text()
    assert "Waiting for your game." in bram.text()

    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    ana.wait_for_stage("playing")
    bram.wait_for_stage("playing")
    assert ana.add("plates") == dutch("{word} added", word="PLATES")
    assert bram.add("plates") == "PLATES added"
    assert ana.add("laps") == dutch("{word} is not on the board", word="LAPS")  # the night's refusal
    assert bram.add("laps") == "LAPS is not on the board"
    assert ana.add_with_button("alerts") == dutch("{word} added", word="ALERTS")
    field = ana.driver.find_element("id", "word")
    assert field.get_attribute("placeholder") == dutch("Type a word")
    assert english_left(ana.text(), PhonePage.load()) == []
    assert ana.driver.execute_script("return document.documentElement.scrollWidth") == WIDTH

    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.FINISHED))
    ana.wait_until_shown(dutch("Time is up — your list is locked"))
    bram.wait_until_shown("Time is up — your list is locked")
    assert dutch("You read {place} of {count}.", place=dutch("{n}st", n=1), count=5) in ana.text()
    assert "You read 2nd of 5." in bram.text()
    assert english_left(ana.text(), PhonePage.load()) == []
    assert ana.driver.execute_script("return document.documentElement.scrollWidth") == WIDTH


def test_a_dutch_spectator_reads_the_room_in_dutch(
    phone_night: PhoneNight, phones: Callable[..., webdriver.Chrome]
) -> None:
    driver = phones("nl")
    driver.get(f"{phone_night.base}/room")
    room = PhoneTab(driver)
    room.wait_until_shown(dutch("The Throne awaits"))
    room.wait_until_shown(dutch("Round {number}", number=1))
    assert driver.execute_script("return document.documentElement.lang") == "nl"
    assert driver.title == dutch("Boggle Throne — the room")
    phone_night.judge(lambda service: service.act.start_game(GAME, BOARD))
    room.wait_until_shown(dutch("game {number} · about to start", number=1))
    assert english_left(room.text(), RoomFiles.load()) == []
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    phone_night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.FINISHED))
    for player, word in (("Ana", "plates"), ("Bram", "nest"), ("Chloé", "tin")):
        phone_night.judge(
            lambda service, player=player, word=word: service.act.record_word(GAME, player, word)
        )
    room.wait_until_shown("PLATES +3")
    phone_night.judge(lambda service: service.act.close_game(GAME))
    room.wait_until_shown(dutch("Nobody found: {words}", words="")[:6])
    assert english_left(room.text(), RoomFiles.load()) == []
    assert driver.execute_script("return document.documentElement.scrollWidth") == WIDTH
    shoot(driver, "room-nl-360x640.png")
