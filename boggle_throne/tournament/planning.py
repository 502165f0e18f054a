"""Planning the next round of a table-format tournament: a table round or the final table.

The defending champion never sits in a table round; the final seats the champion first (the Throne's
seat) followed by the qualifiers in ranking order, and must fit at one table. Players who enter late
(walk-ins, late check-ins) join the next table round, ranked after the qualifiers; the final is only
for qualifiers and the champion.
"""

from __future__ import annotations

from collections.abc import Sequence

from boggle_throne.i18n import _, ngettext
from boggle_throne.tournament.errors import FinalTableTooLargeError, NoProgressError, SeatingError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundKind, RoundPlan
from boggle_throne.tournament.seating import Table, snake_seat
from boggle_throne.tournament.table_format import TableFormat


def next_round_kind(
    table_format: TableFormat, round_number: int, qualifiers: int, champion_seated: bool
) -> RoundKind:
    """The final when the fixed round count is reached or, without one, when the final table fits."""
    if table_format.rounds is not None:
        return RoundKind.FINAL if round_number >= table_format.rounds else RoundKind.TABLE
    fits = qualifiers + int(champion_seated) <= table_format.table_bounds.max_size
    return RoundKind.FINAL if fits else RoundKind.TABLE


def plan_round(
    table_format: TableFormat,
    round_number: int,
    qualifiers: Sequence[PlayerId],
    newcomers: Sequence[PlayerId],
    champion: PlayerId | None,
    seed: int,
) -> RoundPlan:
    """Seat the next round.

    `qualifiers` are ranked best first (for round 1: the whole field in its seating order),
    `newcomers` are late entrants in seating order, `champion` is the defending champion if present.
    """
    kind = next_round_kind(table_format, round_number, len(qualifiers), champion is not None)
    tables: tuple[Table, ...]
    if kind is RoundKind.FINAL:
        tables = (_final_table(table_format, qualifiers, champion),)
        games = table_format.final_games
    else:
        field = (*qualifiers, *newcomers)
        tables = snake_seat(field, table_format.table_bounds)
        _check_progress(table_format, tables, len(field))
        games = table_format.games_per_round
    return RoundPlan(round_number, kind, games, tables, seed, table_format.same_board_everywhere)


def _final_table(
    table_format: TableFormat, qualifiers: Sequence[PlayerId], champion: PlayerId | None
) -> Table:
    seats = ((champion,) if champion is not None else ()) + tuple(qualifiers)
    if not seats:
        raise SeatingError(_("nobody is left to play the final"))
    if len(seats) > table_format.table_bounds.max_size:
        raise FinalTableTooLargeError(
            _("the final needs {seats} seats but a table has at most {most}").format(
                seats=len(seats), most=table_format.table_bounds.max_size
            )
        )
    return Table(1, seats)


def _check_progress(table_format: TableFormat, tables: Sequence[Table], field_size: int) -> None:
    """Without a fixed round count, every table round must eliminate someone."""
    if table_format.rounds is not None:
        return
    rule = table_format.advancement
    capacity = sum(min(rule.per_table, len(table.seats)) for table in tables) + rule.wild_cards
    if capacity >= field_size:
        raise NoProgressError(
            ngettext(
                "{players} players at {n} table would all advance "
                "({per_table} per table + {wild_cards} wild cards)",
                "{players} players at {n} tables would all advance "
                "({per_table} per table + {wild_cards} wild cards)",
                len(tables),
            ).format(players=field_size, n=len(tables), per_table=rule.per_table, wild_cards=rule.wild_cards)
        )
