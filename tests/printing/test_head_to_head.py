"""Head-to-head brackets: up to 64 players on one page, more split into sections and a page of finals;
the final against a defending champion closes the last page."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.printing import Paper, bracket
from boggle_throne.services.documents.printout_views import BracketPrintout, Heading
from boggle_throne.services.reading.views import BracketView, MatchGameView, MatchView
from tests.printing.brackets import bracket_view, player_names
from tests.printing.pdf import page_texts

HEADING = Heading("Bracket night", "21 November 2026")


def _render(tmp_path: Path, count: int, played_rounds: int, paper: Paper = Paper.A4) -> list[str]:
    return _render_view(tmp_path, bracket_view(count, played_rounds), paper)


def _render_view(tmp_path: Path, view: BracketView, paper: Paper = Paper.A4) -> list[str]:
    out = tmp_path / f"bracket-{len(view.seeding)}.pdf"
    bracket.render(BracketPrintout(HEADING, None, view), out, paper)
    return page_texts(out)


def _defended(view: BracketView, champion: str, games: tuple[tuple[int, int], ...]) -> BracketView:
    """The view with `champion` waiting in a last round for the bracket's winner; `games` are the
    final's points, champion first."""
    number = len(view.rounds) + 1
    played = tuple(
        MatchGameView(
            GameKey(number, 1, game), points, champion if points[0] > points[1] else view.champion, True
        )
        for game, points in enumerate(games, start=1)
    )
    wins = (sum(g.winner == champion for g in played), sum(g.winner != champion for g in played))
    winner = champion if wins[0] == 2 else view.champion if wins[1] == 2 else None
    final = MatchView(number, 1, 1, (champion, view.champion), (None, 1), wins, played, winner, False)
    return replace(
        view, rounds=(*view.rounds, (final,)), champion=winner, defending=champion, challenger=view.champion
    )


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


def test_the_final_against_the_champion_closes_the_page_with_the_throne(tmp_path: Path) -> None:
    view = _defended(bracket_view(16, played_rounds=4), "Rex", ((9, 4), (3, 7), (8, 2)))
    (page,) = _render_view(tmp_path, view)
    assert "Bracket final" in page and "Challenger" in page and "Final against the champion" in page
    assert "Rex defends the Throne" in page and "Player 001 challenger" in page
    assert "new holder" not in page and page.count("Rex") >= 2  # the final's line and the Throne
    final_line = next(line for line in page.splitlines() if line.startswith("Rex defends the Throne"))
    assert final_line.split()[-4:] == ["2", "9", "3", "8"]  # games won, then each game's points


def test_past_64_players_the_final_against_the_champion_closes_the_page_of_finals(tmp_path: Path) -> None:
    pages = _render_view(tmp_path, _defended(bracket_view(100, played_rounds=7), "Rex", ((9, 4),)))
    assert len(pages) == 5
    assert "Finals: the section winners" in pages[-1] and "Challenger" in pages[-1]
    assert "Final against the champion" in pages[-1] and "to be crowned" in pages[-1]


def test_a_lone_challenger_prints_only_the_final(tmp_path: Path) -> None:
    lone = BracketView(3, ("Bea",), (), None, None, None)
    view = _defended(replace(lone, champion="Bea"), "Ann", ((1, 6), (2, 7)))
    (page,) = _render_view(tmp_path, view)
    assert "Head-to-head bracket · 2 players · best of 3" in page and "Bea challenger" in page
    assert "Final against the champion" in page and "new holder of the Throne" in page
