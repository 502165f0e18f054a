"""packaging/server/night-server.sh, run for real: a PostgreSQL cluster in a temporary folder on
127.0.0.1 and a free port, nights made on it, and the judge and projector roles' rights checked by
connecting with psycopg."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.urls import server_url
from tests.server.hosting import GAME
from tests.services.night_builder import BOARD, NightBuilder

psycopg = pytest.importorskip("psycopg")

pytestmark = pytest.mark.slow

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "server" / "night-server.sh"
PROGRAMS = ("initdb", "pg_ctl", "psql")


def _pg_bin() -> Path | None:
    """The folder of PostgreSQL's programs, looked up as the script does (PATH, then the usual folders)."""
    found = shutil.which("pg_ctl")
    candidates = [Path(found).parent, Path(found).resolve().parent] if found else []
    for pattern in (
        "/usr/lib/postgresql/*/bin",
        "/opt/homebrew/opt/postgresql@*/bin",
        "/usr/local/opt/postgresql@*/bin",
        "/Applications/Postgres.app/Contents/Versions/*/bin",
    ):
        candidates += [Path(folder) for folder in sorted(glob.glob(pattern))]
    for folder in candidates:
        if all(os.access(folder / program, os.X_OK) for program in PROGRAMS):
            return folder
    return None


PG_BIN = _pg_bin()
if PG_BIN is None:
    pytest.skip("PostgreSQL's programs (initdb, pg_ctl, psql) are not installed", allow_module_level=True)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(SCRIPT), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        check=False,
    )


def _ok(*args: str | Path) -> str:
    result = _run(*args)
    assert result.returncode == 0, f"{args}: {result.stderr}{result.stdout}"
    return result.stdout


def _one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    """A failure: non-zero, exactly one line on stderr."""
    assert result.returncode != 0, result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("night-server.sh: ")
    return lines[0]


@pytest.fixture(scope="module")
def workspace() -> Iterator[Path]:
    """A folder the `postgres` user can reach when the tests run as root (pytest's own tmp_path is
    under a folder closed to other users)."""
    folder = Path(tempfile.mkdtemp(prefix="night-server-"))
    folder.chmod(0o711)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@dataclass(frozen=True)
class Night:
    cluster: Path
    port: int
    urls: dict[str, str]
    """Who (host, projector, station-NAME) → URL, as printed and saved."""
    fingerprint: str

    def password_file(self, who: str, night: str = "fri-13") -> str:
        return str(self.cluster / f"{night}.passwords" / f"{who.removeprefix('station-')}.pgpass")

    def connect(self, who: str, **options: object) -> psycopg.Connection[tuple[object, ...]]:
        """A connection as `who`, its password read from its own file, TLS checked as the URL says."""
        settings: dict[str, object] = {"connect_timeout": 10, **options}
        return psycopg.connect(self.urls[who], passfile=self.password_file(who), autocommit=True, **settings)


