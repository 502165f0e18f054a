"""Game documents: any JSON given to `score` is scored, or refused with one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.engine.errors import EngineError
from boggle_throne.night.errors import ThroneError
from boggle_throne.services.documents.game_document import score_as_dict, score_document
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.cli.runner import run
from tests.fuzz.refusals import assert_clean_refusal, assert_one_line_on_stderr, fuzz
from tests.fuzz.strategies import BOARDS, JSON, NAMES, REASONS, RULINGS, WORDS, entries, maybe, mostly

PLAYER = entries(
    {"name": NAMES, "words": st.lists(WORDS, max_size=6)}, {"withdrawn": st.lists(WORDS, max_size=2)}
)
PLAYER_WORD = entries({"player": NAMES, "word": WORDS})
RULING = entries({"player": NAMES, "word": WORDS, "ruling": RULINGS}, {"reason": REASONS})
GAME = entries(
    {"board": BOARDS, "players": st.lists(PLAYER, min_size=1, max_size=4)},
    {
        "rules": st.sampled_from(
            ["throne", "classic", "mild", {"base": "classic", "longest_bonus": True}, "chess"]
        ),
        "dictionary": mostly(st.just("enable"), st.just("klingon")),
        "house": entries(
            {}, {"approved": st.lists(WORDS, max_size=2), "banned": st.lists(WORDS, max_size=2)}
        ),
        "challenges": st.lists(PLAYER_WORD, max_size=2),
        "rulings": st.lists(RULING, max_size=3),
    },
)


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> DictionaryLibrary:
    return DictionaryLibrary(tmp_path_factory.mktemp("data"))


def _score(document: Any, library: DictionaryLibrary) -> None:
    try:
        scored = score_document(document, library)
    except (EngineError, ThroneError) as error:
        assert_clean_refusal(error)
        return
    result = score_as_dict(scored)
    json.dumps(result, ensure_ascii=False).encode("utf-8")  # printable as it is
    for player in result["players"]:
        assert player["total"] == player["earned"] - player["penalties"]
        assert player["total"] == sum(word["points"] for word in player["words"])
    keys = [name.casefold() for name in (p["name"] for p in result["players"])]
    assert len(keys) == len(set(keys))


@fuzz(300)
@given(document=maybe(GAME))
def test_any_game_document_is_scored_or_refused_in_one_line(
    library: DictionaryLibrary, document: Any
) -> None:
    _score(document, library)


@fuzz(100)
@given(document=JSON)
def test_any_json_value_is_scored_or_refused_in_one_line(library: DictionaryLibrary, document: Any) -> None:
    _score(document, library)


@fuzz(60)
@given(content=st.binary(max_size=200) | JSON.map(lambda value: json.dumps(value).encode()))
def test_any_file_given_to_score_is_read_or_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    status, out, err = run(capsys, "score", str(path))
    if status != 0:
        assert_one_line_on_stderr(status, out, err)
