"""A correction never leaves a round that cannot be finished (docs/rules.md §4).

Six players, seated by seed rank at two tables of three (snake: S1 S4 S5 and S2 S3 S6), one game, the
best of each table goes to the final. S1 reads PLATES and TIN (4 points), S4 ALERTS (3). After the
final is seated, S1's TIN is withdrawn: S1 and S4 are then level on every link of the chain (3
points, 3 in the last game, one scoring word, six letters), and round 1 is over: no tie-break game
can be played. S1 keeps the seat already taken in the final, and the judge is warned.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.services.documents.night_document import apply_action, replay_night
from tests.cli.runner import run
from tests.services.night_builder import BOARD

SETTINGS: dict[str, Any] = {
    "name": "A tie after the fact",
    "date": "2026-11-21",
    "format": {
        "games_per_round": 1,
        "min_table": 3,
        "max_table": 3,
        "advance": 1,
        "rounds": 2,
        "seating": "seed_rank",
    },
}
ROUND_ONE: list[dict[str, Any]] = [
    *({"do": "register", "name": f"S{rank}", "seed_rank": rank, "checked_in": True} for rank in range(1, 7)),
    {"do": "seat", "seed": 1},
    {"do": "start_game", "game": [1, 1, 1], "board": BOARD},
    {"do": "word", "game": [1, 1, 1], "player": "S1", "word": "plates"},
    {"do": "word", "game": [1, 1, 1], "player": "S1", "word": "tin"},
    {"do": "word", "game": [1, 1, 1], "player": "S4", "word": "alerts"},
    {"do": "word", "game": [1, 1, 1], "player": "S5", "word": "pal"},
    {"do": "close_game", "game": [1, 1, 1]},
    {"do": "start_game", "game": [1, 2, 1], "board": BOARD},
    {"do": "word", "game": [1, 2, 1], "player": "S2", "word": "stern"},
    {"do": "word", "game": [1, 2, 1], "player": "S3", "word": "nest"},
    {"do": "close_game", "game": [1, 2, 1]},
    {"do": "seat", "seed": 2},
]
CORRECTION = {"do": "withdraw_word", "game": [1, 1, 1], "player": "S1", "word": "tin"}
FINAL: list[dict[str, Any]] = [
    {"do": "start_game", "game": [2, 1, 1], "board": BOARD},
    {"do": "word", "game": [2, 1, 1], "player": "S2", "word": "plates"},
    {"do": "close_game", "game": [2, 1, 1]},
    {"do": "crown"},
]
WARNING = (
    "Round 1, table 1: the tie-break chain cannot separate S1 and S4, and round 1 is followed by "
    "round 2: S1 keeps the seat taken there, without a tie-break game"
)


def test_a_tie_left_by_a_correction_is_settled_by_the_seats_and_the_night_goes_on(tmp_path: Path) -> None:
    document = {"tournament": SETTINGS, "actions": ROUND_ONE}
    service, _report = replay_night(document, tmp_path / "tie.throne")
    try:
        assert [p.name for p in service.views.round(2).tables[0].standings] == ["S1", "S2"]
        result = apply_action(service, CORRECTION)
        messages = [m for change in result.advancement_changes for m in change.messages()]  # type: ignore[attr-defined]
        assert len(messages) == 2 and messages[0].startswith(WARNING)
        assert "re-draw its seating" in messages[1]  # the final has not started: it can be seated again
        table = service.views.round(1).tables[0]
        rows = {row.name: (row.points, row.advances) for row in table.standings}
        assert (rows["S1"], rows["S4"]) == ((3, True), (3, False))
        assert service.views.round(1).tie_breaks == ()
        assert service.views.pending_tie_breaks(1) == ()
        for action in FINAL:
            apply_action(service, action)
        assert service.views.standings().winner == "S2"
        assert service.views.game(GameKey(2, 1, 1)).player("S1").total == 0
    finally:
        service.close()


@pytest.mark.parametrize("as_json", [False, True])
def test_replay_prints_every_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], as_json: bool
) -> None:
    night = tmp_path / "night.json"
    night.write_text(json.dumps({"tournament": SETTINGS, "actions": [*ROUND_ONE, CORRECTION, *FINAL]}))
    status, out, err = run(
        capsys, "replay", str(night), "--db", str(tmp_path / "n.throne"), *(["--json"] if as_json else [])
    )
    assert (status, err) == (0, "")
    action = len(ROUND_ONE) + 1
    if as_json:
        printed = json.loads(out)
        assert [w.split(": ", 1)[0] for w in printed["warnings"]] == [f"action {action} (withdraw_word)"] * 2
        assert WARNING in printed["warnings"][0]
        assert printed["winner"] == "S2"
    else:
        assert out.startswith(f"Warning: action {action} (withdraw_word): {WARNING}")
