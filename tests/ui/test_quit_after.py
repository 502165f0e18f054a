"""`$BOGGLE_THRONE_QUIT_AFTER`: the window says when it is ready and quits by itself, which is how the
smoke test and the start-up benchmark drive a built bundle."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.paths import DATA_DIR_VARIABLE
from boggle_throne.ui.app import QUIT_AFTER_VARIABLE


@pytest.mark.slow
def test_the_window_reports_ready_on_the_file_and_quits(tmp_path: Path) -> None:
    path = tmp_path / "friday.throne"
    service, _document = build_demo_night(path)
    service.close()
    env = {
        **os.environ,
        QUIT_AFTER_VARIABLE: "0.2",
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        DATA_DIR_VARIABLE: str(tmp_path / "data"),
    }
    command = [sys.executable, "-m", "boggle_throne", str(path)]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert re.search(r"^window ready in \d+\.\d\d s: .*friday", result.stderr, re.MULTILINE), result.stderr
