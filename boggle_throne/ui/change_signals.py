"""The services' change events as a Qt signal, so every window follows the night the same way."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from boggle_throne.services.acting.changes import Change, ChangeBus


class ChangeSignals(QObject):
    """Re-emits each change published on a service's bus as `changed(Change)`.

    The bus delivers synchronously on the thread that acted. On the GUI thread (a night in a file)
    the change is emitted at once, so a window redraws in the same turn of the event loop as the
    judge's key press. A night on a server acts on a worker thread (`ui.night_calls`): its changes
    are held and emitted by `flush`, on the GUI thread, as the call that made them comes back, so
    the windows have followed them before the screen that asked looks at its result.
    """

    changed = Signal(object)

    def __init__(self, bus: ChangeBus, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._home = threading.get_ident()
        self._held: list[Change] = []
        self._unsubscribe = bus.subscribe(self._published)
        self.destroyed.connect(lambda *_: self._unsubscribe())

    def flush(self) -> None:
        """Emit, in order, the changes published on another thread since the last flush."""
        held, self._held = self._held, []
        for change in held:
            self.changed.emit(change)

    def _published(self, change: Change) -> None:
        if threading.get_ident() == self._home:
            self.changed.emit(change)
        else:
            self._held.append(change)

    def detach(self) -> None:
        """Stop following the bus (before the service is closed or replaced)."""
        self._unsubscribe()
