"""The room's public page in Debian's chromium at 360×640: what the audience reads, what it never
reads (a word written on a phone, anything read on a board another table still plays or is yet to
play), and that the page cannot write."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.phone_browser import WAIT
from tests.browser.phone_night import PhoneNight as OneTable
from tests.phones.phone_night import KEY, PhoneNight
from tests.phones.test_room import SECRET_WORD, play_the_other_tables, read_at_table_one

SHOTS_FOLDER = os.environ.get("BOGGLE_THRONE_ROOM_SHOTS")
"""Where the page's pictures go when asked for (to be looked at)."""


@pytest.fixture
def night(tmp_path: Path) -> Iterator[PhoneNight]:
    with PhoneNight(tmp_path / "room.throne") as served:
        yield served


def text(driver: webdriver.Chrome) -> str:
    return str(driver.find_element(By.TAG_NAME, "body").text)


def wait_for(driver: webdriver.Chrome, shown: Callable[[str], bool]) -> str:
    WebDriverWait(driver, WAIT).until(lambda _driver: shown(text(driver)))
    return text(driver)


def shoot(driver: webdriver.Chrome, name: str) -> None:
    if SHOTS_FOLDER:
        Path(SHOTS_FOLDER).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(SHOTS_FOLDER) / name))


def test_the_room_follows_the_night_and_keeps_its_secrets(
    night: PhoneNight, phones: Callable[[], webdriver.Chrome]
) -> None:
    driver = phones()
    driver.get(f"{night.base}/room")
    page = wait_for(driver, lambda shown: "Sixteen and a champion" in shown and "Round 1" in shown)
    assert len(driver.find_elements(By.CSS_SELECTOR, "article.table")) == 4
    assert "Table 1" in page and "P01" in page
    shoot(driver, "room-waiting-360x640.png")

    night.start_clock()
    with httpx.Client() as client:
        assert client.post(f"{night.urls['P01']}/words", json={"word": SECRET_WORD}).status_code == 201
    night.judge(read_at_table_one)
    page = wait_for(driver, lambda shown: "2 words read: shown once no table plays this board" in shown)
    assert "PLATES" not in page and "NEST" not in page
    shoot(driver, "room-held-back-360x640.png")

    night.judge(play_the_other_tables)
    page = wait_for(driver, lambda shown: "PLATES" in shown)
    assert "NEST +1" in page and "PLATES +3" in page
    night.judge(lambda service: service.act.close_game(KEY))
    page = wait_for(driver, lambda shown: "Nobody found:" in shown)
    assert SECRET_WORD.upper() not in page and SECRET_WORD not in driver.page_source
    shoot(driver, "room-closed-360x640.png")


def test_the_page_cannot_write(night: PhoneNight, phones: Callable[[], webdriver.Chrome]) -> None:
    driver = phones()
    driver.get(f"{night.base}/room")
    wait_for(driver, lambda shown: "Round 1" in shown)
    before = night.judge(lambda service: len(service.views.log()))
    statuses = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const asks = [["POST", "/room/state"], ["PUT", "/room"], ["DELETE", "/room/state"],
                      ["POST", "/room/words"], ["PATCH", "/room/assets/room.js"]];
        Promise.all(asks.map(([method, path]) =>
            fetch(path, {method, body: method === "DELETE" ? undefined : '{"word": "plates"}',
                         headers: {"Content-Type": "application/json"}}).then(answer => answer.status)))
          .then(done);
        """
    )
    assert statuses == [405, 405, 405, 404, 405]
    time.sleep(0.2)
    assert night.judge(lambda service: len(service.views.log())) == before


def test_names_show_as_typed_never_as_markup(tmp_path: Path, phones: Callable[[], webdriver.Chrome]) -> None:
    with OneTable(tmp_path) as served:
        driver = phones()
        driver.get(f"{served.base}/room")
        page = wait_for(driver, lambda shown: "Dev <b>" in shown)
        assert "Thursday at the Crown" in page and "Chloé" in page
        assert driver.find_elements(By.CSS_SELECTOR, "#room b") == []
        shoot(driver, "room-one-table-360x640.png")
