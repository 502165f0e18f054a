"""What the window shows with no tournament open: new, open, the demo night, the projector for a night
on a server, and recent files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
    """Offers the ways into a night (and the projector for one on a server, for a computer that only
    shows the room the night); a recent file opens with Enter or a double-click."""

    new_requested = Signal()
    open_requested = Signal()
    demo_requested = Signal()
    join_requested = Signal()
    projector_requested = Signal()
    recent_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("<h1>♛ Boggle Throne</h1><p>Run a Game of Thrones of Boggle night.</p>"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton(self.tr("&New tournament…"))
        self.open_button = QPushButton(self.tr("&Open a tournament file…"))
        self.demo_button = QPushButton(self.tr("Open the &demo night"))
        self.demo_button.setToolTip(
            self.tr("A complete night: 16 players, a defending champion, two rounds and a final")
        )
        self.join_button = QPushButton(self.tr("&Join a night on a server…"))
        self.join_button.setToolTip(self.tr("Enter words at this table into a night the night server holds"))
        self.projector_button = QPushButton(self.tr("&Projector for a night on a server…"))
        self.projector_button.setToolTip(
            self.tr("Show the room's projector on this computer, following a night on the night server")
        )
        buttons = (
            (self.new_button, self.new_requested),
            (self.open_button, self.open_requested),
            (self.demo_button, self.demo_requested),
            (self.join_button, self.join_requested),
            (self.projector_button, self.projector_requested),
        )
        for button, signal in buttons:
            button.setMinimumHeight(40)
            button.clicked.connect(signal.emit)
        self.recent = QListWidget()
        self.recent.setAccessibleName(self.tr("Recent files"))
        self.recent.itemActivated.connect(
            lambda item: self.recent_chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.recent_label = QLabel(self.tr("<b>Recent files</b>"))
        column = QVBoxLayout()
        column.addWidget(title)
        column.addSpacing(12)
        for button, _signal in buttons:
            column.addWidget(button)
        column.addSpacing(12)
        column.addWidget(self.recent_label)
        column.addWidget(self.recent, 1)
        holder = QWidget()
        holder.setLayout(column)
        holder.setMaximumWidth(560)
        layout = QVBoxLayout(self)
        layout.addWidget(holder, 1, Qt.AlignmentFlag.AlignHCenter)

    def show_recent(self, files: list[Path], servers: list[str]) -> None:
        """List the recent nights on a server (by their URL without the password), then the recent files."""
        on_server = QCoreApplication.translate("FileActions", "{night}    —    on {server}")
        entries = [
            (on_server.format(night=url.rpartition("/")[2], server=url.rpartition("/")[0]), url)
            for url in servers
        ]
        self.recent.clear()
        for text, chosen in [*entries, *((f"{path.stem}    —    {path.parent}", path) for path in files)]:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, chosen)
            item.setToolTip(str(chosen))
            self.recent.addItem(item)
        self.recent_label.setVisible(bool(files or servers))
        self.recent.setVisible(bool(files or servers))
