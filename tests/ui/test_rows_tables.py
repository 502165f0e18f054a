"""The pages' read-only tables: their widest column takes the width the others leave."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView
from pytestqt.qtbot import QtBot

from boggle_throne.ui.game.readers import ReaderColumn
from boggle_throne.ui.main_window import MainWindow, Page


def test_the_logs_details_take_the_width_the_other_columns_leave(judges_window: MainWindow) -> None:
    header = judges_window.pages[Page.LOG].table.horizontalHeader()
    assert header.sectionResizeMode(4) is QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(0) is QHeaderView.ResizeMode.ResizeToContents


def test_a_readers_words_take_the_width_their_points_leave(qtbot: QtBot) -> None:
    column = ReaderColumn()
    qtbot.addWidget(column)
    header = column.table.horizontalHeader()
    assert header.sectionResizeMode(0) is QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(1) is QHeaderView.ResizeMode.ResizeToContents
