"""A 16-player night with a defending champion, built action by action; round 1 table 1 is hand-written.

Every game is played on BOARD. Round 1 seats by seed rank, so table 1 holds seeds 1, 8, 9 and 16
(snake seating over four tables). Its words and rulings are written out in `TABLE_ONE`, with the
scores worked out by hand in the tests. Every other table is played by seat position: the first
reader reads four one-point words, the next three, then two, then one, none shared, so those
tables never tie.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action

BOARD = "PERS/LATG/SINE/TERS"
SETTINGS: dict[str, Any] = {
    "name": "Sixteen and a champion",
    "date": "2026-11-21",
    "format": {
        "games_per_round": 3,
        "min_table": 3,
        "max_table": 5,
        "advance": 2,
        "rounds": 3,
        "seating": "seed_rank",
    },
}
PLAYERS = tuple(f"P{number:02d}" for number in range(1, 17))
CHAMPION = "Champion"
ONE_POINT = ("nest", "pals", "rets", "rite", "sine", "site", "tern", "tins", "lap", "pal")

# Round 1, table 1: each game's words and rulings in reading order (the action is a word unless `do` says).
TABLE_ONE: dict[int, list[dict[str, Any]]] = {
    1: [
        {"player": "P01", "word": "alerts"}, {"player": "P01", "word": "plates"},
        {"player": "P01", "word": "tin"}, {"player": "P01", "word": "laps"},
        {"player": "P08", "word": "plates"}, {"player": "P08", "word": "stern"},
        {"player": "P08", "word": "nest"},
        {"player": "P09", "word": "tin"}, {"player": "P09", "word": "sine"},
        {"player": "P09", "word": "rite"},
        {"player": "P16", "word": "pal"},
        {"do": "rule", "player": "P01", "word": "laps", "ruling": "upheld", "reason": "not on board"},
    ],
    2: [
        {"player": "P01", "word": "slate"}, {"player": "P01", "word": "rites"},
        {"player": "P08", "word": "sterns"}, {"player": "P08", "word": "ret"},
        {"player": "P09", "word": "alert"}, {"player": "P09", "word": "rets"},
        {"player": "P09", "word": "ret"},
        {"player": "P16", "word": "plate"}, {"player": "P16", "word": "site"},
        {"do": "challenge", "player": "P09", "word": "alert"},
        {"do": "rule", "player": "P09", "word": "alert", "ruling": "rejected"},
    ],
    3: [
        {"player": "P01", "word": "pal"}, {"player": "P01", "word": "pals"},
        {"do": "withdraw_word", "player": "P01", "word": "pals"},
        {"player": "P08", "word": "tern"}, {"player": "P08", "word": "tins"},
        {"player": "P09", "word": "slate"}, {"player": "P09", "word": "plates"},
        {"player": "P16", "word": "alerts"}, {"player": "P16", "word": "rite"},
        {"player": "P16", "word": "gins"},
        {"do": "rule", "player": "P16", "word": "gins", "ruling": "upheld", "reason": "not on board"},
    ],
}  # fmt: skip


class NightBuilder:
    """Plays the night through the services, keeping the night document it amounts to."""

    def __init__(self, path: Path) -> None:
        self.service = OpenNight.create(path, SETTINGS)
        self.actions: list[dict[str, Any]] = []

    def do(self, **action: Any) -> None:
        apply_action(self.service, action)
        self.actions.append(action)

    @property
    def document(self) -> dict[str, Any]:
        return {"tournament": SETTINGS, "actions": self.actions}

    def check_in_everyone(self) -> None:
        for rank, name in enumerate(PLAYERS, start=1):
            self.do(do="register", name=name, seed_rank=rank, checked_in=True)
        self.do(do="register", name=CHAMPION, checked_in=True)
        self.do(do="proclaim", player=CHAMPION)

    def play_round(self, number: int, *, favourite: str | None = None) -> None:
        """Seat and play a whole round; `favourite` reads the most words wherever they sit."""
        self.do(do="seat", seed=number)
        view = self.service.views.round(number)
        for game in range(1, view.games + 1):
            for table in view.tables:
                self.play_game(GameKey(number, table.number, game), table.seats, favourite)

    def play_game(self, key: GameKey, seats: tuple[str, ...], favourite: str | None) -> None:
        game = key.to_json()
        self.do(do="start_game", game=game, board=BOARD)
        if (key.round, key.table) == (1, 1):
            for step in TABLE_ONE[key.game]:
                self.do(**{"do": "word", "game": game, **step})
        else:
            order = sorted(seats, key=lambda name: name != favourite)
            slices = ((0, 4), (4, 7), (7, 9), (9, 10), (10, 10))
            for name, (start, stop) in zip(order, slices, strict=False):
                for word in ONE_POINT[start:stop]:
                    self.do(do="word", game=game, player=name, word=word)
        self.do(do="close_game", game=game)
