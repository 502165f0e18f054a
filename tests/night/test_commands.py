"""The night's commands: each kind has one handler, and reads back from the log exactly as written."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.handlers import HANDLERS
from boggle_throne.night.settings import settings_from_payload
from boggle_throne.night.state import Logged, Night
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus
from boggle_throne.tournament.rounds import RoundKind, RoundPlan
from boggle_throne.tournament.seating import Table
from boggle_throne.tournament.throne import Occasion, Throne

KEY = GameKey(2, 3, 1)
ANN, BEA = PlayerId(1), PlayerId(2)
SETTINGS = settings_from_payload({"name": "Thursday", "date": "2026-11-26", "board_seed": 7})

ONE_OF_EACH: tuple[c.Command, ...] = (
    c.CreateNight(SETTINGS),
    c.CreateNight(
        SETTINGS,
        (Player(ANN, "Ann", PlayerStatus.REGISTERED, 1),),
        Throne().proclaim(ANN, Occasion("before", date(2026, 11, 19))),
    ),
    c.ChangeSettings({"name": "Friday", "timer_seconds": 120}),
    c.RegisterPlayer("Zoë", 3, True),
    c.CheckIn(ANN),
    c.WithdrawPlayer(BEA),
    c.SetSeedRank(ANN, None),
    c.RenamePlayer(BEA, "Béatrice"),
    c.ProclaimChampion(BEA),
    c.SeatRound(RoundPlan(1, RoundKind.TABLE, 3, (Table(1, (ANN, BEA)),), 5, True)),
    c.UnseatRound(1),
    c.DrawBracket((ANN, BEA), None),
    c.DrawBracket((ANN,), BEA),
    c.StartGame(KEY, "PERS/LATG/SINE/TERS", 99),
    c.StartGame(GameKey(1, 0, 1), "PERS/LATG/SINE/TERS", None, (ANN, BEA)),
    c.SetTimer(KEY, TimerPhase.PAUSED, 71.5),
    c.RecordWord(KEY, ANN, "Plates"),
    c.CorrectWord(KEY, ANN, "plates", ""),
    c.MoveWord(KEY, ANN, "plates", BEA),
    c.CorrectBoard(KEY, "PERS/LATG/SINE/TERA"),
    c.WithdrawWord(KEY, BEA, "stern"),
    c.ChallengeWord(KEY, BEA, "rite"),
    c.RuleOnWord(KEY, BEA, "rite", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD),
    c.RuleOnWord(KEY, BEA, "rite", Ruling.REJECTED),
    c.SetHouseList("zorb", c.HouseList.APPROVED),
    c.SetHouseList("zorb", None),
    c.CloseGame(KEY),
    c.WriteWord(KEY, ANN, "Tern"),
    c.StrikeWord(KEY, ANN, "tern"),
    c.ReissueInvitation(BEA),
    c.VoidPhoneList(KEY, BEA),
    c.OpenSideTable(2, "liars-dice", ("Ann", "Bob"), {"palafico": False}),
    c.SideMove(2, {"player": "Ann", "bid": [6, 5]}),
    c.CloseSideTable(2),
    c.Crown(),
    c.PointProjector("standings", KEY),
    c.PointProjector(None, None),
    c.Undo(12),
    c.Redo(12),
)


def test_every_kind_of_command_has_its_handler() -> None:
    assert set(HANDLERS) == set(c.COMMANDS.values())


def test_the_examples_cover_every_kind() -> None:
    assert {type(command) for command in ONE_OF_EACH} == set(c.COMMANDS.values())


@pytest.mark.parametrize("command", ONE_OF_EACH, ids=lambda command: command.KIND)
def test_a_command_reads_back_from_its_json_form(command: c.Command) -> None:
    assert c.command_from_json(command.KIND, command.to_json()) == command


@pytest.mark.parametrize(
    ("command", "form"),
    [
        (c.StartGame(KEY, "PERS", None, (ANN,)), {"game": [2, 3, 1], "players": [1], "board": "PERS"}),
        (c.StartGame(KEY, "PERS", 99), {"game": [2, 3, 1], "board": "PERS", "seed": 99}),
        (c.RegisterPlayer("Zoë"), {"name": "Zoë", "seed_rank": None, "checked_in": False}),
        (c.RenamePlayer(BEA, "Béatrice"), {"player": 2, "name": "Béatrice"}),
        (
            c.RuleOnWord(KEY, BEA, "rite", Ruling.REJECTED),
            {"game": [2, 3, 1], "player": 2, "word": "rite", "ruling": "rejected", "reason": None},
        ),
        (c.SetHouseList("zorb"), {"word": "zorb", "list": None}),
        (c.SetTimer(KEY, TimerPhase.READY), {"game": [2, 3, 1], "phase": "ready"}),
        (c.PointProjector(None, KEY), {"game": [2, 3, 1]}),
        (c.DrawBracket((ANN, BEA)), {"seeding": [1, 2]}),
        (c.Undo(None), {}),
        (
            c.OpenSideTable(2, "liars-dice", ("Ann",)),
            {"table": 2, "game": "liars-dice", "players": ["Ann"], "options": {}},
        ),
    ],
    ids=lambda value: getattr(value, "KIND", ""),
)
def test_a_json_form_names_its_keys_as_the_log_always_has(
    command: c.Command, form: dict[str, object]
) -> None:
    """Old files hold these keys: an empty value is left out or written as null as it always was."""
    assert list(command.to_json().items()) == list(form.items())


def test_a_kinds_keys_and_the_keys_naming_players_follow_from_its_fields() -> None:
    assert c.MoveWord.FIELDS == ("game", "player", "word", "to_player")
    assert c.MoveWord.PLAYER_FIELDS == ("player", "to_player")
    assert c.StartGame.PLAYER_FIELDS == ("players",) and c.UnseatRound.PLAYER_FIELDS == ()


def test_a_game_command_names_its_game_and_a_description_names_the_player() -> None:
    command = c.RuleOnWord(KEY, BEA, "etch", Ruling.UPHELD, InvalidReason.SLANG)
    assert command.game == KEY and c.Crown().game is None
    assert command.describe({BEA: "Podrick"}) == "R2 T3 G1 · Podrick · ETCH · upheld (slang)"


def test_a_side_tables_actions_say_what_was_done_there() -> None:
    assert (
        c.OpenSideTable(2, "liars-dice", ("Ann", "Bob")).describe({})
        == "side table 2 · liars-dice · Ann, Bob"
    )
    move = c.SideMove(2, {"reveal": {"Ann": ["H", "W"], "Bob": ["Qu"]}})
    assert move.describe({}) == "side table 2 · reveal Ann H W; Bob Qu"
    assert c.SideMove(2, {"player": "Ann", "bid": "whale"}).describe({}) == "side table 2 · Ann · bid whale"
    assert c.OpenSideTable(2, "liars-dice", ("Ann", "Bob")).game is None  # no tournament game's action
    with pytest.raises(ActionRefusedError, match="numbered 1 to 99"):
        c.command_from_json("side_move", {"table": 0, "move": {}})


def test_pointing_the_projector_says_what_it_shows() -> None:
    assert c.PointProjector("standings").describe({}) == "projector: standings"
    assert c.PointProjector(None, GameKey(1, 2, 1)).describe({}) == "projector: R1 T2 G1"
    assert c.PointProjector("board", GameKey(1, 2, 1)).describe({}) == "projector: board · R1 T2 G1"
    assert c.PointProjector().describe({}) == "projector: follows the night"
    assert c.PointProjector("standings", KEY).game is None  # it only follows the game: no game's action
    assert not c.PointProjector.UNDOABLE


def test_the_night_remembers_where_the_projector_points() -> None:
    at = datetime(2026, 11, 26, 20, 0, tzinfo=UTC)
    night = Night(lambda _settings: bundled_dictionary())
    assert night.projector == (None, None)
    with pytest.raises(ActionRefusedError):
        night.apply(Logged(1, c.PointProjector("standings"), at))
    night.apply(Logged(1, c.CreateNight(SETTINGS), at))
    night.apply(Logged(2, c.PointProjector("standings", KEY), at))
    assert night.projector == ("standings", KEY) and night.history.done == []
    night.apply(Logged(3, c.PointProjector(), at))
    assert night.projector == (None, None)


@pytest.mark.parametrize(
    ("kind", "payload", "message"),
    [
        ("shout", {}, "unknown action 'shout'; known actions: settings, register"),
        (
            "record_word",
            {"game": [1, 1, 1], "player": "Ann", "word": "cat"},
            "'player' must be a whole number",
        ),
        ("record_word", {"game": [1, 1], "player": 1, "word": "cat"}, "a game is [round, table, game]"),
        (
            "rule",
            {"game": [1, 1, 1], "player": 1, "word": "cat", "ruling": "maybe"},
            "ruling on CAT: 'maybe'",
        ),
        ("timer", {"game": [1, 1, 1], "phase": "running", "remaining": -3}, "'remaining' must be a number"),
        ("house_list", {"word": "zorb", "list": "grey"}, "a house list is 'approved', 'banned' or 'none'"),
        ("check_in", {"player": 1, "extra": 2}, "unknown key 'extra'"),
        (
            "point_projector",
            {"view": "lobby"},
            "a projector's view is one of waiting, invitations, countdown",
        ),
        ("point_projector", {"game": [1, 2]}, "a game is [round, table, game]"),
    ],
)
def test_malformed_details_are_refused_saying_what_is_wrong(
    kind: str, payload: dict[str, object], message: str
) -> None:
    with pytest.raises(ActionRefusedError) as refused:
        c.command_from_json(kind, payload)
    assert message in str(refused.value)
