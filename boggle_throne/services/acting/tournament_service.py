"""The use cases of a tournament night: every screen and the command line act through this class.

Every action is a command (`boggle_throne.night.commands`) passed to `execute`, which applies it to
the night in memory (refused commands change nothing that stays), records it in the file with the
number of the state it was checked against (committed before returning), publishes one change that
carries the result, and returns that result. The methods named after use cases build the command
from what a screen has at hand (a player's name, a seed) and execute it.

The past changes in one way: a command that changes a closed game, and undo and redo, rebuild the
night from the log, so what the judges see is always what the recorded commands imply.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError, BuiltUponError, NothingToUndoError
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.night.replay import rebuild
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.night.state import Logged
from boggle_throne.services.acting.catch_up import announce, who_got_there_first
from boggle_throne.services.acting.changes import Change, ChangeBus
from boggle_throne.services.acting.completion import (
    Deal,
    Draft,
    DrawFromSeed,
    MoveClock,
    RedoLast,
    SeatFromSeed,
    SettingsChange,
    Station,
    UndoLast,
    complete,
)
from boggle_throne.services.acting.history import action_name
from boggle_throne.services.acting.requests import request_kind, requested
from boggle_throne.services.acting.results import new_word, touched_game
from boggle_throne.services.documents.night_files import (
    host_night,
    new_night_store,
    next_night_settings,
    require_creation,
)
from boggle_throne.services.errors import NoNightThereError, StationOfflineError, TournamentFileError
from boggle_throne.services.paths import data_dir
from boggle_throne.services.reading.advancement_news import advancement_news
from boggle_throne.services.reading.night_reading import NightReading
from boggle_throne.services.reading.view_builders import (
    game_view,
    player_view,
)
from boggle_throne.services.reading.views import (
    ActionResult,
    BracketView,
    GameView,
    PlayerView,
    RoundView,
    StandingsView,
    ThroneView,
)
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.services.word_lists.night_dictionaries import NightDictionaries
from boggle_throne.store.errors import EmptyDatabaseError, ServerUnreachableError, StaleWriteError, StoreError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.urls import server_url

_ATTEMPTS = 5
"""How often a station checks a command again after other stations got in first."""
_RACES = 2
"""After losing this many races to other stations, a station takes an exclusive turn (on a server,
no other station appends until it has): a busy night cannot starve one station."""


class TournamentService(NightReading):
    """One open tournament file and the actions of one judge station on it."""

    def __init__(self, store: EventStore, library: DictionaryLibrary, station: str) -> None:
        self._store = store
        self._library = library
        self._station = store.station or station  # a station's own login on a server names it
        self._notices: list[str] = []
        self._dictionaries = NightDictionaries(store, library)
        self._log = []
        self.changes = ChangeBus()
        self._state = self._load()
        self._require_creation()
        self._changed = self._changed_since_recorded()

    # ----- files -------------------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        path: Path,
        settings: TournamentSettings | Mapping[str, Any],
        *,
        previous: TournamentService | None = None,
        library: DictionaryLibrary | None = None,
        station: str = "main",
    ) -> TournamentService:
        """A new tournament file; with `previous`, it takes over that night's players and Throne.

        Settings that name no `board_seed` get a fresh one, recorded with the night's creation."""
        library = library or DictionaryLibrary(data_dir())
        carried = previous._state if previous is not None else None
        store = new_night_store(path, settings, library, station, carried)
        return cls(store, library, station)

    def start_next_night(self, path: Path, held_on: date) -> TournamentService:
        """The next night in a new file: tonight's rules and format, tonight's players and the Throne
        as it now stands, its own board seed (so it deals boards of its own)."""
        settings = next_night_settings(self.settings, held_on)
        return TournamentService.create(
            path, settings, previous=self, library=self._library, station=self._station
        )

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        library: DictionaryLibrary | None = None,
        station: str = "main",
        read_only: bool = False,
    ) -> TournamentService:
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
        self._store.close()

    def host(self, url: str) -> None:
        """Copy this night whole to an empty database on a server, where several stations can join it."""
        host_night(self._store, url)

    def save_copy(self, target: Path) -> None:
        """A copy of the night as it is now (through SQLite's backup API), also from a night opened
        read-only while another program writes it; never over the open file itself."""
        if self.path is not None and target.absolute() == self.path.absolute():
            raise TournamentFileError(f"{target} is the file that is open; choose another name")
        try:
            self._store.save_copy(target)
        except StoreError as error:
            raise TournamentFileError(str(error)) from None

    # ----- acting ------------------------------------------------------------------------------

    def execute(self, command: c.Command, *, initiator: str | None = None) -> ActionResult:
        """Apply a command, record it, announce the change once (with its result and `initiator`,
        the screen that asked for it) and return the result.

        A correction reports how it changed who advanced; changing the past rebuilds from the log."""
        try:
            self._store.require_writable()  # before the state changes
        except StoreError as error:
            raise TournamentFileError(str(error)) from None
        state = self._state
        key = command.game
        history = isinstance(command, c.Undo | c.Redo)
        record = state.games.get(key) if key is not None else None
        rewrites_past = history or (command.CORRECTION and record is not None and record.closed)
        follows_advancement = command.CORRECTION or history
        before = state.advancement_changes() if follows_advancement else ()
        touched = touched_game(state, command)
        seq = self._record(command)
        if rewrites_past:
            self._state = self._load()
        if isinstance(command, c.CloseGame):
            self._back_up(seq)
        state = self._state
        after = state.advancement_changes() if follows_advancement else ()
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
        return self.execute(self.completed(requested(self._state, kind, fields)), initiator=initiator)

    def completed(self, command: c.Command | Draft) -> c.Command:
        """The command with the fields the services decide, worked out on the night as it now is."""
        station = Station(self._station, self._dictionaries, datetime.now(UTC))
        return complete(command, self._state, station)

    def _back_up(self, seq: int) -> None:
        """A copy of the file after a game closes; failing that, a notice (the night itself is saved)."""
        try:
            self._store.backup(seq)
        except StoreError as error:
            self._notices.append(f"{error}; the night itself is saved")

    def _record(self, command: c.Command) -> int:
        """Take in what other stations logged, check the command against the night as it now is, and
        log it after that state: the store refuses the append if another station got in first, and
        it is all done again (after `_RACES` lost races, in an exclusive turn). What was taken in is
        announced once the turn is over, so no other station waits while the screens are told."""
        heard: list[Logged] = []
        try:
            for attempt in range(_ATTEMPTS):
                try:
                    with self._store.turn(exclusive=attempt >= _RACES):
                        return self._checked_and_logged(command, heard)
                except StaleWriteError:
                    self._reload()  # without the draft; the next turn takes in theirs
                except ServerUnreachableError as error:  # shown as last read: asking again would wait too
                    self._state = rebuild(self._log, self._dictionaries)
                    raise StationOfflineError(
                        f"the action was not saved: the night's server cannot be reached ({error})",
                        str(error),
                    ) from None
                except StoreError as error:  # a failed commit: refused at once
                    self._reload()
                    raise TournamentFileError(f"the action was not saved: {error}") from None
            raise TournamentFileError(
                "other stations kept recording first; the action was not saved, try again"
            )
        finally:
            announce(self._state, heard, self.changes)

    def _checked_and_logged(self, command: c.Command, heard: list[Logged]) -> int:
        others = self._take_in_others()
        heard.extend(others)
        state = self._state
        checked_against = state.last_seq
        now = datetime.now(UTC)
        try:
            state.apply(Logged(checked_against + 1, command, now, self._station))
        except ActionRefusedError as error:
            if not command.REFUSED_UNCHANGED:
                self._reload()  # whatever the command touched before it was refused
            names = state.names()
            told = "" if isinstance(error, BuiltUponError) else who_got_there_first(command, others, names)
            raise type(error)(f"{error}{told}") from None
        except BaseException:
            self._reload()
            raise
        json_form, station = command.to_json(), self._station
        stored = self._store.append(command.KIND, json_form, station, now, after=checked_against)
        state.last_seq = stored.seq
        if self._log and self._log[-1].seq == checked_against:  # the log as read stays whole, for
            self._log.append(Logged(stored.seq, command, now, stored.station))  # a rebuild offline
        return stored.seq

    # ----- players -----------------------------------------------------------------------------

    def register(self, name: str, *, seed_rank: int | None = None, checked_in: bool = False) -> PlayerView:
        """Put a player on the list; `checked_in` for a walk-in who is here now."""
        self.execute(c.RegisterPlayer(name, seed_rank, checked_in))
        return self.players()[-1]

    def check_in(self, player: int | str) -> PlayerView:
        return self._on_player(c.CheckIn(self.player_id(player)))

    def withdraw_player(self, player: int | str) -> PlayerView:
        return self._on_player(c.WithdrawPlayer(self.player_id(player)))

    def set_seed_rank(self, player: int | str, seed_rank: int | None) -> PlayerView:
        return self._on_player(c.SetSeedRank(self.player_id(player), seed_rank))

    def rename_player(self, player: int | str, name: str) -> PlayerView:
        """Give a player another display name, keeping their id and with it their games and results."""
        return self._on_player(c.RenamePlayer(self.player_id(player), name))

    def proclaim_champion(self, player: int | str) -> PlayerView:
        """Name the reigning champion who defends the Throne tonight (a vacant Throne only)."""
        return self._on_player(c.ProclaimChampion(self.player_id(player)))

    def _on_player(self, command: c.PlayerCommand) -> PlayerView:
        self.execute(command)
        return player_view(self._state, self._state.roster.get(command.player))

    def update_settings(self, **changes: Any) -> TournamentSettings:
        """Change settings before the first round is seated (locked after, since games depend on them)."""
        self.execute(self.completed(SettingsChange(changes)))
        return self.settings

    # ----- rounds ------------------------------------------------------------------------------

    def seat_next_round(self, seed: int | None = None) -> RoundView:
        """Seat the next round (round 1 from the seed, later rounds snake-seated by results)."""
        seating = self.completed(SeatFromSeed(seed))
        self.execute(seating)
        assert isinstance(seating, c.SeatRound)
        return self.round(seating.plan.number)

    def reseat_latest_round(self, seed: int | None = None) -> RoundView:
        """Draw the latest round's seating again, before any of its games started (after a correction)."""
        self.unseat_latest_round()
        return self.seat_next_round(seed)

    def unseat_latest_round(self) -> None:
        """Take back the latest round's seating, before any of its games started."""
        tournament = self._state.tournament
        self.execute(c.UnseatRound(len(tournament.rounds) if tournament is not None else 0))

    def draw_bracket(self, seed: int | None = None) -> BracketView:
        """Draw the head-to-head bracket (see `bracket_draw`)."""
        self.execute(self.completed(DrawFromSeed(seed)))
        bracket = self.bracket()
        assert bracket is not None
        return bracket

    def crown(self) -> ThroneView:
        """Crown the final's winner: the new (or defending) holder of the Throne."""
        self.execute(c.Crown())
        return self.throne()

    # ----- games -------------------------------------------------------------------------------

    def start_game(
        self, key: GameKey, board: str | None = None, players: tuple[int | str, ...] = ()
    ) -> GameView:
        """Start a game on a typed board (from a physical roll) or a generated one.

        Starting a game again before any word was read replays it on a new board (an interrupted
        game). `players` are the tied players of a tie-break game (table 0), by number or name.
        """
        readers = tuple(self.player_id(p) for p in players) if key.is_tie_break else ()
        start = c.StartGame(key, board, None, readers) if board is not None else Deal(key, readers)
        result = self.execute(self.completed(start))
        assert result.game is not None
        return result.game

    def correct_board(self, key: GameKey, board: str) -> ActionResult:
        """Correct a mistyped board (docs/rules.md §4), also in a closed game: the game is rescored
        on the corrected board, and a change to who advanced is reported like any correction."""
        return self.execute(c.CorrectBoard(key, board))

    def set_timer(self, key: GameKey, phase: TimerPhase) -> GameView:
        """Move a game's clock: announce (countdown), start, pause, resume (running), finish."""
        result = self.execute(self.completed(MoveClock(key, phase)))
        assert result.game is not None
        return result.game

    def record_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Enter a word as a player reads it; the result carries its verdict and path at once."""
        return self.execute(c.RecordWord(key, self.player_id(player), word))

    def correct_word(self, key: GameKey, player: int | str, word: str, new_word: str) -> ActionResult:
        """Fix a mistyped word (or remove it with an empty `new_word`), also in a closed game."""
        return self.execute(c.CorrectWord(key, self.player_id(player), word, new_word))

    def withdraw_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        return self.execute(c.WithdrawWord(key, self.player_id(player), word))

    def read_next(self, key: GameKey, player: int | str) -> ActionResult | None:
        """Read out the next word the player wrote on their phone (None when none is left to read)."""
        reader = self.player_id(player)
        unread = self._state.game(key).unread(reader) if key in self._state.games else []
        return self.execute(c.RecordWord(key, reader, unread[0])) if unread else None

    def reissue_invitation(self, player: int | str) -> None:
        """Revoke the player's phone invitation and issue a new one (a lost or shared phone)."""
        self.execute(c.ReissueInvitation(self.player_id(player)))

    def challenge(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Hold a read word for a ruling."""
        return self.execute(c.ChallengeWord(key, self.player_id(player), word))

    def rule(
        self, key: GameKey, player: int | str, word: str, ruling: Ruling, reason: InvalidReason | None = None
    ) -> ActionResult:
        """Rule on a held or challenged word; on a closed game this is a correction."""
        return self.execute(c.RuleOnWord(key, self.player_id(player), word, ruling, reason))

    def set_house_list(self, word: str, listed: str | None) -> frozenset[str]:
        """Put a word on the house `approved` or `banned` list, or take it off with None."""
        self.execute(c.SetHouseList.from_json({"word": word, "list": listed}))
        return frozenset(self._state.approved if listed == "approved" else self._state.banned)

    def close_game(self, key: GameKey) -> GameView:
        """Close a game (refused while a word is held); a backup of the file is made after it."""
        result = self.execute(c.CloseGame(key))
        assert result.game is not None
        return result.game

    # ----- history -----------------------------------------------------------------------------

    def undo(self) -> ActionResult:
        """Take back this station's own last action in force (refused, saying why, when another
        station has since built on it); the result's command names it by its number."""
        return self.execute(self.completed(UndoLast()))

    def redo(self) -> ActionResult:
        """Bring back the last action this station undid."""
        return self.execute(self.completed(RedoLast()))

    def undo_night_last(self) -> ActionResult:
        """Take back the night's last action in force, whichever station made it (the host's command)."""
        return self.execute(self.completed(UndoLast(anyone=True)))

    def undo_target(self) -> Logged:
        """The action `undo` takes back now: this station's own last one (refused when there is none)."""
        return self._state.undo_target(self._station)

    def redo_target(self) -> Logged:
        """The action `redo` brings back now: the last one this station undid (refused when none)."""
        return self._state.redo_target(self._station)

    def night_undo_name(self) -> str | None:
        """What `undo_night_last` takes back now, naming the station that made it; None: nothing."""
        with suppress(NothingToUndoError):
            last = self._state.undo_target()
            return f"{action_name(last.command, self._state.names())} (station {last.station})"
        return None

    def undo_name(self) -> str | None:
        """What `undo` takes back now, as a judge reads it ("PLATES for Ann, R1 T1 G1"); None: nothing."""
        with suppress(NothingToUndoError):
            return action_name(self.undo_target().command, self._state.names())
        return None

    def redo_name(self) -> str | None:
        """What `redo` brings back now, as a judge reads it; None: nothing."""
        with suppress(NothingToUndoError):
            return action_name(self.redo_target().command, self._state.names())
        return None

    def recompute(self) -> StandingsView:
        """Rebuild everything from the log and return the standings (what a correction does)."""
        self._state = self._load()
        return self.standings()

    # ----- internals ---------------------------------------------------------------------------

    def _require_creation(self) -> None:
        """A log whose first action cannot be applied holds no night to open: say why, and which backup
        to use."""
        require_creation(self._state, self.path)
