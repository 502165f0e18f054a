"""Change events: every use case announces what it changed, and every screen follows.

A small synchronous publish/subscribe with no dependencies, so the services stay free of Qt; the
UI adapts it to signals. A subscriber that fails does not stop the others, and never undoes the
action that was already recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from boggle_throne.services.games import GameKey

_log = logging.getLogger(__name__)


class Aspect(Enum):
    """A part of the night a screen may show; a change names the aspects it touched."""

    SETTINGS = "settings"
    ROSTER = "roster"
    SEATING = "seating"
    BOARD = "board"
    TIMER = "timer"
    WORDS = "words"
    RULINGS = "rulings"
    HOUSE_LISTS = "house_lists"
    GAME_CLOSED = "game_closed"
    STANDINGS = "standings"
    THRONE = "throne"
    HISTORY = "history"


@dataclass(frozen=True)
class Change:
    """What one action changed: its log number, its kind, the aspects, the game if there is one, and
    the action's recorded details (for a word: the player's number and the word as read)."""

    seq: int
    action: str
    aspects: frozenset[Aspect]
    game: GameKey | None = None
    details: dict[str, object] = field(default_factory=dict)


Subscriber = Callable[[Change], None]


class ChangeBus:
    """Delivers each change to every subscriber, in subscription order."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Follow changes; returns the function that stops following."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber) if subscriber in self._subscribers else None

    def publish(self, change: Change) -> None:
        for subscriber in list(self._subscribers):
            try:
                subscriber(change)
            except Exception:
                _log.exception("a screen failed to follow change %s", change.seq)
