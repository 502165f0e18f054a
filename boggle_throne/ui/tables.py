"""The read-only tables of the pages and dialogs: a row is picked whole, one at a time, and never
edited in place."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

Table = TypeVar("Table", bound=QTableView)


def rows_table(table: Table, model: QAbstractItemModel | None = None, stretch: int | None = None) -> Table:
    """Set `table` up to show the rows of `model` (a table widget has its own), with no row numbers;
    given a `stretch` column, the others fit their contents and that one takes the width left (set
    once the columns are there: a column not there yet keeps no mode)."""
    if model is not None:
        table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    if stretch is not None:
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table
