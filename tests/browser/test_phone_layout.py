"""The phone page on a 360×640 screen: nothing scrolls sideways, whatever the names and words, and
the buttons are large enough for a thumb."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.common.by import By

from boggle_throne.night.clock import TimerPhase
from tests.browser.phone_browser import WIDTH, PhoneTab
from tests.browser.phone_night import BOARD, GAME, PhoneNight

LONG_NAME = "Maximiliana-Theodora Van Der Berghe-Lindqvist"
LONG_WORD = "supercalifragilisticexpialidocious"
THUMB = 44
"""The smallest height, in CSS pixels, of a button a player taps."""


def sideways_scroll(tab: PhoneTab) -> int:
    """How far the page could scroll sideways (0 when it fits the screen's width)."""
    scroll_width: int = tab.driver.execute_script("return document.documentElement.scrollWidth")
    return scroll_width - WIDTH


def heights(tab: PhoneTab, selector: str) -> list[float]:
    return [element.rect["height"] for element in tab.driver.find_elements(By.CSS_SELECTOR, selector)]


def test_the_page_fits_a_small_phone(tmp_path: Path, phones: Callable[[], webdriver.Chrome]) -> None:
    players = (LONG_NAME, "Bram", "Chloé")
    with PhoneNight(tmp_path, players) as night:
        night.judge(lambda service: service.act.update_settings(phone_checks=False))
        tab = PhoneTab(phones()).open(night.invitations()[LONG_NAME])
        tab.wait_until_shown(f"Hello {LONG_NAME}")
        assert sideways_scroll(tab) == 0

        night.judge(lambda service: service.act.start_game(GAME, BOARD))
        night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
        tab.wait_for_stage("playing")
        for word in (LONG_WORD, "plates", "alerts", "rite", "tern", "nest", "sine", "site"):
            assert tab.add(word) == f"{word.upper()} added"
        assert sideways_scroll(tab) == 0
        assert heights(tab, "#add")[0] >= THUMB
        assert heights(tab, "#word")[0] >= THUMB
        strikes = heights(tab, "#words button.strike")
        assert len(strikes) == 8
        assert min(strikes) >= THUMB
        cell = tab.driver.find_element(By.CSS_SELECTOR, "#board .cell").rect
        assert min(cell["width"], cell["height"]) >= THUMB  # letters large enough to read at arm's length
        assert tab.driver.find_element(By.ID, "add").rect["y"] < 640  # the entry is on the first screen

        night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.FINISHED))
        tab.wait_for_stage("locked")  # the readers in turn, the long name among them
        assert sideways_scroll(tab) == 0
