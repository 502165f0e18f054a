"""Six readers at a table, one of them with a 22-character name: every printout prints the name whole
(shrunk a little, or broken after its hyphen), the tables in order, and its counts grammatically."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.printing.pdf import page_texts, render_page, word_boxes

LONG = "Bartholomew-Fitzgerald"
NAMES = (LONG, "Ann", "Bea", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kit")
WORDS = ("rite", "sine", "nest", "site", "tern", "rets", "tins", "pals")
BOARDS = {1: "TERS/SINE/LATG/PERS", 2: "PERS/LATG/SINE/TERS"}
"""Table 1's board sorts after table 2's: the sheets must still come in table order."""
WHOLE = {LONG, "Bartholomew-", "Fitzgerald"}
SHOTS = Path(os.environ.get("BOGGLE_THRONE_SHOTS", "/tmp/shots"))


def _night(folder: Path, library: DictionaryLibrary, seats: int, tables: int) -> OpenNight:
    """Tables of `seats` players, one game a round, round 1 played and closed."""
    settings = {
        "name": "Long names",
        "date": "2026-12-05",
        "format": {"games_per_round": 1, "min_table": seats, "max_table": seats, "advance": 1},
    }
    service = OpenNight.create(folder / "night.throne", settings, library=library)
    for name in NAMES[: seats * tables]:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=1)
    for table in service.views.round(1).tables:
        key = GameKey(1, table.number, 1)
        service.act.start_game(key, board=BOARDS[table.number])
        for seat, word in zip(table.seats, WORDS, strict=False):
            service.act.record_word(key, seat, word)
        service.act.close_game(key)
    return service


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory, demo_library: DictionaryLibrary) -> Iterator[OpenNight]:
    """Two tables of six."""
    service = _night(tmp_path_factory.mktemp("long-names"), demo_library, 6, 2)
    yield service
    service.close()


@pytest.fixture(scope="module")
def table_of_eight(
    tmp_path_factory: pytest.TempPathFactory, demo_library: DictionaryLibrary
) -> Iterator[OpenNight]:
    """One table of eight: the narrowest columns."""
    service = _night(tmp_path_factory.mktemp("eight"), demo_library, 8, 1)
    yield service
    service.close()


def _made(service: OpenNight, kind: DocumentKind, folder: Path) -> Path:
    round_number = None if kind in (DocumentKind.BRACKET, DocumentKind.CERTIFICATE) else 1
    return make_document(service, kind, folder / f"{kind.value}.pdf", round_number=round_number)


@pytest.mark.parametrize("seats", [6, 8])
@pytest.mark.parametrize(
    "kind", [DocumentKind.SCORE_SHEETS, DocumentKind.RESULTS, DocumentKind.STANDINGS, DocumentKind.BRACKET]
)
def test_a_long_name_is_printed_whole(
    night: OpenNight,
    table_of_eight: OpenNight,
    tmp_path: Path,
    kind: DocumentKind,
    seats: int,
) -> None:
    pdf = _made(night if seats == 6 else table_of_eight, kind, tmp_path)
    texts = page_texts(pdf)
    parts: list[str] = []
    for page in range(1, len(texts) + 1):
        for box in word_boxes(pdf, page):
            text = box.text.replace("\x02", "-")  # pdfium's mark for a hyphen that ends a line
            if "Barth" in text or "zgera" in text or text.startswith("Fitz"):
                assert text.rstrip(".,·") in WHOLE, (kind, page, text)
                assert box.size >= 5, (kind, page, text, box.size)
                parts.append(text)
            assert not text.startswith("earn") or text == "earned", (kind, page, text)
        SHOTS.mkdir(parents=True, exist_ok=True)
        png = render_page(pdf, page, tmp_path, dpi=110)
        png.replace(SHOTS / f"long-names-{seats}-{kind.value}-{page}.png")
    assert parts
    assert LONG in parts or {"Bartholomew-", "Fitzgerald"} <= set(parts), (kind, parts)


def test_board_sheets_print_table_1_before_table_2(night: OpenNight, tmp_path: Path) -> None:
    texts = page_texts(_made(night, DocumentKind.BOARD_SHEETS, tmp_path))
    assert ["Table 1" in texts[0], "Table 2" in texts[1]] == [True, True], texts


def test_counts_of_one_are_singular_on_paper(night: OpenNight, tmp_path: Path) -> None:
    standings = "\n".join(page_texts(_made(night, DocumentKind.STANDINGS, tmp_path)))
    bracket = "\n".join(page_texts(_made(night, DocumentKind.BRACKET, tmp_path)))
    assert "1 game a table" in standings and "1 games" not in standings
    assert "1 round" in bracket and "1 games" not in bracket and "1 rounds" not in bracket
    assert "2 tables · 1 game" in bracket
