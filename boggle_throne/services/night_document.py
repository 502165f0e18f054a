"""Night documents: a tournament night as a JSON list of actions, applied through the services.

The document is `{"tournament": {settings…}, "actions": [{"do": "register", …}, …]}` (see the
README). Each action is exactly one call a judge's click makes, and one entry in the file's log, so
replaying onto a file that already holds the first N actions resumes at action N + 1.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boggle_throne.services.actions import Action, action_named
from boggle_throne.services.dictionaries import DictionaryLibrary
from boggle_throne.services.errors import ActionRefusedError, NightDocumentError, ServiceError
from boggle_throne.services.games import GameKey, TimerPhase
from boggle_throne.services.payload import field
from boggle_throne.services.rulings import reason_named, ruling_named
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.services.views import ActionResult

_ALIASES = {"word": Action.RECORD_WORD.value}


@dataclass(frozen=True)
class ReplayReport:
    """What a replay did: actions already in the file (skipped), actions applied now, and the warnings
    those actions gave (a correction that changed who advanced), each naming its action."""

    skipped: int
    applied: int
    warnings: tuple[str, ...] = ()


def parse_night(document: object) -> tuple[Mapping[str, Any], list[Mapping[str, Any]]]:
    """The settings and the actions of a night document; `NightDocumentError` if it is malformed."""
    if not isinstance(document, Mapping):
        raise NightDocumentError("a night document is a JSON object with 'tournament' and 'actions'")
    settings, actions = document.get("tournament"), document.get("actions")
    if not isinstance(settings, Mapping):
        raise NightDocumentError(
            "the night document needs a 'tournament' object (name, date, rules, format…)"
        )
    if not isinstance(actions, list):
        raise NightDocumentError("the night document needs an 'actions' list")
    for number, action in enumerate(actions, start=1):
        if not isinstance(action, Mapping) or not isinstance(action.get("do"), str):
            raise NightDocumentError(f"action {number} must be an object with a 'do' field, not {action!r}")
        try:
            kind = action_named(_ALIASES.get(action["do"], action["do"]))
        except ValueError as error:
            raise NightDocumentError(f"action {number}: {error}") from None
        if kind is Action.CREATE:
            raise NightDocumentError(f"action {number}: the tournament is created from 'tournament'")
    return settings, actions


def replay_night(
    document: object,
    path: Path,
    *,
    library: DictionaryLibrary | None = None,
    on_action: Callable[[int], None] | None = None,
) -> tuple[TournamentService, ReplayReport]:
    """Apply a night document to a tournament file: a new file, or one holding the start of this night.

    Stops at the first refused action with an error naming it; every action before it stays recorded.
    """
    settings, actions = parse_night(document)
    if path.exists():
        service = TournamentService.open(path, library=library)
        done = _check_prefix(service, actions)
    else:
        service = TournamentService.create(path, settings, library=library)
        done = 0
    warnings: list[str] = []
    try:
        for number, action in enumerate(actions[done:], start=done + 1):
            try:
                result = apply_action(service, action)
            except ServiceError as error:
                raise type(error)(f"action {number} ({action['do']}): {error}") from None
            if isinstance(result, ActionResult):
                warnings.extend(
                    f"action {number} ({action['do']}): {message}"
                    for change in result.advancement_changes
                    for message in change.messages()
                )
            if on_action is not None:
                on_action(number)
    except BaseException:
        service.close()
        raise
    return service, ReplayReport(done, len(actions) - done, tuple(warnings))


def _check_prefix(service: TournamentService, actions: list[Mapping[str, Any]]) -> int:
    logged = [entry.action for entry in service.log()][1:]  # after the file's creation
    if len(logged) > len(actions):
        service.close()
        raise NightDocumentError(
            f"{service.path} holds a different night: {len(logged)} actions, "
            f"more than this night's {len(actions)}"
        )
    for number, (kind, action) in enumerate(zip(logged, actions, strict=False), start=1):
        if kind != action_named(_ALIASES.get(action["do"], action["do"])).value:
            service.close()
            raise NightDocumentError(
                f"{service.path} holds a different night: its action {number} is {kind}, not {action['do']}"
            )
    return len(logged)


def apply_action(service: TournamentService, action: Mapping[str, Any]) -> object:
    """Make the one service call an action stands for; returns what the service returned."""
    kind = action_named(_ALIASES.get(action["do"], action["do"]))
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise ActionRefusedError(f"{kind.value} cannot be part of a night document")
    return handler(service, action)


def _game(service: TournamentService, action: Mapping[str, Any]) -> GameKey:
    """The game an action names: `[round, table, game]` as the log keeps it (in a bracket the table is
    the match's position, byes included), or `{"round", "match", "game"}` with a bracket match
    numbered as people number it, without the byes."""
    game = action.get("game")
    if isinstance(game, Mapping) and "match" in game:
        return service.match_game(
            field(game, "round", int), field(game, "match", int), field(game, "game", int)
        )
    return GameKey.from_json(game)


def _player(action: Mapping[str, Any]) -> int | str:
    player = action.get("player")
    if isinstance(player, bool) or not isinstance(player, int | str):
        raise ActionRefusedError(f"'player' must be a name or a number, not {player!r}")
    return player


def _rule(service: TournamentService, action: Mapping[str, Any]) -> ActionResult:
    try:
        ruling = ruling_named(action.get("ruling"))
        reason = reason_named(action.get("reason"))
    except ValueError as error:
        raise ActionRefusedError(f"ruling: {error}") from None
    return service.rule(_game(service, action), _player(action), field(action, "word", str), ruling, reason)


def _timer(service: TournamentService, action: Mapping[str, Any]) -> None:
    try:
        phase = TimerPhase(action.get("phase"))
    except ValueError:
        phases = ", ".join(p.value for p in TimerPhase)
        raise ActionRefusedError(f"a timer phase is one of {phases}, not {action.get('phase')!r}") from None
    service.set_timer(_game(service, action), phase)


def _settings(service: TournamentService, action: Mapping[str, Any]) -> None:
    service.update_settings(**{k: v for k, v in action.items() if k != "do"})


_HANDLERS: dict[Action, Callable[[TournamentService, Mapping[str, Any]], object]] = {
    Action.SETTINGS: _settings,
    Action.REGISTER: lambda s, a: s.register(
        field(a, "name", str),
        seed_rank=field(a, "seed_rank", int, None),
        checked_in=field(a, "checked_in", bool, False),
    ),
    Action.CHECK_IN: lambda s, a: s.check_in(_player(a)),
    Action.WITHDRAW_PLAYER: lambda s, a: s.withdraw_player(_player(a)),
    Action.SEED_RANK: lambda s, a: s.set_seed_rank(_player(a), field(a, "seed_rank", int, None)),
    Action.PROCLAIM: lambda s, a: s.proclaim_champion(_player(a)),
    Action.SEAT: lambda s, a: s.seat_next_round(field(a, "seed", int, None)),
    Action.UNSEAT: lambda s, a: s.unseat_latest_round(),
    Action.BRACKET: lambda s, a: s.draw_bracket(field(a, "seed", int, None)),
    Action.START_GAME: lambda s, a: s.start_game(
        _game(s, a), field(a, "board", str, None), tuple(field(a, "players", list, []))
    ),
    Action.TIMER: _timer,
    Action.RECORD_WORD: lambda s, a: s.record_word(_game(s, a), _player(a), field(a, "word", str)),
    Action.CORRECT_WORD: lambda s, a: s.correct_word(
        _game(s, a), _player(a), field(a, "word", str), field(a, "new_word", str, "")
    ),
    Action.WITHDRAW_WORD: lambda s, a: s.withdraw_word(_game(s, a), _player(a), field(a, "word", str)),
    Action.CHALLENGE: lambda s, a: s.challenge(_game(s, a), _player(a), field(a, "word", str)),
    Action.RULE: _rule,
    Action.HOUSE_LIST: lambda s, a: s.set_house_list(field(a, "word", str), a.get("list")),
    Action.CLOSE_GAME: lambda s, a: s.close_game(_game(s, a)),
    Action.CROWN: lambda s, a: s.crown(),
    Action.UNDO: lambda s, a: s.undo(),
    Action.REDO: lambda s, a: s.redo(),
}
