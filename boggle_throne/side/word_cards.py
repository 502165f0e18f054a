"""The liar's word card game (seed 004, docs/rules.md §6): hands of letter cards, words announced, "liar".

Each player cuts a card: the letter closest to the start of the alphabet plays first (a tie: the tied
players cut again); the cut cards go back. The player to announce takes `hand` (five) cards from the
draw pile and announces a word to the next player clockwise: at most `fresh_limit` (four) letters
from a fresh hand, otherwise longer than the last word. Any word may be announced (a bluff is legal).
The player it is announced to accepts it (the cards pass to them; they discard one face down, draw
two, and announce a longer word to the next) or calls "liar": the hand is revealed, and if its letters
can form the word the announcer scores as many points as the word has letters, else the caller does.
The revealed hand is discarded and the player the word was announced to takes a fresh hand and
announces next. When the draw pile runs out the discards are shuffled into a new pile. The first to
`target` (25) points wins.

Options: `deck` (letter → number of cards; empty: the bundled deck, `side.word_cards_deck`), `target`
(25), `hand` (5), `fresh_limit` (4).

Moves as JSON: `{"cut": {"Ann": "B", "Bob": "M"}}` (exactly the players who cut now),
`{"deal": {"Ann": "CATSE"}}` (to the player to announce), `{"player": "Ann", "announce": "cat"}`,
`{"player": "Bob", "accept": true}`, `{"player": "Bob", "discard": "E", "draw": "XY"}`,
`{"player": "Bob", "call": "liar"}` and `{"reveal": "CATSE"}` (the whole hand, in any order).
A deal or a draw that the pile cannot cover takes the whole pile and the rest from the shuffled
discards; when fewer cards than asked exist in both, it takes them all (an empty `draw` included).

The judge's notation, for what is expected now: the cut `B M Q A` (seating order of the players who
cut); the deal `CATSE`; a word announces; `+` or `accept`; `.` or `liar`; the reveal, its letters; the
discard and draw `E XY` (the card discarded, a space, the cards drawn).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import Any, ClassVar

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _, ngettext
from boggle_throne.side.base import (
    CallEnding,
    CallLiar,
    Move,
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
    NotAvailableError,
    OutOfTurnError,
    RaiseTooLowError,
    WrongRevealError,
)
from boggle_throne.side.word_cards_deck import (
    cards_text,
    check_cards,
    deck_letters,
    draw_from,
    random_draw,
    shortfall,
)
from boggle_throne.side.word_cards_moves import (
    Accept,
    Announce,
    Cut,
    Deal,
    DiscardDraw,
    Phase,
    RevealHand,
    WordCardsOptions,
    cards_words,
    number_word,
    parse_card_move,
)

MAX_OPTION = 1_000


_UNEXPECTED: dict[str, Callable[[], str]] = {
    "a cut": lambda: _("a cut is not expected now: {expecting}"),
    "a deal": lambda: _("a deal is not expected now: {expecting}"),
    "a reveal": lambda: _("a reveal is not expected now: {expecting}"),
    "to accept": lambda: _("to accept is not expected now: {expecting}"),
    "to call liar": lambda: _("to call liar is not expected now: {expecting}"),
    "to announce": lambda: _("to announce is not expected now: {expecting}"),
    "to discard and draw": lambda: _("to discard and draw is not expected now: {expecting}"),
}
"""The refusal of a move the table does not wait for, by the move, in the language spoken."""

_OUT_OF_TURN: dict[str, Callable[[], str]] = {
    "accept": lambda: _("it is {name}'s turn to accept, not {other}'s"),
    "call liar": lambda: _("it is {name}'s turn to call liar, not {other}'s"),
    "announce": lambda: _("it is {name}'s turn to announce, not {other}'s"),
    "discard and draw": lambda: _("it is {name}'s turn to discard and draw, not {other}'s"),
}
"""The refusal of a player's move out of turn, by the move, in the language spoken."""


