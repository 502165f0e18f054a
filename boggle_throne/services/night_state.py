"""The state of a night, rebuilt by replaying its actions in order (the log is the truth).

`NightState.apply` checks an action against the state before changing anything, so a refused
action leaves the state as it was; the service applies an action before recording it and records
only what applied. Undo and redo are resolved here too: an undone action is simply not replayed.
"""

from __future__ import annotations

import gc
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from typing import Any

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import EngineError, quoted
from boggle_throne.engine.scoring import GameScore, InvalidReason, Ruling
from boggle_throne.engine.word_facts import WordFacts, word_facts
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.services.actions import NOT_UNDOABLE, Action
from boggle_throne.services.codec import plan_from_json, roster_from_json, throne_from_json
from boggle_throne.services.errors import (
    ActionRefusedError,
    GameClosedError,
    HeldWordsError,
    NothingToUndoError,
    ServiceError,
    SettingsLockedError,
    UnknownNameError,
)
from boggle_throne.services.games import GameKey, GameRecord, TimerPhase, TimerState
from boggle_throne.services.payload import field
from boggle_throne.services.rulings import reason_named, ruling_named
from boggle_throne.services.settings import TournamentSettings, check_setting_keys, settings_from_payload
from boggle_throne.store.event_store import StoredEvent
from boggle_throne.tournament.advancement import Advancement, TieBreakGame, TieBreaksNeeded
from boggle_throne.tournament.bracket import Bracket, Match
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus, Roster, name_key
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne
from boggle_throne.tournament.tournament import Tournament

DictionaryOpener = Callable[[TournamentSettings], Dictionary]
"""Opens the dictionary a night's settings name (by name and, when recorded, by content hash)."""


UNLOCKED_SETTINGS = frozenset({"name", "date", "timer_seconds", "countdown_seconds"})
"""What can still change once play has started: nothing a game's result depends on."""


@dataclass(frozen=True)
class NotApplied:
    """A logged action a replay could not apply: its kind as logged, and why."""

    kind: str
    why: str


@dataclass(frozen=True)
class SharedBoard:
    """The board every table plays for one game number of a round when boards are shared: the first
    one started there, typed or generated (`seed` None when typed), and the game it came from."""

    board: Board
    seed: int | None
    source: GameKey


@dataclass(frozen=True)
class SeatedTie:
    """A tie at a cut that nothing but the next round's seats settled: who was tied, who kept a seat."""

    table: int | None
    players: tuple[PlayerId, ...]
    kept: tuple[PlayerId, ...]


@dataclass(frozen=True)
class AdvancementChange:
    """After a correction: who now advances from a round but was not seated next, who lost a seat,
    and the ties at its cuts that only the next round's seats settled (docs/rules.md §4)."""

    round: int
    gained: tuple[PlayerId, ...]
    lost: tuple[PlayerId, ...]
    undecided: bool = False
    seated_ties: tuple[SeatedTie, ...] = ()


