"""The solver's word set equals a brute-force reference on many small random boards."""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary, compile_dictionary, open_dictionary
from boggle_throne.engine.solver import WordRules, solve, trace_word

# every cell-text kind: single letters, the Qu face, other two-letter faces, blanks
CELLS = st.sampled_from(["a", "e", "r", "s", "t", "n", "u", "q", "qu", "th", "er", "in", "", "o", "i"])
MAX_LENGTH = 6


def _all_spellings(board: Board, rules: WordRules, max_length: int) -> dict[str, int]:
    """Brute force: every string spelled by a simple path, with its best counted length."""
    spelled: dict[str, int] = {}
    adjacent = {
        i: [
            j
            for j in range(len(board.cells))
            if i != j
            and max(abs(a - b) for a, b in zip(divmod(i, board.size), divmod(j, board.size), strict=True))
            == 1
        ]
        for i in range(len(board.cells))
    }

    def walk(path: list[int], parts: list[str]) -> None:
        text = "".join(parts)
        if text:
            counted = len(text) - sum(1 for p in parts if p == "qu") * (2 - rules.qu_counts_as)
            spelled[text] = max(spelled.get(text, 0), counted)
        if len(text) >= max_length:
            return
        for nxt in adjacent[path[-1]] if path else range(len(board.cells)):
            if nxt in path:
                continue
            options = [] if board.cells[nxt] == "" else [board.cells[nxt]]
            if board.cells[nxt] == "qu" and rules.q_alone:
                options.append("q")
            for option in options:
                walk([*path, nxt], [*parts, option])

    walk([], [])
    return spelled


@st.composite
def cases(draw: st.DrawFn) -> tuple[Board, list[str], WordRules]:
    size = draw(st.sampled_from([3, 3, 4]))
    board = Board(
        tuple(
            "qu" if c == "q" else c for c in draw(st.lists(CELLS, min_size=size * size, max_size=size * size))
        )
    )
    rules = WordRules(
        min_length=draw(st.integers(1, 4)),
        qu_counts_as=draw(st.sampled_from([1, 2])),
        q_alone=draw(st.booleans()),
    )
    reachable = sorted(_all_spellings(board, WordRules(1, 2, True), 5))
    words = set(draw(st.lists(st.sampled_from(reachable), max_size=40))) if reachable else set()
    words |= set(draw(st.lists(st.text("aeqrstuhino", min_size=1, max_size=MAX_LENGTH), max_size=40)))
    return board, sorted(words), rules


def _compiled(words: list[str]) -> Dictionary:
    folder = Path(tempfile.mkdtemp(prefix="bt-dict-"))
    compile_dictionary(words, folder / "d", name="test", source="hypothesis")
    return open_dictionary(folder / "d")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_solver_equals_brute_force_for_every_cell_kind(case: tuple[Board, list[str], WordRules]) -> None:
    board, words, rules = case
    dictionary = _compiled(words)
    reference = {
        word: length
        for word, length in _all_spellings(board, rules, MAX_LENGTH).items()
        if word in dictionary and length >= rules.min_length
    }
    found = solve(board, dictionary, rules)
    assert set(found) == set(reference)
    for word, hit in found.items():
        assert hit.length == reference[word]
        assert len(set(hit.path)) == len(hit.path)
        assert all(b in board.neighbours[a] for a, b in itertools.pairwise(hit.path))
        spelled = [board.cells[i] for i in hit.path]
        assert "".join(spelled) == word or rules.q_alone  # under q_alone a Qu cell may spell q
        assert trace_word(board, word, rules).found is not None


def test_trace_gives_the_precise_reason_a_word_is_not_on_the_board() -> None:
    board = Board.parse("PERS/LATG/SINE/TERS")
    rules = WordRules()
    assert trace_word(board, "zebra", rules).reason == "there is no 'Z' on the board"
    assert trace_word(board, "alts", rules).reason == "AL can be traced, but TS does not follow from it"
    plate = trace_word(board, "plate", rules).found
    assert plate is not None and [board.cells[i] for i in plate.path] == list("plate")


def test_blank_cells_are_never_used_and_two_letter_faces_spell_both_letters() -> None:
    dictionary = _compiled(sorted({"than", "then", "tan", "ant", "tea", "thane"}))
    board = Board.parse("[Th]A#/NE#/###")
    assert set(solve(board, dictionary, WordRules(min_length=3))) == {"than", "thane", "then"}
