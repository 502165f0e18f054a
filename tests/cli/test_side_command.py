"""`boggle-throne side`: replay a document to its winner or its first refused move, simulate random
games, and write a night's side table out as a document."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.services.acting.side_tables import SideTables
from tests.cli.runner import run
from tests.services.night_builder import NightBuilder

SHORT_DICE_GAME: dict[str, Any] = {
    "game": "liars-dice",
    "players": ["Ann", "Bob"],
    "options": {"dice_each": 1},
    "moves": [
        {"roll": {"Ann": 5, "Bob": 3}},
        {"player": "Ann", "bid": [2, 6]},
        {"player": "Bob", "call": "liar"},
        {"reveal": {"Ann": [6], "Bob": [2]}},
    ],
}


def write(tmp_path: Path, document: dict[str, Any]) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_replay_plays_a_document_to_its_winner(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "side", "replay", str(write(tmp_path, SHORT_DICE_GAME)))
    assert status == 0 and err == ""
    assert "Winner: Bob" in out and "Ann  out" in out  # one six, no ones: two sixes was a lie


def test_replay_json_names_each_player_and_the_winner(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run(capsys, "side", "replay", str(write(tmp_path, SHORT_DICE_GAME)), "--json")
    table = json.loads(out)
    assert status == 0 and table["winner"] == "Bob" and table["refused"] is None and table["applied"] == 4
    assert [(p["name"], p["dice"], p["out"]) for p in table["players"]] == [
        ("Ann", 0, True),
        ("Bob", 1, False),
    ]


def test_replay_stops_at_the_first_refused_move(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    document = dict(SHORT_DICE_GAME, moves=[*SHORT_DICE_GAME["moves"][:1], {"player": "Bob", "bid": [2, 6]}])
    status, out, err = run(capsys, "side", "replay", str(write(tmp_path, document)), "--json")
    table = json.loads(out)
    assert status == 2 and table["applied"] == 1 and table["refused"]["move"] == 2
    assert table["to_act"] == "Ann" and "Ann" in table["refused"]["reason"]
    assert err.count("\n") == 1 and "move 2 refused" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not a side-game document"),
        ('{"game": "snap", "players": ["A", "B"], "moves": []}', "unknown side game 'snap'"),
        ('{"game": "liars-dice", "players": "Ann"}', "lists its players"),
        ('{"game": "liars-dice", "players": ["A", "B"], "options": {"jokers": true}}', "no option 'jokers'"),
    ],
)
def test_a_bad_document_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    status, out, err = run(capsys, "side", "replay", str(path))
    assert status == 2 and out == "" and err.count("\n") == 1 and message in err


@pytest.mark.parametrize("game", ["liars-boggle", "liars-dice", "liars-word-cards"])
def test_simulate_plays_every_game_to_its_end(capsys: pytest.CaptureFixture[str], game: str) -> None:
    arguments = ("side", "simulate", game, "--players", "4", "--games", "20", "--seed", "7", "--json")
    status, out, _ = run(capsys, *arguments)
    stats = json.loads(out)
    assert status == 0 and stats["games"] == 20 and sum(stats["wins_by_seat"].values()) == 20
    assert stats["rounds"]["min"] >= 1 and sum(stats["calls"].values()) >= 20
    assert run(capsys, *arguments)[1] == out  # the same seed plays the same games


def test_simulate_refuses_a_table_of_one(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "side", "simulate", "liars-dice", "--players", "1")
    assert status == 2 and "--players" in err


def test_export_writes_a_nights_side_table_as_a_document(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    night = NightBuilder(tmp_path / "side.throne")
    tables = SideTables(night.service)
    tables.open("liars-dice", ("Ann", "Bob"), {"dice_each": 1})
    for typed in ("5 3", "2 6", ".", "6 / 2"):
        tables.typed(1, typed)
    night.service.close()
    status, out, _ = run(capsys, "side", "export", str(tmp_path / "side.throne"), "--table", "1")
    assert status == 0 and json.loads(out)["moves"] == SHORT_DICE_GAME["moves"]
    exported = tmp_path / "exported.json"
    exported.write_text(out, encoding="utf-8")
    assert "Winner: Bob" in run(capsys, "side", "replay", str(exported))[1]


def test_the_readmes_example_document_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    example = readme.split('```json\n{"game": "liars-boggle"', 1)[1].split("```", 1)[0]
    path = tmp_path / "example.json"
    path.write_text('{"game": "liars-boggle"' + example, encoding="utf-8")
    status, out, err = run(capsys, "side", "replay", str(path), "--json")
    table = json.loads(out)
    assert status == 0 and err == "" and table["applied"] == 6
    assert [p["dice"] for p in table["players"]] == [4, 3, 4, 4]  # no B, U or S: ABACUS fell, Bob paid
    assert table["to_act"] == "Bob"  # the loser opens the next round
