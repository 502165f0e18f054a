"""A dialog of the judges' window gives the keys back to that window as it closes.

Nothing else is sure to: on an X server without a window manager (a kiosk, a bar's spare machine)
the window under a closed dialog is not made active again, and every key the judge types next goes
nowhere until a click. A dialog that opens another one as it closes (a correction that changes who
advanced opens its warning) leaves the keys with the new one.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog


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
