"""A number with its noun, said as a person would: "1 game", "2 games", "1 pt", "−3 pts"."""

from __future__ import annotations

_IRREGULAR = {"match": "matches", "bye": "byes", "pt": "pts"}
"""Plurals that do not just add an s (or that look as if they might not)."""


def plural(noun: str) -> str:
    """The plural of one of the nouns the app counts (games, tables, players, points…)."""
    return _IRREGULAR.get(noun, f"{noun}es" if noun.endswith(("s", "x", "ch", "sh")) else f"{noun}s")


def counted(number: int, noun: str, *, grouped: bool = False) -> str:
    """`number` and `noun`, singular for one (or minus one), plural otherwise; `grouped` writes
    thousands with commas (`1,200 words`)."""
    shown = f"{number:,}" if grouped else str(number)
    return f"{shown} {noun if abs(number) == 1 else plural(noun)}"
