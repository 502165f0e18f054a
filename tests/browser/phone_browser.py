"""Debian's chromium, driven by Selenium, as a 360×640 phone; and the phone page as a player sees it.

Everything read from the page is its visible text (what a player reads), found by the page's own ids.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
REQUIRE_BROWSER = "BOGGLE_THRONE_REQUIRE_BROWSER"
"""Set in CI: a missing browser is then a failure, not a skip."""
WIDTH, HEIGHT = 360, 640
WAIT = 10.0
"""Seconds a page has to show what is awaited: several of the page's one-second polls."""


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not Path(path).exists()]
    if not missing:
        return None
    return f"{' and '.join(missing)} not installed (apt install chromium chromium-driver)"


def browser_required() -> bool:
    return bool(os.environ.get(REQUIRE_BROWSER))


def phone_driver(language: str | None = None) -> webdriver.Chrome:
    """A headless chromium with a phone's 360×640 viewport, at one pixel per CSS pixel; asking for
    pages in `language` (its Accept-Language) when given, else in the browser's own."""
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={WIDTH},{HEIGHT}"):
        options.add_argument(argument)
    if language is not None:
        options.add_argument(f"--lang={language}")
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
    metrics = {"width": WIDTH, "height": HEIGHT, "pixelRatio": 1.0, "touch": True, "mobile": True}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    return webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))


@dataclass(frozen=True)
class ListedWord:
    """A word of the player's list as shown: its text, its verdict line, and whether it can be struck."""

    text: str
    note: str
    state: str
    verdict: str | None
    strikable: bool


_READ_WORDS = """
return Array.from(document.querySelectorAll('#words li.word')).map((item) => {
  const verdict = Array.from(item.classList).find((name) => name.startsWith('v-'));
  const note = item.querySelector('.verdict');
  return {
    text: item.querySelector('.text').innerText,
    note: note ? note.innerText : '',
    state: item.classList[1],
    verdict: verdict ? verdict.slice(2) : null,
    strikable: item.querySelector('button.strike') !== null,
  };
});
"""
_READ_TABLE = """
return Array.from(document.querySelectorAll('#table li')).map(
  (row) => [row.querySelector('.name').innerText, row.querySelector('.total').innerText]);
"""


class PhoneTab:
    """One player's phone page."""

    def __init__(self, driver: webdriver.Chrome) -> None:
        self.driver = driver

    def open(self, url: str) -> PhoneTab:
        self.driver.get(url)
        return self

    def wait_until_shown(self, text: str) -> None:
        """Wait for `text` to be visible on the page."""
        self._wait(
            lambda: text in self.text(), lambda: f"{text!r} never showed; the page shows {self.text()!r}"
        )

    def wait_for_stage(self, stage: str) -> None:
        self._wait(
            lambda: self._stage() == stage, lambda: f"never reached {stage}; the page shows {self.text()!r}"
        )

    def _wait(self, shown: Callable[[], object], failure: Callable[[], str]) -> None:
        """Wait for the page to show something; else fail saying what it shows (at the end of the wait)."""
        try:
            WebDriverWait(self.driver, WAIT).until(lambda _driver: shown())
        except TimeoutException:
            raise AssertionError(failure()) from None

    def _stage(self) -> str | None:
        return self.driver.find_element(By.TAG_NAME, "body").get_attribute("data-stage")

    def text(self) -> str:
        """All the page's visible text."""
        return self.driver.find_element(By.TAG_NAME, "body").text

    def shown(self, element_id: str) -> str:
        """The visible text of one part of the page ('' when hidden)."""
        return self._element(element_id).text

    def _element(self, element_id: str) -> WebElement:
        return self.driver.find_element(By.ID, element_id)

    def board(self) -> list[str]:
        cells = self.driver.find_elements(By.CSS_SELECTOR, "#board .cell")
        return [cell.text for cell in cells if cell.is_displayed()]

    def add(self, word: str) -> str:
        """Type `word`, press Enter, and return the message the page answers with."""
        field = self._element("word")
        field.clear()
        field.send_keys(word, Keys.ENTER)
        return self.message()

    def add_with_button(self, word: str) -> str:
        field = self._element("word")
        field.clear()
        field.send_keys(word)
        self._element("add").click()
        return self.message()

    def message(self) -> str:
        """The answer to the last word sent, once it came."""

        def answered() -> bool:
            return self._element("add").is_enabled() and bool(self.shown("message"))

        self._wait(answered, lambda: "no answer shown")
        return self.shown("message")

    def typed(self) -> str:
        return self._element("word").get_attribute("value") or ""

    def words(self) -> list[ListedWord]:
        """The player's list as shown, top to bottom (read in one go: the page redraws it as it polls)."""
        rows = self.driver.execute_script(_READ_WORDS)
        return [ListedWord(**row) for row in rows]

    def table(self) -> list[tuple[str, str]]:
        """The game's result as shown: each player's name and total, top to bottom."""
        rows = self.driver.execute_script(_READ_TABLE)
        return [(name, total) for name, total in rows]

    def word(self, text: str) -> ListedWord:
        return next(word for word in self.words() if word.text == text)

    def wait_for_word(self, text: str, state: str, verdict: str | None = None) -> ListedWord:
        """Wait until the list shows `text` in `state` (and with `verdict`)."""

        def shows() -> bool:
            return any(w.text == text and w.state == state and w.verdict == verdict for w in self.words())

        self._wait(shows, lambda: f"{text} never showed as {state} {verdict}: {self.words()}")
        return self.word(text)

    def strike(self, text: str) -> str:
        """Strike a word off: a first tap arms the button, a second strikes."""
        selector = f'#words li[data-word="{text.lower()}"] button.strike'
        button = self.driver.find_element(By.CSS_SELECTOR, selector)
        button.click()
        assert button.text == "Sure?"
        button.click()
        self.wait_for_word(text, "struck")
        return self.shown("message")

    def block_polls(self, blocked: bool) -> None:
        """Let the page's state polls through or not (words still go): a phone that has not yet
        heard that the clock stopped."""
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/state"] if blocked else []})
