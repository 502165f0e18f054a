"""A season's nights read from their files or servers, and the season table as plain JSON-ready data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.night_views import NightViews
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.tournament.season import BestWord, GameOrder, NightResult, SeasonTable

SEASON_STATION = "season"
"""The station a season opens its nights as: read-only, so a night still being played can be counted."""


def night_result(night: NightViews) -> NightResult:
    """What an open night gives the season: its closed games in the order played (game by game across
    the tables, tie-breaks after), each player's best scoring word, and the crowned winner with the
    players of the final (its last round)."""
    keys = sorted(night.games(), key=lambda key: (key.round, key.table == 0, key.game, key.table))
    views = [night.game(key) for key in keys]
    games = []
    best: dict[str, BestWord] = {}
    for view in views:
        if not view.closed:
            continue
        totals = {player.name: player.total for player in view.players}
        games.append(GameOrder(view.ranking, tuple(totals[name] for name in view.ranking)))
        for player in view.players:
            for word in player.words:
                candidate = BestWord(word.word.upper(), word.points)
                if word.points > 0 and candidate.beats(best.get(player.name)):
                    best[player.name] = candidate
    standings = night.standings()
    last_round = max((key.round for key in keys), default=0)
    finalists = tuple(
        dict.fromkeys(
            player.name
            for key, view in zip(keys, views, strict=True)
            if key.round == last_round
            for player in view.players
        )
    )
    settings = night.settings
    return NightResult(
        name=settings.name,
        held_on=settings.held_on,
        games=tuple(games),
        best_words=best,
        winner=standings.winner,
        finalists=finalists if standings.winner is not None else (),
    )


def read_night(where: Path | str, library: DictionaryLibrary | None = None) -> NightResult:
    """Open a night (a `.throne` file or a `postgresql://` URL) read-only, read what the season needs
    and close it; a night still being played elsewhere is read as it stands."""
    service = OpenNight.open(where, library=library, station=SEASON_STATION, read_only=True)
    try:
        return night_result(service.views)
    finally:
        service.close()


def season_dict(table: SeasonTable) -> dict[str, Any]:
    """The season as JSON-ready data: the players best first, the Throne's holders, the nights and the
    options that counted them."""
    return {
        "players": [
            {
                "rank": row.rank,
                "name": row.name,
                "rating": round(row.rating, 3),
                "mu": round(row.mu, 3),
                "sigma": round(row.sigma, 3),
                "nights": row.nights,
                "counted_nights": row.counted_nights,
                "games": row.games,
                "points": row.points,
                "wins": row.wins,
                "best_word": (
                    {"word": row.best_word.word, "points": row.best_word.points}
                    if row.best_word is not None
                    else None
                ),
                "names": list(row.spellings),
            }
            for row in table.rows
        ],
        "holders": [
            {
                "name": holder.name,
                "crowned": list(holder.crowned),
                "nights_held": holder.nights_held,
                "defences_won": holder.defences_won,
                "defences_lost": holder.defences_lost,
            }
            for holder in table.holders
        ],
        "holder": table.holder,
        "nights": list(table.nights),
        "best_nights": table.rules.best_nights,
        "min_nights": table.rules.min_nights,
    }
