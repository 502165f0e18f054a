"""What a station reads of an open night: its settings, players, rounds, games, boards, log and
what can be done now, as plain views. `TournamentService` adds the actions on top of it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from boggle_throne.engine.board import Board
from boggle_throne.night.errors import ActionRefusedError, ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.night.replay import Unreadable, rebuild
from boggle_throne.night.settings import TournamentSettings, fresh_board_seed
from boggle_throne.night.side_rules import SideTable, side_table
from boggle_throne.night.state import Logged, Night
from boggle_throne.services.acting.catch_up import announce, take_in
from boggle_throne.services.acting.changes import Change, ChangeBus
from boggle_throne.services.reading.boards import answer_key, game_board
from boggle_throne.services.reading.night_log import log_entries, read_log
from boggle_throne.services.reading.phone_views import (
    FlaggedList,
    PhoneView,
    flagged_lists,
    phone_view,
    players_game,
)
from boggle_throne.services.reading.play_views import PlayView, play_view
from boggle_throne.services.reading.seating import next_seed, round_plan
from boggle_throne.services.reading.side_views import SideTableView, table_view
from boggle_throne.services.reading.view_builders import (
    bracket_view,
    game_view,
    player_view,
    round_view,
    standings_view,
    throne_view,
)
from boggle_throne.services.reading.views import (
    BracketView,
    GameView,
    LogEntry,
    PlayerView,
    RoundView,
    StandingsView,
    ThroneView,
)
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from boggle_throne.services.word_lists.night_dictionaries import NightDictionaries
from boggle_throne.store.announcements import Listener
from boggle_throne.store.errors import StoreError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.stored_events import StoredEvent
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import Round


class NightReading:
    """The read side of one open tournament file (the night as last rebuilt from its log)."""

    _store: EventStore
    _library: DictionaryLibrary
    _state: Night
    _notices: list[str]
    _log: list[Logged | Unreadable]
    _changed: str | None
    _dictionaries: NightDictionaries
    changes: ChangeBus
    _station: str

    @property
    def server_location(self) -> str | None:
        """The URL of a night on a server (password included), or None for a night in a file."""
        return self._store.server

    @property
    def projector_pin(self) -> tuple[str | None, GameKey | None]:
        """Where the host last pointed the projectors (`PointProjector`): the pinned view's name and
        the game followed; None and None while they follow the night by themselves."""
        return self._state.projector

    def listener(
        self,
        on_actions: Callable[[], None],
        on_offline: Callable[[str], None] = lambda why: None,
        on_online: Callable[[], None] = lambda: None,
    ) -> Listener | None:
        """A listener for the other stations' actions on a night on a server (not started yet; see
        `store.announcements`), or None for a night in a file, which one program writes at a time."""
        location = self.server_location
        if location is None:
            return None
        return Listener(location, on_actions=on_actions, on_offline=on_offline, on_online=on_online)

    @property
    def station(self) -> str:
        """The name this station records on each of its actions."""
        return self._station

    @property
    def path(self) -> Path | None:
        return self._store.path

    @property
    def read_only(self) -> bool:
        """True when the file was opened for reading only (a backup, or a reading command)."""
        return not self._store.writable

    def notices(self) -> tuple[str, ...]:
        """What a judge should know about the file: a stale lock taken over, an action changed since it
        was recorded, each logged action that could not be applied (and why), a backup that could
        not be written."""
        found = []
        holder = self._store.taken_over
        if holder is not None:
            found.append(f"{holder.describe()} did not close this night properly; it is open here now")
        if self._changed is not None:
            found.append(self._changed)
        found.extend(
            f"action {seq} of the log ({entry.kind}) is kept as not applied: {entry.why}"
            for seq, entry in self._state.not_applied.items()
        )
        return (*found, *self._notices)

    @property
    def settings(self) -> TournamentSettings:
        return self._state.require_settings()

    def player_id(self, player: int | str) -> PlayerId:
        """A player's number, from the number or the name (as the roster compares names)."""
        return self._state.player(player).id

    def players(self) -> tuple[PlayerView, ...]:
        return tuple(player_view(self._state, p) for p in self._state.roster.players)

    @property
    def settings_lock(self) -> str | None:
        """Why the settings can no longer change (play has started), or None while they can."""
        return self._state.settings_lock

    def play(self, round_number: int | None = None) -> PlayView:
        """What can be done now in a round (None: the latest) and on the night: the games that can be
        started, opened or closed, reseating, the next seating or the bracket's draw, crowning."""
        return play_view(self._state, round_number, self.next_seed(), self._seating_refusal)

    def _seating_refusal(self) -> str | None:
        """Why the next round of tables cannot be seated now, or None when it can."""
        try:
            round_plan(self._state)
        except ThroneError as error:
            return str(error)
        return None

    @property
    def unlocked_settings(self) -> frozenset[str]:
        """The names of the settings (as in `update_settings`) that can still change now: all of them
        before play starts, then only those no game's result depends on."""
        return self._state.unlocked_settings

    def next_seed(self) -> int:
        """The seed the next seating is drawn from unless the organiser draws again: the night's
        board seed, plus the number of rounds already seated."""
        return next_seed(self._state)

    def drawn_seed(self) -> int:
        """A seed drawn at random, to draw a seating again (another draw than the last)."""
        return fresh_board_seed()

    def preview_next_round(self, seed: int | None = None) -> RoundView:
        """The seating the next round would get, shown before it is confirmed (nothing is recorded)."""
        plan = round_plan(self._state, seed)
        rule = self.settings.table_format.advancement
        return round_view(self._state, Round(plan, rule, self._state.roster))

    def bracket(self) -> BracketView | None:
        """The head-to-head bracket, once drawn (None for table rounds)."""
        return bracket_view(self._state)

    def round(self, number: int) -> RoundView:
        return round_view(self._state, self._state.round(number))

    def standings(self) -> StandingsView:
        return standings_view(self._state)

    def throne(self) -> ThroneView:
        return throne_view(self._state)

    def house_lists(self) -> tuple[frozenset[str], frozenset[str]]:
        """The approved and the banned words."""
        return frozenset(self._state.approved), frozenset(self._state.banned)

    def game(self, key: GameKey) -> GameView:
        return game_view(self._state, key)

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]:
        return tuple(sorted(k for k in self._state.games if round_number in (None, k.round)))

    def board(self, key: GameKey) -> Board:
        """The game's board; before it starts, the board a generated start would deal: the one
        another table already plays for this game when boards are shared, offered to its judge
        (and for board sheets printed ahead, for tables that play from paper)."""
        return game_board(self._state, key)

    def offered_board(self, key: GameKey) -> Board | None:
        """The board another table already plays for this game's number, when boards are shared and
        this game has not started: its judge is offered it, and a start without a typed board takes it."""
        offered = self._state.shared_board(key) if key not in self._state.games else None
        return offered.board if offered is not None else None

    def word_list_origin(self) -> ListOrigin:
        """The language, source and licence of the word list the night is judged against."""
        return self._dictionaries.origin(self.settings)

    def board_words(self, key: GameKey) -> tuple[str, ...]:
        """Every word on the game's board that the rules allow, longest first (the answer key)."""
        return answer_key(self._state, key)

    def missed_words(self, key: GameKey, limit: int = 10) -> tuple[str, ...]:
        """The best words on the board that nobody read, longest first."""
        read = {word for words in self._state.game(key).read.values() for word in words}
        return tuple(word for word in self.board_words(key) if word not in read)[:limit]

    # ----- phones ------------------------------------------------------------------------------

    @property
    def identity(self) -> str:
        """A name this night shares with its copies and no other night: the hash of its creation as
        logged. The phones' secret on this laptop is kept under it."""
        first = next(iter(self._store.iter_events()), None)
        if first is None:
            raise ActionRefusedError("the tournament has not been created yet")
        at = first.recorded_at.replace(tzinfo=None, microsecond=0).isoformat()
        created = f"{first.kind}|{at}|{json.dumps(first.payload, sort_keys=True)}"
        return hashlib.sha256(created.encode()).hexdigest()[:32]

    def invitation_number(self, player: PlayerId) -> int | None:
        """The number of the player's invitation in force (None for no such player)."""
        return self._state.invitation(player) if player in self._state.roster else None

    def phone_game(self, player: PlayerId) -> GameKey | None:
        """The open game the player writes on their phone now, if any."""
        record = players_game(self._state, player)
        return record.key if record is not None and not record.closed else None

    def phone(self, player: PlayerId, now: datetime) -> PhoneView:
        """What the player's phone shows at `now` (the lists lock on this station's clock)."""
        return phone_view(self._state, player, now, self.missed_words)

    def flagged_phone_lists(self) -> tuple[FlaggedList, ...]:
        """The phone lists to show the judge before their reading: far too long, or written at a
        machine's pace (docs/phones.md); the judge may void them."""
        return flagged_lists(self._state)

    def side_tables(self) -> tuple[SideTableView, ...]:
        """The bar's open side tables, by number."""
        tables = self._state.side_tables
        return tuple(table_view(number, tables[number]) for number in sorted(tables))

    def side_table(self, number: int) -> SideTableView:
        return table_view(number, self.side_table_state(number))

    def side_table_state(self, number: int) -> SideTable:
        """One open side table with its referee (for the side tables' use cases)."""
        return side_table(self._state, number)

    def pending_tie_breaks(self, round_number: int) -> tuple[tuple[int, ...], ...]:
        """The tied players of each tie-break game the round waits for."""
        return tuple(tuple(sorted(g.players)) for g in self._state.pending_tie_breaks(round_number))

    def log(self) -> tuple[LogEntry, ...]:
        """Every recorded action, newest last, marked whether it is still in force."""
        return log_entries(self._state, self._store.iter_events(), self._read_log())

    def catch_up(self) -> tuple[Change, ...]:
        """Take in the actions other stations logged since this one last looked (a server's
        announcement wakes this), announcing each like this station's own."""
        return announce(self._state, self._take_in_others(), self.changes)

    def _take_in_others(self) -> list[Logged]:
        new = [entry for entry in self._read_log() if entry.seq > self._state.last_seq]
        if not new:
            return []
        self._state = take_in(self._state, new, self._load)
        return [entry for entry in new if isinstance(entry, Logged)]

    def _changed_since_recorded(self) -> str | None:
        """The notice for the first action of the log changed since it was recorded (its hash does not
        follow from the actions before it), naming it; None when the chain holds."""
        seq = self._store.first_changed()
        if seq is None:
            return None
        entry = next((entry for entry in self._log if entry.seq == seq), None)
        if isinstance(entry, Logged):
            described = entry.command.describe(self._state.names())
            what = f"{entry.command.KIND} {described}, station {entry.station}, as it reads now"
        else:
            what = entry.kind if entry is not None else "now missing"
        return (
            f"action {seq} of the log ({what}) was changed after it was recorded, or an action before it "
            "was removed: its hash does not follow from the actions before it"
        )

    def _reload(self) -> None:
        """Rebuild the night from its log; from the actions already read when the log cannot be read
        now (a server gone), so an action that was not saved never shows."""
        try:
            self._state = self._load()
        except StoreError:
            self._state = rebuild(self._log, self._dictionaries)

    def _load(self) -> Night:
        return rebuild(self._read_log(), self._dictionaries)

    def _read_log(self) -> list[Logged | Unreadable]:
        """The log as commands. The log only grows, so what was read before is kept and only the
        actions logged since are read from the file (a replay of a long night reads no row twice)."""
        known = self._log[-1].seq if self._log else 0
        self._log.extend(read_log(self._store.iter_events(after=known)))
        return self._log

    def recorded(self) -> list[StoredEvent]:
        """Every action of the log as it was recorded (what a resumed replay compares with)."""
        return self._store.events()
