"""The moves of Guinness Liar's Dice (`side.liars_dice`): their JSON forms, and the rule of raises.

Kept apart from the referee so that each stays short; the forms are documented in `side.liars_dice`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import N_, _, ngettext
from boggle_throne.side.base import Move, RestartRound, liar_call, move_player, table_move
from boggle_throne.side.errors import MalformedMoveError

PLURAL = ("ones", "twos", "threes", "fours", "fives", "sixes")
SINGULAR = ("one", "two", "three", "four", "five", "six")
FACE_WORDS = {
    word: face for face, words in enumerate(zip(SINGULAR, PLURAL, strict=True), 1) for word in words
}
_NO_PLAYER = N_('a bid or a call names its player: "player": "Ann", not {value}')
_ENTRIES = '"Ann": …, "Bob": …'
TYPED_BID = re.compile(r"(\d+)\s*(?:x\s*|\s)\s*([1-6]|[a-z]+)(?:'?s)?")


def bid_words(quantity: int, face: int) -> str:
    """A bid as said at the table, in the language spoken: "6 fives", "1 three"."""
    forms = {
        1: lambda n: ngettext("{n} one", "{n} ones", n),
        2: lambda n: ngettext("{n} two", "{n} twos", n),
        3: lambda n: ngettext("{n} three", "{n} threes", n),
        4: lambda n: ngettext("{n} four", "{n} fours", n),
        5: lambda n: ngettext("{n} five", "{n} fives", n),
        6: lambda n: ngettext("{n} six", "{n} sixes", n),
    }
    return forms[face](quantity).format(n=quantity)


def faces_word(face: int) -> str:
    """A face as the table names all the dice that show it, in the language spoken: "fives"."""
    words = (_("ones"), _("twos"), _("threes"), _("fours"), _("fives"), _("sixes"))
    return words[face - 1]


@dataclass(frozen=True)
class Roll(Move):
    KIND: ClassVar[str] = "roll"
    rolls: tuple[tuple[str, int], ...]

    def to_json(self) -> dict[str, Any]:
        return {"roll": dict(self.rolls)}


@dataclass(frozen=True)
class Bid(Move):
    KIND: ClassVar[str] = "bid"
    player: str
    quantity: int
    face: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "bid": [self.quantity, self.face]}


@dataclass(frozen=True)
class Reveal(Move):
    KIND: ClassVar[str] = "reveal"
    dice: tuple[tuple[str, tuple[int, ...]], ...]

    def to_json(self) -> dict[str, Any]:
        return {"reveal": {name: list(faces) for name, faces in self.dice}}


def _face(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise MalformedMoveError(_("a die shows 1 to 6, not {value}").format(value=quoted(value)))
    return value


def parse_dice_move(payload: Mapping[str, Any]) -> Move:
    """A move of Liar's Dice from its JSON form; `MalformedMoveError` names what is wrong."""
    if not isinstance(payload, Mapping):
        raise MalformedMoveError(_("a move is a JSON object, not {value}").format(value=quoted(payload)))
    if "roll" in payload:
        return Roll(
            tuple((str(name), _face(value)) for name, value in table_move(payload, "roll", _ENTRIES).items())
        )
    if "reveal" in payload:
        shown = table_move(payload, "reveal", _ENTRIES).items()
        for name, faces in shown:
            if not isinstance(faces, list):
                raise MalformedMoveError(
                    _("{name}'s dice are a list of faces: [2, 3, 3, 5, 5]").format(name=name)
                )
        return Reveal(tuple((str(name), tuple(_face(face) for face in faces)) for name, faces in shown))
    if "restart" in payload:
        if len(payload) != 1 or payload["restart"] != "round":
            raise MalformedMoveError(_('a restart is {"restart": "round"}'))
        return RestartRound()
    if set(payload) == {"player", "bid"}:
        bid = payload["bid"]
        quantity = bid[0] if isinstance(bid, list) and len(bid) == 2 else None
        if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
            raise MalformedMoveError(
                _("a bid is [quantity, face] with a quantity of 1 or more, not {value}").format(
                    value=quoted(bid)
                )
            )
        return Bid(move_player(payload, _NO_PLAYER), quantity, _face(bid[1]))
    if set(payload) == {"player", "call"}:
        return liar_call(payload, _NO_PLAYER)
    raise MalformedMoveError(
        _("a move of Liar's Dice is a roll, a bid, a call, a reveal or a restart, not {value}").format(
            value=quoted(dict(payload))
        )
    )


def raise_refusal(previous: tuple[int, int], quantity: int, face: int, palafico: bool) -> str | None:
    """Why `quantity` × `face` does not raise the bid `previous` (quantity, face), or None when it does.

    A raise is a higher quantity with any face, or a higher face with the same or a higher quantity; in a
    palafico round the face stays the opening face and only the quantity goes up."""
    low, was = previous
    shown = bid_words(quantity, face)
    if palafico:
        if face != was or quantity <= low:
            wanted = bid_words(low + 1, was)
            return _("in a palafico round the face stays {faces}: {wanted} or more, not {bid}").format(
                faces=faces_word(was), wanted=wanted, bid=shown
            )
        return None
    if quantity > low or (quantity == low and face > was):
        return None
    if face > was:
        return _("a higher face needs at least {count} dice: {wanted} or more, not {bid}").format(
            count=low, wanted=bid_words(low, face), bid=shown
        )
    if face < was:
        return _("a lower face needs more than {count} dice: {wanted} or more, not {bid}").format(
            count=low, wanted=bid_words(low + 1, face), bid=shown
        )
    return _("a raise must be more than {bid_on_table}: {wanted} or more, not {bid}").format(
        bid_on_table=bid_words(low, was), wanted=bid_words(low + 1, was), bid=shown
    )
