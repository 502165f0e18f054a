"""The Log page describes a seating by its counts, singular for one."""

from __future__ import annotations

from boggle_throne.night import commands as c
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundKind, RoundPlan
from boggle_throne.tournament.seating import Table

ANN, BEA, CID = PlayerId(1), PlayerId(2), PlayerId(3)
NAMES = {ANN: "Ann", BEA: "Bea", CID: "Cid"}


def test_the_final_is_one_table_and_two_tables_are_tables() -> None:
    final = RoundPlan(2, RoundKind.FINAL, 1, (Table(1, (ANN, BEA)),), 5, True)
    first = RoundPlan(1, RoundKind.TABLE, 1, (Table(1, (ANN,)), Table(2, (BEA,))), 5, True)
    assert c.SeatRound(final).describe(NAMES) == "round 2 · 1 table"
    assert c.SeatRound(first).describe(NAMES) == "round 1 · 2 tables"


def test_a_bracket_of_players_counts_them() -> None:
    assert c.DrawBracket((ANN, BEA), None).describe(NAMES) == "2 players"
    assert c.DrawBracket((ANN,), CID).describe(NAMES) == "1 player · Cid waits in the final"
