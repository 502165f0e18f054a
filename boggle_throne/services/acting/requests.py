"""Requests: a command as a screen, a phone or a night document asks for it, before the services
fill in what they decide (a round's seats from a seed, a dealt board, the clock's time left, which
action an undo takes back: the requesting station's own last one) and resolve how people name
things (players by name, bracket matches by the number people call them).

A request is `{"do": kind, …fields}`; its fields are the command's JSON fields, or, for the commands
the services complete, those the command's `REQUEST_FIELDS` names: such a request reads as a draft,
which `completion.complete` completes like a typed use case's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import check_keys, field
from boggle_throne.night.settings import check_setting_keys
from boggle_throne.night.state import Night
from boggle_throne.services.acting import completion
from boggle_throne.services.acting.completion import Draft
from boggle_throne.services.reading.seating import checked

ALIASES = {"word": c.RecordWord.KIND}
"""Shorter names a night document may use."""


def request_kind(name: object) -> type[c.Command]:
    """The kind of command a request names (an alias included); creation is not requested."""
    kind = c.command_kind(ALIASES.get(name, name) if isinstance(name, str) else name)
    if kind is c.CreateNight:
        raise ActionRefusedError(_("the tournament is created from its settings, not by a request"))
    return kind


def check_request(kind: type[c.Command], fields: Mapping[str, Any]) -> None:
    """Refuse a field the request does not take (a misspelt one would be passed over)."""
    if kind is c.ChangeSettings:
        check_setting_keys(fields)
    else:
        check_keys(fields, kind.REQUEST_FIELDS if kind.REQUEST_FIELDS is not None else kind.FIELDS, "")


def requested(night: Night, kind: type[c.Command], fields: Mapping[str, Any]) -> c.Command | Draft:
    """The command a request stands for, or its draft when the services decide some of its fields;
    players named by name or number, games as the log keeps them or bracket matches by number."""
    check_request(kind, fields)
    details = dict(fields)
    for name in kind.PLAYER_FIELDS:
        named = details.get(name)
        if isinstance(named, list):
            details[name] = [night.player(_player(p)).id for p in named]
        elif named is not None:
            details[name] = night.player(_player(named)).id
    if "game" in details:
        details["game"] = _game(night, details["game"]).to_json()
    return _drafted(kind, details)


def _drafted(kind: type[c.Command], details: dict[str, Any]) -> c.Command | Draft:
    """The draft of a command the services complete, or the command itself."""
    if kind is c.SeatRound:
        return completion.SeatFromSeed(field(details, "seed", int, None))
    if kind is c.DrawBracket:
        return completion.DrawFromSeed(field(details, "seed", int, None))
    if kind is c.StartGame and details.get("board") is None:
        unplayed = c.StartGame.from_json({**details, "board": ""})  # its game and readers, read strictly
        return completion.Deal(unplayed.key, unplayed.players)
    if kind is c.SetTimer:
        moved = c.SetTimer.from_json(details)
        return completion.MoveClock(moved.key, moved.phase)
    if kind is c.Undo:  # the station's own last action, as its Ctrl+Z
        return completion.UndoLast()
    if kind is c.Redo:
        return completion.RedoLast()
    if kind is c.ChangeSettings:
        return completion.SettingsChange(details)
    return kind.from_json(details)


def _player(value: object) -> int | str:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ActionRefusedError(
            _("'player' must be a name or a number, not {value}").format(value=quoted(value))
        )
    return value


def _game(night: Night, game: object) -> GameKey:
    """The game a request names: `[round, table, game]` as the log keeps it (in a bracket the table is
    the match's position, byes included), or `{"round", "match", "game"}` with a bracket match
    numbered as people number it, without the byes."""
    if isinstance(game, Mapping) and "match" in game:
        check_keys(game, ("round", "match", "game"), "game")
        number, match = field(game, "round", int), field(game, "match", int)
        in_match = field(game, "game", int)
        if night.bracket is None:
            raise ActionRefusedError(_("no bracket has been drawn, so there is no match to name"))
        position: int = checked(night.bracket.match_position, number, match)
        return GameKey(number, position, in_match, match)
    if isinstance(game, Mapping):
        check_keys(game, ("round", "table", "game"), "game")
    return GameKey.from_json(game)
