"""Boards (issue 12): each night draws its own board seed, a game number's board is shared by every
table whatever dealt it, and a mistyped board is corrected and the game rescored."""

from __future__ import annotations

import itertools
import secrets
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import replay_night
from tests.services.live_and_replay import assert_live_equals_replay

RIGHT = "PERS/LATG/SINE/TERS"
MISTYPED = "PERS/LATG/SINE/TERO"
"""The judge typed O for the last S: STRANGERS is only on the right board, ORIENTAL only on the other."""
SETTINGS: dict[str, Any] = {
    "name": "Board night",
    "date": "2026-11-21",
    "board_seed": 7,
    "format": {"games_per_round": 2, "min_table": 2, "max_table": 3, "advance": 1},
}
TABLE_1, TABLE_2 = GameKey(1, 1, 1), GameKey(1, 2, 1)


@pytest.fixture
def seeds(monkeypatch: pytest.MonkeyPatch) -> itertools.count[int]:
    """The random draws of new seeds, made predictable: 1000, 1001, …"""
    drawn = itertools.count(1000)
    monkeypatch.setattr(secrets, "randbelow", lambda _limit: next(drawn))
    return drawn


def seated(path: Path, **changes: Any) -> OpenNight:
    """A night of six checked-in players seated at two tables of three."""
    service = OpenNight.create(path, {**SETTINGS, **changes})
    for number in range(1, 7):
        service.act.register(f"P{number}", checked_in=True)
    service.act.seat_next_round(seed=3)
    return service


def unseeded(settings: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in settings.items() if key != "board_seed"}


# ----- 1. a fresh seed for every night ---------------------------------------------------------------


def test_new_nights_without_a_seed_draw_different_seeds_and_record_them(
    tmp_path: Path, seeds: itertools.count[int]
) -> None:
    first = seated(tmp_path / "a.throne", board_seed=None)
    second = seated(tmp_path / "b.throne", board_seed=None)
    assert (first.views.settings.board_seed, second.views.settings.board_seed) == (1000, 1001)
    assert first.views.log()[0].details["board_seed"] == 1000  # recorded in the creation
    assert first.views.board(TABLE_1) != second.views.board(TABLE_1)


def test_settings_without_a_seed_draw_one_too(tmp_path: Path, seeds: itertools.count[int]) -> None:
    settings = TournamentSettings(name="Board night", held_on=date(2026, 11, 21))
    assert settings.board_seed == 1000
    assert OpenNight.create(tmp_path / "a.throne", settings).views.settings.board_seed == 1000


def test_the_recorded_seed_deals_the_same_boards_again(tmp_path: Path) -> None:
    drawn = seated(tmp_path / "a.throne", board_seed=None)
    again = seated(tmp_path / "b.throne", board_seed=drawn.views.settings.board_seed)
    keys = [GameKey(1, table, game) for table in (1, 2) for game in (1, 2)]
    assert [drawn.views.board(key) for key in keys] == [again.views.board(key) for key in keys]
    reopened = OpenNight.open(drawn.files.path or tmp_path, read_only=True)
    assert reopened.views.settings.board_seed == drawn.views.settings.board_seed


def test_a_night_document_seed_still_fixes_the_boards(tmp_path: Path, seeds: itertools.count[int]) -> None:
    service, _ = replay_night({"tournament": SETTINGS, "actions": []}, tmp_path / "a.throne")
    assert service.views.settings.board_seed == 7


def test_a_document_without_a_seed_resumes_on_the_file_it_made(
    tmp_path: Path, seeds: itertools.count[int]
) -> None:
    document = {"tournament": unseeded(SETTINGS), "actions": [{"do": "register", "name": "P1"}]}
    service, _ = replay_night({**document, "actions": []}, tmp_path / "a.throne")
    service.close()
    resumed, report = replay_night(document, tmp_path / "a.throne")
    assert (resumed.views.settings.board_seed, report.applied) == (1000, 1)


# ----- 2. one board per game number -----------------------------------------------------------------


