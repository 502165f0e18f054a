"""Four small nights of one season, written as night documents and replayed into tournament files.

Every game is played on BOARD. The first reader of a game reads STRONG (7 points), the second
MIDDLE (3), the third WEAK (1): no word is shared, so no game ties.

- October 1, table rounds: Zoé, Ann, Bea at one table, one game; Zoé is crowned.
- October 8, table rounds: "ZOE" (the same player typed another way), Beatrice (Bea's full name), Cy;
  ZOE is crowned.
- October 15, head to head: Zoé beats Ann in a one-game final.
- October 22, table rounds, two rounds: Zoé, Ann, Bea, Cy, Dee and Eve at two tables of three, Zoé
  and Cy reading best at theirs and meeting in the final; Zoé is crowned, then Bea's PAL in round 1
  is corrected to PLATES, which Zoé also read at that table: the shared word scores for neither, and
  Zoé's 7 points in that game become 4.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action, replay_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

BOARD = "PERS/LATG/SINE/TERS"
STRONG = ("plates", "alerts", "nest")  # 3 + 3 + 1
MIDDLE = ("slate", "rite")  # 2 + 1
WEAK = ("pal",)
LISTS = (STRONG, MIDDLE, WEAK)

TABLE_ROUNDS: dict[str, Any] = {"games_per_round": 1, "min_table": 2, "max_table": 5, "advance": 1}


def _game(key: list[int], readers: tuple[str, ...]) -> list[dict[str, Any]]:
    actions: list[dict[str, Any]] = [{"do": "start_game", "game": key, "board": BOARD}]
    for reader, words in zip(readers, LISTS, strict=False):
        actions += [{"do": "word", "game": key, "player": reader, "word": word} for word in words]
    return [*actions, {"do": "close_game", "game": key}]


def _register(*names: str) -> list[dict[str, Any]]:
    return [{"do": "register", "name": name, "checked_in": True} for name in names]


def _settings(name: str, held_on: str, **format_: Any) -> dict[str, Any]:
    return {"name": name, "date": held_on, "format": format_}


def one_table(name: str, held_on: str, best_first: tuple[str, ...]) -> dict[str, Any]:
    """A night of one round at one table, the players scoring in the order given."""
    return {
        "tournament": _settings(name, held_on, **TABLE_ROUNDS, rounds=1),
        "actions": [
            *_register(*best_first),
            {"do": "seat", "seed": 1},
            *_game([1, 1, 1], best_first),
            {"do": "crown"},
        ],
    }


def head_to_head(name: str, held_on: str, winner: str, loser: str) -> dict[str, Any]:
    return {
        "tournament": _settings(name, held_on, kind="head_to_head", best_of=1),
        "actions": [
            *_register(winner, loser),
            {"do": "bracket", "seed": 1},
            *_game([1, 1, 1], (winner, loser)),
            {"do": "crown"},
        ],
    }


def write(document: dict[str, Any], path: Path) -> Path:
    service, _ = replay_night(document, path, library=_library(path))
    service.close()
    return path


def two_rounds_corrected(path: Path, name: str, held_on: str) -> Path:
    """October 22 (see above), built action by action: round 1's seats are read before its games."""
    settings = _settings(name, held_on, **TABLE_ROUNDS, rounds=2)
    service = OpenNight.create(path, settings, library=_library(path))
    try:
        for action in _register("Zoé", "Ann", "Bea", "Cy", "Dee", "Eve"):
            apply_action(service, action)
        apply_action(service, {"do": "seat", "seed": 1})
        for table in service.views.round(1).tables:
            best = "Zoé" if "Zoé" in table.seats else "Cy"
            others = sorted(
                (seat for seat in table.seats if seat != best), key=lambda seat: (seat == "Bea", seat)
            )
            readers = (best, *others)
            for action in _game([1, table.number, 1], readers):
                apply_action(service, action)
        apply_action(service, {"do": "seat", "seed": 2})
        for action in [*_game([2, 1, 1], ("Zoé", "Cy")), {"do": "crown"}]:
            apply_action(service, action)
        table = next(t.number for t in service.views.round(1).tables if "Bea" in t.seats)
        service.act.correct_word(GameKey(1, table, 1), "Bea", "pal", "plates")
    finally:
        service.close()
    return path


def _library(night: Path) -> DictionaryLibrary:
    """The app's data beside the nights: never the user's own, which other programs may change."""
    return DictionaryLibrary(night.parent / "app-data")


def season_files(folder: Path) -> list[Path]:
    """The four nights' files, in an order other than their dates'."""
    return [
        two_rounds_corrected(folder / "oct22.throne", "October 22", "2026-10-22"),
        write(one_table("October 1", "2026-10-01", ("Zoé", "Ann", "Bea")), folder / "oct01.throne"),
        write(head_to_head("October 15", "2026-10-15", "Zoé", "Ann"), folder / "oct15.throne"),
        write(one_table("October 8", "2026-10-08", ("ZOE", "Beatrice", "Cy")), folder / "oct08.throne"),
    ]
