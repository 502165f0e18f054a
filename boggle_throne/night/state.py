"""The state of a night, built by applying its commands in order (the log is the truth).

`Night.apply` checks a command against the state before changing anything it cannot take back, so
a refused command leaves a state the caller rebuilds; each kind of command has one handler, registered
in `handlers.HANDLERS` by the rules modules imported here. What differs between table rounds and a
bracket is asked of the night's `format`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import EngineError, quoted
from boggle_throne.engine.game_score import GameScore
from boggle_throne.engine.word_facts import WordFacts, word_facts
from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night import game_rules, phone_rules  # noqa: F401  (they register their handlers)
from boggle_throne.night.errors import (
    ActionRefusedError,
    HeldWordsError,
    UnknownNameError,
)
from boggle_throne.night.formats import HeadToHead, TableRounds
from boggle_throne.night.games import GameKey, GameRecord, SharedBoard
from boggle_throne.night.handlers import HANDLERS
from boggle_throne.night.history import History
from boggle_throne.night.night_rules import UNLOCKED_SETTINGS
from boggle_throne.night.settings import (
    SETTING_KEYS,
    TournamentSettings,
)
from boggle_throne.night.side_rules import SideTable
from boggle_throne.tournament.advancement import TieBreakGame
from boggle_throne.tournament.bracket import Bracket
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.players import Player, PlayerId, Roster, name_key
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne
from boggle_throne.tournament.tournament import Tournament

DictionaryOpener = Callable[[TournamentSettings], Dictionary]
"""Opens the dictionary a night's settings name (by name and, when recorded, by content hash)."""


@dataclass(frozen=True)
class Logged:
    """A command as the log holds it: its number, when it was recorded, and by which station."""

    seq: int
    command: c.Command
    at: datetime
    station: str = ""


@dataclass(frozen=True)
class NotApplied:
    """A logged action a replay could not apply: its kind as logged, and why."""

    kind: str
    why: str


