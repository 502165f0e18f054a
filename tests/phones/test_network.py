"""The phone server on a hostile or crowded network: connections that send nothing (or half a
request) are closed, one address holds only so many, refusals are logged as a rate and not a line
each, X-Forwarded-For is believed only from the organiser's proxy, answers leave at once
(TCP_NODELAY) and even uvicorn's own refusals carry the security headers."""

from __future__ import annotations

import logging
import os
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from boggle_throne.phones.app import phone_app
from boggle_throne.phones.connections import OUT_OF_FILES, ConnectionGuard, RefusalLog
from boggle_throne.phones.limits import Limits, Rate
from boggle_throne.phones.server import PhoneServer
from tests.phones.phone_night import PhoneNight, ServedNight, seated_night
from tests.phones.test_security import HEADERS

SLOW = Rate(0.001, 3)


def _closed_within(connection: socket.socket, seconds: float) -> bool:
    """Whether the server closes `connection` within `seconds` (it reads the end of the stream)."""
    connection.settimeout(seconds)
    try:
        while connection.recv(4096):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return True


@contextmanager
def _connected(night: PhoneNight, source: str = "127.0.0.1") -> Iterator[socket.socket]:
    connection = socket.create_connection((night.server.host, night.server.port), source_address=(source, 0))
    try:
        yield connection
    finally:
        connection.close()


def test_the_usual_limits_close_a_silent_connection_within_ten_seconds() -> None:
    assert Limits().request_within <= 10.0


