"""The solver: every word on a board with one path each, and the check of one word against a board.

The search walks the board and the dictionary's trie index together. At each node it intersects
the node's child letters with the letters next to the current cell, so most dead ends cost one
integer operation. Faces of two letters (Qu, Th, …) step the trie once per letter; blank faces
are never entered; under `q_alone` the Qu face may also spell a plain `q`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache, partial
from typing import NamedTuple

from boggle_throne.engine import faces
from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.trie_index import ROOT, TERMINAL, TrieIndex
from boggle_throne.engine.wordlist import ALPHABET

_CODES = {letter: index for index, letter in enumerate(ALPHABET)}

Path = tuple[int, ...]
"""A word's cells as board indices, first letter first."""


@dataclass(frozen=True, slots=True)
class WordRules:
    """What makes a word count on a board: its minimum length and how the Qu face reads and counts."""

    min_length: int = 3
    qu_counts_as: int = 2
    q_alone: bool = False

    def spellings(self, cell: str) -> tuple[str, ...]:
        """The letters a cell may spell in a word (none for a blank)."""
        if cell == faces.BLANK:
            return ()
        if cell == faces.QU and self.q_alone:
            return (faces.QU, "q")
        return (cell,)

    def counted_length(self, spelled: tuple[str, ...]) -> int:
        """A word's length for minimum length and points, from what each cell of its path spelled."""
        qu_faces = spelled.count(faces.QU)
        return sum(map(len, spelled)) - qu_faces * (2 - self.qu_counts_as)


class FoundWord(NamedTuple):
    """A word on the board: one path for it, and its counted length (a tuple: boards yield hundreds)."""

    word: str
    path: Path
    length: int


class PathFailure(Enum):
    """Why a word cannot be traced on a board."""

    LETTER_NOT_ON_BOARD = "letter_not_on_board"
    NOT_CONNECTED = "not_connected"


@dataclass(frozen=True, slots=True)
class WordTrace:
    """The check of one word against a board: a path, or the precise reason there is none."""

    word: str
    found: FoundWord | None
    failure: PathFailure | None = None
    traced: str = ""
    missing: str = ""

    @property
    def reason(self) -> str:
        """The reason in words, for a judge: empty when the word is on the board."""
        if self.failure is PathFailure.LETTER_NOT_ON_BOARD:
            return f"there is no {self.missing.upper()!r} on the board"
        if self.failure is PathFailure.NOT_CONNECTED:
            if not self.traced:
                return "no cell starts it"
            rest = self.word[len(self.traced) :].upper()
            return f"{self.traced.upper()} can be traced, but {rest} does not follow from it"
        return ""


def solve(board: Board, dictionary: Dictionary, rules: WordRules) -> dict[str, FoundWord]:
    """Every dictionary word on the board that meets the rules, each with one path."""
    candidates = _search(board, dictionary.index, rules)
    if rules.qu_counts_as == 2:
        words, paths = candidates.keys(), candidates.values()
        found_words = map(_new_found_word, zip(words, paths, map(len, words), strict=True))
        return dict(zip(words, found_words, strict=True))
    result = {}
    for word in candidates:
        found = trace_word(board, word, rules).found
        if found is not None and found.length >= rules.min_length:
            result[word] = found
    return result


def trace_word(board: Board, word: str, rules: WordRules) -> WordTrace:
    """Find the word's path on the board (the longest counted one when the Qu face can read two ways)."""
    best: list[FoundWord] = []
    deepest = [0]
    spellings = [rules.spellings(cell) for cell in board.cells]
    neighbours = board.neighbours

    def extend(cell: int, offset: int, used: int, path: Path, spelled: tuple[str, ...]) -> None:
        for text in spellings[cell]:
            if not word.startswith(text, offset):
                continue
            end = offset + len(text)
            deepest[0] = max(deepest[0], end)
            now_path, now_spelled = (*path, cell), (*spelled, text)
            if end == len(word):
                length = rules.counted_length(now_spelled)
                if not best or length > best[0].length:
                    best[:] = [FoundWord(word, now_path, length)]
                continue
            for neighbour in neighbours[cell]:
                if not used & (1 << neighbour):
                    extend(neighbour, end, used | (1 << neighbour), now_path, now_spelled)

    for start in range(len(board.cells)):
        extend(start, 0, 1 << start, (), ())
    if best:
        return WordTrace(word, best[0])
    available = set("".join(text for cell in board.cells for text in rules.spellings(cell)))
    missing = next((letter for letter in word if letter not in available), "")
    if missing:
        return WordTrace(word, None, PathFailure.LETTER_NOT_ON_BOARD, missing=missing)
    return WordTrace(word, None, PathFailure.NOT_CONNECTED, traced=word[: deepest[0]])


