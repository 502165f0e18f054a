"""A number with its noun, said as a person would: "1 game", "2 games", "1 pt", "−3 pts", in the
language spoken (`boggle_throne.i18n`): each noun is one ngettext pair, so a language with other
plural forms than English's says each count its own way."""

from __future__ import annotations

from collections.abc import Callable

from boggle_throne.i18n import ngettext

_NOUNS: dict[str, Callable[[int], str]] = {
    "final": lambda n: ngettext("{n} final", "{n} finals", n),
    "game": lambda n: ngettext("{n} game", "{n} games", n),
    "letter": lambda n: ngettext("{n} letter", "{n} letters", n),
    "line": lambda n: ngettext("{n} line", "{n} lines", n),
    "minute": lambda n: ngettext("{n} minute", "{n} minutes", n),
    "more point": lambda n: ngettext("{n} more point", "{n} more points", n),
    "night": lambda n: ngettext("{n} night", "{n} nights", n),
    "player": lambda n: ngettext("{n} player", "{n} players", n),
    "point": lambda n: ngettext("{n} point", "{n} points", n),
    "pt": lambda n: ngettext("{n} pt", "{n} pts", n),
    "roll": lambda n: ngettext("{n} roll", "{n} rolls", n),
    "round": lambda n: ngettext("{n} round", "{n} rounds", n),
    "second": lambda n: ngettext("{n} second", "{n} seconds", n),
    "table": lambda n: ngettext("{n} table", "{n} tables", n),
    "word": lambda n: ngettext("{n} word", "{n} words", n),
}
"""Each noun the app counts, by its English singular, to the message that counts it: written out
whole so that the catalogue holds both forms of each."""


def counted(number: int, noun: str, *, grouped: bool = False) -> str:
    """`number` and `noun` (one of `_NOUNS`), singular for one (or minus one), plural otherwise;
    `grouped` writes thousands with commas (`1,200 words`)."""
    shown = f"{number:,}" if grouped else str(number)
    return _NOUNS[noun](abs(number)).format(n=shown)
