"""Whether the conductor that started this process is still there: a station, the phones or the
projector whose conductor died (killed, say) ends by itself rather than play on alone."""

from __future__ import annotations

import os


class ConductorGoneError(Exception):
    """The conductor of this rehearsal is gone: the process ends."""


class Lifeline:
    def __init__(self) -> None:
        self._parent = os.getppid()

    @property
    def cut(self) -> bool:
        return os.getppid() != self._parent

    def check(self) -> None:
        if self.cut:
            raise ConductorGoneError("the rehearsal's conductor is gone")
