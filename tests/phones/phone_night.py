"""A night served to phones for the tests (the browser's too): its service lives on a thread of its
own, as in the app.

The owner thread builds the night (round 1 seated, game R1 T1 G1 started on BOARD) and then runs
the desk; the tests act as the judges by handing jobs to the same desk (`judge`), so the service is
only ever used from the thread that owns it. The phone server is a real uvicorn on loopback.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Self, TypeVar

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.phones.app import phone_app
from boggle_throne.phones.limits import Limits
from boggle_throne.phones.server import PhoneServer
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones
from tests.services.night_builder import BOARD, NightBuilder

T = TypeVar("T")
KEY = GameKey(1, 1, 1)
TABLE = ("P01", "P08", "P09", "P16")
"""Round 1, table 1, in read order."""
ANSWER = 10.0


def seated_night(path: Path) -> OpenNight:
    """A night with round 1 seated and its table 1's first game started (clock not running)."""
    builder = NightBuilder(path)
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    builder.service.act.start_game(KEY, BOARD)
    return builder.service


class ServedNight:
    """A night made by `open_night` on a thread of its own, which then runs the phone desk, and the
    real phone server on 127.0.0.1 (a port of its own)."""

    def __init__(self, open_night: Callable[[], OpenNight], limits: Limits | None = None) -> None:
        self.desk = PhoneDesk()
        self._stopping = threading.Event()
        self._owner = threading.Thread(target=self._own, name="night owner", daemon=True)
        self._owner.start()
        self.service = self.desk.submit(open_night).result(60)
        self.phones = self.desk.submit(lambda: Phones(self.service)).result(ANSWER)
        limits = limits or Limits()
        app = phone_app(self.phones, self.desk, limits=limits)
        self.server = PhoneServer(app, "127.0.0.1", 0, limits).start()
        self.base = self.server.base_url

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exception: object) -> None:
        self.close()

    def _own(self) -> None:
        while not self._stopping.is_set():
            self.desk.run_next(0.05)

    def judge(self, job: Callable[[OpenNight], T]) -> T:
        """Run `job` on the night's own thread, as the judges' window does, and return its result."""
        return self.desk.submit(lambda: job(self.service)).result(ANSWER)

    def invitations(self, game: GameKey | None = None) -> dict[str, str]:
        """Each seated player's invitation URL (of the latest round, or of `game`), by name."""
        invitations = self.judge(lambda _service: self.phones.invitations(self.base, game))
        return {invitation.name: invitation.url for invitation in invitations}

    def close(self) -> None:
        self.server.stop()
        self.judge(lambda service: service.close())
        self._stopping.set()
        self._owner.join()


class PhoneNight(ServedNight):
    """The night of `seated_night` served, with the invitation URLs of table 1."""

    def __init__(self, path: Path, limits: Limits | None = None) -> None:
        super().__init__(lambda: seated_night(path), limits)
        self.urls = self.invitations(KEY)

    def start_clock(self) -> None:
        self.judge(lambda service: service.act.set_timer(KEY, TimerPhase.RUNNING))

    def stop_clock(self) -> None:
        self.judge(lambda service: service.act.set_timer(KEY, TimerPhase.FINISHED))

    def token(self, name: str) -> str:
        return self.urls[name].rsplit("/", 1)[1]
