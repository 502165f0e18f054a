"""Bad input through every entry point: a clear error, and the file exactly as it was."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.services.errors import ServiceError
from boggle_throne.services.games import GameKey
from boggle_throne.services.night_document import apply_action
from tests.services.night_builder import BOARD, NightBuilder


@pytest.fixture
def closed_game(tmp_path: Path) -> NightBuilder:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    builder.do(do="start_game", game=[1, 1, 1], board=BOARD)
    builder.do(do="word", game=[1, 1, 1], player="P01", word="alerts")
    builder.do(do="close_game", game=[1, 1, 1])
    builder.do(do="start_game", game=[1, 2, 1], board=BOARD)
    return builder


BAD_ACTIONS: list[tuple[dict[str, Any], str]] = [
    ({"do": "word", "game": [1, 2, 1], "player": "Nobody", "word": "alerts"}, "no player called 'Nobody'"),
    ({"do": "word", "game": [1, 1, 1], "player": "P01", "word": "plates"}, "closed"),
    ({"do": "close_game", "game": [1, 1, 1]}, "already closed"),
    ({"do": "word", "game": [1, 2], "player": "P02", "word": "alerts"}, r"\[round, table, game\]"),
    ({"do": "word", "game": [1, 2, 1], "player": "P02", "word": "a1!"}, "not a word"),
    ({"do": "word", "game": [1, 2, 1], "player": "P01", "word": "alerts"}, "P01 does not play"),
    ({"do": "word", "game": [1, 3, 2], "player": "P03", "word": "alerts"}, "has not been started"),
    ({"do": "rule", "game": [1, 2, 1], "player": "P02", "word": "zzz", "ruling": "upheld"}, "did not read"),
    (
        {"do": "rule", "game": [1, 1, 1], "player": "P01", "word": "alerts", "ruling": "maybe"},
        "upheld, rejected",
    ),
    ({"do": "start_game", "game": [1, 2, 2], "board": "ABC/DEF"}, "board"),
    ({"do": "seat", "seed": 3}, "round"),
    ({"do": "register", "name": "p01"}, "already on the roster"),
    ({"do": "undo", "extra": 1}, None),
]


def _fingerprint(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), len(path.read_bytes())


@pytest.mark.parametrize(("action", "message"), BAD_ACTIONS[:-1])
def test_a_refused_action_changes_nothing(
    closed_game: NightBuilder, action: dict[str, Any], message: str
) -> None:
    service = closed_game.service
    before_log = service.log()
    before_game = service.game(GameKey(1, 1, 1))
    with pytest.raises(ServiceError, match=message):
        apply_action(service, action)
    assert service.log() == before_log
    assert service.game(GameKey(1, 1, 1)) == before_game


def test_a_second_close_is_refused_and_the_file_is_unchanged(closed_game: NightBuilder) -> None:
    service = closed_game.service
    path = service.path
    assert path is not None
    service.close()
    before = _fingerprint(path)
    night = path.with_name("night.json")
    actions = [*closed_game.actions, {"do": "close_game", "game": [1, 1, 1]}]
    night.write_text(json.dumps({"tournament": {"name": "x"}, "actions": actions}), encoding="utf-8")
    result = _cli("replay", str(night), "--db", str(path))
    assert result.returncode == 2
    assert "already closed" in result.stderr and "Traceback" not in result.stderr
    assert _fingerprint(path) == before


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ("[1, 2]", "JSON object with 'tournament' and 'actions'"),
        ('{"tournament": {"name": "x"}, "actions": [{"do": "dance"}]}', "unknown action 'dance'"),
        ('{"tournament": {"name": "x"}, "actions": [7]}', "must be an object with a 'do' field"),
        ('{"tournament": {"name": "x"}, "actions": "none"}', "'actions' list"),
        ('{"tournament": {"name": "x"', "not valid JSON"),
    ],
)
def test_a_malformed_night_document_is_one_line(tmp_path: Path, document: str, message: str) -> None:
    night = tmp_path / "night.json"
    night.write_text(document, encoding="utf-8")
    result = _cli("replay", str(night), "--db", str(tmp_path / "new.throne"))
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "new.throne").exists()


@pytest.mark.parametrize("command", ["standings", "export"])
def test_the_wrong_file_is_named_clearly(tmp_path: Path, command: str) -> None:
    wrong = tmp_path / "notes.throne"
    wrong.write_text("shopping list\n", encoding="utf-8")
    result = _cli(command, str(wrong))
    assert result.returncode == 2
    assert "notes.throne cannot be opened as a tournament: it is not a tournament file" in result.stderr
    assert wrong.read_text(encoding="utf-8") == "shopping list\n"


def test_replaying_another_night_onto_a_file_is_refused(closed_game: NightBuilder, tmp_path: Path) -> None:
    path = closed_game.service.path
    assert path is not None
    closed_game.service.close()
    before = _fingerprint(path)
    other = tmp_path / "other.json"
    other.write_text(
        json.dumps({"tournament": {"name": "x"}, "actions": [{"do": "crown"}]}), encoding="utf-8"
    )
    result = _cli("replay", str(other), "--db", str(path))
    assert result.returncode == 2 and "holds a different night" in result.stderr
    assert _fingerprint(path) == before


def _cli(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "boggle_throne", *arguments],
        capture_output=True,
        text=True,
        check=False,
    )
