"""Each phone and each spectator is answered in the language their browser asks for (Accept-Language):
the page with its strings and `lang`, the server's refusals and the night's, two phones at once in
two languages without hearing each other's; the station's own language is left alone; a forged
header is harmless."""

from __future__ import annotations

import json
import re
import threading
from typing import Any

import httpx
import pytest
from babel.messages.extract import extract_from_file

from boggle_throne import i18n
from boggle_throne.engine.resources import resources_dir
from boggle_throne.phones.page import PageMessage, PhonePage, script_messages
from boggle_throne.phones.room import RoomFiles
from tests.phones.phone_night import PhoneNight
from tests.phones.test_room import room

DUTCH = {"Accept-Language": "nl-NL,nl;q=0.9,en;q=0.8"}
ENGLISH = {"Accept-Language": "en-GB,en;q=0.9"}
NOT_STARTED = "the game has not begun: the lists open when the clock starts"
"""The night's refusal of a word written before the clock starts (said on the night's thread)."""


def said_in(code: str, message: str, **values: Any) -> str:
    """`message` as the catalogue says it in `code`, filled in."""
    with i18n.speaking(code):
        return i18n._(message).format(**values)


def page_language(html: str) -> tuple[str, dict[str, Any]]:
    """The `lang` of a served page and the strings the server wrote into it."""
    lang = re.search(r'<html lang="([^"]*)">', html)
    strings = re.search(r'<script id="strings" type="application/json">(.*?)</script>', html, re.DOTALL)
    assert lang is not None and strings is not None, html[:300]
    found: dict[str, Any] = json.loads(strings.group(1))
    return lang.group(1), found


def test_the_catalogue_speaks_dutch_to_phones() -> None:
    """The tests below need the Dutch catalogue to hold the phones' messages and the night's."""
    for message in ("Add", "this is not an invitation of this night", NOT_STARTED):
        assert said_in("nl", message) != message, f"the Dutch catalogue does not translate {message!r}"


def test_a_dutch_phone_gets_the_dutch_page_and_an_english_one_the_english(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    url = phone_night.urls["P01"]
    dutch, english = client.get(url, headers=DUTCH), client.get(url, headers=ENGLISH)
    assert dutch.status_code == english.status_code == 200
    lang, strings = page_language(dutch.text)
    assert (lang, strings["language"]) == ("nl", "nl")
    assert strings["messages"]["Add"] == said_in("nl", "Add")
    forms = _dutch_forms("{n} reader before you.", "{n} readers before you.")
    assert (
        strings["messages"]["{n} reader before you."]
        == forms
        != ["{n} reader before you.", "{n} readers before you."]
    )
    assert said_in("nl", PhonePage.NOSCRIPT) in dutch.text and PhonePage.NOSCRIPT not in dutch.text
    assert page_language(english.text) == ("en", {"language": "en", "messages": {}})
    assert PhonePage.NOSCRIPT in english.text
    assert client.get(url).text == english.text  # no header: English
    assert dutch.headers["content-security-policy"] == english.headers["content-security-policy"]
    assert "script-src 'self';" in dutch.headers["content-security-policy"]  # no inline script allowed…
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", dutch.text) == [
        '<script id="strings" type="application/json">'  # …and none there: the strings are data
    ]


def _dutch_forms(singular: str, plural: str) -> list[str]:
    with i18n.speaking("nl"):
        return [i18n.ngettext(singular, plural, n) for n in (1, 2)]


@pytest.mark.parametrize("script", ["phone/phone.js", "phone/strings.js", "room/room.js"])
def test_the_server_reads_a_scripts_messages_as_the_catalogue_extracts_them(script: str) -> None:
    """The page gets the translations of the very messages Babel puts in the catalogue."""
    path = resources_dir() / script
    keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
    extracted = [found[1] for found in extract_from_file("javascript", str(path), keywords=keywords)]
    babel = [PageMessage(m) if isinstance(m, str) else PageMessage(*m) for m in dict.fromkeys(extracted)]
    assert list(script_messages(path.read_text(encoding="utf-8"))) == babel
    assert script_messages('// _("a comment")\nx = _("Add"); y = ngettext("{n} a", "{n} as", n);') == (
        PageMessage("Add"),
        PageMessage("{n} a", "{n} as"),
    )


def test_every_message_of_the_pages_is_in_the_dutch_catalogue() -> None:
    messages = PhonePage.load().messages + RoomFiles.load().messages
    assert len(messages) > 60
    with i18n.speaking("nl"):
        untranslated = [
            message.singular
            for message in messages
            if (
                i18n._(message.singular)
                if message.plural is None
                else i18n.ngettext(message.singular, message.plural, 1)
            )
            == message.singular
        ]
    assert untranslated == []


