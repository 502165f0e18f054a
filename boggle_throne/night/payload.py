"""Reading the fields of an action's details, with a clear message when one is missing or wrong."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, TypeVar

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night.errors import ActionRefusedError, ThroneError

T = TypeVar("T")


def field(payload: Mapping[str, Any], name: str, kind: type[T], default: Any = ...) -> T:
    """`payload[name]` checked to be a `kind` (an int is not taken for a bool, nor a bool for an int)."""
    if name not in payload or payload[name] is None:
        if default is ...:
            raise ActionRefusedError(_("the action needs {key}").format(key=repr(name)))
        return default  # type: ignore[no-any-return]
    value = payload[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ActionRefusedError(
            _("{key} must be a whole number, not {value}").format(key=repr(name), value=quoted(value))
        )
    if not isinstance(value, kind):
        raise ActionRefusedError(_kind_refusal(kind, repr(name), quoted(value)))
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
        takes = ", ".join(known) or _("none")
        refusal = _("unknown key {key} (it takes {known})").format(key=quoted(str(unknown)), known=takes)
        raise error(f"{what}: {refusal}" if what else refusal)


def _kind_refusal(kind: type, key: str, value: str) -> str:
    """The refusal of a value of the wrong type, saying the type it must be."""
    refusals = {
        str: _("{key} must be text, not {value}"),
        bool: _("{key} must be true or false, not {value}"),
        list: _("{key} must be a list, not {value}"),
        dict: _("{key} must be an object, not {value}"),
    }
    if kind in refusals:
        return refusals[kind].format(key=key, value=value)
    return _("{key} must be {kind}, not {value}").format(key=key, kind=kind.__name__, value=value)