_Option = tuple[int, tuple[int, ...], str]
"""One way a cell can be spelled: the bit of its first letter, the codes of the letters after the
first, and the text."""

_Step = tuple[int, int, tuple[int, ...], str, int]
"""A move to a neighbour: its index, its bit, the codes after the first, the text it spells, and the
letters around that neighbour other than the cell the move comes from."""

_new_found_word = partial(tuple.__new__, FoundWord)  # builds hundreds per board without Python calls


@cache
def _cell_options(cell: str, q_alone: bool) -> tuple[_Option, ...]:
    rules = WordRules(q_alone=q_alone)
    return tuple(
        (1 << _CODES[text[0]], tuple(_CODES[letter] for letter in text[1:]), text)
        for text in rules.spellings(cell)
    )


def _moves(board: Board, cell_options: list[tuple[_Option, ...]]) -> list[dict[int, list[_Step]]]:
    """For each cell, its moves grouped by the bit of the letter they spell first."""
    neighbours = board.neighbours
    letter_bits = [options[0][0] if options else 0 for options in cell_options]  # one first letter a cell
    once = [0] * len(letter_bits)  # letters around each cell
    twice = [0] * len(letter_bits)  # letters on at least two cells around it
    for cell, around in enumerate(neighbours):
        for neighbour in around:
            bit = letter_bits[neighbour]
            twice[cell] |= once[cell] & bit
            once[cell] |= bit
    moves: list[dict[int, list[_Step]]] = []
    for cell, around in enumerate(neighbours):
        by_letter: dict[int, list[_Step]] = {}
        behind = letter_bits[cell]
        for neighbour in around:
            onward = once[neighbour] & ~(behind & ~twice[neighbour])  # not back to the cell we leave
            for bit, rest, text in cell_options[neighbour]:
                step = (neighbour, 1 << neighbour, rest, text, onward)
                if bit in by_letter:
                    by_letter[bit].append(step)
                else:
                    by_letter[bit] = [step]
        moves.append(by_letter)
    return moves


def _search(board: Board, index: TrieIndex, rules: WordRules) -> dict[str, Path]:
    masks, bases = index.masks, index.bases
    cell_options = [_cell_options(cell, rules.q_alone) for cell in board.cells]
    moves = _moves(board, cell_options)
    near_letters = [sum(by_letter) for by_letter in moves]  # the keys are distinct letter bits

    min_length = rules.min_length  # letters, an upper bound of the counted length
    found: dict[str, Path] = {}
    path: list[int] = []

    def descend(node: int, rest: tuple[int, ...]) -> int:
        for code in rest:
            mask = masks[node]
            if not (mask >> code) & 1:
                return -1
            node = bases[node] + (mask & ((1 << code) - 1)).bit_count()
        return node

    def visit(cell: int, node: int, mask: int, candidates: int, used: int, prefix: str) -> None:
        base = bases[node]
        by_letter = moves[cell]
        while candidates:
            bit = candidates & -candidates
            candidates ^= bit
            first_child = base + (mask & (bit - 1)).bit_count()
            for neighbour, neighbour_bit, rest, text, onward in by_letter[bit]:
                if used & neighbour_bit:
                    continue
                child = descend(first_child, rest) if rest else first_child
                if child < 0:
                    continue
                child_mask = masks[child]
                if child_mask & TERMINAL:
                    word = prefix + text
                    if word not in found and len(word) >= min_length:
                        path.append(neighbour)
                        found[word] = tuple(path)
                        path.pop()
                if child_mask & onward:
                    path.append(neighbour)
                    visit(
                        neighbour, child, child_mask, child_mask & onward, used | neighbour_bit, prefix + text
                    )
                    path.pop()

    root_mask, root_base = masks[ROOT], bases[ROOT]
    for cell, options in enumerate(cell_options):
        for bit, rest, text in options:
            if not root_mask & bit:
                continue
            child = descend(root_base + (root_mask & (bit - 1)).bit_count(), rest)
            if child < 0:
                continue
            child_mask = masks[child]
            if child_mask & TERMINAL and len(text) >= min_length and text not in found:
                found[text] = (cell,)
            path.append(cell)
            visit(cell, child, child_mask, child_mask & near_letters[cell], 1 << cell, text)
            path.pop()
    return found
