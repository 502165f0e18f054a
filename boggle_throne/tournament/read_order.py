"""Who reads first: a cyclic rotation of the seating order, one step per game (docs/rules.md §4).

Over G games at a table of N, every player reads first floor(G/N) or ceil(G/N) times, and likewise
last, because reading last is an advantage.
"""

from __future__ import annotations

from collections.abc import Sequence

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import GameNumberError, SeatingError
from boggle_throne.tournament.players import PlayerId


def read_order(seats: Sequence[PlayerId], game_number: int) -> tuple[PlayerId, ...]:
    """The reading order of game `game_number` (from 1): game 1 starts at seat 1, game 2 at seat 2, …"""
    if not seats:
        raise SeatingError(_("an empty table has no read order"))
    if game_number < 1:
        raise GameNumberError(_("games are numbered from 1, got {number}").format(number=game_number))
    start = (game_number - 1) % len(seats)
    return tuple(seats[start:]) + tuple(seats[:start])
