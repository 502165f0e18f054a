"""Liar's Boggle's letters: a bid word's counted length and raise order, reading faces as the judge
types them, matching revealed faces to the dice a player holds, and spelling a word from the multiset
of every revealed face (RULES §6; seed 000).

The `Qu` face is the two letters QU together and counts as one letter (`qu_two_letters`: as two); it
cannot stand for a lone Q unless `qu_as_q` (then the bidder's reading wins: a word is spelled if any
reading of the Qu faces works). Any other two-letter face (`An`, `Th` on the 6×6 set) spells its two
letters; a blank face spells nothing.
"""

from __future__ import annotations

import random
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence

from boggle_throne.engine.faces import BLANK, QU

MAX_WORD = 40
"""The longest bid the referee takes: any letters-only word may be bid, bluffs included, up to this."""
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def normal_word(text: object) -> str | None:
    """A bid as the referee keeps it (lower case, accents dropped), or None if it is not letters only."""
    if not isinstance(text, str):
        return None
    folded = unicodedata.normalize("NFKD", text.strip()).encode("ascii", "ignore").decode().lower()
    if not folded or len(folded) > MAX_WORD or any(letter not in _ALPHABET for letter in folded):
        return None
    return folded


def counted_length(word: str, qu_two_letters: bool = False) -> int:
    """Letters as a bid counts them: QU (the Qu face) is one letter, or two with `qu_two_letters`."""
    return len(word) if qu_two_letters else len(word) - word.count(QU)


def raises(word: str, over: str, qu_two_letters: bool = False) -> bool:
    """Whether `word` raises `over`: longer, or as long and later in dictionary order (an anagram
    later in order raises: HOLES → SHOLE)."""
    return (counted_length(word, qu_two_letters), word) > (counted_length(over, qu_two_letters), over)


def read_face(text: object) -> str | None:
    """One revealed face in canonical form (`"a"`, `"qu"`; `"Q"` is the Qu face; `#` a blank), or
    None if it is not a face."""
    if not isinstance(text, str):
        return None
    face = text.strip().lower()
    if face in {"q", QU}:
        return QU
    if face == "#":
        return BLANK
    if 1 <= len(face) <= 2 and all(letter in _ALPHABET for letter in face):
        return face
    return None


def split_faces(text: str) -> list[str]:
    """One player's faces as typed, run together or spaced: `HWLA`, `ES Qu T`, `esqut` (Q or QU is the
    Qu face; in a mixed-case group an upper-case letter starts a face and a lower-case one joins it,
    as in the dice files: `AnTh`)."""
    faces: list[str] = []
    for group in text.split():
        mixed = group != group.lower() and group != group.upper()
        index = 0
        while index < len(group):
            letter = group[index]
            joined = group[index : index + 2]
            if joined.lower() == QU or (
                mixed and len(joined) == 2 and joined[1].islower() and joined[0].isupper()
            ):
                faces.append(joined.lower())
                index += 2
                continue
            faces.append(QU if letter.lower() == "q" else (BLANK if letter == "#" else letter.lower()))
            index += 1
    return faces


def match_faces(faces: Sequence[str], dice: Sequence[Sequence[str]]) -> list[int] | None:
    """For each face, a distinct die (by its place in `dice`) that has it, or None if no such matching
    exists (augmenting paths: a player holds few dice)."""
    owner: dict[int, int] = {}

    def place(face_index: int, seen: set[int]) -> bool:
        for die_index, die in enumerate(dice):
            if faces[face_index] in die and die_index not in seen:
                seen.add(die_index)
                if die_index not in owner or place(owner[die_index], seen):
                    owner[die_index] = face_index
                    return True
        return False

    if len(faces) != len(dice) or not all(place(index, set()) for index in range(len(faces))):
        return None
    chosen = [0] * len(faces)
    for die_index, face_index in owner.items():
        chosen[face_index] = die_index
    return chosen


def can_spell(word: str, faces: Iterable[str], qu_as_q: bool = False) -> bool:
    """Whether the faces, each used at most once, spell `word` (a multiset, in any order)."""
    left = Counter(face for face in faces if face)

    def spell(start: int) -> bool:
        if start == len(word):
            return True
        for face in [face for face, count in left.items() if count]:
            readings = (face, "q") if face == QU and qu_as_q else (face,)
            for reading in readings:
                if word.startswith(reading, start):
                    left[face] -= 1
                    found = spell(start + len(reading))
                    left[face] += 1
                    if found:
                        return True
        return False

    return spell(0)


def random_raise(rng: random.Random, over: str | None, qu_two_letters: bool = False) -> str | None:
    """A random letters-only bid that raises `over` (any word opens), or None if none can (a bid of
    `MAX_WORD` z's): the simulations' bids, mostly nonsense, sometimes a real word."""
    length = 3 if over is None else counted_length(over, qu_two_letters) + rng.choice((0, 0, 1))
    for _ in range(20):
        size = min(MAX_WORD, max(2, length))
        word = rng.choice(("whale", "quit", "holes", "stone", "tea", "rain")) if rng.random() < 0.3 else ""
        word = word or "".join(rng.choice(_ALPHABET) for _ in range(size))
        if over is None or raises(word, over, qu_two_letters):
            return word
        length += 1
    return None
