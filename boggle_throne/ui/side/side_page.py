"""The Side games page: the bar's open side tables on the left, the chosen table on the right.

A judge runs a table from the keyboard: the move is typed in the game's short notation and Enter
makes it; a refusal is shown in red under the line, keeping what was typed so it can be mended.
Every move is an action of the night, so the window's undo and redo take moves back too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.errors import ActionRefusedError, UnknownNameError
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.side_tables import SideTables
from boggle_throne.services.reading.side_views import SideTableView
from boggle_throne.ui.errors import sentence
from boggle_throne.ui.models.fonts import scaled
from boggle_throne.ui.session import Session
from boggle_throne.ui.side.open_table_dialog import OpenTableDialog
from boggle_throne.ui.side.table_panel import TablePanel

NUMBER_ROLE = Qt.ItemDataRole.UserRole
EMPTY_TEXT = str(
    QT_TRANSLATE_NOOP("SidePage", "No side table is open.\n\nCtrl+N (or New side table…) opens one.")
)


def table_state(table: SideTableView) -> str:
    """A table's line of news in the list: who acts, what the table waits for, or who won."""
    view = table.view
    if view.winner is not None:
        return QCoreApplication.translate("SidePage", "won by {player}").format(player=view.winner)
    return (
        QCoreApplication.translate("SidePage", "{player} to act").format(player=view.to_act)
        if view.to_act
        else view.expecting
    )


