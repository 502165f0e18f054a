"""The house rules say, for the tables, the rules the night's own settings give."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.printing.pdf import page_texts


def test_the_default_night_prints_its_points_reading_order_penalties_and_timer(
    tmp_path: Path, demo_library: DictionaryLibrary
) -> None:
    settings = {"name": "Quiz night", "date": "2026-12-05"}
    service = OpenNight.create(tmp_path / "quiz.throne", settings, library=demo_library)
    try:
        text = " ".join(page_texts(make_document(service, DocumentKind.HOUSE_RULES, tmp_path / "r.pdf")))
    finally:
        service.close()
    text = " ".join(text.split())
    assert "House rules" in text and "Game of Thrones of Boggle" in text
    assert "Letters 3 4 5 6 7 8" in text and "Points 1 1 2 3 4 5" in text
    assert "Then 1 more point for each further letter." in text
    assert "at least 3 letters" in text and "The Qu die counts as 2 letters." in text
    assert "crossed off every list: it scores 0" in text
    assert "game 2 at seat 2" in text
    assert "or nothing if it was crossed off as a duplicate" in text
    assert "held for the judge's ruling" in text
    assert "3 minutes a game: the start is announced 15 seconds ahead" in text


def test_a_variant_night_prints_its_own_options(tmp_path: Path, demo_library: DictionaryLibrary) -> None:
    settings = {
        "name": "Mild night",
        "date": "2026-12-05",
        "rules": {"base": "mild", "min_length": 4, "qu_counts_as": 1, "flagged": "penalty"},
        "timer_seconds": 150,
        "countdown_seconds": 0,
    }
    service = OpenNight.create(tmp_path / "mild.throne", settings, library=demo_library)
    try:
        text = " ".join(page_texts(make_document(service, "house-rules", tmp_path / "r.pdf", paper="letter")))
    finally:
        service.close()
    text = " ".join(text.split())
    assert "Letters 4 5 6 7 8+" in text and "Points 1 2 3 5 11" in text
    assert "at least 4 letters" in text and "The Qu die counts as 1 letter." in text
    assert "scores its value once; a unique word scores double" in text
    assert "scores triple for all their scoring words of that length" in text
    assert "every player who read it pays" in text
    assert "counts as a challenge upheld" in text
    assert "2 minutes 30 seconds a game: the game starts without a countdown" in text
