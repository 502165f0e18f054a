"""A phone can do exactly one player's part: every refusal of the phone server (docs/phones.md)."""

from __future__ import annotations

import http.client
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from boggle_throne.phones.app import phone_app
from boggle_throne.phones.limits import Limits, Rate
from boggle_throne.phones.server import PhoneServer
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones
from tests.phones.phone_night import KEY, PhoneNight, seated_night

REFUSED = "this is not an invitation of this night"
HEADERS = {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}
"""What every answer carries (docs/phones.md)."""
SLOW = Rate(0.001, 3)
"""Three requests, then (for the length of a test) no more."""


def assert_refused(response: httpx.Response, status: int, message: str | None = None) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    if message is not None:
        assert response.json() == {"error": message}


def assert_secured(response: httpx.Response) -> None:
    assert {name: response.headers.get(name) for name in HEADERS} == HEADERS


def with_player(token: str, player: int) -> str:
    return f"{player}-{token.split('-', 1)[1]}"


# ----- tokens --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "forge",
    [
        pytest.param(lambda token: token[:-4] + "AAAA", id="forged signature"),
        pytest.param(lambda token: with_player(token, 8), id="another player, same signature"),
        pytest.param(lambda token: token.replace("-1-", "-2-", 1), id="a later invitation number"),
        pytest.param(lambda token: token.lower(), id="altered case"),
        pytest.param(lambda token: token + "A", id="one more character"),
        pytest.param(lambda token: "1" * 41, id="too long"),
        pytest.param(lambda token: "%3Cscript%3E", id="markup"),
    ],
)
def test_a_forged_or_altered_token_is_refused_everywhere(
    phone_night: PhoneNight, client: httpx.Client, forge: Callable[[str], str]
) -> None:
    phone_night.start_clock()
    url = f"{phone_night.base}/p/{forge(phone_night.token('P01'))}"
    assert_refused(client.get(f"{url}/state"), 403, REFUSED)
    assert_refused(client.post(f"{url}/words", json={"word": "plates"}), 403, REFUSED)
    assert_refused(client.delete(f"{url}/words/plates"), 403, REFUSED)
    page = client.get(url)
    assert page.status_code == 403
    assert page.headers["content-type"] == "text/html; charset=utf-8"
    assert REFUSED in page.text and "<script>" not in page.text
    assert_secured(page)
    assert phone_night.judge(lambda service: service.views.game(KEY).players[0].words) == ()


def test_a_token_of_another_night_is_refused(
    phone_night: PhoneNight, client: httpx.Client, tmp_path: Path
) -> None:
    other = seated_night(tmp_path / "other.throne")
    try:
        assert other.files.identity != phone_night.judge(lambda service: service.files.identity)
        stranger = Phones(other).url(phone_night.base, other.views.player_id("P01"))
    finally:
        other.close()
    assert stranger != phone_night.urls["P01"]
    assert_refused(client.get(f"{stranger}/state"), 403, REFUSED)


