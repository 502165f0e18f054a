"""The services' change events as a Qt signal, so every window follows the night the same way."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from boggle_throne.services.changes import ChangeBus


class ChangeSignals(QObject):
    """Re-emits each change published on a service's bus as `changed(Change)`.

    The bus delivers synchronously on the thread that acted, which is the GUI thread, so a window
    redraws in the same turn of the event loop as the judge's key press. Other stations' actions are
    published on the GUI thread too: `ui.live` takes them in there when the server announces them.
    """

    changed = Signal(object)

    def __init__(self, bus: ChangeBus, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._unsubscribe = bus.subscribe(self.changed.emit)
        self.destroyed.connect(lambda *_: self._unsubscribe())

    def detach(self) -> None:
        """Stop following the bus (before the service is closed or replaced)."""
        self._unsubscribe()