class NightState:
    """Everything derived from the log: settings, roster, Throne, rounds, games and house lists."""

    def __init__(self, open_dictionary: DictionaryOpener) -> None:
        self._open_dictionary = open_dictionary
        self.settings: TournamentSettings | None = None
        self.dictionary: Dictionary | None = None
        self.roster = Roster()
        self.throne = Throne()
        self.tournament: Tournament | None = None
        self.bracket: Bracket | None = None
        self.bracket_closed: list[GameKey] = []
        self.bracket_throne: Throne | None = None
        self.games: dict[GameKey, GameRecord] = {}
        self.shared_boards: dict[tuple[int, int], SharedBoard] = {}
        """By (round, game number): the board its other tables are offered (docs/rules.md §1)."""
        self.approved: set[str] = set()
        self.banned: set[str] = set()
        self.done: list[StoredEvent] = []
        self.undone: list[StoredEvent] = []
        self.not_applied: dict[int, NotApplied] = {}
        """The logged actions a replay could not apply, by log number, with why (the night still
        opens: each is shown as not applied and the judge carries on)."""
        self.last_seq = 0

    # ----- reading -----------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.tournament is not None or self.bracket is not None

    @property
    def settings_lock(self) -> str | None:
        """Why the settings can no longer change, or None while they can."""
        if self.tournament is not None:
            return "round 1 has been seated, and the rules, dictionary and format decide its games"
        if self.bracket is not None:
            return "the bracket has been drawn, and the rules, dictionary and format decide its games"
        return None

    @property
    def head_to_head(self) -> bool:
        return self.require_settings().format_kind is FormatKind.HEAD_TO_HEAD

    @property
    def champion(self) -> PlayerId | None:
        """The defending champion: the Throne's holder as the night began, if on the roster."""
        if self.tournament is not None:
            return self.tournament.champion
        holder = self.throne.holder
        return holder if holder is not None and holder in self.roster else None

    @property
    def winner(self) -> PlayerId | None:
        """The night's crowned winner, once crowned."""
        if self.tournament is not None:
            return self.tournament.winner
        return self.bracket_throne.holder if self.bracket_throne is not None else None

    @property
    def current_throne(self) -> Throne:
        """The Throne's history, with tonight's final once it is crowned."""
        if self.tournament is not None:
            return self.tournament.throne
        return self.bracket_throne or self.throne

    def shares_boards(self, key: GameKey) -> bool:
        """Whether every table (or match) plays the same board for this game number."""
        if self.bracket is not None:
            return self.require_settings().table_format.same_board_everywhere
        return self.round(key.round).plan.same_board_everywhere and not key.is_tie_break

    def shared_board(self, key: GameKey) -> SharedBoard | None:
        """The board another table already plays for this game's number, when boards are shared."""
        return self.shared_boards.get((key.round, key.game)) if self.shares_boards(key) else None

    def require_settings(self) -> TournamentSettings:
        if self.settings is None:
            raise ActionRefusedError("the tournament has not been created yet")
        return self.settings

    def require_tournament(self) -> Tournament:
        if self.tournament is None:
            raise ActionRefusedError("no round has been seated yet")
        return self.tournament

    def names(self) -> dict[PlayerId, str]:
        return {player.id: player.name for player in self.roster.players}

    def player(self, value: object) -> Player:
        """A player by id or by name (as the roster compares names: case and accents typed either way)."""
        if isinstance(value, int) and not isinstance(value, bool):
            if value in self.roster:
                return self.roster.get(PlayerId(value))
            raise UnknownNameError(f"there is no player number {value}")
        if isinstance(value, str):
            key = name_key(value)
            for player in self.roster.players:
                if name_key(player.name) == key:
                    return player
            raise UnknownNameError(f"there is no player called {quoted(value)}")
        raise UnknownNameError(f"a player is a name or a number, not {value!r}")

    def game(self, key: GameKey) -> GameRecord:
        try:
            return self.games[key]
        except KeyError:
            raise UnknownNameError(f"{self.labelled(key).label} has not been started") from None

    def labelled(self, key: GameKey) -> GameKey:
        """The key as people name its game: in a bracket, with the number people give its match."""
        if self.bracket is None or key.match is not None:
            return key
        with suppress(TournamentError):
            return replace(key, match=self.bracket.match_number(key.round, key.table))
        return key

    def round(self, number: int) -> Round:
        try:
            return self.require_tournament().round(number)
        except TournamentError as error:
            raise UnknownNameError(str(error)) from None

    def score(self, key: GameKey, *, closing: bool = False) -> GameScore:
        settings = self.require_settings()
        assert self.dictionary is not None
        house = (frozenset(self.approved), frozenset(self.banned))
        record = self.game(key)
        return record.score(self.names(), settings.rules, self.dictionary, house, remember=closing)

    def pending_tie_breaks(self, number: int) -> tuple[TieBreakGame, ...]:
        round_ = self.round(number)
        if round_.missing_results():
            return ()
        outcome = round_.outcome()
        return outcome.games if isinstance(outcome, TieBreaksNeeded) else ()

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        """For each round followed by a seated round: the difference between who advances now and who sat."""
        tournament = self.tournament
        if tournament is None:
            return ()
        changes = []
        rounds = tournament.rounds
        for current, following in itertools.pairwise(rounds):
            came_on = set(following.plan.players) & set(current.plan.players)
            decided = _decided(current)
            if decided is None:
                changes.append(AdvancementChange(current.plan.number, (), tuple(sorted(came_on)), True))
                continue
            advancing = set(decided.advancing)
            gained, lost = tuple(sorted(advancing - came_on)), tuple(sorted(came_on - advancing))
            ties = tuple(
                SeatedTie(
                    tie.cut.table_number,
                    tuple(sorted(tie.players)),
                    tuple(sorted(tie.players & advancing & came_on)),
                )
                for tie in decided.seated_ties
            )
            if gained or lost or ties:
                changes.append(AdvancementChange(current.plan.number, gained, lost, seated_ties=ties))
        return tuple(changes)

    # ----- undo bookkeeping --------------------------------------------------------------------

    def undo_target(self) -> StoredEvent:
        if not self.done:
            raise NothingToUndoError("there is nothing to undo")
        return self.done[-1]

    def redo_target(self) -> StoredEvent:
        if not self.undone:
            raise NothingToUndoError("there is nothing to redo")
        return self.undone[-1]

    # ----- applying ----------------------------------------------------------------------------

    def apply(self, event: StoredEvent, action: Action | None = None) -> None:
        """Apply one action (of kind `action`, when the caller already knows it); raises, having
        changed nothing it cannot take back, if it is refused."""
        action = action or Action(event.kind)
        handler = getattr(self, f"_apply_{action.value}")
        try:
            handler(event.payload, event)
        except (TournamentError, EngineError) as error:
            raise ActionRefusedError(str(error)) from None
        self.last_seq = event.seq
        if action is Action.UNDO:
            self.undone.append(self.done.pop())
        elif action is Action.REDO:
            self.done.append(self.undone.pop())
        elif action not in NOT_UNDOABLE:
            self.done.append(event)
            self.undone.clear()

    def _apply_create(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        if self.settings is not None:
            raise ActionRefusedError("the tournament has already been created")
        settings = settings_from_payload(payload)
        dictionary = self._open_dictionary(settings)
        self.roster = roster_from_json(payload.get("roster", []))
        self.throne = throne_from_json(payload.get("throne", []))
        self.settings, self.dictionary = settings, dictionary

    def _apply_settings(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        current = self.require_settings()
        if self.settings_lock is not None and not set(payload) <= UNLOCKED_SETTINGS:
            raise SettingsLockedError(
                f"the settings are locked: {self.settings_lock}; only the night's name and date, the "
                "timer and the countdown can still change"
            )
        if not payload:
            raise ActionRefusedError("a settings change names at least one setting")
        check_setting_keys(payload)
        earlier = current.to_payload()
        if "dictionary" in payload:  # another list: its hash comes with it, or it is looked up by name
            earlier.pop("word_list", None)
        settings = settings_from_payload({**earlier, **payload})
        dictionary = (
            self._open_dictionary(settings)
            if (settings.dictionary, settings.word_list) != (current.dictionary, current.word_list)
            else self.dictionary
        )
        self.settings, self.dictionary = settings, dictionary

    def _apply_register(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        self.require_settings()
        name = field(payload, "name", str)
        seed_rank = field(payload, "seed_rank", int, None)
        if field(payload, "checked_in", bool, False):
            self.roster.walk_in(name, seed_rank=seed_rank)
        else:
            self.roster.register(name, seed_rank=seed_rank)

    def _apply_check_in(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        self.roster.check_in(self.player(payload.get("player")).id)

    def _apply_withdraw_player(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        self.roster.withdraw(self.player(payload.get("player")).id)

    def _apply_seed_rank(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        player = self.player(payload.get("player"))
        self.roster.set_seed_rank(player.id, field(payload, "seed_rank", int, None))

    def _apply_proclaim(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        settings = self.require_settings()
        if self.started:
            raise SettingsLockedError("the reigning champion is fixed once a round has been seated")
        player = self.player(payload.get("player"))
        before = replace(settings.occasion, name=f"before {settings.name}")
        self.throne = self.throne.proclaim(player.id, before)

    def _apply_seat(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        settings = self.require_settings()
        if self.head_to_head:
            raise ActionRefusedError("this tournament is played head-to-head: draw the bracket instead")
        plan = plan_from_json(payload.get("plan"))
        for player in plan.players:
            self.roster.get(player)
        tournament = self.tournament or Tournament(
            settings.occasion, settings.table_format, self.roster, self.throne
        )
        tournament.adopt_round(plan)
        self.tournament = tournament

    def _apply_unseat(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        tournament = self.require_tournament()
        number = len(tournament.rounds)
        if field(payload, "round", int) != number:
            raise ActionRefusedError(f"only the latest round ({number}) can be seated again")
        if any(key.round == number for key in self.games):
            raise ActionRefusedError(f"round {number} has started games; it can no longer be seated again")
        tournament.unseat_latest_round()
        if not tournament.rounds:
            self.tournament = None

    def _apply_bracket(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        settings = self.require_settings()
        if not self.head_to_head:
            raise ActionRefusedError("this tournament is played in table rounds: seat a round instead")
        if self.bracket is not None:
            raise ActionRefusedError("the bracket has already been drawn")
        seeding = [self.player(value) for value in field(payload, "seeding", list)]
        defending = self._defending(payload)
        absent = [p.name for p in (*seeding, *defending) if p.status is not PlayerStatus.CHECKED_IN]
        if absent:
            raise ActionRefusedError(f"only checked-in players enter the bracket, not {', '.join(absent)}")
        self.bracket = Bracket(
            [p.id for p in seeding],
            best_of=settings.best_of,
            tie_breakers=settings.table_format.advancement.tie_breakers,
            defending=defending[0].id if defending else None,
        )

    def _defending(self, payload: Mapping[str, Any]) -> tuple[Player, ...]:
        """The champion a draw leaves out of the bracket for the final, if it names one. A draw that
        names none is played without that final, even by a champion seeded in it."""
        if payload.get("champion") is None:
            return ()
        player = self.player(payload["champion"])
        if player.id != self.champion:
            raise ActionRefusedError(
                f"{player.name} does not hold the Throne; only its holder waits in the final"
            )
        return (player,)

    def _apply_start_game(self, payload: Mapping[str, Any], event: StoredEvent) -> None:
        settings = self.require_settings()
        key = self.labelled(GameKey.from_json(payload.get("game")))
        order = self._match_order(key) if self.bracket is not None else self._table_order(key, payload)
        board = self._board(payload)
        seed = field(payload, "seed", int, None)
        timer = TimerState(TimerPhase.READY, float(settings.timer_seconds), event.recorded_at)
        previous = self.games.get(key)
        if previous is not None:
            previous.check_open()
            if previous.has_words:
                raise ActionRefusedError(
                    f"{key.label} already has words; a new board is only for an interrupted game"
                )
            self.games[key] = GameRecord(
                key, board, seed, order, timer, boards_played=previous.boards_played + 1
            )
        else:
            self.games[key] = GameRecord(key, board, seed, order, timer)
            if self.shares_boards(key):
                self.shared_boards.setdefault((key.round, key.game), SharedBoard(board, seed, key))

    def _board(self, payload: Mapping[str, Any]) -> Board:
        """The board an action names, of the size this tournament's dice roll."""
        board = Board.parse(field(payload, "board", str))
        size = self.require_settings().dice_set.size
        if board.size != size:
            raise ActionRefusedError(f"this tournament plays {size}×{size} boards")
        return board

    def _apply_correct_board(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        """Put a mistyped board right (docs/rules.md §4) and rescore the game, also once closed."""
        record = self.game(self.labelled(GameKey.from_json(payload.get("game"))))
        board = self._board(payload)
        if record.seed is not None:
            raise ActionRefusedError(
                f"{record.key.label} was dealt a generated board; only a typed board can be corrected"
            )
        if board == record.board:
            raise ActionRefusedError(f"{record.key.label} is already played on {board.notation()}")
        self._change_closed(record, lambda: self._put_board(record, board))
        slot = (record.key.round, record.key.game)
        shared = self.shared_boards.get(slot)
        if shared is not None and shared.source == record.key:
            self.shared_boards[slot] = replace(shared, board=board)

    def _put_board(self, record: GameRecord, board: Board) -> None:
        """Change a game's board, keeping what was ruled as far as the new board lets it stand.

        A ruling that no longer fits its word is refitted: an upheld challenge keeps the word out for
        the reason the corrected board gives (if one fits), an approval or a rejected challenge that
        no longer can apply is dropped, and so is a challenge of a word now too short. A closed game
        holds no word, so there a word left held for not being on the board is ruled out as such,
        the only ruling such a word allows."""
        record.board = board
        rulings = []
        for player, word, ruling, reason in record.rulings:
            facts = self._facts(record, word)
            if ruling is Ruling.UPHELD and facts.ruling_refusal(ruling, reason) is not None:
                reason = facts.default_reason()
            if facts.ruling_refusal(ruling, reason) is None:
                rulings.append((player, word, ruling, reason))
        record.rulings = rulings
        record.challenges = [
            c for c in record.challenges if self._facts(record, c[1]).challenge_refusal() is None
        ]
        record.changed()
        if record.closed:
            self._uphold_off_board(record)

    def _uphold_off_board(self, record: GameRecord) -> None:
        ids = {name: player for player, name in self.names().items()}
        for name, word in self.score(record.key).held:
            if not self._facts(record, word).on_board:
                record.rulings.append((ids[name], word, Ruling.UPHELD, InvalidReason.NOT_ON_BOARD))
        record.changed()

    def _table_order(self, key: GameKey, payload: Mapping[str, Any]) -> tuple[PlayerId, ...]:
        round_ = self.round(key.round)
        if key.round != len(self.require_tournament().rounds):
            raise ActionRefusedError(f"round {key.round} is over; games are played in the latest round")
        if key.is_tie_break:
            order = tuple(self.player(p).id for p in field(payload, "players", list))
            if frozenset(order) not in {game.players for game in self.pending_tie_breaks(key.round)}:
                raise ActionRefusedError("no tie-break game is pending between those players")
            open_already = [
                other
                for other, record in self.games.items()
                if other.round == key.round
                and other.is_tie_break
                and other != key
                and not record.closed
                and set(record.read_order) == set(order)
            ]
            if open_already:
                raise ActionRefusedError(f"{open_already[0].label} between those players is still open")
            return order
        return round_.plan.read_order(key.table, key.game)

    def _match_order(self, key: GameKey) -> tuple[PlayerId, ...]:
        """A match game's readers: the better seed reads first in odd games, the other in even ones."""
        assert self.bracket is not None
        match = self._pending_match(self.bracket, key)
        for earlier in range(1, key.game):
            record = self.games.get(GameKey(key.round, key.table, earlier))
            if record is None or not record.closed:
                raise ActionRefusedError(f"game {earlier} of that match has not been played yet")
        return match.players if key.game % 2 else match.players[::-1]

    @staticmethod
    def _pending_match(bracket: Bracket, key: GameKey) -> Match:
        """The match a game key names (round, match position as the table), while it is still undecided."""
        number = bracket.match_number(key.round, key.table)
        for match in bracket.pending_matches():
            if (match.round_number, match.number) == (key.round, key.table):
                return match
        raise ActionRefusedError(
            f"round {key.round}, match {number} is not waiting to be played "
            "(decided, or its players not yet known)"
        )

    def _apply_timer(self, payload: Mapping[str, Any], event: StoredEvent) -> None:
        record = self.game(GameKey.from_json(payload.get("game")))
        record.check_open()
        try:
            phase = TimerPhase(payload.get("phase"))
        except ValueError:
            raise ActionRefusedError(f"unknown timer phase {payload.get('phase')!r}") from None
        remaining = payload.get("remaining", record.timer.remaining)
        if isinstance(remaining, bool) or not isinstance(remaining, int | float) or remaining < 0:
            raise ActionRefusedError(f"'remaining' must be a number of seconds, not {remaining!r}")
        record.timer = TimerState(phase, float(remaining), event.recorded_at)

    def _word_action(self, payload: Mapping[str, Any]) -> tuple[GameRecord, Player, str]:
        record = self.game(GameKey.from_json(payload.get("game")))
        player = self.player(payload.get("player"))
        record.check_player(player.id, player.name)
        return record, player, typed_word(field(payload, "word", str))

    def _apply_record_word(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record, player, word = self._word_action(payload)
        if record.closed:
            raise GameClosedError(f"{record.key.label} is closed; a word can no longer be added")
        if word in record.read[player.id]:
            raise ActionRefusedError(f"{player.name} has already read {word.upper()}")
        record.read[player.id].append(word)
        record.changed()

    def _apply_correct_word(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record, player, word = self._word_action(payload)
        record.check_read(player.id, player.name, word)
        typed = field(payload, "new_word", str, "")
        new_word = typed_word(typed) if typed.strip() else ""  # nothing: the word is taken off the list
        if new_word and new_word in record.read[player.id]:
            raise ActionRefusedError(f"{player.name} has already read {new_word.upper()}")
        self._change_closed(record, lambda: self._replace_word(record, player.id, word, new_word))

    @staticmethod
    def _replace_word(record: GameRecord, player: PlayerId, word: str, new_word: str) -> None:
        words = record.read[player]
        if new_word:
            words[words.index(word)] = new_word
        else:
            words.remove(word)
        if word in record.withdrawn[player]:
            record.withdrawn[player].remove(word)
        record.forget_rulings_on(player, word)

    def _apply_withdraw_word(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record, player, word = self._word_action(payload)
        record.check_read(player.id, player.name, word)
        if word in record.withdrawn[player.id]:
            raise ActionRefusedError(f"{player.name} has already withdrawn {word.upper()}")

        def withdraw() -> None:
            record.withdrawn[player.id].append(word)
            record.forget_rulings_on(player.id, word)

        self._change_closed(record, withdraw)

    def _apply_challenge(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record, player, word = self._word_action(payload)
        record.check_in_force(player.id, player.name, word)
        if record.closed:
            raise GameClosedError(f"{record.key.label} is closed; rule on the word to correct it")
        refusal = self._facts(record, word).challenge_refusal()
        if refusal is not None:
            raise ActionRefusedError(refusal)
        record.challenges.append((player.id, word))
        record.changed()

    def _apply_rule(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record, player, word = self._word_action(payload)
        record.check_in_force(player.id, player.name, word)
        try:
            ruling = ruling_named(payload.get("ruling"))
            reason = reason_named(payload.get("reason") or None)
        except ValueError as error:
            raise ActionRefusedError(f"ruling on {word.upper()}: {error}") from None
        facts = self._facts(record, word)
        if ruling is Ruling.UPHELD and reason is None:
            reason = facts.default_reason()
        refusal = facts.ruling_refusal(ruling, reason)
        if refusal is not None:
            raise ActionRefusedError(refusal)
        self._change_closed(record, lambda: record.rulings.append((player.id, word, ruling, reason)))
        if not record.closed:
            self._carry_forward(facts, ruling, reason)

    def _facts(self, record: GameRecord, word: str) -> WordFacts:
        assert self.dictionary is not None
        rules = self.require_settings().rules.word_rules(record.board.size)
        return word_facts(record.board, word, rules, self.dictionary)

    def _carry_forward(self, facts: WordFacts, ruling: Ruling, reason: InvalidReason | None) -> None:
        """A ruling made once applies to every later game (docs/rules.md §2): a word ruled valid
        against the dictionary joins the approved list, a word ruled out for what it is, the banned."""
        word = facts.word
        if ruling.finds_valid:
            self.banned.discard(word)
            if not facts.in_dictionary:
                self.approved.add(word)
        elif reason is not None and reason.is_about_the_word:
            self.banned.add(word)
            self.approved.discard(word)
        else:
            return
        self._house_changed()

    def _apply_house_list(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        self.require_settings()
        word = typed_word(field(payload, "word", str))
        listed = payload.get("list")
        if listed not in ("approved", "banned", None, "none"):
            raise ActionRefusedError(f"a house list is 'approved', 'banned' or 'none', not {listed!r}")
        self.approved.discard(word)
        self.banned.discard(word)
        if listed == "approved":
            self.approved.add(word)
        elif listed == "banned":
            self.banned.add(word)
        self._house_changed()

    def _house_changed(self) -> None:
        for record in self.games.values():
            if not record.closed:
                record.changed()

    def _apply_close_game(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        record = self.game(GameKey.from_json(payload.get("game")))
        if record.closed:
            raise GameClosedError(f"{record.key.label} is already closed")
        score = self.score(record.key, closing=True)
        if not score.can_close:
            held = ", ".join(f"{word.upper()} ({name})" for name, word in score.held)
            raise HeldWordsError(f"{record.key.label} cannot close: waiting for a ruling on {held}")
        results = self._results(record, score)
        if self.bracket is not None:
            self.bracket.record_game(self._pending_match(self.bracket, record.key), *results)
            self.bracket_closed.append(record.key)
        elif record.key.is_tie_break:
            pending = self.pending_tie_breaks(record.key.round)
            game = next((g for g in pending if g.players == set(record.read_order)), None)
            if (
                game is not None
            ):  # a correction may have settled the tie since: the game then counts for nothing
                self.round(record.key.round).settle_tie_break(game, results)
        else:
            for result in results:
                self.round(record.key.round).record(record.key.game, result)
        record.closed = True
        record.house_at_close = (frozenset(self.approved), frozenset(self.banned))
        record.timer = replace(record.timer, phase=TimerPhase.FINISHED, remaining=0.0)

    def _change_closed(self, record: GameRecord, change: Any) -> None:
        """Change a game; a closed game is rescored and its results replaced, unless a word would be held."""
        if not record.closed:
            change()
            record.changed()
            return
        before = (
            {p: list(w) for p, w in record.read.items()},
            {p: list(w) for p, w in record.withdrawn.items()},
            list(record.challenges),
            list(record.rulings),
            record.board,
        )
        change()
        record.changed()
        score = self.score(record.key, closing=True)
        if not score.can_close:
            record.read, record.withdrawn, record.challenges, record.rulings, record.board = before
            record.changed()
            held = ", ".join(word.upper() for _, word in score.held)
            raise HeldWordsError(f"that correction would leave {held} waiting for a ruling in a closed game")
        if record.key.is_tie_break:
            raise ActionRefusedError("a tie-break game cannot be corrected once closed")
        if self.bracket is not None:
            self._replay_bracket()
            return
        for result in self._results(record, score):
            self.round(record.key.round).record(record.key.game, result)

    def _replay_bracket(self) -> None:
        """Redraw the bracket's results from its closed games after one of them was corrected."""
        assert self.bracket is not None
        fresh = self.bracket.restarted()
        for key in self.bracket_closed:
            record = self.games[key]
            match = next(
                (m for m in fresh.pending_matches() if (m.round_number, m.number) == (key.round, key.table)),
                None,
            )
            if match is None or set(match.players) != set(record.read_order):
                raise ActionRefusedError(
                    f"that correction changes who plays round {key.round}, match {key.match}, "
                    "which has been played since; undo its games first"
                )
            fresh.record_game(match, *self._results(record, self.score(key, closing=True)))
        self.bracket = fresh

    def _results(self, record: GameRecord, score: GameScore) -> list[GameResult]:
        names = self.names()
        results = []
        for player in record.read_order:
            sheet = score.player(names[player])
            results.append(GameResult(player, sheet.total, sheet.scoring_words, sheet.longest_word))
        return results

    def _apply_crown(self, _payload: Mapping[str, Any], _event: StoredEvent) -> None:
        open_games = [key.label for key, record in self.games.items() if not record.closed]
        if open_games:
            raise ActionRefusedError(f"these games are still open: {', '.join(open_games)}")
        if self.bracket is None:
            self.require_tournament().crown()
            return
        champion = self.bracket.champion
        if champion is None:
            raise ActionRefusedError("the bracket's final has not been decided yet")
        if self.bracket_throne is not None:
            raise ActionRefusedError("this tournament's champion has already been crowned")
        final = self.bracket.matches(self.bracket.round_count)[0]
        self.bracket_throne = self.throne.record_final(
            champion, final.players, self.require_settings().occasion
        )

    def _apply_undo(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        if field(payload, "target", int) != self.undo_target().seq:
            raise NothingToUndoError("undo must take back the latest action still in force")

    def _apply_redo(self, payload: Mapping[str, Any], _event: StoredEvent) -> None:
        if field(payload, "target", int) != self.redo_target().seq:
            raise NothingToUndoError("redo must bring back the latest undone action")


def rebuild(events: Iterable[StoredEvent], open_dictionary: DictionaryOpener) -> NightState:
    """The state after a list of stored actions: undone ones are skipped, and so is the clock of a
    game whose start was undone."""
    with _collector_paused():
        return _replayed(list(events), open_dictionary)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """A replay makes tens of thousands of objects that all live on; the cyclic collector's passes
    over them would cost as much as the replay itself, and what it makes is kept, not freed."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _replayed(events: list[StoredEvent], open_dictionary: DictionaryOpener) -> NightState:
    """Apply the actions in force; one that cannot be applied (damaged on disk, or refused by the
    rules) is set aside with why, and the state is rebuilt from the actions applied before it, so
    whatever the refused action touched is undone and the rest of the night still counts."""
    not_applied: dict[int, NotApplied] = {}
    steps: list[tuple[StoredEvent, Action]] = []
    for event in events:
        if event.problem is not None:
            not_applied[event.seq] = NotApplied(event.kind, event.problem)
            continue
        try:
            steps.append((event, Action(event.kind)))
        except ValueError:
            not_applied[event.seq] = NotApplied(event.kind, f"{event.kind!r} is not a kind of action")
    done, undone = _stacks(steps, not_applied)
    in_force = {event.seq for event in done}
    to_apply = [
        (event, action)
        for event, action in steps
        if event.seq in in_force or action is Action.CREATE or action is Action.TIMER
    ]
    silent: set[int] = set()
    """Clocks of games whose start was undone: refused, and nothing a judge needs to hear about."""
    state = NightState(open_dictionary)
    for index, (event, action) in enumerate(to_apply):
        try:
            state.apply(event, action)
        except Exception as error:
            if action is Action.TIMER and isinstance(error, ActionRefusedError):
                silent.add(event.seq)
                continue
            not_applied[event.seq] = NotApplied(event.kind, _why_not_applied(error))
            state = NightState(open_dictionary)
            for earlier, kind in to_apply[:index]:
                if earlier.seq not in not_applied and earlier.seq not in silent:
                    state.apply(earlier, kind)
    state.done, state.undone = done, undone
    state.not_applied = dict(sorted(not_applied.items()))
    state.last_seq = max((event.seq for event in events), default=0)
    return state


def _why_not_applied(error: Exception) -> str:
    """Why a logged action could not be applied, in words for a judge."""
    if isinstance(error, ServiceError | TournamentError | EngineError):
        return str(error)
    return f"its details are malformed ({type(error).__name__}: {error})"


def _stacks(
    steps: list[tuple[StoredEvent, Action]], not_applied: dict[int, NotApplied]
) -> tuple[list[StoredEvent], list[StoredEvent]]:
    """The actions in force and the undone ones waiting for a redo, after walking undo and redo.

    An undo with nothing to undo (or a redo with nothing undone) is not applied. An action the rules
    refuse later still counts here, as it did when it was recorded, so every undo after it takes
    back what it took back then.
    """
    done: list[StoredEvent] = []
    undone: list[StoredEvent] = []
    for event, action in steps:
        if action is Action.UNDO:
            if not done:
                not_applied[event.seq] = NotApplied(event.kind, "there was nothing to undo")
                continue
            undone.append(done.pop())
        elif action is Action.REDO:
            if not undone:
                not_applied[event.seq] = NotApplied(event.kind, "there was nothing to redo")
                continue
            done.append(undone.pop())
        elif action not in NOT_UNDOABLE:
            done.append(event)
            undone.clear()
    return done, undone


def _decided(round_: Round) -> Advancement | None:
    if round_.missing_results():
        return None
    outcome = round_.outcome()
    return outcome if isinstance(outcome, Advancement) else None
