"""The referee of Liar's Boggle (seed 000, RULES §6): bid words on everyone's hidden letters, call.

Dice are dealt by their number in the dice set (from 1, in the order of its file), the same share to
everyone, the leftover discarded. Each round the opener bids any letters-only word (a bluff is
legal); each next player still in raises (a greater counted length, or as long and later in
dictionary order) or calls: `spell` (can everyone's letters spell it?) or `challenge` (is it a word?
an invalid word loses for the bidder; a valid one is then settled by the letters). At a call every
player still in reveals one face per die; the loser (caller or bidder) discards a die of their
choice, and a player without dice is out. The next round is opened by the loser, or if they are out
by the player with the fewest dice, ties broken clockwise from the loser.

Options (seed 000's variants): `big_boggle` (15 or 16 of 25 dice kept), `trading` (between rounds a
player trades a die for one nobody holds), `sand_timer`, `friendly_challenges`, `handicap_dice`,
`first_player`, `qu_two_letters`, `qu_as_q`, `votes`. The seed leaves open what the sand running
out does; here `{"timer": "out"}` makes the player to act call the bid on the table (a raise by them
is refused; with no bid yet it only frees the timer), and a call stops the timer. With no eligible
voter (two players) a vote is a tie, so the word is invalid at once.

Each action is its own typed move (`side.liars_boggle_moves`, with the JSON forms), made by the
handler of its type in the phase and with the option `PLACES` gives it. The judge's typed notation
(`read_typed`, and the keys of the view's hint) is in `side.liars_boggle_typed`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from boggle_throne.engine.errors import EngineError, quoted
from boggle_throne.engine.faces import display
from boggle_throne.i18n import _
from boggle_throne.side import boggle_letters as letters
from boggle_throne.side.base import (
    CallEnding,
    Move,
    RestartRound,
    SideContext,
    SideGame,
    SideView,
    read_options,
)
from boggle_throne.side.errors import (
    BadOptionError,
    GameOverError,
    MalformedMoveError,
    NotAvailableError,
    OutOfTurnError,
    RaiseTooLowError,
)
from boggle_throne.side.liars_boggle_moves import (
    PLACES,
    BidWord,
    CallBid,
    CallKind,
    CastVotes,
    DealDice,
    DiscardDie,
    FriendlyChallenge,
    Phase,
    RevealFaces,
    SandRanOut,
    StartSandTimer,
    TradeDie,
    by_seat,
    check_deal,
    check_reveal,
    parse_boggle_move,
    random_boggle_move,
)
from boggle_throne.side.liars_boggle_typed import expecting, read_typed, table_view


@dataclass(frozen=True)
class LiarsBoggleOptions:
    dice: str | None = None
    big_boggle: bool = False
    trading: bool = False
    sand_timer: bool = False
    friendly_challenges: bool = False
    handicap_dice: dict[str, int] = field(default_factory=dict)
    first_player: str | None = None
    qu_two_letters: bool = False
    qu_as_q: bool = False
    votes: bool = False


class LiarsBoggle(SideGame):
    """Referee of one Liar's Boggle table."""

    NAME = "liars-boggle"
    TITLE = "Liar's Boggle"
    UNIT = "dice"
    OPTIONS = LiarsBoggleOptions

    def __init__(self, players: Any, options: Mapping[str, Any], context: SideContext) -> None:
        super().__init__(players, options, context)
        self.options = read_options(LiarsBoggleOptions, options, self.NAME)
        name = self.options.dice or ("5x5-big" if self.options.big_boggle else context.dice)
        try:
            self.dice_set = context.dice_sets(name)
        except EngineError as error:
            raise BadOptionError(str(error)) from None
        count = len(self.dice_set.dice)
        if self.options.big_boggle and count != 25:
            raise BadOptionError(
                _("Big Boggle keeps 15 or 16 of 25 dice; {dice} has {count}").format(dice=name, count=count)
            )
        self.handicap = [0] * len(self.circle)
        for player, extra in self.options.handicap_dice.items():
            if not isinstance(extra, int) or isinstance(extra, bool) or extra < 0:
                raise BadOptionError(
                    _("handicap dice are a number of dice, not {value}").format(value=quoted(extra))
                )
            self.handicap[self._seat(player, BadOptionError)] = extra
        kept = (15, 16) if self.options.big_boggle else (count,)
        self.shares = sorted({(total - sum(self.handicap)) // len(self.circle) for total in kept})
        if self.shares[0] < 1:
            raise BadOptionError(
                _("{count} dice cannot give {players} players a die each and the handicaps").format(
                    count=count, players=len(self.circle)
                )
            )
        first = self.options.first_player
        self.opener = 0 if first is None else self._seat(first, BadOptionError)
        self.phase, self.to_act, self.held = Phase.DEAL, self.opener, [list[int]() for _ in self.circle.names]
        self.bids: list[tuple[int, str]] = []
        self.timer_running = self.must_call = self.checked = False
        self.caller: int | None = None
        self.loser: int | None = None
        self.challenge_call = False
        self.vote_friendly = False
        self.revealed: dict[int, list[str]] = {}
        self.note: str | None = None
        self.last_call: str | None = None

    def _seat(self, name: object, error: type[Exception] = MalformedMoveError) -> int:
        try:
            return self.circle.index(name)
        except MalformedMoveError as refusal:
            raise error(str(refusal)) from None

    # ---- making moves -----------------------------------------------------------------------------

    parse_move = staticmethod(parse_boggle_move)

    def read_typed(self, text: str) -> Move:
        if self.phase is Phase.OVER:
            raise GameOverError(expecting(self))
        return read_typed(self, text)

    def apply(self, move: Move) -> None:
        place = PLACES.get(type(move))
        if place is None:
            raise MalformedMoveError(_("not a move of Liar's Boggle: {move}").format(move=quoted(move)))
        if self.phase is Phase.OVER:
            raise GameOverError(expecting(self))
        if place.option is not None and not getattr(self.options, place.option):
            raise NotAvailableError(
                _("this table does not play with the option {option}").format(option=place.option)
            )
        if self.phase is not place.phase:
            raise OutOfTurnError(
                _("no {move} now: {expecting}").format(move=move.KIND, expecting=expecting(self))
            )
        makers: dict[type[Move], Callable[[Any], None]] = {
            DealDice: self._deal,
            BidWord: self._bid,
            CallBid: self._call,
            RevealFaces: self._reveal,
            CastVotes: self._vote,
            DiscardDie: self._discard,
            RestartRound: lambda _restart: self._new_round(),
            TradeDie: self._trade,
            StartSandTimer: self._timer,
            SandRanOut: self._timer,
            FriendlyChallenge: self._challenge,
        }
        makers[type(move)](move)  # PLACES has a place for every one of them

    def _deal(self, move: DealDice) -> None:
        hands = check_deal(self, by_seat(self.circle, move.hands, range(len(self.circle)), "deal"))
        self.held = [sorted(hands[seat]) for seat in range(len(self.circle))]
        self.phase, self.to_act = Phase.BIDDING, self.opener

    def _turn(self, player: str) -> int:
        seat, name = self._seat(player), self.players[self.to_act]
        if seat != self.to_act:
            refusal = (
                _("it is {name}'s turn to bid or call, not {other}'s")
                if self.bids
                else _("it is {name}'s turn to bid, not {other}'s")
            )
            raise OutOfTurnError(refusal.format(name=name, other=self.players[seat]))
        return seat

    def _bid(self, move: BidWord) -> None:
        self._turn(move.player)
        if self.must_call:
            raise OutOfTurnError(
                _("the sand ran out: {name} must call").format(name=self.players[self.to_act])
            )
        if self.bids and not letters.raises(move.word, self.bids[-1][1], self.options.qu_two_letters):
            over = self.bids[-1][1]
            size = letters.counted_length(over, self.options.qu_two_letters)
            raise RaiseTooLowError(
                _("a raise must be longer than {word} or later in the dictionary at {size} letters").format(
                    word=over.upper(), size=size
                )
            )
        self.bids.append((self.to_act, move.word))
        self.to_act = self.circle.after(self.to_act, self._playing)
        self.checked = self.must_call = False
        self.note = None

    def _call(self, move: CallBid) -> None:
        seat = self._turn(move.player)
        if not self.bids:
            raise NotAvailableError(
                _("there is no bid to call yet: {name} opens with a bid").format(name=self.players[seat])
            )
        self.phase, self.caller, self.challenge_call = Phase.REVEAL, seat, move.call is CallKind.CHALLENGE
        self.timer_running = self.must_call = False
        self.note = None

    def _reveal(self, move: RevealFaces) -> None:
        shown = check_reveal(self, by_seat(self.circle, move.faces, self._in(), "reveal"))
        self.revealed = {seat: list(shown[seat]) for seat in sorted(shown)}
        word = self.bids[-1][1]
        if not self.challenge_call or self.context.is_word(word):
            self._settle_by_letters()
        elif self.options.votes and self._voters():
            self.phase, self.vote_friendly = Phase.VOTE, False
        else:
            self._settle_by_word(False)

    def _settle_by_letters(self) -> None:
        (bidder, word), caller = self.bids[-1], self._caller()
        faces = [face for seat in self.revealed for face in self.revealed[seat]]
        spelled = letters.can_spell(word, faces, self.options.qu_as_q)
        shown = " ".join(display(face) for face in sorted(faces))
        if self.challenge_call:
            said = (
                _("{caller} challenged {word} by {bidder}: the letters {letters} spell it")
                if spelled
                else _("{caller} challenged {word} by {bidder}: the letters {letters} do not spell it")
            )
        else:
            said = (
                _("{caller} called {word} by {bidder}: the letters {letters} spell it")
                if spelled
                else _("{caller} called {word} by {bidder}: the letters {letters} do not spell it")
            )
        sentence = said.format(
            caller=self.players[caller], word=word.upper(), bidder=self.players[bidder], letters=shown
        )
        self._lose(
            caller if spelled else bidder, CallEnding.BID_STOOD if spelled else CallEnding.BID_FELL, sentence
        )

    def _settle_by_word(self, voted: bool) -> None:
        (bidder, word), caller = self.bids[-1], self._caller()
        said = (
            _("{caller} challenged {word} by {bidder}: the vote says it is not a word")
            if voted
            else _("{caller} challenged {word} by {bidder}: the dictionary says it is not a word")
        )
        sentence = said.format(caller=self.players[caller], word=word.upper(), bidder=self.players[bidder])
        self._lose(bidder, CallEnding.NOT_A_WORD, sentence)

    def _lose(self, seat: int, ending: CallEnding, sentence: str) -> None:
        self.rounds += 1
        self.call_endings.append(ending)
        self.phase, self.loser = Phase.DISCARD, seat
        self.last_call = _("{sentence}; {name} loses a die").format(
            sentence=sentence, name=self.players[seat]
        )

    def _vote(self, move: CastVotes) -> None:
        ballots = by_seat(self.circle, move.ballots, self._voters(), "vote")
        yes = sum(ballots.values())
        valid = yes > len(ballots) - yes
        if not self.vote_friendly:
            return self._settle_by_letters() if valid else self._settle_by_word(True)
        self.phase = Phase.BIDDING
        self._friendly_ruling(valid)

    def _discard(self, move: DiscardDie) -> None:
        seat, die, loser = self._seat(move.player), move.die, self._loser()
        if seat != loser:
            raise OutOfTurnError(
                _("{name} discards a die, not {other}").format(
                    name=self.players[loser], other=self.players[seat]
                )
            )
        if die not in self.held[seat]:
            raise NotAvailableError(_("{name} holds no die {die}").format(name=self.players[seat], die=die))
        self.held[seat].remove(die)
        if not self.held[seat]:
            self.last_call = _("{sentence}; {name} is out").format(
                sentence=self.last_call, name=self.players[seat]
            )
        players_in = self._in()
        if len(players_in) == 1:
            self.phase, self._winner = Phase.OVER, players_in[0]
            self.last_call = _("{sentence}; {name} wins").format(
                sentence=self.last_call, name=self.players[players_in[0]]
            )
            return
        if not self.held[seat]:
            fewest = min(len(self.held[other]) for other in players_in)
            seat = self.circle.after(
                seat, lambda other: self._playing(other) and len(self.held[other]) == fewest
            )
        self.opener = seat
        self._new_round()

    def _new_round(self) -> None:
        self.phase, self.to_act, self.bids, self.caller = Phase.BIDDING, self.opener, [], None
        self.timer_running = self.must_call = self.checked = False
        self.note = None

    def _trade(self, move: TradeDie) -> None:
        seat, give, take = self._seat(move.player), move.give, move.take
        if self.bids or not self.rounds:
            raise OutOfTurnError(_("dice are traded between rounds: after a discard, before the first bid"))
        if not self._playing(seat):
            raise OutOfTurnError(_("{name} is out of the game").format(name=self.players[seat]))
        if give not in self.held[seat]:
            raise NotAvailableError(_("{name} holds no die {die}").format(name=self.players[seat], die=give))
        holder = next((s for s, dice in enumerate(self.held) if take in dice), None)
        if holder is not None or not 1 <= take <= len(self.dice_set.dice):
            refusal = (
                _("die {die} is held by {name}").format(die=take, name=self.players[holder])
                if holder is not None
                else _("die {die} is not in the set").format(die=take)
            )
            raise NotAvailableError(refusal)
        self.held[seat] = sorted([*(d for d in self.held[seat] if d != give), take])

    def _timer(self, move: StartSandTimer | SandRanOut) -> None:
        if move.player is not None:
            self._seat(move.player)
        start = isinstance(move, StartSandTimer)
        if start == self.timer_running:
            raise NotAvailableError(
                _("the sand timer is still running")
                if self.timer_running
                else _("the sand timer is not running")
            )
        self.timer_running = start
        self.must_call = not start and bool(self.bids)

    def _challenge(self, move: FriendlyChallenge) -> None:
        seat = self._seat(move.player)
        if not self.bids:
            raise NotAvailableError(_("there is no bid to challenge"))
        if not self._playing(seat):
            raise OutOfTurnError(_("{name} is out of the game").format(name=self.players[seat]))
        self.caller = seat
        if self.context.is_word(self.bids[-1][1]) or not (self.options.votes and self._voters()):
            self._friendly_ruling(self.context.is_word(self.bids[-1][1]))
        else:
            self.phase, self.vote_friendly = Phase.VOTE, True

    def _friendly_ruling(self, valid: bool) -> None:
        word = self.bids[-1][1].upper()
        if valid:
            self.checked, self.note = True, _("{word} is a word").format(word=word)
            return
        bidder = self.bids.pop()[0]
        self.to_act, self.must_call, self.checked = bidder, False, False
        self.note = _("{word} is not a word: {name} bids again").format(word=word, name=self.players[bidder])

    # ---- the table as it stands -------------------------------------------------------------------

    def _playing(self, seat: int) -> bool:
        return bool(self.held[seat]) or self.phase is Phase.DEAL

    def _in(self) -> list[int]:
        return [seat for seat in range(len(self.circle)) if self._playing(seat)]

    def _caller(self) -> int:
        assert self.caller is not None
        return self.caller

    def _loser(self) -> int:
        assert self.loser is not None
        return self.loser

    def _voters(self) -> list[int]:
        """Everyone at the table, the eliminated too, but the bidder and the caller (or challenger)."""
        return [seat for seat in range(len(self.circle)) if seat not in (self.bids[-1][0], self.caller)]

    def view(self) -> SideView:
        return table_view(self)

    def state_json(self) -> dict[str, Any]:
        count = len(self.dice_set.dice)
        held = {die for dice in self.held for die in dice}
        view = self.view()
        return {
            "players": [
                {"name": s.name, "out": s.out, "dice": list(d)}
                for s, d in zip(view.seats, self.held, strict=True)
            ],
            "discarded": [die for die in range(1, count + 1) if die not in held],
            "to_act": view.to_act,
            "expecting": view.expecting,
            "winner": self.winner,
            "round": view.round,
            "phase": self.phase.value,
            "opener": self.players[self.opener],
            "bids": [[self.players[seat], word] for seat, word in self.bids],
            "caller": None if self.caller is None else self.players[self.caller],
            "call": ("challenge" if self.challenge_call else "spell")
            if self.phase is not Phase.BIDDING
            else None,
            "loser": None if self.loser is None else self.players[self.loser],
            "revealed": {self.players[s]: [display(f) for f in faces] for s, faces in self.revealed.items()},
            "timer_running": self.timer_running,
            "must_call": self.must_call,
            "checked": self.checked,
            "vote_friendly": self.vote_friendly,
            "note": self.note,
            "last_call": self.last_call,
            "rounds": self.rounds,
            "call_endings": [ending.name for ending in self.call_endings],
        }

    def options_json(self) -> dict[str, Any]:
        return {**asdict(self.options), "dice": self.dice_set.name}

    def random_move(self, rng: random.Random) -> Move:
        if self.phase is Phase.OVER:
            raise GameOverError(expecting(self))
        return random_boggle_move(self, rng)
