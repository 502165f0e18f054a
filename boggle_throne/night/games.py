"""One game at one table as the judge records it: board, timer, words read, challenges and rulings."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import quoted
from boggle_throne.engine.game_score import GameScore
from boggle_throne.engine.game_sheet import Challenge, GameSheet, PlayerWords, RulingEntry
from boggle_throne.engine.rules import RuleSet
from boggle_throne.engine.scoring import InvalidReason, Ruling, score_game
from boggle_throne.i18n import _
from boggle_throne.night.clock import TimerState
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True, order=True)
class GameKey:
    """Which game: round, table and game number. Table 0 holds a round's tie-break games.

    In a head-to-head bracket the table is the match's position in its round. `match`, when known, is
    the number people call that match by (byes are not counted); it only names the game, so it takes
    no part in comparing keys and is not stored.
    """

    round: int
    table: int
    game: int
    match: int | None = field(default=None, compare=False)

    @property
    def is_tie_break(self) -> bool:
        return self.table == 0

    @property
    def label(self) -> str:
        if self.is_tie_break:
            return _("round {round}, tie-break game {game}").format(round=self.round, game=self.game)
        if self.match is None:
            return _("round {round}, table {table}, game {game}").format(
                round=self.round, table=self.table, game=self.game
            )
        return _("round {round}, match {match}, game {game}").format(
            round=self.round, match=self.match, game=self.game
        )

    def to_json(self) -> list[int]:
        return [self.round, self.table, self.game]

    @classmethod
    def from_json(cls, value: object) -> GameKey:
        """From `[round, table, game]` or `{"round": …, "table": …, "game": …}`."""
        if type(value) is list and len(value) == 3:  # the log's own form, read for every recorded word
            round_number, table, game = value
            if type(round_number) is int and type(table) is int and type(game) is int:
                return cls(round_number, table, game)
        if isinstance(value, Mapping):
            value = [value.get("round"), value.get("table"), value.get("game")]
        if (
            isinstance(value, list | tuple)
            and len(value) == 3
            and all(isinstance(part, int) and not isinstance(part, bool) for part in value)
        ):
            return cls(*value)
        raise ActionRefusedError(
            _("a game is [round, table, game] (three whole numbers), not {value}").format(value=quoted(value))
        )


@dataclass(frozen=True)
class SharedBoard:
    """The board every table plays for one game number of a round when boards are shared: the first
    one started there, typed or generated (`seed` None when typed), and the game it came from."""

    board: Board
    seed: int | None
    source: GameKey


@dataclass(frozen=True)
class GameContents:
    """What a game's corrections change: words read and withdrawn, challenges, rulings, the board."""

    read: dict[PlayerId, list[str]]
    withdrawn: dict[PlayerId, list[str]]
    challenges: list[tuple[PlayerId, str]]
    rulings: list[tuple[PlayerId, str, Ruling, InvalidReason | None]]
    board: Board


