"""The folder file dialogs start in: the last one the organiser chose, else the documents folder.

Never the app's data folder (where the demo night lives): a night or a printout saved there is hard
to find again.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

LAST_FOLDER_KEY = "folders/last"


def documents_folder() -> Path:
    """The platform's documents folder (the home folder when it has none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def working_folder(settings: QSettings) -> Path:
    """Where the next file dialog opens."""
    value = settings.value(LAST_FOLDER_KEY)
    if isinstance(value, str) and value and Path(value).is_dir():
        return Path(value)
    return documents_folder()


def remember_folder(settings: QSettings, chosen: Path) -> None:
    """Keep the folder of a file the organiser chose, for the next dialog."""
    settings.setValue(LAST_FOLDER_KEY, str(chosen.resolve().parent))
