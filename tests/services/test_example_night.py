"""The README's example night replays through the command line to the standings it describes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boggle_throne.cli.main import main

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "night.json"


def test_the_example_night_replays_to_its_documented_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(EXAMPLE), "--db", str(tmp_path / "crown.throne"), "--json"]) == 0
    standings = json.loads(capsys.readouterr().out)
    tables = [
        [(row["name"], row["points"], row["advances"]) for row in table["standings"]]
        for round_ in standings["rounds"]
        for table in round_["tables"]
    ]
    assert tables == [
        [("Bea", 3, True), ("Cat", 2, False), ("Eve", -1, False)],
        [("Ann", 3, True), ("Fay", 2, False), ("Dan", 1, False)],
        [("Rex", 9, True), ("Ann", 3, False), ("Bea", 3, False)],
    ]
    assert (standings["defending_champion"], standings["winner"]) == ("Rex", "Rex")
    assert main(["standings", str(tmp_path / "crown.throne")]) == 0
    assert "Crowned: Rex" in capsys.readouterr().out