def test_a_revoked_invitation_is_refused_and_its_new_one_opens(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    old = phone_night.urls["P09"]
    phone_night.judge(lambda service: service.request({"do": "reissue_invitation", "player": "P09"}))
    replaced = "this invitation was replaced by a new one: ask the judge for yours"
    assert_refused(client.get(f"{old}/state"), 403, replaced)
    assert client.get(old).status_code == 403
    new = phone_night.judge(
        lambda service: phone_night.phones.url(phone_night.base, service.views.player_id("P09"))
    )
    assert new != old
    assert client.get(f"{new}/state").json()["player"] == "P09"


def test_a_token_writes_only_its_own_players_list(phone_night: PhoneNight, client: httpx.Client) -> None:
    phone_night.start_clock()
    mine, theirs = phone_night.urls["P01"], phone_night.urls["P08"]
    for body in ({"word": "plates", "player": "P08"}, {"word": "plates", "player": 8}, {"player": "P08"}):
        assert_refused(client.post(f"{mine}/words", json=body), 400)
    assert client.post(f"{mine}/words?player=8", json={"word": "alerts"}).status_code == 201
    assert client.get(f"{mine}/state?player=8").json()["player"] == "P01"
    assert client.get(f"{theirs}/state").json()["words"] == []


def test_no_other_players_words_show_before_they_are_read(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    assert client.post(f"{phone_night.urls['P08']}/words", json={"word": "stern"}).status_code == 201
    for name in ("P01", "P09", "P16"):
        answer = client.get(f"{phone_night.urls[name]}/state")
        assert "stern" not in answer.text.lower()
    phone_night.stop_clock()
    assert "stern" not in client.get(f"{phone_night.urls['P01']}/state").text.lower()


# ----- bodies --------------------------------------------------------------------------------------


def test_a_body_over_a_kilobyte_is_refused(phone_night: PhoneNight, client: httpx.Client) -> None:
    url = f"{phone_night.urls['P01']}/words"
    big = b'{"word": "' + b"a" * 1100 + b'"}'
    headers = {"content-type": "application/json"}
    assert_refused(client.post(url, content=big, headers=headers), 413)

    def chunks() -> Iterator[bytes]:  # no Content-Length: the bytes read are counted
        yield from (big[i : i + 100] for i in range(0, len(big), 100))

    assert_refused(client.post(url, content=chunks(), headers=headers), 413)


@pytest.mark.parametrize(
    ("content", "content_type"),
    [
        (b'{"word": "plates"}', "text/plain"),
        (b"word=plates", "application/x-www-form-urlencoded"),
        (b'{"word": "plates"}', None),
    ],
)
def test_a_body_that_is_not_json_is_refused(
    phone_night: PhoneNight, client: httpx.Client, content: bytes, content_type: str | None
) -> None:
    phone_night.start_clock()
    headers = {"content-type": content_type} if content_type else {}
    response = client.post(f"{phone_night.urls['P01']}/words", content=content, headers=headers)
    assert_refused(response, 415, "the request must be JSON")


@pytest.mark.parametrize(
    "content",
    [
        b'{"word": ',
        b"[]",
        b'"plates"',
        b"{}",
        b'{"word": 5}',
        b'{"word": ["plates"]}',
        b"\xff\xfe",
        b"[" * 600,
    ],
)
def test_a_malformed_body_is_refused(phone_night: PhoneNight, client: httpx.Client, content: bytes) -> None:
    phone_night.start_clock()
    response = client.post(
        f"{phone_night.urls['P01']}/words", content=content, headers={"content-type": "application/json"}
    )
    assert_refused(response, 400)


def test_a_word_too_long_is_refused_before_the_night_sees_it(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    phone_night.start_clock()
    url = phone_night.urls["P01"]
    assert_refused(client.post(f"{url}/words", json={"word": "a" * 73}), 422, "a word has at most 72 letters")
    assert_refused(client.delete(f"{url}/words/{'a' * 73}"), 422, "a word has at most 72 letters")


# ----- rates ---------------------------------------------------------------------------------------


def test_writing_faster_than_a_few_words_a_second_is_refused(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    url = f"{phone_night.urls['P01']}/words"
    answers = [client.post(url, json={"word": "plates"}).status_code for _ in range(30)]
    assert 429 in answers
    assert answers.index(429) >= 10  # the burst
    assert client.get(f"{phone_night.urls['P08']}/state").status_code == 200  # another token's own rate


def test_each_kind_of_request_has_its_own_rate(
    serve_night: Callable[..., PhoneNight], client: httpx.Client
) -> None:
    night = serve_night(Limits(writes=SLOW, reads=SLOW))
    url = night.urls["P01"]
    assert [client.get(f"{url}/state").status_code for _ in range(4)] == [200, 200, 200, 429]
    assert client.get(url).status_code == 429
    writes = [client.post(f"{url}/words", json={"word": "pal"}).status_code for _ in range(4)]
    assert writes == [409, 409, 409, 429]  # the clock has not started: refused, yet counted
    assert_refused(client.delete(f"{url}/words/pal"), 429, "slow down: a word a second at most")


def test_guessing_invitations_is_slowed_per_address(
    serve_night: Callable[..., PhoneNight], client: httpx.Client
) -> None:
    night = serve_night(Limits(refusals=SLOW))
    good = night.urls["P01"]
    assert client.get(f"{good}/state").status_code == 200
    guesses = [client.get(f"{night.base}/p/1-1-AAAAAAAAAAA{letter}/state").status_code for letter in "ABCD"]
    assert guesses == [403, 403, 403, 429]
    # a phone behind the same address (a bar's NAT) is still answered: only guesses are slowed
    assert client.get(f"{good}/state").status_code == 200
    assert client.get(good).status_code == 200
    assert client.post(f"{good}/words", json={"word": "pal"}).status_code == 409  # answered: not begun


def test_a_night_that_does_not_answer_in_time_is_a_503(tmp_path: Path, client: httpx.Client) -> None:
    service = seated_night(tmp_path / "asleep.throne")
    desk = PhoneDesk()  # nobody runs it
    phones = Phones(service)
    server = PhoneServer(phone_app(phones, desk, limits=Limits(answer_within=0.2)), "127.0.0.1", 0).start()
    try:
        url = phones.url(server.base_url, service.views.player_id("P01"))
        assert_refused(client.post(f"{url}/words", json={"word": "plates"}), 503)
        too_long = f"{server.base_url}/p/{'1' * 41}/state"  # refused before it reaches the night
        assert_refused(client.get(too_long), 403, REFUSED)
    finally:
        server.stop()
    try:
        assert desk.run_pending() == 1  # the job given up on is dropped, not run late
        player = service.views.game(KEY).players[0]
        assert (player.name, player.on_phone, player.unread) == ("P01", False, 0)
    finally:
        service.close()


# ----- what is served ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        *("/", "/admin", "/p", "/p/", "/static/phone.js", "/resources/phone/phone.js"),
        *("/assets/", "/assets/index.html", "/assets/phone.css.map", "/assets/../p/{token}"),
        *("/p/{token}/", "/p/{token}/words/", "/p/{token}/state/x", "/p/{token}/../state"),
        "/p/../assets/phone.js",
    ],
)
def test_nothing_but_the_page_and_its_api_is_served(phone_night: PhoneNight, path: str) -> None:
    """Paths sent as they are (no dot segment removed by the client)."""
    where = urlsplit(phone_night.base)
    connection = http.client.HTTPConnection(where.hostname or "", where.port, timeout=10)
    try:
        connection.request("GET", path.format(token=phone_night.token("P01")))
        response = connection.getresponse()
        body = response.read()
    finally:
        connection.close()
    assert response.status == 404
    assert response.getheader("content-type") == "application/json"
    assert body == b'{"error":"there is nothing here"}'
    assert {name: response.getheader(name) for name in HEADERS} == HEADERS


def test_a_method_the_api_does_not_take_is_refused(phone_night: PhoneNight, client: httpx.Client) -> None:
    url = phone_night.urls["P01"]
    for response in (client.put(f"{url}/words", json={"word": "pal"}), client.post(f"{url}/state"),
                     client.delete(f"{url}/words"), client.post(url)):  # fmt: skip
        assert_refused(response, 405, "method not allowed")
        assert_secured(response)


def test_every_answer_carries_the_security_headers(phone_night: PhoneNight, client: httpx.Client) -> None:
    phone_night.start_clock()
    url = phone_night.urls["P01"]
    answers = [
        client.get(url),
        client.get(f"{phone_night.base}/assets/phone.js"),
        client.get(f"{url}/state"),
        client.post(f"{url}/words", json={"word": "plates"}),
        client.post(f"{url}/words", json={"word": "<script>alert(1)</script>"}),
        client.delete(f"{url}/words/plates"),
        client.get(f"{phone_night.base}/admin"),
    ]
    assert [answer.status_code for answer in answers] == [200, 200, 200, 201, 422, 200, 404]
    for answer in answers:
        assert_secured(answer)
