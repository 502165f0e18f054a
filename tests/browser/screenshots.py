"""The phone page's screenshots in docs/screenshots/, at 360×640: joining, the countdown, typing, a
pause, the reconnecting banner, the locked list, reading and the result, taken from one game played
by three phones and a paper player; Dev's phone asks for Dutch (phone-nl: waiting for the turn to
read, and phone-result-nl).

Run: python -m tests.browser.screenshots
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from boggle_throne.night.clock import TimerPhase
from tests.browser.phone_browser import HEIGHT, WIDTH, PhoneTab, phone_driver
from tests.browser.phone_night import BOARD, GAME, PhoneNight

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
PLAYERS = ("Ana", "Bram", "Chloé", "Dev", "Evangelina Montgomery-Smythe")
DUTCH = "nl"
"""The language Dev's phone asks for."""
WORDS = {
    "Ana": ("plates", "alerts", "tin", "rite", "pals"),
    "Bram": ("plates", "nest", "sine", "tern", "rets"),
    "Dev": ("site", "tins", "lap"),
}


def shoot(tab: PhoneTab, scene: str) -> None:
    path = FOLDER / f"phone-{scene}-{WIDTH}x{HEIGHT}.png"
    tab.driver.execute_script("window.scrollTo(0, 0)")
    tab.driver.save_screenshot(str(path))
    print(path)


def play(night: PhoneNight, tabs: dict[str, PhoneTab]) -> None:
    ana, bram = tabs["Ana"], tabs["Bram"]
    ana.wait_until_shown("Hello Ana")
    shoot(ana, "joining")

    night.judge(lambda service: service.act.start_game(GAME, BOARD))
    night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.COUNTDOWN))
    ana.wait_until_shown("Get ready")
    ana._wait(lambda: ana.shown("countdown") != "", lambda: "no countdown shown")
    shoot(ana, "ready")
    night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    for name, words in WORDS.items():
        tabs[name].wait_for_stage("playing")
        for word in words:
            tabs[name].add(word)
    ana.add("laps")  # refused: the message and the kept word show on the typing screenshot
    shoot(ana, "typing")

    night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.PAUSED))
    ana.wait_for_stage("paused")
    shoot(ana, "paused")
    night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.RUNNING))
    ana.wait_for_stage("playing")
    ana.block_polls(True)  # the laptop out of reach: the banner, the clock still counting down
    ana.wait_until_shown("Reconnecting…")
    shoot(ana, "reconnecting")
    ana.block_polls(False)
    ana._wait(lambda: "Reconnecting" not in ana.text(), lambda: "never reconnected")

    night.judge(lambda service: service.act.set_timer(GAME, TimerPhase.FINISHED))
    ana.wait_until_shown("Time is up — your list is locked")
    ana.strike("TIN")
    shoot(ana, "locked")

    for word in WORDS["Ana"]:
        night.judge(lambda service, word=word: service.act.read_next(GAME, "Ana"))
    night.judge(lambda service: service.act.read_next(GAME, "Bram"))
    night.judge(lambda service: service.act.read_next(GAME, "Bram"))
    bram.wait_for_word("NEST", "read", "valid")
    bram.wait_until_shown("Your turn")
    shoot(bram, "reading")
    tabs["Dev"].wait_for_word("SITE", "written")
    shoot(tabs["Dev"], "nl")

    for name in ("Bram", "Dev"):
        while night.judge(lambda service, name=name: service.act.read_next(GAME, name)) is not None:
            pass
    for word in ("stern", "slate"):
        night.judge(lambda service, word=word: service.act.record_word(GAME, "Chloé", word))
    night.judge(lambda service: service.act.close_game(GAME))
    ana.wait_for_stage("result")
    shoot(ana, "result")
    tabs["Dev"].wait_for_stage("result")
    shoot(tabs["Dev"], "result-nl")


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["BOGGLE_THRONE_DATA_DIR"] = str(Path(scratch) / "app-data")
        with PhoneNight(Path(scratch), PLAYERS) as night:
            urls = night.invitations()
            drivers = {name: phone_driver(DUTCH if name == "Dev" else None) for name in WORDS}
            try:
                tabs = {name: PhoneTab(driver).open(urls[name]) for name, driver in drivers.items()}
                play(night, tabs)
            finally:
                for driver in drivers.values():
                    driver.quit()


if __name__ == "__main__":
    main()
