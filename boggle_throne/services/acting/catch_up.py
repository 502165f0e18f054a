"""Taking in what other stations logged: their actions applied to this station's night, and a judge
told whose action got in first when it refuses theirs.

Several stations append to one night. Before a command is checked, a station reads what the others
logged since it last looked; the log's order is the truth, so their actions are applied in that
order, and anything that changes the past (an undo, a correction of a closed game) rebuilds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.replay import Unreadable
from boggle_throne.night.state import Logged, Night
from boggle_throne.services.acting.changes import Change, ChangeBus
from boggle_throne.services.acting.history import kind_name
from boggle_throne.services.reading.view_builders import game_view
from boggle_throne.services.reading.views import ActionResult
from boggle_throne.tournament.players import PlayerId


def take_in(night: Night, entries: Sequence[Logged | Unreadable], rebuilt: Callable[[], Night]) -> Night:
    """The night with `entries` (logged after it) applied: in place while they only add to the night,
    else `rebuilt()`, which replays the whole log."""
    for entry in entries:
        if isinstance(entry, Unreadable) or changes_the_past(night, entry.command):
            return rebuilt()
        try:
            night.apply(entry)
        except Exception:  # refused here: the replay keeps it as not applied, with why
            return rebuilt()
    return night


def changes_the_past(night: Night, command: c.Command) -> bool:
    """Whether applying `command` rewrites what was played: an undo or a redo, or a correction of a
    closed game (the night is then rebuilt from its log)."""
    if isinstance(command, c.Undo | c.Redo):
        return True
    record = night.games.get(command.game) if command.game is not None else None
    return command.CORRECTION and record is not None and record.closed


def who_got_there_first(command: c.Command, others: Sequence[Logged], names: Mapping[PlayerId, str]) -> str:
    """What another station did to the same game (or the night) a moment before, in words: the reason a
    command checked again after catching up may now be refused. Empty when nothing they did touches it."""
    related = [
        logged
        for logged in others
        if logged.command.game is None or command.game is None or logged.command.game == command.game
    ]
    word = getattr(command, "word", None)
    same_word = [
        logged for logged in related if word is not None and getattr(logged.command, "word", None) == word
    ]
    related = same_word or related
    if not related:
        return ""
    done = "; ".join(
        _("{action} {details} by station {station}").format(
            action=kind_name(logged.command.KIND),
            details=logged.command.describe(names),
            station=logged.station,
        )
        for logged in related[-3:]
    )
    return _(" ({actions}, a moment ago)").format(actions=done)


def announce(night: Night, entries: Sequence[Logged], bus: ChangeBus) -> tuple[Change, ...]:
    """Publish another station's actions as changes, each with the game it touched as it now stands
    and the station that made it as the initiator."""
    changes = []
    for entry in entries:
        key = night.labelled(entry.command.game) if entry.command.game is not None else None
        shown = bus.followed and key is not None and key in night.games  # built only for screens
        game = game_view(night, key) if shown and key is not None else None
        change = Change(
            entry.seq,
            entry.command,
            entry.command.ASPECTS,
            ActionResult(entry.seq, entry.command, game),
            entry.station,
        )
        bus.publish(change)
        changes.append(change)
    return tuple(changes)
