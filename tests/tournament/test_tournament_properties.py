"""A whole night simulated with random fields, formats, results, withdrawals and walk-ins."""

from __future__ import annotations

import math
import random
from datetime import date

from hypothesis import event, given, settings
from hypothesis import strategies as st

from boggle_throne.tournament.advancement import Advancement, AdvancementRule, TieBreaksNeeded
from boggle_throne.tournament.errors import FinalTableTooLargeError, NoProgressError, SeatingError
from boggle_throne.tournament.players import PlayerId, PlayerStatus, Roster
from boggle_throne.tournament.rounds import Round, RoundKind
from boggle_throne.tournament.standings import GameResult, rank_key
from boggle_throne.tournament.table_format import SeatingMethod, TableFormat
from boggle_throne.tournament.throne import Occasion, Throne
from boggle_throne.tournament.tournament import Tournament

from .helpers import seat_next_round

NIGHT = Occasion("Simulated night", date(2024, 1, 1))
MAX_TABLE = 6


def build_roster(rng: random.Random, size: int) -> tuple[Roster, set[PlayerId]]:
    roster = Roster()
    withdrawn: set[PlayerId] = set()
    for i in range(1, size + 1):
        player = roster.register(f"P{i}", seed_rank=i if rng.random() < 0.5 else None)
        if rng.random() < 0.9:
            roster.check_in(player.id)
        if rng.random() < 0.1:
            roster.withdraw(player.id)
            withdrawn.add(player.id)
    return roster, withdrawn


def random_result(rng: random.Random, player: PlayerId) -> GameResult:
    return GameResult(player, rng.randint(-1, 1), rng.randint(0, 1), rng.choice([0, 3]))  # ties are common


def decide(round_: Round, rng: random.Random) -> Advancement:
    """Play tie-break games until the round is decided, checking each one names a real tie."""
    attempts = 0
    while isinstance(outcome := round_.outcome(), TieBreaksNeeded):
        scores = {s.player: s for t in round_.plan.tables for s in round_.table_scores(t.number)}
        for game in outcome.games:
            event("tie-break game at a " + ("table cut" if game.cut.table_number else "wild-card cut"))
            assert len({rank_key(scores[p], round_.rule.tie_breakers) for p in game.players}) == 1
            assert 1 <= game.places < len(game.players)
            attempts += 1
            if attempts < 4:
                results = [random_result(rng, p) for p in game.players]
            else:  # distinct points always settle it
                results = [GameResult(p, i, 1, 3) for i, p in enumerate(sorted(game.players))]
            round_.settle_tie_break(game, results)
    return outcome


def check_advancement(round_: Round, advancement: Advancement) -> None:
    rule = round_.rule
    eligible = [[p for p in t.seats if p not in round_.withdrawn] for t in round_.plan.tables]
    for seats, qualifiers in zip(eligible, advancement.table_qualifiers, strict=True):
        assert len(qualifiers) == min(rule.per_table, len(seats)) and set(qualifiers) <= set(seats)
    rest = sum(len(seats) for seats in eligible) - sum(len(q) for q in advancement.table_qualifiers)
    assert len(advancement.wild_cards) == min(rule.wild_cards, rest)
    assert len(set(advancement.advancing)) == len(advancement.advancing)


def capacity(field: int, rule: AdvancementRule) -> int:
    tables = math.ceil(field / MAX_TABLE)
    small, larger = divmod(field, tables)
    sizes = [small + 1] * larger + [small] * (tables - larger)
    return sum(min(rule.per_table, size) for size in sizes) + rule.wild_cards


@settings(max_examples=200, deadline=None)
@given(
    size=st.integers(0, 40),
    per_table=st.integers(1, 2),
    wild_cards=st.integers(0, 3),
    games=st.integers(1, 3),
    rounds=st.none() | st.integers(1, 3),
    method=st.sampled_from(SeatingMethod),
    with_champion=st.booleans(),
    seed=st.integers(0, 2**32),
)
def test_a_simulated_night_keeps_every_invariant(
    size: int,
    per_table: int,
    wild_cards: int,
    games: int,
    rounds: int | None,
    method: SeatingMethod,
    with_champion: bool,
    seed: int,
) -> None:
    rng = random.Random(seed)
    rule = AdvancementRule(per_table, wild_cards)
    table_format = TableFormat(games, advancement=rule, rounds=rounds, first_round_seating=method)
    roster, withdrawn = build_roster(rng, size)
    throne = Throne()
    champion: PlayerId | None = None
    if with_champion:
        champion = roster.register("Champion").id
        throne = throne.proclaim(champion, Occasion("Earlier", date(2023, 1, 1)))
        if rng.random() < 0.8:
            roster.check_in(champion)
    tournament = Tournament(NIGHT, table_format, roster, throne)
    champion_present = champion is not None and roster.get(champion).status is PlayerStatus.CHECKED_IN
    qualifiers = {p.id for p in roster.with_status(PlayerStatus.CHECKED_IN)} - {champion}
    ever_seated: set[PlayerId] = set()

    for number in range(1, 40):
        newcomers = (
            {p.id for p in roster.with_status(PlayerStatus.CHECKED_IN)}
            - ever_seated
            - qualifiers
            - {champion}
        )
        final_due = (
            rounds == number if rounds is not None else len(qualifiers) + champion_present <= MAX_TABLE
        )
        field = len(qualifiers) + (champion_present if final_due else len(newcomers))
        try:
            plan = seat_next_round(tournament, seed=rng.randrange(2**32))
        except NoProgressError:
            event("no progress")
            assert rounds is None and not final_due and capacity(field, rule) >= field
            return
        except FinalTableTooLargeError:
            event("final too large")
            assert final_due and field > MAX_TABLE
            return
        except SeatingError:
            event("nobody to seat")
            assert field == 0
            return
        seated = plan.players
        assert len(set(seated)) == len(seated)
        assert not set(seated) & withdrawn
        assert (plan.kind is RoundKind.FINAL) == final_due
        if plan.kind is RoundKind.TABLE:
            assert set(seated) == qualifiers | newcomers and champion not in seated
            sizes = [len(t.seats) for t in plan.tables]
            assert len(sizes) == math.ceil(len(seated) / MAX_TABLE)
            assert max(sizes) - min(sizes) <= 1
            assert len(sizes) == 1 or min(sizes) >= 3
        else:
            assert set(seated) == qualifiers | ({champion} if champion_present else set())
        ever_seated.update(seated)

        round_ = tournament.round(number)
        for player in seated:
            if player != champion and rng.random() < 0.05:
                roster.withdraw(player)
                withdrawn.add(player)
            else:
                for game in range(1, plan.games + 1):
                    round_.record(game, random_result(rng, player))
        if rng.random() < 0.3:
            roster.walk_in(f"Walk-in {number}")
        advancement = decide(round_, rng)
        check_advancement(round_, advancement)

        if plan.kind is RoundKind.FINAL:
            if not advancement.advancing:
                return
            event(f"crowned after {number} round(s)")
            winner = tournament.crown()
            assert winner in seated and tournament.throne.holder == winner
            return
        qualifiers = set(advancement.advancing)
    raise AssertionError("the tournament never reached its final")
