"""The one place where a service's refusal or failure becomes a dialog a judge can read."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from boggle_throne.engine.errors import EngineError
from boggle_throne.services.errors import (
    ActionRefusedError,
    HeldWordsError,
    NothingToUndoError,
    SettingsLockedError,
    TournamentFileError,
)
from boggle_throne.services.views import AdvancementChangeView

_TITLES: tuple[tuple[type[Exception], str], ...] = (
    (HeldWordsError, "Words are still held"),
    (SettingsLockedError, "Settings are locked"),
    (NothingToUndoError, "Nothing to undo"),
    (ActionRefusedError, "Not allowed"),
    (TournamentFileError, "Tournament file problem"),
    (OSError, "File problem"),
    (EngineError, "Not allowed"),
    (ValueError, "Not understood"),
)


def error_title(error: Exception) -> str:
    """A short title naming the kind of problem, for the dialog's title bar."""
    return next((title for kind, title in _TITLES if isinstance(error, kind)), "Something went wrong")


def error_text(error: Exception) -> str:
    """The message as a sentence: the services' messages start lower-case and end without a stop."""
    text = str(error.strerror if isinstance(error, OSError) and error.strerror else error).strip()
    if isinstance(error, OSError) and error.filename:
        text = f"{error.filename}: {text}"
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else f"{text}."


def show_error(parent: QWidget | None, doing: str, error: Exception) -> QMessageBox:
    """Show what could not be done and why; the dialog is window-modal and does not block the caller."""
    box = QMessageBox(QMessageBox.Icon.Warning, error_title(error), f"Could not {doing}.", parent=parent)
    box.setInformativeText(error_text(error))
    box.setObjectName("errorDialog")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def warn_advancement(parent: QWidget | None, changes: tuple[AdvancementChangeView, ...]) -> QMessageBox:
    """Warn that a correction changed who advanced from a round that was already decided."""
    lines = [line for change in changes for line in change.messages()]
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Advancement changed",
        "This correction changes who advanced.",
        parent=parent,
    )
    box.setInformativeText(
        "\n".join(lines) + "\n\nThe next round was seated from the old results: re-draw its seating "
        "(Rounds) before its games start, or undo the correction."
    )
    box.setObjectName("advancementWarning")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
