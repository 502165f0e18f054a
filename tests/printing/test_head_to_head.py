"""Head-to-head brackets: up to 64 players on one page, more split into sections and a page of finals."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.printing import Paper, bracket
from boggle_throne.services.printouts import BracketPrintout, Heading
from tests.printing.brackets import bracket_view, player_names
from tests.printing.pdf import page_texts

HEADING = Heading("Bracket night", "21 November 2026")


def _render(tmp_path: Path, count: int, played_rounds: int, paper: Paper = Paper.A4) -> list[str]:
    out = tmp_path / f"bracket-{count}.pdf"
    bracket.render(BracketPrintout(HEADING, None, bracket_view(count, played_rounds)), out, paper)
    return page_texts(out)


@pytest.mark.parametrize("count", [5, 16, 64])
def test_up_to_64_players_fit_one_page_with_every_name(tmp_path: Path, count: int) -> None:
    (page,) = _render(tmp_path, count, played_rounds=1)
    assert f"Head-to-head bracket · {count} players · best of 3" in page
    assert all(name in page for name in player_names(count))
    assert "Champion" in page and "Final" in page


def test_five_players_give_byes_to_the_top_three_seeds(tmp_path: Path) -> None:
    (page,) = _render(tmp_path, 5, played_rounds=0)
    assert page.count("bye") == 3


def test_a_decided_bracket_shows_the_champion_and_games_won(tmp_path: Path) -> None:
    (page,) = _render(tmp_path, 16, played_rounds=4)
    champion_line = next(line for line in page.splitlines() if line.rstrip().endswith("Player 001"))
    assert champion_line.split()[-2:] == ["Player", "001"]
    assert page.count(" 2") >= 15 and page.count(" 1") >= 15  # 15 matches won 2–1


@pytest.mark.parametrize("paper", list(Paper))
def test_100_players_are_split_into_sections_and_finals(tmp_path: Path, paper: Paper) -> None:
    pages = _render(tmp_path, 100, played_rounds=5, paper=paper)
    assert len(pages) == 5
    for letter, page in zip("ABCD", pages, strict=False):
        assert f"Section {letter} of 4" in page
    text = "\n".join(pages)
    assert all(name in text for name in player_names(100))
    assert "Finals: the section winners" in pages[-1]
    for seed in (1, 2, 3, 4):  # the section winners meet on the last page
        assert f"Player {seed:03d}" in pages[-1]
