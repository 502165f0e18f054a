"""A night set up in a file (seventeen players, round 1 seated, some games started) and hosted on
the test server: where the tests of several stations begin."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from boggle_throne.night.games import GameKey
from tests.services.night_builder import BOARD, NightBuilder

GAME = GameKey(1, 1, 1)


def hosted_night(night_database: str, tmp_path: Path, games: Sequence[GameKey] = (GAME,)) -> str:
    """The night, with `games` started on BOARD, copied onto the server's empty database; its URL."""
    builder = NightBuilder(tmp_path / "hosted.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    for key in games:
        builder.do(do="start_game", game=key.to_json(), board=BOARD)
    builder.service.host(night_database)
    builder.service.close()
    return night_database