class SidePage(QWidget):
    """The open side tables and the one being run; `on_project(number)` puts a table on the projector."""

    def __init__(
        self,
        session: Session,
        on_project: Callable[[int], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._on_project = on_project
        self.dialog: OpenTableDialog | None = None
        self._shown: int | None = None
        self.tables = QListWidget()
        self.tables.setAccessibleName(self.tr("Side tables"))
        self.tables.setSpacing(3)
        scaled(self.tables, 1.1)
        self.tables.currentItemChanged.connect(lambda *_: self._show_current())
        tables_label = QLabel(self.tr("&Side tables"))
        tables_label.setBuddy(self.tables)
        self.new_button = QPushButton(self.tr("&New side table…"))
        self.new_button.setToolTip(self.tr("Open a side table (Ctrl+N)"))
        self.new_button.clicked.connect(self.open_dialog)
        self.panel = TablePanel()
        self.panel.entry.returnPressed.connect(self.enter_move)
        self.panel.entry.stepped.connect(self.step_table)
        self.project_action = self._action(self.tr("Show on &projector"), "F9", self.project)
        self.clear_action = self._action(self.tr("&Clear table…"), None, self.confirm_clear)
        self.copy_action = self._action(self.tr("Cop&y document"), "Ctrl+Shift+C", self.copy_document)
        self.copy_action.setToolTip(self.tr("The table's moves as a side-game document, for `side replay`"))
        self.buttons = [self._button(a) for a in (self.project_action, self.clear_action, self.copy_action)]
        self.empty = QLabel(self.tr(EMPTY_TEXT))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setEnabled(False)
        self.body = QStackedWidget()
        self.body.addWidget(self.empty)
        self.body.addWidget(self._table_side())
        left = QVBoxLayout()
        left.addWidget(tables_label)
        left.addWidget(self.tables, 1)
        left.addWidget(self.new_button)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.body, 3)
        session.service_changed.connect(lambda _service: self.refresh())

    def _action(self, text: str, keys: str | None, slot: Callable[[], Any]) -> QAction:
        action = QAction(text, self)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _button(self, action: QAction) -> QPushButton:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        button = QPushButton(f"{action.text()} ({keys})" if keys else action.text())
        button.setToolTip(action.toolTip())
        button.clicked.connect(action.trigger)
        return button

    def _table_side(self) -> QWidget:
        row = QHBoxLayout()
        for button in self.buttons:
            row.addWidget(button)
        row.addStretch()
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.panel, 1)
        column.addLayout(row)
        return side

    # ----- showing -----------------------------------------------------------------------------

    def _service(self) -> SideTables | None:
        service = self._session.service
        return SideTables(service) if service is not None else None

    def current_number(self) -> int | None:
        item = self.tables.currentItem()
        return int(item.data(NUMBER_ROLE)) if item is not None else None

    def current_table(self) -> SideTableView | None:
        number, tables = self.current_number(), self._service()
        if number is None or tables is None:
            return None
        try:
            return tables.table(number)
        except UnknownNameError:  # cleared away, by an undo or another station
            return None

    def follow(self, change: Change) -> None:
        if Aspect.SIDE_GAMES in change.aspects:
            self.refresh()

    def refresh(self, select: int | None = None) -> None:
        """List the open tables again, keeping the chosen one (or choosing `select`)."""
        tables = self._service()
        shown = tables.tables() if tables is not None else ()
        keep = select if select is not None else self.current_number()
        self.tables.blockSignals(True)
        self.tables.clear()
        metrics, width = self.tables.fontMetrics(), self.tables.viewport().width() - 12
        for table in shown:
            lines = (f"{table.number} · {table.title}", ", ".join(table.players), table_state(table))
            item = QListWidgetItem(
                "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines)
            )
            item.setToolTip("\n".join(lines))
            item.setData(NUMBER_ROLE, table.number)
            self.tables.addItem(item)
        numbers = [table.number for table in shown]
        if numbers:
            self.tables.setCurrentRow(numbers.index(keep) if keep in numbers else 0)
        self.tables.blockSignals(False)
        self._show_current()

    def _show_current(self) -> None:
        table = self.current_table()
        if table is None:
            self.body.setCurrentWidget(self.empty)
        else:
            if table.number != self._shown:
                self.panel.refusal.clear()  # a refusal belongs to the table it was typed at
            self.panel.show_table(table)
            self.body.setCurrentIndex(1)
        self._shown = table.number if table is not None else None
        self._enable()

    def _enable(self) -> None:
        table = self.current_table()
        service = self._session.service
        self.new_button.setEnabled(service is not None)
        for button, action in zip(
            self.buttons, (self.project_action, self.clear_action, self.copy_action), strict=True
        ):
            action.setEnabled(table is not None)
            button.setEnabled(table is not None)

    def step_table(self, step: int) -> None:
        """↑ or ↓ in the entry: the previous or next table."""
        count = self.tables.count()
        if count:
            self.tables.setCurrentRow((self.tables.currentRow() + step) % count)
            self.panel.entry.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.focus_entry()

    def focus_entry(self) -> None:
        """The keyboard goes to the move entry (or to the list when no table is open)."""
        if self.current_table() is not None and self.panel.entry.isEnabled():
            self.panel.entry.setFocus()
        else:
            self.new_button.setFocus() if not self.tables.count() else self.tables.setFocus()

    # ----- acting ------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        """Ctrl+N opens a side table while the judge is on this page (elsewhere it is File ▸ New)."""
        if isinstance(event, QKeyEvent) and event.matches(QKeySequence.StandardKey.New):
            if event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress:
                self.open_dialog()
                return True
        return super().event(event)

    def open_dialog(self) -> OpenTableDialog | None:
        """The New side table dialog, offering the night's players' names (window-modal)."""
        service = self._session.service
        if service is None:
            return None
        self.dialog = OpenTableDialog(self._open, [p.name for p in service.views.players()], self)
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.finished.connect(lambda _result: self._dialog_closed())
        self.dialog.open()
        return self.dialog

    def _dialog_closed(self) -> None:
        self.dialog = None
        self.focus_entry()

    def _open(self, game: str, players: tuple[str, ...], options: dict[str, Any]) -> str | None:
        """Open a table for the dialog; the refusal's reason for the dialog to show, or None."""
        refusals: list[ActionRefusedError] = []
        tables = self._service()
        if tables is None:
            return self.tr("no night is open")
        opened = self._session.act_inline(
            self.tr("open a side table"), lambda: tables.open(game, players, options), refusals.append
        )
        if refusals:
            return str(refusals[0])
        if opened is None:
            return self.tr("the table could not be opened")
        self.refresh(select=opened.number)
        self._session.status.emit(
            self.tr("Side table {number} is open: {game}.").format(number=opened.number, game=opened.title)
        )
        return None

    def enter_move(self) -> None:
        """Enter in the entry: make the typed move; a refusal shows under it and the text stays."""
        text, number, tables = self.panel.entry.text().strip(), self.current_number(), self._service()
        if not text or number is None or tables is None:
            return
        made = self._session.act_inline(
            self.tr("make the move {move}").format(move=text),
            lambda: tables.typed(number, text),
            lambda refusal: self.panel.refusal.setText(sentence(str(refusal))),
        )
        if made is not None:  # the change it made has already redrawn the table
            self.panel.refusal.clear()
            self.panel.entry.clear()

    def project(self) -> None:
        number = self.current_number()
        if number is not None:
            self._on_project(number)

    def copy_document(self) -> None:
        table = self.current_table()
        if table is not None:
            QApplication.clipboard().setText(table.document)
            self._session.status.emit(
                self.tr("Side table {number}'s document is on the clipboard.").format(number=table.number)
            )

    def confirm_clear(self) -> QMessageBox | None:
        """Clear table…: asks first (Enter clears, Esc keeps it); undo brings a cleared table back."""
        table = self.current_table()
        if table is None:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Clear the side table"),
            self.tr("Clear side table {number} ({game}: {players}) away?").format(
                number=table.number, game=table.title, players=", ".join(table.players)
            ),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        clear = box.addButton(self.tr("&Clear the table"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(clear)
        box.setObjectName("clearSideTableDialog")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        number = table.number
        box.buttonClicked.connect(lambda pressed: self.clear_table(number) if pressed is clear else None)
        box.finished.connect(lambda _result: self.focus_entry())
        box.open()
        return box

    def clear_table(self, number: int) -> None:
        tables = self._service()

        def clear() -> bool:
            assert tables is not None
            tables.close(number)
            return True

        if tables is not None and self._session.act(
            self.tr("clear side table {number}").format(number=number), clear
        ):
            self._session.status.emit(
                self.tr("Side table {number} is cleared away (Ctrl+Z brings it back).").format(number=number)
            )
            self.refresh()
