"""The word lists a tournament file carries, compressed in their own table.

A night is judged against the words it was played with, so the file keeps them and opens anywhere.
`EventStore` decides when a list may be written and words a failure; this module knows the table:
how a list is packed, and how a damaged copy reads as no copy.

A list packed with its origin (language, source, licence) starts with one line `#` and the origin
in JSON: no word can start with `#`, so the words read the same, and a list packed before origins
were kept reads with none.
"""

from __future__ import annotations

import json
import lzma
from collections.abc import Mapping, Sequence
from typing import cast

from sqlalchemy import Engine, Table, insert, select

from boggle_throne.store.schema import WordListRow

__all__ = [
    "WORD_LISTS",
    "add_word_list",
    "pack",
    "read_word_list",
    "read_word_list_origin",
    "word_list_names",
]

WORD_LISTS = cast(Table, WordListRow.__table__)  # type: ignore[attr-defined]


def pack(words: Sequence[str], origin: Mapping[str, str] | None = None) -> bytes:
    """A list as the table keeps it: its origin's line (if it has one), then one word a line,
    xz-compressed."""
    header = f"{_ORIGIN}{json.dumps(dict(origin), sort_keys=True)}\n" if origin else ""
    return lzma.compress((header + "".join(f"{word}\n" for word in words)).encode())


def add_word_list(
    engine: Engine, sha256: str, name: str, words: Sequence[str], origin: Mapping[str, str] | None = None
) -> None:
    """Write a list, compressed, in its own transaction (a list by that hash must not be there yet)."""
    row = {"sha256": sha256, "name": name, "words": pack(words, origin)}
    with engine.begin() as connection:
        connection.execute(insert(WORD_LISTS).values(row))


def read_word_list(engine: Engine, sha256: str) -> list[str] | None:
    """The words of a list the file carries, or None if it carries none by that hash (or the
    copy is damaged: the caller then looks for the list elsewhere)."""
    lines = _unpacked(engine, sha256)
    if lines is None:
        return None
    return lines[1:] if lines and lines[0].startswith(_ORIGIN) else lines


def read_word_list_origin(engine: Engine, sha256: str) -> dict[str, str]:
    """The language, source and licence a carried list was kept with; empty for a list kept
    without them (or none by that hash, or a damaged copy)."""
    lines = _unpacked(engine, sha256)
    if not lines or not lines[0].startswith(_ORIGIN):
        return {}
    try:
        origin = json.loads(lines[0][len(_ORIGIN) :])
    except ValueError:
        return {}
    if not isinstance(origin, dict):
        return {}
    return {str(key): value for key, value in origin.items() if isinstance(value, str)}


_ORIGIN = "#"


def _unpacked(engine: Engine, sha256: str) -> list[str] | None:
    with engine.connect() as connection:
        packed = connection.execute(select(WORD_LISTS.c.words).where(WORD_LISTS.c.sha256 == sha256)).scalar()
    if not isinstance(packed, bytes):
        return None
    try:
        return lzma.decompress(packed).decode().splitlines()
    except (lzma.LZMAError, UnicodeDecodeError):
        return None


def word_list_names(engine: Engine) -> dict[str, str]:
    """The hash and name of each word list the file carries."""
    with engine.connect() as connection:
        rows = connection.execute(select(WORD_LISTS.c.sha256, WORD_LISTS.c.name)).all()
    return {sha256: name for sha256, name in rows}
