"""An open night: its store, the night its log builds, and the one way to act on it.

Every action is a command (`boggle_throne.night.commands`) passed to `execute`, which applies it to
the night in memory (refused commands change nothing that stays), records it in the file with the
number of the state it was checked against (committed before returning), publishes one change that
carries the result, and returns that result. Requests and the use cases' drafts are completed first
(`act_on`). What callers need comes in parts: `views` to read, `act` for the use cases by name, `files`
for the file or server the night lives in.

The past changes in one way: a command that changes a closed game, and undo and redo, rebuild the
night from the log, so what the judges see is always what the recorded commands imply.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError, BuiltUponError
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.night.state import Logged
from boggle_throne.services.acting.catch_up import announce, changes_the_past, who_got_there_first
from boggle_throne.services.acting.changes import Change, ChangeBus
from boggle_throne.services.acting.completion import Draft, Station, complete
from boggle_throne.services.acting.requests import request_kind, requested
from boggle_throne.services.acting.results import new_word, touched_game
from boggle_throne.services.acting.use_cases import UseCases
from boggle_throne.services.documents.night_files import (
    NightFiles,
    as_file_errors,
    new_night_store,
    next_night_settings,
    require_creation,
)
from boggle_throne.services.errors import NoNightThereError, StationOfflineError, TournamentFileError
from boggle_throne.services.paths import data_dir
from boggle_throne.services.reading.advancement_news import advancement_news
from boggle_throne.services.reading.loaded_night import LoadedNight
from boggle_throne.services.reading.night_views import NightViews
from boggle_throne.services.reading.view_builders import game_view
from boggle_throne.services.reading.views import ActionResult, StandingsView
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.announcements import Listener
from boggle_throne.store.errors import EmptyDatabaseError, ServerUnreachableError, StaleWriteError, StoreError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.urls import server_url

_ATTEMPTS = 5
"""How often a station checks a command again after other stations got in first."""
_RACES = 2
"""After losing this many races to other stations, a station takes an exclusive turn (on a server,
no other station appends until it has): a busy night cannot starve one station."""


class OpenNight:
    """One open tournament night (a file, or a night on a server) at one judge station."""

    def __init__(self, store: EventStore, library: DictionaryLibrary, station: str) -> None:
        self._night = LoadedNight(store, library, station)
        require_creation(self._night.state, store.path)
        self._changed = self._night.changed_since_recorded()
        self.station = self._night.station
        """The name this station records on each of its actions."""
        self.changes = ChangeBus()
        """Every change this station makes or takes in, announced once (see `Change`)."""
        self.views = NightViews(self._night)
        """What the screens, printouts and phones read."""
        self.act = UseCases(self._night, self.views, self.act_on)
        """The actions by use case (`record_word`, `seat_next_round`, …)."""
        self.files = NightFiles(self._night)
        """The night's file or server as a whole: its path, a copy, hosting it, its log as recorded."""

    # ----- opening and closing -----------------------------------------------------------------

    @classmethod
    def create(
        cls,
        path: Path,
        settings: TournamentSettings | Mapping[str, Any],
        *,
        previous: OpenNight | None = None,
        library: DictionaryLibrary | None = None,
        station: str = "main",
    ) -> OpenNight:
        """A new tournament file; with `previous`, it takes over that night's players and Throne.

        Settings that name no `board_seed` get a fresh one, recorded with the night's creation."""
        library = library or DictionaryLibrary(data_dir())
        carried = previous._night.state if previous is not None else None
        store = new_night_store(path, settings, library, station, carried)
        return cls(store, library, station)

    def start_next_night(self, path: Path, held_on: date) -> OpenNight:
        """The next night in a new file: tonight's rules and format, tonight's players and the Throne
        as it now stands, its own board seed (so it deals boards of its own)."""
        settings = next_night_settings(self.views.settings, held_on)
        return OpenNight.create(
            path, settings, previous=self, library=self._night.library, station=self._night.station
        )

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        library: DictionaryLibrary | None = None,
        station: str = "main",
        read_only: bool = False,
    ) -> OpenNight:
        """Open a tournament file (upgrading an older one; a clear error names the newest backup), or
        join a night on a server given by its `postgresql://` URL as the station `station`.

        One process writes a file at a time: a second writer is refused, naming the first.
        `read_only` reads a snapshot instead, which works while another program writes the file.
        Several stations write a night on a server at once; none loses another's action.
        """
        try:
            url = server_url(str(path))
            store = (
                EventStore.connect(url, read_only=read_only)
                if url is not None
                else EventStore.open(Path(path), read_only=read_only)
            )
        except EmptyDatabaseError as error:
            raise NoNightThereError(str(error)) from error
        except StoreError as error:
            raise TournamentFileError(str(error)) from None
        try:
            return cls(store, library or DictionaryLibrary(data_dir()), station)
        except BaseException:
            store.close()
            raise

    def close(self) -> None:
        self._night.store.close()

    def notices(self) -> tuple[str, ...]:
        """What a judge should know about the file: a stale lock taken over, an action changed since it
        was recorded, each logged action that could not be applied (and why), a backup that could
        not be written."""
        found = []
        holder = self._night.store.taken_over
        if holder is not None:
            taken_over = _("{holder} did not close this night properly; it is open here now")
            found.append(taken_over.format(holder=holder.describe()))
        if self._changed is not None:
            found.append(self._changed)
        found.extend(
            _("action {number} of the log ({kind}) is kept as not applied: {why}").format(
                number=seq, kind=entry.kind, why=entry.why
            )
            for seq, entry in self._night.state.not_applied.items()
        )
        return (*found, *self._night.notices)

    def listener(
        self,
        on_actions: Callable[[], None],
        on_offline: Callable[[str], None] = lambda why: None,
        on_online: Callable[[], None] = lambda: None,
    ) -> Listener | None:
        """A listener for the other stations' actions on a night on a server (not started yet; see
        `store.announcements`), or None for a night in a file, which one program writes at a time."""
        location = self.files.server_location
        if location is None:
            return None
        return Listener(location, on_actions=on_actions, on_offline=on_offline, on_online=on_online)

    # ----- acting ------------------------------------------------------------------------------

    def execute(self, command: c.Command, *, initiator: str | None = None) -> ActionResult:
        """Apply a command, record it, announce the change once (with its result and `initiator`,
        the screen that asked for it) and return the result.

        A correction reports how it changed who advanced; changing the past rebuilds from the log."""
        with as_file_errors():
            self._night.store.require_writable()  # before the state changes
        state = self._night.state
        rewrites_past = changes_the_past(state, command)
        follows_advancement = command.CORRECTION or isinstance(command, c.Undo | c.Redo)
        before = state.format.advancement_changes() if follows_advancement else ()
        touched = touched_game(state, command)
        seq = self._record(command)
        if rewrites_past:
            self._night.state = self._night.load()
        if isinstance(command, c.CloseGame):
            self._back_up(seq)
        state = self._night.state
        after = state.format.advancement_changes() if follows_advancement else ()
        changes = advancement_news(state, before, after)
        game = game_view(state, touched) if touched is not None and touched in state.games else None
        result = ActionResult(seq, command, game, changes, new_word(state, command, game))
        self.changes.publish(Change(seq, command, command.ASPECTS, result, initiator))
        return result

    def request(self, action: Mapping[str, Any], *, initiator: str | None = None) -> ActionResult:
        """Execute a request `{"do": kind, …}`, as a night document or a phone sends it (see
        `acting.requests`)."""
        kind = request_kind(action.get("do"))
        fields = {key: value for key, value in action.items() if key != "do"}
        return self.act_on(requested(self._night.state, kind, fields), initiator=initiator)

    def act_on(self, command: c.Command | Draft, *, initiator: str | None = None) -> ActionResult:
        """Execute a command, or a draft completed with the fields the services decide on the night as
        it now is (`completion.complete`)."""
        station = Station(self._night.station, self._night.dictionaries, datetime.now(UTC))
        return self.execute(complete(command, self._night.state, station), initiator=initiator)

    def catch_up(self) -> tuple[Change, ...]:
        """Take in the actions other stations logged since this one last looked (a server's
        announcement wakes this), announcing each like this station's own."""
        return announce(self._night.state, self._night.take_in_others(), self.changes)

    def recompute(self) -> StandingsView:
        """Rebuild everything from the log and return the standings (what a correction does)."""
        self._night.state = self._night.load()
        return self.views.standings()

    def _back_up(self, seq: int) -> None:
        """A copy of the file after a game closes; failing that, a notice (the night itself is saved)."""
        try:
            self._night.store.backup(seq)
        except StoreError as error:
            self._night.notices.append(_("{error}; the night itself is saved").format(error=error))

    def _record(self, command: c.Command) -> int:
        """Take in what other stations logged, check the command against the night as it now is, and
        log it after that state: the store refuses the append if another station got in first, and
        it is all done again (after `_RACES` lost races, in an exclusive turn). What was taken in is
        announced once the turn is over, so no other station waits while the screens are told."""
        heard: list[Logged] = []
        try:
            for attempt in range(_ATTEMPTS):
                try:
                    with self._night.store.turn(exclusive=attempt >= _RACES):
                        return self._checked_and_logged(command, heard)
                except StaleWriteError:
                    self._night.reload()  # without the draft; the next turn takes in theirs
                except ServerUnreachableError as error:  # shown as last read: asking again would wait too
                    self._night.rebuild_as_read()
                    raise StationOfflineError(
                        _("the action was not saved: the night's server cannot be reached ({error})").format(
                            error=error
                        ),
                        str(error),
                    ) from None
                except StoreError as error:  # a failed commit: refused at once
                    self._night.reload()
                    raise TournamentFileError(
                        _("the action was not saved: {error}").format(error=error)
                    ) from None
            raise TournamentFileError(
                _("other stations kept recording first; the action was not saved, try again")
            )
        finally:
            announce(self._night.state, heard, self.changes)

    def _checked_and_logged(self, command: c.Command, heard: list[Logged]) -> int:
        others = self._night.take_in_others()
        heard.extend(others)
        state = self._night.state
        checked_against = state.last_seq
        now = datetime.now(UTC)
        try:
            state.apply(Logged(checked_against + 1, command, now, self._night.station))
        except ActionRefusedError as error:
            if not command.REFUSED_UNCHANGED:
                self._night.reload()  # whatever the command touched before it was refused
            names = state.names()
            told = "" if isinstance(error, BuiltUponError) else who_got_there_first(command, others, names)
            raise type(error)(f"{error}{told}") from None
        except BaseException:
            self._night.reload()
            raise
        json_form, station = command.to_json(), self._night.station
        stored = self._night.store.append(command.KIND, json_form, station, now, after=checked_against)
        state.last_seq = stored.seq
        self._night.logged(Logged(stored.seq, command, now, stored.station), after=checked_against)
        return stored.seq
