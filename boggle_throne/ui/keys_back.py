"""A dialog of the judges' window gives the keys back to that window as it closes.

Nothing else is sure to: on an X server without a window manager (a kiosk, a bar's spare machine)
the window under a closed dialog is not made active again, and every key the judge types next goes
nowhere until a click. A dialog that opens another one as it closes (a correction that changes who
advanced opens its warning) leaves the keys with the new one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QWidget


def give_keys_back(dialog: QDialog) -> None:
    """Make the window `dialog` belongs to the active one again once the dialog closes, unless
    another dialog has taken the keys meanwhile."""
    parent = dialog.parentWidget()
    if parent is None:
        return
    window = parent.window()

    def back(_result: int) -> None:
        if QApplication.activeModalWidget() is None and window.isVisible():
            window.activateWindow()

    dialog.finished.connect(back)


def ask(
    parent: QWidget,
    name: str,
    title: str,
    label: str,
    answer: Callable[[str], object],
    *,
    text: str = "",
    choices: list[str] | None = None,
) -> QInputDialog:
    """Open a (non-blocking) question named `name` for the tests, with `text` to edit or else
    `choices` to pick from; its answer goes to `answer`, and the keys back to `parent`'s window."""
    dialog = QInputDialog(parent)
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    if choices is None:
        dialog.setTextValue(text)
    else:
        dialog.setComboBoxItems(choices)
    dialog.textValueSelected.connect(answer)
    give_keys_back(dialog)
    dialog.open()
    return dialog
