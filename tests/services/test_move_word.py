"""A word typed under the wrong reader moves to the one who read it: in play, and once closed."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.commands import MoveWord
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from tests.services.night_builder import BOARD, NightBuilder

KEY = GameKey(1, 1, 1)


@pytest.fixture
def night(tmp_path: Path) -> NightBuilder:
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    night.do(do="seat", seed=1)
    night.do(do="start_game", game=KEY.to_json(), board=BOARD)
    return night


def _words(night: NightBuilder, name: str) -> list[str]:
    return [word.word for word in night.service.views.game(KEY).player(name).words]


def test_a_word_moves_with_its_ruling_to_the_reader_named_by_name(night: NightBuilder) -> None:
    first, second = (p.name for p in night.service.views.game(KEY).players[:2])
    night.do(do="word", game=KEY.to_json(), player=first, word="gins")
    night.do(do="rule", game=KEY.to_json(), player=first, word="gins", ruling="upheld", reason="not on board")
    night.do(do="move_word", game=KEY.to_json(), player=first, word="gins", to_player=second)
    assert (_words(night, first), _words(night, second)) == ([], ["gins"])
    moved = night.service.views.game(KEY).player(second).words[0]
    assert moved.reason.endswith("ruled invalid: not on board; penalty −1") and not moved.held
    entry = night.service.views.log()[-1]
    assert entry.description == f"R1 T1 G1 · {first} → {second} · GINS"


def test_moving_a_word_in_a_closed_game_rescores_it(night: NightBuilder) -> None:
    first, second = (p.name for p in night.service.views.game(KEY).players[:2])
    night.do(do="word", game=KEY.to_json(), player=first, word="plates")
    night.do(do="close_game", game=KEY.to_json())
    before = night.service.views.game(KEY)
    ids = {p.name: p.id for p in night.service.views.players()}
    result = night.service.execute(MoveWord(KEY, ids[first], "plates", ids[second]))
    assert result.game is not None
    assert before.player(first).total > 0 and before.player(second).total == 0
    assert result.game.player(first).total == 0
    assert result.game.player(second).total == before.player(first).total
    night.service.recompute()
    assert night.service.views.game(KEY) == result.game


def test_a_word_is_not_moved_to_a_reader_who_read_it_too(night: NightBuilder) -> None:
    first, second = (p.name for p in night.service.views.game(KEY).players[:2])
    for name in (first, second):
        night.do(do="word", game=KEY.to_json(), player=name, word="plates")
    with pytest.raises(ActionRefusedError, match=f"{second} has already read PLATES"):
        night.do(do="move_word", game=KEY.to_json(), player=first, word="plates", to_player=second)
    assert _words(night, first) == ["plates"]
