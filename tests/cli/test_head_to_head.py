"""A head-to-head night on the command line: its bracket in `standings` (text and JSON), `replay --json`
and `export` (JSON and CSV), with matches numbered as people number them."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.runner import run

BOARD = "PERS/LATG/SINE/TERS"
STRONG = ("plates", "alerts", "nest", "rite")  # 8 points on BOARD, against WEAK's 1
WEAK = ("pal",)
SEEDED = ("Ann", "Bea", "Cy", "Dee", "Eve")  # seed ranks 1–5: byes for Ann, Bea and Cy


def _game(
    game: object, players: tuple[str, str], winner: str, more: tuple[dict[str, Any], ...] = ()
) -> list[dict[str, Any]]:
    """A game the winner wins 8–1, with `more` actions on it before it closes."""
    actions: list[dict[str, Any]] = [{"do": "start_game", "game": game, "board": BOARD}]
    for player in players:
        actions += [
            {"do": "word", "game": game, "player": player, "word": word}
            for word in (STRONG if player == winner else WEAK)
        ]
    actions += [{**action, "game": game} for action in more]
    return [*actions, {"do": "close_game", "game": game}]


def _night(champion: str | None = None) -> dict[str, Any]:
    """Five seeded players: Eve beats Dee 2–1 in round 1's only match (at the second position, named
    by the log's key; Dee pays for LAPS, not on the board, in game 1), then the better seed wins
    every match (named as people number them)."""
    actions: list[dict[str, Any]] = [
        {"do": "register", "name": name, "seed_rank": rank, "checked_in": True}
        for rank, name in enumerate(SEEDED, start=1)
    ]
    if champion is not None:
        actions += [
            {"do": "register", "name": champion, "checked_in": True},
            {"do": "proclaim", "player": champion},
        ]
    actions.append({"do": "bracket", "seed": 7})
    ruling = {"player": "Dee", "word": "laps", "ruling": "upheld", "reason": "not on board"}
    laps = ({"do": "word", "player": "Dee", "word": "laps"}, {"do": "rule", **ruling})
    for game, winner in ((1, "Eve"), (2, "Dee"), (3, "Eve")):
        actions += _game([1, 2, game], ("Dee", "Eve"), winner, laps if game == 1 else ())
    matches = [(2, 1, ("Ann", "Eve")), (2, 2, ("Bea", "Cy")), (3, 1, ("Ann", "Bea"))]
    if champion is not None:
        matches.append((4, 1, (champion, "Ann")))
    for round_number, match, players in matches:
        for game in (1, 2):
            actions += _game({"round": round_number, "match": match, "game": game}, players, players[0])
    actions.append({"do": "crown"})
    return {
        "tournament": {
            "name": "Duels",
            "date": "2026-11-21",
            "format": {"kind": "head_to_head", "best_of": 3},
        },
        "actions": actions,
    }


@pytest.fixture
def night_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    document = tmp_path / "duels.json"
    document.write_text(json.dumps(_night()), encoding="utf-8")
    status, _, err = run(capsys, "replay", str(document), "--db", str(tmp_path / "duels.throne"))
    assert status == 0, err
    return tmp_path / "duels.throne"


def test_the_text_standings_show_the_bracket_round_by_round(
    night_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "standings", str(night_file))
    assert status == 0
    rounds = out.split("\n\n")
    first = next(block for block in rounds if block.startswith("Quarter-finals"))
    assert first.splitlines()[1:] == [
        "  Match 1: Dee (seed 4) 1–2 Eve (seed 5) · games 0–8 8–1 1–8 · won by Eve",
        "  Bye: Ann (seed 1)",
        "  Bye: Bea (seed 2)",
        "  Bye: Cy (seed 3)",
    ]
    second = next(block for block in rounds if block.startswith("Semi-finals"))
    assert "  Match 1: Ann (seed 1) 2–0 Eve (seed 5) · games 8–1 8–1 · won by Ann" in second.splitlines()
    assert "  Match 2: Bea (seed 2) 2–0 Cy (seed 3) · games 8–1 8–1 · won by Bea" in second.splitlines()
    assert "Final\n  Match 1: Ann (seed 1) 2–0 Bea (seed 2)" in out
    assert out.rstrip().endswith("Crowned: Ann (new holder of the Throne)")


def test_the_json_standings_and_replay_hold_the_bracket(
    night_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "standings", str(night_file), "--json")
    standings = json.loads(out)
    assert status == 0 and standings["rounds"] == [] and standings["winner"] == "Ann"
    bracket = standings["bracket"]
    assert bracket["best_of"] == 3 and bracket["champion"] == "Ann"
    assert [s["name"] for s in bracket["seeding"]] == list(SEEDED)
    assert bracket["defending_champion"] is None and bracket["final_against_champion"] is None
    first, second, final = bracket["rounds"]
    assert first["title"] == "Quarter-finals"
    assert first["byes"] == [
        {"name": "Ann", "seed": 1},
        {"name": "Bea", "seed": 2},
        {"name": "Cy", "seed": 3},
    ]
    (match,) = first["matches"]
    assert match["match"] == 1 and match["winner"] == "Eve"
    assert match["players"] == [{"name": "Dee", "seed": 4, "wins": 1}, {"name": "Eve", "seed": 5, "wins": 2}]
    assert [(g["key"], g["points"], g["winner"]) for g in match["games"]] == [
        ([1, 2, 1], [0, 8], "Eve"),
        ([1, 2, 2], [8, 1], "Dee"),
        ([1, 2, 3], [1, 8], "Eve"),
    ]
    assert [m["match"] for m in second["matches"]] == [1, 2] and second["byes"] == []
    assert [m["winner"] for m in second["matches"]] == ["Ann", "Bea"] and final["title"] == "Final"
    replay = tmp_path / "again.throne"
    document = tmp_path / "duels.json"
    status, again, _ = run(capsys, "replay", str(document), "--db", str(replay), "--json")
    assert status == 0 and json.loads(again)["bracket"] == bracket


def test_the_export_names_games_by_match_and_lists_the_matches(
    night_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "export", str(night_file), "--format", "json")
    night = json.loads(out)
    assert status == 0 and night["standings"]["bracket"]["rounds"][0]["matches"][0]["match"] == 1
    first_round = [g for g in night["games"] if g["game"][0] == 1]
    assert {(tuple(g["game"]), g["match"]) for g in first_round} == {((1, 2, n), 1) for n in (1, 2, 3)}
    folder = tmp_path / "csv"
    status, out, _ = run(capsys, "export", str(night_file), "--format", "csv", "-o", str(folder))
    assert status == 0 and str(folder / "matches.csv") in out.splitlines()
    with (folder / "matches.csv").open(encoding="utf-8") as file:
        matches = list(csv.DictReader(file))
    assert [(m["round"], m["match"], m["bye"], m["player_1"], m["winner"]) for m in matches] == [
        ("1", "", "True", "Ann", "Ann"),
        ("1", "", "True", "Bea", "Bea"),
        ("1", "", "True", "Cy", "Cy"),
        ("1", "1", "False", "Dee", "Eve"),
        ("2", "1", "False", "Ann", "Ann"),
        ("2", "2", "False", "Bea", "Bea"),
        ("3", "1", "False", "Ann", "Ann"),
    ]
    assert (matches[3]["seed_2"], matches[3]["wins_1"], matches[3]["wins_2"]) == ("5", "1", "2")
    with (folder / "games.csv").open(encoding="utf-8") as file:
        games = list(csv.DictReader(file))
    assert {(g["round"], g["match"]) for g in games if g["round"] == "1"} == {("1", "1")}
    with (folder / "rulings.csv").open(encoding="utf-8") as file:
        (ruling,) = csv.DictReader(file)
    assert (ruling["round"], ruling["match"], ruling["game"], ruling["word"]) == ("1", "1", "1", "laps")
    (ruled,) = night["rulings"]
    assert (ruled["game"], ruled["match"]) == ([1, 2, 1], 1)


def test_a_defending_champion_meets_the_brackets_winner_in_the_final(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = tmp_path / "throne.json"
    document.write_text(json.dumps(_night(champion="Rex")), encoding="utf-8")
    status, out, err = run(capsys, "replay", str(document), "--db", str(tmp_path / "throne.throne"))
    assert status == 0, err
    assert "Defending the Throne: Rex" in out
    assert "5 players and Rex, the defending champion, who waits in the final" in out
    assert "Bracket final\n  Match 1: Ann (seed 1) 2–0 Bea (seed 2)" in out
    assert "Final against the champion\n  Match 1: Rex (champion) 2–0 Ann (seed 1)" in out
    assert out.rstrip().endswith("Crowned: Rex (defends the Throne)")
    status, out, _ = run(capsys, "standings", str(tmp_path / "throne.throne"), "--json")
    bracket = json.loads(out)["bracket"]
    assert (bracket["defending_champion"], bracket["challenger"], bracket["champion"]) == (
        "Rex",
        "Ann",
        "Rex",
    )
    assert [r["title"] for r in bracket["rounds"]] == ["Quarter-finals", "Semi-finals", "Bracket final"]
    final = bracket["final_against_champion"]
    assert final["round"] == 4 and final["match"] == 1 and final["winner"] == "Rex"
    assert final["players"] == [
        {"name": "Rex", "seed": None, "wins": 2},
        {"name": "Ann", "seed": 1, "wins": 0},
    ]
