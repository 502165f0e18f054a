"""Side tables in a night: every move in the log, refusals that record nothing, undo and redo, the
same table after the night is opened again, and its document replayed to the same state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.night.errors import ActionRefusedError, UnknownNameError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.side_tables import SideTables
from boggle_throne.side.base import SideContext
from boggle_throne.side.document import read_document, replay
from tests.services.night_builder import NightBuilder

PLAYERS = ("Ann", "Bob", "Cat")


@pytest.fixture
def night(tmp_path: Path) -> NightBuilder:
    return NightBuilder(tmp_path / "side.throne")


def dice_table(night: NightBuilder) -> SideTables:
    """A Liar's Dice table: Ann rolls highest and bids two threes; Bob calls liar."""
    tables = SideTables(night.service)
    opened = tables.open("liars-dice", PLAYERS)
    assert opened.number == 1 and opened.view.to_act is None
    tables.typed(1, "5 3 2")
    assert tables.table(1).view.to_act == "Ann"
    tables.typed(1, "2 3")
    tables.typed(1, ".")
    return tables


def test_a_call_is_settled_from_the_dice_typed_at_the_reveal(night: NightBuilder) -> None:
    tables = dice_table(night)
    table = tables.typed(1, "33111 / 22222 / 45666")  # five threes with the ones: Bob was wrong
    bob = next(seat for seat in table.view.seats if seat.name == "Bob")
    assert bob.holding == 4 and table.view.to_act == "Bob"  # the loser opens the next round
    assert "Bob" in (table.view.last_call or "")


def test_a_refused_move_records_nothing(night: NightBuilder) -> None:
    tables = dice_table(night)
    before = len(night.service.views.log())
    with pytest.raises(ActionRefusedError):
        tables.typed(1, "33111 / 22222")  # Cat's dice missing
    with pytest.raises(ActionRefusedError):
        tables.move(1, {"player": "Cat", "bid": [3, 3]})  # the cups are to be lifted, not a bid
    assert len(night.service.views.log()) == before
    assert tables.table(1).moves == 3 and "reveal" in tables.table(1).view.expecting


def test_undo_takes_a_move_back_and_redo_brings_it_again(night: NightBuilder) -> None:
    tables = dice_table(night)
    tables.typed(1, "33111 / 22222 / 45666")
    night.service.act.undo()
    assert tables.table(1).moves == 3 and all(seat.holding == 5 for seat in tables.table(1).view.seats)
    night.service.act.redo()
    assert [seat.holding for seat in tables.table(1).view.seats] == [5, 4, 5]


def test_the_table_is_the_same_after_the_night_is_opened_again(night: NightBuilder, tmp_path: Path) -> None:
    tables = dice_table(night)
    tables.typed(1, "33111 / 22222 / 45666")
    before = tables.table(1)
    path = night.service.files.path
    assert path is not None
    night.service.close()
    again = OpenNight.open(path)
    try:
        after = again.views.side_table(1)
        assert after.view == before.view and after.document == before.document
    finally:
        again.close()


def test_a_tables_document_replays_to_the_same_state(night: NightBuilder) -> None:
    tables = dice_table(night)
    table = tables.typed(1, "33111 / 22222 / 45666")
    document = read_document(table.document)
    assert json.loads(table.document)["moves"][0] == {"roll": {"Ann": 5, "Bob": 3, "Cat": 2}}
    played = replay(document, SideContext(is_word=bundled_dictionary().__contains__))
    assert played.refused is None and played.applied == 4
    assert played.game.view() == table.view


def test_tables_are_numbered_and_cleared(night: NightBuilder) -> None:
    tables = SideTables(night.service)
    tables.open("liars-dice", PLAYERS)
    second = tables.open("liars-boggle", ("Dan", "Eve", "Fay", "Gus"))
    assert second.number == 2 and second.title == "Liar's Boggle"
    with pytest.raises(ActionRefusedError, match="already open"):
        tables.open("liars-dice", PLAYERS, number=2)
    tables.close(1)
    assert [table.number for table in tables.tables()] == [2] and tables.free_number() == 1
    with pytest.raises(UnknownNameError, match="side table 1 is not open"):
        tables.typed(1, "5 3 2")
    with pytest.raises(ActionRefusedError, match="unknown side game"):
        tables.open("snap", PLAYERS)


def test_a_challenge_is_settled_by_the_nights_dictionary(night: NightBuilder) -> None:
    """Liar's Boggle dealt from the night's dice set (4x4-new): dice 1–16 in the order of its file."""
    tables = SideTables(night.service)
    tables.open("liars-boggle", ("Ann", "Bob", "Cat", "Dan"))
    tables.move(
        1,
        {"deal": {"Ann": [1, 2, 3, 4], "Bob": [5, 6, 7, 8], "Cat": [9, 10, 11, 12], "Dan": [13, 14, 15, 16]}},
    )
    tables.move(1, {"player": "Ann", "bid": "zzyzx"})
    tables.move(1, {"player": "Bob", "call": "challenge"})
    tables.move(
        1,
        {
            "reveal": {
                "Ann": ["A", "B", "C", "F"],
                "Bob": ["A", "C", "D", "D"],
                "Cat": ["D", "E", "E", "E"],
                "Dan": ["E", "E", "Qu", "H"],
            }
        },
    )
    table = tables.table(1)
    ann = table.view.seats[0]
    assert ann.holding == 4 and table.view.to_act == "Ann"  # Ann bid a word that is none: she discards
