"""The command line through its real entry point: outputs, and one clear line for every bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli.runner import run

EXAMPLE_GAME = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game.json"


def test_solve_prints_every_word_and_the_maximum_score(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", "PERS/LATG/SINE/TERS", "--rules", "classic")
    assert status == 0
    assert out.splitlines()[-1] == "PERS/LATG/SINE/TERS: 1044 words, maximum score 3623 (classic)"
    assert any(line.split()[0] == "replastering" and line.split()[1] == "11" for line in out.splitlines())


def test_solve_json_has_paths_as_row_col_pairs(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "solve", "GESO/RNTR/EAIE/SLPS", "--rules", "classic", "--json")
    result = json.loads(out)
    assert status == 0 and result["word_count"] == 1156 and result["max_score"] == 3567
    board = ["GESO", "RNTR", "EAIE", "SLPS"]
    for word in result["words"]:
        assert "".join(board[r][c] for r, c in word["path"]).lower() == word["word"]


def test_solve_a_file_gives_one_json_line_per_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    boards = tmp_path / "boards.txt"
    boards.write_text("PERS/LATG/SINE/TERS\n\nQUI/ABC/DEF\nEDIUO/STAAE/LITNP/NONAK/EUIIR\n")
    status, out, _ = run(capsys, "solve", "--file", str(boards), "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and len(lines) == 3
    assert {"board", "word_count", "max_score", "words"} <= set(lines[0])
    assert all(len(w["word"]) >= 4 for w in lines[2]["words"])  # a 5×5 board: minimum length 4


def test_min_length_and_dice_options(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "solve", "PERS/LATG/SINE/TERS", "--min-length", "8", "--json")
    assert all(len(w["word"]) >= 8 for w in json.loads(out)["words"])
    status, _, err = run(capsys, "solve", "PERS/LATG/SINE/TERS", "--dice", "5x5-big")
    assert status == 2 and "5x5-big rolls 5×5" in err


def test_generate_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = run(capsys, "generate", "--dice", "4x4-new", "--seed", "9", "--min-words", "120", "--json")
    _, second, _ = run(capsys, "generate", "--dice", "4x4-new", "--seed", "9", "--min-words", "120", "--json")
    assert first == second
    result = json.loads(first)
    assert result["word_count"] >= 120 and result["seed"] == 9 and result["rolls"] >= 1


def test_score_the_documented_example(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", str(EXAMPLE_GAME), "--json")
    result = json.loads(out)
    totals = {p["name"]: p["total"] for p in result["players"]}
    # Ann: plate 2 + tenge (approved) 2 − sine (banned) 1; Bea: plates 3 × 2 longest − alts 1; Cat: 1 + 2 + 1
    assert status == 0 and totals == {"Ann": 3, "Bea": 5, "Cat": 4}
    assert result["longest_bonus"] == "Bea"
    ann = {w["word"]: w["verdict"] for w in result["players"][0]["words"]}
    assert ann == {
        "plate": "valid",
        "pert": "duplicate",
        "tenge": "approved",
        "sine": "rejected",
        "sling": "withdrawn",
    }


def test_dict_import_reports_skipped_lines_and_list_shows_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "house.txt"
    source.write_text("Zebra\nqi\nza\nhello world\n")
    status, out, _ = run(capsys, "dict", "import", str(source), "--name", "house")
    assert status == 0 and "imported house: 3 words, 1 line skipped" in out
    assert "line 4 'hello world': more than one word" in out
    _, listing, _ = run(capsys, "dict", "list")
    assert [line.split()[0] for line in listing.splitlines()] == ["enable", "house"]
    _, solved, _ = run(capsys, "solve", "ZEB/ARQ/IXX", "--dict", "house", "--json")
    assert [w["word"] for w in json.loads(solved)["words"]] == ["zebra"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "ABCD/EFG"], "a board has 3 to 6 rows"),
        (["solve", "ABC/DEF/GHI", "--dice", "nope"], "unknown dice set 'nope'"),
        (["solve", "ABC/DEF/GHI", "--rules", "chess"], "unknown rule set 'chess'"),
        (["solve", "ABC/DEF/GHI", "--dict", "klingon"], "unknown dictionary 'klingon'"),
        (["solve", "--file", "/no/such/boards.txt"], "/no/such/boards.txt"),
        (["score", "/no/such/game.json"], "No such file"),
        (["generate", "--dice", "4x4-new", "--min-words", "9999", "--max-rolls", "3"], "in 3 rolls"),
        (["dict", "import", "/no/such/list.txt", "--name", "x"], "not found"),
        (["dict", "import", "/dev/null", "--name", "Bad Name"], "dictionary name 'Bad Name'"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_is_one_clear_line_and_a_non_zero_status(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(capsys, *argv)
    assert status != 0
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ("{not json", "not valid JSON"),
        ('["a list"]', "must be a JSON object"),
        ('{"board": "PERS/LATG/SINE/TERS", "players": []}', "lists no players"),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "rulings": [{"player": "Zed", "word": "plate", "ruling": "upheld", "reason": "slang"}]}',
            "'Zed', who is not playing",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "rulings": [{"player": "Ann", "word": "plate", "ruling": "maybe"}]}',
            "'maybe' is not one of",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "rules": {"base": "classic", "mild": 3}}',
            "mild must be true or false",
        ),
        ('{"board": 12, "players": []}', "board must be a non-empty string"),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "wrods": ["plate"]}]}',
            "player 1: unknown key 'wrods' (it takes name, words, withdrawn)",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "player": [{"name": "Ann", "words": ["plate"]}]}',
            "the game document: unknown key 'player' (it takes board, rules,",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "house": {"aproved": ["plate"]}}',
            "house: unknown key 'aproved' (it takes approved, banned)",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "rulings": [{"player": "Ann", "word": "plate", "ruling": "upheld", "reson": "slang"}]}',
            "ruling 1: unknown key 'reson' (it takes player, word, ruling, reason)",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "challenges": [{"player": "Ann", "word": "plate", "by": "Bea"}]}',
            "challenge 1: unknown key 'by' (it takes player, word)",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann", "words": ["plate"]}],'
            ' "rulings": [{"player": "Ann", "word": "plate", "ruling": "upheld"}]}',
            "ruling on 'plate': an upheld ruling needs a reason: not in dictionary, proper noun, slang,",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Ann\\u001b[31m", "words": []}]}',
            "player 1: the name 'Ann\\x1b[31m' holds a control character, U+001B, that cannot be printed",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "Zo\\u00e9"}, {"name": "Zoe\\u0301"}]}',
            "player 2: the name 'Zoé' is already player 1's",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "ANN"}, {"name": "ann"}]}',
            "player 2: the name 'ann' is already player 1's",
        ),
        (
            '{"board": "PERS/LATG/SINE/TERS", "players": [{"name": "\\ud800"}]}',
            "player 1: the name '\\ud800' holds a control character, U+D800",
        ),
        (
            '{"board": "' + "PERS" * 100_000 + '", "players": [{"name": "Ann"}]}',
            "'PERSPERSPERSPERSPERSPERSPERSPERSPERSPERS…' (400,000 characters) is far too long for a board",
        ),
    ],
)
def test_bad_game_documents(
    tmp_path: Path, document: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(document)
    status, out, err = run(capsys, "score", str(path))
    assert status == 2 and message in err and not out and len(err.strip().splitlines()) == 1


def test_a_game_of_more_players_than_a_table_seats_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    players = [{"name": f"P{number}", "words": ["plate", "pert"]} for number in range(16_000)]
    path.write_text(json.dumps({"board": "PERS/LATG/SINE/TERS", "players": players}))
    started = time.perf_counter()
    status, out, err = run(capsys, "score", str(path))
    assert time.perf_counter() - started < 5
    assert status == 2 and not out
    assert err == "boggle-throne: error: a game has at most 40 players at one table, not 16,000\n"


def test_rulings_and_challenges_find_their_player_whatever_the_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "board": "PERS/LATG/SINE/TERS",
                "players": [{"name": " Zoe\u0301 ", "words": ["plate", "alts"]}],
                "challenges": [{"player": "ZOÉ", "word": "plate"}],
                "rulings": [{"player": "zoé", "word": "alts", "ruling": "upheld", "reason": "not on board"}],
            }
        )
    )
    status, out, _ = run(capsys, "score", str(path), "--json")
    player = json.loads(out)["players"][0]
    assert status == 0 and player["name"] == "Zoé" and player["total"] == -1
    assert [(w["word"], w["held"]) for w in player["words"]] == [("plate", True), ("alts", False)]


def test_the_installed_command_never_prints_a_traceback(tmp_path: Path) -> None:
    garbage = tmp_path / "game.json"
    garbage.write_bytes(b"\xff\xfe\x00garbage")
    command = [sys.executable, "-c", "import sys; from boggle_throne.cli.main import main; sys.exit(main())"]
    result = subprocess.run(
        [*command, "score", str(garbage)], capture_output=True, text=True, env={**os.environ}, check=False
    )
    assert result.returncode != 0
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10" + bytes(range(256)) * 4
DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize(
    ("argv", "files", "message"),
    [
        (["solve", ""], {}, "the board is empty"),
        (
            ["solve", "--file", "{boards}"],
            {"boards": PNG},
            "boards.txt is not a text file: its byte 1 is not UTF-8",
        ),
        (
            ["solve", "--file", "{boards}"],
            {"boards": bytes(range(128, 256)) * 8},
            "boards.txt is not a text file",
        ),
        (["solve", "--file", "{boards}"], {"boards": b"PERS" * 1_250_000}, "boards.txt line 1: 'PERSPERS"),
        (["score", "{game}"], {"game": PNG}, "game.json is not a text file: its byte 1 is not UTF-8"),
        (["score", "{game}"], {"game": DEEP.encode()}, "game.json is nested too deeply to read"),
        (["replay", "{night}", "--db", "{db}"], {"night": DEEP.encode()}, "night.json is nested too deeply"),
        (
            ["replay", "{night}", "--db", "{db}"],
            {"night": PNG},
            "night.json is not a text file: its byte 1 is not UTF-8",
        ),
        (["score", "{game}"], {"game": b'{"board": ' + b"1" * 5000 + b"}"}, "game.json is not valid JSON: "),
        (
            ["score", "{game}"],
            {"game": b'{"board": "\\ud800", "players": [{"name": "A"}]}'},
            "'\\ud800' is not a",
        ),
        (["generate", "--dice", "4x4-new", "--max-rolls", "1000000000"], {}, "--max-rolls is at most 10,000"),
    ],
)
def test_input_that_used_to_fail_inside_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], files: dict[str, bytes], message: str
) -> None:
    paths = {
        "boards": tmp_path / "boards.txt",
        "game": tmp_path / "game.json",
        "night": tmp_path / "night.json",
        "db": tmp_path / "new.throne",
    }
    for name, content in files.items():
        paths[name].write_bytes(content)
    started = time.perf_counter()
    status, out, err = run(capsys, *(argument.format(**paths) for argument in argv))
    assert time.perf_counter() - started < 2
    assert status == 2 and not out and err.count("\n") == 1 and len(err) < 300
    assert err.startswith("boggle-throne: error: ") and message in err, err


def test_a_dictionary_name_too_long_for_a_file_name_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = tmp_path / "game.json"
    game = {"board": "PERS/LATG/SINE/TERS", "dictionary": "x" * 5000, "players": []}
    document.write_text(json.dumps(game), encoding="utf-8")
    status, out, err = run(capsys, "score", str(document))
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "(5,000 characters): file name too long" in err
