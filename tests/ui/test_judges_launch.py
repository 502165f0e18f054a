"""`boggle-throne` with no command opens the judges' window; with a `.throne` file, on that file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from boggle_throne.cli import main as cli
from boggle_throne.ui import app


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Path | None]:
    calls: list[Path | None] = []

    def fake_run_app(path: Path | None = None) -> int:
        calls.append(path)
        return 0

    monkeypatch.setattr(app, "run_app", fake_run_app)
    return calls


def test_no_command_opens_the_app(opened: list[Path | None]) -> None:
    assert cli.main([]) == 0
    assert opened == [None]


def test_a_tournament_file_opens_the_app_on_it(opened: list[Path | None]) -> None:
    assert cli.main(["thursday.throne"]) == 0
    assert opened == [Path("thursday.throne")]


def test_commands_still_run_without_the_app(
    opened: list[Path | None], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["solve", "PERS/LATG/SINE/TERS"]) == 0
    assert "replastering" in capsys.readouterr().out
    assert opened == []


@pytest.mark.slow
def test_the_command_line_does_not_import_qt() -> None:
    code = "import sys; import boggle_throne.cli.main; print('PySide6' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
