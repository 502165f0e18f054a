"""The event log: every recorded action, newest last; undone actions are greyed and struck out."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QFont

from boggle_throne.services.views import LogEntry
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel


def is_undone(entry: LogEntry) -> bool:
    """An action taken back by undo."""
    return not entry.in_force


def describe(entry: LogEntry) -> str:
    """The details as a judge reads them: `R1 T4 G3 · Podrick · ETCH · upheld (not on board)`."""
    details = dict(entry.details)
    parts = []
    game = details.pop("game", None)
    if isinstance(game, list) and len(game) == 3:
        parts.append(f"R{game[0]} T{game[1]} G{game[2]}" if game[1] else f"R{game[0]} tie-break {game[2]}")
    target = details.pop("target", None)
    if target is not None:
        parts.append(f"#{target}")
    for name in ("player", "name"):
        if name in details:
            parts.append(str(details.pop(name)))
    if "word" in details:
        parts.append(str(details.pop("word")).upper())
    if details.get("new_word") is not None:
        parts.append(f"→ {str(details.pop('new_word')).upper() or '(removed)'}")
    ruling, reason = details.pop("ruling", None), details.pop("reason", None)
    if ruling is not None:
        parts.append(f"{ruling} ({reason})" if reason else str(ruling))
    parts.extend(f"{key} {value}" for key, value in details.items() if value not in (None, ""))
    return " · ".join(parts)


def _colour(entry: LogEntry) -> QColor | None:
    return QColor("#8a8f98") if is_undone(entry) else None


def _font(entry: LogEntry) -> QFont | None:
    return styled_font(italic=True, crossed=True) if is_undone(entry) else None


def action_label(entry: LogEntry) -> str:
    return entry.action.replace("_", " ")


class LogModel(RowsModel):
    """Rows are `LogEntry`s in log order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                Column("#", lambda e: e.seq, numeric=True, colour=_colour),
                Column("Time", lambda e: e.recorded_at[11:19], colour=_colour),
                Column("Station", lambda e: e.station, colour=_colour),
                Column("Action", action_label, colour=_colour, font=_font),
                Column("Details", describe, colour=_colour, tooltip=lambda e: e.summary),
                Column("", lambda e: "undone" if is_undone(e) else "", colour=_colour),
            ),
            parent,
        )
