"""Undo and redo on a night several stations share: each takes back a station's own action.

The actions in force (`done`) and those undone and waiting for a redo (`undone`) are walked the same
way by a live night and by a replay of its log. An undo names the action it takes back (`target`),
so one station's Ctrl+Z takes back that station's last action, not whatever another station did a
moment later; an undo without a target (a log written by hand) takes back the night's last action.
A redo brings back what the same station undid; a station's new action clears its own redos only.

An action another station has since built on cannot be undone alone (`built_on`): a later action in
the same game, or one about the night as a whole, rests on it (the night's last action can always
be undone, by the host's "undo the night's last action").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import NothingToUndoError

if TYPE_CHECKING:
    from boggle_throne.night.state import Logged

__all__ = ["History", "builds_on"]

_ON_RESULTS = (c.SeatRound, c.UnseatRound, c.DrawBracket, c.Crown)
"""Actions about the night as a whole that rest on the games' results."""


def builds_on(later: Logged, earlier: Logged) -> bool:
    """Whether `later` rests on `earlier`: `earlier` is about the night as a whole (players, seating,
    settings), or `later` decides from the games' results (seating, crowning), or both are in one
    game, unless both are about different players' copies of words (words read at one table by two
    stations stand each on its own)."""
    before, after = earlier.command.game, later.command.game
    if before is None or isinstance(later.command, _ON_RESULTS):
        return True
    if after is None or after != before:
        return False
    first, second = _copies(earlier.command), _copies(later.command)
    return not (first and second) or bool(first & second)


def _copies(command: c.Command) -> frozenset[tuple[int, str]]:
    """The players' copies of words a command is about (none for a command on the whole game)."""
    if not isinstance(command, c.WordCommand):
        return frozenset()
    copies = {(command.player, command.word.lower())}
    if isinstance(command, c.CorrectWord) and command.new_word:
        copies.add((command.player, command.new_word.lower()))
    if isinstance(command, c.MoveWord):
        copies.add((command.to_player, command.word.lower()))
    return frozenset(copies)


@dataclass
class History:
    """The actions in force and the undone ones, with the station that undid each."""

    done: list[Logged] = field(default_factory=list)
    undone: list[Logged] = field(default_factory=list)
    undone_by: dict[int, str] = field(default_factory=dict)

    def undo_target(self, station: str | None = None) -> Logged:
        """The action an undo takes back: `station`'s last action in force, or the night's (None)."""
        for logged in reversed(self.done):
            if station is None or logged.station == station:
                return logged
        if station is None:
            raise NothingToUndoError(_("there is nothing to undo"))
        raise NothingToUndoError(
            _("there is nothing to undo (station {station} has no action in force)").format(station=station)
        )

    def redo_target(self, station: str | None = None) -> Logged:
        """The action a redo brings back: the last one `station` undid, or the night's last undone."""
        for logged in reversed(self.undone):
            if station is None or self.undone_by.get(logged.seq) == station:
                return logged
        if station is None:
            raise NothingToUndoError(_("there is nothing to redo"))
        raise NothingToUndoError(
            _("there is nothing to redo (station {station} has undone nothing since its last action)").format(
                station=station
            )
        )

    def built_on(self, target: Logged) -> Logged | None:
        """The latest action in force that rests on `target` (see `builds_on`), or None."""
        later = [logged for logged in self.done if logged.seq > target.seq and builds_on(logged, target)]
        return later[-1] if later else None

    def in_force(self, seq: int | None) -> Logged:
        """The action in force numbered `seq` (None: the last one)."""
        if seq is None:
            return self.undo_target()
        found = next((logged for logged in self.done if logged.seq == seq), None)
        if found is None:
            raise NothingToUndoError(
                _("action {seq} is not in force, so it cannot be undone").format(seq=seq)
            )
        return found

    def waiting(self, seq: int | None) -> Logged:
        """The undone action numbered `seq` (None: the last one undone)."""
        if seq is None:
            return self.redo_target()
        found = next((logged for logged in self.undone if logged.seq == seq), None)
        if found is None:
            raise NothingToUndoError(_("action {seq} is not undone, so it cannot be redone").format(seq=seq))
        return found

    def walk(self, logged: Logged) -> None:
        """Take in one logged action: an undo or redo moves its target, a new action is in force and
        clears its station's redos. Raises `NothingToUndoError` for an undo or redo with no target."""
        command = logged.command
        if isinstance(command, c.Undo):
            target = self.in_force(command.target)
            self.done.remove(target)
            self.undone.append(target)
            self.undone_by[target.seq] = logged.station
        elif isinstance(command, c.Redo):
            target = self.waiting(command.target)
            self.undone.remove(target)
            self.undone_by.pop(target.seq, None)
            self.done.append(target)
        elif command.UNDOABLE:
            self.done.append(logged)
            cleared = {seq for seq, by in self.undone_by.items() if by == logged.station}
            self.undone = [each for each in self.undone if each.seq not in cleared]
            for seq in cleared:
                del self.undone_by[seq]
