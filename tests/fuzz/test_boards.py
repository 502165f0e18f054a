"""Boards: any text given as a board is read, or refused with one line; never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.engine.board import Board
from boggle_throne.engine.errors import BoardFormatError
from tests.cli.runner import run
from tests.fuzz.refusals import assert_clean_refusal, assert_one_line_on_stderr, fuzz

BOARD_TEXT = st.one_of(
    st.text(max_size=300),
    st.text(alphabet="AEIOUQQUuSTRNL[]#/ \n\t[Th][In]", max_size=80),
    st.lists(st.text(alphabet="ABQU[]#", min_size=1, max_size=8), min_size=1, max_size=8).map("/".join),
)


@fuzz(400)
@given(BOARD_TEXT)
def test_any_text_is_a_board_or_a_clean_refusal(text: str) -> None:
    try:
        board = Board.parse(text)
    except BoardFormatError as error:
        assert_clean_refusal(error)
        return
    assert Board.parse(board.notation()) == board


@fuzz(150)
@given(BOARD_TEXT)
def test_solve_on_any_board_argument_answers_or_refuses_in_one_line(
    capsys: pytest.CaptureFixture[str], text: str
) -> None:
    status, out, err = run(capsys, "solve", text, "--json")
    if status == 0:
        assert json.loads(out)["board"] == Board.parse(text).notation()
    else:
        assert_one_line_on_stderr(status, out, err)
