"""A Dutch night end to end through the `boggle-throne` command: Debian's Dutch list imported, the example
night on Dutch dice (docs/examples/nacht.json) replayed to its standings and its printouts naming the list."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.printing.pdf import page_texts

ROOT = Path(__file__).resolve().parents[2]
NIGHT = ROOT / "docs" / "examples" / "nacht.json"
DUTCH_LIST = Path("/usr/share/dict/dutch")
PROGRAM = Path(sys.executable).parent / "boggle-throne"


def boggle_throne(*arguments: str) -> str:
    result = subprocess.run([str(PROGRAM), *arguments], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.slow
def test_the_dutch_example_night_runs_on_dutch_dice_with_the_dutch_list(tmp_path: Path) -> None:
    if not DUTCH_LIST.exists():
        pytest.skip(f"{DUTCH_LIST} is missing: apt-get install wdutch")
    boggle_throne(
        "dict", "import", str(DUTCH_LIST), "--name", "nederlands", "--language", "nl",
        "--source", "Debian wdutch (OpenTaal)", "--licence", "BSD-3-Clause or CC BY 3.0",
    )  # fmt: skip
    night = tmp_path / "kroon.throne"
    standings = json.loads(boggle_throne("replay", str(NIGHT), "--db", str(night), "--json"))
    tables = [
        [(row["name"], row["points"], row["advances"]) for row in table["standings"]]
        for round_ in standings["rounds"]
        for table in round_["tables"]
    ]
    assert tables == [
        [("Bram", 4, True), ("Cor", 2, False), ("Eva", -1, False)],
        [("Anouk", 3, True), ("Fenna", 2, False), ("Daan", 1, False)],
        [("Ruben", 7, True), ("Bram", 4, False), ("Anouk", 2, False)],
    ]
    assert (standings["defending_champion"], standings["winner"]) == ("Ruben", "Ruben")
    pdf = tmp_path / "stand.pdf"
    boggle_throne("print", "standings", str(night), "-o", str(pdf))
    footer = "word list nederlands (nl · BSD-3-Clause or CC BY 3.0) · dice 4x4-dutch"
    assert all(footer in text for text in page_texts(pdf))
