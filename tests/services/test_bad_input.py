"""Bad input through every entry point: a clear error, and the file exactly as it was."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import settings_from_payload
from boggle_throne.services.documents.night_document import apply_action, replay_night
from boggle_throne.services.errors import NightDocumentError
from tests.services.night_builder import BOARD, SETTINGS, NightBuilder


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
    (
        {
            "do": "rule",
            "game": [1, 2, 1],
            "player": "P02",
            "word": "zzz",
            "ruling": "upheld",
            "reason": "slang",
        },
        "did not read",
    ),
    (
        {"do": "rule", "game": [1, 1, 1], "player": "P01", "word": "alerts", "ruling": "maybe"},
        "upheld, rejected",
    ),
    ({"do": "start_game", "game": [1, 2, 2], "board": "ABC/DEF"}, "board"),
    ({"do": "seat", "seed": 3}, "round"),
    ({"do": "register", "name": "p01"}, "already on the roster"),
    (
        {"do": "rule", "game": [1, 1, 1], "player": "P01", "word": "alerts", "ruling": "upheld"},
        "an upheld ruling needs a reason: not in dictionary, proper noun, slang, abbreviation, foreign,",
    ),
    ({"do": "word", "game": {"round": 1, "table": 2, "gam": 1}, "player": "P02", "word": "alerts"}, "'gam'"),
    ({"do": "undo", "extra": 1}, r"unknown key 'extra' \(it takes none\)"),
]


def _fingerprint(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), len(path.read_bytes())


@pytest.mark.parametrize(("action", "message"), BAD_ACTIONS)
def test_a_refused_action_changes_nothing(
    closed_game: NightBuilder, action: dict[str, Any], message: str
) -> None:
    service = closed_game.service
    before_log = service.views.log()
    before_game = service.views.game(GameKey(1, 1, 1))
    with pytest.raises(ThroneError, match=message):
        apply_action(service, action)
    assert service.views.log() == before_log
    assert service.views.game(GameKey(1, 1, 1)) == before_game


def test_a_second_close_is_refused_and_the_file_is_unchanged(closed_game: NightBuilder) -> None:
    service = closed_game.service
    path = service.files.path
    assert path is not None
    service.close()
    before = _fingerprint(path)
    night = path.with_name("night.json")
    actions = [*closed_game.actions, {"do": "close_game", "game": [1, 1, 1]}]
    night.write_text(json.dumps({**closed_game.document, "actions": actions}), encoding="utf-8")
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
    path = closed_game.service.files.path
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


@pytest.fixture
def before_play(tmp_path: Path) -> NightBuilder:
    """A night with its players, not yet seated: the settings can still change."""
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    return builder


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"timer": 60}, "unknown key 'timer' (it takes name, date, rules, dictionary, word_list,"),
        ({"timer_seconds": 60, "wrods": 1}, "unknown key 'wrods'"),
        ({"format": {"games_per_rnd": 2}}, "format: unknown key 'games_per_rnd' (it takes kind, best_of,"),
        ({"quality": {"min_word": 3}}, "quality: unknown key 'min_word' (it takes min_words, max_words,"),
        ({}, "a settings change names at least one setting"),
        (
            {"timer_seconds": 10**30},
            "'timer_seconds' must be from 1 to 3,600, not 1000000000000000000000000000000",
        ),
        ({"timer_seconds": 0}, "'timer_seconds' must be from 1 to 3,600, not 0"),
        ({"timer_seconds": True}, "'timer_seconds' must be a whole number, not True"),
        ({"countdown_seconds": 86_400}, "'countdown_seconds' must be from 0 to 300"),
        ({"countdown_seconds": -1}, "'countdown_seconds' must be from 0 to 300"),
        ({"board_seed": 2**64}, "'board_seed' must be from 0 to 18,446,744,073,709,551,615"),
        ({"board_seed": -1}, "'board_seed' must be from 0 to"),
        ({"board_seed": 10**4000}, "not 1000000000000000000000000000000000000000… (4,001 characters)"),
        ({"format": {"games_per_round": 10**9}}, "'games_per_round' must be from 1 to 20"),
        ({"format": {"games_in_final": 21}}, "'games_in_final' must be from 1 to 20"),
        ({"format": {"kind": "head_to_head", "best_of": 10**9 + 1}}, "'best_of' must be from 1 to 20"),
        ({"format": {"max_table": 1000}}, "'max_table' must be from 2 to 40"),
        ({"format": {"wild_cards": 10**30}}, "'wild_cards' must be from 0 to 1,000"),
        ({"format": {"rounds": 10**30}}, "'rounds' must be from 1 to 20"),
        ({"quality": {"min_words": 10**30}}, "'min_words' must be from 0 to 100,000"),
        ({"quality": {"min_longest": 1000}}, "'min_longest' must be from 0 to 72"),
        ({"name": "Night\x1b[2J"}, "the name 'Night\\x1b[2J' holds a control character, U+001B"),
    ],
)
def test_a_settings_change_that_is_misspelt_or_absurd_is_refused_and_not_logged(
    before_play: NightBuilder, changes: dict[str, Any], message: str
) -> None:
    service = before_play.service
    before_log, before_settings = service.views.log(), service.views.settings
    with pytest.raises(ThroneError) as refused:
        apply_action(service, {"do": "settings", **changes})
    assert message in str(refused.value)
    assert service.views.log() == before_log and service.views.settings == before_settings


def test_sane_settings_and_the_word_list_hash_are_taken(before_play: NightBuilder) -> None:
    service = before_play.service
    word_list = service.views.settings.word_list
    apply_action(
        service,
        {"do": "settings", "timer_seconds": 3600, "countdown_seconds": 0, "board_seed": 2**64 - 1},
    )
    assert (service.views.settings.timer_seconds, service.views.settings.board_seed) == (3600, 2**64 - 1)
    apply_action(
        service, {"do": "settings", "word_list": word_list, "format": {"max_table": 40, "min_table": 3}}
    )
    assert service.views.settings.table_format.table_bounds.max_size == 40


def test_every_setting_written_is_read_back() -> None:
    settings = settings_from_payload({**SETTINGS, "word_list": "ab" * 32})
    assert settings_from_payload(settings.to_payload()) == settings


NAMED = {"name": "x"}


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"tournament": NAMED, "actions": [], "action": []}, "the night document: unknown key 'action'"),
        (
            {"tournament": {"name": "x", "timer": 60}, "actions": []},
            "tournament: unknown key 'timer' (it takes name, date, rules, dictionary, word_list, dice,",
        ),
        (
            {"tournament": {"name": "x", "format": {"rounds": 2, "advance_per_table": 1}}, "actions": []},
            "tournament: format: unknown key 'advance_per_table' (it takes kind, best_of, games_per_round,",
        ),
        (
            {"tournament": {"name": "x", "quality": {"min_word": 3}}, "actions": []},
            "tournament: quality: unknown key 'min_word' (it takes min_words, max_words, min_vowel_share,",
        ),
        ({"tournament": {"name": "x", "timer_seconds": 10**30}}, "'timer_seconds' must be from 1 to 3,600"),
        (
            {"tournament": NAMED, "actions": [{"do": "register", "name": "Ann", "checkedin": True}]},
            "action 1 (register): unknown key 'checkedin' (it takes name, seed_rank, checked_in)",
        ),
        (
            {
                "tournament": NAMED,
                "actions": [
                    {"do": "register", "name": "Ann"},
                    {"do": "word", "game": [1, 1, 1], "player": "Ann", "wrod": "bats"},
                ],
            },
            "action 2 (word): unknown key 'wrod' (it takes game, player, word)",
        ),
        (
            {
                "tournament": NAMED,
                "actions": [{"do": "rule", "game": [1, 1, 1], "player": 1, "reasn": "slang"}],
            },
            "action 1 (rule): unknown key 'reasn' (it takes game, player, word, ruling, reason)",
        ),
        (
            {"tournament": NAMED, "actions": [{"do": "undo", "extra": 1}]},
            "action 1 (undo): unknown key 'extra'",
        ),
        (
            {"tournament": NAMED, "actions": [{"do": "settings", "timr": 1}]},
            "action 1 (settings): unknown key 'timr' (it takes name, date,",
        ),
        (
            {"tournament": NAMED, "actions": [{"do": "settings", "format": {"rnds": 1}}]},
            "action 1 (settings): format: unknown key 'rnds'",
        ),
    ],
)
def test_a_misspelt_key_in_a_night_document_is_refused_before_anything_is_done(
    tmp_path: Path, document: dict[str, Any], message: str
) -> None:
    with pytest.raises(NightDocumentError) as refused:
        replay_night({"actions": [], **document}, tmp_path / "new.throne")
    assert message in str(refused.value)
    assert not (tmp_path / "new.throne").exists()


def test_a_player_is_found_by_their_name_typed_in_any_case_or_composition(tmp_path: Path) -> None:
    actions = [
        {"do": "register", "name": "Zoe\u0301", "checked_in": True},
        {"do": "seed_rank", "player": "ZO\u00c9", "seed_rank": 1},
        {"do": "withdraw_player", "player": "zoe\u0301"},
    ]
    service, _ = replay_night({"tournament": NAMED, "actions": actions}, tmp_path / "zoe.throne")
    try:
        (zoe,) = service.views.players()
        assert (zoe.name, zoe.seed_rank, zoe.status.value) == ("Zo\u00e9", 1, "withdrawn")
    finally:
        service.close()
