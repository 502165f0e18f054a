"""The moves of Liar's Boggle (`side.liars_boggle`): one typed move per action, their JSON forms,
when each may be made (`PLACES`: its phase and the option it needs), the checks of the whole-table
moves (deal, reveal, vote), and a random legal move for simulations.

Kept apart from the referee so that each stays short; the functions taking the game read its state
and never change it. A move naming a player keeps the name as written; the referee resolves it when
the move is made (`"player": null` is refused here: it names nobody). The JSON forms:
`{"deal": {"Ann": [1, 5, 9, 13], …}}`, `{"player": "Ann", "bid": "whale"}`,
`{"player": "Bob", "call": "spell" | "challenge"}`, `{"reveal": {"Ann": ["H", "W", "L", "A"], …}}`,
`{"player": "Ann", "discard": 9}`, `{"restart": "round"}`, `{"player": "Ann", "trade": [9, 17]}`,
`{"player": "Cat", "timer": "start"}`, `{"timer": "out"}` (a player may be named),
`{"player": "Dan", "challenge": "friendly"}` and `{"vote": {"Cat": true, "Dan": false}}`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from boggle_throne.engine.errors import quoted
from boggle_throne.engine.faces import display
from boggle_throne.i18n import _
from boggle_throne.side import boggle_letters as letters
from boggle_throne.side.base import Circle, Move, RestartRound
from boggle_throne.side.errors import MalformedMoveError, NotAvailableError, OutOfTurnError, WrongRevealError

if TYPE_CHECKING:
    from boggle_throne.side.liars_boggle import LiarsBoggle

Row = TypeVar("Row")


class Phase(Enum):
    """What the table is doing, and so which moves it takes."""

    DEAL = "deal"
    BIDDING = "bidding"
    REVEAL = "reveal"
    VOTE = "vote"
    DISCARD = "discard"
    OVER = "over"


class CallKind(Enum):
    """The two calls on a bid: can the letters spell it, or is it a word at all."""

    SPELL = "spell"
    CHALLENGE = "challenge"


@dataclass(frozen=True)
class DealDice(Move):
    KIND: ClassVar[str] = "deal"
    hands: tuple[tuple[str, tuple[int, ...]], ...]
    """Each player's dice by their number in the set, in the order the deal names them."""

    def to_json(self) -> dict[str, Any]:
        return {"deal": {name: list(dice) for name, dice in self.hands}}


@dataclass(frozen=True)
class BidWord(Move):
    KIND: ClassVar[str] = "bid"
    player: str
    word: str
    """As the referee keeps it: lower case, accents dropped."""

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "bid": self.word}


@dataclass(frozen=True)
class CallBid(Move):
    KIND: ClassVar[str] = "call"
    player: str
    call: CallKind

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "call": self.call.value}


@dataclass(frozen=True)
class RevealFaces(Move):
    KIND: ClassVar[str] = "reveal"
    faces: tuple[tuple[str, tuple[str, ...]], ...]
    """Each player's faces as `boggle_letters.read_face` keeps them ("qu" for the Qu face)."""

    def to_json(self) -> dict[str, Any]:
        return {"reveal": {name: [display(face) for face in faces] for name, faces in self.faces}}


@dataclass(frozen=True)
class DiscardDie(Move):
    KIND: ClassVar[str] = "discard"
    player: str
    die: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "discard": self.die}


@dataclass(frozen=True)
class TradeDie(Move):
    KIND: ClassVar[str] = "trade"
    player: str
    give: int
    take: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "trade": [self.give, self.take]}


@dataclass(frozen=True)
class StartSandTimer(Move):
    KIND: ClassVar[str] = "timer"
    VALUE: ClassVar[object] = "start"
    player: str


@dataclass(frozen=True)
class SandRanOut(Move):
    KIND: ClassVar[str] = "timer"
    VALUE: ClassVar[object] = "out"
    player: str | None = None
    """Who said so, if the move names anyone: the name must be at the table, nothing more."""


