"""Undo and redo name the action they take back or bring back, as a judge reads it."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.games import GameKey
from tests.services.night_builder import BOARD, NightBuilder

KEY = GameKey(1, 2, 1)


def test_undo_and_redo_name_the_word_its_reader_and_its_game(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    service = builder.service
    service.act.start_game(KEY, BOARD)
    reader = service.views.game(KEY).read_order[0]
    assert service.views.undo_name() == f"start game (R1 T2 G1 · {BOARD})"
    assert service.views.redo_name() is None
    service.act.record_word(KEY, reader, "plante")
    assert service.views.undo_name() == f"PLANTE for {reader}, R1 T2 G1"
    service.act.correct_word(KEY, reader, "plante", "planet")
    assert service.views.undo_name() == f"correction of PLANTE to PLANET for {reader}, R1 T2 G1"
    service.act.challenge(KEY, reader, "planet")
    service.act.rule(KEY, reader, "planet", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    assert service.views.undo_name() == f"ruling on PLANET (upheld) for {reader}, R1 T2 G1"
    service.act.undo()
    assert service.views.redo_name() == f"ruling on PLANET (upheld) for {reader}, R1 T2 G1"
    assert service.views.undo_name() == f"challenge of PLANET for {reader}, R1 T2 G1"
