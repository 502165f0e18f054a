"""A night's file or server: making a new night's store, refusing to open one whose creation cannot be
applied, copying a night, and an open night's own file (`NightFiles`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.settings import TournamentSettings, fresh_board_seed, settings_from_payload
from boggle_throne.night.state import Night
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.reading.loaded_night import LoadedNight
from boggle_throne.services.reading.seating import checked
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.services.word_lists.night_dictionaries import carried_words
from boggle_throne.store.errors import StoreError
from boggle_throne.store.event_store import EventStore, FirstAction
from boggle_throne.store.stored_events import StoredEvent
from boggle_throne.store.tournament_file import newest_sound_backup
from boggle_throne.store.urls import server_url


def new_night_store(
    path: Path,
    settings: TournamentSettings | Mapping[str, Any],
    library: DictionaryLibrary,
    station: str,
    previous: Night | None = None,
) -> EventStore:
    """A new tournament file holding the night's creation: its settings (a fresh board seed unless
    they fix one), the hash of its dictionary's words, and, after `previous`, that night's players
    and Throne."""
    if isinstance(settings, TournamentSettings):
        chosen = settings
    else:  # each night deals its own boards, and records the seed it drew so they can be dealt again
        fixed = settings.get("board_seed") is not None
        chosen = checked(
            settings_from_payload, settings if fixed else {**settings, "board_seed": fresh_board_seed()}
        )
    dictionary = checked(library.open, chosen.dictionary)
    chosen = replace(chosen, word_list=dictionary.info.words_sha256)
    command = c.CreateNight(chosen)
    if previous is not None:
        command = c.CreateNight(chosen, previous.roster.carried_over().players, previous.current_throne)
    first = FirstAction(command.KIND, command.to_json(), station)
    with as_file_errors():
        return EventStore.create(path, first, carried_words(library, dictionary))


@contextmanager
def as_file_errors() -> Iterator[None]:
    """What the store refuses (a file it cannot read or write, a server out of reach), refused as the
    night's file or server."""
    try:
        yield
    except StoreError as error:
        raise TournamentFileError(str(error)) from None


def require_creation(night: Night, path: Path | None) -> None:
    """Refuse a log whose first action cannot be applied: it holds no night to open. Say why, and
    which backup to use (a dictionary this computer lacks is named, to be imported)."""
    if night.settings is not None:
        return
    first = next(iter(night.not_applied.items()), None)
    location = str(path) if path is not None else _("the database")
    backup = newest_sound_backup(path) if path is not None else None
    if backup is not None:
        advice = _("the newest backup is {path}").format(path=backup)
    else:
        advice = _("there is no backup of it")
    if first is not None and first[0] == 1:
        problem = _("the night's creation cannot be applied ({why})").format(why=first[1].why)
    else:
        problem = _("the night's creation cannot be applied")
    refusal = _("{location} cannot be opened as a tournament: {problem}; {advice}")
    raise TournamentFileError(refusal.format(location=location, problem=problem, advice=advice))


def copy_night(source: EventStore, target: EventStore) -> None:
    """Copy a night whole, each action keeping its number, with the word lists it carries: a file's
    night hosted on a server, or a server's night fetched back into a file for the archive."""
    with as_file_errors():
        for sha256, name in source.word_lists().items():
            words = source.word_list(sha256)
            if words is not None:
                target.keep_word_list(sha256, name, words, source.word_list_origin(sha256))
        target.import_log(source.events())


def _require_unchanged(source: EventStore) -> None:
    """Refuse to copy a night changed after it was recorded: the copy's new chain of hashes would
    hide the change."""
    changed = source.first_changed()
    if changed is not None:
        raise TournamentFileError(
            _(
                "action {number} of the night was changed after it was recorded (its hash does not follow "
                "from the actions before it); it was not copied, so that the copy does not hide it"
            ).format(number=changed)
        )


def fetch_night(url: str, path: Path) -> int:
    """Copy a night whole from a server (`postgresql://…`) into a new tournament file, for the archive:
    each action keeps its number, and the word lists it carries come along. Returns how many actions
    were copied; a copy that fails leaves no file behind."""
    source_url = server_url(url)
    if source_url is None:
        raise TournamentFileError(_("{url} is not a server's address (postgresql://…)").format(url=url))
    with as_file_errors():
        source = EventStore.connect(source_url, read_only=True)
    try:
        _require_unchanged(source)
        with as_file_errors():
            target = EventStore.create(path)
        try:
            copy_night(source, target)
            count = len(target.events())
        except BaseException:
            target.close()
            path.unlink(missing_ok=True)
            raise
        target.close()
        return count
    finally:
        source.close()


def next_night_settings(tonight: TournamentSettings, held_on: date) -> TournamentSettings:
    """The next night's settings: tonight's rules and format, a name of its own, its date, and a
    fresh board seed, so it deals boards of its own. The name goes into the night's file, so it is
    in English whatever the station speaks (the organiser may rename it)."""
    return replace(
        tonight, name=f"{tonight.name} (next night)", held_on=held_on, board_seed=fresh_board_seed()
    )


class NightFiles:
    """Where an open night lives (a file or a server) and what can be done with it as a whole: host
    it on a server, save a copy, read its log as recorded, name it among other nights."""

    def __init__(self, night: LoadedNight) -> None:
        self._store = night.store

    @property
    def path(self) -> Path | None:
        """The night's file; None for a night on a server."""
        return self._store.path

    @property
    def server_location(self) -> str | None:
        """The URL of a night on a server (password included), or None for a night in a file."""
        return self._store.server

    @property
    def read_only(self) -> bool:
        """True when the file was opened for reading only (a backup, or a reading command)."""
        return not self._store.writable

    @property
    def identity(self) -> str:
        """A name this night shares with its copies and no other night: the hash of its creation as
        logged. The phones' secret on this laptop is kept under it."""
        first = next(iter(self._store.iter_events()), None)
        if first is None:
            raise ActionRefusedError(_("the tournament has not been created yet"))
        at = first.recorded_at.replace(tzinfo=None, microsecond=0).isoformat()
        created = f"{first.kind}|{at}|{json.dumps(first.payload, sort_keys=True)}"
        return hashlib.sha256(created.encode()).hexdigest()[:32]

    def host(self, url: str) -> None:
        """Copy this night whole to an empty database on a server (`postgresql://…`), where several
        stations can join it."""
        target = server_url(url)
        if target is None:
            raise TournamentFileError(_("{url} is not a server's address (postgresql://…)").format(url=url))
        _require_unchanged(self._store)
        with as_file_errors():
            store = EventStore.connect(target, create=True)
        try:
            copy_night(self._store, store)
        finally:
            store.close()

    def save_copy(self, target: Path) -> None:
        """A copy of the night as it is now (through SQLite's backup API), also from a night opened
        read-only while another program writes it; never over the open file itself."""
        if self.path is not None and target.absolute() == self.path.absolute():
            open_file = _("{path} is the file that is open; choose another name")
            raise TournamentFileError(open_file.format(path=target))
        with as_file_errors():
            self._store.save_copy(target)

    def recorded(self) -> list[StoredEvent]:
        """Every action of the log as it was recorded (what a resumed replay compares with)."""
        return self._store.events()
