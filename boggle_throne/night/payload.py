"""Reading the fields of an action's details, with a clear message when one is missing or wrong."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, TypeVar

from boggle_throne.engine.errors import quoted
from boggle_throne.night.errors import ActionRefusedError, ThroneError

T = TypeVar("T")


def field(payload: Mapping[str, Any], name: str, kind: type[T], default: Any = ...) -> T:
    """`payload[name]` checked to be a `kind` (an int is not taken for a bool, nor a bool for an int)."""
    if name not in payload or payload[name] is None:
        if default is ...:
            raise ActionRefusedError(f"the action needs {name!r}")
        return default  # type: ignore[no-any-return]
    value = payload[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ActionRefusedError(f"{name!r} must be a whole number, not {quoted(value)}")
    if not isinstance(value, kind):
        raise ActionRefusedError(f"{name!r} must be {_kind_name(kind)}, not {quoted(value)}")
    return value


def check_keys(
    data: Mapping[Any, Any],
    known: Collection[str],
    what: str,
    error: type[ThroneError] = ActionRefusedError,
) -> None:
    """Refuse a key that `what` (if named) does not take, naming it and the keys it takes: a misspelt
    key would otherwise be passed over, and its value with it."""
    unknown = next((key for key in data if key not in known), None)
    if unknown is not None:
        where = f"{what}: " if what else ""
        raise error(f"{where}unknown key {quoted(str(unknown))} (it takes {', '.join(known) or 'none'})")


def _kind_name(kind: type) -> str:
    return {str: "text", bool: "true or false", list: "a list", dict: "an object"}.get(kind, kind.__name__)
