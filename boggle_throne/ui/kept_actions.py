"""The words a judge typed while the night's server could not be reached, kept in the order typed
and sent when it is back, once the judge agrees.

A word typed while offline is not lost and not silently recorded later either: when the server is
back the station asks (`ask`), naming each kept action, and sends them in order only on "Send";
each is then checked like a word typed now (one another station read meanwhile is refused, saying
so). "Discard" drops them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from boggle_throne.night.errors import ActionRefusedError

SEND = str(QT_TRANSLATE_NOOP("KeptActions", "Send them"))
DISCARD = str(QT_TRANSLATE_NOOP("KeptActions", "Discard them"))
"""The question's buttons, in English (translated where shown)."""


@dataclass(frozen=True)
class Kept:
    """An action kept while offline: what it does in words, the call that does it, and where a
    refusal of it is said (None: in a dialog)."""

    doing: str
    call: Callable[[], object]
    say: Callable[[ActionRefusedError], None] | None


class KeptActions(QObject):
    """The actions kept while offline, oldest first; `changed(doings)` when one is kept or they go."""

    changed = Signal(object)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._kept: list[Kept] = []
        self.question: QMessageBox | None = None
        """The question asked when the server is back, while it is on screen."""

    @property
    def doings(self) -> tuple[str, ...]:
        return tuple(kept.doing for kept in self._kept)

    def keep(self, kept: Kept) -> None:
        self._kept.append(kept)
        self.changed.emit(self.doings)

    def take(self) -> list[Kept]:
        """All the kept actions, oldest first, no longer kept."""
        taken, self._kept = self._kept, []
        self.changed.emit(())
        return taken

    def ask(self, send: Callable[[], None]) -> None:
        """Ask the judge whether to send the kept actions now (the window goes on meanwhile)."""
        if not self._kept or self.question is not None:
            return
        listed = "\n".join(f"• {doing}" for doing in self.doings)
        question = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Back online"),
            self.tr(
                "The night's server is back. Send what was typed while it could not be reached, "
                "in the order it was typed?\n\n{actions}"
            ).format(actions=listed),
            parent=self._window,
        )
        question.setObjectName("keptActionsQuestion")
        sending = question.addButton(self.tr(SEND), QMessageBox.ButtonRole.AcceptRole)
        question.addButton(self.tr(DISCARD), QMessageBox.ButtonRole.DestructiveRole)
        question.setDefaultButton(sending)

        def answered() -> None:
            self.question = None
            if question.clickedButton() is sending:
                send()
            else:
                self.take()
            question.deleteLater()

        question.finished.connect(answered)
        self.question = question
        question.open()
