"""Undo and redo by station, in a file written by two stations in turn: each station takes back its
own last action, a replay of the log shows what the stations saw, and an action built on by another
station is refused, naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night import commands as c
from boggle_throne.night.errors import BuiltUponError, NothingToUndoError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.night_builder import BOARD, NightBuilder

ONE, TWO = GameKey(1, 1, 1), GameKey(1, 2, 1)


def _words(service: OpenNight, key: GameKey) -> list[str]:
    return [word.word for player in service.views.game(key).players for word in player.words]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    night = tmp_path / "bar.throne"
    builder = NightBuilder(night)
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    for key in (ONE, TWO):
        builder.do(do="start_game", game=key.to_json(), board=BOARD)
    builder.service.close()
    return night


def _at(path: Path, station: str) -> OpenNight:
    return OpenNight.open(path, station=station)


def test_each_station_undoes_and_redoes_its_own_and_a_replay_agrees(path: Path) -> None:
    first = _at(path, "Bar-1")
    first.act.record_word(ONE, first.views.game(ONE).players[0].name, "nest")
    first.close()
    second = _at(path, "Bar-2")
    pals = second.act.record_word(TWO, second.views.game(TWO).players[0].name, "pals").seq
    second.close()
    first = _at(path, "Bar-1")
    rets = first.act.record_word(ONE, first.views.game(ONE).players[1].name, "rets").seq
    first.close()

    second = _at(path, "Bar-2")
    assert second.act.undo().command == c.Undo(pals)  # its own word, though Bar-1's came later
    assert _words(second, TWO) == [] and _words(second, ONE) == ["nest", "rets"]
    with pytest.raises(NothingToUndoError, match="station Bar-2 has no action in force"):
        second.act.undo()
    second.close()

    first = _at(path, "Bar-1")  # a replay of the log: what Bar-2 saw
    assert _words(first, TWO) == [] and _words(first, ONE) == ["nest", "rets"]
    with pytest.raises(NothingToUndoError, match="nothing to redo"):
        first.act.redo()  # Bar-1 undid nothing
    assert first.act.undo().command == c.Undo(rets)
    first.close()

    second = _at(path, "Bar-2")
    assert second.act.redo().command == c.Redo(pals)
    assert _words(second, TWO) == ["pals"] and _words(second, ONE) == ["nest"]
    second.close()
    replayed = _at(path, "check")
    try:
        assert _words(replayed, TWO) == ["pals"] and _words(replayed, ONE) == ["nest"]
        assert all(entry.not_applied is None for entry in replayed.views.log())
    finally:
        replayed.close()


def test_an_action_another_station_built_on_is_refused_and_the_nights_last_can_be_undone(
    path: Path,
) -> None:
    first = _at(path, "Bar-1")
    reader = first.views.game(ONE).players[0].name
    word = first.act.record_word(ONE, reader, "nest").seq
    first.close()
    second = _at(path, "Bar-2")
    other_copy = second.act.record_word(ONE, second.views.game(ONE).players[1].name, "nest").seq
    second.close()

    first = _at(path, "Bar-1")  # another player's copy of the word does not rest on Bar-1's
    assert first.act.undo().command == c.Undo(word)
    assert first.act.redo().command == c.Redo(word)
    first.close()
    second = _at(path, "Bar-2")
    ruled = second.act.challenge(ONE, reader, "nest").seq  # Bar-2 challenges Bar-1's copy
    second.close()

    first = _at(path, "Bar-1")
    try:
        with pytest.raises(BuiltUponError) as refused:
            first.act.undo()
        assert str(refused.value).endswith(
            f"cannot be undone: challenge R1 T1 G1 · {reader} · NEST (action {ruled}, station Bar-2) "
            "has since built on it"
        ), refused.value
        assert first.views.night_undo_name() == f"challenge of NEST for {reader}, R1 T1 G1 (station Bar-2)"
        assert first.act.undo_night_last().command == c.Undo(ruled)
        assert first.act.undo().command == c.Undo(word)
        assert _words(first, ONE) == ["nest"]  # Bar-2's copy stays
        assert other_copy in {entry.seq for entry in first.views.log() if entry.in_force}
    finally:
        first.close()
