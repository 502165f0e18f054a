"""The solver's index: a trie laid out breadth-first in two flat arrays, memory-mapped from a file.

Node `n` has `masks[n]`: bit `i` set when a child for letter `ALPHABET[i]` exists, and `TERMINAL`
when the path to `n` spells a word; its children are consecutive from `bases[n]`, in letter order,
so the child for letter bit `b` is `bases[n] + popcount(masks[n] & (b - 1))`. Stepping is a few
integer operations, which is what makes a pure-Python board search fast.
"""

from __future__ import annotations

import mmap
import struct
import sys
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from boggle_throne.engine.errors import DictionaryError
from boggle_throne.engine.wordlist import ALPHABET
from boggle_throne.i18n import _

TERMINAL = 1 << 31
ROOT = 0
MAGIC = b"BTTRIE01"
_HEADER = struct.Struct("<8sI")
_CODES = {letter: index for index, letter in enumerate(ALPHABET)}


@dataclass(frozen=True, slots=True)
class TrieIndex:
    """The two arrays of the trie; any integer sequences (memory-mapped views or arrays)."""

    masks: Sequence[int]
    bases: Sequence[int]

    def step(self, node: int, letter: str) -> int | None:
        """The child of `node` for one letter, or None when no word continues that way."""
        code = _CODES.get(letter)
        if code is None:
            return None
        mask = self.masks[node]
        bit = 1 << code
        if not mask & bit:
            return None
        return self.bases[node] + (mask & (bit - 1)).bit_count()

    def walk(self, text: str, node: int = ROOT) -> int | None:
        """The node reached by spelling `text` from `node`, or None."""
        for letter in text:
            next_node = self.step(node, letter)
            if next_node is None:
                return None
            node = next_node
        return node

    def __contains__(self, word: object) -> bool:
        node = self.walk(word) if isinstance(word, str) else None
        return node is not None and bool(self.masks[node] & TERMINAL)


def build_index(words: Sequence[str]) -> TrieIndex:
    """Lay out the trie of sorted, unique, a–z words breadth-first."""
    masks = array("I")
    bases = array("I")
    level: list[tuple[int, int, int]] = [(0, len(words), 0)]  # word range and depth of each node
    next_free = 1
    while level:
        next_level: list[tuple[int, int, int]] = []
        for start, stop, depth in level:
            mask = 0
            position = start
            if position < stop and len(words[position]) == depth:
                mask |= TERMINAL
                position += 1
            children_start = next_free
            while position < stop:
                letter = words[position][depth]
                child_stop = position
                while child_stop < stop and words[child_stop][depth] == letter:
                    child_stop += 1
                mask |= 1 << _CODES[letter]
                next_level.append((position, child_stop, depth + 1))
                next_free += 1
                position = child_stop
            masks.append(mask)
            bases.append(children_start)
        level = next_level
    return TrieIndex(masks, bases)


def save_index(index: TrieIndex, path: Path) -> None:
    """Write the index as a header and the two arrays in little-endian order."""
    masks, bases = array("I", index.masks), array("I", index.bases)
    if sys.byteorder == "big":
        masks.byteswap()
        bases.byteswap()
    with path.open("wb") as file:
        file.write(_HEADER.pack(MAGIC, len(masks)))
        file.write(masks.tobytes())
        file.write(bases.tobytes())


def load_index(path: Path) -> TrieIndex:
    """Map an index file into memory without reading it; `DictionaryError` if it is not one."""
    try:
        with path.open("rb") as file:
            mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError) as error:
        raise DictionaryError(
            _("solver index {path} cannot be opened: {error}").format(path=path, error=error)
        ) from None
    if len(mapped) < _HEADER.size:
        raise DictionaryError(_("solver index {path} is truncated").format(path=path))
    magic, count = _HEADER.unpack_from(mapped)
    if magic != MAGIC or len(mapped) != _HEADER.size + 8 * count:
        raise DictionaryError(_("solver index {path} is corrupt or of another version").format(path=path))
    if sys.byteorder == "big":
        body = array("I", mapped[_HEADER.size :])
        body.byteswap()
        return TrieIndex(body[:count], body[count:])
    view = memoryview(mapped)[_HEADER.size :].cast("I")
    return TrieIndex(view[:count], view[count:])
