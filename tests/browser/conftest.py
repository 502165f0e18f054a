"""The browser tests' phones and night; without chromium they are skipped, unless CI requires them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver

from tests.browser.phone_browser import REQUIRE_BROWSER, browser_required, missing_browser, phone_driver
from tests.browser.phone_night import PhoneNight


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    reason = missing_browser()
    if reason is None or browser_required():
        return  # a missing browser then fails the first test that starts one
    skip = pytest.mark.skip(reason=f"{reason}; set {REQUIRE_BROWSER}=1 to fail instead")
    for item in items:
        if "tests/browser" in item.nodeid:
            item.add_marker(skip)


@pytest.fixture
def phones() -> Iterator[Callable[..., webdriver.Chrome]]:
    """Opens phones (one browser each, asking for pages in a language when one is named), all closed
    at the end."""
    drivers: list[webdriver.Chrome] = []

    def open_phone(language: str | None = None) -> webdriver.Chrome:
        drivers.append(phone_driver(language))
        return drivers[-1]

    yield open_phone
    for driver in drivers:
        driver.quit()


@pytest.fixture
def phone_night(tmp_path: Path) -> Iterator[PhoneNight]:
    with PhoneNight(tmp_path) as night:
        yield night
