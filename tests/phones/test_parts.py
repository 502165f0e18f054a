"""The phone server's parts on their own: the rate buckets, the state's JSON, the listening socket."""

from __future__ import annotations

import socket
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import Verdict
from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.night.games import GameKey
from boggle_throne.phones.limits import Rate, RateLimiter
from boggle_throne.phones.server import PhoneServer, PhoneServerError
from boggle_throne.phones.state_json import state_json
from boggle_throne.services.reading.phone_views import (
    PhoneResult,
    PhoneStage,
    PhoneView,
    PhoneWordState,
    PhoneWordView,
)

NOW = datetime(2026, 11, 21, 21, 0, tzinfo=UTC)


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_lets_a_burst_through_then_refills_at_its_rate() -> None:
    clock = FakeClock()
    limiter = RateLimiter(Rate(per_second=2.0, burst=3), capacity=10, clock=clock)
    assert [limiter.take("a") for _ in range(4)] == [True, True, True, False]
    assert limiter.take("b")  # a bucket per key
    clock.now += 0.5
    assert [limiter.take("a") for _ in range(2)] == [True, False]
    clock.now += 60
    assert [limiter.take("a") for _ in range(4)] == [True, True, True, False]  # never above the burst


def test_the_buckets_kept_are_bounded_forgetting_the_least_recently_used() -> None:
    clock = FakeClock()
    limiter = RateLimiter(Rate(per_second=0.0, burst=1), capacity=2, clock=clock)
    assert limiter.take("a") and limiter.take("b")
    assert not limiter.take("a")  # "a" used again: "b" is now the least recent
    assert limiter.take("c")  # forgets "b"
    assert limiter.take("b")  # a fresh bucket
    assert not limiter.take("c")


def view(**fields: Any) -> PhoneView:
    given: dict[str, Any] = {"stage": PhoneStage.PLAYING, **fields}
    return PhoneView(night="Night", player="Ann", min_length=3, checks=True, **given)


def test_the_state_gives_the_board_as_printed_with_qu_as_one_cell() -> None:
    board = Board.parse("QABC/DEFG/HIJK/LMN#")
    body = state_json(view(board=board), NOW)
    assert body["board"] == {"size": 4, "cells": ["Qu", *"ABCDEFGHIJKLMN", "#"]}


def test_the_clock_is_given_on_the_servers_time_at_the_answer() -> None:
    timer = TimerState(TimerPhase.RUNNING, 180.0, NOW - timedelta(seconds=30.25))
    locks = NOW + timedelta(seconds=159.75)
    body = state_json(view(timer=timer, locks_at=locks), NOW)
    assert body["clock"] == {"phase": "running", "remaining_ms": 149_750, "locks_in_ms": 159_750}
    late = state_json(view(timer=timer, locks_at=locks), NOW + timedelta(minutes=5))
    assert late["clock"] == {"phase": "running", "remaining_ms": 0, "locks_in_ms": 0}
    paused = state_json(view(timer=TimerState(TimerPhase.PAUSED, 42.5, NOW - timedelta(hours=1))), NOW)
    assert paused["clock"] == {"phase": "paused", "remaining_ms": 42_500, "locks_in_ms": None}


def test_the_state_gives_words_verdicts_and_the_result() -> None:
    body = state_json(
        view(
            stage=PhoneStage.RESULT,
            game=GameKey(2, 0, 1),
            words=(PhoneWordView("alerts", PhoneWordState.READ, Verdict.VALID, 3),
                   PhoneWordView("tin", PhoneWordState.STRUCK, None, None)),
            readers=("Ann", "Bob"),
            result=PhoneResult(3, (("Ann", 3), ("Bob", 1)), ("plaster", "stapler")),
            throne="Bob",
        ),
        NOW,
    )  # fmt: skip
    assert body["stage"] == "result"
    assert body["game"] == {"round": 2, "table": 0, "game": 1, "label": "round 2, tie-break game 1"}
    assert body["words"] == [
        {"word": "alerts", "state": "read", "verdict": "valid", "points": 3},
        {"word": "tin", "state": "struck", "verdict": None, "points": None},
    ]
    assert body["result"] == {
        "total": 3,
        "table": [{"player": "Ann", "total": 3}, {"player": "Bob", "total": 1}],
        "missed": ["plaster", "stapler"],
    }
    assert (body["readers"], body["reader"], body["throne"], body["clock"]) == (
        ["Ann", "Bob"],
        None,
        "Bob",
        None,
    )


async def hello(scope: object, receive: object, send: object) -> None:
    assert isinstance(scope, dict) and callable(send)
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/plain")]})
    await send({"type": "http.response.body", "body": b"hello"})


def test_the_server_answers_on_the_port_it_got_and_frees_it_when_stopped() -> None:
    server = PhoneServer(hello, "127.0.0.1", 0).start()
    port = server.port
    assert port != 0 and server.base_url == f"http://127.0.0.1:{port}"
    assert httpx.get(server.base_url, timeout=5).text == "hello"
    server.stop()
    assert not server.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}", timeout=5)
    again = PhoneServer(hello, "127.0.0.1", port).start()  # the port is free again
    try:
        assert httpx.get(again.base_url, timeout=5).text == "hello"
    finally:
        again.stop()


def test_a_port_already_taken_is_a_clear_error() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(
            PhoneServerError, match=f"cannot listen on 127.0.0.1:{port}: port {port} is taken"
        ):
            PhoneServer(hello, "127.0.0.1", port).start()


@pytest.mark.parametrize(
    ("host", "port"), [("192.0.2.1", 8080), ("no-such-host.invalid", 8080), ("127.0.0.1", 70000)]
)
def test_an_address_this_laptop_cannot_listen_on_is_a_clear_error(host: str, port: int) -> None:
    with pytest.raises(PhoneServerError, match=f"cannot listen on {host}:{port}: "):
        PhoneServer(hello, host, port).start()
