"""Test-wide settings: a private data folder per test, Qt without a display."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Imported dictionaries and other app data go to a folder of the test's own."""
    folder = tmp_path / "app-data"
    monkeypatch.setenv("BOGGLE_THRONE_DATA_DIR", str(folder))
    return folder
