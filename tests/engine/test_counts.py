"""Counts said grammatically, on screen and on paper."""

from __future__ import annotations

import pytest

from boggle_throne.engine.counts import counted


@pytest.mark.parametrize(
    ("number", "noun", "said"),
    [
        (1, "game", "1 game"),
        (0, "game", "0 games"),
        (2, "table", "2 tables"),
        (1, "pt", "1 pt"),
        (-1, "pt", "-1 pt"),
        (7, "pt", "7 pts"),
        (3, "round", "3 rounds"),
        (1, "round", "1 round"),
    ],
)
def test_one_is_singular_and_every_other_number_plural(number: int, noun: str, said: str) -> None:
    assert counted(number, noun) == said


def test_thousands_are_grouped_when_asked() -> None:
    assert counted(1200, "word", grouped=True) == "1,200 words"
    assert counted(1200, "word") == "1200 words"
