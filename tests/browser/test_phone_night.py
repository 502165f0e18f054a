"""A whole night with phones at one table and paper at the other, from the invitations to the
crowning: two tables of four in round 1, the two best of each to the final, and the crown. The
players of table 1 write on their phones (real browsers) all night; table 2 writes on paper and its
words are typed by the judge, in the final too."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
from selenium import webdriver

from boggle_throne.night import phone_rules
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from tests.browser.phone_browser import PhoneTab
from tests.phones.phone_night import ServedNight

BOARD = "PERS/LATG/SINE/TERS"
SETTINGS = {
    "name": "Phones and paper",
    "date": "2026-11-26",
    "board_seed": 11,
    "format": {
        "games_per_round": 1,
        "min_table": 4,
        "max_table": 4,
        "advance": 2,
        "rounds": 2,
        "seating": "seed_rank",
    },
}
PHONES = ("Ana", "Bram", "Chloé", "Dev")
PAPER = ("Eli", "Fay", "Gus", "Hal")
WORDS = {  # what each player writes: the first two of each table score most
    "Ana": ("plates", "alerts", "sine"),
    "Bram": ("tern", "pals", "nest"),
    "Chloé": ("rite",),
    "Dev": ("lap",),
    "Eli": ("stern", "site"),
    "Fay": ("rets", "lats"),
    "Gus": ("tin",),
    "Hal": (),
}
SEEDS = {"Ana": 1, "Eli": 2, "Fay": 3, "Bram": 4, "Chloé": 5, "Gus": 6, "Hal": 7, "Dev": 8}
"""Snake-seated by these ranks, table 1 holds seeds 1, 4, 5 and 8: the four phones."""


def seated(path: Path) -> OpenNight:
    """Eight players seeded so that round 1 seats the phones at table 1 and the paper at table 2."""
    service = OpenNight.create(path, SETTINGS)
    for name, rank in SEEDS.items():
        apply_action(service, {"do": "register", "name": name, "seed_rank": rank, "checked_in": True})
    return service


def play(
    night: ServedNight, key: GameKey, tabs: dict[str, PhoneTab], paper: dict[str, tuple[str, ...]]
) -> None:
    """One game: the phones write while the clock runs; then the judge reads every list in the read
    order (Enter on each phone word, the paper words typed) and closes the game."""
    night.judge(lambda service: service.act.start_game(key, BOARD))
    night.judge(lambda service: service.act.set_timer(key, TimerPhase.RUNNING))
    for name, tab in tabs.items():
        tab.wait_for_stage("playing")
        for word in WORDS[name]:
            assert tab.add(word) == f"{word.upper()} added"
    night.judge(lambda service: service.act.set_timer(key, TimerPhase.FINISHED))
    for tab in tabs.values():
        tab.wait_for_stage("locked")

    def read(service: OpenNight) -> None:
        for reader in service.views.game(key).read_order:
            while service.act.read_next(key, reader) is not None:
                pass
            for word in paper.get(reader, ()):
                if word not in {w.word for w in service.views.game(key).player(reader).words}:
                    service.act.record_word(key, reader, word)
        service.act.close_game(key)

    night.judge(read)
    for tab in tabs.values():
        tab.wait_for_stage("result")


def test_a_night_with_phones_at_one_table_and_paper_at_the_other(
    tmp_path: Path, phones: Callable[[], webdriver.Chrome], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(phone_rules, "PHONE_GRACE", timedelta(0))
    with ServedNight(lambda: seated(tmp_path / "night.throne")) as night:
        night.judge(lambda service: service.act.seat_next_round(1))
        seats = night.judge(
            lambda service: {g.label: [s.name for s in g.players] for g in service.views.play().groups}
        )
        table_one = next(names for names in seats.values() if set(names) == set(PHONES))
        urls = night.invitations()
        tabs = {name: PhoneTab(phones()).open(urls[name]) for name in table_one}
        for name, tab in tabs.items():
            tab.wait_until_shown(f"Hello {name}")

        paper = {name: WORDS[name] for name in PAPER}
        play(night, GameKey(1, 1, 1), tabs, {})
        play(night, GameKey(1, 2, 1), {}, paper)
        assert tabs["Ana"].table() == [("Ana", "7"), ("Bram", "3"), ("Chloé", "1"), ("Dev", "1")]

        night.judge(lambda service: service.act.seat_next_round())
        finalists = night.judge(lambda service: [s.name for s in service.views.play().groups[0].players])
        assert set(finalists) == {"Ana", "Bram", "Eli", "Fay"}
        play(night, GameKey(2, 1, 1), {name: tabs[name] for name in ("Ana", "Bram")}, paper)
        night.judge(lambda service: service.act.crown())
        for tab in tabs.values():
            tab.wait_until_shown("Ana holds the Throne")  # Chloé and Dev too, knocked out in round 1