def test_refusals_come_in_the_phones_language(phone_night: PhoneNight, client: httpx.Client) -> None:
    url = phone_night.urls["P08"]
    for headers, code in ((DUTCH, "nl"), (ENGLISH, "en")):
        early = client.post(f"{url}/words", json={"word": "plates"}, headers=headers)
        assert early.status_code == 409
        reason = said_in(code, NOT_STARTED)
        assert early.json()["error"] == said_in(
            code, "{word} was not taken: {reason}", word="PLATES", reason=reason
        )
        not_json = client.post(f"{url}/words", content=b"plates", headers=headers)
        assert not_json.json()["error"] == said_in(code, "the request must be JSON")
        guess = client.get(f"{phone_night.base}/p/P08-1-AAAAAAAAAAAAAAAA/state", headers=headers)
        assert guess.json()["error"] == said_in(code, "this is not an invitation of this night")
        page = client.get(f"{phone_night.base}/p/P08-1-AAAAAAAAAAAAAAAA", headers=headers)
        assert f'<html lang="{code}">' in page.text
        assert said_in(code, "This invitation does not open") in page.text
        assert client.get(f"{phone_night.base}/nowhere", headers=headers).json()["error"] == said_in(
            code, "there is nothing here"
        )
    state = client.get(f"{url}/state", headers=DUTCH).json()
    assert state["game"]["label"] == said_in(
        "nl", "round {round}, table {table}, game {game}", round=1, table=1, game=1
    )


def test_two_phones_at_once_in_two_languages_do_not_hear_each_others(
    phone_night: PhoneNight, client: httpx.Client
) -> None:
    """Each asks over and over, both at once: every answer is in its own phone's language, the night's
    refusals (said on the night's thread) as well as the server's, and the station keeps English."""
    heard: dict[str, list[tuple[str, str, str]]] = {"nl": [], "en": []}
    start = threading.Barrier(2)

    def phone(name: str, code: str, headers: dict[str, str]) -> None:
        url = phone_night.urls[name]
        with httpx.Client(timeout=10.0, headers=headers) as own:
            start.wait()
            for _round in range(8):
                lang, _strings = page_language(own.get(url).text)
                night = own.post(f"{url}/words", json={"word": "plates"}).json()["error"]
                server = own.post(f"{url}/words", content=b"{").json()["error"]
                heard[code].append((lang, night, server))

    threads = [
        threading.Thread(target=phone, args=("P01", "nl", DUTCH)),
        threading.Thread(target=phone, args=("P08", "en", ENGLISH)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    for code in ("nl", "en"):
        reason = said_in(code, NOT_STARTED)
        expected = (
            code,
            said_in(code, "{word} was not taken: {reason}", word="PLATES", reason=reason),
            said_in(code, "the request must be JSON"),
        )
        assert heard[code] == [expected] * 8, code
    assert i18n.language() == "en"
    assert phone_night.judge(lambda _service: i18n.language()) == "en"  # the night's thread too


FORGED = [
    ("nl;q=0.1," * 1500, "nl"),  # 13 kB, read no further than its start…
    ("xx," * 100 + "nl", "en"),  # …which is why this Dutch comes too late
    ("x" * 12_000, "en"),
    ("nl;q=nan, en;q=0.5", "en"),
    ("nl;q=1e999", "nl"),
    ("en;q=-1, nl;q=abc", "en"),
    (";;;,,,;q=,=;", "en"),
    ("*", "en"),
    ("nl-" + "Z" * 300, "nl"),
    ("zz-ZZ, ñl, \u00ff\u00fe", "en"),
    ("en;q=0.2, nl-BE;q=0.8", "nl"),
]


@pytest.mark.parametrize(("header", "code"), FORGED, ids=range(len(FORGED)))
def test_a_forged_accept_language_is_harmless(
    phone_night: PhoneNight, client: httpx.Client, header: str, code: str
) -> None:
    headers = {"Accept-Language": header.encode("latin-1")}  # bytes: sent as they are
    url = phone_night.urls["P09"]
    page = client.get(url, headers=headers)
    assert page.status_code == 200
    assert page_language(page.text)[0] == code
    refused = client.post(f"{url}/words", json={"word": "plates"}, headers=headers)
    assert refused.status_code == 409
    state = client.get(f"{phone_night.base}/room/state", headers=headers)
    assert state.status_code == 200
    assert set(room(phone_night)._built) <= set(i18n.LANGUAGE_NAMES)  # one state kept per language spoken
    assert i18n.language() == "en"


def test_a_spectator_reads_the_room_in_their_language(phone_night: PhoneNight, client: httpx.Client) -> None:
    address = f"{phone_night.base}/room"
    page = client.get(address, headers=DUTCH)
    lang, strings = page_language(page.text)
    assert (lang, strings["messages"]["The Throne awaits"]) == ("nl", said_in("nl", "The Throne awaits"))
    assert said_in("nl", RoomFiles.NOSCRIPT) in page.text
    assert page_language(client.get(address, headers=ENGLISH).text)[0] == "en"

    def states(headers: dict[str, str]) -> Any:
        return client.get(f"{address}/state", headers=headers).json()

    english, dutch, english_again = states(ENGLISH), states(DUTCH), states(ENGLISH)
    assert english["round"] == "Round 1"
    assert dutch["round"] == said_in("nl", "Round {number}", number=1) != "Round 1"
    assert english_again == english  # each language keeps its own state: the Dutch did not replace it
    assert client.get(f"{address}/nowhere", headers=DUTCH).json()["error"] == said_in(
        "nl", "there is nothing here"
    )
