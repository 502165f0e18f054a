"""The use cases of a tournament night: every screen and the command line act through this class.

Each use case applies its action to the in-memory state (which refuses bad actions without
changing), records it in the file (committed before returning), publishes a change, and returns
plain values. Undo, redo and corrections rebuild the state from the log, so scores, standings and
advancement are always what the recorded actions imply.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import EngineError
from boggle_throne.engine.generate import generate_board
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.engine.solver import solve
from boggle_throne.services.actions import NOT_UNDOABLE, Action
from boggle_throne.services.changes import Aspect, Change, ChangeBus
from boggle_throne.services.codec import plan_json, roster_json, throne_json
from boggle_throne.services.dictionaries import DictionaryLibrary
from boggle_throne.services.errors import ActionRefusedError, TournamentFileError
from boggle_throne.services.games import GameKey, TimerPhase, game_payload
from boggle_throne.services.night_state import NightState, rebuild
from boggle_throne.services.paths import data_dir
from boggle_throne.services.settings import TournamentSettings, fresh_board_seed, settings_from_payload
from boggle_throne.services.view_builders import (
    advancement_change_view,
    bracket_view,
    game_view,
    player_view,
    round_view,
    standings_view,
    throne_view,
)
from boggle_throne.services.views import (
    ActionResult,
    BracketView,
    GameView,
    LogEntry,
    PlayerView,
    RoundView,
    StandingsView,
    ThroneView,
)
from boggle_throne.store.errors import StoreError
from boggle_throne.store.event_store import EventStore, FirstAction, StoredEvent, newest_sound_backup
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.seeding import bracket_seeding
from boggle_throne.tournament.tournament import Tournament

_CORRECTIONS = frozenset(
    {Action.CORRECT_WORD, Action.WITHDRAW_WORD, Action.RULE, Action.CORRECT_BOARD, Action.UNDO, Action.REDO}
)
_GAME_ASPECTS = {
    Action.START_GAME: {Aspect.BOARD, Aspect.TIMER},
    Action.TIMER: {Aspect.TIMER},
    Action.RECORD_WORD: {Aspect.WORDS},
    Action.CORRECT_WORD: {Aspect.WORDS, Aspect.STANDINGS},
    Action.WITHDRAW_WORD: {Aspect.WORDS, Aspect.STANDINGS},
    Action.CORRECT_BOARD: {Aspect.BOARD, Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS},
    Action.CHALLENGE: {Aspect.WORDS, Aspect.RULINGS},
    Action.RULE: {Aspect.WORDS, Aspect.RULINGS, Aspect.HOUSE_LISTS, Aspect.STANDINGS},
    Action.CLOSE_GAME: {Aspect.GAME_CLOSED, Aspect.TIMER, Aspect.STANDINGS},
}


class TournamentService:
    """One open tournament file and the actions of one judge station on it."""

    def __init__(self, store: EventStore, library: DictionaryLibrary, station: str) -> None:
        self._store = store
        self._library = library
        self._station = station
        self._notices: list[str] = []
        self._dictionaries: dict[tuple[str, str | None], Dictionary] = {}
        self.changes = ChangeBus()
        self._state = self._load()
        self._require_creation()

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
        if isinstance(settings, TournamentSettings):
            chosen = settings
        else:
            chosen = _checked(settings_from_payload, _with_board_seed(settings))
        library = library or DictionaryLibrary(data_dir())
        dictionary = _checked(library.open, chosen.dictionary)
        chosen = replace(chosen, word_list=dictionary.info.words_sha256)
        payload = chosen.to_payload()
        if previous is not None:
            old = previous._state
            throne = old.current_throne
            payload["roster"] = roster_json(old.roster.carried_over())
            payload["throne"] = throne_json(throne)
        first = FirstAction(Action.CREATE.value, payload, station)
        try:
            store = EventStore.create(path, first, _carried(library, dictionary))
        except StoreError as error:
            raise TournamentFileError(str(error)) from None
        return cls(store, library, station)

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        library: DictionaryLibrary | None = None,
        station: str = "main",
        read_only: bool = False,
    ) -> TournamentService:
        """Open a tournament file (upgrading an older one); a clear error names the newest backup.

        One process writes a file at a time: a second writer is refused, naming the first.
        `read_only` reads a snapshot instead, which works while another program writes the file.
        """
        try:
            store = EventStore.open(path, read_only=read_only)
        except StoreError as error:
            raise TournamentFileError(str(error)) from None
        try:
            return cls(store, library or DictionaryLibrary(data_dir()), station)
        except BaseException:
            store.close()
            raise

    def close(self) -> None:
        self._store.close()

    def save_copy(self, target: Path) -> None:
        """A copy of the night as it is now, also from a night opened read-only while another
        program writes it; never over the open file itself."""
        if self.path is not None and target.absolute() == self.path.absolute():
            raise TournamentFileError(f"{target} is the file that is open; choose another name")
        try:
            self._store.save_copy(target)
        except StoreError as error:
            raise TournamentFileError(str(error)) from None

    @property
    def path(self) -> Path | None:
        return self._store.path

    @property
    def read_only(self) -> bool:
        """True when the file was opened for reading only (a backup, or a reading command)."""
        return not self._store.writable

    def notices(self) -> tuple[str, ...]:
        """What a judge should know about the file: a stale lock taken over, each logged action that
        could not be applied (and why), a backup that could not be written."""
        found = []
        holder = self._store.taken_over
        if holder is not None:
            found.append(f"{holder.describe()} did not close this night properly; it is open here now")
        found.extend(
            f"action {seq} of the log ({entry.kind}) is kept as not applied: {entry.why}"
            for seq, entry in self._state.not_applied.items()
        )
        return (*found, *self._notices)

    @property
    def settings(self) -> TournamentSettings:
        return self._state.require_settings()

    # ----- players -----------------------------------------------------------------------------

    def register(self, name: str, *, seed_rank: int | None = None, checked_in: bool = False) -> PlayerView:
        """Put a player on the list; `checked_in` for a walk-in who is here now."""
        payload = {"name": name, "seed_rank": seed_rank, "checked_in": checked_in}
        self._act(Action.REGISTER, payload, {Aspect.ROSTER})
        return self.players()[-1]

    def check_in(self, player: int | str) -> PlayerView:
        return self._player_action(Action.CHECK_IN, player)

    def withdraw_player(self, player: int | str) -> PlayerView:
        return self._player_action(Action.WITHDRAW_PLAYER, player, {Aspect.STANDINGS})

    def set_seed_rank(self, player: int | str, seed_rank: int | None) -> PlayerView:
        return self._player_action(Action.SEED_RANK, player, extra={"seed_rank": seed_rank})

    def proclaim_champion(self, player: int | str) -> PlayerView:
        """Name the reigning champion who defends the Throne tonight (a vacant Throne only)."""
        return self._player_action(Action.PROCLAIM, player, {Aspect.THRONE})

    def players(self) -> tuple[PlayerView, ...]:
        return tuple(player_view(self._state, p) for p in self._state.roster.players)

    @property
    def settings_lock(self) -> str | None:
        """Why the settings can no longer change (play has started), or None while they can."""
        return self._state.settings_lock

    def update_settings(self, **changes: Any) -> TournamentSettings:
        """Change settings before the first round is seated (locked after, since games depend on them).

        Another dictionary is recorded with the hash of its words, and an imported one is carried in
        the file, like the one the night was set up with."""
        if "dictionary" in changes and self.settings_lock is None and not self.read_only:
            dictionary = _checked(self._library.open, changes["dictionary"])
            changes["word_list"] = dictionary.info.words_sha256
            for sha256, name, words in _carried(self._library, dictionary):
                self._store.keep_word_list(sha256, name, words)
        self._act(Action.SETTINGS, changes, {Aspect.SETTINGS})
        return self.settings

    # ----- rounds ------------------------------------------------------------------------------

    def preview_next_round(self, seed: int | None = None) -> RoundView:
        """The seating the next round would get, shown before it is confirmed (nothing is recorded)."""
        plan = self._plan(seed)
        rule = self.settings.table_format.advancement
        return round_view(self._state, Round(plan, rule, self._state.roster))

    def seat_next_round(self, seed: int | None = None) -> RoundView:
        """Seat the next round (round 1 from the seed, later rounds snake-seated by results)."""
        plan = self._plan(seed)
        self._act(Action.SEAT, {"plan": plan_json(plan)}, {Aspect.SEATING, Aspect.STANDINGS})
        return self.round(plan.number)

    def reseat_latest_round(self, seed: int | None = None) -> RoundView:
        """Draw the latest round's seating again, before any of its games started (after a correction)."""
        self.unseat_latest_round()
        return self.seat_next_round(seed)

    def unseat_latest_round(self) -> None:
        """Take back the latest round's seating, before any of its games started."""
        number = len(self._state.require_tournament().rounds)
        self._act(Action.UNSEAT, {"round": number}, {Aspect.SEATING, Aspect.STANDINGS})

    def draw_bracket(self, seed: int | None = None) -> BracketView:
        """Draw a head-to-head bracket of the checked-in players, seed ranks first, then the unranked in
        an order drawn from `seed`; the defending champion, if checked in, waits for them in the final."""
        state = self._state
        settings = self.settings
        entrants = state.roster.with_status(PlayerStatus.CHECKED_IN)
        champion = state.champion if state.champion in {p.id for p in entrants} else None
        seeding = bracket_seeding(entrants, champion, seed if seed is not None else settings.board_seed)
        payload: dict[str, Any] = {"seeding": list(seeding)}
        if champion is not None:
            payload["champion"] = champion
        self._act(Action.BRACKET, payload, {Aspect.SEATING, Aspect.STANDINGS})
        bracket = self.bracket()
        assert bracket is not None
        return bracket

    def match_game(self, round_number: int, match: int, game: int) -> GameKey:
        """The key of a bracket game named as people name it: `match` counts the round's matches from the
        top, leaving out the byes (the key's table is the match's position, byes included)."""
        bracket = self._state.bracket
        if bracket is None:
            raise ActionRefusedError("no bracket has been drawn, so there is no match to name")
        position = _checked(bracket.match_position, round_number, match)
        return GameKey(round_number, position, game, match)

    def bracket(self) -> BracketView | None:
        """The head-to-head bracket, once drawn (None for table rounds)."""
        return bracket_view(self._state)

    def round(self, number: int) -> RoundView:
        return round_view(self._state, self._state.round(number))

    def standings(self) -> StandingsView:
        return standings_view(self._state)

    def crown(self) -> ThroneView:
        """Crown the final's winner: the new (or defending) holder of the Throne."""
        self._act(Action.CROWN, {}, {Aspect.THRONE, Aspect.STANDINGS})
        return self.throne()

    def throne(self) -> ThroneView:
        return throne_view(self._state)

    # ----- games -------------------------------------------------------------------------------

    def start_game(
        self, key: GameKey, board: str | None = None, players: tuple[int | str, ...] = ()
    ) -> GameView:
        """Start a game on a typed board (from a physical roll) or a generated one.

        Starting a game again before any word was read replays it on a new board (an interrupted
        game). `players` are the tied players of a tie-break game (table 0), by number or name.
        """
        payload: dict[str, Any] = game_payload(key)
        if key.is_tie_break:
            payload["players"] = [self._state.player(player).id for player in players]
        if board is not None:
            payload["board"] = board
        else:
            payload["board"], seed = self._generated_board(key)
            if seed is not None:
                payload["seed"] = seed
        self._act(Action.START_GAME, payload, {Aspect.BOARD, Aspect.TIMER}, key)
        return self.game(key)

    def correct_board(self, key: GameKey, board: str) -> ActionResult:
        """Correct a mistyped board (docs/rules.md §4), also in a closed game: the game is rescored
        on the corrected board, and a change to who advanced is reported like any correction."""
        return self._correction(Action.CORRECT_BOARD, key, game_payload(key, board=board))

    def set_timer(self, key: GameKey, phase: TimerPhase) -> GameView:
        """Move a game's clock: announce (countdown), start, pause, resume (running), finish."""
        record = self._state.game(key)
        now = datetime.now(UTC)
        settings = self.settings
        if phase is TimerPhase.COUNTDOWN:
            remaining = float(settings.countdown_seconds)
        elif (
            phase is TimerPhase.RUNNING and record.timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN)
        ) or phase is TimerPhase.READY:
            remaining = float(settings.timer_seconds)
        else:
            remaining = record.timer.remaining_at(now) if phase is not TimerPhase.FINISHED else 0.0
        self._act(
            Action.TIMER,
            game_payload(key, phase=phase.value, remaining=round(remaining, 3)),
            {Aspect.TIMER},
            key,
        )
        return self.game(key)

    def record_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Enter a word as a player reads it; the result carries its verdict and path at once."""
        result = self._word_action(Action.RECORD_WORD, key, player, word)
        name = self._state.player(player).name
        last = self._state.game(key).read[self._state.player(player).id][-1]
        view = next(w for w in result.game.player(name).words if w.word == last)  # type: ignore[union-attr]
        return ActionResult(result.seq, result.action, result.game, result.advancement_changes, view)

    def correct_word(self, key: GameKey, player: int | str, word: str, new_word: str) -> ActionResult:
        """Fix a mistyped word (or remove it with an empty `new_word`), also in a closed game."""
        return self._word_action(Action.CORRECT_WORD, key, player, word, new_word=new_word)

    def withdraw_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        return self._word_action(Action.WITHDRAW_WORD, key, player, word)

    def challenge(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Hold a read word for a ruling."""
        return self._word_action(Action.CHALLENGE, key, player, word)

    def rule(
        self,
        key: GameKey,
        player: int | str,
        word: str,
        ruling: Ruling,
        reason: InvalidReason | None = None,
    ) -> ActionResult:
        """Rule on a held or challenged word; on a closed game this is a correction."""
        extra = {"ruling": ruling.value, "reason": reason.value if reason is not None else None}
        return self._word_action(Action.RULE, key, player, word, **extra)

    def set_house_list(self, word: str, listed: str | None) -> frozenset[str]:
        """Put a word on the house `approved` or `banned` list, or take it off with None."""
        self._act(Action.HOUSE_LIST, {"word": word, "list": listed}, {Aspect.HOUSE_LISTS, Aspect.WORDS})
        return frozenset(self._state.approved if listed == "approved" else self._state.banned)

    def house_lists(self) -> tuple[frozenset[str], frozenset[str]]:
        """The approved and the banned words."""
        return frozenset(self._state.approved), frozenset(self._state.banned)

    def close_game(self, key: GameKey) -> GameView:
        """Close a game (refused while a word is held); a backup of the file is made after it."""
        seq = self._act(Action.CLOSE_GAME, game_payload(key), _GAME_ASPECTS[Action.CLOSE_GAME], key)
        try:
            self._store.backup(seq)
        except StoreError as error:  # the game is closed and saved; only its extra copy failed
            self._notices.append(f"{error}; the night itself is saved")
        return self.game(key)

    def game(self, key: GameKey) -> GameView:
        return game_view(self._state, key)

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]:
        return tuple(sorted(k for k in self._state.games if round_number in (None, k.round)))

    def board(self, key: GameKey) -> Board:
        """The game's board; before it starts, the board a generated start would deal: the one
        another table already plays for this game when boards are shared, offered to its judge
        (and for board sheets printed ahead, for tables that play from paper)."""
        record = self._state.games.get(key)
        if record is not None:
            return record.board
        return Board.parse(self._generated_board(key)[0])

    def offered_board(self, key: GameKey) -> Board | None:
        """The board another table already plays for this game's number, when boards are shared and
        this game has not started: its judge is offered it, and a start without a typed board takes it."""
        offered = self._state.shared_board(key) if key not in self._state.games else None
        return offered.board if offered is not None else None

    def board_words(self, key: GameKey) -> tuple[str, ...]:
        """Every word on the game's board that the rules allow, longest first (the answer key)."""
        board = self.board(key)
        assert self._state.dictionary is not None
        found = solve(board, self._state.dictionary, self.settings.rules.word_rules(board.size))
        return tuple(sorted(found, key=lambda word: (-found[word].length, word)))

    def missed_words(self, key: GameKey, limit: int = 10) -> tuple[str, ...]:
        """The best words on the board that nobody read, longest first."""
        read = {word for words in self._state.game(key).read.values() for word in words}
        return tuple(word for word in self.board_words(key) if word not in read)[:limit]

    def pending_tie_breaks(self, round_number: int) -> tuple[tuple[int, ...], ...]:
        """The tied players of each tie-break game the round waits for."""
        return tuple(tuple(sorted(g.players)) for g in self._state.pending_tie_breaks(round_number))

    # ----- history -----------------------------------------------------------------------------

    def undo(self) -> ActionResult:
        target = self._state.undo_target()
        return self._history(Action.UNDO, target)

    def redo(self) -> ActionResult:
        target = self._state.redo_target()
        return self._history(Action.REDO, target)

    def log(self) -> tuple[LogEntry, ...]:
        """Every recorded action, newest last, marked whether it is still in force."""
        in_force = {event.seq for event in self._state.done}
        not_applied = self._state.not_applied
        names = self._state.names()
        steps = {action.value for action in NOT_UNDOABLE}
        entries = []
        for event in self._store.iter_events():
            details = {k: v for k, v in event.payload.items() if k not in ("plan", "roster", "throne")}
            if isinstance(details.get("player"), int):
                details["player"] = names.get(details["player"], details["player"])
            kept = not_applied.get(event.seq)
            why = kept.why if kept is not None else None
            entries.append(
                LogEntry(
                    event.seq,
                    event.kind,
                    event.station,
                    event.recorded_at.isoformat(timespec="seconds"),
                    ", ".join(f"{key}={value}" for key, value in details.items()),
                    why is None and (event.seq in in_force or event.kind in steps),
                    details,
                    why,
                )
            )
        return tuple(entries)

    def recorded(self) -> list[StoredEvent]:
        """Every action of the log as it was recorded (what a resumed replay compares with)."""
        return self._store.events()

    def recompute(self) -> StandingsView:
        """Rebuild everything from the log and return the standings (what a correction does)."""
        self._state = self._load()
        return self.standings()

    # ----- internals ---------------------------------------------------------------------------

    def _load(self) -> NightState:
        return rebuild(self._store.iter_events(), self._open_dictionary)

    def _require_creation(self) -> None:
        """A log whose first action cannot be applied holds no night to open: say why, and which
        backup to use (a dictionary this computer lacks is named, to be imported)."""
        if self._state.settings is not None:
            return
        first = next(iter(self._state.not_applied.items()), None)
        why = f" ({first[1].why})" if first is not None and first[0] == 1 else ""
        location = str(self.path) if self.path is not None else "the database"
        backup = newest_sound_backup(self.path) if self.path is not None else None
        advice = f"the newest backup is {backup}" if backup is not None else "there is no backup of it"
        problem = f"the night's creation cannot be applied{why}"
        raise TournamentFileError(f"{location} cannot be opened as a tournament: {problem}; {advice}")

    def _open_dictionary(self, settings: TournamentSettings) -> Dictionary:
        """The exact words the night is judged against, opened once per service (every undo and
        correction replays the log, and with it the night's creation)."""
        key = (settings.dictionary, settings.word_list)
        if key not in self._dictionaries:
            self._dictionaries[key] = self._find_dictionary(settings)
        return self._dictionaries[key]

    def _find_dictionary(self, settings: TournamentSettings) -> Dictionary:
        """By content hash from the library's compiled copies or from the copy the file carries; an
        older night that recorded only a name takes the list it carries under that name, or else
        the library's (and keeps a copy from then on)."""
        sha256 = settings.word_list
        if sha256 is None:
            by_name = [sha for sha, name in self._store.word_lists().items() if name == settings.dictionary]
            sha256 = by_name[0] if by_name else None
        if sha256 is not None:
            carried = partial(self._store.word_list, sha256)
            exact: Dictionary = _checked(self._library.open_exact, settings.dictionary, sha256, carried)
            return exact
        dictionary: Dictionary = _checked(self._library.open, settings.dictionary)
        if self._store.writable:
            for sha, name, words in _carried(self._library, dictionary):
                self._store.keep_word_list(sha, name, words)
        return dictionary

    def _plan(self, seed: int | None) -> Any:
        state = self._state
        settings = state.require_settings()
        seed = (
            seed
            if seed is not None
            else settings.board_seed + len(state.tournament.rounds if state.tournament else ())
        )
        if state.tournament is None:
            probe = Tournament(settings.occasion, settings.table_format, state.roster, state.throne)
            return _checked(probe.plan_next_round, seed)
        return _checked(state.tournament.plan_next_round, seed)

    def _generated_board(self, key: GameKey) -> tuple[str, int | None]:
        """The board a start without a typed board deals, and its seed (None for a typed board).

        With shared boards, a game's first board is the one its game number already has at another
        table, typed or generated, or else the one rolled for every table; a replay on a new board
        is rolled for this table alone."""
        state = self._state
        settings = self.settings
        existing = state.games.get(key)
        attempt = existing.boards_played if existing is not None else 0
        shared = state.shares_boards(key) and attempt == 0
        offered = state.shared_board(key) if shared else None
        if offered is not None:
            return offered.board.notation(), offered.seed
        table = 0 if shared else key.table
        digest = hashlib.blake2b(
            f"{settings.board_seed}:{key.round}:{key.game}:{table}:{attempt}".encode(), digest_size=7
        ).digest()
        seed = int.from_bytes(digest, "big")
        assert state.dictionary is not None
        dice = settings.dice_set
        generated = _checked(
            generate_board,
            dice,
            seed,
            settings.quality,
            state.dictionary,
            settings.rules.word_rules(dice.size),
        )
        return generated.board.notation(), seed

    def _player_action(
        self,
        action: Action,
        player: int | str,
        aspects: set[Aspect] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> PlayerView:
        chosen = self._state.player(player)
        self._act(action, {"player": chosen.id, **(extra or {})}, {Aspect.ROSTER, *(aspects or ())})
        return player_view(self._state, self._state.roster.get(chosen.id))

    def _word_action(
        self, action: Action, key: GameKey, player: int | str, word: str, **extra: Any
    ) -> ActionResult:
        chosen = self._state.player(player)
        payload = game_payload(key, player=chosen.id, word=word, **extra)
        return self._correction(action, key, payload)

    def _correction(self, action: Action, key: GameKey, payload: dict[str, Any]) -> ActionResult:
        """Apply an action on one game; a correction reports how it changed who advanced."""
        before = self._state.advancement_changes() if action in _CORRECTIONS else ()
        seq = self._act(action, payload, _GAME_ASPECTS[action], key)
        after = self._state.advancement_changes() if action in _CORRECTIONS else ()
        changes = tuple(advancement_change_view(self._state, c) for c in after) if after != before else ()
        return ActionResult(seq, action.value, self.game(key), changes)

    def _history(self, action: Action, target: StoredEvent) -> ActionResult:
        before = self._state.advancement_changes()
        seq = self._act(action, {"target": target.seq}, set(Aspect), reload=True)
        after = self._state.advancement_changes()
        changes = tuple(advancement_change_view(self._state, c) for c in after) if after != before else ()
        key = target.payload.get("game")
        game = None
        if key is not None and GameKey.from_json(key) in self._state.games:
            game = self.game(GameKey.from_json(key))
        return ActionResult(seq, action.value, game, changes)

    def _act(
        self,
        action: Action,
        payload: Mapping[str, Any],
        aspects: set[Aspect],
        key: GameKey | None = None,
        *,
        reload: bool = False,
    ) -> int:
        """Apply an action to the state, record it, publish the change; returns its log number."""
        try:
            self._store.require_writable()  # before the state changes
        except StoreError as error:
            raise TournamentFileError(str(error)) from None
        try:
            clean = json.loads(json.dumps(payload))
        except (TypeError, ValueError):
            raise ActionRefusedError(f"the details of {action.value} are not plain data") from None
        now = datetime.now(UTC)
        draft = StoredEvent(self._state.last_seq + 1, action.value, clean, self._station, now)
        try:
            self._state.apply(draft)
        except BaseException:
            self._state = self._load()  # whatever the action touched before it was refused
            raise
        try:
            stored = self._store.append(action.value, clean, self._station, now)
        except Exception as error:  # a store failure or a lost database connection
            self._state = self._load()
            raise TournamentFileError(f"the action was not saved: {error}") from None
        self._state.last_seq = stored.seq
        if reload:
            self._state = self._load()
        self.changes.publish(Change(stored.seq, action.value, frozenset(aspects), key, dict(clean)))
        return stored.seq


def _with_board_seed(settings: Mapping[str, Any]) -> Mapping[str, Any]:
    """A new night's settings, with a fresh board seed unless they fix one: each night deals its own
    boards, and records the seed it drew so they can be dealt again."""
    if settings.get("board_seed") is not None:
        return settings
    return {**settings, "board_seed": fresh_board_seed()}


def _carried(library: DictionaryLibrary, dictionary: Dictionary) -> list[tuple[str, str, list[str]]]:
    """The word list a file carries for a dictionary: none for the bundled one, which every copy of
    the app has; an imported one in full, so the file opens anywhere."""
    if library.is_bundled(dictionary):
        return []
    return [(dictionary.info.words_sha256, dictionary.name, sorted(dictionary.words()))]


def _checked(function: Any, *args: Any) -> Any:
    """Call into the engine or the domain, reporting their errors as refused actions."""
    try:
        return function(*args)
    except (EngineError, TournamentError) as error:
        raise ActionRefusedError(str(error)) from None
