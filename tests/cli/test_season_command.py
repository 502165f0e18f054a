"""`boggle-throne season`: the table as text, its JSON best first, the PDF read back, bad input in one
line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from tests.cli.runner import run
from tests.printing.pdf import fonts, page_texts, render_page
from tests.services.season_nights import season_files


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return season_files(tmp_path_factory.mktemp("season-cli"))


def test_json_lists_the_players_best_first(capsys: pytest.CaptureFixture[str], files: list[Path]) -> None:
    status, out, err = run(capsys, "season", *map(str, files), "--json", "--merge", "Beatrice=Bea")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert [p["name"] for p in data["players"]][:1] == ["Zoé"]
    assert {"name", "rating", "mu", "sigma", "nights", "games", "points", "wins"} <= set(data["players"][0])
    assert "Beatrice" not in [p["name"] for p in data["players"]]
    assert next(p for p in data["players"] if p["name"] == "Bea")["nights"] == 3
    assert data["holders"][0]["name"] == "Zoé"


def test_the_options_reach_the_table(capsys: pytest.CaptureFixture[str], files: list[Path]) -> None:
    status, out, _ = run(capsys, "season", *map(str, files), "--json", "--best", "2", "--min-nights", "3")
    assert status == 0
    data = json.loads(out)
    assert (data["best_nights"], data["min_nights"]) == (2, 3)
    assert [p["name"] for p in data["players"] if p["rank"] is not None] == ["Zoé", "Ann"]


def test_text_names_the_throne(capsys: pytest.CaptureFixture[str], files: list[Path]) -> None:
    status, out, _ = run(capsys, "season", *map(str, files))
    lines = out.splitlines()
    assert status == 0
    assert lines[1].split()[:2] == ["1", "Zoé"]
    assert lines[-1] == "Throne: Zoé, crowned October 1; 3 defences won, 0 lost"


def test_the_pdf_reads_back(capsys: pytest.CaptureFixture[str], files: list[Path], tmp_path: Path) -> None:
    pdf = tmp_path / "season.pdf"
    status, out, err = run(capsys, "season", *map(str, files), "-o", str(pdf), "--title", "Autumn season")
    assert (status, out.strip(), err) == (0, str(pdf), "")
    (text,) = page_texts(pdf)
    lines = text.splitlines()
    assert "Autumn season" in lines
    assert "4 nights · 7 players" in lines
    first = next(line for line in lines if line.startswith("1 "))
    assert first.split()[:2] == ["1", "Zoé"]
    assert "ALERTS (3)" in first
    assert any(line.startswith("Zoé October 1 4 3 0") for line in lines)
    assert all(font.embedded for font in fonts(pdf))
    png = render_page(pdf, 1, tmp_path, dpi=60)
    assert Image.open(png).size[0] > 400


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["missing.throne"], "missing.throne: no such tournament file"),
        (["{0}", "--merge", "Nobody=Ann"], "no player named Nobody"),
        (["{0}", "--merge", "Ann"], "is not NAME=INTO"),
        (["{0}", "--best", "0"], "not a whole number of nights"),
        (["{0}", "{0}"], "in the season twice"),
    ],
)
def test_bad_input_is_one_line(
    capsys: pytest.CaptureFixture[str], files: list[Path], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "season", *(arg.format(files[1]) for arg in argv))
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert message in err


def test_a_night_on_a_server_counts_like_its_file(
    capsys: pytest.CaptureFixture[str], files: list[Path], night_database: str
) -> None:
    status, _, err = run(capsys, "host", str(files[2]), "--db", night_database)
    assert (status, err) == (0, "")
    served = [str(files[0]), str(files[1]), night_database, str(files[3])]
    status, out, err = run(capsys, "season", *served, "--json")
    assert (status, err) == (0, "")
    status, from_files, _ = run(capsys, "season", *map(str, files), "--json")
    assert status == 0
    assert json.loads(out) == json.loads(from_files)