class Night:
    """Everything derived from the log: settings, roster, Throne, format, games and house lists."""

    def __init__(self, open_dictionary: DictionaryOpener) -> None:
        self.open_dictionary = open_dictionary
        self.settings: TournamentSettings | None = None
        self.dictionary: Dictionary | None = None
        self.roster = Roster()
        self.throne = Throne()
        """The Throne as the night began."""
        self.format: TableRounds | HeadToHead = TableRounds(self)
        self.games: dict[GameKey, GameRecord] = {}
        self.shared_boards: dict[tuple[int, int], SharedBoard] = {}
        """By (round, game number): the board its other tables are offered (docs/rules.md §1)."""
        self.approved: set[str] = set()
        self.banned: set[str] = set()
        self.history = History()
        """The actions in force and those undone, and who undid them (`night.history`)."""
        self.not_applied: dict[int, NotApplied] = {}
        """The logged actions a replay could not apply, by log number, with why (the night still
        opens: each is shown as not applied and the judge carries on)."""
        self.last_seq = 0
        self.invitations: dict[PlayerId, int] = {}
        """Each player's invitation number, raised when the judge re-issues it (1 when never)."""
        self.side_tables: dict[int, SideTable] = {}
        """The bar's side tables still open, by number."""
        self.projector: tuple[str | None, GameKey | None] = (None, None)
        """Where the host last pointed the projectors: the pinned view's name and the game followed
        (None and None: every projector follows the night by itself)."""

    # ----- reading -----------------------------------------------------------------------------

    @property
    def settings_lock(self) -> str | None:
        """Why the settings can no longer change, or None while they can."""
        return self.format.lock_reason

    @property
    def tournament(self) -> Tournament | None:
        """The table rounds' tournament once round 1 is seated (None in a bracket or before)."""
        return self.format.tournament if isinstance(self.format, TableRounds) else None

    @property
    def bracket(self) -> Bracket | None:
        """The head-to-head bracket once drawn (None in table rounds or before)."""
        return self.format.bracket if isinstance(self.format, HeadToHead) else None

    @property
    def champion(self) -> PlayerId | None:
        """The defending champion: the Throne's holder as the night began, if on the roster."""
        holder = self.throne.holder
        return holder if holder is not None and holder in self.roster else None

    @property
    def winner(self) -> PlayerId | None:
        """The night's crowned winner, once crowned."""
        return self.format.winner

    @property
    def current_throne(self) -> Throne:
        """The Throne's history, with tonight's final once it is crowned."""
        return self.format.throne(self.throne)

    def shared_board(self, key: GameKey) -> SharedBoard | None:
        """The board another table already plays for this game's number, when boards are shared."""
        return self.shared_boards.get((key.round, key.game)) if self.format.shares_boards(key) else None

    def require_settings(self) -> TournamentSettings:
        if self.settings is None:
            raise ActionRefusedError(_("the tournament has not been created yet"))
        return self.settings

    def require_dictionary(self) -> Dictionary:
        if self.dictionary is None:
            raise ActionRefusedError(_("the tournament has not been created yet"))
        return self.dictionary

    def names(self) -> dict[PlayerId, str]:
        return {player.id: player.name for player in self.roster.players}

    def player(self, value: object) -> Player:
        """A player by id or by name (as the roster compares names: case and accents typed either way)."""
        if isinstance(value, int) and not isinstance(value, bool):
            if value in self.roster:
                return self.roster.get(PlayerId(value))
            raise UnknownNameError(_("there is no player number {number}").format(number=value))
        if isinstance(value, str):
            key = name_key(value)
            for player in self.roster.players:
                if name_key(player.name) == key:
                    return player
            raise UnknownNameError(_("there is no player called {name}").format(name=quoted(value)))
        raise UnknownNameError(_("a player is a name or a number, not {value}").format(value=repr(value)))

    def invitation(self, player: PlayerId) -> int:
        """The number of the player's invitation in force: older ones are revoked."""
        return self.invitations.get(player, 1)

    def game(self, key: GameKey) -> GameRecord:
        try:
            return self.games[key]
        except KeyError:
            raise UnknownNameError(
                _("{game} has not been started").format(game=self.labelled(key).label)
            ) from None

    def round(self, number: int) -> Round:
        """A seated round of table rounds."""
        if not isinstance(self.format, TableRounds):
            raise UnknownNameError(
                _("this tournament is played head-to-head: it has matches, not rounds of tables")
            )
        return self.format.round(number)

    def pending_tie_breaks(self, number: int) -> tuple[TieBreakGame, ...]:
        """The tie-break games a round of tables waits for (none in a bracket)."""
        return self.format.pending_tie_breaks(number) if isinstance(self.format, TableRounds) else ()

    def labelled(self, key: GameKey) -> GameKey:
        """The key as people name its game: in a bracket, with the number people give its match."""
        return self.format.labelled(key)

    def score(self, key: GameKey, *, closing: bool = False) -> GameScore:
        settings = self.require_settings()
        house = (frozenset(self.approved), frozenset(self.banned))
        record = self.game(key)
        return record.score(self.names(), settings.rules, self.require_dictionary(), house, remember=closing)

    def results(self, record: GameRecord, score: GameScore | None = None) -> list[GameResult]:
        """A closed game's results per player, from its final score."""
        score = score or self.score(record.key, closing=True)
        names = self.names()
        sheets = {player: score.player(names[player]) for player in record.read_order}
        return [GameResult(p, s.total, s.scoring_words, s.longest_word) for p, s in sheets.items()]

    def facts(self, record: GameRecord, word: str) -> WordFacts:
        """What the rules and the dictionary say of a word on a game's board."""
        rules = self.require_settings().rules.word_rules(record.board.size)
        return word_facts(record.board, word, rules, self.require_dictionary())

    def open_games(self) -> list[GameKey]:
        return [key for key, record in self.games.items() if not record.closed]

    @property
    def crown_candidate(self) -> PlayerId | None:
        """Who `Crown` would crown now: the final's winner once decided, while no game is open and
        nobody has been crowned; None when crowning is not possible."""
        return None if self.open_games() else self.format.crown_candidate

    @property
    def unlocked_settings(self) -> frozenset[str]:
        """The settings that can still change: all of them before play starts, then `UNLOCKED_SETTINGS`."""
        return UNLOCKED_SETTINGS if self.settings_lock is not None else frozenset(SETTING_KEYS)

    # ----- applying ----------------------------------------------------------------------------

    def apply(self, logged: Logged) -> None:
        """Apply one logged command; raises if it is refused (the caller then rebuilds the state)."""
        command = logged.command
        handler = HANDLERS[type(command)]
        try:
            handler(self, command, logged.at)
        except (TournamentError, EngineError) as error:
            raise ActionRefusedError(str(error)) from None
        self.last_seq = logged.seq
        self.history.walk(logged)

    def house_changed(self) -> None:
        """A house list changed: every open game is scored again."""
        for record in self.games.values():
            if not record.closed:
                record.changed()

    def change_game(self, record: GameRecord, change: Callable[[], None]) -> None:
        """Change a game; a closed game is scored again and its results counted again, unless a word
        would be left held (then the game is put back as it was)."""
        if not record.closed:
            change()
            record.changed()
            return
        before = record.contents()
        change()
        record.changed()
        score = self.score(record.key, closing=True)
        if not score.can_close:
            record.restore(before)
            held = ", ".join(word.upper() for _, word in score.held)
            raise HeldWordsError(
                _("that correction would leave {words} waiting for a ruling in a closed game").format(
                    words=held
                )
            )
        self.format.recount(record, self.results(record, score))
