"""The season over four nights built by night documents: a name typed two ways, a head-to-head final,
a correction after a final, and a full name merged into its short form."""

from __future__ import annotations

import pytest

from boggle_throne.services.documents.season import read_night, season_dict
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.tournament.season import NightResult, SeasonRules, season_table
from tests.services.season_nights import season_files


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> list[NightResult]:
    folder = tmp_path_factory.mktemp("season")
    library = DictionaryLibrary(folder / "app-data")
    return [read_night(where, library) for where in season_files(folder)]


def test_each_night_gives_its_closed_games_in_table_order_and_its_crown(nights: list[NightResult]) -> None:
    by_name = {night.name: night for night in nights}
    duel = by_name["October 15"]
    assert [(g.players, g.points) for g in duel.games] == [(("Zoé", "Ann"), (7, 3))]
    assert (duel.winner, duel.finalists) == ("Zoé", ("Zoé", "Ann"))
    assert by_name["October 8"].winner == "ZOE"
    assert by_name["October 1"].best_words["Ann"].word == "SLATE"


def test_a_correction_after_the_final_counts_and_the_crown_stands(nights: list[NightResult]) -> None:
    corrected = next(night for night in nights if night.name == "October 22")
    first = next(game for game in corrected.games if "Bea" in game.players)
    assert dict(zip(first.players, first.points, strict=True)) == {"Zoé": 4, "Dee": 3, "Bea": 0}
    assert corrected.games[-1].players == ("Zoé", "Cy")
    assert corrected.winner == "Zoé"


def test_the_player_who_won_every_night_comes_first(nights: list[NightResult]) -> None:
    table = season_table(nights)
    zoe = table.rows[0]
    assert (zoe.rank, zoe.name, zoe.nights, zoe.games, zoe.wins) == (1, "Zoé", 4, 5, 4)
    assert zoe.points == 7 + 7 + 7 + 4 + 7
    assert set(zoe.spellings) == {"Zoé", "ZOE"}
    assert [row.name for row in table.rows].count("ZOE") == 0
    assert table.nights == ("October 1", "October 8", "October 15", "October 22")
    assert [(h.name, h.crowned, h.defences_won, h.defences_lost) for h in table.holders] == [
        ("Zoé", ("October 1",), 3, 0)
    ]
    assert table.holder == "Zoé"


def test_beatrice_is_bea_once_merged(nights: list[NightResult]) -> None:
    apart = {row.name: row for row in season_table(nights).rows}
    assert (apart["Bea"].nights, apart["Beatrice"].nights) == (2, 1)
    merged = {row.name: row for row in season_table(nights, SeasonRules(merges=(("Beatrice", "Bea"),))).rows}
    assert "Beatrice" not in merged
    assert (merged["Bea"].nights, merged["Bea"].games, merged["Bea"].points) == (3, 3, 1 + 3 + 0)


def test_best_nights_and_the_minimum_of_nights(nights: list[NightResult]) -> None:
    rows = season_table(nights, SeasonRules(best_nights=2, min_nights=2)).rows
    zoe = rows[0]
    assert (zoe.name, zoe.counted_nights, zoe.points) == ("Zoé", 2, 11 + 7)
    ranked = [row.name for row in rows if row.rank is not None]
    unranked = [row.name for row in rows if row.rank is None]
    assert ranked[0] == "Zoé"
    assert set(ranked) == {"Zoé", "Ann", "Bea", "Cy"}
    assert set(unranked) == {"Beatrice", "Dee", "Eve"}
    assert rows[len(ranked) :] == tuple(row for row in rows if row.rank is None)


def test_the_json_has_the_shape_people_read(nights: list[NightResult]) -> None:
    data = season_dict(season_table(nights))
    first = data["players"][0]
    assert {"name", "rating", "mu", "sigma", "nights", "games", "points", "wins"} <= set(first)
    assert (first["name"], first["wins"], first["best_word"]) == ("Zoé", 4, {"word": "ALERTS", "points": 3})
    ratings = [player["rating"] for player in data["players"] if player["rank"] is not None]
    assert ratings == sorted(ratings, reverse=True)
    assert data["holders"] == [
        {"name": "Zoé", "crowned": ["October 1"], "nights_held": 4, "defences_won": 3, "defences_lost": 0}
    ]


def test_a_night_read_twice_is_refused(nights: list[NightResult]) -> None:
    from boggle_throne.tournament.errors import SeasonError

    with pytest.raises(SeasonError, match=r"October 15 \(2026-10-15\) is in the season twice"):
        season_table([*nights, nights[2]])
