"""The room's public page over a real server: what it shows, what it keeps back (never a word before it
is read, never the board of a game still played, nothing read on a board another table still plays or
is yet to play), no write anywhere under /room, its rate, its cache, and its switch."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.phones.limits import Limits, Rate
from boggle_throne.phones.room import Room
from boggle_throne.services.acting.open_night import OpenNight
from tests.phones.phone_night import KEY, PhoneNight
from tests.services.night_builder import BOARD

SECRET_WORD = "alerts"
"""Written on P01's phone, never read out."""


def room(night: PhoneNight) -> Room:
    found = night.server._app.state.room  # type: ignore[attr-defined]
    assert isinstance(found, Room)
    return found


def state(client: httpx.Client, night: PhoneNight) -> dict[str, Any]:
    time.sleep(0.6)  # past the cache's freshness: the state follows the night
    answer = client.get(f"{night.base}/room/state")
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "application/json"
    body: dict[str, Any] = answer.json()
    return body


def table_one(body: dict[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = body["tables"][0]
    assert table["table"] == "Table 1"
    return table


def read_at_table_one(service: OpenNight) -> None:
    service.act.set_timer(KEY, TimerPhase.FINISHED)
    service.act.record_word(KEY, "P01", "plates")
    service.act.record_word(KEY, "P08", "nest")


def play_the_other_tables(service: OpenNight) -> None:
    for table in service.views.round(1).tables[1:]:
        key = GameKey(1, table.number, 1)
        service.act.start_game(key, BOARD)
        service.act.set_timer(key, TimerPhase.RUNNING)
        service.act.set_timer(key, TimerPhase.FINISHED)
        service.act.close_game(key)


def test_the_page_and_its_state_need_no_token(phone_night: PhoneNight, client: httpx.Client) -> None:
    page = client.get(f"{phone_night.base}/room")
    assert page.status_code == 200
    assert "/room/assets/room.js" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert client.get(f"{phone_night.base}/room/assets/room.css").status_code == 200
    assert client.get(f"{phone_night.base}/room/assets/phone.js").status_code == 404
    body = state(client, phone_night)
    assert (body["night"], body["round"]) == ("Sixteen and a champion", "Round 1")
    assert len(body["tables"]) == 4
    names = [row["name"] for row in table_one(body)["standings"]]
    assert sorted(names) == ["P01", "P08", "P09", "P16"]


@pytest.mark.parametrize("path", ["/room", "/room/state", "/room/assets/room.js"])
@pytest.mark.parametrize("method", ["POST", "PUT", "PATCH", "DELETE"])
def test_nothing_under_room_takes_a_write(
    phone_night: PhoneNight, client: httpx.Client, method: str, path: str
) -> None:
    before = phone_night.judge(lambda service: len(service.views.log()))
    answer = client.request(method, f"{phone_night.base}{path}", json={"word": "plates"})
    assert answer.status_code == 405
    assert client.post(f"{phone_night.base}/room/words", json={"word": "x"}).status_code == 404
    assert phone_night.judge(lambda service: len(service.views.log())) == before


def test_a_word_written_on_a_phone_never_shows_and_no_board_while_played(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    assert client.post(f"{phone_night.urls['P01']}/words", json={"word": SECRET_WORD}).status_code == 201
    game = table_one(state(client, phone_night))["game"]
    assert (game["stage"], game["board"], game["read"]) == ("playing", None, 0)
    raw = client.get(f"{phone_night.base}/room/state").text
    assert SECRET_WORD.upper() not in raw.upper()
    assert BOARD not in raw and "PERS" not in raw


def test_nothing_read_shows_while_another_table_is_yet_to_play_the_board(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    phone_night.judge(read_at_table_one)
    raw = client.get(f"{phone_night.base}/room/state").text
    body = state(client, phone_night)
    game = table_one(body)["game"]
    assert (game["stage"], game["read"], game["held_back"], game["board"]) == ("reading", 2, True, None)
    assert all(player["words"] == [] and player["total"] is None for player in game["players"])
    for text in (raw, client.get(f"{phone_night.base}/room/state").text):
        assert "PLATES" not in text and "NEST" not in text and "PERS" not in text

    phone_night.judge(lambda service: service.act.close_game(KEY))
    closed = table_one(state(client, phone_night))["game"]
    assert (closed["held_back"], closed["board"], closed["missed"]) == (True, None, [])


def test_once_no_table_plays_the_board_its_words_board_and_missed_words_show(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    phone_night.judge(read_at_table_one)
    phone_night.judge(play_the_other_tables)
    reading = table_one(state(client, phone_night))["game"]
    assert (reading["stage"], reading["held_back"], reading["board"]) == ("reading", False, BOARD)
    words = {player["name"]: [w["word"] for w in player["words"]] for player in reading["players"]}
    assert (words["P01"], words["P08"]) == (["PLATES"], ["NEST"])
    assert reading["missed"] == []  # not before the game closes
    phone_night.judge(lambda service: service.act.close_game(KEY))
    closed = table_one(state(client, phone_night))["game"]
    assert closed["stage"] == "closed"
    assert len(closed["missed"]) == 5 and "PLATES" not in closed["missed"]
    assert SECRET_WORD not in str(closed)


def test_spectators_are_answered_from_the_cache(phone_night: PhoneNight, client: httpx.Client) -> None:
    the_room = room(phone_night)
    state(client, phone_night)
    built = the_room.builds
    for _ in range(100):
        assert client.get(f"{phone_night.base}/room/state").status_code == 200
    assert the_room.builds == built  # the night has not changed: nothing built
    phone_night.start_clock()
    for _ in range(20):
        client.get(f"{phone_night.base}/room/state")
    assert the_room.builds <= built + 1
    assert table_one(state(client, phone_night))["game"]["stage"] == "playing"
    assert the_room.builds <= built + 2


def test_spectators_are_rated_per_address(serve_night: Any, client: httpx.Client) -> None:
    night = serve_night(Limits(room=Rate(0.01, 3)))
    codes = [client.get(f"{night.base}/room/state").status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]


def test_the_page_can_be_switched_off(phone_night: PhoneNight, client: httpx.Client) -> None:
    room(phone_night).enabled = False
    assert client.get(f"{phone_night.base}/room").status_code == 404
    assert client.get(f"{phone_night.base}/room/state").json() == {"error": "the room's page is off tonight"}
    room(phone_night).enabled = True
    assert client.get(f"{phone_night.base}/room").status_code == 200


def test_the_last_table_to_play_a_board_keeps_it_until_its_clock_finishes(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.judge(play_the_other_tables)
    phone_night.start_clock()
    playing = table_one(state(client, phone_night))["game"]
    assert (playing["stage"], playing["held_back"], playing["board"]) == ("playing", False, None)
    assert "PERS" not in client.get(f"{phone_night.base}/room/state").text
    phone_night.stop_clock()
    assert table_one(state(client, phone_night))["game"]["board"] == BOARD