@dataclass(frozen=True)
class FriendlyChallenge(Move):
    KIND: ClassVar[str] = "challenge"
    VALUE: ClassVar[object] = "friendly"
    player: str


@dataclass(frozen=True)
class CastVotes(Move):
    KIND: ClassVar[str] = "vote"
    ballots: tuple[tuple[str, bool], ...]
    """Each voter's vote: true if the bid is a word."""

    def to_json(self) -> dict[str, Any]:
        return {"vote": dict(self.ballots)}


class Place(NamedTuple):
    """When a move may be made: in which phase, and with which option (a field of the options)."""

    phase: Phase
    option: str | None = None


PLACES: dict[type[Move], Place] = {
    DealDice: Place(Phase.DEAL),
    BidWord: Place(Phase.BIDDING),
    CallBid: Place(Phase.BIDDING),
    RevealFaces: Place(Phase.REVEAL),
    DiscardDie: Place(Phase.DISCARD),
    RestartRound: Place(Phase.BIDDING),
    TradeDie: Place(Phase.BIDDING, "trading"),
    StartSandTimer: Place(Phase.BIDDING, "sand_timer"),
    SandRanOut: Place(Phase.BIDDING, "sand_timer"),
    FriendlyChallenge: Place(Phase.BIDDING, "friendly_challenges"),
    CastVotes: Place(Phase.VOTE),
}

KEYS = ("deal", "bid", "call", "reveal", "discard", "restart", "trade", "timer", "challenge", "vote")
"""The key of each kind of move in its JSON form, in the order a refusal lists them."""
_WITH_PLAYER = {"bid", "call", "discard", "trade", "challenge"}
_TEXTS = {"call": ("spell", "challenge"), "timer": ("start", "out"),
          "challenge": ("friendly",), "restart": ("round",)}  # fmt: skip


def _table(value: object, what: str, item: type, read: Any = None) -> list[tuple[str, Any]]:
    """A `{name: ...}` object of a move, each value checked (and read by `read`, if given)."""
    if not isinstance(value, Mapping) or not all(isinstance(name, str) for name in value):
        raise MalformedMoveError(
            _("{move} is an object by player's name, not {value}").format(
                move=_a_move(what), value=quoted(value)
            )
        )
    rows: list[tuple[str, Any]] = []
    for name, entry in value.items():
        if item is bool:
            if not isinstance(entry, bool):
                raise MalformedMoveError(
                    _("{name}'s vote is true or false, not {value}").format(name=name, value=quoted(entry))
                )
            rows.append((name, entry))
            continue
        read_items = [read(one) if read else one for one in entry] if isinstance(entry, list) else None
        if read_items is None or not all(
            isinstance(one, item) and not isinstance(one, bool) for one in read_items
        ):
            raise MalformedMoveError(
                _("{move} gives {name} a list of {type}, not {value}").format(
                    move=_a_move(what), name=name, type=item.__name__, value=quoted(entry)
                )
            )
        rows.append((name, tuple(read_items)))
    return rows


def _a_move(kind: str) -> str:
    """A whole-table move as a refusal names it: `a deal`, `a reveal`, `a vote`."""
    return {"deal": _("a deal"), "reveal": _("a reveal"), "vote": _("a vote")}[kind]


def _the_move(kind: str) -> str:
    """A whole-table move as a refusal names it again: `the deal`, `the reveal`, `the vote`."""
    return {"deal": _("the deal"), "reveal": _("the reveal"), "vote": _("the vote")}[kind]