@dataclass
class GameRecord:
    """The mutable record of one game, changed only by the night's actions."""

    key: GameKey
    board: Board
    seed: int | None
    read_order: tuple[PlayerId, ...]
    timer: TimerState
    read: dict[PlayerId, list[str]] = field(default_factory=dict)
    withdrawn: dict[PlayerId, list[str]] = field(default_factory=dict)
    challenges: list[tuple[PlayerId, str]] = field(default_factory=list)
    rulings: list[tuple[PlayerId, str, Ruling, InvalidReason | None]] = field(default_factory=list)
    written: dict[PlayerId, list[str]] = field(default_factory=dict)
    """The words each player wrote on their phone and has not struck, in the order written."""
    struck: dict[PlayerId, list[str]] = field(default_factory=dict)
    read_out: dict[PlayerId, list[str]] = field(default_factory=dict)
    """The phone words already read out: by their player, or with another reader's copy (crossed)."""
    writes: dict[PlayerId, list[tuple[datetime, str]]] = field(default_factory=dict)
    """Every word each player's phone wrote, with the logged time: the pace it was written at."""
    voided: set[PlayerId] = field(default_factory=set)
    """The players whose phone list the judge voided: it crosses nobody's words."""
    reading_at: int = -1
    """The furthest read-order position whose player has begun reading (-1: reading has not begun)."""
    time_up: datetime | None = None
    """When the clock stopped or runs out (None before it starts): the phones' lists lock then."""
    closed: bool = False
    house_at_close: tuple[frozenset[str], frozenset[str]] | None = None
    boards_played: int = 1
    _score: GameScore | None = None
    """The cached score: its reasons are data, said in each reader's language where shown."""

    def __post_init__(self) -> None:
        for player in self.read_order:
            for lists in (self.read, self.withdrawn, self.written, self.struck, self.read_out, self.writes):
                lists.setdefault(player, [])

    @property
    def has_words(self) -> bool:
        return any(self.read.values())

    def changed(self) -> None:
        """Forget the cached score after any change."""
        self._score = None

    def contents(self) -> GameContents:
        """A copy of what corrections change, to put back if a correction is refused."""
        return GameContents(
            {p: list(w) for p, w in self.read.items()},
            {p: list(w) for p, w in self.withdrawn.items()},
            list(self.challenges),
            list(self.rulings),
            self.board,
        )

    def restore(self, contents: GameContents) -> None:
        self.read, self.withdrawn = contents.read, contents.withdrawn
        self.challenges, self.rulings, self.board = contents.challenges, contents.rulings, contents.board
        self.changed()

    def check_open(self) -> None:
        if self.closed:
            raise ActionRefusedError(_("{game} is closed; correct it instead").format(game=self.key.label))

    def check_player(self, player: PlayerId, name: str) -> None:
        if player not in self.read:
            raise ActionRefusedError(_("{name} does not play {game}").format(name=name, game=self.key.label))

    def check_read(self, player: PlayerId, name: str, word: str) -> None:
        self.check_player(player, name)
        if word not in self.read[player]:
            raise ActionRefusedError(
                _("{name} did not read {word} in {game}").format(
                    name=name, word=word.upper(), game=self.key.label
                )
            )

    def check_in_force(self, player: PlayerId, name: str, word: str) -> None:
        """A challenge or a ruling names a copy that was read and not withdrawn (docs/rules.md §4),
        even when another player read the same word: the judge names that player's copy instead."""
        self.check_read(player, name, word)
        if word in self.withdrawn[player]:
            raise ActionRefusedError(
                _("{name} withdrew {word} in {game}; name the copy of a player who read it").format(
                    name=name, word=word.upper(), game=self.key.label
                )
            )

    def turn_begun(self, player: PlayerId) -> bool:
        """Whether the player's turn to read has begun (or a later reader's has)."""
        return self.read_order.index(player) <= self.reading_at

    def unread(self, player: PlayerId) -> list[str]:
        """The player's phone words still to be read out, in the order written."""
        read_out = self.read_out[player]
        return [word for word in self.written[player] if word not in read_out]

    def forget_rulings_on(self, player: PlayerId, word: str) -> None:
        """Drop the challenges and rulings that named this copy (it was corrected or withdrawn)."""
        self.challenges = [(p, w) for p, w in self.challenges if (p, w) != (player, word)]
        self.rulings = [r for r in self.rulings if (r[0], r[1]) != (player, word)]

    def score(
        self,
        names: Mapping[PlayerId, str],
        rules: RuleSet,
        dictionary: Dictionary,
        house: tuple[frozenset[str], frozenset[str]],
        *,
        remember: bool = False,
    ) -> GameScore:
        """The game scored by the engine (cached until the record or the house lists change);
        `remember` keeps a closing game's score for the next replay."""
        score = self._score
        if score is None or remember:
            sheet = self._sheet(names, rules, house)
            score = _remembered_score(sheet, dictionary, score) if remember else score_game(sheet, dictionary)
            self._score = score
        return score

    def _sheet(
        self, names: Mapping[PlayerId, str], rules: RuleSet, house: tuple[frozenset[str], frozenset[str]]
    ) -> GameSheet:
        approved, banned = self.house_at_close if self.house_at_close is not None else house
        return GameSheet(
            board=self.board,
            rules=rules,
            players=tuple(
                PlayerWords(names[p], tuple(self.read[p]), tuple(self.withdrawn[p])) for p in self.read_order
            ),
            approved=approved,
            banned=banned,
            challenges=tuple(Challenge(names[p], word) for p, word in self.challenges),
            rulings=tuple(
                RulingEntry(names[p], word, ruling, reason) for p, word, ruling, reason in self.rulings
            ),
        )


_FINAL_SCORES: OrderedDict[tuple[GameSheet, str], GameScore] = OrderedDict()
_FINAL_SCORES_KEPT = 256


def _remembered_score(sheet: GameSheet, dictionary: Dictionary, known: GameScore | None) -> GameScore:
    """A closing game's score (`known` if already worked out), kept by its sheet and the dictionary's
    word hash: replaying the log after an undo or a correction closes every game again, and the
    unchanged ones are read back instead of scored anew."""
    key = (sheet, dictionary.info.words_sha256)
    score = _FINAL_SCORES.get(key)
    if score is None:
        score = _FINAL_SCORES[key] = known or score_game(sheet, dictionary)
        if len(_FINAL_SCORES) > _FINAL_SCORES_KEPT:
            _FINAL_SCORES.popitem(last=False)
    else:
        _FINAL_SCORES.move_to_end(key)
    return score
