"""Tie-break games from a night document: players named as everywhere else, and places that follow the
game's outcome."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boggle_throne.night.games import GameKey
from boggle_throne.services.documents.night_document import replay_night
from tests.services.night_builder import BOARD
from tests.services.test_correction_ties import SETTINGS

TIED_ROUND: list[dict[str, Any]] = [
    *({"do": "register", "name": f"S{rank}", "seed_rank": rank, "checked_in": True} for rank in range(1, 7)),
    {"do": "seat", "seed": 1},
    {"do": "start_game", "game": [1, 1, 1], "board": BOARD},
    {"do": "word", "game": [1, 1, 1], "player": "S1", "word": "plates"},
    {"do": "word", "game": [1, 1, 1], "player": "S4", "word": "alerts"},
    {"do": "close_game", "game": [1, 1, 1]},
    {"do": "start_game", "game": [1, 2, 1], "board": BOARD},
    {"do": "word", "game": [1, 2, 1], "player": "S2", "word": "stern"},
    {"do": "close_game", "game": [1, 2, 1]},
]
TIE_BREAK: list[dict[str, Any]] = [
    {"do": "start_game", "game": [1, 0, 1], "board": BOARD, "players": ["S4", "s1"]},
    {"do": "word", "game": [1, 0, 1], "player": "S4", "word": "stern"},
    {"do": "word", "game": [1, 0, 1], "player": "S1", "word": "tin"},
    {"do": "close_game", "game": [1, 0, 1]},
]


def places(service: Any) -> list[tuple[int, str, bool | None]]:
    return [(row.place, row.name, row.advances) for row in service.views.round(1).tables[0].standings]


def test_a_tie_break_game_names_its_players_and_its_winner_takes_the_place(tmp_path: Path) -> None:
    service, _report = replay_night({"tournament": SETTINGS, "actions": TIED_ROUND}, tmp_path / "t.throne")
    try:
        assert places(service) == [(1, "S1", None), (1, "S4", None), (3, "S5", None)]
        assert [tie.players for tie in service.views.round(1).tie_breaks] == [("S1", "S4")]
    finally:
        service.close()
    document = {"tournament": SETTINGS, "actions": [*TIED_ROUND, *TIE_BREAK]}
    service, _report = replay_night(document, tmp_path / "t.throne")
    try:
        assert service.views.game(GameKey(1, 0, 1)).read_order == ("S4", "S1")
        assert places(service) == [(1, "S4", True), (2, "S1", False), (3, "S5", False)]
        assert service.views.round(1).tie_breaks == ()
    finally:
        service.close()
