"""The phone page in Dutch, as a Dutch phone (Accept-Language: nl) shows it at 360×640:
docs/screenshots/phone-<stage>-nl-360x640.png for waiting, the countdown, typing, a pause and the
locked list. The judge's side is driven by night-document actions.

Run: python -m tests.i18n.phone_shots
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from boggle_throne.services.documents.night_document import apply_action
from tests.browser.phone_browser import HEIGHT, WIDTH, PhoneTab, phone_driver
from tests.browser.phone_night import BOARD, GAME, PhoneNight

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
LANGUAGE = "nl"
PLAYERS = ("Anouk", "Bram", "Cor", "Daan", "Evangelina van Oldenbarnevelt-Smit")
WORDS = ("plates", "alerts", "tin", "rite", "pals")


def shoot(tab: PhoneTab, scene: str) -> None:
    path = FOLDER / f"phone-{scene}-{LANGUAGE}-{WIDTH}x{HEIGHT}.png"
    tab.driver.execute_script("window.scrollTo(0, 0)")
    tab.driver.save_screenshot(str(path))
    print(path)


def act(night: PhoneNight, **action: Any) -> None:
    night.judge(lambda service: apply_action(service, {**action, "game": GAME.to_json()}))


def play(night: PhoneNight, tab: PhoneTab) -> None:
    tab.wait_for_stage("waiting")
    shoot(tab, "joining")
    act(night, do="start_game", board=BOARD)
    act(night, do="timer", phase="countdown")
    tab.wait_for_stage("ready")
    shoot(tab, "ready")
    act(night, do="timer", phase="running")
    tab.wait_for_stage("playing")
    for word in WORDS:
        tab.add(word)
    tab.add("laps")  # refused: the message shows
    shoot(tab, "typing")
    act(night, do="timer", phase="paused")
    tab.wait_for_stage("paused")
    shoot(tab, "paused")
    act(night, do="timer", phase="running")
    tab.wait_for_stage("playing")
    act(night, do="timer", phase="finished")
    tab.wait_for_stage("locked")
    shoot(tab, "locked")


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["BOGGLE_THRONE_DATA_DIR"] = str(Path(scratch) / "app-data")
        with PhoneNight(Path(scratch), PLAYERS) as night:
            driver = phone_driver(LANGUAGE)
            try:
                play(night, PhoneTab(driver).open(night.invitations()[PLAYERS[0]]))
            finally:
                driver.quit()


if __name__ == "__main__":
    main()