def parse_boggle_move(payload: Mapping[str, Any]) -> Move:
    """A move of Liar's Boggle from its JSON form; `MalformedMoveError` names what is wrong."""
    if not isinstance(payload, Mapping):
        raise MalformedMoveError(_("a move is a JSON object, not {value}").format(value=quoted(payload)))
    keys = [key for key in KEYS if key in payload]
    if len(keys) != 1 or set(payload) - {"player", *keys}:
        raise MalformedMoveError(
            _("a move of Liar's Boggle has one of {keys}, not {value}").format(
                keys=", ".join(KEYS), value=quoted(dict(payload))
            )
        )
    key, value, player = keys[0], payload[keys[0]], payload.get("player")
    needs = key in _WITH_PLAYER or (key == "timer" and value == "start")
    if ("player" in payload) != needs and not (key == "timer" and player is not None):
        refusal = _("a {key} move names player") if needs else _("a {key} move names no player")
        raise MalformedMoveError(refusal.format(key=key))
    if player is not None and not isinstance(player, str):
        raise MalformedMoveError(_("a move's player is a name, not {value}").format(value=quoted(player)))
    if key in _TEXTS and value not in _TEXTS[key]:
        raise MalformedMoveError(
            _("{key} is one of {choices}, not {value}").format(
                key=key, choices=", ".join(_TEXTS[key]), value=quoted(value)
            )
        )
    numbers = value if isinstance(value, list) else [value]
    if key in ("discard", "trade") and (
        len(numbers) != (1 if key == "discard" else 2)
        or not all(isinstance(number, int) and not isinstance(number, bool) for number in numbers)
    ):
        raise MalformedMoveError(
            _("{key} takes die numbers, not {value}").format(key=key, value=quoted(value))
        )
    word = letters.normal_word(value)
    if key == "bid" and word is None:
        raise MalformedMoveError(
            _("a bid is a word of letters only, not {value}").format(value=quoted(value))
        )
    if key in ("deal", "reveal", "vote"):
        return (
            DealDice(tuple(_table(value, "deal", int)))
            if key == "deal"
            else RevealFaces(tuple(_table(value, "reveal", str, letters.read_face)))
            if key == "reveal"
            else CastVotes(tuple(_table(value, "vote", bool)))
        )
    if key == "restart":
        return RestartRound()
    if key == "timer" and value == "out":
        return SandRanOut(player)
    if player is None:  # `"player": null` names nobody at the table
        raise MalformedMoveError(
            _("there is no player called {name} at this table").format(name=quoted(player))
        )
    if key == "bid":
        return BidWord(player, word or "")
    if key in ("discard", "trade"):
        return DiscardDie(player, numbers[0]) if key == "discard" else TradeDie(player, *numbers)
    if key == "call":
        return CallBid(player, CallKind(value))
    return StartSandTimer(player) if key == "timer" else FriendlyChallenge(player)


def by_seat(
    circle: Circle, rows: Sequence[tuple[str, Row]], seats: Sequence[int], what: str
) -> dict[int, Row]:
    """A whole-table move's rows by seat: each of `seats` once, nobody else."""
    table: dict[int, Row] = {}
    for name, value in rows:
        seat = circle.index(name)
        if seat in table or seat not in seats:
            refusal = (
                _("{move} names {name} twice")
                if seat in table
                else _("{move} names {name} as one who does not vote")
                if what == "vote"
                else _("{move} names {name} but they are out")
            )
            raise (MalformedMoveError if seat in table else OutOfTurnError)(
                refusal.format(move=_the_move(what), name=circle.names[seat])
            )
        table[seat] = value
    missing = [circle.names[seat] for seat in seats if seat not in table]
    if missing:
        raise MalformedMoveError(
            _("{move} leaves out {names}").format(move=_the_move(what), names=", ".join(missing))
        )
    return table


def check_deal(game: LiarsBoggle, hands: dict[int, tuple[int, ...]]) -> dict[int, tuple[int, ...]]:
    """The hands of a deal (by seat, everyone once) if every die is in the set, dealt once, and everyone
    has the same share plus their handicap dice; else why not."""
    count, seen = len(game.dice_set.dice), set()
    for dice in hands.values():
        for die in dice:
            if not 1 <= die <= count or die in seen:
                raise NotAvailableError(
                    _("die {die} is dealt twice").format(die=die)
                    if die in seen
                    else _("the set has no die {die} (1 to {count})").format(die=die, count=count)
                )
            seen.add(die)
    shares = [len(hands[seat]) - game.handicap[seat] for seat in range(len(game.players))]
    wrong = next((seat for seat, share in enumerate(shares) if share != shares[0]), None)
    if shares[0] not in game.shares or wrong is not None:
        seat, sizes = wrong or 0, [str(share) for share in game.shares]
        allowed = (
            sizes[0]
            if len(sizes) == 1
            else _("{first} or {last}").format(first=", ".join(sizes[:-1]), last=sizes[-1])
        )
        name, count = game.players[seat], len(hands[seat])
        raise MalformedMoveError(
            _("everyone is dealt {allowed} dice (plus handicap dice); {name} has {count}").format(
                allowed=allowed, name=name, count=count
            )
        )
    return hands


