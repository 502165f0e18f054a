"""Fonts the models give their cells: bold for emphasis, struck out for a crossed-off word."""

from __future__ import annotations

from PySide6.QtGui import QFont


def styled_font(*, bold: bool = False, crossed: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setStrikeOut(crossed)
    font.setItalic(italic)
    return font
