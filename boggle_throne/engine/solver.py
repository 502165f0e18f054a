"""The solver: every word on a board with one path each, and the check of one word against a board.

The search walks the board and the dictionary's trie index together. At each node it tests the
letter of each neighbouring cell against the node's child letters, and steps only where a letter
around that cell can follow, so most dead ends cost one integer operation. Faces of two letters
(Qu, Th, …) step the trie once per letter; blank faces are never entered; under `q_alone` the Qu
face may also spell a plain `q`.
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
from boggle_throne.i18n import Said, said

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
    def why(self) -> Said | None:
        """The reason as data, to be said where shown: None when the word is on the board."""
        if self.failure is PathFailure.LETTER_NOT_ON_BOARD:
            return said("there is no {letter} on the board", letter=repr(self.missing.upper()))
        if self.failure is PathFailure.NOT_CONNECTED:
            if not self.traced:
                return said("no cell starts it")
            rest = self.word[len(self.traced) :].upper()
            return said(
                "{traced} can be traced, but {rest} does not follow from it",
                traced=self.traced.upper(),
                rest=rest,
            )
        return None

    @property
    def reason(self) -> str:
        """The reason in words, for a judge, in the language spoken: empty when the word is on the board."""
        why = self.why
        return "" if why is None else str(why)


def solve(board: Board, dictionary: Dictionary, rules: WordRules) -> dict[str, FoundWord]:
    """Every dictionary word on the board that meets the rules, each with one path."""
    found = _search(board, dictionary.index, rules)
    if rules.qu_counts_as == 2:
        return found
    result = {}
    for word in found:
        traced = trace_word(board, word, rules).found
        if traced is not None and traced.length >= rules.min_length:
            result[word] = traced
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

_new_found_word = partial(tuple.__new__, FoundWord)  # builds hundreds per board without Python calls


class _Face(NamedTuple):
    """What the search needs of one cell text, worked out once per text and `q_alone`."""

    options: tuple[_Option, ...]
    bit: int  # the bit of the letter every option starts with (0 for a blank, which nothing enters)
    text: str | None  # the face when it spells one plain letter, else None: its options go one by one


@cache
def _face(cell: str, q_alone: bool) -> _Face:
    options = tuple(
        (1 << _CODES[text[0]], tuple(_CODES[letter] for letter in text[1:]), text)
        for text in WordRules(q_alone=q_alone).spellings(cell)
    )
    bit = options[0][0] if options else 0  # the options of one face start with the same letter
    plain = len(options) == 1 and not options[0][1]
    return _Face(options, bit, cell if plain else None)


@cache
def _with_start(neighbours: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """The neighbours of each cell, then those of the start of every path, one past the last cell:
    all the cells, so that the search begins as any other step."""
    return (*neighbours, tuple(range(len(neighbours))))


def _letters_around(neighbours: tuple[tuple[int, ...], ...], bits: list[int]) -> list[int]:
    """For each cell, the letters its neighbours start with: a path that has reached a trie node
    with none of them among its children ends there, without a call."""
    around = []
    for cells in neighbours:
        letters = 0
        for neighbour in cells:
            letters |= bits[neighbour]
        around.append(letters)
    return around


def _search(board: Board, index: TrieIndex, rules: WordRules) -> dict[str, FoundWord]:
    """Every word on the board with one path, its length counted in letters (a Qu face as two).

    The hot loop, `visit`, scans the neighbours of a cell: a list lookup and one AND each, with
    no per-board tables beyond a few lists of one number a cell. A cell's letter bit is 0 while
    the cell is on the path, so a used cell, like a blank, matches no letter. The neighbours are
    taken in order, so a word with several paths gets the first in that order; the first step is
    from a cell one past the last, next to all of them. Faces of two letters (and the Qu face
    under `q_alone`) go through `visit_special` and `enter`, which step the trie once per letter.
    """
    masks, bases = index.masks, index.bases
    neighbours = _with_start(board.neighbours)
    cell_faces = [_face(cell, rules.q_alone) for cell in board.cells]
    bits = [face.bit for face in cell_faces]
    texts = [face.text for face in cell_faces]
    around = _letters_around(board.neighbours, bits)
    min_length = rules.min_length  # letters, an upper bound of the counted length
    found: dict[str, FoundWord] = {}
    path = [0] * len(cell_faces)  # the cells of the current path, by depth

    def descend(node: int, rest: tuple[int, ...]) -> int:
        for code in rest:
            mask = masks[node]
            if not (mask >> code) & 1:
                return -1
            node = bases[node] + (mask & ((1 << code) - 1)).bit_count()
        return node

    def enter(cell: int, node: int, word: str, depth: int) -> None:
        """Step onto `cell`, whose face spelled the end of `word` and reached `node` (-1: none)."""
        if node < 0:
            return
        mask = masks[node]
        path[depth] = cell
        if mask >= TERMINAL:
            mask ^= TERMINAL
            if word not in found and (length := len(word)) >= min_length:
                found[word] = _new_found_word((word, tuple(path[: depth + 1]), length))
        if mask & around[cell]:
            bit = bits[cell]
            bits[cell] = 0
            visit(cell, node, mask, word, depth + 1)
            bits[cell] = bit

    def visit_special(cell: int, first_child: int, prefix: str, depth: int) -> None:
        """Each option of the face on `cell`, from the child for the letter they all start with."""
        for _face, rest, text in cell_faces[cell].options:
            enter(cell, descend(first_child, rest) if rest else first_child, prefix + text, depth)

    def visit(cell: int, node: int, mask: int, prefix: str, depth: int) -> None:
        """Extend the path ending on `cell`, which spelled `prefix` and reached `node`; `mask` is
        the node's child letters (its terminal bit already cleared)."""
        base = bases[node]
        for neighbour in neighbours[cell]:
            bit = bits[neighbour]
            if not mask & bit:
                continue
            child = base + (mask % bit).bit_count()  # bit is a power of two: % keeps the letters below
            text = texts[neighbour]
            if text is None:
                visit_special(neighbour, child, prefix, depth)
                continue
            child_mask = masks[child]
            if child_mask >= TERMINAL:  # a comparison: an AND with bit 31 is a slow two-digit int
                child_mask ^= TERMINAL
                word = prefix + text
                if word not in found and (length := len(word)) >= min_length:
                    path[depth] = neighbour
                    found[word] = _new_found_word((word, tuple(path[: depth + 1]), length))
                if not child_mask & around[neighbour]:
                    continue
            elif child_mask & around[neighbour]:
                word = prefix + text
            else:
                continue
            path[depth] = neighbour
            bits[neighbour] = 0
            visit(neighbour, child, child_mask, word, depth + 1)
            bits[neighbour] = bit

    visit(len(cell_faces), ROOT, masks[ROOT], "", 0)
    # `visit` calls itself through its closure, a cycle that would keep this board's lists and
    # words alive until the cyclic collector's next pass; pointing the name away frees them at once.
    visit = _search_over
    return found


def _search_over(cell: int, node: int, mask: int, prefix: str, depth: int) -> None:
    """What `visit` names once its search is over (see the end of `_search`)."""
