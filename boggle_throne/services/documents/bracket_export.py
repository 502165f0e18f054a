"""A head-to-head bracket as plain data: for the JSON standings and export, and the rows of matches.csv.

Matches carry the number people call them by (a round's matches counted without its byes); each
game carries its key as the log keeps it, `[round, table, game]` with the match's position as the
table, so that it can be found among the exported games and named in a night document.

An export is data for scripts and spreadsheets, whatever the station speaks: its keys, its CSV
headers and its round titles are in English, the same in every night's files.
"""

from __future__ import annotations

from typing import Any

from boggle_throne.i18n import SOURCE_LANGUAGE, speaking
from boggle_throne.services.reading.views import BracketView, MatchView

MATCH_COLUMNS = [
    "round", "title", "match", "bye",
    "player_1", "seed_1", "wins_1", "player_2", "seed_2", "wins_2", "winner",
]  # fmt: skip


def bracket_dict(view: BracketView) -> dict[str, Any]:
    """The bracket round by round (byes apart from matches), then the final against the champion,
    its round titles in English."""
    with speaking(SOURCE_LANGUAGE):
        final = view.final_against_champion
        return {
            "best_of": view.best_of,
            "seeding": [{"seed": seed, "name": name} for seed, name in enumerate(view.seeding, start=1)],
            "defending_champion": view.defending,
            "challenger": view.challenger,
            "champion": view.champion,
            "rounds": [
                {
                    "round": number,
                    "title": view.round_title(number),
                    "matches": [_match_dict(view, m) for m in matches if not m.bye],
                    "byes": [{"name": m.players[0], "seed": m.seeds[0]} for m in matches if m.bye],
                }
                for number, matches in enumerate(view.elimination_rounds, start=1)
            ],
            "final_against_champion": _match_dict(view, final) if final is not None else None,
        }


def match_rows(bracket: dict[str, Any]) -> list[list[Any]]:
    """One row per match and per bye (in `MATCH_COLUMNS`), from a `bracket_dict`."""
    rows: list[list[Any]] = []
    for round_ in bracket["rounds"]:
        rows += [_bye_row(round_, bye) for bye in round_["byes"]]
        rows += [_match_row(match) for match in round_["matches"]]
    if bracket["final_against_champion"] is not None:
        rows.append(_match_row(bracket["final_against_champion"]))
    return rows


def _match_dict(view: BracketView, match: MatchView) -> dict[str, Any]:
    return {
        "round": match.round,
        "title": view.round_title(match.round),
        "match": match.display_number,
        "players": [
            {"name": name, "seed": seed, "wins": wins}
            for name, seed, wins in zip(match.players, match.seeds, match.wins, strict=True)
        ],
        "games": [
            {
                "game": game.key.game,
                "key": game.key.to_json(),
                "points": list(game.points),
                "winner": game.winner,
                "closed": game.closed,
            }
            for game in match.games
        ],
        "winner": match.winner,
    }


def _match_row(match: dict[str, Any]) -> list[Any]:
    first, second = match["players"]
    return [
        match["round"], match["title"], match["match"], False,
        first["name"], first["seed"], first["wins"], second["name"], second["seed"], second["wins"],
        match["winner"],
    ]  # fmt: skip


def _bye_row(round_: dict[str, Any], bye: dict[str, Any]) -> list[Any]:
    """A bye: its player goes through to the next round without a match."""
    name, seed = bye["name"], bye["seed"]
    return [round_["round"], round_["title"], None, True, name, seed, None, None, None, None, name]
