"""Completing a command: the fields the services decide, not the person who asks.

A screen, a phone or a night document asks for some actions without what only the night can decide:
a round seated from a seed, the bracket drawn from one, a game started on the board it is dealt, the
clock moved with the time it then shows, the station's own last action undone or redone, a settings
change with the words of the list it names. Each is asked for as a draft here, and `complete` turns
a draft into the command the log records, the same way for the typed use cases and for requests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase, time_left
from boggle_throne.night.games import GameKey
from boggle_throne.night.state import Night
from boggle_throne.services.reading.boards import dealt_board
from boggle_throne.services.reading.seating import bracket_draw, round_plan
from boggle_throne.services.word_lists.night_dictionaries import NightDictionaries
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class SeatFromSeed:
    """Seat the next round from `seed` (the next seed when None)."""

    seed: int | None = None


@dataclass(frozen=True)
class DrawFromSeed:
    """Draw the bracket, the unranked in an order drawn from `seed` (the board seed when None)."""

    seed: int | None = None


@dataclass(frozen=True)
class Deal:
    """Start a game on the board it is dealt; `players` are a tie-break game's readers."""

    key: GameKey
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True)
class MoveClock:
    """Move a game's clock to `phase`, showing the time the clock's rule says."""

    key: GameKey
    phase: TimerPhase


@dataclass(frozen=True)
class UndoLast:
    """Take back the station's own last action in force; with `anyone`, the night's last."""

    anyone: bool = False


@dataclass(frozen=True)
class RedoLast:
    """Bring back the last action the station undid."""


@dataclass(frozen=True)
class SettingsChange:
    """Change settings; a `dictionary` named brings the hash of its words (see `NightDictionaries`)."""

    changes: Mapping[str, Any]


Draft = SeatFromSeed | DrawFromSeed | Deal | MoveClock | UndoLast | RedoLast | SettingsChange
"""An action asked for without the fields the services decide."""


@dataclass(frozen=True)
class Station:
    """Who completes a command, and when: the station whose own actions an undo or a redo walks, the
    word lists a settings change reads, and the moment a clock's time left is taken at."""

    name: str
    word_lists: NightDictionaries
    now: datetime


def complete(command: c.Command | Draft, night: Night, station: Station) -> c.Command:
    """The command a draft stands for on `night` as it now is (a command is complete already)."""
    match command:
        case SeatFromSeed(seed):
            return c.SeatRound(round_plan(night, seed))
        case DrawFromSeed(seed):
            return bracket_draw(night, seed)
        case Deal(key, players):
            board, seed = dealt_board(night, night.labelled(key))
            return c.StartGame(key, board, seed, players)
        case MoveClock(key, phase):
            settings = night.require_settings()
            remaining = time_left(
                night.game(key).timer,
                phase,
                countdown_seconds=settings.countdown_seconds,
                game_seconds=settings.timer_seconds,
                now=station.now,
            )
            return c.SetTimer(key, phase, remaining)
        case UndoLast(anyone):
            return c.Undo(night.history.undo_target(None if anyone else station.name).seq)
        case RedoLast():
            return c.Redo(night.history.redo_target(station.name).seq)
        case SettingsChange(changes):
            locked = night.settings_lock is not None
            return c.ChangeSettings(station.word_lists.with_word_list(changes, locked=locked))
        case _:
            return command
