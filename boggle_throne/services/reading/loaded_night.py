"""One open night as its store holds it: the log read as commands and the `Night` it builds, kept
current as this station acts and as other stations' actions are taken in. The parts of an open night
(its views, its use cases, its files) all read this one."""

from __future__ import annotations

from bisect import bisect_right

from boggle_throne.i18n import _
from boggle_throne.night.replay import Unreadable, rebuild
from boggle_throne.night.state import Logged, Night
from boggle_throne.services.acting.catch_up import take_in
from boggle_throne.services.acting.history import kind_name
from boggle_throne.services.reading.night_log import read_log
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.services.word_lists.night_dictionaries import NightDictionaries
from boggle_throne.store.errors import StoreError
from boggle_throne.store.event_store import EventStore


class LoadedNight:
    """The store of one open night, the station that opened it, and the night as last rebuilt from
    its log (`state`)."""

    def __init__(self, store: EventStore, library: DictionaryLibrary, station: str) -> None:
        self.store = store
        self.library = library
        self.station = store.station or station  # a station's own login on a server names it
        self.dictionaries = NightDictionaries(store, library)
        self.notices: list[str] = []
        """What went wrong since the night opened that a judge should know (a backup not written)."""
        self._log: list[Logged | Unreadable] = []
        self.state = self.load()

    def load(self) -> Night:
        """The night rebuilt from the whole log."""
        return rebuild(self.read_log(), self.dictionaries)

    def reload(self) -> None:
        """Rebuild the night from its log; from the actions already read when the log cannot be read
        now (a server gone), so an action that was not saved never shows."""
        try:
            self.state = self.load()
        except StoreError:
            self.rebuild_as_read()

    def rebuild_as_read(self) -> None:
        """Rebuild the night from the actions already read, without asking the store."""
        self.state = rebuild(self._log, self.dictionaries)

    def read_log(self) -> list[Logged | Unreadable]:
        """The log as commands. The log only grows, so what was read before is kept and only the
        actions logged since are read from the file (a replay of a long night reads no row twice)."""
        known = self._log[-1].seq if self._log else 0
        self._log.extend(read_log(self.store.iter_events(after=known)))
        return self._log

    def logged(self, entry: Logged, after: int) -> None:
        """Keep this station's own action, logged `after` the one before it, with the log as read (so
        a rebuild offline has it), unless actions were logged in between that were not read."""
        if self._log and self._log[-1].seq == after:
            self._log.append(entry)

    def take_in_others(self) -> list[Logged]:
        """Apply what other stations logged since this night last looked; the actions taken in."""
        log = self.read_log()  # in the order of its numbers: the new ones are a tail, found by halving
        new = log[bisect_right(log, self.state.last_seq, key=lambda entry: entry.seq) :]
        if not new:
            return []
        self.state = take_in(self.state, new, self.load)
        return [entry for entry in new if isinstance(entry, Logged)]

    def changed_since_recorded(self) -> str | None:
        """The notice for the first action of the log changed since it was recorded (its hash does not
        follow from the actions before it), naming it; None when the chain holds."""
        seq = self.store.first_changed()
        if seq is None:
            return None
        entry = next((entry for entry in self._log if entry.seq == seq), None)
        if isinstance(entry, Logged):
            described = entry.command.describe(self.state.names())
            what = _("{action} {details}, station {station}, as it reads now").format(
                action=kind_name(entry.command.KIND), details=described, station=entry.station
            )
        else:
            what = entry.kind if entry is not None else _("now missing")
        return _(
            "action {number} of the log ({action}) was changed after it was recorded, or an action before it "
            "was removed: its hash does not follow from the actions before it"
        ).format(number=seq, action=what)
