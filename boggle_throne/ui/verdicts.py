"""A verdict's colour as Qt paints it (the colours themselves are shared with printouts)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from boggle_throne.engine.scoring import Verdict
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES


def verdict_colour(verdict: Verdict) -> QColor:
    return QColor(VERDICT_STYLES[verdict].colour)
