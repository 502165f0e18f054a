"""The chain of hashes that makes a changed log visible.

Each action is stored with the SHA-256 of the hash before it and its own fields as stored, so
changing, removing or reordering an action (by hand on a server, or a bit flipped in a file)
breaks the chain at that action. A server computes the same link in its append function
(`server_functions`), from the same text; a file's store computes it here.

Actions logged before the log carried hashes have none; the chain starts at the first that has one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from datetime import UTC, datetime

__all__ = ["MOMENT_FORMAT", "first_break", "link", "moment_text"]

MOMENT_FORMAT = "%Y-%m-%d %H:%M:%S.%f"
"""An action's time as hashed: how SQLite stores it, and PostgreSQL's `YYYY-MM-DD HH24:MI:SS.US`."""

Field = str | bytes
"""A column as read: text, or the bytes of a file's text that may not be UTF-8 any more."""


def moment_text(moment: datetime) -> str:
    """An action's time in UTC without its zone, as the log stores it."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment.strftime(MOMENT_FORMAT)


def link(previous: str, seq: int, kind: Field, station: Field, moment: Field, payload: Field) -> str:
    """The hash of one action: the one before it (empty for the first), then its fields, one a line."""
    parts = (previous, str(seq), kind, station, moment, payload)
    text = b"\n".join(part.encode() if isinstance(part, str) else part for part in parts)
    return hashlib.sha256(text).hexdigest()


def first_break(rows: Iterable[tuple[int, Field, Field, Field, Field, Field | None]]) -> int | None:
    """The number of the first action whose hash does not follow from the one before it and its own
    fields (rows: seq, kind, station, time as stored, payload, hash, in log order), or None when the
    chain holds. An action without a hash after one that has one counts as changed."""
    previous: str | None = None
    for seq, kind, station, moment, payload, stored in rows:
        if stored is None:
            if previous is not None:
                return int(seq)
            continue
        expected = link(previous or "", int(seq), kind, station, moment, payload)
        found = stored.decode(errors="replace") if isinstance(stored, bytes) else stored
        if found != expected:
            return int(seq)
        previous = found
    return None
