"""`solve --json` writes, byte for byte, what `json.dumps` makes of each solved board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import (
    Dictionary,
    bundled_dictionary,
    compile_dictionary,
    open_dictionary,
)
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.rules import RuleSet, rule_set
from boggle_throne.engine.scoring import max_score
from boggle_throne.engine.solver import solve
from tests.cli.runner import run

BOARDS = [
    "PERS/LATG/SINE/TERS",
    "QUI/ABC/DEF",  # the Qu face
    "[Th]A#/NE#/###",  # a two-letter face and blanks
    "###/###/###",  # no word at all
    dice_set("5x5-big").roll_with(SeededRandom(7)).notation(),
    # two-letter faces and blanks on the largest board
    dice_set("6x6-super").roll_with(SeededRandom(7)).notation(),
]


def _as_json(board: Board, rules: RuleSet, dictionary: Dictionary, dictionary_name: str) -> str:
    found = sorted(
        solve(board, dictionary, rules.word_rules(board.size)).values(), key=lambda w: (-w.length, w.word)
    )
    solution: dict[str, Any] = {
        "board": board.notation(),
        "dictionary": dictionary_name,
        "rules": rules.name,
        "word_count": len(found),
        "max_score": max_score(found, rules),
        "words": [
            {
                "word": w.word,
                "points": rules.points.points(w.length),
                "path": [list(board.position(i)) for i in w.path],
            }
            for w in found
        ],
    }
    return json.dumps(solution, ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize("rules_name", ["throne", "classic", "big", "mild"])
def test_each_line_is_the_json_of_the_solution(
    rules_name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    boards = tmp_path / "boards.txt"
    boards.write_text("\n".join(BOARDS) + "\n")
    status, out, _ = run(capsys, "solve", "--file", str(boards), "--json", "--rules", rules_name)
    rules, dictionary = rule_set(rules_name), bundled_dictionary()
    expected = [_as_json(Board.parse(text), rules, dictionary, "enable") for text in BOARDS]
    assert status == 0 and out.splitlines() == expected


def test_the_dictionary_name_is_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    word_list = tmp_path / 'Cañón "list".txt'  # a list given by path is named after its file
    word_list.write_text("cab\nbad\nfed\n")
    status, out, _ = run(capsys, "solve", "CAB/DEF/GHI", "--dict", str(word_list), "--json")
    compile_dictionary(["bad", "cab", "fed"], tmp_path / "compiled", name="list", source="test")
    dictionary = open_dictionary(tmp_path / "compiled")
    expected = _as_json(Board.parse("CAB/DEF/GHI"), rule_set("throne"), dictionary, 'Cañón "list"')
    assert status == 0 and out == expected + "\n" and json.loads(out)["word_count"] == 3
