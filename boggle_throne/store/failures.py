"""The cause of a store failure in one line, for the organiser reading the refusal.

Every part of the store turns a driver's or the system's error into the same short wording, so it
lives apart from any one of them.
"""

from __future__ import annotations

from sqlalchemy.exc import DBAPIError

__all__ = ["describe"]


def describe(error: Exception) -> str:
    """The cause of a failure in one line for an organiser."""
    original = error.orig if isinstance(error, DBAPIError) else error
    if isinstance(original, OSError) and original.strerror:
        where = f" ({original.filename})" if original.filename else ""
        return f"{original.strerror.lower()}{where}"
    message = str(original).strip().partition("\n")[0].rstrip(".")
    if "not a database" in message or "malformed" in message:
        return "it is truncated or damaged"
    return message
