"""No output is written over its input or over any tournament file, and an output appears whole or
not at all."""

from __future__ import annotations

import hashlib
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.backups import backups

from .runner import run


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("outputs") / "night.throne"
    service, _document = build_demo_night(path, library=DictionaryLibrary(path.parent / "data"))
    service.close()
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, err
    return err


@pytest.mark.parametrize(
    "argv",
    [
        ("export", "{night}", "-o", "{night}"),
        ("export", "{night}", "--format", "csv", "-o", "{night}"),
        ("print", "standings", "{night}", "-o", "{night}"),
        ("print", "bracket", "{night}", "-o", "{backup}"),
        ("export", "{night}", "-o", "{night}-wal"),
        ("export", "{night}", "-o", "{other}"),
    ],
    ids=["export-json", "export-csv", "print", "over-a-backup", "over-a-journal", "over-another-night"],
)
def test_an_output_over_a_tournament_file_is_refused_and_the_file_still_opens(
    night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    other = tmp_path / "other.throne"
    OpenNight.create(other, {"name": "Other", "date": "2026-11-21"}).close()
    files = {"night": str(night), "backup": str(backups(night)[-1]), "other": str(other)}
    kept = {name: _digest(Path(path)) for name, path in files.items()}
    err = _refused(capsys, *(part.format(**files) for part in argv))
    assert "choose another output name" in err or "name a folder" in err
    assert {name: _digest(Path(path)) for name, path in files.items()} == kept
    assert not Path(f"{night}-wal").exists()
    assert run(capsys, "standings", str(night))[0] == 0


def test_demo_refuses_to_write_its_document_over_its_own_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "x.throne"
    err = _refused(capsys, "demo", str(target), "--night", str(target))
    assert "x.throne" in err
    assert not target.exists()  # refused before any work


def test_an_export_that_fails_midway_leaves_the_old_output_and_no_partial_file(
    night: Path, tmp_path: Path
) -> None:
    """A disk that fills up (here: a file-size limit) while the export is written: the earlier
    export stays as it was and no half file is left beside it."""
    output = tmp_path / "night.json"
    output.write_text('{"earlier": "export"}', encoding="utf-8")

    def small_disk() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    finished = subprocess.run(
        [sys.executable, "-m", "boggle_throne", "export", str(night), "-o", str(output)],
        capture_output=True,
        text=True,
        preexec_fn=small_disk,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 2 and len(finished.stderr.splitlines()) == 1, finished.stderr
    assert f"{output} could not be written (file too large); it was left as it was" in finished.stderr
    assert output.read_text(encoding="utf-8") == '{"earlier": "export"}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.json"]


def test_an_export_is_written_whole(night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "night.json"
    assert run(capsys, "export", str(night), "-o", str(output))[0] == 0
    assert output.read_text(encoding="utf-8").startswith("{")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.json"]
