"""The recently opened tournament files and nights on a server, newest first, kept in the app's QSettings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

RECENT_KEY = "recent_files"
KEEP = 8


def recent(settings: QSettings, key: str) -> list[str]:
    """The names kept newest first under `key` (QSettings reads a list of one back as a string)."""
    value = settings.value(key, [])
    names = [value] if isinstance(value, str) else [str(v) for v in value] if isinstance(value, list) else []
    return [name for name in names if name]


def remember(settings: QSettings, key: str, name: str) -> None:
    """Put a name first in the list under `key` (once), keeping the newest few."""
    settings.setValue(key, [name, *(kept for kept in recent(settings, key) if kept != name)][:KEEP])


def recent_files(settings: QSettings) -> list[Path]:
    return [Path(name) for name in recent(settings, RECENT_KEY)]


def remember_file(settings: QSettings, path: Path) -> None:
    remember(settings, RECENT_KEY, str(path.resolve()))


def forget_file(settings: QSettings, path: Path) -> None:
    settings.setValue(RECENT_KEY, [str(p) for p in recent_files(settings) if p != path])
