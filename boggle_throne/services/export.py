"""Exporting a night: players, games, every word with its verdict and points, rulings and standings."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.services.views import StandingsView


def standings_dict(view: StandingsView) -> dict[str, Any]:
    """The standings as plain JSON-ready data."""
    return {
        "tournament": view.tournament,
        "defending_champion": view.defending_champion,
        "winner": view.winner,
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


def export_night(service: TournamentService) -> dict[str, Any]:
    """The whole night as one JSON-ready object."""
    approved, banned = service.house_lists()
    games = []
    rulings = []
    for key in service.games():
        view = service.game(key)
        games.append(
            {
                "game": key.to_json(),
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
    for entry in service.log():
        if entry.action == "rule" and entry.in_force:
            rulings.append(
                {"seq": entry.seq, "station": entry.station, "at": entry.recorded_at, **entry.details}
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
            for p in service.players()
        ],
        "house": {"approved": sorted(approved), "banned": sorted(banned)},
        "games": games,
        "rulings": rulings,
        "standings": standings_dict(service.standings()),
        "throne": {
            "holder": service.throne().holder,
            "holders": [
                {
                    "name": h.name,
                    "crowned": list(h.crowned),
                    "defences_won": h.defences_won,
                    "defences_lost": h.defences_lost,
                }
                for h in service.throne().holders
            ],
        },
    }


def write_csv(service: TournamentService, folder: Path) -> list[Path]:
    """Write players.csv, games.csv, words.csv, rulings.csv and standings.csv into `folder`."""
    night = export_night(service)
    folder.mkdir(parents=True, exist_ok=True)
    tables: dict[str, tuple[list[str], list[list[Any]]]] = {
        "players": (
            ["id", "name", "status", "seed_rank", "champion"],
            [[p["id"], p["name"], p["status"], p["seed_rank"], p["champion"]] for p in night["players"]],
        ),
        "games": (
            ["round", "table", "game", "board", "closed", "player", "total", "earned", "penalties"],
            [
                [*g["game"], g["board"], g["closed"], p["name"], p["total"], p["earned"], p["penalties"]]
                for g in night["games"]
                for p in g["players"]
            ],
        ),
        "words": (
            ["round", "table", "game", "player", "word", "verdict", "points", "reason"],
            [
                [*g["game"], p["name"], w["word"], w["verdict"], w["points"], w["reason"]]
                for g in night["games"]
                for p in g["players"]
                for w in p["words"]
            ],
        ),
        "rulings": (
            ["seq", "station", "at", "round", "table", "game", "player", "word", "ruling", "reason"],
            [
                [r["seq"], r["station"], r["at"], *r["game"], r["player"], r["word"], r["ruling"],
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
    written = []
    for name, (header, rows) in tables.items():
        path = folder / f"{name}.csv"
        with path.open("w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow(header)
            writer.writerows(rows)
        written.append(path)
    return written
