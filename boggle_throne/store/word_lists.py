"""The word lists a tournament file carries, compressed in their own table.

A night is judged against the words it was played with, so the file keeps them and opens anywhere.
`EventStore` decides when a list may be written and words a failure; this module knows the table:
how a list is packed, and how a damaged copy reads as no copy.
"""

from __future__ import annotations

import lzma
from collections.abc import Sequence
from typing import cast

from sqlalchemy import Engine, Table, insert, select

from boggle_throne.store.schema import WordListRow

__all__ = ["WORD_LISTS", "add_word_list", "pack", "read_word_list", "word_list_names"]

WORD_LISTS = cast(Table, WordListRow.__table__)  # type: ignore[attr-defined]


def pack(words: Sequence[str]) -> bytes:
    """A list as the table keeps it: one word a line, xz-compressed."""
    return lzma.compress("".join(f"{word}\n" for word in words).encode())


def add_word_list(engine: Engine, sha256: str, name: str, words: Sequence[str]) -> None:
    """Write a list, compressed, in its own transaction (a list by that hash must not be there yet)."""
    row = {"sha256": sha256, "name": name, "words": pack(words)}
    with engine.begin() as connection:
        connection.execute(insert(WORD_LISTS).values(row))


def read_word_list(engine: Engine, sha256: str) -> list[str] | None:
    """The words of a list the file carries, or None if it carries none by that hash (or the
    copy is damaged: the caller then looks for the list elsewhere)."""
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
