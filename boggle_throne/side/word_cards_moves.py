"""The moves of the liar's word card game (`side.word_cards`) and their JSON forms.

Kept apart from the referee so that each stays short, with the game's phases and options; the forms
are documented in `side.word_cards`.
Letters are read in either case and kept in capitals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import N_, _, ngettext, pgettext
from boggle_throne.side.base import Move, liar_call, move_player, table_move
from boggle_throne.side.errors import MalformedMoveError
from boggle_throne.side.word_cards_deck import LETTERS

MAX_WORD = 60
_NO_PLAYER = N_('a player\'s move names the player: "player": "Ann", not {value}')
_ENTRIES = '"Ann": "…", …'


def number_word(count: int) -> str:
    """A small number in words, in the language spoken: "no", "one", … "ten"; larger ones in figures."""
    words = (
        pgettext("number", "no"),
        pgettext("number", "one"),
        pgettext("number", "two"),
        pgettext("number", "three"),
        pgettext("number", "four"),
        pgettext("number", "five"),
        pgettext("number", "six"),
        pgettext("number", "seven"),
        pgettext("number", "eight"),
        pgettext("number", "nine"),
        pgettext("number", "ten"),
    )
    return words[count] if count < len(words) else str(count)


def cards_words(count: int) -> str:
    """A number of cards in words: "five cards", "1 card" is "one card"."""
    return ngettext("{n} card", "{n} cards", count).format(n=number_word(count))


class Phase(Enum):
    """What the table waits for."""

    CUT = "the cut for the first player"
    DEAL = "a fresh hand"
    ANNOUNCE = "a word announced"
    ANSWER = "accept or call liar"
    DISCARD = "discard one, draw two"
    REVEAL = "the hand revealed"
    OVER = "the game is over"


@dataclass(frozen=True)
class WordCardsOptions:
    deck: dict[str, int] = field(default_factory=dict)
    target: int = 25
    hand: int = 5
    fresh_limit: int = 4


@dataclass(frozen=True)
class Cut(Move):
    KIND: ClassVar[str] = "cut"
    cuts: tuple[tuple[str, str], ...]

    def to_json(self) -> dict[str, Any]:
        return {"cut": dict(self.cuts)}


@dataclass(frozen=True)
class Deal(Move):
    KIND: ClassVar[str] = "deal"
    player: str
    cards: str

    def to_json(self) -> dict[str, Any]:
        return {"deal": {self.player: self.cards}}


@dataclass(frozen=True)
class Announce(Move):
    KIND: ClassVar[str] = "announce"
    player: str
    word: str

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "announce": self.word.lower()}


@dataclass(frozen=True)
class Accept(Move):
    KIND: ClassVar[str] = "accept"
    VALUE: ClassVar[object] = True
    player: str


@dataclass(frozen=True)
class DiscardDraw(Move):
    KIND: ClassVar[str] = "discard"
    player: str
    discard: str
    draw: str

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "discard": self.discard, "draw": self.draw}


@dataclass(frozen=True)
class RevealHand(Move):
    KIND: ClassVar[str] = "reveal"
    cards: str

    def to_json(self) -> dict[str, Any]:
        return {"reveal": self.cards}


def letters(value: object, what: str, empty: bool = False) -> str:
    """Letters A–Z in capitals; `MalformedMoveError` naming `what` otherwise."""
    text = value.strip().upper() if isinstance(value, str) else None
    if text is None or (not text and not empty) or len(text) > MAX_WORD or not set(text) <= LETTERS:
        raise MalformedMoveError(
            _("{what} is letters A to Z only, not {value}").format(what=what, value=quoted(value))
        )
    return text


def parse_card_move(payload: Mapping[str, Any]) -> Move:
    """A move of the card game from its JSON form; `MalformedMoveError` names what is wrong."""
    if not isinstance(payload, Mapping):
        raise MalformedMoveError(_("a move is a JSON object, not {value}").format(value=quoted(payload)))
    keys = set(payload)
    if "cut" in keys:
        cuts = table_move(payload, "cut", _ENTRIES, empty=False).items()
        return Cut(
            tuple((str(name), letters(card, _("{name}'s cut").format(name=name))) for name, card in cuts)
        )
    if "deal" in keys:
        deal = table_move(payload, "deal", _ENTRIES, empty=False)
        if len(deal) != 1:
            raise MalformedMoveError(_('a deal is to one player: {"deal": {"Ann": "CATSE"}}'))
        ((name, cards),) = deal.items()
        return Deal(str(name), letters(cards, _("a deal")))
    if keys == {"reveal"}:
        return RevealHand(letters(payload["reveal"], _("a revealed hand")))
    if keys == {"player", "announce"}:
        return Announce(move_player(payload, _NO_PLAYER), letters(payload["announce"], _("a word announced")))
    if keys == {"player", "accept"}:
        if payload["accept"] is not True:
            raise MalformedMoveError(
                _('accepting is "accept": true (to refuse, call liar), not {value}').format(
                    value=quoted(payload["accept"])
                )
            )
        return Accept(move_player(payload, _NO_PLAYER))
    if keys == {"player", "call"}:
        return liar_call(payload, _NO_PLAYER)
    if keys == {"player", "discard", "draw"}:
        discard = letters(payload["discard"], _("the card discarded"))
        if len(discard) != 1:
            raise MalformedMoveError(
                _("one card is discarded, not {value}").format(value=quoted(payload["discard"]))
            )
        return DiscardDraw(
            move_player(payload, _NO_PLAYER),
            discard,
            letters(payload["draw"], _("the cards drawn"), empty=True),
        )
    raise MalformedMoveError(
        _(
            "a move of Liar's Word Cards is a cut, a deal, an announce, an accept, a call, a discard and draw"
            " or a reveal, not {value}"
        ).format(value=quoted(dict(payload)))
    )
