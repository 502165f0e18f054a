"""Fonts: the models' cells (bold for emphasis, struck out for a crossed-off word), and a widget's
type enlarged."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget


def styled_font(*, bold: bool = False, crossed: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setStrikeOut(crossed)
    font.setItalic(italic)
    return font


def scaled(widget: QWidget, factor: float, *, bold: bool = False) -> None:
    """A widget's font enlarged, to read from a step away in a dim bar."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    widget.setFont(font)