class WordCards(SideGame):
    """The referee of one game of the liar's word card game."""

    NAME: ClassVar[str] = "liars-word-cards"
    TITLE: ClassVar[str] = "Liar's Word Cards"
    UNIT: ClassVar[str] = "points"
    OPTIONS: ClassVar[type] = WordCardsOptions

    def __init__(self, players: Sequence[str], options: Mapping[str, Any], context: SideContext) -> None:
        super().__init__(players, options, context)
        self.options = read_options(WordCardsOptions, options, self.NAME)
        for name in ("target", "hand", "fresh_limit"):
            if not 1 <= (value := getattr(self.options, name)) <= MAX_OPTION:
                raise BadOptionError(
                    _("{option} of {game} is 1 to {most}, not {value}").format(
                        option=name, game=self.NAME, most=MAX_OPTION, value=value
                    )
                )
        where = _("the deck of {game}").format(game=self.NAME)
        self.deck = Counter(check_cards(self.options.deck, where) if self.options.deck else deck_letters())
        if self.deck.total() < max(self.options.hand, len(self.circle)):
            raise BadOptionError(
                _("{where} needs at least {count} cards and one per player").format(
                    where=where, count=self.options.hand
                )
            )
        self.pile, self.discards, self.hand = Counter(self.deck), Counter[str](), Counter[str]()
        self.scores = [0] * len(self.circle)
        self.phase = Phase.CUT
        self.cutters: tuple[int, ...] = tuple(range(len(self.circle)))
        self.last_cut: dict[int, str] = {}
        self.seat: int | None = None
        """Who holds the hand or is dealt it, or (answering) who the word was announced to."""
        self.announcer: int | None = None
        self.word: str | None = None
        self.fresh = True
        self.bids: list[tuple[int, int, str]] = []
        self.last_call: str | None = None

    parse_move = staticmethod(parse_card_move)

    def apply(self, move: Move) -> None:
        if self._winner is not None:
            raise GameOverError(_("the game is over: {name} won").format(name=self.players[self._winner]))
        if isinstance(move, Cut):
            self._cut(move)
        elif isinstance(move, Deal):
            self._deal(move)
        elif isinstance(move, Announce):
            self._announce(move)
        elif isinstance(move, Accept):
            self._acting(move.player, Phase.ANSWER, "accept")
            self.phase = Phase.DISCARD
        elif isinstance(move, CallLiar):
            self._acting(move.player, Phase.ANSWER, "call liar")
            self.phase = Phase.REVEAL
        elif isinstance(move, DiscardDraw):
            self._discard_draw(move)
        elif isinstance(move, RevealHand):
            self._reveal(move)
        else:
            raise MalformedMoveError(
                _("not a move of {game}: {move}").format(game=self.TITLE, move=quoted(move))
            )

    def _now(self, phase: Phase, what: str) -> None:
        """Refuse `what` (one of `_UNEXPECTED`'s moves) unless the table is at `phase`."""
        if self.phase is not phase:
            raise OutOfTurnError(_UNEXPECTED[what]().format(expecting=self._expecting()))

    def _acting(self, player: str, phase: Phase, what: str) -> int:
        """Refuse `what` (one of `_OUT_OF_TURN`'s moves) but by the player on turn at `phase`."""
        self._now(phase, f"to {what}")
        seat = self.circle.index(player)
        if seat != self.seat:
            raise OutOfTurnError(
                _OUT_OF_TURN[what]().format(name=self._name(self.seat), other=self.players[seat])
            )
        return seat

    def _cut(self, move: Cut) -> None:
        self._now(Phase.CUT, "a cut")
        cuts: dict[int, str] = {}
        cutters = self.circle.listed(self.cutters)
        for name, card in move.cuts:
            seat = self.circle.index(name)
            if seat in cuts:
                raise WrongRevealError(_("{name} is named twice").format(name=self.players[seat]))
            if seat not in self.cutters or len(card) != 1:
                raise WrongRevealError(
                    _("the cut is one card each for {players}, not {name} {card}").format(
                        players=cutters, name=name, card=card
                    )
                )
            cuts[seat] = card
        if missing := [seat for seat in self.cutters if seat not in cuts]:
            raise WrongRevealError(
                _("the cut is one card each for {players}: {missing} missing").format(
                    players=cutters, missing=self.circle.listed(missing)
                )
            )
        if refusal := shortfall(_("the deck"), self.deck, Counter(cuts.values())):
            raise NotAvailableError(refusal)
        low = min(cuts.values())
        first = tuple(seat for seat in sorted(cuts) if cuts[seat] == low)
        self.last_cut = cuts
        if len(first) > 1:
            self.cutters = first
        else:
            self.cutters, self.phase, self.seat = (), Phase.DEAL, first[0]

    def _deal(self, move: Deal) -> None:
        self._now(Phase.DEAL, "a deal")
        seat = self.circle.index(move.player)
        if seat != self.seat:
            raise OutOfTurnError(
                _("the cards are dealt to {name}, not {other}").format(
                    name=self._name(self.seat), other=self.players[seat]
                )
            )
        self.pile, self.discards = draw_from(
            self.pile, self.discards, Counter(move.cards), self.options.hand, self.players[seat]
        )
        self.hand, self.fresh, self.word, self.phase = Counter(move.cards), True, None, Phase.ANNOUNCE
        self.bids.clear()

    def _announce(self, move: Announce) -> None:
        seat = self._acting(move.player, Phase.ANNOUNCE, "announce")
        word, limit = move.word, self.options.fresh_limit
        if self.fresh and len(word) > limit:
            raise ForbiddenBidError(
                _("a fresh hand announces at most {most} letters, not {count} ({word})").format(
                    most=limit, count=len(word), word=word
                )
            )
        if self.word is not None and len(word) <= len(self.word):
            raise RaiseTooLowError(
                _("a word must be longer than {word} ({count} letters)").format(
                    word=self.word, count=len(self.word)
                )
            )
        to = self.circle.after(seat, lambda _: True)
        self.bids.append((seat, to, word))
        self.announcer, self.seat, self.word, self.phase = seat, to, word, Phase.ANSWER

    def _discard_draw(self, move: DiscardDraw) -> None:
        seat = self._acting(move.player, Phase.DISCARD, "discard and draw")
        if move.discard not in self.hand:
            raise NotAvailableError(
                _("{name}'s hand holds no {letter}").format(name=self.players[seat], letter=move.discard)
            )
        discards = self.discards + Counter(move.discard)
        self.pile, self.discards = draw_from(self.pile, discards, Counter(move.draw), 2, self.players[seat])
        self.hand = self.hand - Counter(move.discard) + Counter(move.draw)
        self.fresh, self.phase = False, Phase.ANNOUNCE

    def _reveal(self, move: RevealHand) -> None:
        self._now(Phase.REVEAL, "a reveal")
        assert self.word is not None and self.announcer is not None and self.seat is not None
        announcer, caller, word, shown = self.announcer, self.seat, self.word, Counter(move.cards)
        whose = _("{name}'s hand").format(name=self.players[announcer])
        if shown.total() != self.hand.total():
            raise WrongRevealError(
                _("{where} holds {count} cards, not {shown}").format(
                    where=whose, count=self.hand.total(), shown=shown.total()
                )
            )
        if refusal := shortfall(whose, self.hand, shown):
            raise WrongRevealError(refusal)
        spelled = Counter(word) <= self.hand
        scorer = announcer if spelled else caller
        self.scores[scorer] += len(word)
        self.rounds += 1
        self.call_endings.append(CallEnding.BID_STOOD if spelled else CallEnding.BID_FELL)
        self.discards += self.hand
        self.hand = Counter()
        said = (
            ngettext(
                "{caller} called liar on {word}: the hand spells it; {scorer} scores {n} point",
                "{caller} called liar on {word}: the hand spells it; {scorer} scores {n} points",
                len(word),
            )
            if spelled
            else ngettext(
                "{caller} called liar on {word}: the hand cannot spell it; {scorer} scores {n} point",
                "{caller} called liar on {word}: the hand cannot spell it; {scorer} scores {n} points",
                len(word),
            )
        )
        self.last_call = said.format(
            caller=self.players[caller], word=word, scorer=self.players[scorer], n=len(word)
        )
        if self.scores[scorer] >= self.options.target:
            self._winner, self.phase, self.seat = scorer, Phase.OVER, None
            self.last_call = _("{sentence} and wins with {points}").format(
                sentence=self.last_call, points=self.scores[scorer]
            )
        else:
            self.phase, self.announcer, self.word, self.fresh = Phase.DEAL, None, None, True
            self.bids.clear()

    def _name(self, seat: int | None) -> str:
        return "" if seat is None else self.players[seat]

    def read_typed(self, text: str) -> Move:
        typed = " ".join(text.strip().upper().split())
        name, phase = self._name(self.seat), self.phase
        if phase is Phase.OVER:
            raise GameOverError(_("the game is over: {name} won").format(name=self.winner))
        if phase is Phase.CUT:
            cards = re.split(r"[\s/,]+", typed) if re.search(r"[\s/,]", typed) else list(typed)
            if len(cards) != len(self.cutters):
                raise MalformedMoveError(_("type one card each: {hint}").format(hint=self._hint()))
            return self.parse_move(
                {"cut": dict(zip((self.players[s] for s in self.cutters), cards, strict=True))}
            )
        if phase is Phase.ANSWER and typed in {"+", "ACCEPT", ".", "LIAR"}:
            return Accept(name) if typed in {"+", "ACCEPT"} else CallLiar(name)
        if phase is Phase.DISCARD:
            discard, _space, draw = typed.partition(" ")
            return self.parse_move({"player": name, "discard": discard, "draw": draw.replace(" ", "")})
        packed = typed.replace(" ", "").replace("/", "")
        if phase is Phase.DEAL:
            return self.parse_move({"deal": {name: packed}})
        if phase is Phase.ANNOUNCE:
            return self.parse_move({"player": name, "announce": packed})
        if phase is Phase.REVEAL:
            return self.parse_move({"reveal": packed})
        raise MalformedMoveError(_("type {hint}").format(hint=self._hint()))

    def _hint(self) -> str:
        if self.phase is Phase.CUT:
            example = " ".join("BMQAKE"[i % 6] for i in range(len(self.cutters)))
            return _("one card each, in seating order ({players}): {example}").format(
                players=self.circle.listed(self.cutters), example=example
            )
        hints = {
            Phase.DEAL: lambda: _("the cards dealt, as CATSE"),
            Phase.ANNOUNCE: lambda: _("a word announces it, as CAT"),
            Phase.ANSWER: lambda: _("+ or accept accepts · . or liar calls"),
            Phase.DISCARD: lambda: _("the card discarded, a space, the cards drawn, as E XY"),
            Phase.REVEAL: lambda: _("the hand's letters as its cards show them, as CATSE"),
        }
        return hints[self.phase]() if self.phase in hints else ""

    def _expecting(self) -> str:
        name = self._name(self.seat)
        if self.phase is Phase.CUT:
            if self.last_cut:
                return _("{players} tied: cut again for the first player").format(
                    players=self.circle.listed(self.cutters)
                )
            return _("cut for the first player")
        if self.phase is Phase.DEAL:
            dealt = min(self.options.hand, self.pile.total() + self.discards.total())
            return _("deal {cards} to {name}").format(cards=cards_words(dealt), name=name)
        if self.phase is Phase.ANNOUNCE:
            to = self.players[self.circle.after(self.seat or 0, lambda _: True)]
            if self.fresh:
                return _("{name} announces a word of at most {most} letters to {to}").format(
                    name=name, most=self.options.fresh_limit, to=to
                )
            return _("{name} announces a word longer than {word} to {to}").format(
                name=name, word=self.word, to=to
            )
        if self.phase is Phase.ANSWER:
            return _("{name} accepts {word} or calls liar").format(name=name, word=self.word)
        if self.phase is Phase.DISCARD:
            drawn = min(2, self.pile.total() + self.discards.total() + 1)
            return _("{name} discards one and draws {number}").format(name=name, number=number_word(drawn))
        if self.phase is Phase.REVEAL:
            return _("reveal {name}'s hand").format(name=self._name(self.announcer))
        return _("{name} won").format(name=self.winner)

    def view(self) -> SideView:
        seats = []
        for seat, name in enumerate(self.players):
            points = self.scores[seat]
            detail = ngettext("{n} point", "{n} points", points).format(n=points)
            if self.hand and seat == self._holder():
                held = self.hand.total()
                holds = ngettext("holds {n} card", "holds {n} cards", held).format(n=held)
                detail = f"{detail} · {holds}"
            seats.append(Seat(name, points, detail, False))
        acting = self.phase in {Phase.ANNOUNCE, Phase.ANSWER, Phase.DISCARD}
        last = self.bids[-1] if self.bids and self.word is not None else None
        return SideView(
            game=self.NAME,
            title=self.TITLE,
            unit=self.UNIT,
            seats=tuple(seats),
            to_act=self._name(self.seat) if acting else None,
            expecting=self._expecting(),
            hint=self._hint(),
            bid=_("{word}, announced by {name} to {to}").format(
                word=last[2], name=self.players[last[0]], to=self.players[last[1]]
            )
            if last
            else None,
            bids=tuple(f"{self.players[a]} → {self.players[b]}: {word}" for a, b, word in self.bids),
            last_call=self.last_call,
            round=self.rounds + 1,
            winner=self.winner,
        )

    def _holder(self) -> int | None:
        """Who holds the hand: the announcer while their word is answered or revealed."""
        return self.announcer if self.phase in {Phase.ANSWER, Phase.REVEAL} else self.seat

    def state_json(self) -> dict[str, Any]:
        holder = self._holder() if self.hand else None
        return {
            "game": self.NAME,
            "players": [
                {
                    "name": name,
                    "out": False,
                    "points": self.scores[seat],
                    "cards": self.hand.total() if seat == holder else 0,
                }
                for seat, name in enumerate(self.players)
            ],
            "phase": self.phase.name.lower(),
            "to_act": self.view().to_act,
            "expecting": self._expecting(),
            "winner": self.winner,
            "round": self.rounds + 1,
            "deck": cards_text(self.deck),
            "pile": cards_text(self.pile),
            "discards": cards_text(self.discards),
            "hand": cards_text(self.hand),
            "holder": None if holder is None else self.players[holder],
            "cutters": [self.players[seat] for seat in self.cutters],
            "last_cut": {self.players[seat]: card for seat, card in sorted(self.last_cut.items())},
            "word": self.word,
            "announcer": None if self.announcer is None else self.players[self.announcer],
            "fresh": self.fresh,
            "bids": [
                {"from": self.players[a], "to": self.players[b], "word": word} for a, b, word in self.bids
            ],
            "last_call": self.last_call,
        }

    def options_json(self) -> dict[str, Any]:
        return {**asdict(self.options), "deck": dict(sorted(self.deck.items()))}

    def random_move(self, rng: random.Random) -> Move:
        name = self._name(self.seat)
        if self.phase is Phase.CUT:
            cut = rng.sample(sorted(self.deck.elements()), len(self.cutters))
            return Cut(tuple(zip((self.players[seat] for seat in self.cutters), cut, strict=True)))
        if self.phase is Phase.DEAL:
            return Deal(name, random_draw(rng, self.pile, self.discards, self.options.hand))
        if self.phase is Phase.ANNOUNCE:
            longer = len(self.word or "") + rng.randint(1, 2)
            length = rng.randint(1, self.options.fresh_limit) if self.fresh else longer
            held = sorted(self.hand.elements())
            if length <= len(held) and rng.random() < 0.6:
                return Announce(name, "".join(rng.sample(held, length)))
            return Announce(name, "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(length)))
        if self.phase is Phase.ANSWER:
            if len(self.word or "") > self.hand.total() or rng.random() < 0.4:
                return CallLiar(name)
            return Accept(name)
        if self.phase is Phase.DISCARD:
            discard = rng.choice(sorted(self.hand.elements()))
            return DiscardDraw(
                name, discard, random_draw(rng, self.pile, self.discards + Counter(discard), 2)
            )
        if self.phase is Phase.REVEAL:
            return RevealHand("".join(rng.sample(sorted(self.hand.elements()), self.hand.total())))
        raise GameOverError(_("the game is over: {name} won").format(name=self.winner))
