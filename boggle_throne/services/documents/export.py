"""Exporting a night: players, games, every word with its verdict and points, rulings and standings."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.bracket_export import MATCH_COLUMNS, bracket_dict, match_rows
from boggle_throne.services.documents.outputs import replacing
from boggle_throne.services.errors import OutputRefusedError
from boggle_throne.services.reading.views import StandingsView


def standings_dict(view: StandingsView) -> dict[str, Any]:
    """The standings as plain JSON-ready data: the table rounds, or a head-to-head night's bracket."""
    return {
        "tournament": view.tournament,
        "defending_champion": view.defending_champion,
        "winner": view.winner,
        "bracket": bracket_dict(view.bracket) if view.bracket is not None else None,
        "rounds": [
            {
                "round": r.number,
                "kind": r.kind.value,
                "games": r.games,
                "seed": r.seed,
                "complete": r.complete,
                "advancing": list(r.advancing),
                "wild_cards": list(r.wild_cards),
                "tie_breaks": [{"players": list(t.players), "places": t.places} for t in r.tie_breaks],
                "tables": [
                    {
                        "table": t.number,
                        "seats": list(t.seats),
                        "standings": [
                            {
                                "place": row.place,
                                "name": row.name,
                                "points": row.points,
                                "last_game_points": row.last_game_points,
                                "scoring_words": row.scoring_words,
                                "longest_word": row.longest_word,
                                "games": list(row.game_points),
                                "advances": row.advances,
                            }
                            for row in t.standings
                        ],
                    }
                    for t in r.tables
                ],
            }
            for r in view.rounds
        ],
    }


def export_night(service: OpenNight) -> dict[str, Any]:
    """The whole night as one JSON-ready object; a bracket game also names its `match` as people
    number it (its key's table is the match's position, byes included)."""
    approved, banned = service.views.house_lists()
    games = []
    rulings = []
    keys = {key: key for key in service.views.games()}
    for key in keys:
        view = service.views.game(key)
        games.append(
            {
                "game": key.to_json(),
                **_match_number(key),
                "board": view.board.notation(),
                "seed": view.seed,
                "read_order": list(view.read_order),
                "closed": view.closed,
                "longest_bonus": view.longest_bonus_holder,
                "players": [
                    {
                        "name": p.name,
                        "total": p.total,
                        "earned": p.earned,
                        "penalties": p.penalties,
                        "words": [
                            {
                                "word": w.word,
                                "verdict": w.verdict.value,
                                "points": w.points,
                                "reason": w.reason,
                            }
                            for w in p.words
                        ],
                    }
                    for p in view.players
                ],
            }
        )
    for entry in service.views.log():
        if entry.action == "rule" and entry.in_force:
            key = keys[GameKey.from_json(entry.details["game"])]
            rulings.append(
                {
                    "seq": entry.seq,
                    "station": entry.station,
                    "at": entry.recorded_at,
                    **entry.details,
                    **_match_number(key),
                }
            )
    return {
        "players": [
            {
                "id": p.id,
                "name": p.name,
                "status": p.status.value,
                "seed_rank": p.seed_rank,
                "champion": p.is_champion,
            }
            for p in service.views.players()
        ],
        "house": {"approved": sorted(approved), "banned": sorted(banned)},
        "games": games,
        "rulings": rulings,
        "standings": standings_dict(service.views.standings()),
        "throne": {
            "holder": service.views.throne().holder,
            "holders": [
                {
                    "name": h.name,
                    "crowned": list(h.crowned),
                    "defences_won": h.defences_won,
                    "defences_lost": h.defences_lost,
                }
                for h in service.views.throne().holders
            ],
        },
    }


def write_csv(service: OpenNight, folder: Path) -> list[Path]:
    """Write players.csv, games.csv, words.csv, rulings.csv and standings.csv into `folder`, and for a
    head-to-head night matches.csv; its games are placed by match (as people number them), not table."""
    night = export_night(service)
    bracket = night["standings"]["bracket"]
    place = "table" if bracket is None else "match"
    if folder.exists() and not folder.is_dir():
        raise OutputRefusedError(f"{folder} is a file, not a folder for the CSV files; name a folder")
    folder.mkdir(parents=True, exist_ok=True)
    tables: dict[str, tuple[list[str], list[list[Any]]]] = {
        "players": (
            ["id", "name", "status", "seed_rank", "champion"],
            [[p["id"], p["name"], p["status"], p["seed_rank"], p["champion"]] for p in night["players"]],
        ),
        "games": (
            ["round", place, "game", "board", "closed", "player", "total", "earned", "penalties"],
            [
                [*_where(g), g["board"], g["closed"], p["name"], p["total"], p["earned"], p["penalties"]]
                for g in night["games"]
                for p in g["players"]
            ],
        ),
        "words": (
            ["round", place, "game", "player", "word", "verdict", "points", "reason"],
            [
                [*_where(g), p["name"], w["word"], w["verdict"], w["points"], w["reason"]]
                for g in night["games"]
                for p in g["players"]
                for w in p["words"]
            ],
        ),
        "rulings": (
            ["seq", "station", "at", "round", place, "game", "player", "word", "ruling", "reason"],
            [
                [r["seq"], r["station"], r["at"], *_where(r), r["player"], r["word"], r["ruling"],
                 r.get("reason")]
                for r in night["rulings"]
            ],
        ),
        "standings": (
            ["round", "table", "place", "name", "points", "last_game_points", "scoring_words", "longest_word",
             "advances"],
            [
                [r["round"], t["table"], s["place"], s["name"], s["points"], s["last_game_points"],
                 s["scoring_words"], s["longest_word"], s["advances"]]
                for r in night["standings"]["rounds"]
                for t in r["tables"]
                for s in t["standings"]
            ],
        ),
    }  # fmt: skip
    if bracket is not None:
        tables["matches"] = (MATCH_COLUMNS, match_rows(bracket))
    written = []
    inputs = [service.files.path] if service.files.path is not None else []
    for name, (header, rows) in tables.items():
        path = folder / f"{name}.csv"
        with replacing(path, inputs) as partial, partial.open("w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(header)
            writer.writerows(rows)
        written.append(path)
    return written


def _match_number(key: GameKey) -> dict[str, int]:
    """`{"match": n}` for a bracket game, the number people give its match; nothing for a table game."""
    return {"match": key.match} if key.match is not None else {}


def _where(entry: dict[str, Any]) -> list[int]:
    """An exported game's or ruling's round, table or match (as people number it), and game."""
    round_number, table, game = entry["game"]
    return [round_number, entry.get("match", table), game]
