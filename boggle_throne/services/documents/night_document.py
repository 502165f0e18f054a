"""Night documents: a tournament night as a JSON list of actions, applied through the services.

The document is `{"tournament": {settings…}, "actions": [{"do": "register", …}, …]}` (see the
README). Each action is exactly one call a judge's click makes, and one entry in the file's log, so
replaying onto a file that already holds the first N actions resumes at action N + 1.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.night.commands import CreateNight, RuleOnWord
from boggle_throne.night.errors import ActionRefusedError, ThroneError
from boggle_throne.night.payload import check_keys
from boggle_throne.night.rulings import stated_ruling
from boggle_throne.night.settings import check_setting_keys, settings_from_payload
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.requests import check_request, request_kind
from boggle_throne.services.errors import NightDocumentError, NoNightThereError
from boggle_throne.services.reading.views import ActionResult
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.stored_events import StoredEvent

_CLOCK_FIELDS = frozenset({"remaining"})
"""What a logged action holds that depends on the moment it was made (a paused clock's time left)."""
_CHOSEN_BY_THE_FILE = frozenset({"word_list"})
"""What a file's creation records that the document does not choose: the words of its dictionary,
which the file keeps (a resumed night goes on being judged by them)."""
_LEFT_TO_THE_FILE = ("date", "board_seed")
"""Settings a document may leave out, which the file then chose when it was created (today's date, a
fresh board seed): a resumed night keeps the file's."""


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
    check_keys(document, ("tournament", "actions"), "the night document", NightDocumentError)
    try:
        check_setting_keys(settings)
        settings_from_payload(settings)
    except ActionRefusedError as error:
        raise NightDocumentError(f"tournament: {error}") from None
    for number, action in enumerate(actions, start=1):
        if not isinstance(action, Mapping) or not isinstance(action.get("do"), str):
            raise NightDocumentError(
                f"action {number} must be an object with a 'do' field, not {quoted(action)}"
            )
        try:
            _checked_request(action)
        except ActionRefusedError as error:
            raise NightDocumentError(f"action {number} ({action['do']}): {error}") from None
    return settings, actions


def replay_night(
    document: object,
    where: Path | str,
    *,
    library: DictionaryLibrary | None = None,
    on_action: Callable[[int], None] | None = None,
) -> tuple[OpenNight, ReplayReport]:
    """Apply a night document to a tournament file or a night on a server (`postgresql://…`): a new
    one, or one holding the start of this night.

    Stops at the first refused action with an error naming it; every action before it stays recorded.
    """
    settings, actions = parse_night(document)
    service, existing = _opened_or_created(where, settings, library)
    warnings: list[str] = []
    try:
        done = _recorded_prefix(service, settings, actions, library) if existing else 0
        for number, action in enumerate(actions[done:], start=done + 1):
            try:
                result = apply_action(service, action)
            except ThroneError as error:
                raise type(error)(f"action {number} ({action['do']}): {error}") from None
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


def _opened_or_created(
    where: Path | str, settings: Mapping[str, Any], library: DictionaryLibrary | None
) -> tuple[OpenNight, bool]:
    """The night to replay onto, and whether it existed: a file or a server's night that holds one is
    opened; a new file is created, and an empty database on a server gets the night's creation."""
    if isinstance(where, Path):
        if where.exists():
            return OpenNight.open(where, library=library), True
        return OpenNight.create(where, settings, library=library), False
    try:
        return OpenNight.open(where, library=library, station="replay"), True
    except NoNightThereError:
        pass
    with tempfile.TemporaryDirectory() as folder:
        created = OpenNight.create(Path(folder) / "night.throne", settings, library=library)
        try:
            created.files.host(where)
        finally:
            created.close()
    return OpenNight.open(where, library=library, station="replay"), False


def _recorded_prefix(
    service: OpenNight,
    settings: Mapping[str, Any],
    actions: list[Mapping[str, Any]],
    library: DictionaryLibrary | None,
) -> int:
    """How many of the document's actions the open file already holds. They must be exactly its first
    actions on a file created from its settings: the same actions replayed onto a fresh night must log
    what the file logged (a clock's time left aside), or `NightDocumentError` says where they part."""
    path = service.files.path or Path("the database")
    recorded = service.files.recorded()
    count = max(len(recorded) - 1, 0)  # after the file's creation
    if count > len(actions):
        raise NightDocumentError(
            f"{path} holds a different night: {count} actions, more than this night's {len(actions)}"
        )
    chosen = recorded[0].payload if recorded else {}
    left = {key: chosen[key] for key in _LEFT_TO_THE_FILE if settings.get(key) is None and key in chosen}
    settings = {**settings, **left}
    with tempfile.TemporaryDirectory() as folder:
        fresh = OpenNight.create(Path(folder) / path.name, settings, library=library)
        try:
            refused = _replayed_until_refused(fresh, actions[:count])
            names = {int(player.id): player.name for player in fresh.views.players()}
            expected = fresh.files.recorded()
        finally:
            fresh.close()
    for number, (theirs, ours) in enumerate(zip(recorded, expected, strict=False)):
        if _comparable(theirs) != _comparable(ours):
            raise NightDocumentError(
                f"{path} holds a different night: {_parting(number, theirs, ours, names)}"
            )
    if refused is not None:
        number, error = refused
        raise NightDocumentError(
            f"{path} holds a different night: its action {number} is {_shown(recorded[number], names)}; "
            f"the document's ({actions[number - 1]['do']}) is refused there: {error}"
        )
    return count


def _replayed_until_refused(
    service: OpenNight, actions: list[Mapping[str, Any]]
) -> tuple[int, ThroneError] | None:
    """Apply the actions in turn; the number of the first one refused and why, or None."""
    for number, action in enumerate(actions, start=1):
        try:
            apply_action(service, action)
        except ThroneError as error:
            return number, error
    return None


def _comparable(event: StoredEvent) -> tuple[str, dict[str, Any]]:
    ignored = _CHOSEN_BY_THE_FILE if event.kind == CreateNight.KIND else _CLOCK_FIELDS
    return event.kind, {key: value for key, value in event.payload.items() if key not in ignored}


def _parting(number: int, theirs: StoredEvent, ours: StoredEvent, names: Mapping[int, str]) -> str:
    """Where the file's log and the document's part: the setting or the action that differs."""
    if number == 0:
        where, mine, document = _first_difference(_comparable(theirs)[1], _comparable(ours)[1])
        return f"it was set up with {where} {quoted(mine)}, the document's is {quoted(document)}"
    return f"its action {number} is {_shown(theirs, names)}; the document's is {_shown(ours, names)}"


def _first_difference(mine: object, document: object, where: str = "") -> tuple[str, object, object]:
    """The first setting (`format.max_table`) whose value differs, with both values."""
    if isinstance(mine, dict) and isinstance(document, dict):
        for key in dict.fromkeys([*mine, *document]):
            if mine.get(key) != document.get(key):
                return _first_difference(mine.get(key), document.get(key), f"{where}.{key}" if where else key)
    return where, mine, document


def _shown(event: StoredEvent, names: Mapping[int, str]) -> str:
    """A logged action as the log page lists it: its kind and its details, players by name."""
    details = [
        f"{key}={quoted(names.get(value, value) if key == 'player' else value)}"
        for key, value in event.payload.items()
        if key not in _CLOCK_FIELDS
    ]
    return " ".join([event.kind, ", ".join(details)]).strip()


def apply_action(service: OpenNight, action: Mapping[str, Any]) -> ActionResult:
    """Execute the request an action stands for; returns its result."""
    _checked_request(action)
    return service.request(action)


def _checked_request(action: Mapping[str, Any]) -> None:
    """Refuse an action a document cannot hold: an unknown kind, a field its request does not take,
    and a ruling out without its reason (a document says why a word is out, as a judge does)."""
    kind = request_kind(action.get("do"))
    fields = {key: value for key, value in action.items() if key != "do"}
    check_request(kind, fields)
    if kind is RuleOnWord:
        try:
            stated_ruling(fields.get("ruling"), fields.get("reason"))
        except ValueError as error:
            raise ActionRefusedError(f"ruling: {error}") from None
