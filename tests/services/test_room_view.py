"""The room's state of a head-to-head night: the road to the Throne, the final's words once closed,
and the crowning."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.room_view import room_state, room_url
from tests.services.season_nights import head_to_head, write


def test_a_head_to_head_night_shows_its_road_and_its_crown(tmp_path: Path) -> None:
    path = write(head_to_head("Duel night", "2026-10-15", "Zoé", "Ann"), tmp_path / "duel.throne")
    night = OpenNight.open(path, read_only=True)
    try:
        state = room_state(night.views)
    finally:
        night.close()
    assert (state["night"], state["crowned"], state["throne"]) == ("Duel night", "Zoé", "Zoé")
    assert state["bracket"] == [
        {"round": "Final", "matches": [{"label": "Match 1", "players": ["Zoé", "Ann"], "wins": [1, 0]}]}
    ]
    (match,) = state["tables"]
    assert match["table"] == "Match 1"
    assert [(row["name"], row["points"], row["advances"]) for row in match["standings"]] == [
        ("Zoé", 1, True),
        ("Ann", 0, False),
    ]
    game = match["game"]
    assert (game["stage"], game["held_back"], game["board"]) == ("closed", False, "PERS/LATG/SINE/TERS")
    assert [word["word"] for word in game["players"][0]["words"]] == ["PLATES", "ALERTS", "NEST"]
    assert len(game["missed"]) == 5


def test_the_rooms_url_is_the_servers_with_its_path() -> None:
    assert room_url("http://192.168.1.20:8080/") == "http://192.168.1.20:8080/room"
