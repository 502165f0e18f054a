"""A rehearsal on a night server made by `night-server.sh`, each process with its own login
(`rehearse --logins DIR/NIGHT.urls`): the stations append as `table-N` through the server's own
rights, the host's station as `main`, the phone server as `phones`, and the owner only hosts."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.services.rehearsal.logins import Logins, LoginsError
from boggle_throne.store.local_server import find_bindir

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "server" / "night-server.sh"


def _night_server(*args: str | Path) -> str:
    done = subprocess.run(
        ["bash", str(SCRIPT), *map(str, args)], capture_output=True, text=True, timeout=180, check=False
    )
    assert done.returncode == 0, f"{args}: {done.stderr}"
    return done.stdout


@pytest.fixture
def cluster() -> Iterator[Path]:
    """A night server in a folder the `postgres` user can reach (run as root, it runs the server)."""
    if find_bindir() is None:
        pytest.skip("PostgreSQL's server programs are not installed")
    folder = Path(tempfile.mkdtemp(prefix="rehearsal-logins-"))
    folder.chmod(0o711)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    try:
        _night_server("init", folder / "server", "--listen", "127.0.0.1", "--port", str(port))
        yield folder / "server"
    finally:
        subprocess.run(["bash", str(SCRIPT), "stop", folder / "server"], capture_output=True, check=False)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.slow
def test_each_process_logs_in_as_the_night_will_have_it(cluster: Path, tmp_path: Path) -> None:
    _night_server("night", cluster, "rehearsal", "main", "table-1", "table-2", "phones")
    urls = cluster / "rehearsal.urls"
    env = {key: value for key, value in os.environ.items() if key != "PGPASSFILE"}  # each login names its own
    done = subprocess.run(
        [
            sys.executable, "-m", "boggle_throne", "rehearse", "--logins", str(urls), "--players", "8",
            "--tables", "2", "--phones", "2", "--rounds", "2", "--speed", "60", "--seed", "5", "--json",
        ],
        env={**env, DATA_DIR_VARIABLE: str(tmp_path / "data")},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr[-3000:]  # 1: figures over target on a busy machine
    report = json.loads(done.stdout)
    assert (report["lost"], report["doubled"], report["standings_match_serial"]) == (0, 0, True)
    psycopg = pytest.importorskip("psycopg")
    logins = Logins.read(urls)
    with psycopg.connect(logins.url("projector")) as reader:
        stations = dict(reader.execute("SELECT station, count(*) FROM event GROUP BY station").fetchall())
    assert set(stations) == {"host", "main", "table-1", "table-2", "phones"}
    assert stations["host"] == 1  # the owner only hosted the night: its creation


def test_a_station_without_a_login_is_refused_naming_how_to_add_it(tmp_path: Path) -> None:
    server = "postgresql://{}@127.0.0.1:5432/fri?sslmode=verify-full&sslrootcert=/srv/night-ca.crt"
    urls = tmp_path / "fri.urls"
    urls.write_text(
        "".join(
            f"{who} {server.format(login)}\n"
            for who, login in (
                ("host", "fri_owner"),
                ("projector", "fri_projector"),
                ("station-main", "fri.main"),
            )
        )
        + f"station-table-1 {server.format('fri.table-1')}\n"
    )
    logins = Logins.read(urls)
    assert logins.url("table-1") == (
        f"{server.format('fri.table-1')}&passfile={tmp_path}/fri.passwords/table-1.pgpass"
    )
    with pytest.raises(LoginsError) as refused:
        logins.check(tables=2, phones=True)
    assert str(refused.value) == (
        f"the night fri has no login for table-2, phones: night-server.sh station {tmp_path} fri table-2; "
        f"night-server.sh station {tmp_path} fri phones"
    )
