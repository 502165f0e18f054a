"""One path completes a command: a request (a night document's, a phone's, `apply`'s) and the use case a
screen calls record the same command, with the same fields the services decide."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight

SETTINGS: dict[str, Any] = {
    "name": "Two ways",
    "date": "2026-11-21",
    "board_seed": 11,
    "format": {"games_per_round": 2, "min_table": 3, "max_table": 4, "advance": 1},
}
PLAYERS = ("Ann", "Bea", "Cat", "Dan", "Eve", "Fay", "Gus")
GAME = GameKey(1, 1, 1)


def _night(path: Path) -> OpenNight:
    night = OpenNight.create(path, SETTINGS)
    for name in PLAYERS:
        night.act.register(name, checked_in=True)
    return night


def _logged(night: OpenNight) -> list[tuple[str, dict[str, Any]]]:
    return [(event.kind, event.payload) for event in night.files.recorded()]


def test_a_request_and_its_use_case_record_the_same_command(tmp_path: Path) -> None:
    by_name, asked = _night(tmp_path / "by-name.throne"), _night(tmp_path / "asked.throne")
    game = GAME.to_json()

    def clock(phase: TimerPhase) -> tuple[Callable[[], object], dict[str, Any]]:
        return lambda: by_name.act.set_timer(GAME, phase), {"do": "timer", "game": game, "phase": phase.value}

    steps: tuple[tuple[Callable[[], object], dict[str, Any]], ...] = (
        (lambda: by_name.act.update_settings(timer_seconds=150), {"do": "settings", "timer_seconds": 150}),
        (lambda: by_name.act.seat_next_round(seed=5), {"do": "seat", "seed": 5}),
        (lambda: by_name.act.start_game(GAME), {"do": "start_game", "game": game}),
        clock(TimerPhase.COUNTDOWN),
        clock(TimerPhase.RUNNING),
        (by_name.act.undo, {"do": "undo"}),
        (by_name.act.redo, {"do": "redo"}),
        clock(TimerPhase.FINISHED),
    )
    try:
        for use_case, request in steps:
            use_case()
            asked.request(request)
            assert _logged(asked) == _logged(by_name), request
        kinds = [kind for kind, _payload in _logged(asked)[len(PLAYERS) + 1 :]]
        assert kinds == ["settings", "seat", "start_game", "timer", "timer", "undo", "redo", "timer"]
        assert [payload.get("remaining") for kind, payload in _logged(asked) if kind == "timer"] == [
            15.0,
            150.0,
            0.0,
        ]
    finally:
        by_name.close()
        asked.close()
