"""The house lists: words approved although the dictionary lacks them, and words banned though it has them."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.aspects import Aspect
from boggle_throne.services.acting.changes import Change
from boggle_throne.ui.session import Session

APPROVED, BANNED = "approved", "banned"


class HouseListsPage(QWidget):
    """A ruling made once applies to every later game; here the judges add and remove words by hand."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.word = QLineEdit()
        self.word.setPlaceholderText(self.tr("A word, then Approve or Ban"))
        self.word.returnPressed.connect(lambda: self.put(APPROVED))
        approve = QPushButton(self.tr("&Approve"))
        approve.clicked.connect(lambda: self.put(APPROVED))
        self.ban_button = QPushButton(self.tr("&Ban"))
        self.ban_button.clicked.connect(lambda: self.put(BANNED))
        self.approved = QListWidget()
        self.approved.setAccessibleName(self.tr("Approved words"))
        self.banned = QListWidget()
        self.banned.setAccessibleName(self.tr("Banned words"))
        remove_approved = QPushButton(self.tr("Remove from approved"))
        remove_approved.clicked.connect(lambda: self.remove(self.approved))
        self.remove_banned_button = QPushButton(self.tr("Remove from banned"))
        self.remove_banned_button.clicked.connect(lambda: self.remove(self.banned))
        entry = QHBoxLayout()
        entry.addWidget(self.word, 1)
        entry.addWidget(approve)
        entry.addWidget(self.ban_button)
        lists = QGridLayout()
        lists.addWidget(QLabel(self.tr("<b>Approved</b> (valid although not in the dictionary)")), 0, 0)
        lists.addWidget(QLabel(self.tr("<b>Banned</b> (in the dictionary, but not allowed here)")), 0, 1)
        lists.addWidget(self.approved, 1, 0)
        lists.addWidget(self.banned, 1, 1)
        lists.addWidget(remove_approved, 2, 0)
        lists.addWidget(self.remove_banned_button, 2, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h2>House lists</h2>")))
        layout.addLayout(entry)
        layout.addLayout(lists, 1)
        session.service_changed.connect(lambda _service: self.refresh())

    def follow(self, change: Change) -> None:
        if Aspect.HOUSE_LISTS in change.aspects:
            self.refresh()

    def refresh(self) -> None:
        service = self._session.service
        approved, banned = service.views.house_lists() if service is not None else (frozenset(), frozenset())
        for widget, words in ((self.approved, approved), (self.banned, banned)):
            widget.clear()
            widget.addItems(sorted(words))

    def put(self, listed: str) -> None:
        word, service = self.word.text().strip().lower(), self._session.service
        if (
            word
            and service is not None
            and self._session.act(
                self._putting(word, listed), lambda: service.act.set_house_list(word, listed)
            )
            is not None
        ):
            self.word.clear()

    def remove(self, widget: QListWidget) -> None:
        item, service = widget.currentItem(), self._session.service
        if item is not None and service is not None:
            word = item.text()
            self._session.act(
                self.tr("take {word} off the list").format(word=word.upper()),
                lambda: service.act.set_house_list(word, None),
            )

    def _putting(self, word: str, listed: str) -> str:
        """Putting a word on a list, in words."""
        if listed == APPROVED:
            return self.tr("put {word} on the approved list").format(word=word.upper())
        return self.tr("put {word} on the banned list").format(word=word.upper())
