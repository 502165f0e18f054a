"""Where the app keeps its own data (imported dictionaries), overridable for tests and portable installs."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

DATA_DIR_VARIABLE = "BOGGLE_THRONE_DATA_DIR"


def data_dir() -> Path:
    """`$BOGGLE_THRONE_DATA_DIR`, or the platform's per-user data folder."""
    configured = os.environ.get(DATA_DIR_VARIABLE)
    return (
        Path(configured) if configured else Path(platformdirs.user_data_dir("boggle-throne", appauthor=False))
    )
