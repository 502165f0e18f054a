"""A night hosted on a server and fetched back keeps its word list's language, source and licence,
so a computer that never imported the list still prints them."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from tests.cli.runner import run
from tests.server.test_cli_server import cli_url

OPENTAAL = ListOrigin("nl", "Debian wdutch (OpenTaal)", "BSD-3-Clause or CC BY 3.0")


def test_host_and_fetch_carry_the_word_lists_origin(
    capsys: pytest.CaptureFixture[str], night_database: str, tmp_path: Path
) -> None:
    words = tmp_path / "nederlands.txt"
    words.write_text("fiets\nijs\ncafé\n", encoding="utf-8")
    bar = DictionaryLibrary(tmp_path / "bar-laptop")
    bar.import_list(words, "nederlands", OPENTAAL)
    settings = {"name": "Donderdag", "date": "2026-11-26", "dictionary": "nederlands", "dice": "4x4-dutch"}
    OpenNight.create(tmp_path / "kroon.throne", settings, library=bar).close()
    url = cli_url(night_database)
    assert run(capsys, "host", str(tmp_path / "kroon.throne"), "--db", url)[0] == 0
    home = DictionaryLibrary(tmp_path / "home-laptop")
    served = OpenNight.open(night_database, library=home, read_only=True)
    try:
        assert served.views.word_list_origin() == OPENTAAL
    finally:
        served.close()
    archive = tmp_path / "archive.throne"
    assert run(capsys, "fetch", url, "-o", str(archive))[0] == 0
    fetched = OpenNight.open(archive, library=home, read_only=True)
    try:
        assert fetched.views.word_list_origin() == OPENTAAL
        assert fetched.notices() == ()
    finally:
        fetched.close()
