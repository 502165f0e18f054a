"""A person's pace, and a night `speed` times faster: the clock, the reading and the writing."""

from __future__ import annotations

from dataclasses import dataclass

GAME_SECONDS = 180
"""A game's clock at a real night."""
COUNTDOWN_SECONDS = 3
READ_SECONDS = 2.5
"""A judge types a word read aloud, a player reading at the table's pace."""
WRITE_SECONDS = 6.0
"""A player finds and writes a word on a phone about every six seconds."""
POLL_SECONDS = 1.0
"""The phone page asks for its state about once a second."""
PHONE_BURST = 18
PHONE_PER_SECOND = 1.0
"""The phone server's pace limit (docs/phones.md): a burst of 18 words, then one a second. It is
not scaled: a faster night writes fewer words rather than faster than the server allows."""


@dataclass(frozen=True)
class Pace:
    """The night's timings at `speed` times a real night."""

    speed: float

    @property
    def game_seconds(self) -> int:
        return max(4, round(GAME_SECONDS / self.speed))

    @property
    def countdown_seconds(self) -> int:
        return round(COUNTDOWN_SECONDS / self.speed)

    @property
    def read_seconds(self) -> float:
        return READ_SECONDS / self.speed

    @property
    def write_seconds(self) -> float:
        return max(WRITE_SECONDS / self.speed, 1.0 / PHONE_PER_SECOND / 4)

    @property
    def poll_seconds(self) -> float:
        return max(POLL_SECONDS / self.speed, 0.25)

    def scaled(self, seconds: float) -> float:
        """`seconds` of a real night at this speed."""
        return seconds / self.speed
