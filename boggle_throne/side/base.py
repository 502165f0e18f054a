"""What every side game's referee is: players round a table, typed moves, a view of the table.

A referee is built from its players (in seating order, clockwise) and its options, then takes one
move at a time. `apply` checks a move completely before it changes anything, so an illegal move
leaves the game exactly as it was and says why. Dealt, rolled, drawn and revealed values always come
from the move (what happened at the table); only `random_move`, for simulations, draws them itself.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, TypeVar

from boggle_throne.engine.dice import DiceSet, dice_set
from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.side.errors import BadOptionError, MalformedMoveError

MAX_PLAYERS = 12
MAX_NAME = 40


class CallEnding(Enum):
    """How a call ended: what `side simulate` counts."""

    BID_STOOD = "the bid stood: the caller lost"
    BID_FELL = "the bid fell: the bidder lost"
    NOT_A_WORD = "not a word: the bidder lost"


@dataclass(frozen=True)
class Seat:
    """One player as the table sees them."""

    name: str
    holding: int
    """Dice (Liar's Boggle, Liar's Dice), cards in hand (the card game) or points (its score)."""
    detail: str
    """What the referee knows that the table may see: dice numbers, a score, "palafico"."""
    out: bool


@dataclass(frozen=True)
class SideView:
    """Everything a screen or the projector shows of a side table, in words."""

    game: str
    title: str
    unit: str
    """What `Seat.holding` counts: "dice", "cards" or "points"."""
    seats: tuple[Seat, ...]
    to_act: str | None
    """The player whose move it is; None when the table as a whole acts (a deal, a roll, a reveal)."""
    expecting: str
    """What the referee waits for, as the judge is told: "Ann bids or calls"."""
    hint: str
    """The judge's keys for it: "a word bids · . calls · ! challenges"."""
    bid: str | None
    """The bid on the table: "WHALE by Ann", "6 fives by Bob"."""
    bids: tuple[str, ...]
    """This round's bids in order, oldest first: "Ann: WHALE"."""
    last_call: str | None
    """How the last call ended, in a sentence."""
    round: int
    winner: str | None


@dataclass(frozen=True)
class Move:
    """Base of every move: who makes it (None for what the table does together) and its JSON form."""

    KIND: ClassVar[str]
    VALUE: ClassVar[object] = None
    """What the move's KIND holds in its JSON form when that never changes ("liar", "round")."""

    def to_json(self) -> dict[str, Any]:
        """The move as a side-game document writes it: the player it names, if any, then its KIND."""
        player = getattr(self, "player", None)
        return {**({} if player is None else {"player": player}), self.KIND: self.VALUE}


@dataclass(frozen=True)
class CallLiar(Move):
    """A call of "liar" on the bid on the table (Liar's Dice, Liar's Word Cards)."""

    KIND: ClassVar[str] = "call"
    VALUE: ClassVar[object] = "liar"
    player: str


@dataclass(frozen=True)
class RestartRound(Move):
    """Dice shown by accident while bidding (Liar's Boggle, Liar's Dice): the round starts again."""

    KIND: ClassVar[str] = "restart"
    VALUE: ClassVar[object] = "round"


def move_player(payload: Mapping[str, Any], refusal: str) -> str:
    """The player a move names (`"player": "Ann"`); else `refusal` (marked `N_`, with `{value}`)."""
    player = payload.get("player")
    if not isinstance(player, str):
        raise MalformedMoveError(_(refusal).format(value=quoted(player)))
    return player


def liar_call(payload: Mapping[str, Any], refusal: str) -> CallLiar:
    """A call of "liar" from its JSON form, `refusal` as `move_player` says it."""
    if payload["call"] != "liar":
        raise MalformedMoveError(
            _('the only call is "liar", not {value}').format(value=quoted(payload["call"]))
        )
    return CallLiar(move_player(payload, refusal))


def table_move(payload: Mapping[str, Any], key: str, entries: str, empty: bool = True) -> Mapping[str, Any]:
    """The `{name: …}` object of a move the table makes together, holding nothing else (nor, unless
    `empty`, nothing); `entries` show the form in a refusal."""
    value = payload[key]
    if len(payload) != 1 or not isinstance(value, Mapping) or not (value or empty):
        raise MalformedMoveError(
            _("a {key} is {form} and nothing else").format(key=key, form=f'{{"{key}": {{{entries}}}}}')
        )
    return value


@dataclass(frozen=True)
class SideContext:
    """What a referee needs from outside: the dictionary for challenges, the dice sets."""

    is_word: Callable[[str], bool]
    dice: str = "4x4-new"
    """The tournament's dice set, by name: Liar's Boggle deals and discards its dice by number."""
    dice_sets: Callable[[str], DiceSet] = field(default=dice_set)


