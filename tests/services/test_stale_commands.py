"""Two stations on one night: a command is recorded only after the state it was checked against.

A station checks each command against the night as it last read it; if another station recorded an
action in between, the command is refused, nothing is recorded, and the station reads the night
again, so its next command is checked against what the other station did.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from sqlalchemy import URL
from sqlalchemy.exc import SADeprecationWarning

from boggle_throne.night.games import GameKey
from boggle_throne.services.dictionaries import DictionaryLibrary
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.paths import data_dir
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.store.event_store import EventStore
from tests.services.night_builder import BOARD, NightBuilder

KEY = GameKey(1, 1, 1)


def _second_station(path: Path) -> TournamentService:
    """Another judge station on the same file, connected as a database client would be."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", r"The Result\.tuples\(\) method", SADeprecationWarning)
        store = EventStore.connect(URL.create("sqlite", database=str(path)).render_as_string())
    return TournamentService(store, DictionaryLibrary(data_dir()), "table 2")


def test_a_command_checked_against_a_state_another_station_moved_past_is_refused(tmp_path: Path) -> None:
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    night.do(do="seat", seed=1)
    night.service.start_game(KEY, BOARD)
    readers = night.service.game(KEY).players
    assert night.service.path is not None
    other = _second_station(night.service.path)
    try:
        night.service.record_word(KEY, readers[0].name, "alerts")  # the other station has not seen it
        logged = len(night.service.recorded())
        with pytest.raises(TournamentFileError, match="another station recorded action"):
            other.record_word(KEY, readers[1].name, "plates")
        assert len(night.service.recorded()) == logged
        assert [w.word for w in other.game(KEY).player(readers[0].name).words] == ["alerts"]
        other.record_word(KEY, readers[1].name, "plates")  # checked against the night as it now is
        night.service.recompute()
        assert [w.word for w in night.service.game(KEY).player(readers[1].name).words] == ["plates"]
    finally:
        other.close()
