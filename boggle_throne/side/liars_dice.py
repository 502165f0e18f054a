"""Guinness Liar's Dice (seed 002, docs/rules.md §6): bids of quantity and face, "liar", palafico.

Every player starts with `dice_each` dice under a cup. One die each is rolled for the opening bid (a
tie for the highest: the tied players roll again). A bid says how many dice on the whole table show a
face; a raise is a higher quantity with any face, or a higher face with the same or a higher quantity.
Ones are wild (they count for any face but ones) and cannot open a round. The player whose turn it is
raises or calls "liar"; then the cups are lifted and everyone's dice revealed: if the count reaches
the bid the caller loses a die, else the bidder does. The dice are alike, so no die is chosen: the
loser's count drops by one. The loser opens the next round; if they are out, the next player to their
left still in opens. The round right after a player drops to one die, while three or more players
remain, is that player's palafico round: they open it, ones may open and are not wild, and the face
stays the opening face (raises are in quantity only). The last player with dice wins.

Options (named as the seed names the variants): `dice_each` (5), `ones_wild` (true; when false ones
are an ordinary face and may open a round), `palafico` (true).

Moves as JSON: `{"roll": {"Ann": 5, "Bob": 3}}` (exactly the players who roll now),
`{"player": "Ann", "bid": [6, 5]}` (six fives), `{"player": "Bob", "call": "liar"}`,
`{"reveal": {"Ann": [2, 3, 3, 5, 5], …}}` (every player still in, as many dice as they hold) and
`{"restart": "round"}` (dice shown by accident while bidding: the bids are cleared, the same player
opens, the round stays palafico if it was).

The judge's notation, for what is expected now: the roll `5 3 6 2` (seating order of the players who
roll); a bid `6 5`, `6x5` or `6 fives`; `.` or `liar` to call; the reveal `23355 / 1146 / …` in seating
order of the players still in; `restart`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Any, ClassVar

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _, ngettext, pgettext
from boggle_throne.side.base import (
    CallEnding,
    CallLiar,
    Move,
    RestartRound,
    Seat,
    SideContext,
    SideGame,
    SideView,
    read_options,
)
from boggle_throne.side.errors import (
    BadOptionError,
    ForbiddenBidError,
    GameOverError,
    MalformedMoveError,
    OutOfTurnError,
    RaiseTooLowError,
    WrongRevealError,
)
from boggle_throne.side.liars_dice_moves import (
    FACE_WORDS,
    TYPED_BID,
    Bid,
    Reveal,
    Roll,
    bid_words,
    faces_word,
    parse_dice_move,
    raise_refusal,
)

MAX_DICE_EACH = 20


class Phase(Enum):
    """What the table is doing."""

    ROLL = "the opening roll"
    BID = "bidding"
    REVEAL = "the cups are up"
    OVER = "the game is over"


@dataclass(frozen=True)
class LiarsDiceOptions:
    dice_each: int = 5
    ones_wild: bool = True
    palafico: bool = True


@dataclass
class _Round:
    """The round being bid: who opened it, whose turn it is, the bids, whose palafico it is."""

    opener: int
    turn: int
    palafico: int | None = None
    bids: list[tuple[int, int, int]] = field(default_factory=list)
    """(player, quantity, face), oldest first."""
    caller: int | None = None


class LiarsDice(SideGame):
    """The referee of one game of Guinness Liar's Dice."""

    NAME: ClassVar[str] = "liars-dice"
    TITLE: ClassVar[str] = "Guinness Liar's Dice"
    UNIT: ClassVar[str] = "dice"
    OPTIONS: ClassVar[type] = LiarsDiceOptions

    def __init__(self, players: Sequence[str], options: Mapping[str, Any], context: SideContext) -> None:
        super().__init__(players, options, context)
        self.options = read_options(LiarsDiceOptions, options, self.NAME)
        if not 1 <= self.options.dice_each <= MAX_DICE_EACH:
            raise BadOptionError(
                _("dice_each of {game} is 1 to {most}, not {value}").format(
                    game=self.NAME, most=MAX_DICE_EACH, value=self.options.dice_each
                )
            )
        self.dice = [self.options.dice_each] * len(self.circle)
        self.phase = Phase.ROLL
        self.rollers: tuple[int, ...] = tuple(range(len(self.circle)))
        self.last_roll: dict[int, int] = {}
        self.round_: _Round | None = None
        self.revealed: dict[int, tuple[int, ...]] = {}
        self.last_call: str | None = None

    parse_move = staticmethod(parse_dice_move)

    def apply(self, move: Move) -> None:
        if self._winner is not None:
            raise GameOverError(_("the game is over: {name} won").format(name=self.players[self._winner]))
        if isinstance(move, Roll):
            self._roll(move)
        elif isinstance(move, Bid):
            self._bid(move)
        elif isinstance(move, CallLiar):
            self._call(move)
        elif isinstance(move, Reveal):
            self._reveal(move)
        elif isinstance(move, RestartRound):
            round_ = self._bidding("a restart")
            self.round_ = _Round(round_.opener, round_.opener, round_.palafico)
        else:
            raise MalformedMoveError(
                _("not a move of {game}: {move}").format(game=self.TITLE, move=quoted(move))
            )

    def _roll(self, move: Roll) -> None:
        if self.phase is not Phase.ROLL:
            raise OutOfTurnError(
                _("the opening roll is over: {expecting}").format(expecting=self._expecting())
            )
        rolls = self._by_seat(move.rolls, self.rollers, "the roll is for")
        high = max(rolls.values())
        top = tuple(seat for seat in sorted(rolls) if rolls[seat] == high)
        self.last_roll = rolls
        if len(top) > 1:
            self.rollers = top
        else:
            self.phase, self.rollers = Phase.BID, ()
            self.round_ = _Round(top[0], top[0])

    def _bidding(self, what: str) -> _Round:
        if self.phase is not Phase.BID or self.round_ is None:
            refusal = {
                "a restart": _("a restart is made while the players bid; now: {expecting}"),
                "a bid": _("a bid is made while the players bid; now: {expecting}"),
                "a call": _("a call is made while the players bid; now: {expecting}"),
            }[what]
            raise OutOfTurnError(refusal.format(expecting=self._expecting()))
        return self.round_

    def _on_turn(self, player: str, what: str) -> tuple[_Round, int]:
        round_ = self._bidding(what)
        seat = self.circle.index(player)
        if seat != round_.turn:
            refusal = (
                _("it is {name}'s turn to open the round, not {other}'s")
                if not round_.bids
                else _("it is {name}'s turn to bid or call, not {other}'s")
            )
            raise OutOfTurnError(refusal.format(name=self.players[round_.turn], other=self.players[seat]))
        return round_, seat

    def _wild(self, round_: _Round) -> bool:
        return self.options.ones_wild and round_.palafico is None

    def _bid(self, move: Bid) -> None:
        round_, seat = self._on_turn(move.player, "a bid")
        if not round_.bids:
            if move.face == 1 and self._wild(round_):
                raise ForbiddenBidError(_("ones are wild and cannot open a round: open on another face"))
        elif refusal := raise_refusal(
            round_.bids[-1][1:], move.quantity, move.face, round_.palafico is not None
        ):
            raise RaiseTooLowError(refusal)
        round_.bids.append((seat, move.quantity, move.face))
        round_.turn = self.circle.after(seat, self._in)

    def _call(self, move: CallLiar) -> None:
        round_ = self._bidding("a call")
        if not round_.bids:
            raise OutOfTurnError(
                _("nobody has bid yet: {name} opens the round").format(name=self.players[round_.opener])
            )
        round_, seat = self._on_turn(move.player, "a call")
        round_.caller = seat
        self.phase = Phase.REVEAL

    def _reveal(self, move: Reveal) -> None:
        if self.phase is not Phase.REVEAL or self.round_ is None or self.round_.caller is None:
            raise OutOfTurnError(
                _("nobody has called liar: nothing to reveal; now: {expecting}").format(
                    expecting=self._expecting()
                )
            )
        round_, caller = self.round_, self.round_.caller
        in_play = tuple(seat for seat in range(len(self.circle)) if self._in(seat))
        revealed = self._by_seat(move.dice, in_play, "the cups lifted are those of")
        for seat, faces in revealed.items():
            if len(faces) != self.dice[seat]:
                raise WrongRevealError(
                    _("{name} holds {count} dice, not {shown}").format(
                        name=self.players[seat], count=self.dice[seat], shown=len(faces)
                    )
                )
        bidder, quantity, face = round_.bids[-1]
        wild = self._wild(round_) and face != 1
        count = sum(
            1 for faces in revealed.values() for value in faces if value == face or (wild and value == 1)
        )
        loser = caller if count >= quantity else bidder
        self.revealed = dict(revealed)
        self.dice[loser] -= 1
        self.rounds += 1
        self.call_endings.append(CallEnding.BID_STOOD if loser == caller else CallEnding.BID_FELL)
        counted = _("no {faces}").format(faces=faces_word(face)) if count == 0 else bid_words(count, face)
        said = (
            _("{caller} called liar on {bid}: {counted} with the ones; {loser} loses a die")
            if wild
            else _("{caller} called liar on {bid}: {counted}; {loser} loses a die")
        )
        sentence = said.format(
            caller=self.players[caller],
            bid=bid_words(quantity, face),
            counted=counted,
            loser=self.players[loser],
        )
        self._next_round(loser, sentence)

    def _next_round(self, loser: int, sentence: str) -> None:
        in_play = [seat for seat in range(len(self.circle)) if self._in(seat)]
        if len(in_play) == 1:
            self._winner, self.phase, self.round_ = in_play[0], Phase.OVER, None
            self.last_call = _("{sentence} and is out; {name} wins").format(
                sentence=sentence, name=self.players[in_play[0]]
            )
            return
        out = not self._in(loser)
        opener = self.circle.after(loser, self._in) if out else loser
        palafico = self.options.palafico and self.dice[loser] == 1 and len(in_play) >= 3
        self.round_ = _Round(opener, opener, loser if palafico else None)
        self.phase = Phase.BID
        if out:
            sentence = _("{sentence} and is out").format(sentence=sentence)
        if palafico:
            sentence = _("{sentence} and plays palafico").format(sentence=sentence)
        self.last_call = sentence

    def _by_seat(self, pairs: Sequence[tuple[str, Any]], wanted: Sequence[int], told: str) -> dict[int, Any]:
        """Values named by player, by seat: exactly the players `wanted`, each once."""
        values: dict[int, Any] = {}
        for name, value in pairs:
            seat = self.circle.index(name)
            if seat in values:
                raise WrongRevealError(_("{name} is named twice").format(name=self.players[seat]))
            if seat not in wanted:
                refusal = (
                    _("the roll is for {players}, not {name}")
                    if told == "the roll is for"
                    else _("the cups lifted are those of {players}, not {name}")
                )
                raise WrongRevealError(
                    refusal.format(players=self.circle.listed(wanted), name=self.players[seat])
                )
            values[seat] = value
        missing = [seat for seat in wanted if seat not in values]
        if missing:
            refusal = (
                _("the roll is for {players}: {missing} missing")
                if told == "the roll is for"
                else _("the cups lifted are those of {players}: {missing} missing")
            )
            raise WrongRevealError(
                refusal.format(players=self.circle.listed(wanted), missing=self.circle.listed(missing))
            )
        return values

    def _in(self, seat: int) -> bool:
        return self.dice[seat] > 0

    def read_typed(self, text: str) -> Move:
        typed = " ".join(text.strip().lower().split())
        if self.phase is Phase.OVER:
            raise GameOverError(_("the game is over: {name} won").format(name=self.winner))
        if self.phase is Phase.ROLL:
            faces = re.split(r"[\s/,]+", typed) if re.search(r"[\s/,]", typed) else list(typed)
            if len(faces) != len(self.rollers) or not all(face in "123456" and face for face in faces):
                raise MalformedMoveError(_("type one die each, 1 to 6: {hint}").format(hint=self._hint()))
            return Roll(tuple((self.players[s], int(f)) for s, f in zip(self.rollers, faces, strict=True)))
        if self.phase is Phase.REVEAL:
            in_play = [seat for seat in range(len(self.circle)) if self._in(seat)]
            groups = [g.replace(" ", "") for g in typed.split("/")] if "/" in typed else typed.split(" ")
            if len(groups) != len(in_play) or not all(g.isdigit() for g in groups):
                raise MalformedMoveError(_("type everyone's dice: {hint}").format(hint=self._hint()))
            payload = {self.players[s]: [int(d) for d in g] for s, g in zip(in_play, groups, strict=True)}
            return self.parse_move({"reveal": payload})
        turn = self.players[self.round_.turn] if self.round_ else ""
        if typed == "restart":
            return RestartRound()
        if typed in {".", "liar"}:
            return CallLiar(turn)
        match = TYPED_BID.fullmatch(typed)
        face = (
            (FACE_WORDS.get(match[2]) or (int(match[2]) if match[2].isdigit() else None)) if match else None
        )
        if match is None or face is None:
            raise MalformedMoveError(_("type a bid as quantity and face: {hint}").format(hint=self._hint()))
        return self.parse_move({"player": turn, "bid": [int(match[1]), face]})

    def _hint(self) -> str:
        if self.phase is Phase.ROLL:
            example = " ".join("536241"[i % 6] for i in range(len(self.rollers)))
            rolling = self.circle.listed(self.rollers)
            return _("one die each, in seating order ({players}): {example}").format(
                players=rolling, example=example
            )
        if self.phase is Phase.REVEAL:
            return _("the dice of everyone still in, in seating order, / between players: 23355 / 1146")
        if self.phase is Phase.BID and self.round_ is not None:
            if self.round_.bids:
                return _("6 5 or 6x5 or 6 fives bids · . or liar calls · restart clears the bids")
            return _("6 5 or 6x5 or 6 fives bids · restart clears the bids")
        return ""

    def _expecting(self) -> str:
        if self.phase is Phase.ROLL:
            if len(self.rollers) == len(self.circle) and not self.last_roll:
                return _("roll one die each for the opening bid")
            return _("{players} tied: roll again for the opening bid").format(
                players=self.circle.listed(self.rollers)
            )
        if self.phase is Phase.REVEAL:
            return _("lift the cups: reveal everyone's dice")
        if self.phase is Phase.OVER or self.round_ is None:
            return _("{name} won").format(name=self.winner)
        name = self.players[self.round_.turn]
        if self.round_.bids:
            return _("{name} raises or calls liar").format(name=name)
        if self.round_.palafico is not None:
            return _("{name} opens the palafico round").format(name=name)
        return _("{name} opens").format(name=name)

    def view(self) -> SideView:
        round_ = self.round_
        seats = []
        for seat, name in enumerate(self.players):
            held = self.dice[seat]
            detail = (
                pgettext("side game", "out")
                if not held
                else ngettext("{n} die", "{n} dice", held).format(n=held)
            )
            if round_ is not None and round_.palafico == seat:
                detail = f"{detail} · palafico"
            seats.append(Seat(name, held, detail, not held))
        bids = round_.bids if round_ is not None else []
        acting = self.phase is Phase.BID and round_ is not None
        return SideView(
            game=self.NAME,
            title=self.TITLE,
            unit=self.UNIT,
            seats=tuple(seats),
            to_act=self.players[round_.turn] if acting and round_ is not None else None,
            expecting=self._expecting(),
            hint=self._hint(),
            bid=_("{word} by {name}").format(word=bid_words(*bids[-1][1:]), name=self.players[bids[-1][0]])
            if bids
            else None,
            bids=tuple(f"{self.players[seat]}: {bid_words(q, f)}" for seat, q, f in bids),
            last_call=self.last_call,
            round=self.rounds + 1,
            winner=self.winner,
        )

    def state_json(self) -> dict[str, Any]:
        round_ = self.round_
        return {
            "game": self.NAME,
            "players": [
                {
                    "name": name,
                    "out": not self._in(seat),
                    "dice": self.dice[seat],
                    "revealed": list(self.revealed[seat]) if seat in self.revealed else None,
                }
                for seat, name in enumerate(self.players)
            ],
            "phase": self.phase.name.lower(),
            "to_act": self.view().to_act,
            "expecting": self._expecting(),
            "rollers": [self.players[seat] for seat in self.rollers],
            "last_roll": {self.players[seat]: face for seat, face in sorted(self.last_roll.items())},
            "opener": self.players[round_.opener] if round_ else None,
            "palafico": self.players[round_.palafico] if round_ and round_.palafico is not None else None,
            "bids": [{"player": self.players[s], "quantity": q, "face": f} for s, q, f in round_.bids]
            if round_
            else [],
            "caller": self.players[round_.caller] if round_ and round_.caller is not None else None,
            "last_call": self.last_call,
            "winner": self.winner,
            "round": self.rounds + 1,
        }

    def options_json(self) -> dict[str, Any]:
        return asdict(self.options)

    def random_move(self, rng: random.Random) -> Move:
        if self.phase is Phase.ROLL:
            return Roll(tuple((self.players[seat], rng.randint(1, 6)) for seat in self.rollers))
        if self.phase is Phase.REVEAL:
            return Reveal(
                tuple(
                    (self.players[seat], tuple(rng.randint(1, 6) for _ in range(self.dice[seat])))
                    for seat in range(len(self.circle))
                    if self._in(seat)
                )
            )
        round_ = self._bidding("a bid")
        name, total = self.players[round_.turn], sum(self.dice)
        if not round_.bids:
            return Bid(
                name, rng.randint(1, max(1, total // 3)), rng.randint(2 if self._wild(round_) else 1, 6)
            )
        _bidder, low, was = round_.bids[-1]
        if low >= total or rng.random() < 0.35:
            return CallLiar(name)
        if round_.palafico is not None:
            return Bid(name, low + 1, was)
        quantity = low + rng.randint(0 if was < 6 else 1, 2)
        return Bid(name, quantity, rng.randint(was + 1, 6) if quantity == low else rng.randint(1, 6))
