"""Tables of balanced sizes, filled snake-wise from a ranking so strong players are spread out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import FormatError, SeatingError
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class TableBounds:
    """The smallest and largest table a round may use (docs/rules.md §5: 3–6 by default)."""

    min_size: int = 3
    max_size: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_size <= self.max_size:
            raise FormatError(
                _("table sizes need 2 <= min <= max, got {low}..{high}").format(
                    low=self.min_size, high=self.max_size
                )
            )


@dataclass(frozen=True)
class Table:
    """One table of a round: its number (from 1) and its seats in seating order."""

    number: int
    seats: tuple[PlayerId, ...]


def balanced_table_sizes(player_count: int, bounds: TableBounds) -> tuple[int, ...]:
    """The fewest tables that seat everyone, sizes differing by at most one, larger tables first.

    A field no larger than one table sits at a single table, even below the minimum size: a table of
    one or two only happens when the whole field is that small.
    """
    if player_count < 1:
        raise SeatingError(_("there is nobody to seat"))
    if player_count <= bounds.max_size:
        return (player_count,)
    tables = -(-player_count // bounds.max_size)
    small, larger_tables = divmod(player_count, tables)
    if small < bounds.min_size:
        raise SeatingError(
            _("{players} players do not fit {tables} balanced tables of {low}..{high}").format(
                players=player_count, tables=tables, low=bounds.min_size, high=bounds.max_size
            )
        )
    return (small + 1,) * larger_tables + (small,) * (tables - larger_tables)


def snake_seat(ranking: Sequence[PlayerId], bounds: TableBounds) -> tuple[Table, ...]:
    """Deal the ranked players to tables 1..T, then T..1, and so on, skipping tables that are full.

    Each table's seating order is the order its players were dealt, i.e. by ranking.
    """
    if len(set(ranking)) != len(ranking):
        raise SeatingError(_("a player appears twice in the ranking"))
    sizes = balanced_table_sizes(len(ranking), bounds)
    seats: list[list[PlayerId]] = [[] for _ in sizes]
    players = iter(ranking)
    forward = True
    for _lap in range(max(sizes)):
        for index in range(len(sizes)) if forward else reversed(range(len(sizes))):
            if len(seats[index]) < sizes[index]:
                seats[index].append(next(players))
        forward = not forward
    return tuple(Table(number, tuple(table)) for number, table in enumerate(seats, start=1))
