"""One reader's words in a game, each in its verdict's colour; crossed-off words are struck out."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QFont

from boggle_throne.i18n import _
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES
from boggle_throne.services.reading.views import WordView
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel
from boggle_throne.ui.verdicts import verdict_colour


def _colour(word: WordView) -> QColor:
    return verdict_colour(word.verdict)


def _font(word: WordView) -> QFont:
    return styled_font(bold=word.held, crossed=VERDICT_STYLES[word.verdict].crossed)


def word_label(word: WordView) -> str:
    marks = (" ⚑" if word.held else "") + (" ★" if word.longest_bonus else "")
    return word.word.upper() + marks


class WordsModel(RowsModel):
    """Rows are a reader's `WordView`s in reading order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                Column(
                    str(QT_TRANSLATE_NOOP("WordsModel", "Word")),
                    word_label,
                    colour=_colour,
                    font=_font,
                    tooltip=lambda w: w.reason,
                ),
                Column(
                    str(QT_TRANSLATE_NOOP("WordsModel", "Pts")),
                    lambda w: f"{w.points:+d}" if w.points else "0",
                    numeric=True,
                    colour=_colour,
                ),
                Column(
                    str(QT_TRANSLATE_NOOP("WordsModel", "Verdict")),
                    lambda w: _(VERDICT_STYLES[w.verdict].label),
                    colour=_colour,
                ),
            ),
            parent,
        )
