"""The command line on a night on a real PostgreSQL server: `host`, `fetch`, `apply`, the reading
commands over a URL, and what a station is told when the server cannot be reached."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import DEMO_SETTINGS, build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.cli.runner import run
from tests.postgres_server import PostgresServer

PASSWORD = "s3cret-Pa55"
"""The password of the role the password tests log in as (the test server trusts every other role)."""


def cli_url(sqlalchemy_url: str, password: str | None = None) -> str:
    """The URL as an organiser types it: `postgresql://user[:password]@host:port/db`."""
    rest = sqlalchemy_url.removeprefix("postgresql+psycopg://")
    if password is not None:
        user, _, where = rest.partition("@")
        rest = f"{user}:{password}@{where}"
    return f"postgresql://{rest}"


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, Any]]]:
    """The demo night in a file, and its night document (built once for the module)."""
    folder = tmp_path_factory.mktemp("demo")
    library = DictionaryLibrary(folder / "app-data")
    service, document = build_demo_night(folder / "demo.throne", library=library)
    service.close()
    yield folder / "demo.throne", document


def _empty_night(tmp_path: Path, url: str, name: str = "empty.throne") -> None:
    """Host a new demo night holding only its creation at `url`."""
    service = OpenNight.create(tmp_path / name, DEMO_SETTINGS)
    try:
        service.files.host(url)
    finally:
        service.close()


def _standings(capsys: pytest.CaptureFixture[str], where: str) -> dict[str, Any]:
    status, out, err = run(capsys, "standings", where, "--json")
    assert (status, err) == (0, "")
    standings: dict[str, Any] = json.loads(out)
    return standings


def _write(path: Path, actions: object) -> str:
    path.write_text(json.dumps(actions), encoding="utf-8")
    return str(path)


def _split(document: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[int, list[dict[str, Any]]]]:
    """The demo's actions before round 1's games (the players, the champion, round 1's seats), and
    round 1's table games' actions, table by table, each table's in order."""
    actions = document["actions"]
    first_game = next(number for number, action in enumerate(actions) if "game" in action)
    tables: dict[int, list[dict[str, Any]]] = {}
    for action in actions[first_game:]:
        game = action.get("game")
        if game is None:
            break  # round 2's seating: round 1 is over
        if game[0] == 1 and game[1] > 0:
            tables.setdefault(game[1], []).append(action)
    return actions[:first_game], tables


def test_host_then_standings_export_and_print_over_the_url_match_the_file(
    capsys: pytest.CaptureFixture[str], demo: tuple[Path, dict[str, Any]], night_database: str, tmp_path: Path
) -> None:
    file, document = demo
    url = cli_url(night_database, password="never-shown")  # the test server lets the role in anyway
    status, out, err = run(capsys, "host", str(file), "--db", url)
    assert status == 0 and err == ""
    actions = len(document["actions"]) + 1  # and the night's creation
    assert out.strip() == f"copied {actions} actions of {file} to {cli_url(night_database)}"
    assert "never-shown" not in out
    assert _standings(capsys, url) == _standings(capsys, str(file))
    status, served, _ = run(capsys, "export", url)
    assert status == 0
    assert json.loads(served) == json.loads(run(capsys, "export", str(file))[1])
    status, out, err = run(capsys, "print", "standings", url, "-o", str(tmp_path / "standings.pdf"))
    assert (status, err) == (0, "") and (tmp_path / "standings.pdf").read_bytes().startswith(b"%PDF")
    status, out, err = run(capsys, "host", str(file), "--db", url)  # the database holds a night now
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "already holds a night" in err and "never-shown" not in err
    assert f"{cli_url(night_database)} already holds a night" in err and "+psycopg" not in err


def test_host_refuses_a_night_changed_after_it_was_recorded(
    capsys: pytest.CaptureFixture[str], night_database: str, tmp_path: Path
) -> None:
    """Hosting would chain the copy afresh and hide the change: it is refused, naming the action."""
    file = tmp_path / "changed.throne"
    OpenNight.create(file, DEMO_SETTINGS).close()
    service = OpenNight.open(file)
    try:
        service.act.register("Arya")
    finally:
        service.close()
    with sqlite3.connect(file) as connection:
        connection.execute("UPDATE event SET payload = replace(payload, 'Arya', 'Mallory') WHERE seq = 2")
    connection.close()
    status, out, err = run(capsys, "host", str(file), "--db", cli_url(night_database))
    assert (status, out) == (2, "") and len(err.splitlines()) == 1, err
    assert "action 2 of the night was changed after it was recorded" in err
    with psycopg.connect(cli_url(night_database)) as server:  # the database is still empty
        assert server.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone() == (0,)


@pytest.mark.parametrize("table", ["customers", "event"])
def test_host_refuses_a_database_holding_another_programs_tables(
    capsys: pytest.CaptureFixture[str],
    postgres: PostgresServer,
    night_database: str,
    tmp_path: Path,
    table: str,
) -> None:
    """A database that holds anything else is not a night's: host says so in one line and adds nothing."""
    database = night_database.rsplit("/", 1)[1]
    postgres.sql(database, f"CREATE TABLE {table} (id integer PRIMARY KEY, name text)")
    service = OpenNight.create(tmp_path / "mine.throne", DEMO_SETTINGS)
    service.close()
    status, out, err = run(capsys, "host", str(tmp_path / "mine.throne"), "--db", cli_url(night_database))
    assert (status, out) == (2, "") and len(err.splitlines()) == 1, err
    assert f"{cli_url(night_database)} holds another program's tables ({table})" in err
    assert "+psycopg" not in err
    with psycopg.connect(cli_url(night_database)) as connection:
        found = connection.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'").fetchall()
    assert found == [(table,)]


def test_a_role_that_can_only_read_reads_the_standings(
    capsys: pytest.CaptureFixture[str],
    demo: tuple[Path, dict[str, Any]],
    postgres: PostgresServer,
    night_database: str,
    tmp_path: Path,
) -> None:
    file, _ = demo
    url = cli_url(night_database)
    assert run(capsys, "host", str(file), "--db", url)[0] == 0
    database = night_database.rsplit("/", 1)[1]
    postgres.sql(
        "postgres", "DO $$ BEGIN CREATE ROLE projector LOGIN; EXCEPTION WHEN duplicate_object THEN END $$"
    )
    postgres.sql(database, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO projector")
    projector = url.replace("://throne@", "://projector@")
    assert _standings(capsys, projector) == _standings(capsys, str(file))
    crown = _write(tmp_path / "crown.json", [{"do": "crown"}])
    status, _, err = run(capsys, "apply", crown, "--db", projector, "--station", "projector")
    assert status == 2 and "action 1 (crown) refused" in err


def test_fetch_brings_the_night_back_into_a_file_that_opens(
    capsys: pytest.CaptureFixture[str], demo: tuple[Path, dict[str, Any]], night_database: str, tmp_path: Path
) -> None:
    file, document = demo
    url = cli_url(night_database)
    assert run(capsys, "host", str(file), "--db", url)[0] == 0
    archive = tmp_path / "archive.throne"
    status, out, err = run(capsys, "fetch", url, "-o", str(archive))
    assert (status, err) == (0, "")
    assert out.strip() == f"copied {len(document['actions']) + 1} actions of {url} to {archive}"
    assert _standings(capsys, str(archive)) == _standings(capsys, url)
    fetched = OpenNight.open(archive)  # for writing: a whole night, every action numbered as there
    served = OpenNight.open(night_database, read_only=True)
    try:
        assert [(e.seq, e.kind, e.payload) for e in fetched.files.recorded()] == [
            (e.seq, e.kind, e.payload) for e in served.files.recorded()
        ]
    finally:
        fetched.close()
        served.close()
    status, out, err = run(capsys, "fetch", url, "-o", str(archive))  # never over a file
    assert status == 2 and len(err.splitlines()) == 1 and "already exists" in err


def test_apply_goes_on_past_a_refused_action_and_names_it(
    capsys: pytest.CaptureFixture[str], demo: tuple[Path, dict[str, Any]], night_database: str, tmp_path: Path
) -> None:
    _, document = demo
    url = cli_url(night_database)
    _empty_night(tmp_path, night_database)
    shared, tables = _split(document)
    batch = [*shared, *tables[1][:6]]
    batch.insert(len(shared) + 1, {"do": "close_game", "game": [1, 2, 1]})  # a game not started
    batch.insert(3, {"do": "wave", "at": "the judges"})  # no such action
    night = {"tournament": document["tournament"], "actions": batch}
    status, out, err = run(capsys, "apply", _write(tmp_path / "batch.json", night), "--db", url,
                           "--station", "table 1", "--json")  # fmt: skip
    assert status == 2
    refusals = err.splitlines()
    assert len(refusals) == 3 and refusals[-1].endswith("2 of 27 actions were refused")
    assert refusals[0].startswith("boggle-throne: action 4 (wave) refused: ")
    assert refusals[1].startswith(f"boggle-throne: action {len(shared) + 3} (close_game) refused: ")
    summary = json.loads(out)
    assert [r["action"] for r in summary["refused"]] == [4, len(shared) + 3]
    assert [a["action"] for a in summary["applied"]] == [
        n for n in range(1, 28) if n not in (4, len(shared) + 3)
    ]
    assert [a["seq"] for a in summary["applied"]] == list(range(2, 27))  # after the creation
    service = OpenNight.open(night_database, read_only=True)
    try:
        assert len(service.views.players()) == 17 and len(service.files.recorded()) == 26
        assert {e.station for e in service.files.recorded()[1:]} == {"table 1"}
    finally:
        service.close()
    status, out, err = run(capsys, "apply", _write(tmp_path / "more.json", tables[1][6:8]), "--db", url,
                           "--station", "table 1")  # fmt: skip
    assert (status, err) == (0, "")
    assert out.strip() == f"applied 2 of 2 actions to {url} (log 27–28)"


def test_the_tables_of_round_one_applied_at_once_give_the_standings_of_one_station(
    capsys: pytest.CaptureFixture[str],
    demo: tuple[Path, dict[str, Any]],
    postgres: PostgresServer,
    night_database: str,
    tmp_path: Path,
) -> None:
    _, document = demo
    shared, tables = _split(document)
    assert len(tables) == 4
    together = cli_url(night_database)
    _empty_night(tmp_path, night_database, "together.throne")
    assert (
        run(capsys, "apply", _write(tmp_path / "shared.json", shared), "--db", together, "--station", "desk")[
            0
        ]
        == 0
    )
    stations = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "boggle_throne",
                "apply",
                _write(tmp_path / f"table{table}.json", actions),
                "--db",
                together,
                "--station",
                f"table {table}",
                "--json",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=os.environ.copy(),
        )
        for table, actions in tables.items()
    ]
    summaries = []
    for station in stations:
        out, err = station.communicate(timeout=120)
        assert (station.returncode, err) == (0, ""), err
        summaries.append(json.loads(out))
    assert all(not summary["refused"] for summary in summaries)
    seqs = sorted(applied["seq"] for summary in summaries for applied in summary["applied"])
    assert seqs == list(range(len(shared) + 2, len(shared) + 2 + sum(map(len, tables.values()))))

    one_station = str(tmp_path / "alone.throne")  # one process, in order: a file is the quickest
    OpenNight.create(Path(one_station), DEMO_SETTINGS).close()
    in_order = [*shared, *(action for table in sorted(tables) for action in tables[table])]
    assert (
        run(
            capsys, "apply", _write(tmp_path / "all.json", in_order), "--db", one_station, "--station", "desk"
        )[0]
        == 0
    )
    assert _standings(capsys, together) == _standings(capsys, one_station)
    assert _standings(capsys, together)["rounds"][0]["tables"]


