"""Reading the fields of an action's details, with a clear message when one is missing or wrong."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from boggle_throne.services.errors import ActionRefusedError

T = TypeVar("T")


def field(payload: Mapping[str, Any], name: str, kind: type[T], default: Any = ...) -> T:
    """`payload[name]` checked to be a `kind` (an int is not taken for a bool, nor a bool for an int)."""
    if name not in payload or payload[name] is None:
        if default is ...:
            raise ActionRefusedError(f"the action needs {name!r}")
        return default  # type: ignore[no-any-return]
    value = payload[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ActionRefusedError(f"{name!r} must be a whole number, not {value!r}")
    if not isinstance(value, kind):
        raise ActionRefusedError(f"{name!r} must be {_kind_name(kind)}, not {value!r}")
    return value


def _kind_name(kind: type) -> str:
    return {str: "text", bool: "true or false", list: "a list", dict: "an object"}.get(kind, kind.__name__)
