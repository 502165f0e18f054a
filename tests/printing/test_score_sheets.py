"""Score sheets give every player room to write a whole game's words, on lines a pen can use."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import pairwise
from pathlib import Path

import pytest

from boggle_throne.printing import Paper
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.printing.pdf import WordBox, page_sizes, word_boxes

NAMES = ("Ann", "Bea", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kit", "Lee")
LINE_NUMBER_SIZE = 5.5
"""The type size of the numbers the sheets put before each writing line."""
SIX_MM = 6 * 72 / 25.4
GAMES = 3


def _line_numbers(pdf: Path) -> list[tuple[int, WordBox]]:
    """Every numbered writing line of the PDF: its page and its number's box."""
    return [
        (page, box)
        for page in range(1, len(page_sizes(pdf)) + 1)
        for box in word_boxes(pdf, page)
        if box.size == pytest.approx(LINE_NUMBER_SIZE) and box.text.isdigit()
    ]


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("players", [3, 4, 5, 6, 8, 12])
def test_every_player_gets_25_lines_a_game_at_least_6_mm_apart(
    tmp_path: Path, demo_library: DictionaryLibrary, paper: Paper, players: int
) -> None:
    settings = {
        "name": "Big table",
        "date": "2026-12-05",
        "format": {"games_per_round": GAMES, "min_table": 3, "max_table": max(6, players)},
    }
    service = OpenNight.create(tmp_path / "night.throne", settings, library=demo_library)
    try:
        for name in NAMES[:players]:
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=3)
        assert [len(table.seats) for table in service.views.round(1).tables] == [players]
        pdf = make_document(service, "score-sheets", tmp_path / "sheets.pdf", paper=paper)
    finally:
        service.close()
    numbers = _line_numbers(pdf)
    slots = Counter(int(box.text) for _, box in numbers)
    for number in range(1, 26):
        assert slots[number] == players * GAMES, (number, slots[number])
    columns: dict[tuple[int, float], list[WordBox]] = defaultdict(list)
    for page, box in numbers:
        columns[page, round(box.x_max)].append(box)
    for boxes in columns.values():
        boxes.sort(key=lambda box: box.baseline)
        for upper, lower in pairwise(boxes):
            if int(lower.text) == int(upper.text) + 1:
                assert lower.baseline - upper.baseline >= SIX_MM, (upper, lower)
