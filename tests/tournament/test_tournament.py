from __future__ import annotations

from datetime import date

import pytest

from boggle_throne.tournament.advancement import (
    Advancement,
    AdvancementRule,
    Cut,
    TieBreakGame,
    TieBreaksNeeded,
)
from boggle_throne.tournament.errors import (
    FinalTableTooLargeError,
    FormatError,
    GameNumberError,
    IncompleteResultsError,
    NoProgressError,
    NotSeatedError,
    SeatingError,
    TieBreakError,
    TournamentStateError,
    UnknownRoundError,
    UnknownTableError,
)
from boggle_throne.tournament.players import PlayerId, PlayerStatus, Roster
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.tournament.seating import TableBounds
from boggle_throne.tournament.table_format import SeatingMethod, TableFormat
from boggle_throne.tournament.throne import Occasion, Throne
from boggle_throne.tournament.tournament import Tournament, TournamentPhase

from .helpers import checked_in_roster, play_round, result, seat_next_round

NIGHT = Occasion("Game of Thrones of Boggle", date(2015, 7, 3))
NEXT_NIGHT = Occasion("Game of Thrones of Boggle II", date(2015, 8, 7))
SEEDED = TableFormat(games_per_round=2, first_round_seating=SeatingMethod.SEED_RANK)


def strength(ids: list[PlayerId]) -> dict[PlayerId, int]:
    """Points per game: seed 1 scores most."""
    return {p: 100 - i for i, p in enumerate(ids)}


def test_seed_rank_seating_snakes_and_decides_the_final() -> None:
    roster, ids = checked_in_roster(8, seeded=True)
    tournament = Tournament(NIGHT, SEEDED, roster)
    phases = [tournament.phase]
    plan = seat_next_round(tournament, seed=1)
    s = ids
    assert [t.seats for t in plan.tables] == [(s[0], s[3], s[4], s[7]), (s[1], s[2], s[5], s[6])]
    assert plan.kind is RoundKind.TABLE and plan.games == 2
    phases.append(tournament.phase)
    pts = strength(ids)
    play_round(tournament.round(1), lambda p, g: pts[p])
    phases.append(tournament.phase)
    final = seat_next_round(tournament, seed=2)
    assert final.kind is RoundKind.FINAL
    assert final.tables[0].seats == (s[0], s[1], s[2], s[3])  # qualifiers by round-1 standing
    play_round(tournament.round(2), lambda p, g: pts[p])
    phases.append(tournament.phase)
    assert tournament.crown() == s[0]
    phases.append(tournament.phase)
    assert phases == [
        TournamentPhase.CHECK_IN,
        TournamentPhase.PLAYING,
        TournamentPhase.BETWEEN_ROUNDS,
        TournamentPhase.FINAL_DECIDED,
        TournamentPhase.CROWNED,
    ]
    assert tournament.throne.holder == s[0]


def test_random_seating_is_reproducible_from_its_seed() -> None:
    def plan_for(seed: int) -> tuple[tuple[PlayerId, ...], ...]:
        roster, _ = checked_in_roster(15)
        return tuple(t.seats for t in seat_next_round(Tournament(NIGHT, roster=roster), seed).tables)

    assert plan_for(42) == plan_for(42)
    assert len({plan_for(seed) for seed in range(6)}) > 1
    assert sorted(len(seats) for seats in plan_for(42)) == [5, 5, 5]


def test_read_order_of_a_plan() -> None:
    roster, _ = checked_in_roster(12)
    plan = seat_next_round(Tournament(NIGHT, roster=roster), seed=3)
    assert plan.read_order(2, 2)[0] == plan.tables[1].seats[1]
    with pytest.raises(GameNumberError):
        plan.read_order(1, 4)
    with pytest.raises(UnknownTableError):
        plan.read_order(3, 1)


