"""Two stations on one night: each takes in what the other logged before checking a command, so no
update is lost, and a command the other station's action now makes impossible is refused, naming it.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from sqlalchemy import URL
from sqlalchemy.exc import SADeprecationWarning

from boggle_throne.night.commands import RecordWord
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import data_dir
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.event_store import EventStore
from tests.services.night_builder import BOARD, NightBuilder

KEY = GameKey(1, 1, 1)


def second_station(path: Path, name: str = "Bar-2") -> OpenNight:
    """Another judge station on the same night, connected as a database client would be."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", r"The Result\.tuples\(\) method", SADeprecationWarning)
        store = EventStore.connect(URL.create("sqlite", database=str(path)).render_as_string())
    return OpenNight(store, DictionaryLibrary(data_dir()), name)


@pytest.fixture
def started(night: NightBuilder) -> NightBuilder:
    night.service.act.start_game(KEY, BOARD)
    return night


def test_a_station_takes_in_the_others_action_before_its_own(started: NightBuilder) -> None:
    first, second = (p.name for p in started.service.views.game(KEY).players[:2])
    assert started.service.files.path is not None
    other = second_station(started.service.files.path)
    heard: list[Change] = []
    other.changes.subscribe(heard.append)
    try:
        started.service.act.record_word(KEY, first, "alerts")  # the other station has not seen it yet
        other.act.record_word(KEY, second, "plates")
        assert [w.word for w in other.views.game(KEY).player(first).words] == ["alerts"]
        assert [(c.command.KIND, c.initiator) for c in heard] == [
            ("record_word", "main"),
            ("record_word", None),
        ]
        assert isinstance(heard[0].command, RecordWord) and heard[0].result.game is not None
        started.service.catch_up()
        assert [w.word for w in started.service.views.game(KEY).player(second).words] == ["plates"]
        assert [e.station for e in started.service.views.log()[-2:]] == ["main", "Bar-2"]
    finally:
        other.close()


def test_a_command_the_other_stations_action_made_impossible_names_it(started: NightBuilder) -> None:
    assert started.service.files.path is not None
    other = second_station(started.service.files.path)
    try:
        moves = started.service.views.game(KEY).clock_moves
        other.act.set_timer(KEY, min(moves, key=lambda p: p.value))  # the other station has read the game
        started.service.act.close_game(KEY)
        with pytest.raises(ActionRefusedError) as refused:
            other.act.close_game(KEY)
        assert str(refused.value) == (
            "round 1, table 1, game 1 is already closed (close game R1 T1 G1 by station main, a moment ago)"
        )
        assert sum(e.action == "close_game" for e in other.views.log()) == 1
    finally:
        other.close()
