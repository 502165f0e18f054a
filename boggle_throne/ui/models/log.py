"""The event log: every recorded action, newest last; undone actions are greyed and struck out, and
actions a replay could not apply stand out in a warning colour, saying why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QFont

from boggle_throne.services.acting.history import kind_name
from boggle_throne.services.reading.views import LogEntry
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

NOT_APPLIED_COLOUR = QColor("#e0602b")
UNDONE_COLOUR = QColor("#8a8f98")


def is_undone(entry: LogEntry) -> bool:
    """An action taken back by undo (not one that was never applied)."""
    return not entry.in_force and entry.not_applied is None


def details(entry: LogEntry) -> str:
    """The details as a judge reads them (`entry.description`, e.g. `R1 T4 G3 · Podrick · ETCH ·
    upheld (not on board)`); an action kept as not applied says so first, with why."""
    why = (
        QCoreApplication.translate("LogModel", "not applied: {why}").format(why=entry.not_applied)
        if entry.not_applied is not None
        else ""
    )
    return " · ".join(part for part in (why, entry.description) if part)


def state_label(entry: LogEntry) -> str:
    if entry.not_applied is not None:
        return QCoreApplication.translate("LogModel", "⚠ not applied")
    return QCoreApplication.translate("LogModel", "undone") if is_undone(entry) else ""


def _colour(entry: LogEntry) -> QColor | None:
    return (
        NOT_APPLIED_COLOUR if entry.not_applied is not None else UNDONE_COLOUR if is_undone(entry) else None
    )


def _tooltip(entry: LogEntry) -> str | None:
    if entry.not_applied is None:
        return None
    return QCoreApplication.translate("LogModel", "Not applied: {why}").format(why=entry.not_applied)


def _font(entry: LogEntry) -> QFont | None:
    if entry.not_applied is not None:
        return styled_font(bold=True)
    return styled_font(italic=True, crossed=True) if is_undone(entry) else None


def _column(title: str, text: Callable[[LogEntry], object], **style: Any) -> Column:
    """A column in the row's colour, with why a not-applied action was not applied as its tooltip."""
    return Column(title, text, **{"colour": _colour, "tooltip": _tooltip, **style})


class LogModel(RowsModel):
    """Rows are `LogEntry`s in log order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                _column("#", lambda e: e.seq, numeric=True),
                _column(str(QT_TRANSLATE_NOOP("LogModel", "Time")), lambda e: e.recorded_at[11:19]),
                _column(str(QT_TRANSLATE_NOOP("LogModel", "Station")), lambda e: e.station),
                _column(
                    str(QT_TRANSLATE_NOOP("LogModel", "Action")), lambda e: kind_name(e.action), font=_font
                ),
                _column(
                    str(QT_TRANSLATE_NOOP("LogModel", "Details")),
                    details,
                    tooltip=lambda e: _tooltip(e) or e.summary,
                ),
                _column("", state_label),
            ),
            parent,
        )
