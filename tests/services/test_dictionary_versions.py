"""A night is judged against the exact words it was set up with: re-importing a list under the same
name makes a new version, and a tournament file carries the imported list so it opens anywhere."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from boggle_throne.engine.verdicts import Verdict
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

BOARD = "PERS/LATG/SINE/TERS"
KEY = GameKey(1, 1, 1)
VERSION_ONE = ["alerts", "plates", "sine", "stern", "tern"]
VERSION_TWO = ["sine", "stern", "tern"]  # ALERTS and PLATES struck


def _word_list(folder: Path, name: str, words: list[str]) -> Path:
    path = folder / name
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


def _play(path: Path, library: DictionaryLibrary) -> None:
    service = OpenNight.create(
        path, {"name": "House rules", "date": "2026-11-21", "dictionary": "house"}, library=library
    )
    try:
        for name in ("Ann", "Bea", "Cy"):
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=1)
        service.act.start_game(KEY, BOARD)
        service.act.record_word(KEY, "Ann", "alerts")
        service.act.record_word(KEY, "Bea", "stern")
    finally:
        service.close()


def _verdicts(path: Path, library: DictionaryLibrary) -> dict[str, Verdict]:
    service = OpenNight.open(path, library=library, read_only=True)
    try:
        assert service.notices() == ()
        return {w.word: w.verdict for p in service.views.game(KEY).players for w in p.words}
    finally:
        service.close()


@pytest.fixture
def library(tmp_path: Path) -> DictionaryLibrary:
    library = DictionaryLibrary(tmp_path / "bar-laptop")
    library.import_list(_word_list(tmp_path, "house-v1.txt", VERSION_ONE), "house")
    return library


def test_reimporting_a_list_under_its_name_does_not_change_a_night_played_with_it(
    tmp_path: Path, library: DictionaryLibrary
) -> None:
    path = tmp_path / "night.throne"
    _play(path, library)
    played = _verdicts(path, library)
    assert played["alerts"] is Verdict.VALID

    report = library.import_list(_word_list(tmp_path, "house-v2.txt", VERSION_TWO), "house")
    assert report.replaced and report.entry.word_count == len(VERSION_TWO)

    assert _verdicts(path, library) == played
    newer = tmp_path / "next-week.throne"
    _play(newer, library)
    assert _verdicts(newer, library)["alerts"] is Verdict.NOT_IN_DICTIONARY  # new nights use the new version


def test_a_file_mailed_to_another_machine_opens_with_the_words_it_carries(
    tmp_path: Path, library: DictionaryLibrary
) -> None:
    path = tmp_path / "night.throne"
    _play(path, library)
    elsewhere = DictionaryLibrary(tmp_path / "other-laptop")  # never imported "house"
    assert _verdicts(path, elsewhere) == _verdicts(path, library)
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT name FROM word_list").fetchall() == [("house",)]


def test_a_night_on_the_bundled_dictionary_carries_no_copy_of_it(tmp_path: Path) -> None:
    path = tmp_path / "plain.throne"
    OpenNight.create(path, {"name": "Plain", "date": "2026-11-21"}).close()
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT count(*) FROM word_list").fetchone() == (0,)
        (payload,) = connection.execute("SELECT payload FROM event WHERE kind = 'create'").fetchone()
    assert '"word_list":"' in payload  # the bundled list is named by its hash too


def test_a_list_neither_known_nor_carried_is_named_and_the_file_left_as_it_was(
    tmp_path: Path, library: DictionaryLibrary
) -> None:
    path = tmp_path / "night.throne"
    _play(path, library)
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("DELETE FROM word_list")
        connection.commit()
    kept = path.read_bytes()
    with pytest.raises(TournamentFileError) as refused:
        OpenNight.open(path, library=DictionaryLibrary(tmp_path / "other-laptop"))
    message = str(refused.value)
    assert message.startswith(f"{path} cannot be opened as a tournament: the night's creation cannot be")
    assert "word list 'house' as it was then" in message and "import that exact list" in message
    assert path.read_bytes() == kept
