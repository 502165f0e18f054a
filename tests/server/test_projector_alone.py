"""The projector alone, on a machine of its own: it reads a server's night with the projector's
read-only login, follows the judges' stations without polling, and can record nothing."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector_alone import ProjectorAlone
from tests.cli.runner import run
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night

PROJECTOR = "projector_reader"


def _projector_login(postgres: PostgresServer, url: str) -> str:
    """A login that may only read the night, as the organiser's night-server script makes one."""
    database = url.rsplit("/", 1)[1]
    postgres.sql(
        database,
        f'DO $$ BEGIN CREATE ROLE "{PROJECTOR}" LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$',
    )
    postgres.sql(database, f'GRANT CONNECT ON DATABASE "{database}" TO "{PROJECTOR}"')
    postgres.sql(database, f'GRANT SELECT ON ALL TABLES IN SCHEMA public TO "{PROJECTOR}"')
    return postgres.url(database, PROJECTOR)


def test_the_projector_alone_follows_a_station_and_writes_nothing(
    qtbot: QtBot, night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    reader = OpenNight.open(_projector_login(postgres, url), station="projector", read_only=True)
    alone = ProjectorAlone(reader, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(alone.window)
    judge = OpenNight.open(url, station="table 1")
    try:
        alone.window.show()
        player = judge.views.game(GAME).players[0].name
        time.sleep(0.3)  # listening
        judge.act.record_word(GAME, player, "nest")
        qtbot.waitUntil(lambda: isinstance(alone.window.page, ScoringPage), timeout=3000)
        assert [w.word for w in reader.views.game(GAME).player(player).words] == ["nest"]
        with pytest.raises(TournamentFileError):
            reader.act.record_word(GAME, player, "pals")
        assert [e.action for e in judge.views.log()][-1] == "record_word"
    finally:
        judge.close()
        alone.window.close()


def test_the_projector_command_says_in_one_line_why_a_night_does_not_open(
    night_database: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _out, err = run(capsys, "projector", night_database.replace("+psycopg", "") + "-missing")
    assert status == 2 and err.count("\n") == 1
    assert "database" in err and "missing" in err
