"""Corrections, undo and redo after the night moved on: everything is recomputed and changes are named."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands import RecordWord
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.live_and_replay import assert_live_equals_replay
from tests.services.night_builder import BOARD, NightBuilder


@pytest.fixture
def round_two_started(tmp_path: Path) -> NightBuilder:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.do(do="seat", seed=2)
    builder.do(do="start_game", game=[2, 1, 1], board=BOARD)
    return builder


def test_a_ruling_changed_in_round_one_names_who_gained_and_lost(round_two_started: NightBuilder) -> None:
    service = round_two_started.service
    assert service.views.round(1).tables[0].standings[1].name == "P08"
    # STERN was valid; upholding a challenge on it now takes 2 and costs 2: P08 falls from 8 to 4.
    result = service.act.rule(GameKey(1, 1, 1), "P08", "stern", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    assert [(c.round, c.gained, c.lost) for c in result.advancement_changes] == [(1, ("P16",), ("P08",))]
    table = service.views.round(1).tables[0]
    assert [(row.name, row.points, row.advances) for row in table.standings[:3]] == [
        ("P09", 10, True),
        ("P16", 7, True),
        ("P01", 7, False),
    ]
    live = assert_live_equals_replay(service)
    assert service.recompute() == live.standings  # and a rebuild in place agrees too


def test_undo_takes_the_correction_back_and_redo_reapplies_it(round_two_started: NightBuilder) -> None:
    service = round_two_started.service
    service.act.rule(GameKey(1, 1, 1), "P08", "stern", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    undone = service.act.undo()
    assert [(c.round, c.gained, c.lost, c.changed_back) for c in undone.advancement_changes] == [
        (1, ("P08",), ("P16",), True)
    ]
    assert [row.name for row in service.views.round(1).tables[0].standings[:2]] == ["P09", "P08"]
    redone = service.act.redo()
    assert [(c.gained, c.lost) for c in redone.advancement_changes] == [(("P16",), ("P08",))]


def test_undo_walks_back_the_latest_word_and_the_log_keeps_everything(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    service = builder.service
    key = GameKey(1, 2, 1)
    service.act.start_game(key, BOARD)
    reader = service.views.game(key).read_order[0]
    service.act.record_word(key, reader, "alerts")
    service.act.record_word(key, reader, "plates")
    logged = len(service.views.log())
    service.act.undo()
    assert [w.word for w in service.views.game(key).player(reader).words] == ["alerts"]
    assert len(service.views.log()) == logged + 1
    assert [e.in_force for e in service.views.log()][-2:] == [False, True]  # PLATES undone; the undo stands
    service.act.record_word(key, reader, "stern")
    with pytest.raises(Exception, match="nothing to redo"):
        service.act.redo()


def test_every_action_publishes_what_it_changed(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    seen: list[Change] = []
    builder.service.changes.subscribe(seen.append)
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    key = GameKey(1, 1, 1)
    builder.service.act.start_game(key, BOARD)
    builder.service.act.record_word(key, "P01", "alerts")
    assert [c.command.KIND for c in seen][-3:] == ["seat", "start_game", "record_word"]
    assert seen[-1].game == key and Aspect.WORDS in seen[-1].aspects
    p01 = next(p.id for p in builder.service.views.players() if p.name == "P01")
    assert seen[-1].command == RecordWord(key, p01, "alerts")
    assert seen[-1].result.word is not None and seen[-1].result.word.word == "alerts"
    assert seen[-1].result.game is not None and seen[-1].result.game.key == key
    assert [c.seq for c in seen] == sorted(c.seq for c in seen)


def test_reopened_file_remembers_undo(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.service.act.register("Late", checked_in=True)
    builder.service.act.undo()
    path = builder.service.files.path
    builder.service.close()
    assert path is not None
    reopened = OpenNight.open(path)
    try:
        assert "Late" not in {p.name for p in reopened.views.players()}
        assert reopened.act.redo().action == "redo"
        assert "Late" in {p.name for p in reopened.views.players()}
    finally:
        reopened.close()
