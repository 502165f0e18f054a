from __future__ import annotations

import hashlib
import json

import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import bundled_dictionary, bundled_dictionary_dir, words_hash
from boggle_throne.engine.rules import rule_set
from boggle_throne.engine.scoring import max_score
from boggle_throne.engine.solver import solve


def test_the_bundled_enable_list_is_whole() -> None:
    dictionary = bundled_dictionary()
    manifest = json.loads((bundled_dictionary_dir() / "manifest.json").read_text())
    assert len(dictionary) == 172_823 == manifest["word_count"]
    words = sorted(dictionary.words())
    assert len(words) == 172_823
    assert words_hash(words) == manifest["words_sha256"]
    assert "33f2b09e2d9dfb732fa16b5f05a5a8d1" in manifest["source"]
    assert "aa" in dictionary and "zyzzyvas" in dictionary and "tenge" not in dictionary
    assert all(word in dictionary.index for word in words[::997])
    assert hashlib.md5(("\n".join(words) + "\n").encode()).hexdigest() == "33f2b09e2d9dfb732fa16b5f05a5a8d1"


@pytest.mark.parametrize(
    ("board", "words", "points"),
    [
        ("PERS / LATG / SINE / TERS", 1044, 3623),
        ("GESO / RNTR / EAIE / SLPS", 1156, 3567),
    ],
)
def test_the_reference_boards_of_dice_md(board: str, words: int, points: int) -> None:
    classic = rule_set("classic")
    parsed = Board.parse(board)
    found = solve(parsed, bundled_dictionary(), classic.word_rules(parsed.size))
    assert len(found) == words
    assert max_score(found.values(), classic) == points
