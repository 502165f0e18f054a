"""Rebuilding a night from its log: the commands in force applied in order, undone ones skipped.

A logged action that cannot be applied (damaged on disk, or refused by the rules of this version)
is set aside with why, and the state is rebuilt from the commands applied before it, so whatever it
touched is undone and the rest of the night still counts.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from boggle_throne.engine.errors import EngineError
from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError, NothingToUndoError, ThroneError
from boggle_throne.night.history import History
from boggle_throne.night.state import DictionaryOpener, Logged, Night, NotApplied
from boggle_throne.tournament.errors import TournamentError


@dataclass(frozen=True)
class Unreadable:
    """A logged action that could not be read as a command: its number, its kind as logged, and why."""

    seq: int
    kind: str
    why: str


def rebuild(entries: Iterable[Logged | Unreadable], open_dictionary: DictionaryOpener) -> Night:
    """The night after a list of logged commands: undone ones are skipped, and so is the clock of a
    game whose start was undone."""
    with _collector_paused():
        return _replayed(list(entries), open_dictionary)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """A replay makes tens of thousands of objects that all live on; the cyclic collector's passes
    over them would cost as much as the replay itself, and what it makes is kept, not freed."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _replayed(entries: list[Logged | Unreadable], open_dictionary: DictionaryOpener) -> Night:
    not_applied = {
        entry.seq: NotApplied(entry.kind, entry.why) for entry in entries if isinstance(entry, Unreadable)
    }
    steps = [entry for entry in entries if not isinstance(entry, Unreadable)]
    history = _stacks(steps, not_applied)
    in_force = {logged.seq for logged in history.done}
    to_apply = [logged for logged in steps if logged.seq in in_force or _stepped_over(logged.command)]
    silent: set[int] = set()
    """Clocks of games whose start was undone: refused, and nothing a judge needs to hear about."""
    night = Night(open_dictionary)
    for index, logged in enumerate(to_apply):
        try:
            night.apply(logged)
        except Exception as error:
            if isinstance(logged.command, c.SetTimer) and isinstance(error, ActionRefusedError):
                silent.add(logged.seq)
                continue
            not_applied[logged.seq] = NotApplied(logged.command.KIND, _why_not_applied(error))
            night = Night(open_dictionary)
            for earlier in to_apply[:index]:
                if earlier.seq not in not_applied and earlier.seq not in silent:
                    night.apply(earlier)
    night.history = history
    night.not_applied = dict(sorted(not_applied.items()))
    night.last_seq = max((entry.seq for entry in entries), default=0)
    return night


def _stepped_over(command: c.Command) -> bool:
    """What undo steps over but every replay applies: the creation, the clock, where the projectors
    point (undo and redo themselves are walked, not applied)."""
    return not command.UNDOABLE and not isinstance(command, c.Undo | c.Redo)


def _why_not_applied(error: Exception) -> str:
    """Why a logged action could not be applied, in words for a judge."""
    if isinstance(error, ThroneError | TournamentError | EngineError):
        return str(error)
    return _("its details are malformed ({error})").format(error=f"{type(error).__name__}: {error}")


def _stacks(steps: list[Logged], not_applied: dict[int, NotApplied]) -> History:
    """The commands in force and the undone ones waiting for a redo, after walking undo and redo.

    An undo with nothing to undo (or a redo with nothing undone) is not applied. A command the rules
    refuse later still counts here, as it did when it was recorded, so every undo after it takes
    back what it took back then.
    """
    history = History()
    for logged in steps:
        command = logged.command
        if isinstance(command, c.Undo) and not history.done:
            not_applied[logged.seq] = NotApplied(command.KIND, _("there was nothing to undo"))
        elif isinstance(command, c.Redo) and not history.undone:
            not_applied[logged.seq] = NotApplied(command.KIND, _("there was nothing to redo"))
        else:
            try:
                history.walk(logged)
            except NothingToUndoError as missing:  # a target not in force (a log written by hand)
                not_applied[logged.seq] = NotApplied(command.KIND, str(missing))
    return history
