"""The tables of a tournament file: a little metadata and the append-only event log.

Everything else (players, seating, words, scores) is derived from the log, so a file holds exactly
what happened, in order, and nothing can disagree with it. The file also carries the imported word
lists its night was judged against, so it means the same on any machine.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import LargeBinary
from sqlmodel import Column, Field, SQLModel

FILE_KIND = "boggle-throne tournament"
"""The value of the `kind` metadata entry that marks a file as ours."""


class MetaEntry(SQLModel, table=True):
    """One metadata entry: `kind`, `schema_version`."""

    __tablename__ = "meta"

    key: str = Field(primary_key=True, max_length=64)
    value: str


class EventRow(SQLModel, table=True):
    """One action as it was made: what, with which details, from which station, and when, chained
    by its hash to the action before."""

    __tablename__ = "event"

    seq: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=40, index=True)
    payload: str
    station: str = Field(default="main", max_length=80)
    recorded_at: datetime
    hash: str | None = Field(default=None, max_length=64)
    """The SHA-256 chaining this action to the one before (`chain.link`); None in older logs."""


class WordListRow(SQLModel, table=True):
    """An imported word list the night uses: its content hash, name, and words (xz-compressed)."""

    __tablename__ = "word_list"

    sha256: str = Field(primary_key=True, max_length=64)
    name: str = Field(max_length=80)
    words: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