@pytest.fixture(scope="module")
def password_role(postgres: PostgresServer) -> str:
    """A role that logs in with `PASSWORD` (the server trusts every other role, as before)."""
    rule = "host all guarded 127.0.0.1/32 scram-sha-256\n"
    rules = postgres.data / "pg_hba.conf"
    text = rules.read_text()
    if rule not in text:
        rules.write_text(rule + text)
    postgres.sql(
        "postgres", "DO $$ BEGIN CREATE ROLE guarded LOGIN; EXCEPTION WHEN duplicate_object THEN END $$"
    )
    postgres.sql("postgres", f"ALTER ROLE guarded PASSWORD '{PASSWORD}'")
    postgres.sql("postgres", "SELECT pg_reload_conf()")
    return "guarded"


def test_a_wrong_address_is_one_line_naming_what_is_wrong(
    capsys: pytest.CaptureFixture[str],
    demo: tuple[Path, dict[str, Any]],
    postgres: PostgresServer,
    password_role: str,
    night_database: str,
) -> None:
    file, _ = demo
    assert run(capsys, "host", str(file), "--db", cli_url(night_database))[0] == 0
    database = night_database.rsplit("/", 1)[1]
    postgres.sql(database, f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {password_role}")
    port = postgres.port
    right = f"postgresql://{password_role}:{PASSWORD}@127.0.0.1:{port}/{database}"
    assert _standings(capsys, right)["tournament"] == DEMO_SETTINGS["name"]
    wrong = {
        f"postgresql://{password_role}:wrong-{PASSWORD}@127.0.0.1:{port}/{database}":
            f'the password of role (user) "{password_role}" is wrong',
        f"postgresql://throne:{PASSWORD}@127.0.0.1:{port}/nosuchnight":
            f'there is no database "nosuchnight" on the server at 127.0.0.1:{port}',
        f"postgresql://nobody:{PASSWORD}@127.0.0.1:{port}/{database}":
            'there is no role (user) "nobody" on the server',
        f"postgresql://throne:{PASSWORD}@127.0.0.1:1/{database}":
            "nothing answers at port 1 of host 127.0.0.1",
        f"postgresql://throne:{PASSWORD}@no-such-host.invalid:{port}/{database}":
            'the host "no-such-host.invalid" is not known',
    }  # fmt: skip
    for url, why in wrong.items():
        for command in (["standings", url], ["fetch", url, "-o", str(file.with_name("x.throne"))]):
            status, out, err = run(capsys, *command)
            assert status == 2 and out == "", command
            assert len(err.splitlines()) == 1 and why in err, (command, err)
            assert err.startswith("boggle-throne: error: cannot ") and " the night at postgresql://" in err
            assert PASSWORD not in err
    status, _, err = run(capsys, "standings", cli_url(postgres.new_database()))  # an empty database
    assert status == 2 and "holds no night" in err


def test_the_password_comes_from_a_password_file_or_the_environment(
    capsys: pytest.CaptureFixture[str],
    demo: tuple[Path, dict[str, Any]],
    postgres: PostgresServer,
    password_role: str,
    night_database: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No password in the URL, so none in any process's arguments: libpq reads it from PGPASSFILE or
    PGPASSWORD; without either, the one-line error says where to put it."""
    file, _ = demo
    assert run(capsys, "host", str(file), "--db", cli_url(night_database))[0] == 0
    database = night_database.rsplit("/", 1)[1]
    postgres.sql(database, f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {password_role}")
    bare = f"postgresql://{password_role}@127.0.0.1:{postgres.port}/{database}"
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none.pgpass"))
    status, out, err = run(capsys, "standings", bare)
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert f'role (user) "{password_role}" needs a password: set PGPASSFILE' in err
    passwords = tmp_path / "guarded.pgpass"
    passwords.write_text(f"*:*:{database}:{password_role}:{PASSWORD}\n")
    passwords.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(passwords))
    assert _standings(capsys, bare)["tournament"] == DEMO_SETTINGS["name"]
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none.pgpass"))
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    assert _standings(capsys, bare)["tournament"] == DEMO_SETTINGS["name"]


def test_replay_onto_a_server_creates_the_night_then_resumes_it(
    capsys: pytest.CaptureFixture[str], demo: tuple[Path, dict[str, Any]], night_database: str, tmp_path: Path
) -> None:
    _, document = demo
    url = cli_url(night_database)
    shared, tables = _split(document)
    start = {"tournament": document["tournament"], "actions": [*shared, *tables[1][:5]]}
    more = {"tournament": document["tournament"], "actions": [*shared, *tables[1]]}
    status, _, err = run(capsys, "replay", _write(tmp_path / "start.json", start), "--db", url, "--json")
    assert (status, err) == (0, "")
    status, out, err = run(capsys, "replay", _write(tmp_path / "more.json", more), "--db", url, "--json")
    assert (status, err) == (0, "")
    service = OpenNight.open(night_database, read_only=True)
    try:
        assert len(service.files.recorded()) == 1 + len(more["actions"])
        assert {e.station for e in service.files.recorded()[1:]} == {"replay"}
    finally:
        service.close()
    assert json.loads(out) == {**_standings(capsys, url), "warnings": []}
