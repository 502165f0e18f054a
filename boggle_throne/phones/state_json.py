"""A phone's view as the JSON the page reads (`GET …/state`, docs/phones.md).

The clock is given as milliseconds left on the server's clock at the moment of the answer, so the
phone counts down from what the server knows rather than from its own clock, which may be set wrong.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from boggle_throne.engine.board import Board
from boggle_throne.engine.faces import display
from boggle_throne.night.clock import TimerState
from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.phone_views import PhoneResult, PhoneView, PhoneWordView

Json = dict[str, Any]


def state_json(view: PhoneView, now: datetime) -> Json:
    """The state of one player's phone at `now`."""
    return {
        "night": view.night,
        "player": view.player,
        "stage": view.stage.value,
        "game": _game(view.game) if view.game is not None else None,
        "board": _board(view.board) if view.board is not None else None,
        "clock": _clock(view.timer, view.locks_at, now) if view.timer is not None else None,
        "min_length": view.min_length,
        "checks": view.checks,
        "words": [_word(word) for word in view.words],
        "can_write": view.can_write,
        "can_strike": view.can_strike,
        "voided": view.voided,
        "readers": list(view.readers),
        "reader": view.reader,
        "result": _result(view.result) if view.result is not None else None,
        "throne": view.throne,
        "language": view.language,
    }


def _game(key: GameKey) -> Json:
    return {"round": key.round, "table": key.table, "game": key.game, "label": key.label}


def _board(board: Board) -> Json:
    """The cells row by row as printed: `A`, `Qu` as one cell, `#` for a blank."""
    return {"size": board.size, "cells": [display(cell) for cell in board.cells]}


def _milliseconds(seconds: float) -> int:
    return max(0, round(seconds * 1000))


def _clock(timer: TimerState, locks_at: datetime | None, now: datetime) -> Json:
    locks_in = _milliseconds((locks_at - now).total_seconds()) if locks_at is not None else None
    return {
        "phase": timer.phase.value,
        "remaining_ms": _milliseconds(timer.remaining_at(now)),
        "locks_in_ms": locks_in,
    }


def _word(word: PhoneWordView) -> Json:
    return {
        "word": word.word,
        "state": word.state.value,
        "verdict": word.verdict.value if word.verdict is not None else None,
        "points": word.points,
    }


def _result(result: PhoneResult) -> Json:
    return {
        "total": result.total,
        "table": [{"player": name, "total": total} for name, total in result.table],
        "missed": list(result.missed) if result.missed is not None else None,
    }
