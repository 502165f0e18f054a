"""How the search goes: the path it gives a word, and what it leaves behind."""

from __future__ import annotations

import gc
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import (
    Dictionary,
    bundled_dictionary,
    compile_dictionary,
    open_dictionary,
)
from boggle_throne.engine.solver import WordRules, solve

CELLS = st.sampled_from(["a", "e", "r", "s", "t", "n", "qu", "th", "er", "", "o"])
MAX_LENGTH = 6


def _first_paths(board: Board, q_alone: bool) -> dict[str, tuple[int, ...]]:
    """Brute force: every string of up to `MAX_LENGTH` letters a simple path spells, with the first
    such path in cell order."""
    first: dict[str, tuple[int, ...]] = {}

    def walk(path: tuple[int, ...], text: str) -> None:
        if len(text) > MAX_LENGTH:
            return
        if text and (text not in first or path < first[text]):
            first[text] = path
        for cell in board.neighbours[path[-1]] if path else range(len(board.cells)):
            if cell not in path:
                for spelled in WordRules(q_alone=q_alone).spellings(board.cells[cell]):
                    walk((*path, cell), text + spelled)

    walk((), "")
    return first


def _compiled(words: list[str]) -> Dictionary:
    folder = Path(tempfile.mkdtemp(prefix="bt-dict-"))
    compile_dictionary(words, folder / "d", name="test", source="hypothesis")
    return open_dictionary(folder / "d")


@st.composite
def boards_and_words(draw: st.DrawFn) -> tuple[Board, list[str], bool]:
    board = Board(tuple(draw(st.lists(CELLS, min_size=9, max_size=9))))
    q_alone = draw(st.booleans())
    spelled = sorted(_first_paths(board, q_alone))
    words = set(draw(st.lists(st.sampled_from(spelled), max_size=40))) if spelled else set()
    return board, sorted(words), q_alone


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_and_words())
def test_a_word_gets_its_first_path_in_cell_order(case: tuple[Board, list[str], bool]) -> None:
    board, words, q_alone = case
    first = _first_paths(board, q_alone)
    found = solve(board, _compiled(words), WordRules(min_length=1, q_alone=q_alone))
    assert {word: hit.path for word, hit in found.items()} == {word: first[word] for word in words}


def test_a_solved_board_is_freed_without_the_cyclic_collector() -> None:
    dictionary = bundled_dictionary()
    boards = [Board.parse(text) for text in ("PERS/LATG/SINE/TERS", "QUI/ABC/DEF", "[Th]A#/NE#/###")]
    gc.collect()
    gc.disable()
    try:
        for board in boards:
            assert solve(board, dictionary, WordRules(q_alone=True))
        assert gc.collect() == 0
    finally:
        gc.enable()
