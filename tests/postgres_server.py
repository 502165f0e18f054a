"""A real PostgreSQL server for the tests: the distribution's binaries, a cluster in a temporary
folder, on a free loopback port, started once per test session; each test gets a database of its own.

Without the binaries the tests that need a server are skipped, saying so, on a developer's machine;
CI sets `BOGGLE_THRONE_REQUIRE_POSTGRES=1`, and then a missing server fails them instead.
"""

from __future__ import annotations

import os
import pwd
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.store.local_server import SUPERUSER, PostgresServer, find_bindir

__all__ = ["SUPERUSER", "PostgresServer", "night_database", "postgres"]

REQUIRED = "BOGGLE_THRONE_REQUIRE_POSTGRES"


def _missing(reason: str) -> None:
    if os.environ.get(REQUIRED) == "1":
        pytest.fail(f"{reason} ({REQUIRED}=1: the tests need a real server)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session."""
    bindir = find_bindir()
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
