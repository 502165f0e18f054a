"""A read-only table model over a list of plain view rows, described by its columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

Index = QModelIndex | QPersistentModelIndex
ROW_ROLE = Qt.ItemDataRole.UserRole
"""The role under which every cell returns its whole row (the service's view object)."""


@dataclass(frozen=True)
class Column:
    """One column: its title (English, marked with `QT_TRANSLATE_NOOP` in the context of the model's
    class and translated by the model), the cell text of a row, and optional colour, font and tooltip."""

    title: str
    text: Callable[[Any], object]
    numeric: bool = False
    colour: Callable[[Any], QColor | None] | None = None
    font: Callable[[Any], QFont | None] | None = None
    tooltip: Callable[[Any], str | None] | None = None


class RowsModel(QAbstractTableModel):
    """Rows replaced as a whole from a fresh service view; cells are never edited in place."""

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._rows: tuple[Any, ...] = ()

    def set_rows(self, rows: Sequence[Any], columns: Sequence[Column] | None = None) -> None:
        """Show new rows (and new columns, for a table whose columns depend on the data)."""
        self.beginResetModel()
        self._rows = tuple(rows)
        if columns is not None:
            self._columns = tuple(columns)
        self.endResetModel()

    def rows(self) -> tuple[Any, ...]:
        return self._rows

    def row_at(self, row: int) -> Any:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = column.text(row)
            return "" if value is None else str(value)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if column.numeric else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column.colour is not None:
            return column.colour(row)
        if role == Qt.ItemDataRole.FontRole and column.font is not None:
            return column.font(row)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(row)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr(self._columns[section].title) if 0 <= section < len(self._columns) else None
        return str(section + 1)
