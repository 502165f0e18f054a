"""A throwaway PostgreSQL server on this machine: the distribution's binaries, a cluster in a
temporary folder, on a free loopback port, trusting local logins. The tests, the benchmarks and a
rehearsal without a night server of the organiser's start one; never a night's real server.

Run as root, its programs run as the `postgres` account (the server refuses to run as root).
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
from pathlib import Path

SUPERUSER = "throne"
_VERSIONS = range(18, 12, -1)


class LocalServerError(Exception):
    """The local server's programs are missing or one of them failed; the message says which."""


class PostgresServer:
    """A cluster in `folder`: its port, data folder, and a way to make databases, stop, kill or
    freeze it."""

    def __init__(
        self, bindir: Path, folder: Path, max_connections: int = 100, *, durable: bool = False
    ) -> None:
        """`durable`: the server syncs each commit to disk, as a night's server does (the tests
        leave it off, for speed)."""
        self.bindir = bindir
        self.folder = folder
        self.data = folder / "data"
        self.port = _free_port()
        self.max_connections = max_connections
        self.durable = durable
        self._names = itertools.count(1)

    @classmethod
    def throwaway(cls, prefix: str = "throne-pg-", max_connections: int = 100) -> PostgresServer:
        """A new durable cluster in a temporary folder, initialised and started, to measure or
        rehearse on; `remove` stops and deletes it."""
        bindir = find_bindir()
        if bindir is None:
            raise LocalServerError("PostgreSQL's server programs (pg_ctl, initdb) are not installed")
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                raise LocalServerError("running as root, and there is no postgres account") from None
        folder = Path(tempfile.mkdtemp(prefix=prefix))
        os.chmod(folder, 0o755)
        server = cls(bindir, folder, max_connections, durable=True)
        try:
            server.init()
            server.start()
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return server

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
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            f"-c max_connections={self.max_connections}" + ("" if self.durable else " -c fsync=off")
        )
        log = str(self.folder / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def restart(self) -> None:
        """Stop the server (its connections cut, as a router's reboot cuts them) and start it again."""
        self.stop()
        self.start()

    def remove(self) -> None:
        """Stop the server and delete its folder."""
        try:
            self.stop()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def kill(self) -> None:
        """SIGKILL the postmaster, as a power cut or a crash would stop it."""
        os.kill(int((self.data / "postmaster.pid").read_text().split()[0]), signal.SIGKILL)

    def init(self) -> None:
        self.data.mkdir()
        if os.geteuid() == 0:  # run as root, the postgres account owns the cluster's folder
            account = pwd.getpwnam("postgres")
            for path in (self.folder, *self.folder.rglob("*")):
                os.chown(path, account.pw_uid, account.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync")

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bindir / program), *args]
        if os.geteuid() == 0:  # the server refuses to run as root: run its programs as postgres
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise LocalServerError(f"{program} failed: {done.stderr.strip() or done.stdout.strip()}")


def find_bindir() -> Path | None:
    """The folder of the distribution's PostgreSQL server programs, or None when not installed."""
    found = shutil.which("pg_ctl")
    if found is not None:
        return Path(found).resolve().parent
    for version in _VERSIONS:
        candidate = Path(f"/usr/lib/postgresql/{version}/bin")
        if (candidate / "pg_ctl").exists():
            return candidate
    return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port
