"""A night set up in a file (seventeen players, round 1 seated, some games started) and hosted on
the test server: where the tests of several stations begin."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.store.local_server import LocalServerError
from tests.postgres_server import PostgresServer
from tests.services.night_builder import BOARD, NightBuilder

GAME = GameKey(1, 1, 1)


def hosted_night(
    night_database: str,
    tmp_path: Path,
    games: Sequence[GameKey] = (GAME,),
    boards: Mapping[GameKey, str] | None = None,
) -> str:
    """The night, with `games` started on BOARD (or on the board `boards` gives), copied onto the
    server's empty database; its URL."""
    builder = NightBuilder(tmp_path / "hosted.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    for key in games:
        builder.do(do="start_game", game=key.to_json(), board=(boards or {}).get(key, BOARD))
    builder.service.files.host(night_database)
    builder.service.close()
    return night_database


def words_read(service: OpenNight, player: str) -> list[str]:
    """The words a player has read in GAME, as the station shows them."""
    return [word.word for word in service.views.game(GAME).player(player).words]


def restart(postgres: PostgresServer) -> None:
    """Start the killed server again (its old processes may take a moment to be gone)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            postgres.start()
            return
        except LocalServerError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