def test_a_generated_start_takes_the_board_typed_at_another_table(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne")
    service.act.start_game(TABLE_1, RIGHT)
    assert service.views.board(TABLE_2).notation() == RIGHT  # offered to table 2's judge before it starts
    assert service.act.start_game(TABLE_2).board == service.views.game(TABLE_1).board
    assert_live_equals_replay(service)


def test_a_replay_is_the_table_s_own_board_and_the_others_keep_the_shared_one(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne")
    service.act.start_game(TABLE_1, RIGHT)
    replayed = service.act.start_game(TABLE_1)
    assert (replayed.boards_played, replayed.board != service.views.board(TABLE_2)) == (2, True)
    assert service.act.start_game(TABLE_2).board.notation() == RIGHT
    assert_live_equals_replay(service)


def test_boards_are_the_tables_own_when_not_shared(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne", format={**SETTINGS["format"], "same_board": False})
    service.act.start_game(TABLE_1, RIGHT)
    assert service.act.start_game(TABLE_2).board.notation() != RIGHT


# ----- 3. correcting a mistyped board ---------------------------------------------------------------


def test_correcting_a_board_rescores_an_open_game_and_is_logged(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne")
    service.act.start_game(TABLE_1, MISTYPED)
    reader = service.views.game(TABLE_1).read_order[0]
    held = service.act.record_word(TABLE_1, reader, "strangers")
    assert held.word is not None and held.word.verdict.value == "not_on_board"
    result = service.act.correct_board(TABLE_1, "pers latg sine ters")
    assert result.action == "correct_board"
    assert result.game is not None and result.game.board.notation() == RIGHT
    assert result.game.player(reader).total == 6
    assert service.views.log()[-1].details == {"game": [1, 1, 1], "board": "pers latg sine ters"}
    assert_live_equals_replay(service)


def test_correcting_a_closed_game_s_board_reports_who_advances_now(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne", format={**SETTINGS["format"], "games_per_round": 1})
    service.act.start_game(TABLE_1, MISTYPED)
    first, second, _ = service.views.game(TABLE_1).read_order
    service.act.record_word(TABLE_1, first, "oriental")
    service.act.record_word(TABLE_1, second, "strangers")
    service.act.rule(TABLE_1, second, "strangers", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD)
    service.act.close_game(TABLE_1)
    service.act.start_game(TABLE_2, RIGHT)
    service.act.record_word(TABLE_2, service.views.game(TABLE_2).read_order[0], "sine")
    service.act.close_game(TABLE_2)
    service.act.seat_next_round(seed=1)
    result = service.act.correct_board(TABLE_1, RIGHT)
    # ORIENTAL is off the right board (ruled out, -5); STRANGERS stands (+6): the second reader advances.
    assert result.game is not None
    assert [(p.name, p.total) for p in result.game.players[:2]] == [(first, -5), (second, 6)]
    assert [(c.round, c.gained, c.lost) for c in result.advancement_changes] == [(1, (second,), (first,))]
    assert_live_equals_replay(service)


def test_a_board_correction_is_refused_for_a_generated_or_unchanged_or_wrong_sized_board(
    tmp_path: Path,
) -> None:
    service = seated(tmp_path / "night.throne")
    service.act.start_game(TABLE_1)
    with pytest.raises(ActionRefusedError, match="only a typed board can be corrected"):
        service.act.correct_board(TABLE_1, RIGHT)
    service.act.start_game(TABLE_2, RIGHT)
    with pytest.raises(ActionRefusedError, match="already played on"):
        service.act.correct_board(TABLE_2, RIGHT)
    with pytest.raises(ActionRefusedError, match="plays 4×4 boards"):
        service.act.correct_board(TABLE_2, "ABCDE/ABCDE/ABCDE/ABCDE/ABCDE")
    logged = service.views.log()
    assert len(logged) == 10  # creation, 6 players, seating, 2 starts: nothing refused was logged


def test_a_later_table_is_offered_the_corrected_board(tmp_path: Path) -> None:
    service = seated(tmp_path / "night.throne")
    service.act.start_game(TABLE_1, MISTYPED)
    service.act.correct_board(TABLE_1, RIGHT)
    assert service.act.start_game(TABLE_2).board.notation() == RIGHT


def test_a_night_document_corrects_a_board(tmp_path: Path) -> None:
    actions: list[dict[str, Any]] = [
        *({"do": "register", "name": f"P{n}", "checked_in": True} for n in range(1, 7)),
        {"do": "seat", "seed": 3},
        {"do": "start_game", "game": [1, 1, 1], "board": MISTYPED},
        {"do": "correct_board", "game": [1, 1, 1], "board": RIGHT},
    ]
    service, report = replay_night({"tournament": SETTINGS, "actions": actions}, tmp_path / "a.throne")
    assert (report.applied, service.views.game(TABLE_1).board.notation()) == (9, RIGHT)
