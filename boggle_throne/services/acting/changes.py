"""Change events: every use case announces what it changed, and every screen follows.

A small synchronous publish/subscribe with no dependencies, so the services stay free of Qt; the
UI adapts it to signals. A subscriber that fails does not stop the others, and never undoes the
action that was already recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands import Command
from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.views import ActionResult

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Change:
    """What one action changed, announced once: its log number, the command, the aspects it touched,
    who started it (a screen's name, so that screen can tell its own action from another's), and
    what it resulted in (the game as it now stands, a new word's verdict) for screens to show as is."""

    seq: int
    command: Command
    aspects: frozenset[Aspect]
    result: ActionResult
    initiator: str | None = None

    @property
    def game(self) -> GameKey | None:
        """The game the change is about: the command's, or, for undo and redo, the one they touched."""
        return self.result.game.key if self.result.game is not None else self.command.game


Subscriber = Callable[[Change], None]


class ChangeBus:
    """Delivers each change to every subscriber, in subscription order."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Follow changes; returns the function that stops following."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber) if subscriber in self._subscribers else None

    @property
    def followed(self) -> bool:
        """Whether any screen follows the changes (else a change's views need not be built)."""
        return bool(self._subscribers)

    def publish(self, change: Change) -> None:
        for subscriber in list(self._subscribers):
            try:
                subscriber(change)
            except Exception:
                _log.exception("a screen failed to follow change %s", change.seq)
