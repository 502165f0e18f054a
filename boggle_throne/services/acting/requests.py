"""Requests: a command as a screen, a phone or a night document asks for it, before the services
fill in what they decide (a round's seats from a seed, a dealt board, the clock's time left, which
action an undo takes back: the requesting station's own last one) and resolve how people name
things (players by name, bracket matches by the number people call them).

A request is `{"do": kind, …fields}`; its fields are the command's JSON fields, or, for the commands
the services complete, those the command's `REQUEST_FIELDS` names.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from boggle_throne.engine.errors import quoted
from boggle_throne.night import commands as c
from boggle_throne.night.codec import plan_json
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.night.payload import check_keys, field
from boggle_throne.night.settings import check_setting_keys
from boggle_throne.night.state import Night

if TYPE_CHECKING:
    from boggle_throne.services.acting.tournament_service import TournamentService

ALIASES = {"word": c.RecordWord.KIND}
"""Shorter names a night document may use."""


def request_kind(name: object) -> type[c.Command]:
    """The kind of command a request names (an alias included); creation is not requested."""
    kind = c.command_kind(ALIASES.get(name, name) if isinstance(name, str) else name)
    if kind is c.CreateNight:
        raise ActionRefusedError("the tournament is created from its settings, not by a request")
    return kind


def check_request(kind: type[c.Command], fields: Mapping[str, Any]) -> None:
    """Refuse a field the request does not take (a misspelt one would be passed over)."""
    if kind is c.ChangeSettings:
        check_setting_keys(fields)
    else:
        check_keys(fields, kind.REQUEST_FIELDS if kind.REQUEST_FIELDS is not None else kind.FIELDS, "")


def requested(
    service: TournamentService, night: Night, kind: type[c.Command], fields: Mapping[str, Any]
) -> c.Command:
    """The command a request stands for, ready to execute."""
    check_request(kind, fields)
    details = dict(fields)
    for name in kind.PLAYER_FIELDS:
        named = details.get(name)
        if isinstance(named, list):
            details[name] = [service.player_id(_player(p)) for p in named]
        elif named is not None:
            details[name] = service.player_id(_player(named))
    if "game" in details:
        details["game"] = _game(service, details["game"]).to_json()
    return kind.from_json(_completed(service, night, kind, details))


def _completed(
    service: TournamentService, night: Night, kind: type[c.Command], details: dict[str, Any]
) -> dict[str, Any]:
    """The details the services decide, added to a request's."""
    if kind is c.SeatRound:
        return {"plan": plan_json(service.round_plan(field(details, "seed", int, None)))}
    if kind is c.DrawBracket:
        return service.bracket_draw(field(details, "seed", int, None)).to_json()
    if kind is c.StartGame and details.get("board") is None:
        key = night.labelled(GameKey.from_json(details["game"]))
        details["board"], seed = service.dealt(key)
        return {**details, **({"seed": seed} if seed is not None else {})}
    if kind is c.SetTimer:
        return {**details, "remaining": time_left(night, details)}
    if kind is c.Undo:  # the station's own last action, as its Ctrl+Z
        return {"target": night.undo_target(service.station).seq}
    if kind is c.Redo:
        return {"target": night.redo_target(service.station).seq}
    if kind is c.ChangeSettings:
        return service.with_word_list(details)
    return details


def time_left(night: Night, details: Mapping[str, Any]) -> float:
    """What a game's clock shows as it moves to a phase: the whole countdown or game time as they
    begin, the time left as it pauses or resumes, nothing once finished."""
    command = c.SetTimer.from_json(details)
    record = night.game(command.key)
    settings = night.require_settings()
    phase = command.phase
    if phase is TimerPhase.COUNTDOWN:
        remaining = float(settings.countdown_seconds)
    elif (
        phase is TimerPhase.RUNNING and record.timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN)
    ) or phase is TimerPhase.READY:
        remaining = float(settings.timer_seconds)
    elif phase is TimerPhase.FINISHED:
        remaining = 0.0
    else:
        remaining = record.timer.remaining_at(datetime.now(UTC))
    return round(remaining, 3)


def _player(value: object) -> int | str:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ActionRefusedError(f"'player' must be a name or a number, not {quoted(value)}")
    return value


def _game(service: TournamentService, game: object) -> GameKey:
    """The game a request names: `[round, table, game]` as the log keeps it (in a bracket the table is
    the match's position, byes included), or `{"round", "match", "game"}` with a bracket match
    numbered as people number it, without the byes."""
    if isinstance(game, Mapping) and "match" in game:
        check_keys(game, ("round", "match", "game"), "game")
        return service.match_game(
            field(game, "round", int), field(game, "match", int), field(game, "game", int)
        )
    if isinstance(game, Mapping):
        check_keys(game, ("round", "table", "game"), "game")
    return GameKey.from_json(game)