def test_tie_at_a_cut_creates_a_game_that_its_result_settles() -> None:
    roster, s = checked_in_roster(8, seeded=True)
    tournament = Tournament(NIGHT, SEEDED, roster)
    seat_next_round(tournament, seed=1)  # table 1: s0 s3 s4 s7, table 2: s1 s2 s5 s6
    round_one = tournament.round(1)
    pts = strength(s) | {s[3]: 50, s[4]: 50, s[7]: 10}  # s3 and s4 tie for table 1's second place
    play_round(round_one, lambda p, g: pts[p])
    game = TieBreakGame(Cut(1, 1), frozenset({s[3], s[4]}), places=1)
    assert round_one.outcome() == TieBreaksNeeded((game,))
    assert tournament.phase is TournamentPhase.PLAYING
    with pytest.raises(TournamentStateError):
        seat_next_round(tournament, seed=2)
    with pytest.raises(TieBreakError):
        round_one.settle_tie_break(game, [result(s[3], 5)])
    round_one.settle_tie_break(game, [result(s[3], 5), result(s[4], 5)])  # tied again
    assert round_one.outcome() == TieBreaksNeeded((game,))
    round_one.settle_tie_break(game, [result(s[3], 2), result(s[4], 6)])
    assert set(seat_next_round(tournament, seed=2).tables[0].seats) == {s[0], s[1], s[2], s[4]}
    with pytest.raises(TieBreakError):
        round_one.settle_tie_break(game, [result(s[3], 2), result(s[4], 6)])


def test_champion_skips_to_the_final_and_defends_the_throne() -> None:
    roster, others = checked_in_roster(8, seeded=True)
    duncan = roster.walk_in("Duncan Williams").id
    throne = Throne().proclaim(duncan, Occasion("Before the app", date(2015, 1, 1)))
    tournament = Tournament(NIGHT, SEEDED, roster, throne)
    assert tournament.champion == duncan
    round_one = seat_next_round(tournament, seed=1)
    assert duncan not in round_one.players and sorted(round_one.players) == sorted(others)
    pts = strength(others) | {duncan: 500}
    play_round(tournament.round(1), lambda p, g: pts[p])
    final = seat_next_round(tournament, seed=2)
    assert final.kind is RoundKind.FINAL
    assert final.tables[0].seats[0] == duncan and len(final.players) == 5
    play_round(tournament.round(2), lambda p, g: pts[p])
    assert tournament.crown() == duncan
    record = tournament.throne.holders()[0]
    assert (record.player, record.defences_won, record.defences_lost) == (duncan, 1, 0)
    with pytest.raises(TournamentStateError):
        tournament.crown()
    with pytest.raises(TournamentStateError):
        seat_next_round(tournament, seed=3)


def test_a_new_tournament_carries_over_roster_champion_and_history() -> None:
    roster, ids = checked_in_roster(5)
    first = Tournament(NIGHT, roster=roster)
    seat_next_round(first, seed=9)  # 5 players fit one table: round 1 is the final
    pts = strength(ids)
    play_round(first.round(1), lambda p, g: pts[p])
    steph = first.crown()
    carried = roster.carried_over()
    second = Tournament(NEXT_NIGHT, roster=carried, throne=first.throne)
    assert second.champion == steph
    assert second.throne == first.throne
    assert [(p.id, p.name) for p in carried.players] == [(p.id, p.name) for p in roster.players]
    assert all(p.status is PlayerStatus.REGISTERED for p in carried.players)
    for player in ids:
        carried.check_in(player)
    final = seat_next_round(second, seed=1)
    assert final.kind is RoundKind.FINAL and final.tables[0].seats[0] == steph
    challenger = next(p for p in ids if p != steph)
    play_round(second.round(1), lambda p, g: 100 if p == challenger else 1)
    assert second.crown() == challenger
    records = {r.player: r for r in second.throne.holders()}
    assert records[steph].crowned == (NIGHT,) and records[steph].defences_lost == 1
    assert records[challenger].crowned == (NEXT_NIGHT,)
    assert first.throne.holder == steph  # the earlier tournament's history is unchanged


def test_walk_ins_are_seated_in_the_next_table_round_but_not_the_final() -> None:
    roster, s = checked_in_roster(8, seeded=True)
    tournament = Tournament(
        NIGHT, TableFormat(games_per_round=1, rounds=3, first_round_seating=SeatingMethod.SEED_RANK), roster
    )
    seat_next_round(tournament, seed=1)
    late = roster.walk_in("Late Larry")
    assert late.id not in tournament.round(1).plan.players
    pts = strength(s)
    play_round(tournament.round(1), lambda p, g: pts[p])
    second = seat_next_round(tournament, seed=2)
    assert second.kind is RoundKind.TABLE
    assert second.tables[0].seats == (s[0], s[1], s[2], s[3], late.id)  # late entrant ranked last
    too_late = roster.walk_in("Too Late Tina")
    play_round(tournament.round(2), lambda p, g: pts.get(p, 0))
    final = seat_next_round(tournament, seed=3)
    assert final.kind is RoundKind.FINAL and too_late.id not in final.players


