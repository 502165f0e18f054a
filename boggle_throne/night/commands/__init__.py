"""The night's commands: one frozen, typed value per kind of action a judge or an organiser takes.

A command is what the log records (`to_json`, read back by `command_from_json`), what the night
applies (see `state.HANDLERS`), what a change announces and what the log page describes. The
services build commands from what a screen asks for; night documents are read into them too.

Each kind declares its name in the log, the aspects of the night it changes, whether undo walks
back over it and whether it may change a closed game (a correction, reported with how it changed
who advanced).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.night.commands.base import Command, Names, game_text, player_id, player_name
from boggle_throne.night.commands.games import CloseGame, CorrectBoard, GameCommand, SetTimer, StartGame
from boggle_throne.night.commands.night import (
    PROJECTOR_VIEWS,
    Crown,
    HistoryCommand,
    HouseList,
    PointProjector,
    Redo,
    SetHouseList,
    Undo,
)
from boggle_throne.night.commands.phones import ReissueInvitation, StrikeWord, VoidPhoneList, WriteWord
from boggle_throne.night.commands.players import (
    ChangeSettings,
    CheckIn,
    CreateNight,
    PlayerCommand,
    ProclaimChampion,
    RegisterPlayer,
    SetSeedRank,
    WithdrawPlayer,
)
from boggle_throne.night.commands.seating import DrawBracket, SeatRound, UnseatRound
from boggle_throne.night.commands.side import CloseSideTable, OpenSideTable, SideMove, SideTableCommand
from boggle_throne.night.commands.words import (
    ChallengeWord,
    CorrectWord,
    MoveWord,
    RecordWord,
    RuleOnWord,
    WithdrawWord,
    WordCommand,
)
from boggle_throne.night.errors import ActionRefusedError

__all__ = [
    "COMMANDS",
    "PROJECTOR_VIEWS",
    "ChallengeWord",
    "ChangeSettings",
    "CheckIn",
    "CloseGame",
    "CloseSideTable",
    "Command",
    "CorrectBoard",
    "CorrectWord",
    "CreateNight",
    "Crown",
    "DrawBracket",
    "GameCommand",
    "HistoryCommand",
    "HouseList",
    "MoveWord",
    "Names",
    "OpenSideTable",
    "PlayerCommand",
    "PointProjector",
    "ProclaimChampion",
    "RecordWord",
    "Redo",
    "RegisterPlayer",
    "ReissueInvitation",
    "RuleOnWord",
    "SeatRound",
    "SetHouseList",
    "SetSeedRank",
    "SetTimer",
    "SideMove",
    "SideTableCommand",
    "StartGame",
    "StrikeWord",
    "Undo",
    "UnseatRound",
    "VoidPhoneList",
    "WithdrawPlayer",
    "WithdrawWord",
    "WordCommand",
    "WriteWord",
    "command_from_json",
    "command_kind",
    "game_text",
    "player_id",
    "player_name",
]

COMMANDS: Mapping[str, type[Command]] = {
    kind.KIND: kind
    for kind in (
        CreateNight,
        ChangeSettings,
        RegisterPlayer,
        CheckIn,
        WithdrawPlayer,
        SetSeedRank,
        ProclaimChampion,
        SeatRound,
        UnseatRound,
        DrawBracket,
        StartGame,
        SetTimer,
        RecordWord,
        CorrectWord,
        MoveWord,
        CorrectBoard,
        WithdrawWord,
        ChallengeWord,
        RuleOnWord,
        SetHouseList,
        CloseGame,
        WriteWord,
        StrikeWord,
        ReissueInvitation,
        VoidPhoneList,
        OpenSideTable,
        SideMove,
        CloseSideTable,
        Crown,
        PointProjector,
        Undo,
        Redo,
    )
}
"""Every kind of command by the name the log gives it."""


def command_kind(name: object) -> type[Command]:
    """The kind of command a log or a document names, or a clear error listing the known ones."""
    kind = COMMANDS.get(name) if isinstance(name, str) else None
    if kind is None:
        known = ", ".join(k for k in COMMANDS if k != CreateNight.KIND)
        raise ActionRefusedError(f"unknown action {quoted(name)}; known actions: {known}")
    return kind


def command_from_json(kind: str, payload: Mapping[str, Any]) -> Command:
    """A logged command read back; `ActionRefusedError` if its kind or its details are not sound."""
    if not isinstance(payload, Mapping):
        raise ActionRefusedError(f"the details of {kind} are not an object")
    return command_kind(kind).from_json(payload)
