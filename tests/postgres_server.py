"""A real PostgreSQL server for the tests: the distribution's binaries, a cluster in a temporary
folder, on a free loopback port, started once per test session; each test gets a database of its own.

Without the binaries the tests that need a server are skipped, saying so, on a developer's machine;
CI sets `BOGGLE_THRONE_REQUIRE_POSTGRES=1`, and then a missing server fails them instead.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REQUIRED = "BOGGLE_THRONE_REQUIRE_POSTGRES"
SUPERUSER = "throne"
_BINARIES = ("/usr/lib/postgresql/{}/bin",)


class PostgresServer:
    """A running cluster: its port, data folder, and a way to make databases and stop or kill it."""

    def __init__(self, bindir: Path, folder: Path) -> None:
        self.bindir = bindir
        self.folder = folder
        self.data = folder / "data"
        self.port = _free_port()
        self._names = itertools.count(1)

    def url(self, database: str, user: str = SUPERUSER, password: str | None = None) -> str:
        secret = f":{password}" if password else ""
        return f"postgresql+psycopg://{user}{secret}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        name = f"night{next(self._names)}"
        self.sql("postgres", f'CREATE DATABASE "{name}"')
        return self.url(name)

    def sql(self, database: str, statement: str) -> None:
        self._run(
            "psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", SUPERUSER, "-d", database,
            "-v", "ON_ERROR_STOP=1", "-q", "-c", statement,
        )  # fmt: skip

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        log = str(self.folder / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def kill(self) -> None:
        """SIGKILL the postmaster, as a power cut or a crash would stop it."""
        pid = int((self.data / "postmaster.pid").read_text().split()[0])
        os.kill(pid, 9)

    def init(self) -> None:
        self.data.mkdir()
        _hand_over(self.folder)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync")

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bindir / program), *args]
        if os.geteuid() == 0:  # the server refuses to run as root: run its programs as postgres
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{program} failed: {done.stderr.strip() or done.stdout.strip()}")


def _hand_over(folder: Path) -> None:
    """Let the postgres account own the cluster's folder when the tests run as root."""
    if os.geteuid() != 0:
        return
    account = pwd.getpwnam("postgres")
    for path in (folder, *folder.rglob("*")):
        os.chown(path, account.pw_uid, account.pw_gid)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _bindir() -> Path | None:
    found = shutil.which("pg_ctl")
    if found is not None:
        return Path(found).resolve().parent
    for version in range(18, 12, -1):
        candidate = Path(_BINARIES[0].format(version))
        if (candidate / "pg_ctl").exists():
            return candidate
    return None


def _missing(reason: str) -> None:
    if os.environ.get(REQUIRED) == "1":
        pytest.fail(f"{reason} ({REQUIRED}=1: the tests need a real server)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session."""
    bindir = _bindir()
    if bindir is None:
        _missing("PostgreSQL's server programs (pg_ctl, initdb) are not installed")
    assert bindir is not None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            _missing("running as root, and there is no postgres account to run the server as")
    folder = Path(tempfile.mkdtemp(prefix="throne-pg-"))
    os.chmod(folder, 0o755)
    server = PostgresServer(bindir, folder)
    server.init()
    server.start()
    try:
        yield server
    finally:
        try:
            server.stop()
        finally:
            shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def night_database(postgres: PostgresServer) -> str:
    """The URL of an empty database of its own on the test server."""
    return postgres.new_database()
