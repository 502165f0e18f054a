"""A small night served to phones for the browser tests and the screenshots: one table of five
(see `tests.phones.phone_night.ServedNight` for how it is served)."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.night.games import GameKey
from boggle_throne.phones.limits import Limits
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from tests.phones.phone_night import ServedNight
from tests.services.night_builder import BOARD, SETTINGS

GAME = GameKey(1, 1, 1)
NIGHT_NAME = "Thursday at the Crown"
PLAYERS = ("Ana", "Bram", "Chloé", "Dev <b>", "Eli")
"""Seated in this order at the one table of round 1, which is also the read order of its first game.
One name holds markup, which the page must show as typed."""
__all__ = ["BOARD", "GAME", "PLAYERS", "PhoneNight"]


class PhoneNight(ServedNight):
    """The night in `folder`, its one table seated, served on 127.0.0.1 (a port of its own)."""

    def __init__(
        self, folder: Path, players: tuple[str, ...] = PLAYERS, limits: Limits | None = None
    ) -> None:
        super().__init__(lambda: _one_table(folder / "night.throne", players), limits)


def _one_table(path: Path, players: tuple[str, ...]) -> OpenNight:
    """Create and seat the night (on the owner thread, which keeps it from then on)."""
    service = OpenNight.create(path, {**SETTINGS, "name": NIGHT_NAME})
    for rank, name in enumerate(players, start=1):
        apply_action(service, {"do": "register", "name": name, "seed_rank": rank, "checked_in": True})
    apply_action(service, {"do": "seat", "seed": 1})
    return service
