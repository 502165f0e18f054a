"""A command's JSON form, derived from its dataclass fields and their types.

Each field is a key of the form, under its own name unless its metadata says otherwise
(`json_key`). Reading is strict: a value of the wrong type is refused with a message naming the
key. A field whose reading needs words of its own (a ruling, a timer phase) names its reader.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from enum import Enum
from types import NoneType, UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night.codec import plan_from_json, plan_json
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import field as payload_field
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundPlan

Reader = Callable[[Mapping[str, Any], str, Any], Any]
"""Reads the key `name` of a command's details; the third argument is the value when the key is
absent, or `...` when the key is required."""


def json_key(name: str | None = None, *, omitted_when_empty: bool = False, read: Reader | None = None) -> Any:
    """A field's metadata: its key in the JSON form (its own name if None), whether the form leaves
    it out when it is None or empty (else it writes null), and a reader of its own."""
    return {"json": (name, omitted_when_empty, read)}


@dataclasses.dataclass(frozen=True)
class FormField:
    """One key of a command's JSON form."""

    attribute: str
    key: str
    read: Reader
    absent: Any
    omitted_when_empty: bool
    names_players: bool
    """True for a player's number or players' numbers (a request may name them by name)."""


_FORMS: dict[type, tuple[FormField, ...]] = {}


def form_fields(kind: type) -> tuple[FormField, ...]:
    """The keys of `kind`'s JSON form, in the order of its `FIELDS` when it declares them."""
    if kind not in _FORMS:
        _FORMS[kind] = _form_fields(kind)
    return _FORMS[kind]


def _form_fields(kind: type) -> tuple[FormField, ...]:
    hints = get_type_hints(kind)
    form = []
    for field in dataclasses.fields(kind):
        name, omitted, read = field.metadata.get("json", (None, False, None))
        if field.default is not dataclasses.MISSING:
            absent: Any = field.default
        elif field.default_factory is not dataclasses.MISSING:
            absent = field.default_factory()
        else:
            absent = ...
        hint = hints[field.name]
        players = hint in (PlayerId, PlayerId | None, tuple[PlayerId, ...])
        form.append(FormField(field.name, name or field.name, read or reader(hint), absent, omitted, players))
    order = vars(kind).get("FIELDS")
    if order is not None:
        form.sort(key=lambda f: order.index(f.key))
    return tuple(form)


def write(command: object) -> dict[str, Any]:
    """The command's details as plain JSON values."""
    values = ((f, getattr(command, f.attribute)) for f in form_fields(type(command)))
    return {f.key: plain(v) for f, v in values if not (f.omitted_when_empty and (v is None or v == ()))}


def read(kind: type, payload: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of a `kind` read from its details, by attribute."""
    return {f.attribute: f.read(payload, f.key, f.absent) for f in form_fields(kind)}


def plain(value: Any) -> Any:
    """A field's value as JSON holds it."""
    if isinstance(value, GameKey):
        return value.to_json()
    if isinstance(value, RoundPlan):
        return plan_json(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [plain(item) for item in value]
    if isinstance(value, Mapping):
        return dict(value)
    return value


def reader(hint: Any) -> Reader:
    """The reader of a field typed `hint`."""
    args = get_args(hint)
    if get_origin(hint) in (Union, UnionType) and NoneType in args:
        (inner,) = (arg for arg in args if arg is not NoneType)
        return _optional(reader(inner))
    if hint in (bool, int, str):
        return _plain(hint)
    if hint is PlayerId:
        return _plain(int)  # a NewType: the number itself is the player's id
    if hint is GameKey:
        return lambda payload, name, _absent: GameKey.from_json(payload.get(name))
    if hint is RoundPlan:
        return lambda payload, name, _absent: plan_from_json(payload.get(name))
    if get_origin(hint) is tuple and args == (PlayerId, ...):
        return _player_numbers
    if get_origin(hint) is Mapping:
        return lambda payload, name, absent: dict(payload_field(payload, name, dict, absent))
    raise TypeError(f"a command's field of type {hint} needs a reader of its own")


def _plain(kind: type) -> Reader:
    """The reader of a bool, a whole number or a text: a value of exactly that type is taken at once
    (a replay reads one for every field of every action), anything else is refused by the payload's
    own checks, with their words."""

    def read(payload: Mapping[str, Any], name: str, absent: Any) -> Any:
        value = payload.get(name)
        return value if type(value) is kind else payload_field(payload, name, kind, absent)

    return read


def _optional(inner: Reader) -> Reader:
    return lambda payload, name, _absent: None if payload.get(name) is None else inner(payload, name, ...)


def _player_numbers(payload: Mapping[str, Any], name: str, absent: Any) -> tuple[PlayerId, ...]:
    numbers = payload_field(payload, name, list, list(absent) if absent is not ... else ...)
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in numbers):
        raise ActionRefusedError(
            _("{key} lists players by number, not {value}").format(key=repr(name), value=quoted(numbers))
        )
    return tuple(PlayerId(p) for p in numbers)
