"""The recently opened tournament files, newest first, kept in the app's QSettings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

RECENT_KEY = "recent_files"
KEEP = 8


def recent_files(settings: QSettings) -> list[Path]:
    value = settings.value(RECENT_KEY, [])
    names = (
        [value]
        if isinstance(value, str)
        else [str(name) for name in value]
        if isinstance(value, list)
        else []
    )
    return [Path(name) for name in names if name]


def remember_file(settings: QSettings, path: Path) -> list[Path]:
    """Put a file first in the list (once), keeping the newest few."""
    chosen = path.resolve()
    files = [chosen, *(p for p in recent_files(settings) if p != chosen)][:KEEP]
    settings.setValue(RECENT_KEY, [str(p) for p in files])
    return files


def forget_file(settings: QSettings, path: Path) -> list[Path]:
    files = [p for p in recent_files(settings) if p != path]
    settings.setValue(RECENT_KEY, [str(p) for p in files])
    return files
