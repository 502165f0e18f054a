"""The kinds of action a night's log holds, and which of them undo walks back."""

from __future__ import annotations

from enum import Enum

from boggle_throne.engine.errors import quoted


class Action(Enum):
    """One kind of recorded action; the value is how the log and night documents name it."""

    CREATE = "create"
    SETTINGS = "settings"
    REGISTER = "register"
    CHECK_IN = "check_in"
    WITHDRAW_PLAYER = "withdraw_player"
    SEED_RANK = "seed_rank"
    PROCLAIM = "proclaim"
    SEAT = "seat"
    UNSEAT = "unseat"
    BRACKET = "bracket"
    START_GAME = "start_game"
    TIMER = "timer"
    RECORD_WORD = "record_word"
    CORRECT_WORD = "correct_word"
    CORRECT_BOARD = "correct_board"
    WITHDRAW_WORD = "withdraw_word"
    CHALLENGE = "challenge"
    RULE = "rule"
    HOUSE_LIST = "house_list"
    CLOSE_GAME = "close_game"
    CROWN = "crown"
    UNDO = "undo"
    REDO = "redo"


NOT_UNDOABLE = frozenset({Action.CREATE, Action.TIMER, Action.UNDO, Action.REDO})
"""Actions that undo steps over: the file's creation, the clock, and undo/redo themselves."""


def action_named(name: object) -> Action:
    """The action with this name, or a clear error listing the known ones."""
    try:
        return Action(name)
    except ValueError:
        known = ", ".join(action.value for action in Action if action is not Action.CREATE)
        raise ValueError(f"unknown action {quoted(name)}; known actions: {known}") from None
