"""What the night cannot print is refused with a precise error; sheets can be printed before play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.engine.faces import display
from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.printing import DocumentKind, Paper, PrintoutError
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from tests.printing.pdf import page_sizes, page_texts, score_sheet_texts

SETTINGS = {
    "name": "Quiz night",
    "date": "2026-12-05",
    "format": {"games_per_round": 3, "min_table": 3, "max_table": 4},
}
PLAYERS = ("Ann", "Bea", "Cat", "Dan", "Eve", "Fay", "Gus")


@pytest.fixture
def seated(tmp_path: Path, demo_library: DictionaryLibrary) -> Iterator[OpenNight]:
    """A night whose round 1 is seated but not started."""
    service = OpenNight.create(tmp_path / "quiz.throne", SETTINGS, library=demo_library)
    for name in PLAYERS:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=7)
    yield service
    service.close()


def _board_rows(service: OpenNight, key: GameKey) -> list[str]:
    return [" ".join(display(cell) for cell in row) for row in service.views.board(key).rows()]


def test_score_sheets_before_play_have_reading_orders_and_the_boards_of_the_board_sheets(
    seated: OpenNight, tmp_path: Path
) -> None:
    sheets = score_sheet_texts(make_document(seated, "score-sheets", tmp_path / "sheets.pdf"))
    boards = "\n".join(page_texts(make_document(seated, "board-sheets", tmp_path / "boards.pdf")))
    tables = seated.views.round(1).tables
    assert len(sheets) == len(tables) == 2
    for sheet, table in zip(sheets, tables, strict=True):
        assert "roll the dice" not in sheet
        seats = table.seats
        second_game = seats[1:] + seats[:1]  # the reading order turns one seat a game
        block = sheet[sheet.index("Game 2") : sheet.index("Game 3")]
        positions = [block.index(f"{i}. {name}") for i, name in enumerate(second_game, start=1)]
        assert positions == sorted(positions)
        for game, end in ((1, "Game 2"), (2, "Game 3"), (3, "Points")):
            key = GameKey(1, table.number, game)
            block = sheet[sheet.index(f"Game {game}") : sheet.index(end)]
            assert all(row in block for row in _board_rows(seated, key)), (key, block)
            assert seated.views.board(key).notation() in boards
    dealt = seated.act.start_game(GameKey(1, 2, 1)).board
    assert dealt.notation() == seated.views.board(GameKey(1, 1, 1)).notation()


def test_score_sheets_say_roll_the_dice_when_no_board_meets_the_quality_bounds(
    tmp_path: Path, demo_library: DictionaryLibrary
) -> None:
    settings = {**SETTINGS, "quality": {"min_vowel_share": 1}}
    service = OpenNight.create(tmp_path / "vowels.throne", settings, library=demo_library)
    try:
        for name in PLAYERS:
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=7)
        sheets = score_sheet_texts(make_document(service, "score-sheets", tmp_path / "sheets.pdf"))
    finally:
        service.close()
    assert [sheet.count("Board: roll the dice") for sheet in sheets] == [3, 3]


def test_the_reading_order_printed_before_play_is_the_one_the_game_gets(
    seated: OpenNight, tmp_path: Path
) -> None:
    before = score_sheet_texts(make_document(seated, "score-sheets", tmp_path / "before.pdf", tables=[2]))[0]
    game = seated.act.start_game(GameKey(1, 2, 3))
    after = score_sheet_texts(make_document(seated, "score-sheets", tmp_path / "after.pdf", tables=[2]))[0]
    for text in (before, after):
        block = text[text.index("Game 3") :]
        positions = [block.index(f"{i}. {name}") for i, name in enumerate(game.read_order, start=1)]
        assert positions == sorted(positions)
    assert all(row in after[after.index("Game 3") :] for row in _board_rows(seated, game.key))


def test_boards_printed_before_play_are_the_boards_the_games_get(seated: OpenNight, tmp_path: Path) -> None:
    before = "\n".join(page_texts(make_document(seated, "board-sheets", tmp_path / "boards.pdf")))
    keys = "\n".join(page_texts(make_document(seated, "answer-keys", tmp_path / "keys.pdf")))
    for game in (1, 2, 3):
        dealt = seated.act.start_game(GameKey(1, 1, game)).board.notation()
        assert dealt in before
        assert seated.views.board_words(GameKey(1, 1, game))[0] in keys
    assert (
        seated.act.start_game(GameKey(1, 2, 1)).board.notation()
        == seated.views.game(GameKey(1, 1, 1)).board.notation()
    )


@pytest.mark.parametrize(
    ("kind", "options", "message"),
    [
        ("score-sheets", {"round_number": 4}, "there is no round 4; the night has round 1"),
        ("standings", {"tables": [1, 9]}, "Round 1 has no table 9; its tables are 1, 2"),
        ("score-sheets", {"tables": []}, "no table was chosen"),
        ("results", {}, "no game of round 1 has been started yet"),
        ("certificate", {}, "there is no new holder of the Throne yet"),
        ("bracket", {"round_number": 1}, "the bracket covers the whole night; it takes no round or table"),
        ("leaflets", {}, "unknown document 'leaflets'; choose one of score-sheets, board-sheets"),
        ("standings", {"paper": "a3"}, "unknown paper size 'a3'; choose one of a4, letter"),
    ],
)
def test_nonsense_is_refused_with_a_precise_message(
    seated: OpenNight, tmp_path: Path, kind: str, options: dict[str, object], message: str
) -> None:
    out = tmp_path / "out.pdf"
    with pytest.raises(PrintoutError, match=message.replace("(", r"\(")) as error:
        make_document(seated, kind, out, **options)  # type: ignore[arg-type]
    assert isinstance(error.value, ThroneError)
    assert not out.exists()


def test_no_round_seated_yet(tmp_path: Path, demo_library: DictionaryLibrary) -> None:
    service = OpenNight.create(tmp_path / "empty.throne", SETTINGS, library=demo_library)
    try:
        for kind in (DocumentKind.SCORE_SHEETS, DocumentKind.BRACKET):
            with pytest.raises(PrintoutError, match="no round has been seated yet"):
                make_document(service, kind, tmp_path / "out.pdf")
    finally:
        service.close()


@pytest.mark.parametrize(("paper", "size"), [(Paper.A4, (595.276, 841.89)), (Paper.LETTER, (612, 792))])
def test_paper_sizes(seated: OpenNight, tmp_path: Path, paper: Paper, size: tuple[float, float]) -> None:
    out = make_document(seated, DocumentKind.STANDINGS, tmp_path / "standings.pdf", paper=paper)
    sizes = page_sizes(out)
    assert sizes and all(page == pytest.approx(size, abs=0.01) for page in sizes), sizes
