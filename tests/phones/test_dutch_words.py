"""A phone on a Dutch night checks words as the night's list reads them (docs/rules.md §1): on the
Dutch dice, IJ is two cells, I and J, and the one character `ĳ` typed is read as I J; an accent is
dropped, so "café" is CAFE; the page is told the night's language for its keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from boggle_throne import i18n
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from tests.phones.phone_night import ServedNight
from tests.services.night_builder import SETTINGS

KEY = GameKey(1, 1, 1)
DUTCH_BOARD = "IJSK/CAFE/LTRN/OPDM"
"""Typed as a roll of the Dutch dice shows it: I and J on two cells, no accented face."""
PLAYERS = ("Anouk", "Bram", "Cor")
DUTCH = {"Accept-Language": "nl"}


def _dutch_night(path: Path) -> OpenNight:
    service = OpenNight.create(path, {**SETTINGS, "name": "Donderdag in De Kroon", "dice": "4x4-dutch"})
    for rank, name in enumerate(PLAYERS, start=1):
        apply_action(service, {"do": "register", "name": name, "seed_rank": rank, "checked_in": True})
    apply_action(service, {"do": "seat", "seed": 1})
    service.act.start_game(KEY, DUTCH_BOARD)
    service.act.set_timer(KEY, TimerPhase.RUNNING)
    return service


@pytest.fixture
def night(tmp_path: Path) -> Iterator[ServedNight]:
    served = ServedNight(lambda: _dutch_night(tmp_path / "kroon.throne"))
    try:
        yield served
    finally:
        served.close()


def test_a_phone_on_dutch_dice_writes_ij_and_accents_as_the_list_reads_them(
    night: ServedNight, client: httpx.Client
) -> None:
    url = night.invitations(KEY)["Anouk"]
    state = client.get(f"{url}/state").json()
    assert state["language"] == "nl"  # the keyboard spells Dutch
    assert state["board"]["cells"][:2] == ["I", "J"]
    for typed, written in (("ĳs", "ijs"), ("IJS ", None), ("Café", "cafe"), ("CAFÉ", None), ("fé", None)):
        answer = client.post(f"{url}/words", json={"word": typed}, headers=DUTCH)
        if written is not None:
            assert (answer.status_code, answer.json()["word"]) == (201, written), typed
            continue
        assert answer.status_code == 422, typed
        with i18n.speaking("nl"):
            word = typed.strip().upper().replace("É", "E")
            if typed == "fé":
                word = "FE"
                expected = i18n._("{word} is too short: words have {count} letters or more").format(
                    word=word, count=3
                )
            else:
                expected = i18n._("{word} is already on your list").format(word=word)
        assert answer.json()["error"] == expected, typed
    state = client.get(f"{url}/state").json()
    assert [word["word"] for word in state["words"]] == ["ijs", "cafe"]
    struck = client.delete(f"{url}/words/{'café'}")  # struck off as typed, accent and all
    assert struck.status_code == 200
    assert [(word["word"], word["state"]) for word in struck.json()["state"]["words"]] == [
        ("ijs", "written"),
        ("cafe", "struck"),
    ]


def test_a_word_off_the_dutch_board_is_refused_in_dutch(night: ServedNight, client: httpx.Client) -> None:
    url = night.invitations(KEY)["Bram"]
    answer = client.post(f"{url}/words", json={"word": "kaas"}, headers=DUTCH)
    assert answer.status_code == 422
    with i18n.speaking("nl"):
        expected = i18n._("{word} is not on the board").format(word="KAAS")
    assert expected != "KAAS is not on the board"
    assert answer.json()["error"] == expected
