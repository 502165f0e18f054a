"""The live state of a night against a from-scratch replay of its log by a new service on the same file.

A service applies most actions to the state it holds; only undo, redo and refused actions rebuild it
from the log. These helpers catch any difference between the two: what the judges see now, and what
anyone opening the file later would see.
"""

from __future__ import annotations

import warnings
from collections import OrderedDict
from dataclasses import dataclass, fields, is_dataclass
from unittest import mock

from sqlalchemy import URL
from sqlalchemy.exc import SADeprecationWarning

from boggle_throne.night import games
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import data_dir
from boggle_throne.services.reading.views import GameView, LogEntry, PlayerView, StandingsView, ThroneView
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.event_store import EventStore


@dataclass(frozen=True)
class NightSnapshot:
    """Everything a night shows, as plain values that compare by content."""

    standings: StandingsView
    players: tuple[PlayerView, ...]
    games: tuple[GameView, ...]
    house_lists: tuple[frozenset[str], frozenset[str]]
    throne: ThroneView
    log: tuple[LogEntry, ...]


def snapshot(service: OpenNight) -> NightSnapshot:
    """What the service shows now; reading it changes nothing (unlike `recompute`, which rebuilds)."""
    return NightSnapshot(
        service.views.standings(),
        service.views.players(),
        tuple(service.views.game(key) for key in service.views.games()),
        service.views.house_lists(),
        service.views.throne(),
        service.views.log(),
    )


def replayed(service: OpenNight) -> NightSnapshot:
    """What a new service on the same file shows, having scored every game anew: the closing scores
    the live service remembered are out of its reach.

    The new service connects to the file as a second judge station would; `OpenNight.open`
    would first examine a private copy of the file, since the live service holds it open.
    """
    assert service.files.path is not None, "the night must be kept in a file"
    with warnings.catch_warnings():  # the store reads the file's version by a call SQLAlchemy deprecates
        warnings.filterwarnings("ignore", r"The Result\.tuples\(\) method", SADeprecationWarning)
        store = EventStore.connect(URL.create("sqlite", database=str(service.files.path)).render_as_string())
    with mock.patch.object(games, "_FINAL_SCORES", OrderedDict()):
        replay = OpenNight(store, DictionaryLibrary(data_dir()), "replay")
        try:
            return snapshot(replay)
        finally:
            replay.close()


def assert_same_night(
    first: NightSnapshot, then: NightSnapshot, what: str, names: tuple[str, str] = ("before", "after")
) -> None:
    """Fail naming where each part of the night that differs first differs."""
    assert first is not then
    differences = [
        _first_difference(part.name, getattr(first, part.name), getattr(then, part.name), names)
        for part in fields(NightSnapshot)
        if getattr(first, part.name) != getattr(then, part.name)
    ]
    assert not differences, f"{what}:\n" + "\n".join(differences)


def assert_live_equals_replay(service: OpenNight) -> NightSnapshot:
    """The live state equals a replay of the log in a new service; returns the live snapshot."""
    live = snapshot(service)  # taken before anything could rebuild the service's state
    replay = replayed(service)
    assert_same_night(live, replay, "the live night differs from a replay of its log", ("live", "replay"))
    return live


def _first_difference(where: str, first: object, then: object, names: tuple[str, str]) -> str:
    """The path to the first differing value inside two views, and both values there."""
    if type(first) is type(then) and is_dataclass(first):
        for part in fields(first):
            left, right = getattr(first, part.name), getattr(then, part.name)
            if left != right:
                return _first_difference(f"{where}.{part.name}", left, right, names)
    if isinstance(first, tuple) and isinstance(then, tuple) and len(first) == len(then):
        for index, (left, right) in enumerate(zip(first, then, strict=True)):
            if left != right:
                return _first_difference(f"{where}[{index}]", left, right, names)
    return f"  {where}\n    {names[0]}: {first!r}\n    {names[1]}: {then!r}"