def check_reveal(game: LiarsBoggle, shown: dict[int, tuple[str, ...]]) -> dict[int, tuple[str, ...]]:
    """The faces of a reveal (by seat, everyone still in once) if each player's dice can show them
    together; else why not."""
    for seat, faces in shown.items():
        name, dice = game.players[seat], [game.dice_set.dice[n - 1] for n in game.held[seat]]
        if len(faces) != len(dice):
            raise WrongRevealError(
                _("{name} holds {count} dice, not {shown}").format(
                    name=name, count=len(dice), shown=len(faces)
                )
            )
        for face in faces:
            if not any(face in die for die in dice):
                raise WrongRevealError(
                    _("{name} holds no die showing {face}").format(name=name, face=display(face))
                )
        if letters.match_faces(faces, dice) is None:
            raise WrongRevealError(
                _("{name}'s dice cannot show {faces} together").format(
                    name=name, faces=" ".join(map(display, faces))
                )
            )
    return shown


def random_boggle_move(game: LiarsBoggle, rng: random.Random) -> Move:
    """A legal move for the table as it stands, its dice and faces drawn by `rng`; bids and calls are
    drawn so that every game ends (a call comes once no longer word raises the bid)."""
    phase, players, chance = game.phase, game.players, rng.random()
    if phase is Phase.DEAL:
        dice, share = list(range(1, len(game.dice_set.dice) + 1)), rng.choice(game.shares)
        rng.shuffle(dice)
        hands, start = [], 0
        for seat, name in enumerate(players):
            hands.append((name, tuple(dice[start : start + share + game.handicap[seat]])))
            start += share + game.handicap[seat]
        return DealDice(tuple(hands))
    if phase is Phase.REVEAL:
        shown = [
            (players[s], [rng.choice(game.dice_set.dice[n - 1]) for n in game.held[s]]) for s in game._in()
        ]
        return RevealFaces(tuple((n, tuple(rng.sample(f, len(f)))) for n, f in shown))
    if phase is Phase.VOTE:
        return CastVotes(tuple((players[s], rng.random() < 0.5) for s in game._voters()))
    if phase is Phase.DISCARD:
        loser = game._loser()
        return DiscardDie(players[loser], rng.choice(game.held[loser]))
    someone = players[rng.choice(game._in())]
    options, bids = game.options, game.bids
    free = [die for die in range(1, len(game.dice_set.dice) + 1) if all(die not in d for d in game.held)]
    if options.trading and not bids and game.rounds and free and chance < 0.15:
        return TradeDie(someone, rng.choice(game.held[players.index(someone)]), rng.choice(free))
    if options.sand_timer and 0.15 <= chance < 0.25:
        return SandRanOut() if game.timer_running else StartSandTimer(someone)
    if options.friendly_challenges and bids and not game.checked and 0.25 <= chance < 0.35:
        return FriendlyChallenge(someone)
    if 0.35 <= chance < 0.37:
        return RestartRound()
    word = letters.random_raise(rng, bids[-1][1] if bids else None, options.qu_two_letters)
    if bids and (word is None or game.must_call or chance > 0.7):
        call = rng.choice((CallKind.SPELL, CallKind.SPELL, CallKind.CHALLENGE))
        return CallBid(players[game.to_act], call)
    return BidWord(players[game.to_act], word or "")
