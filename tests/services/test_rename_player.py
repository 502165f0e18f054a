"""A player's name is put right mid-night (a walk-in misspelt at the door): the player keeps their id,
games, results and place, every view shows the new name, and a replay of the log agrees."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.views import StandingRow
from tests.services.night_builder import NightBuilder

FIRST = GameKey(1, 1, 1)


@pytest.fixture
def night(tmp_path: Path) -> NightBuilder:
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    night.play_round(1)
    return night


def _row(service: OpenNight, name: str) -> StandingRow:
    rows = [row for table in service.views.round(1).tables for row in table.standings]
    return next(row for row in rows if row.name == name)


def test_a_renamed_player_keeps_their_id_games_and_results(night: NightBuilder) -> None:
    service = night.service
    before_id, before_game, before_row = (
        service.views.player_id("P16"),
        service.views.game(FIRST),
        _row(service, "P16"),
    )
    renamed = service.act.rename_player("P16", "Pat Sixteen")
    assert (renamed.id, renamed.name) == (before_id, "Pat Sixteen")
    game = service.views.game(FIRST)
    assert [p.name for p in game.players] == [
        "Pat Sixteen" if p.name == "P16" else p.name for p in before_game.players
    ]
    assert game.player("Pat Sixteen").total == before_game.player("P16").total
    words = [w.word for w in game.player("Pat Sixteen").words]
    assert words == [w.word for w in before_game.player("P16").words]
    row = _row(service, "Pat Sixteen")
    assert (row.player, row.place, row.points, row.advances) == (
        before_row.player,
        before_row.place,
        before_row.points,
        before_row.advances,
    )
    with pytest.raises(ActionRefusedError, match="P16"):
        service.views.player_id("P16")
    assert service.views.log()[-1].description == f"player {before_id} → Pat Sixteen"


def test_the_new_name_survives_a_replay_of_the_log(night: NightBuilder, tmp_path: Path) -> None:
    night.do(do="rename_player", player="P16", name="Pat Sixteen")  # as a night document says it
    live = night.service.views.standings()
    night.service.recompute()
    assert night.service.views.standings() == live
    replayed = OpenNight.open(tmp_path / "night.throne", read_only=True)
    assert replayed.views.standings() == live
    assert replayed.views.game(FIRST) == night.service.views.game(FIRST)
    assert replayed.views.players() == night.service.views.players()


def test_a_name_another_player_has_is_refused_and_the_old_one_kept(night: NightBuilder) -> None:
    service = night.service
    with pytest.raises(ActionRefusedError, match="taken by P02"):
        service.act.rename_player("P01", "p02")
    with pytest.raises(ActionRefusedError, match="already called P01"):
        service.act.rename_player("P01", " P01 ")
    with pytest.raises(ActionRefusedError, match="taken by P01"):
        service.act.register("p01")  # P01 still holds their name after the refusal
    assert service.act.rename_player("P01", "p01").name == "p01"  # their own name, spelt otherwise


def test_undo_gives_the_old_name_back(night: NightBuilder) -> None:
    service = night.service
    players, game = service.views.players(), service.views.game(FIRST)
    service.act.rename_player("P16", "Pat Sixteen")
    service.act.undo()
    assert (service.views.players(), service.views.game(FIRST)) == (players, game)
