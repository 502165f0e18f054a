"""The event log: every recorded action, newest last; undone actions are greyed and struck out, and
actions a replay could not apply stand out in a warning colour, saying why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QColor, QFont

from boggle_throne.services.views import LogEntry
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

NOT_APPLIED_COLOUR = QColor("#e0602b")
UNDONE_COLOUR = QColor("#8a8f98")


def is_undone(entry: LogEntry) -> bool:
    """An action taken back by undo (not one that was never applied)."""
    return not entry.in_force and entry.not_applied is None


def describe(entry: LogEntry) -> str:
    """The details as a judge reads them: `R1 T4 G3 · Podrick · ETCH · upheld (not on board)`; an
    action kept as not applied says so first, with why."""
    details = dict(entry.details)
    parts = [] if entry.not_applied is None else [f"not applied: {entry.not_applied}"]
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


def state_label(entry: LogEntry) -> str:
    return "⚠ not applied" if entry.not_applied is not None else "undone" if is_undone(entry) else ""


def _colour(entry: LogEntry) -> QColor | None:
    return (
        NOT_APPLIED_COLOUR if entry.not_applied is not None else UNDONE_COLOUR if is_undone(entry) else None
    )


def _tooltip(entry: LogEntry) -> str | None:
    return f"Not applied: {entry.not_applied}" if entry.not_applied is not None else None


def _font(entry: LogEntry) -> QFont | None:
    if entry.not_applied is not None:
        return styled_font(bold=True)
    return styled_font(italic=True, crossed=True) if is_undone(entry) else None


def _column(title: str, text: Callable[[LogEntry], object], **style: Any) -> Column:
    """A column in the row's colour, with why a not-applied action was not applied as its tooltip."""
    return Column(title, text, **{"colour": _colour, "tooltip": _tooltip, **style})


def action_label(entry: LogEntry) -> str:
    return entry.action.replace("_", " ")


class LogModel(RowsModel):
    """Rows are `LogEntry`s in log order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                _column("#", lambda e: e.seq, numeric=True),
                _column("Time", lambda e: e.recorded_at[11:19]),
                _column("Station", lambda e: e.station),
                _column("Action", action_label, font=_font),
                _column("Details", describe, tooltip=lambda e: _tooltip(e) or e.summary),
                _column("", state_label),
            ),
            parent,
        )