def test_withdrawals_are_never_seated_and_give_their_place_to_the_next_in_line() -> None:
    roster, s = checked_in_roster(9, seeded=True)
    roster.withdraw(s[8])
    tournament = Tournament(NIGHT, SEEDED, roster)
    plan = seat_next_round(tournament, seed=1)
    assert s[8] not in plan.players and len(plan.players) == 8
    round_one = tournament.round(1)
    pts = strength(s)
    play_round(round_one, lambda p, g: pts[p])
    roster.withdraw(s[0])  # the best player of table 1 leaves after the round
    outcome = round_one.outcome()
    assert isinstance(outcome, Advancement) and s[0] not in outcome.advancing
    final = seat_next_round(tournament, seed=2)
    assert set(final.players) == {s[1], s[2], s[3], s[4]}
    roster.withdraw(s[4])  # leaving now no longer changes round 1
    outcome = round_one.outcome()
    assert isinstance(outcome, Advancement) and s[4] in outcome.advancing
    assert tournament.round(2).missing_results() == tuple((p, g) for p in (s[1], s[2], s[3]) for g in (1, 2))


def test_results_are_validated() -> None:
    roster, s = checked_in_roster(4)
    outsider = roster.register("Outsider").id
    tournament = Tournament(NIGHT, roster=roster)
    seat_next_round(tournament, seed=1)
    round_one = tournament.round(1)
    with pytest.raises(NotSeatedError):
        round_one.record(1, result(outsider, 3))
    with pytest.raises(GameNumberError):
        round_one.record(4, result(s[0], 3))
    round_one.record(1, result(s[0], 3))
    with pytest.raises(IncompleteResultsError):
        round_one.outcome()
    with pytest.raises(IncompleteResultsError):
        tournament.crown()
    with pytest.raises(UnknownRoundError):
        tournament.round(2)


def test_corrections_replace_results() -> None:
    roster, s = checked_in_roster(3)
    tournament = Tournament(NIGHT, TableFormat(games_per_round=1), roster)
    seat_next_round(tournament, seed=1)
    round_one = tournament.round(1)
    play_round(round_one, lambda p, g: 10 if p == s[0] else 1)
    round_one.record(1, result(s[2], 20))
    assert tournament.crown() == s[2]


def test_impossible_formats_are_refused() -> None:
    with pytest.raises(FormatError):
        TableFormat(advancement=AdvancementRule(per_table=3))
    with pytest.raises(FormatError):
        TableFormat(games_per_round=0)
    with pytest.raises(FormatError):
        TableFormat(rounds=0)
    roster, _ = checked_in_roster(7)
    greedy = TableFormat(advancement=AdvancementRule(per_table=2, wild_cards=3))
    with pytest.raises(NoProgressError):
        seat_next_round(Tournament(NIGHT, greedy, roster), seed=1)
    with pytest.raises(FinalTableTooLargeError):
        seat_next_round(Tournament(NIGHT, TableFormat(rounds=1), roster), seed=1)
    with pytest.raises(SeatingError):
        seat_next_round(Tournament(NIGHT, roster=Roster()), seed=1)
    narrow = TableFormat(table_bounds=TableBounds(5, 6), advancement=AdvancementRule(per_table=1))
    with pytest.raises(SeatingError):
        seat_next_round(Tournament(NIGHT, narrow, roster), seed=1)


def test_final_games_can_differ_and_crowning_needs_the_final() -> None:
    roster, _ = checked_in_roster(8)
    tournament = Tournament(NIGHT, TableFormat(games_per_round=2, games_in_final=4), roster)
    assert seat_next_round(tournament, seed=1).games == 2
    with pytest.raises(TournamentStateError):
        tournament.crown()
    play_round(tournament.round(1), lambda p, g: int(p))
    assert seat_next_round(tournament, seed=2).games == 4
