"""Running `boggle-throne` in the test process: its status, standard output and standard error."""

from __future__ import annotations

import pytest

from boggle_throne.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse's usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err
