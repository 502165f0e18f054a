"""`boggle-throne invites` and `boggle-throne serve`: invitations printed, and the phone server run
for a night without the window, stopped by Ctrl+C."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from boggle_throne.night.clock import TimerPhase
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phones import Phones
from tests.cli.runner import run
from tests.phones.phone_night import TABLE, seated_night
from tests.server.hosting import GAME, hosted_night

BASE = "http://192.168.1.20:8080"
COMMAND = [sys.executable, "-c", "import sys; from boggle_throne.cli.main import main; sys.exit(main())"]


@pytest.fixture
def night_file(tmp_path: Path) -> Path:
    path = tmp_path / "night.throne"
    seated_night(path).close()
    return path


def admitted(path: Path, url: str) -> str:
    """The name of the player an invitation URL admits at the night in `path`."""
    service = OpenNight.open(path, read_only=True)
    try:
        return Phones(service).view(url.rsplit("/", 1)[1]).player
    finally:
        service.close()


def test_invites_prints_each_players_url_as_json(
    night_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(
        capsys, "invites", str(night_file), "--game", "1.1.1", "--base", BASE + "/", "--json"
    )
    assert (status, err) == (0, "")
    invitations = json.loads(out)
    assert [invitation["player"] for invitation in invitations] == list(TABLE)
    for invitation in invitations:
        assert re.fullmatch(rf"{BASE}/p/[0-9]+-1-[A-Z2-7]{{12}}", invitation["url"])
        assert admitted(night_file, invitation["url"]) == invitation["player"]


def test_invites_prints_a_line_per_player_of_the_latest_round(
    night_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "invites", str(night_file), "--base", BASE)
    assert status == 0
    lines = [line.split("\t") for line in out.splitlines()]
    assert len(lines) == 16 and all(len(line) == 2 for line in lines)
    assert [name for name, _ in lines[:4]] == list(TABLE)
    assert len({url for _, url in lines}) == 16


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "1.1", "--base", BASE], "'1.1' is not ROUND.TABLE.GAME"),
        (["--game", "1.1.1", "--base", "ftp://host"], "is not the phone server's address"),
        (["--game", "9.1.1", "--base", BASE], "round 9, table 1, game 1 is not a game of this night"),
    ],
)
def test_invites_refuses_bad_input_on_one_line(
    night_file: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "invites", str(night_file), *argv)
    assert (status, out) == (2, "")
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["{folder}/missing.throne", "--listen", "127.0.0.1:0"], "missing.throne cannot be opened"),
        (["{night}", "--listen", "127.0.0.1"], "'127.0.0.1' is not HOST:PORT"),
        (["{night}", "--listen", "127.0.0.1:99999"], "is not HOST:PORT"),
        (["{night}", "--listen", "192.0.2.1:8080"], "cannot listen on 192.0.2.1:8080"),
    ],
)
def test_serve_refuses_bad_input_on_one_line(
    night_file: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str, tmp_path: Path
) -> None:
    status, out, err = run(capsys, "serve", *(arg.format(night=night_file, folder=tmp_path) for arg in argv))
    assert (status, out) == (2, "")
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_serve_on_a_port_already_taken_says_so(night_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status, _, err = run(capsys, "serve", str(night_file), "--listen", f"127.0.0.1:{port}")
    assert status == 2
    assert err == f"boggle-throne: error: cannot listen on 127.0.0.1:{port}: port {port} is taken " \
        "(another server listens there): choose another port\n"  # fmt: skip


@pytest.fixture
def served(night_file: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`serve` running in a process of its own, and the address it printed."""
    process = subprocess.Popen(
        [*COMMAND, "serve", str(night_file), "--listen", "127.0.0.1:0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stdout.readline() if process.stdout else ""
        found = re.search(r"at (http://127\.0\.0\.1:[0-9]+) ", line)
        assert found, f"{line!r} {process.stderr.read() if process.stderr else ''}"
        assert line.rstrip().endswith("press Ctrl+C to stop")
        yield process, found[1]
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_serve_answers_the_phones_until_stopped(
    served: tuple[subprocess.Popen[str], str],
    night_file: Path,
    capsys: pytest.CaptureFixture[str],
    stop: signal.Signals,
) -> None:
    process, base = served
    status, out, _ = run(capsys, "invites", str(night_file), "--game", "1.1.1", "--base", base, "--json")
    assert status == 0  # read-only while `serve` holds the night
    url = json.loads(out)[1]["url"]
    with httpx.Client(timeout=10) as client:
        state = client.get(f"{url}/state")
        assert state.status_code == 200
        assert (state.json()["player"], state.json()["stage"]) == ("P08", "ready")
        assert client.post(f"{url}/words", json={"word": "plates"}).status_code == 409  # no clock yet
        assert client.get(url).status_code == 200
    process.send_signal(stop)
    out, err = process.communicate(timeout=20)
    assert (process.returncode, out, err) == (0, "", "")
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/state", timeout=5)


def test_serve_on_a_server_night_takes_in_the_other_stations_actions(
    night_database: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = hosted_night(night_database, tmp_path)
    process = subprocess.Popen(
        [*COMMAND, "serve", url, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE, text=True
    )
    judges = OpenNight.open(url, station="judges")
    try:
        line = process.stdout.readline() if process.stdout else ""
        found = re.search(r"at (http://127\.0\.0\.1:[0-9]+) ", line)
        assert found, line
        phone = Phones(judges).url(found[1], judges.views.player_id("P01"))
        with httpx.Client(timeout=10) as client:
            assert client.get(f"{phone}/state").json()["stage"] == "ready"
            judges.act.set_timer(GAME, TimerPhase.RUNNING)  # on the judges' station
            assert wait_for(lambda: client.get(f"{phone}/state").json()["stage"] == "playing")
            assert client.post(f"{phone}/words", json={"word": "plates"}).status_code == 201
        judges.catch_up()
        assert judges.views.game(GAME).player("P01").unread == 1  # the phone's word, on the judges' station
        process.send_signal(signal.SIGINT)
        assert process.wait(20) == 0
    finally:
        if process.poll() is None:
            process.kill()
        judges.close()


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True