@pytest.mark.parametrize(
    "sent",
    [
        "",
        "GET {path}/state HTTP/1.1\r\nHost: x",
        "POST {path}/words HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        "Content-Length: 20\r\n\r\n{{",
    ],
    ids=["nothing", "half the head", "half the body"],
)
def test_a_connection_that_sends_no_whole_request_is_closed(
    serve_night: Callable[..., PhoneNight], sent: str
) -> None:
    night = serve_night(Limits(request_within=0.5))
    path = "/p/" + night.token("P01")
    with _connected(night) as connection:
        connection.sendall(sent.format(path=path).encode())
        started = time.monotonic()
        assert _closed_within(connection, 5.0)
        assert time.monotonic() - started >= 0.3  # closed for its silence, not at once


def test_a_kept_alive_connection_that_goes_silent_is_closed_after_its_answer(
    serve_night: Callable[..., PhoneNight],
) -> None:
    night = serve_night(Limits(request_within=0.5))
    with _connected(night) as connection:
        connection.sendall(b"GET /assets/phone.css HTTP/1.1\r\nHost: x\r\n\r\n")
        assert connection.recv(100).startswith(b"HTTP/1.1 200")
        connection.sendall(b"GET /assets/phone.css HTTP/1.1\r\n")  # and then nothing more
        assert _closed_within(connection, 5.0)


def test_one_address_holds_only_so_many_connections_and_the_others_are_answered(
    serve_night: Callable[..., PhoneNight], client: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    night = serve_night(Limits(connections_per_address=4))
    held: list[socket.socket] = []
    try:
        held += [
            socket.create_connection((night.server.host, night.server.port), source_address=("127.0.0.3", 0))
            for _ in range(40)
        ]
        refused = sum(_closed_within(connection, 2.0) for connection in held[4:])
        assert refused == 36
        assert not any(_closed_within(connection, 0.1) for connection in held[:4])
        with caplog.at_level(logging.WARNING):
            assert client.get(f"{night.urls['P01']}/state").status_code == 200  # 127.0.0.1: another address
        assert night.server.guard is not None and night.server.guard.refusals.total == 36
        assert not [record for record in caplog.records if record.exc_info]  # no traceback, nor a line each
    finally:
        for connection in held:
            connection.close()


def test_refusals_are_logged_as_a_rate_never_a_line_each(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    log = RefusalLog(every=60.0, clock=lambda: now[0])
    with caplog.at_level(logging.WARNING, logger="boggle_throne.phones.connections"):
        for tick in range(3000):  # 50 a second for a minute
            now[0] = tick / 50
            log.count("over one address's limit of connections")
        now[0] = 61.0
        log.count("refused for want of open files")
    lines = [record.getMessage() for record in caplog.records]
    assert lines == [
        "the phone server refused 3001 connections in 61 s: "
        "3000 over one address's limit of connections, 1 refused for want of open files"
    ]


def test_an_accept_out_of_open_files_is_counted_not_logged_with_its_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    guard = ConnectionGuard(8, 64, 10.0)
    loop = __import__("asyncio").new_event_loop()
    try:
        with caplog.at_level(logging.DEBUG):
            for _ in range(500):
                error = OSError(24, "Too many open files")
                guard.exception_handler(loop, {"message": OUT_OF_FILES, "exception": error})
    finally:
        loop.close()
    assert guard.refusals.total == 500
    assert not [record for record in caplog.records if record.exc_info]


def test_the_connections_fit_the_open_files_limit() -> None:
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    guard = ConnectionGuard(128, 1_000_000, 10.0)
    assert guard.total <= max(16, soft - 256)


def test_x_forwarded_for_is_ignored_unless_a_proxy_is_named(
    serve_night: Callable[..., PhoneNight], client: httpx.Client
) -> None:
    night = serve_night(Limits(refusals=SLOW))
    guesses = [
        client.get(
            f"{night.base}/p/1-1-AAAAAAAAAAA{letter}/state", headers={"X-Forwarded-For": f"10.0.0.{n}"}
        ).status_code
        for n, letter in enumerate("ABCD")
    ]
    assert guesses == [403, 403, 403, 429]  # one address, whatever each request claims


def test_guesses_from_every_address_together_are_slowed(
    serve_night: Callable[..., PhoneNight], client: httpx.Client
) -> None:
    night = serve_night(Limits(all_refusals=SLOW))
    statuses = []
    for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"):
        with httpx.Client(transport=httpx.HTTPTransport(local_address=source)) as elsewhere:
            statuses.append(elsewhere.get(f"{night.base}/p/1-1-AAAAAAAAAAAA/state").status_code)
    assert statuses == [403, 403, 403, 429]
    assert client.get(f"{night.urls['P01']}/state").status_code == 200


def _server_side(client_end: socket.socket) -> socket.socket:
    """The server's end of `client_end`'s connection, found among this process's descriptors (the
    server runs on a thread of the test's own process)."""
    wanted = client_end.getsockname()
    for name in os.listdir("/proc/self/fd"):
        try:
            candidate = socket.socket(fileno=os.dup(int(name)))
        except OSError:
            continue
        try:
            if candidate.type == socket.SOCK_STREAM and candidate.getpeername() == wanted:
                return candidate
        except OSError:
            pass
        candidate.close()
    raise AssertionError("the server's end of the connection was not found")


def test_every_accepted_connection_sends_at_once(serve_night: Callable[..., PhoneNight]) -> None:
    night = serve_night()
    with _connected(night) as connection:
        connection.sendall(b"GET /assets/phone.css HTTP/1.1\r\nHost: x\r\n\r\n")
        assert connection.recv(100).startswith(b"HTTP/1.1 200")
        server_end = _server_side(connection)
        try:
            assert server_end.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) == 1
        finally:
            server_end.close()


@pytest.mark.parametrize(
    "request_bytes",
    [b"NOT HTTP AT ALL\r\n\r\n", b"GET /assets/phone.css HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"],
    ids=["garbage", "a broken header"],
)
def test_uvicorns_own_refusals_carry_the_security_headers(
    serve_night: Callable[..., PhoneNight], request_bytes: bytes
) -> None:
    night = serve_night()
    with _connected(night) as connection:
        connection.sendall(request_bytes)
        answer = b""
        while chunk := connection.recv(4096):
            answer += chunk
    assert night.server.guard is not None and night.server.guard.refusals.total == 1  # counted, not logged
    head = answer.split(b"\r\n\r\n", 1)[0].decode().split("\r\n")
    assert head[0].startswith("HTTP/1.1 400")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in head[1:])}
    assert {name: headers.get(name) for name in HEADERS} == HEADERS
    assert "server" not in headers


def test_every_answer_carries_the_security_headers_once(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    for response in (
        client.get(f"{phone_night.urls['P01']}/state"),
        client.get(f"{phone_night.base}/nothing"),
    ):
        for name in HEADERS:
            assert len(response.headers.get_list(name)) == 1, name


def test_x_forwarded_for_names_the_phone_behind_the_organisers_proxy(
    tmp_path: Path, client: httpx.Client
) -> None:
    limits = Limits(refusals=SLOW)
    with ServedNight(lambda: seated_night(tmp_path / "proxied.throne"), limits) as night:
        night.server.stop()
        app = phone_app(night.phones, night.desk, limits=limits)
        night.server = PhoneServer(app, "127.0.0.1", 0, limits, proxy="127.0.0.1").start()
        base = night.server.base_url
        guesses = [
            client.get(
                f"{base}/p/1-1-AAAAAAAAAAA{letter}/state", headers={"X-Forwarded-For": f"10.0.0.{n}"}
            ).status_code
            for n, letter in enumerate("ABCD")
        ]
    assert guesses == [403, 403, 403, 403]  # four phones behind the proxy, one guess each