class Circle:
    """The players round the table in seating order; clockwise is the order of the list."""

    def __init__(self, names: Sequence[str]) -> None:
        cleaned = tuple(str(name).strip() for name in names)
        if len(cleaned) < 2:
            raise BadOptionError(_("a side game needs at least two players"))
        if len(cleaned) > MAX_PLAYERS:
            raise BadOptionError(_("a side table seats at most {most} players").format(most=MAX_PLAYERS))
        for name in cleaned:
            if not name or len(name) > MAX_NAME:
                raise BadOptionError(
                    _("a player's name is 1 to {most} characters, not {name}").format(
                        most=MAX_NAME, name=quoted(name)
                    )
                )
        if len({name.casefold() for name in cleaned}) != len(cleaned):
            raise BadOptionError(_("two players at the table have the same name"))
        self.names = cleaned

    def __len__(self) -> int:
        return len(self.names)

    def index(self, name: object) -> int:
        """A player's seat by name (case as typed either way)."""
        if isinstance(name, str):
            wanted = name.strip().casefold()
            for index, known in enumerate(self.names):
                if known.casefold() == wanted:
                    return index
        raise MalformedMoveError(
            _("there is no player called {name} at this table").format(name=quoted(name))
        )

    def listed(self, seats: Iterable[int]) -> str:
        """The players of these seats as a sentence lists them: "Ann, Bob and Cat"."""
        names = [self.names[seat] for seat in seats]
        return (
            names[0]
            if len(names) == 1
            else _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
        )

    def after(self, index: int, playing: Callable[[int], bool]) -> int:
        """The next player clockwise from a seat who is still playing."""
        for step in range(1, len(self.names) + 1):
            candidate = (index + step) % len(self.names)
            if playing(candidate):
                return candidate
        raise MalformedMoveError(_("nobody is left playing at this table"))


Options = TypeVar("Options")


def read_options(kind: type[Options], payload: Mapping[str, Any], game: str) -> Options:
    """A game's options from a document: unknown names and values of the wrong type are refused,
    naming the options the game has."""
    if not isinstance(payload, Mapping):
        raise BadOptionError(
            _("the options of {game} are an object, not {value}").format(game=game, value=quoted(payload))
        )
    known = {option.name: option for option in dataclasses.fields(kind)}  # type: ignore[arg-type]
    values: dict[str, Any] = {}
    for name, value in payload.items():
        option = known.get(name)
        if option is None:
            raise BadOptionError(
                _("{game} has no option {name}; its options: {options}").format(
                    game=game, name=quoted(name), options=", ".join(known)
                )
            )
        default = _default(option)
        if not _same_type(value, default):
            raise BadOptionError(
                _("option {name} of {game} is {type}, not {value}").format(
                    name=name, game=game, type=type(default).__name__, value=quoted(value)
                )
            )
        values[name] = dict(value) if isinstance(value, Mapping) else value
    return kind(**values)


def option_defaults(kind: type) -> dict[str, Any]:
    """Every option of an options dataclass with its default (what a table opened without variants
    plays), in the order the dataclass declares them."""
    return {option.name: _default(option) for option in dataclasses.fields(kind)}


def _default(option: dataclasses.Field[Any]) -> Any:
    if option.default is dataclasses.MISSING and callable(option.default_factory):
        return option.default_factory()
    return option.default


def _same_type(value: object, default: object) -> bool:
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if default is None:
        return value is None or isinstance(value, str | int)
    if isinstance(default, Mapping):
        return isinstance(value, Mapping)
    return isinstance(value, type(default))


class SideGame(ABC):
    """The referee of one game at one side table."""

    NAME: ClassVar[str]
    """The game's name in documents and on the command line: "liars-boggle"."""
    TITLE: ClassVar[str]
    UNIT: ClassVar[str]
    OPTIONS: ClassVar[type]
    """The game's options: a frozen dataclass whose fields are its variants, each with its default."""

    def __init__(self, players: Sequence[str], options: Mapping[str, Any], context: SideContext) -> None:
        self.circle = Circle(players)
        self.context = context
        self.rounds = 0
        """Calls settled so far: each ends a round."""
        self.call_endings: list[CallEnding] = []
        self._winner: int | None = None
        """The winner's seat once the game is over."""

    @property
    def players(self) -> tuple[str, ...]:
        return self.circle.names

    @classmethod
    @abstractmethod
    def parse_move(cls, payload: Mapping[str, Any]) -> Move:
        """A move from its JSON form; `MalformedMoveError` names what is wrong with it."""

    @abstractmethod
    def apply(self, move: Move) -> None:
        """Make a move, or refuse it with an `IllegalMoveError` that leaves the game unchanged."""

    @abstractmethod
    def read_typed(self, text: str) -> Move:
        """The move the judge typed, in the game's short notation, for what the game waits for now."""

    @abstractmethod
    def view(self) -> SideView:
        """The table as it stands."""

    @abstractmethod
    def state_json(self) -> dict[str, Any]:
        """The whole state as plain JSON (for `side replay --json`, and to show a refusal changed nothing)."""

    @abstractmethod
    def options_json(self) -> dict[str, Any]:
        """The options in force, every one of them."""

    @abstractmethod
    def random_move(self, rng: random.Random) -> Move:
        """A legal move drawn at random, with the dice, cards and rolls it needs (for `side simulate`)."""

    @property
    def winner(self) -> str | None:
        """The winner's name once the game is over."""
        return None if self._winner is None else self.players[self._winner]
