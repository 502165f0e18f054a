"""The letter cards of the liar's word card game (`side.word_cards`): the deck file, and the piles.

A deck is a TOML file with a `name`, a `title`, a `source` and a `[cards]` table of letter → number of
cards; the bundled one, `resources/side/letter-cards.toml`, is the Scrabble distribution without its
blanks (98 cards). An organiser may load another deck file of the same form with `load_deck`.

Cards are kept as multisets (`Counter`): the order of a physical pile is not known to the referee, so a
draw names the letters drawn and is checked against the letters the pile can hold.
"""

from __future__ import annotations

import random
import tomllib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from boggle_throne.engine.errors import quoted
from boggle_throne.engine.resources import resources_dir
from boggle_throne.i18n import _, ngettext
from boggle_throne.side.errors import BadOptionError, NotAvailableError

LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
MAX_CARDS_OF_A_LETTER = 100
BUNDLED_DECK = "letter-cards.toml"


@dataclass(frozen=True)
class LetterDeck:
    """A deck of letter cards as its file describes it."""

    name: str
    title: str
    source: str
    cards: Mapping[str, int]
    """Letter (A–Z) → how many cards carry it; letters with no card are left out."""


def check_cards(cards: object, where: str) -> dict[str, int]:
    """A letter → count table, checked: letters A–Z (either case), counts 0 to 100, at least one card."""
    if not isinstance(cards, Mapping):
        raise BadOptionError(
            _("{where}: the cards are a table of letter = number of cards").format(where=where)
        )
    checked: dict[str, int] = {}
    for letter, count in cards.items():
        upper = letter.upper() if isinstance(letter, str) else letter
        if upper not in LETTERS:
            raise BadOptionError(
                _("{where}: a card carries one letter A to Z, not {value}").format(
                    where=where, value=quoted(letter)
                )
            )
        if upper in checked:
            raise BadOptionError(
                _("{where}: the letter {letter} is listed twice").format(where=where, letter=upper)
            )
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_CARDS_OF_A_LETTER:
            raise BadOptionError(
                _("{where}: the number of {letter} cards is 0 to {most}, not {value}").format(
                    where=where, letter=upper, most=MAX_CARDS_OF_A_LETTER, value=quoted(count)
                )
            )
        if count:
            checked[upper] = count
    if not checked:
        raise BadOptionError(_("{where}: the deck has no cards").format(where=where))
    return dict(sorted(checked.items()))


def load_deck(path: Path) -> LetterDeck:
    """Read a deck file; `BadOptionError` says what is wrong with a malformed one."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise BadOptionError(
            _("letter deck file {file}: {error}").format(file=Path(path).name, error=error)
        ) from error
    where = _("letter deck file {file}").format(file=Path(path).name)
    for key in ("name", "title"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise BadOptionError(_("{where}: it needs a {key} (a text)").format(where=where, key=key))
    if not isinstance(data.get("source", ""), str):
        raise BadOptionError(_("{where}: its source is a text").format(where=where))
    if "cards" not in data:
        raise BadOptionError(
            _("{where}: it needs a [cards] table of letter = number of cards").format(where=where)
        )
    return LetterDeck(data["name"], data["title"], data.get("source", ""), check_cards(data["cards"], where))


@cache
def bundled_deck() -> LetterDeck:
    """The bundled deck: the Scrabble letter distribution without blanks."""
    return load_deck(resources_dir() / "side" / BUNDLED_DECK)


def deck_letters() -> dict[str, int]:
    """The bundled deck's letter → number of cards."""
    return dict(bundled_deck().cards)


def cards_text(cards: Counter[str]) -> str:
    """Cards as one text in alphabetical order: "ACEST"."""
    return "".join(sorted(cards.elements()))


def shortfall(where: str, have: Counter[str], wanted: Counter[str]) -> str | None:
    """Why `have` does not hold the cards `wanted`, naming the first letter short; None if it does
    (`where` as the sentence names it, in the language spoken: "the draw pile")."""
    short = wanted - have
    if not short:
        return None
    letter = min(short)
    if not have[letter]:
        return _("{where} holds no {letter}").format(where=where, letter=letter)
    return _("{where} holds only {count} {letter}").format(where=where, count=have[letter], letter=letter)


def draw_from(
    pile: Counter[str], discards: Counter[str], drawn: Counter[str], wanted: int, who: str
) -> tuple[Counter[str], Counter[str]]:
    """The draw pile and the discards after `who` draws `drawn`, `wanted` cards being asked for.

    Rule 8: when the draw pile runs out the discards are shuffled into a new pile, so a draw larger than
    the pile takes the whole pile and the rest from the shuffled discards; when fewer cards exist in
    both, the draw takes them all. `NotAvailableError` when the letters cannot have been drawn."""
    count = min(wanted, pile.total() + discards.total())
    if drawn.total() != count:
        raise NotAvailableError(
            ngettext(
                "{name} draws {n} card, not {drawn}", "{name} draws {n} cards, not {drawn}", count
            ).format(name=who, n=count, drawn=drawn.total())
        )
    if count <= pile.total():
        if refusal := shortfall(_("the draw pile"), pile, drawn):
            raise NotAvailableError(refusal)
        return pile - drawn, discards
    if not pile <= drawn:
        raise NotAvailableError(
            _(
                "the draw pile runs out: its last cards {cards} are drawn before the discards are shuffled"
            ).format(cards=cards_text(pile))
        )
    rest = drawn - pile
    if refusal := shortfall(_("the shuffled discards"), discards, rest):
        raise NotAvailableError(_("the draw pile runs out and {refusal}").format(refusal=refusal))
    return discards - rest, Counter()


def random_draw(rng: random.Random, pile: Counter[str], discards: Counter[str], wanted: int) -> str:
    """Cards drawn at random as rule 8 draws them: the pile first, then the shuffled discards."""
    cards = sorted(pile.elements())
    if wanted <= len(cards):
        return "".join(rng.sample(cards, wanted))
    shuffled = sorted(discards.elements())
    return "".join(cards + rng.sample(shuffled, min(wanted - len(cards), len(shuffled))))
