"""The one handler of each kind of command, registered next to it with `@handles(Kind)`: those on one
game in `game_rules`, what phones send in `phone_rules`, the side tables' in `side_rules`, the others
in `night_rules`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from boggle_throne.night.commands import Command

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

Handler = Callable[["Night", Any, datetime], None]
"""Checks a command against the night, then changes the night (or raises, naming what is wrong)."""

H = TypeVar("H", bound=Handler)

HANDLERS: dict[type[Command], Handler] = {}
"""The handler of each kind of command."""


def handles(kind: type[Command]) -> Callable[[H], H]:
    """Register the decorated function as `kind`'s handler."""

    def register(handler: H) -> H:
        if kind in HANDLERS:
            raise TypeError(f"{kind.__name__} already has a handler")
        HANDLERS[kind] = handler
        return handler

    return register
