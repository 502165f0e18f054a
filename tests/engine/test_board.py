from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.engine.board import Board, neighbours
from boggle_throne.engine.errors import BoardFormatError, quoted

CELL_TEXTS = st.sampled_from(["a", "e", "s", "t", "u", "qu", "th", "in", "er", "an", "he", ""])


@st.composite
def boards(draw: st.DrawFn) -> Board:
    size = draw(st.integers(3, 6))
    return Board(tuple(draw(st.lists(CELL_TEXTS, min_size=size * size, max_size=size * size))))


@pytest.mark.parametrize(
    "text",
    ["PERS / LATG / SINE / TERS", "pers latg sine ters", "PERS\nLATG\nSINE\nTERS", "perslatgsineters"],
)
def test_rows_separated_by_slash_or_white_space_or_not_at_all(text: str) -> None:
    board = Board.parse(text)
    assert board.size == 4
    assert list(board.rows())[2] == ("s", "i", "n", "e")


def test_q_and_qu_both_mean_the_qu_face_and_the_row_width_settles_a_following_u() -> None:
    assert Board.parse("QAB/CDE/FGH").cells[0] == "qu"
    assert Board.parse("QUABC/CDEF/GHIJ/KLMN").cells[:4] == ("qu", "a", "b", "c")
    assert Board.parse("QUAB/CDEF/GHIJ/KLMN").cells[:4] == ("qu", "u", "a", "b")
    assert Board.parse("QUA/BCD/EFG").cells[:3] == ("qu", "u", "a")


def test_two_letter_faces_in_brackets_and_blanks() -> None:
    board = Board.parse("[Th]#A/B[in]C/DEF")
    assert board.cells[:3] == ("th", "", "a")
    assert board.cells[4] == "in"
    assert board.notation() == "[Th]#A/B[In]C/DEF"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("AB/CD", "3 to 6 rows"),
        ("ABC/ABCD/ABC", "row 2 'ABCD' has 4 letters, but the board has 3 rows; a board is square"),
        ("PERS/LATG/SINE", r"^3 rows of 4 letters; a board is square \(3×3, 4×4, 5×5 or 6×6\)$"),
        ("PERSA/LATGE/SINEA/TERSA", "4 rows of 5 letters"),
        ("AB1/ABC/ABC", "'1' is not a letter"),
        ("A[]B/ABC/ABC", "empty brackets"),
        ("A[Thx]/ABC/ABC", "not a face"),
        ("QUQUU/ABCD/EFGH/IJKL", "ambiguous"),
        ("ABCDEFGHIJ", "9, 16, 25 or 36"),
    ],
)
def test_malformed_boards_name_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(BoardFormatError, match=message):
        Board.parse(text)


@given(boards())
def test_notation_reads_back_to_the_same_board(board: Board) -> None:
    assert Board.parse(board.notation()) == board
    assert Board.parse(board.notation().replace("/", " ").lower()) == board


def test_neighbours_are_the_up_to_eight_surrounding_cells() -> None:
    around = neighbours(4)
    assert sorted(around[0]) == [1, 4, 5]
    assert sorted(around[5]) == [0, 1, 2, 4, 6, 8, 9, 10]
    assert all(len(a) in (3, 5, 8) for a in around)
    assert all(j in around[k] for j in range(16) for k in around[j])


def test_vowel_share_counts_faces_starting_with_a_vowel() -> None:
    assert Board.parse("AEI/[Qu][Er]B/CDF").vowel_share() == pytest.approx(4 / 9)


def test_a_long_value_is_quoted_by_its_start_and_its_length() -> None:
    assert quoted("PERS/LATG") == "'PERS/LATG'"
    assert quoted("x" * 40) == repr("x" * 40)
    assert quoted("ab\ncd" * 1000, limit=5) == "'ab\\ncd…' (5,000 characters)"
    assert quoted([1, 2]) == "[1, 2]"
    assert quoted([7] * 1000, limit=6) == "[7, 7,… (3,000 characters)"


@pytest.mark.parametrize(
    "text",
    [
        "PERS" * 1_250_000,  # a 5 MB line
        "QU" * 30,  # each QU is one cell or two: 2³⁰ readings
        "QUQUQUQUQUQUQUQUQUQUQUQU/" * 5 + "QUQUQUQUQUQUQUQUQUQUQUQU",
        "PERS/" * 1000,
    ],
)
def test_an_oversized_board_is_refused_at_once_quoting_only_its_start(text: str) -> None:
    started = time.perf_counter()
    with pytest.raises(BoardFormatError) as refused:
        Board.parse(text)
    assert time.perf_counter() - started < 0.5
    assert len(str(refused.value)) < 200 and "\n" not in str(refused.value)


def test_a_long_row_of_qu_faces_is_read_when_it_fits() -> None:
    assert Board.parse("QU" * 36).cells == ("qu",) * 36
    assert Board.parse("QUQUQ/" * 4 + "QUQUQ").cells[:5] == ("qu", "u", "qu", "u", "qu")
