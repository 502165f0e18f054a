"""A disk that fills up (a file-size limit on the command's process): one line naming the file, and
the night resumes from what was saved once there is room again."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary


def _limited_to(size: int) -> Callable[[], None]:
    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))

    return limit


def _command(*argv: str, limit: int | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "boggle_throne", *argv],
        capture_output=True,
        text=True,
        preexec_fn=_limited_to(limit) if limit is not None else None,
        timeout=300,
        check=False,
    )


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("full-disk")
    service, night = build_demo_night(folder / "demo.throne", library=DictionaryLibrary(folder / "data"))
    service.close()
    path = folder / "night.json"
    path.write_text(json.dumps(night), encoding="utf-8")
    return path


def test_a_replay_that_fills_the_disk_stops_in_one_line_and_resumes(document: Path, tmp_path: Path) -> None:
    target = tmp_path / "night.throne"
    cut = _command("replay", str(document), "--db", str(target), limit=64 * 1024)
    assert cut.returncode == 2 and len(cut.stderr.splitlines()) == 1, cut.stderr
    assert f"{target} could not be written" in cut.stderr
    resumed = _command("replay", str(document), "--db", str(target), "--json")
    assert resumed.returncode == 0, resumed.stderr
    whole = _command("replay", str(document), "--db", str(tmp_path / "whole.throne"), "--json")
    assert json.loads(resumed.stdout) == json.loads(whole.stdout)


def test_a_file_without_room_to_be_created_leaves_nothing(document: Path, tmp_path: Path) -> None:
    target = tmp_path / "night.throne"
    refused = _command("replay", str(document), "--db", str(target), limit=2048)
    assert refused.returncode == 2 and len(refused.stderr.splitlines()) == 1, refused.stderr
    assert f"{target} could not be created" in refused.stderr
    assert not target.exists()
