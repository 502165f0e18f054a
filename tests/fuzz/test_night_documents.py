"""Night documents: any JSON is read as a night or refused; small nights replay onto a file, or stop at
a refused action with one line, and replaying a whole night again onto its file changes nothing."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.night.errors import ThroneError
from boggle_throne.services.documents.night_document import parse_night, replay_night
from boggle_throne.services.errors import NightDocumentError
from tests.fuzz.refusals import assert_clean_refusal, fuzz
from tests.fuzz.strategies import BOARDS, JSON, NAMES, REASONS, RULINGS, WORDS, entries, maybe, mostly

SMALL = st.integers(min_value=-2, max_value=8)
ANY_INT = mostly(SMALL, st.integers(min_value=-(2**70), max_value=2**70), one_in=4)
GAME = mostly(
    st.just([1, 1, 1]), st.one_of(st.lists(SMALL, max_size=4), st.just({"round": 1, "table": 1, "game": 1}))
)
PLAYER = st.one_of(NAMES, SMALL)

TOURNAMENT = entries(
    {"name": NAMES},
    {
        "date": mostly(st.just("2026-11-21"), st.text(max_size=12)),
        "rules": st.sampled_from(["throne", "classic", {"base": "mild", "flagged": "zero"}, "chess"]),
        "timer_seconds": ANY_INT,
        "countdown_seconds": ANY_INT,
        "board_seed": ANY_INT,
        "format": entries(
            {},
            {
                "games_per_round": SMALL,
                "min_table": SMALL,
                "max_table": SMALL,
                "advance": SMALL,
                "rounds": SMALL,
                "kind": st.sampled_from(["table_rounds", "head_to_head", "swiss"]),
            },
        ),
        "quality": entries({}, {"min_words": ANY_INT, "min_vowel_share": st.floats(allow_nan=True)}),
    },
)


def action(do: str, **fields: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    """An action of this kind with these fields, each now and then wrong."""
    return entries(fields).map(lambda entry: {"do": do, **entry})


ACTION = st.one_of(
    action("register", name=NAMES, checked_in=st.booleans()),
    action("check_in", player=PLAYER),
    action("withdraw_player", player=PLAYER),
    action("seed_rank", player=PLAYER, seed_rank=ANY_INT),
    action("proclaim", player=PLAYER),
    action("seat", seed=ANY_INT),
    action("unseat"),
    action("bracket", seed=ANY_INT),
    action("start_game", game=GAME, board=BOARDS),
    action(
        "timer",
        game=GAME,
        phase=st.sampled_from(["ready", "countdown", "running", "paused", "finished", "x"]),
    ),
    action("word", game=GAME, player=PLAYER, word=WORDS),
    action("withdraw_word", game=GAME, player=PLAYER, word=WORDS),
    action("challenge", game=GAME, player=PLAYER, word=WORDS),
    action("rule", game=GAME, player=PLAYER, word=WORDS, ruling=RULINGS, reason=REASONS),
    action("correct_word", game=GAME, player=PLAYER, word=WORDS, new_word=WORDS),
    action("house_list", word=WORDS, list=st.sampled_from(["approved", "banned", "none", "maybe"])),
    action("close_game", game=GAME),
    action("settings", timer_seconds=ANY_INT),
    action("crown"),
    action("undo"),
    action("redo"),
    st.builds(lambda do: {"do": do}, st.text(max_size=10)),
)
PLAYED = {
    "name": "Fuzz night",
    "date": "2026-11-21",
    "format": {"games_per_round": 1, "min_table": 2, "max_table": 4, "advance": 1, "rounds": 2},
}
"""A night that small documents can play: tables of two to four, one game a round, two rounds."""
READERS = ["Ann", "Bea", "Cat", "Dee"]
IN_PLAY = st.one_of(
    action("word", game=st.just([1, 1, 1]), player=st.sampled_from(READERS), word=WORDS),
    action("challenge", game=st.just([1, 1, 1]), player=st.sampled_from(READERS), word=WORDS),
    action(
        "rule",
        game=st.just([1, 1, 1]),
        player=st.sampled_from(READERS),
        word=WORDS,
        ruling=RULINGS,
        reason=REASONS,
    ),
    action(
        "timer",
        game=st.just([1, 1, 1]),
        phase=st.sampled_from(["countdown", "running", "paused", "finished"]),
    ),
    action("close_game", game=st.just([1, 1, 1])),
)
"""The actions of the first game, nearly right."""
NIGHT = st.builds(
    lambda tournament, walk_ins, actions: {
        "tournament": tournament,
        "actions": [
            *({"do": "register", "name": name, "checked_in": True} for name in READERS[:walk_ins]),
            {"do": "seat", "seed": 1},
            {"do": "start_game", "game": [1, 1, 1], "board": "PERS/LATG/SINE/TERS"},
            *actions,
        ],
    },
    mostly(st.just(PLAYED), TOURNAMENT, one_in=4),
    st.integers(min_value=2, max_value=4),
    st.lists(mostly(IN_PLAY, ACTION, one_in=3), max_size=8),
)


@fuzz(300)
@given(document=maybe(NIGHT))
def test_any_json_is_a_night_or_a_clean_refusal(document: Any) -> None:
    try:
        parse_night(document)
    except NightDocumentError as error:
        assert_clean_refusal(error)


@fuzz(100)
@given(document=NIGHT)
def test_a_small_night_replays_or_stops_at_one_refused_action(document: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "night.throne"
        try:
            service, report = replay_night(document, path)
        except ThroneError as error:
            assert_clean_refusal(error)
            return
        service.close()
        assert (report.skipped, report.applied) == (0, len(document["actions"]))
        service, again = replay_night(document, path)
        service.close()
        assert (again.skipped, again.applied) == (len(document["actions"]), 0)


@fuzz(100)
@given(document=JSON)
def test_any_json_value_is_a_night_or_a_clean_refusal(document: Any) -> None:
    try:
        parse_night(document)
    except NightDocumentError as error:
        assert_clean_refusal(error)
