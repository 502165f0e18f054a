"""`apply` on a tournament file, and a server address that cannot be reached (no server needed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.cli.runner import run
from tests.services.night_builder import SETTINGS


def test_apply_appends_the_actions_and_names_each_refused_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    night = tmp_path / "night.throne"
    OpenNight.create(night, SETTINGS).close()
    batch = tmp_path / "batch.json"
    batch.write_text(
        json.dumps(
            [
                {"do": "register", "name": "Ann", "checked_in": True},
                {"do": "proclaim", "player": "Nobody"},
                "not an action",
                {"do": "register", "name": "Bob"},
            ]
        ),
        encoding="utf-8",
    )
    status, out, err = run(capsys, "apply", str(batch), "--db", str(night), "--station", "desk")
    assert status == 2
    assert out.strip() == f"applied 2 of 4 actions to {night} (log 2–3)"
    lines = err.splitlines()
    assert lines[0].startswith("boggle-throne: action 2 (proclaim) refused: ")
    assert lines[1].startswith("boggle-throne: action 3 (None) refused: an action is an object")
    assert lines[2] == "boggle-throne: error: 2 of 4 actions were refused"
    status, out, err = run(capsys, "apply", str(batch), "--db", str(night), "--station", "desk", "--json")
    summary = json.loads(out)
    assert summary["applied"] == [] and [r["action"] for r in summary["refused"]] == [1, 2, 3, 4]
    assert "already" in summary["refused"][0]["why"]
    service = OpenNight.open(night, read_only=True)
    try:
        assert [p.name for p in service.views.players()] == ["Ann", "Bob"]
        assert {e.station for e in service.files.recorded()[1:]} == {"desk"}
    finally:
        service.close()


def test_apply_takes_the_actions_of_a_night_document(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    night = tmp_path / "night.throne"
    OpenNight.create(night, SETTINGS).close()
    document = tmp_path / "night.json"
    document.write_text(json.dumps({"tournament": SETTINGS, "actions": [{"do": "register", "name": "Ann"}]}))
    status, out, err = run(capsys, "apply", str(document), "--db", str(night), "--station", "desk", "--json")
    assert (status, err) == (0, "")
    assert json.loads(out) == {"applied": [{"action": 1, "seq": 2}], "refused": [], "warnings": []}
    document.write_text(json.dumps({"players": []}))
    status, out, err = run(capsys, "apply", str(document), "--db", str(night), "--station", "desk")
    assert status == 2 and len(err.splitlines()) == 1 and "holds no actions" in err


def test_an_unreachable_server_is_one_line_without_the_password(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    url = "postgresql://judge:hunter2@127.0.0.1:1/friday"
    for command in (["standings", url], ["export", url], ["fetch", url, "-o", str(tmp_path / "x.throne")]):
        status, out, err = run(capsys, *command)
        assert status == 2 and out == ""
        assert err.splitlines() == [
            "boggle-throne: error: cannot "
            + ("fetch" if command[0] == "fetch" else "open")
            + " the night at postgresql://judge@127.0.0.1:1/friday: nothing answers at port 1 of host "
            "127.0.0.1: is the port right, and the server running?"
        ]
    status, _, err = run(capsys, "host", "missing.throne", "--db", "friday.throne")
    assert status == 2 and "is not a server's address" in err


def test_a_name_differing_only_by_accents_is_refused_naming_the_registered_player(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    night = tmp_path / "night.throne"
    OpenNight.create(night, SETTINGS).close()
    document = tmp_path / "night.json"
    actions = [{"do": "register", "name": "Zo\u00e9"}, {"do": "register", "name": "zoe"}]
    document.write_text(json.dumps({"tournament": SETTINGS, "actions": actions}), encoding="utf-8")
    status, _out, err = run(capsys, "apply", str(document), "--db", str(night), "--station", "desk")
    assert status == 2
    assert err.splitlines()[0] == (
        "boggle-throne: action 2 (register) refused: the name zoe is taken by Zo\u00e9, already on the "
        "roster: names that differ only by case or accents are one name"
    )
    service = OpenNight.open(night, read_only=True)
    try:
        assert [p.name for p in service.views.players()] == ["Zo\u00e9"]
    finally:
        service.close()


def test_a_document_that_moves_a_finished_clock_is_refused_naming_the_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    night = tmp_path / "night.throne"
    OpenNight.create(night, SETTINGS).close()
    game = [1, 1, 1]
    actions = [
        *({"do": "register", "name": name, "checked_in": True} for name in ("Ann", "Bea", "Cat")),
        {"do": "seat", "seed": 7},
        {"do": "start_game", "game": game, "board": "PERS/LATG/SINE/TERS"},
        {"do": "timer", "game": game, "phase": "running"},
        {"do": "timer", "game": game, "phase": "finished"},
        {"do": "timer", "game": game, "phase": "running"},
    ]
    document = tmp_path / "night.json"
    document.write_text(json.dumps({"tournament": SETTINGS, "actions": actions}), encoding="utf-8")
    status, _out, err = run(capsys, "apply", str(document), "--db", str(night), "--station", "desk")
    assert status == 2
    assert err.splitlines()[0] == (
        "boggle-throne: action 8 (timer) refused: the clock of R1 T1 G1 cannot go from finished to running"
    )
    service = OpenNight.open(night, read_only=True)
    try:
        view = service.views.game(GameKey(1, 1, 1))
        assert view.timer.phase is TimerPhase.FINISHED and view.clock_moves == frozenset()
        assert [e.kind for e in service.files.recorded()].count("timer") == 2
    finally:
        service.close()
