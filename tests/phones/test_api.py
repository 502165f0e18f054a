"""The phone API through a game: joining, the clock, writing and striking words, the lock at
time-up, the reading with its verdicts, and the result (docs/phones.md)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from boggle_throne.engine.resources import resources_dir
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from tests.phones.phone_night import KEY, TABLE, PhoneNight
from tests.services.night_builder import BOARD


def state(client: httpx.Client, url: str) -> dict[str, Any]:
    response = client.get(f"{url}/state")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    return body


def write(client: httpx.Client, url: str, word: str) -> httpx.Response:
    return client.post(f"{url}/words", json={"word": word})


def words(body: dict[str, Any]) -> list[tuple[str, str]]:
    return [(word["word"], word["state"]) for word in body["words"]]


def test_the_invitation_opens_the_phone_page(phone_night: PhoneNight, client: httpx.Client) -> None:
    response = client.get(phone_night.urls["P01"])
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    empty = '<script id="strings" type="application/json">{}</script>'
    english = '<script id="strings" type="application/json">{"language": "en", "messages": {}}</script>'
    page = (resources_dir() / "phone" / "index.html").read_text(encoding="utf-8")
    assert response.text == page.replace(empty, english)  # in English, the page as written
    for name, kind in (
        ("phone.css", "text/css"),
        ("phone.js", "text/javascript"),
        ("strings.js", "text/javascript"),
    ):
        asset = client.get(f"{phone_night.base}/assets/{name}")
        assert asset.status_code == 200
        assert asset.headers["content-type"] == f"{kind}; charset=utf-8"
        assert asset.content == (resources_dir() / "phone" / name).read_bytes()


def test_before_the_clock_starts_the_board_is_hidden(phone_night: PhoneNight, client: httpx.Client) -> None:
    body = state(client, phone_night.urls["P08"])
    assert body["player"] == "P08"
    assert body["night"] == "Sixteen and a champion"
    assert body["stage"] == "ready"
    assert body["game"] == {"round": 1, "table": 1, "game": 1, "label": "round 1, table 1, game 1"}
    assert body["board"] is None
    assert body["clock"] == {"phase": "ready", "remaining_ms": 180_000, "locks_in_ms": None}
    assert (body["can_write"], body["can_strike"], body["words"]) == (False, False, [])
    assert body["readers"] == list(TABLE)
    refused = write(client, phone_night.urls["P08"], "plates")
    assert refused.status_code == 409
    assert "lists open when the clock starts" in refused.json()["error"]


def test_once_the_clock_runs_the_phone_shows_the_board_and_the_time(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    body = state(client, phone_night.urls["P01"])
    assert body["stage"] == "playing"
    assert body["board"] == {"size": 4, "cells": list("PERSLATGSINETERS")}
    clock = body["clock"]
    assert clock["phase"] == "running"
    assert 170_000 < clock["remaining_ms"] < 180_000
    assert clock["locks_in_ms"] == pytest.approx(clock["remaining_ms"], abs=2)  # at 0:00, no grace shown
    assert (body["can_write"], body["can_strike"]) == (True, True)
    assert (body["min_length"], body["checks"]) == (3, True)


def test_a_word_written_is_taken_normalised(phone_night: PhoneNight, client: httpx.Client) -> None:
    phone_night.start_clock()
    response = write(client, phone_night.urls["P01"], "  Plates ")
    assert response.status_code == 201
    body = response.json()
    assert body["word"] == "plates"
    assert body["state"]["words"] == [{"word": "plates", "state": "written", "verdict": None, "points": None}]
    assert words(state(client, phone_night.urls["P01"])) == [("plates", "written")]
    written = phone_night.judge(lambda service: service.views.game(KEY).players[0])
    assert (written.name, written.on_phone, written.unread) == ("P01", True, 1)


@pytest.mark.parametrize(
    ("word", "why"),
    [
        ("laps", "LAPS is not on the board"),
        ("pe", "PE is too short: words have 3 letters or more"),
        ("pl4tes", "is not a word"),
        ("<script>", "is not a word"),
        ("", "is not a word: it is empty"),
    ],
)
def test_a_word_the_player_could_not_write_on_paper_is_refused(
    phone_night: PhoneNight, client: httpx.Client, word: str, why: str
) -> None:
    phone_night.start_clock()
    response = write(client, phone_night.urls["P01"], word)
    assert response.status_code == 422
    assert why in response.json()["error"]
    assert state(client, phone_night.urls["P01"])["words"] == []


def test_a_word_already_on_the_list_is_refused(phone_night: PhoneNight, client: httpx.Client) -> None:
    phone_night.start_clock()
    assert write(client, phone_night.urls["P01"], "plates").status_code == 201
    again = write(client, phone_night.urls["P01"], "PLATES")
    assert again.status_code == 422
    assert again.json() == {"error": "PLATES is already on your list"}


def test_without_checks_the_phone_takes_any_letters(phone_night: PhoneNight, client: httpx.Client) -> None:
    phone_night.judge(lambda service: service.act.update_settings(phone_checks=False))
    phone_night.start_clock()
    assert state(client, phone_night.urls["P01"])["checks"] is False
    assert write(client, phone_night.urls["P01"], "zzz").status_code == 201
    assert write(client, phone_night.urls["P01"], "zz!").status_code == 422  # still letters only


def test_a_word_struck_off_the_list_can_be_written_again(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    url = phone_night.urls["P09"]
    for word in ("tin", "sine"):
        assert write(client, url, word).status_code == 201
    struck = client.delete(f"{url}/words/TIN")
    assert struck.status_code == 200
    assert words(struck.json()["state"]) == [("sine", "written"), ("tin", "struck")]
    missing = client.delete(f"{url}/words/rite")
    assert (missing.status_code, missing.json()) == (422, {"error": "RITE is not on your list"})
    assert write(client, url, "tin").status_code == 201
    assert words(state(client, url)) == [("sine", "written"), ("tin", "written")]


def test_the_buzzer_closes_the_entry_and_a_word_on_its_way_is_taken_for_a_second(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    url = phone_night.urls["P16"]
    assert write(client, url, "pal").status_code == 201
    phone_night.stop_clock()
    stopped = time.monotonic()
    within = write(client, url, "plate")  # on its way when the clock stopped
    assert within.status_code == 201, within.text
    after = within.json()["state"]
    assert (after["stage"], after["can_write"], after["clock"]["phase"]) == ("locked", False, "finished")
    assert after["clock"]["locks_in_ms"] is None
    time.sleep(max(0.0, 1.1 - (time.monotonic() - stopped)))
    late = write(client, url, "slate")
    assert late.status_code == 409
    assert late.json() == {"error": "SLATE was not taken: time is up: the lists are locked"}
    body = state(client, url)
    assert body["stage"] == "locked"
    assert (body["can_write"], body["can_strike"]) == (False, True)
    assert body["clock"]["locks_in_ms"] is None
    assert words(body) == [("pal", "written"), ("plate", "written")]
    assert client.delete(f"{url}/words/pal").status_code == 200  # until the reading reaches P16


def test_the_reading_shows_each_verdict_and_ends_the_strikes_of_the_reader(
    phone_night: PhoneNight, client: httpx.Client, grace: Callable[[float], None]
) -> None:
    grace(0.0)
    phone_night.start_clock()
    first, second = phone_night.urls["P01"], phone_night.urls["P08"]
    for url, word in ((first, "plates"), (first, "alerts"), (second, "plates"), (second, "rets")):
        assert write(client, url, word).status_code == 201
    phone_night.stop_clock()
    read = phone_night.judge(lambda service: service.act.read_next(KEY, "P01"))
    assert read is not None
    reading = state(client, first)
    assert (reading["stage"], reading["reader"], reading["can_strike"]) == ("reading", "P01", False)
    assert reading["words"][0] == {"word": "plates", "state": "read", "verdict": "duplicate", "points": 0}
    assert reading["words"][1] == {"word": "alerts", "state": "written", "verdict": None, "points": None}
    crossed = state(client, second)  # the same word on the next reader's list is crossed at once
    assert crossed["words"][0] == {"word": "plates", "state": "read", "verdict": "duplicate", "points": 0}
    refused = client.delete(f"{first}/words/alerts")
    assert refused.status_code == 409
    assert "your turn to read has begun" in refused.json()["error"]
    assert client.delete(f"{second}/words/rets").status_code == 200  # P08 has not begun reading


def test_after_the_game_the_phone_shows_the_result_and_the_words_nobody_found(
    phone_night: PhoneNight, client: httpx.Client, grace: Callable[[float], None]
) -> None:
    grace(0.0)
    phone_night.start_clock()
    for name, word in (("P01", "alerts"), ("P01", "plates"), ("P08", "plates"), ("P09", "sine")):
        assert write(client, phone_night.urls[name], word).status_code == 201
    phone_night.stop_clock()

    def read_everything(service: Any) -> None:
        for name in TABLE:
            while service.act.read_next(KEY, name) is not None:
                pass
        service.act.close_game(KEY)

    phone_night.judge(read_everything)
    body = state(client, phone_night.urls["P01"])
    assert body["stage"] == "result"
    result = body["result"]
    assert result["total"] == 3  # ALERTS: 6 letters; PLATES crossed with P08
    assert result["table"][0] == {"player": "P01", "total": 3}
    assert {row["player"] for row in result["table"]} == set(TABLE)
    assert result["missed"] is None  # tables 2 to 4 are yet to play this board
    assert [(w["word"], w["verdict"], w["points"]) for w in body["words"]] == [
        ("alerts", "valid", 3),
        ("plates", "duplicate", 0),
    ]
    late = write(client, phone_night.urls["P01"], "rite")
    assert late.status_code == 409


def test_the_words_nobody_found_wait_until_every_table_has_played_the_board(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    assert write(client, phone_night.urls["P01"], "alerts").status_code == 201
    phone_night.stop_clock()

    def close(service: Any, key: GameKey) -> None:
        while service.act.read_next(key, service.views.game(key).read_order[0]) is not None:
            pass
        service.act.close_game(key)

    phone_night.judge(lambda service: close(service, KEY))
    others = [GameKey(1, table, 1) for table in (2, 3, 4)]
    for key in others:  # the shared board at the other tables: playing, then closed one by one
        phone_night.judge(lambda service, key=key: service.act.start_game(key, BOARD))
        phone_night.judge(lambda service, key=key: service.act.set_timer(key, TimerPhase.RUNNING))
    for key in others:
        assert state(client, phone_night.urls["P01"])["result"]["missed"] is None
        phone_night.judge(lambda service, key=key: service.act.set_timer(key, TimerPhase.FINISHED))
        phone_night.judge(lambda service, key=key: service.act.close_game(key))
    missed = state(client, phone_night.urls["P01"])["result"]["missed"]
    assert missed and "alerts" not in missed and all(word.islower() for word in missed)
