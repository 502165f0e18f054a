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


TABLES_GROUP = "station_tables"


def _tables_key(night: str, station: str) -> str:
    """Per night (a file's path, or a server night's URL without its password) and station."""
    digest = hashlib.sha1("\n".join((night, station)).encode()).hexdigest()
    return f"{TABLES_GROUP}/{digest}"


def remember_station_tables(settings: QSettings, night: str, station: str, tables: tuple[int, ...]) -> None:
    """The tables a station enters on a night (none: every table)."""
    settings.setValue(_tables_key(night, station), ",".join(str(table) for table in tables))


def station_tables(settings: QSettings, night: str, station: str) -> tuple[int, ...]:
    return parse_tables(str(settings.value(_tables_key(night, station), "") or ""))


def parse_tables(text: str) -> tuple[int, ...]:
    """Table numbers typed as "2, 3" or "2 3" or "2-4", in order, once each; anything else is skipped."""
    found: list[int] = []
    for part in text.replace(",", " ").split():
        first, dash, last = part.partition("-")
        if first.isdigit() and (not dash or last.isdigit()):
            low, high = int(first), int(last) if dash else int(first)
            found.extend(range(low, min(high, low + 100) + 1))
    return tuple(dict.fromkeys(number for number in found if number > 0))
