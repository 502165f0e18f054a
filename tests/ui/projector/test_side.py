"""The projector's side page: a side table read from the back of the bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from boggle_throne.services.acting.side_tables import SideTables
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.side import SidePage, holding_text
from tests.services.night_builder import NightBuilder
from tests.ui.screens import save_shot


def test_the_side_page_shows_the_table_as_it_stands(
    projector: ProjectorWindow, night: NightBuilder, tmp_path: Path
) -> None:
    tables = SideTables(night.service)
    tables.open("liars-dice", ("Ann", "Bob", "Cat", "Dan"))
    for typed in ("5 3 2 4", "3 4", ".", "22233 / 33333 / 66556 / 22345", "2 5", "3 5", "4 2"):
        tables.typed(1, typed)
    assert projector.current_view is ProjectorView.SIDE
    page = projector.page
    assert isinstance(page, SidePage) and page.table is not None
    view = page.table.view
    assert view.bid is not None and view.bids[-1].endswith(view.bid.split(" by ")[0])
    assert [seat.holding for seat in view.seats] == [4, 5, 5, 5]  # one four, no ones: Ann's bid fell
    projector.resize(1920, 1080)
    path = save_shot(projector.grab(), tmp_path, "projector-side-1920x1080.png")
    assert QImage(str(path)).width() == 1920


def test_holdings_read_in_the_singular() -> None:
    assert [holding_text(1, "dice"), holding_text(4, "dice"), holding_text(1, "points")] == [
        "1 die",
        "4 dice",
        "1 point",
    ]