def _printed_urls(stdout: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in stdout.splitlines():
        label, _, url = line.partition(": ")
        if url.startswith("postgresql://"):
            who = {"Host the night (once)": "host", "Projector": "projector"}.get(label)
            found[who or "station-" + label.removeprefix("Station ")] = url.strip()
    return found


@pytest.fixture(scope="module")
def server(workspace: Path) -> Iterator[tuple[Path, int]]:
    cluster = workspace / "cluster"
    port = _free_port()
    out = _ok("init", cluster, "--listen", "127.0.0.1", "--port", str(port))
    assert f"127.0.0.1:{port}" in out
    assert str(cluster / "night-ca.crt") in out and "fingerprint" in out
    try:
        yield cluster, port
    finally:
        _run("stop", cluster)


@pytest.fixture(scope="module")
def night(server: tuple[Path, int]) -> Night:
    cluster, port = server
    out = _ok("night", cluster, "fri-13", "bar-1", "bar-2")
    fingerprint = out.split("fingerprint ", 1)[1].split(")", 1)[0]
    return Night(cluster, port, _printed_urls(out), fingerprint)


def test_init_configures_the_cluster(server: tuple[Path, int]) -> None:
    cluster, port = server
    conf = (cluster / "postgresql.conf").read_text()
    assert "listen_addresses = '127.0.0.1'" in conf
    assert f"port = {port}" in conf
    assert "ssl = on" in conf
    rules = [
        line.split()
        for line in (cluster / "pg_hba.conf").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules == [
        ["hostssl", "all", "all", "127.0.0.1/32", "scram-sha-256"],
        ["hostssl", "all", "all", "::1/128", "scram-sha-256"],
        ["hostssl", "all", "all", "127.0.0.0/24", "scram-sha-256"],
    ]
    status = _run("status", cluster)
    assert status.returncode == 0, status.stderr
    assert "server is running" in status.stdout


def test_urls_are_printed_and_saved_without_passwords(night: Night) -> None:
    assert sorted(night.urls) == ["host", "projector", "station-bar-1", "station-bar-2"]
    ca = night.cluster / "night-ca.crt"
    tls = f"?sslmode=verify-full&sslrootcert={ca}"
    assert night.urls["station-bar-1"] == f"postgresql://fri-13.bar-1@127.0.0.1:{night.port}/fri-13{tls}"
    assert night.urls["projector"] == f"postgresql://fri-13_projector@127.0.0.1:{night.port}/fri-13{tls}"
    assert night.urls["host"] == f"postgresql://fri-13_owner@127.0.0.1:{night.port}/fri-13{tls}"
    saved = night.cluster / "fri-13.urls"
    assert stat.S_IMODE(saved.stat().st_mode) == 0o600
    assert (
        dict(line.split(" ", 1) for line in _ok("urls", night.cluster, "fri-13").splitlines()) == night.urls
    )
    for who in night.urls:  # each login's password is in its own file, readable by its owner only
        file = Path(night.password_file(who))
        assert stat.S_IMODE(file.stat().st_mode) == 0o600
        *_, user, password = file.read_text().strip().split(":")
        assert night.urls[who].startswith(f"postgresql://{user}@")
        assert len(password) >= 32 and password.isalnum()
        assert password not in saved.read_text()
    shown = subprocess.run(
        ["openssl", "x509", "-noout", "-fingerprint", "-sha256", "-in", str(ca)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert shown.stdout.strip().endswith(night.fingerprint)


def test_plain_connections_and_unchecked_servers_are_refused(night: Night) -> None:
    with pytest.raises(psycopg.OperationalError, match="no encryption"):
        night.connect("station-bar-1", sslmode="disable").close()
    with pytest.raises(psycopg.OperationalError, match="certificate verify failed"):
        night.connect("station-bar-1", sslrootcert="/etc/ssl/certs/ca-certificates.crt").close()
    with night.connect("station-bar-1") as judge:
        assert judge.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").fetchone() == (True,)


@pytest.fixture(scope="module")
def hosted(night: Night, workspace: Path) -> Night:
    """The night's file hosted by the organiser with the host login, through the command line, its
    password read from the file the script wrote (never in the arguments)."""
    builder = NightBuilder(workspace / "hosted.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    builder.do(do="start_game", game=GAME.to_json(), board=BOARD)
    builder.service.close()
    done = _cli(
        "host",
        str(workspace / "hosted.throne"),
        "--db",
        night.urls["host"],
        passfile=night.password_file("host"),
    )
    assert done.returncode == 0, done.stderr
    return night


def _cli(*args: str, passfile: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PGPASSFILE": passfile}
    return subprocess.run(
        [sys.executable, "-m", "boggle_throne", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


REFUSED_TO_A_JUDGE = [
    "UPDATE event SET payload = replace(payload, 'P01', 'Mallory')",
    "DELETE FROM event",
    "TRUNCATE event",
    "DROP TABLE event",
    "ALTER TABLE event ADD COLUMN note text",
    "INSERT INTO event (seq, kind, payload, station, recorded_at) VALUES (99, 'crown', '{}', 'x', now())",
    "UPDATE meta SET value = '1' WHERE key = 'schema_version'",
    "INSERT INTO word_list (sha256, name, words) VALUES ('x', 'x', 'x')",
    "CREATE FUNCTION rewrite() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RETURN NEW; END'",
    "CREATE TRIGGER rewrite BEFORE INSERT ON event FOR EACH ROW EXECUTE FUNCTION boggle_throne_turn()",
    "CREATE TEMP TABLE scratch (x int)",
    "CREATE TABLE scribbles (x int)",
    "BEGIN; LOCK TABLE event IN EXCLUSIVE MODE",
]


@pytest.mark.parametrize("statement", REFUSED_TO_A_JUDGE)
def test_a_judge_may_read_and_append_only(hosted: Night, statement: str) -> None:
    with hosted.connect("station-bar-1") as judge:
        rows = judge.execute("SELECT count(*) FROM event").fetchone()
        assert rows is not None and rows[0] > 1
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            judge.execute(statement)
    with hosted.connect("station-bar-1") as judge:
        assert judge.execute("SELECT count(*) FROM event").fetchone() == rows
        assert judge.execute("SELECT count(*) FROM event WHERE payload LIKE '%Mallory%'").fetchone() == (0,)


@pytest.mark.parametrize("database", ["postgres", "template1", "sat-14"])
def test_a_judge_cannot_enter_another_database(hosted: Night, database: str) -> None:
    if database == "sat-14":
        _ok("night", hosted.cluster, "sat-14")
    url = hosted.urls["station-bar-1"].replace("/fri-13?", f"/{database}?")
    password = Path(hosted.password_file("station-bar-1")).read_text().strip().rsplit(":", 1)[1]
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        psycopg.connect(url, password=password, connect_timeout=10).close()


def test_the_server_records_the_station_that_logged_in(hosted: Night) -> None:
    """bar-1 claims to be bar-2, in the app and by calling the append function itself: the log says bar-1."""
    os.environ["PGPASSFILE"] = hosted.password_file("station-bar-1")
    try:
        service = OpenNight.open(server_url(hosted.urls["station-bar-1"]) or "", station="bar-2")
        try:
            player = service.views.game(GAME).players[0].name
            result = service.act.record_word(GAME, player, "nest")
            assert service.station == "bar-1"
            assert service.views.log()[-1].station == "bar-1"
        finally:
            service.close()
    finally:
        del os.environ["PGPASSFILE"]
    with hosted.connect("station-bar-1") as judge:
        forged = judge.execute("SELECT boggle_throne_append(NULL, 'crown', '{}', 'bar-2', now())").fetchone()
        assert forged is not None
        assert judge.execute("SELECT station FROM event WHERE seq = %s", forged).fetchone() == ("bar-1",)
        assert forged[0] == result.seq + 1


def test_a_judge_keeps_a_word_list_through_the_nights_function(hosted: Night) -> None:
    """A station changing the night's dictionary carries the new list: through the night's function,
    once per list; the projector may not."""
    os.environ["PGPASSFILE"] = hosted.password_file("station-bar-2")
    try:
        store = EventStore.connect(server_url(hosted.urls["station-bar-2"]) or "")
        try:
            store.keep_word_list("f" * 64, "bar words", ["ale", "stout"])
            store.keep_word_list("f" * 64, "bar words", ["ale", "stout"])
            assert store.word_list("f" * 64) == ["ale", "stout"]
            assert store.word_lists()["f" * 64] == "bar words"
        finally:
            store.close()
    finally:
        del os.environ["PGPASSFILE"]
    with hosted.connect("projector") as projector, pytest.raises(psycopg.errors.InsufficientPrivilege):
        projector.execute("SELECT boggle_throne_keep_word_list('e', 'e', 'e')")


def test_the_projector_reads_and_cannot_hold_up_the_judges(hosted: Night) -> None:
    """The projector takes the lock that used to order the judges' appends, and sits in a transaction
    reading the log: a judge's word is recorded at once all the same. It may not append."""
    with hosted.connect("projector") as projector:
        for statement in (
            "UPDATE event SET station = 'x'",
            "INSERT INTO event (kind, payload, station, recorded_at) VALUES ('crown', '{}', 'x', now())",
            "CREATE TEMP TABLE scratch (x int)",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                projector.execute(statement)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("SELECT boggle_throne_append(NULL, 'crown', '{}', 'x', now())")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("SELECT boggle_throne_turn()")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("BEGIN; LOCK TABLE event IN SHARE ROW EXCLUSIVE MODE")
        projector.execute("ROLLBACK")
        projector.execute("SELECT pg_advisory_lock(2026112301)")
        projector.execute("BEGIN")
        projector.execute("SELECT count(*) FROM event").fetchone()
        os.environ["PGPASSFILE"] = hosted.password_file("station-bar-2")
        try:
            judge = OpenNight.open(server_url(hosted.urls["station-bar-2"]) or "", station="bar-2")
            try:
                player = judge.views.game(GAME).players[1].name
                started = time.perf_counter()
                judge.act.record_word(GAME, player, "tern")
                took = time.perf_counter() - started
            finally:
                judge.close()
        finally:
            del os.environ["PGPASSFILE"]
        assert took < 2.0, took  # it waited 60 s and more behind the projector's lock before
        projector.execute("ROLLBACK")


def test_a_row_changed_on_the_server_is_named_when_the_night_opens(hosted: Night) -> None:
    admin = f"host=127.0.0.1 port={hosted.port} dbname=fri-13 user=postgres sslmode=require"
    with psycopg.connect(admin, passfile=str(hosted.cluster / "admin.pgpass"), autocommit=True) as superuser:
        seq = superuser.execute("SELECT min(seq) FROM event WHERE kind = 'register'").fetchone()
        assert seq is not None
        superuser.execute("UPDATE event SET payload = replace(payload, 'P01', 'Mallory') WHERE seq = %s", seq)
    done = _cli("standings", hosted.urls["projector"], passfile=hosted.password_file("projector"))
    assert done.returncode == 0, done.stderr
    assert f"action {seq[0]} of the log (register Mallory" in done.stdout + done.stderr


def test_a_night_is_made_once(night: Night) -> None:
    line = _one_line_error(_run("night", night.cluster, "fri-13"))
    assert "already exists" in line


@pytest.mark.parametrize("name", ["fri_13", "fri 13", "-fri", "fri;drop", "été", ""])
def test_bad_night_names_are_refused(night: Night, name: str) -> None:
    line = _one_line_error(_run("night", night.cluster, name))
    assert "letters, digits and dashes" in line


def test_stop_then_start_again(hosted: Night) -> None:
    assert "stopped" in _ok("stop", hosted.cluster)
    status = _run("status", hosted.cluster)
    assert status.returncode == 3, status.stdout + status.stderr
    with pytest.raises(psycopg.OperationalError):
        hosted.connect("station-bar-1", connect_timeout=5).close()
    assert "started" in _ok("start", hosted.cluster)
    with hosted.connect("projector") as projector:
        rows = projector.execute("SELECT count(*) FROM event").fetchone()
        assert rows is not None and rows[0] > 1


def test_a_station_is_added_later_and_once(night: Night) -> None:
    out = _ok("station", night.cluster, "fri-13", "bar-3")
    assert _printed_urls(out)["station-bar-3"] == night.urls["station-bar-1"].replace("bar-1", "bar-3")
    assert "already has a station bar-3" in _one_line_error(_run("station", night.cluster, "fri-13", "bar-3"))
    assert "no night" in _one_line_error(_run("station", night.cluster, "nope", "bar-1"))


def test_init_refuses_a_folder_that_is_not_empty(workspace: Path) -> None:
    folder = workspace / "busy"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    line = _one_line_error(_run("init", folder, "--listen", "127.0.0.1", "--port", str(_free_port())))
    assert "not empty" in line
    assert [path.name for path in folder.iterdir()] == ["notes.txt"]


def test_init_refuses_an_address_of_another_computer(workspace: Path) -> None:
    folder = workspace / "elsewhere"
    line = _one_line_error(_run("init", folder, "--listen", "203.0.113.77"))
    assert "not an address of this computer" in line
    assert not folder.exists()


def _failing_pg_bin(workspace: Path) -> Path:
    """The real initdb and psql, and a pg_ctl whose start fails: init fails after making a cluster."""
    assert PG_BIN is not None
    folder = workspace / "failing-bin"
    if not folder.exists():
        folder.mkdir(mode=0o755)
        for program in ("initdb", "psql"):
            (folder / program).symlink_to(PG_BIN / program)
        pg_ctl = folder / "pg_ctl"
        pg_ctl.write_text("#!/bin/sh\necho 'pg_ctl: could not start server' >&2\nexit 1\n")
        pg_ctl.chmod(0o755)
    return folder


def test_failed_init_removes_the_cluster_it_made(workspace: Path) -> None:
    env = {**os.environ, "PG_BIN": str(_failing_pg_bin(workspace))}
    new_folder = workspace / "half-made"
    line = _one_line_error(
        _run("init", new_folder, "--listen", "127.0.0.1", "--port", str(_free_port()), env=env)
    )
    assert "did not start" in line
    assert not new_folder.exists()

    empty_folder = workspace / "was-empty"
    empty_folder.mkdir()
    _one_line_error(_run("init", empty_folder, "--listen", "127.0.0.1", "--port", str(_free_port()), env=env))
    assert empty_folder.is_dir()
    assert list(empty_folder.iterdir()) == []
