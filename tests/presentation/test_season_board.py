"""The season on the projector: the ranked leaders only, the Throne's holder, and only between rounds."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from boggle_throne.presentation.season_board import between_rounds, season_board
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from boggle_throne.tournament.season import GameOrder, NightResult, SeasonRules, season_table
from tests.services.season_nights import BOARD


def test_the_board_shows_the_ranked_leaders_and_the_holder() -> None:
    nights = [
        NightResult("One", date(2026, 10, 1), (GameOrder(("Ann", "Bea", "Cy"), (5, 3, 1)),), winner="Ann",
                    finalists=("Ann", "Bea", "Cy")),
        NightResult("Two", date(2026, 10, 8), (GameOrder(("Ann", "Bea"), (4, 2)),), winner="Ann",
                    finalists=("Ann", "Bea")),
    ]  # fmt: skip
    board = season_board(season_table(nights, SeasonRules(min_nights=2)), "Autumn", leaders=1)
    assert [(line.rank, line.name, line.nights, line.wins) for line in board.lines] == [
        ("1", "Ann", "2", "2")
    ]
    assert board.holder == "On the Throne: Ann · 2 finals won"
    assert board.nights == "2 nights"
    assert [line.name for line in season_board(season_table(nights, SeasonRules(min_nights=2))).lines] == [
        "Ann",
        "Bea",
    ]


def test_the_season_waits_for_every_started_game_to_close(tmp_path: Path) -> None:
    service = OpenNight.create(
        tmp_path / "night.throne",
        {
            "name": "Open",
            "date": "2026-10-01",
            "format": {"games_per_round": 1, "min_table": 2, "advance": 1},
        },
    )
    for name in ("Ann", "Bea"):
        apply_action(service, {"do": "register", "name": name, "checked_in": True})
    apply_action(service, {"do": "seat", "seed": 1})
    assert between_rounds(service.views)
    apply_action(service, {"do": "start_game", "game": [1, 1, 1], "board": BOARD})
    assert not between_rounds(service.views)
    apply_action(service, {"do": "close_game", "game": [1, 1, 1]})
    assert between_rounds(service.views)
    service.close()
