"""Where the judge was in each tournament file (page, game, reader), kept in the app's QSettings as
it changes, so reopening the file or restarting after a crash comes back to the same place."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from boggle_throne.night.games import GameKey

PLACES_GROUP = "places"


@dataclass(frozen=True)
class Place:
    """The page on show, the game on the game screen (with a tie-break game's players), its reader."""

    page: str
    game: GameKey | None = None
    players: tuple[int, ...] = ()
    reader: int = 0

    def to_text(self) -> str:
        game = list(self.game.to_json()) if self.game is not None else None
        return json.dumps(
            {"page": self.page, "game": game, "players": list(self.players), "reader": self.reader}
        )

    @classmethod
    def from_text(cls, text: object) -> Place | None:
        """The place written by `to_text`, or None for anything else (an older app's, a damaged one)."""
        try:
            data = json.loads(str(text))
            game = GameKey.from_json(data["game"]) if data["game"] is not None else None
            players = tuple(int(player) for player in data["players"])
            return cls(str(data["page"]), game, players, int(data["reader"]))
        except (ValueError, TypeError, KeyError, LookupError):
            return None


def _key(path: Path) -> str:
    return f"{PLACES_GROUP}/{hashlib.sha1(str(path.resolve()).encode()).hexdigest()}"


def remember_place(settings: QSettings, path: Path, place: Place) -> None:
    settings.setValue(_key(path), place.to_text())


def saved_place(settings: QSettings, path: Path) -> Place | None:
    value = settings.value(_key(path))
    return Place.from_text(value) if value is not None else None
