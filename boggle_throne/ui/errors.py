"""The one place where a service's refusal or failure becomes a dialog a judge can read."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from boggle_throne.engine.errors import EngineError
from boggle_throne.night.errors import (
    ActionRefusedError,
    HeldWordsError,
    NothingToUndoError,
    SettingsLockedError,
)
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.ui.keys_back import give_keys_back

_TITLES: tuple[tuple[type[Exception], str], ...] = (
    (HeldWordsError, str(QT_TRANSLATE_NOOP("Errors", "Words are still held"))),
    (SettingsLockedError, str(QT_TRANSLATE_NOOP("Errors", "Settings are locked"))),
    (NothingToUndoError, str(QT_TRANSLATE_NOOP("Errors", "Nothing to undo"))),
    (ActionRefusedError, str(QT_TRANSLATE_NOOP("Errors", "Not allowed"))),
    (TournamentFileError, str(QT_TRANSLATE_NOOP("Errors", "Tournament file problem"))),
    (OSError, str(QT_TRANSLATE_NOOP("Errors", "File problem"))),
    (EngineError, str(QT_TRANSLATE_NOOP("Errors", "Not allowed"))),
    (ValueError, str(QT_TRANSLATE_NOOP("Errors", "Not understood"))),
)
"""The title of each kind of problem, in English (translated by `error_title`)."""


REFUSED_STYLE = "color: #e0505a; font-weight: bold;"
"""A refusal said in place (under an entry, in a dialog), red and bold: it reads on the dark and the
light palette alike."""


def error_title(error: Exception) -> str:
    """A short title naming the kind of problem, for the dialog's title bar."""
    title = next((title for kind, title in _TITLES if isinstance(error, kind)), None)
    if title is None:
        return QCoreApplication.translate("Errors", "Something went wrong")
    return QCoreApplication.translate("Errors", title)


def sentence(text: str) -> str:
    """A service's message as a sentence: they start lower-case and end without a stop."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else f"{text}."


def error_text(error: Exception) -> str:
    """The message of an error as a sentence, naming the file of an operating-system error."""
    text = str(error.strerror if isinstance(error, OSError) and error.strerror else error).strip()
    if isinstance(error, OSError) and error.filename:
        text = f"{error.filename}: {text}"
    return sentence(text)


WIDE_TEXT = "QLabel#qt_msgbox_informativelabel { min-width: 34em; }"
"""Room for a file's path on few lines; Qt would wrap it into a narrow column."""
LONG_TEXT = 700
"""Characters of explanation shown at once; the whole text is behind Show Details (many actions)."""


def _warning(parent: QWidget | None, title: str, text: str, details: str, name: str) -> QMessageBox:
    """A window-modal warning that does not block the caller, found by tests under `name`."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent)
    box.setStyleSheet(WIDE_TEXT)
    if len(details) > LONG_TEXT:
        box.setDetailedText(details)
        rest = QCoreApplication.translate("Errors", "{start} … (the rest under Show Details)")
        details = rest.format(start=details[:LONG_TEXT].rsplit(" ", 1)[0])
    box.setInformativeText(details)
    box.setObjectName(name)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    give_keys_back(box)
    box.open()
    return box


def show_error(parent: QWidget | None, doing: str, error: Exception) -> QMessageBox:
    """Show what could not be done and why; the dialog is window-modal and does not block the caller.
    `doing` is in the window's language, as "open night.throne" ("Could not open night.throne.")."""
    return _warning(parent, error_title(error), could_not(doing), error_text(error), "errorDialog")


def could_not(doing: str) -> str:
    """What could not be done, as a sentence: "Could not open night.throne."."""
    return QCoreApplication.translate("Errors", "Could not {doing}.").format(doing=doing)


def show_notices(parent: QWidget | None, heading: str, notices: tuple[str, ...]) -> QMessageBox:
    """Show what a judge should know about the open night (actions kept as not applied, a backup
    that failed); the night carries on, so the dialog only informs."""
    details = "\n\n".join(sentence(notice) for notice in notices)
    return _warning(
        parent, QCoreApplication.translate("Errors", "Please note"), heading, details, "noticesDialog"
    )
