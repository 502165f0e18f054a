"""Replay resumes only on a file holding exactly the document's first actions, from its settings."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.services.documents.night_document import replay_night
from boggle_throne.services.errors import NightDocumentError
from tests.services.night_builder import BOARD, NightBuilder

RECORDED = 26
"""Actions of night A in the file: the players, round 1's seats, and the start of its first game."""


@pytest.fixture(scope="module")
def night_a(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    builder = NightBuilder(tmp_path_factory.mktemp("a") / "a.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    builder.play_game(GameKey(1, 1, 1), (), None)
    builder.play_game(GameKey(1, 2, 1), (), None)
    builder.service.close()
    return builder.document


@pytest.fixture
def started(tmp_path: Path, night_a: dict[str, Any]) -> Path:
    """A file holding night A's first actions, as a replay killed midway leaves it."""
    path = tmp_path / "x.throne"
    service, _ = replay_night({**night_a, "actions": night_a["actions"][:RECORDED]}, path)
    service.close()
    return path


def _refused(document: dict[str, Any], path: Path) -> str:
    before = path.read_bytes()
    with pytest.raises(NightDocumentError) as refused:
        replay_night(document, path)
    assert path.read_bytes() == before
    return str(refused.value)


def test_the_same_night_resumes_after_its_last_recorded_action(
    started: Path, night_a: dict[str, Any]
) -> None:
    service, report = replay_night(night_a, started)
    try:
        assert (report.skipped, report.applied) == (RECORDED, len(night_a["actions"]) - RECORDED)
        assert len(service.views.log()) == len(night_a["actions"]) + 1
    finally:
        service.close()


def test_a_night_whose_action_differs_is_refused_naming_the_action(
    started: Path, night_a: dict[str, Any]
) -> None:
    night_b = copy.deepcopy(night_a)
    number = next(n for n, a in enumerate(night_b["actions"], start=1) if a.get("word") == "tin")
    assert 18 < number <= RECORDED
    night_b["actions"][number - 1]["word"] = "tins"
    assert _refused(night_b, started) == (
        f"{started} holds a different night: its action {number} is record_word game=[1, 1, 1], "
        "player='P01', word='tin'; the document's is record_word game=[1, 1, 1], player='P01', word='tins'"
    )


def test_a_night_of_the_same_kinds_of_action_with_other_players_and_words_is_refused(
    started: Path, night_a: dict[str, Any]
) -> None:
    night_b = copy.deepcopy(night_a)
    for action in night_b["actions"]:
        if action["do"] == "register":
            action["name"] = action["name"].replace("P", "Q")
        if "player" in action and isinstance(action["player"], str):
            action["player"] = action["player"].replace("P", "Q")
    assert _refused(night_b, started) == (
        f"{started} holds a different night: its action 1 is register checked_in=True, name='P01', "
        "seed_rank=1; the document's is register checked_in=True, name='Q01', seed_rank=1"
    )


def test_a_night_seated_from_another_seed_is_refused(started: Path, night_a: dict[str, Any]) -> None:
    night_b = copy.deepcopy(night_a)
    seat = next(a for a in night_b["actions"] if a["do"] == "seat")
    seat["seed"] = 2
    assert "holds a different night: its action 19 is seat plan={" in _refused(night_b, started)


def test_a_night_set_up_otherwise_is_refused_naming_the_setting(
    started: Path, night_a: dict[str, Any]
) -> None:
    other = {**night_a, "tournament": {**night_a["tournament"], "name": "Night B"}}
    assert _refused(other, started) == (
        f"{started} holds a different night: it was set up with name 'Sixteen and a champion', "
        "the document's is 'Night B'"
    )
    fmt = {**night_a["tournament"]["format"], "max_table": 6}
    other = {**night_a, "tournament": {**night_a["tournament"], "format": fmt}}
    assert _refused(other, started) == (
        f"{started} holds a different night: it was set up with format.max_table 5, the document's is 6"
    )


def test_a_night_whose_next_recorded_action_the_document_cannot_make_is_refused(
    started: Path, night_a: dict[str, Any]
) -> None:
    night_b = copy.deepcopy(night_a)
    night_b["actions"][RECORDED - 1] = {"do": "word", "game": [1, 1, 1], "player": "P01", "word": "b@ts"}
    message = _refused(night_b, started)
    assert message.startswith(f"{started} holds a different night: its action {RECORDED} is record_word")
    assert message.endswith(
        "the document's (word) is refused there: 'b@ts' is not a word: '@' is not a letter a–z"
    )


def test_a_night_without_a_date_resumes_on_the_file_it_started(
    tmp_path: Path, night_a: dict[str, Any]
) -> None:
    path = tmp_path / "x.throne"
    undated = {key: value for key, value in night_a["tournament"].items() if key != "date"}
    service, _ = replay_night(
        {"tournament": {**undated, "date": "2020-02-29"}, "actions": night_a["actions"][:RECORDED]}, path
    )
    service.close()
    service, report = replay_night({"tournament": undated, "actions": night_a["actions"]}, path)
    service.close()
    assert report.skipped == RECORDED


def test_the_board_of_the_night_is_part_of_what_must_match(started: Path, night_a: dict[str, Any]) -> None:
    night_b = copy.deepcopy(night_a)
    start = next(a for a in night_b["actions"] if a["do"] == "start_game")
    start["board"] = BOARD.replace("PERS", "PEAS")
    assert "the document's is start_game board='PEAS/LATG/SINE/TERS', game=[1, 1, 1]" in _refused(
        night_b, started
    )
