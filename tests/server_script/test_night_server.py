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
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

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
    station_url: str
    projector_url: str


def _urls(stdout: str) -> tuple[str, str]:
    station = [line.split(": ", 1)[1].strip() for line in stdout.splitlines() if line.startswith("Judge")]
    projector = [
        line.split(": ", 1)[1].strip() for line in stdout.splitlines() if line.startswith("Projector")
    ]
    assert len(station) == len(projector) == 1, stdout
    return station[0], projector[0]


@pytest.fixture(scope="module")
def server(workspace: Path) -> Iterator[tuple[Path, int]]:
    cluster = workspace / "cluster"
    port = _free_port()
    out = _ok("init", cluster, "--listen", "127.0.0.1", "--port", str(port))
    assert f"127.0.0.1:{port}" in out
    try:
        yield cluster, port
    finally:
        _run("stop", cluster)


@pytest.fixture(scope="module")
def night(server: tuple[Path, int]) -> Night:
    cluster, port = server
    station, projector = _urls(_ok("night", cluster, "fri-13"))
    return Night(cluster, port, station, projector)


def test_init_configures_the_cluster(server: tuple[Path, int]) -> None:
    cluster, port = server
    conf = (cluster / "postgresql.conf").read_text()
    assert "listen_addresses = '127.0.0.1'" in conf
    assert f"port = {port}" in conf
    rules = [
        line.split()
        for line in (cluster / "pg_hba.conf").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules == [
        ["host", "all", "all", "127.0.0.1/32", "scram-sha-256"],
        ["host", "all", "all", "::1/128", "scram-sha-256"],
        ["host", "all", "all", "127.0.0.0/24", "scram-sha-256"],
    ]
    status = _run("status", cluster)
    assert status.returncode == 0, status.stderr
    assert "server is running" in status.stdout


def test_urls_are_printed_and_saved(night: Night) -> None:
    assert night.station_url.startswith("postgresql://fri-13_judge:")
    assert night.station_url.endswith(f"@127.0.0.1:{night.port}/fri-13")
    assert night.projector_url.startswith("postgresql://fri-13_projector:")
    password = night.station_url.split(":")[2].split("@")[0]
    assert len(password) >= 32
    assert password.isalnum()
    saved = night.cluster / "fri-13.urls"
    assert stat.S_IMODE(saved.stat().st_mode) == 0o600
    assert _ok("urls", night.cluster, "fri-13").split() == [
        "station",
        night.station_url,
        "projector",
        night.projector_url,
    ]


@pytest.fixture(scope="module")
def judged_rows(night: Night) -> list[tuple[str, str]]:
    """As the judge role: create the events table (as the app does on first use), append, read."""
    with psycopg.connect(night.station_url, connect_timeout=10, autocommit=True) as judge:
        judge.execute(
            "CREATE TABLE events (seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
            " kind text NOT NULL, body text NOT NULL)"
        )
        judge.execute("INSERT INTO events (kind, body) VALUES (%s, %s)", ("check-in", "Ælfgifu"))
        judge.execute("UPDATE events SET body = body WHERE kind = 'check-in'")
        return judge.execute("SELECT kind, body FROM events ORDER BY seq").fetchall()


def test_judge_creates_appends_and_reads(judged_rows: list[tuple[str, str]]) -> None:
    assert judged_rows == [("check-in", "Ælfgifu")]


def test_projector_reads_but_cannot_write(night: Night, judged_rows: list[tuple[str, str]]) -> None:
    with psycopg.connect(night.projector_url, connect_timeout=10, autocommit=True) as projector:
        assert projector.execute("SELECT kind, body FROM events ORDER BY seq").fetchall() == judged_rows
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("INSERT INTO events (kind, body) VALUES ('seat', 'x')")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("UPDATE events SET body = 'x'")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            projector.execute("CREATE TABLE scribbles (x int)")


def test_a_nights_roles_cannot_enter_another_night(night: Night) -> None:
    other_station, other_projector = _urls(_ok("night", night.cluster, "sat-14"))
    other_db_as_this_judge = night.station_url.rsplit("/", 1)[0] + "/sat-14"
    with pytest.raises(psycopg.OperationalError, match="permission denied"):
        psycopg.connect(other_db_as_this_judge, connect_timeout=10).close()
    wrong_password = other_projector.replace("_projector:", "_projector:0", 1)
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(wrong_password, connect_timeout=10).close()
    psycopg.connect(other_station, connect_timeout=10).close()


def test_a_night_is_made_once(night: Night) -> None:
    line = _one_line_error(_run("night", night.cluster, "fri-13"))
    assert "already exists" in line


@pytest.mark.parametrize("name", ["fri_13", "fri 13", "-fri", "fri;drop", "été", ""])
def test_bad_night_names_are_refused(night: Night, name: str) -> None:
    line = _one_line_error(_run("night", night.cluster, name))
    assert "letters, digits and dashes" in line


def test_stop_then_start_again(night: Night, judged_rows: list[tuple[str, str]]) -> None:
    assert "stopped" in _ok("stop", night.cluster)
    status = _run("status", night.cluster)
    assert status.returncode == 3, status.stdout + status.stderr
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(night.station_url, connect_timeout=5).close()
    _ok("start", night.cluster)
    with psycopg.connect(night.projector_url, connect_timeout=10) as projector:
        assert projector.execute("SELECT count(*) FROM events").fetchone() == (1,)


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
