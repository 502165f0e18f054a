from __future__ import annotations

import pytest

from boggle_throne.tournament.errors import (
    DuplicatePlayerError,
    PlayerNameError,
    PlayerStatusError,
    SeedRankError,
    UnknownPlayerError,
)
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus, Roster


def test_register_check_in_withdraw_and_walk_in() -> None:
    roster = Roster()
    ann = roster.register("  Ann ", seed_rank=1)
    bob = roster.register("Bob")
    assert ann.name == "Ann" and ann.status is PlayerStatus.REGISTERED
    assert ann.id != bob.id
    assert roster.check_in(ann.id).status is PlayerStatus.CHECKED_IN
    cid = roster.walk_in("Cid")
    assert cid.status is PlayerStatus.CHECKED_IN
    assert roster.withdraw(bob.id).status is PlayerStatus.WITHDRAWN
    assert [p.name for p in roster.with_status(PlayerStatus.CHECKED_IN)] == ["Ann", "Cid"]
    assert [p.name for p in roster.players] == ["Ann", "Bob", "Cid"]


def test_status_errors() -> None:
    roster = Roster()
    ann = roster.walk_in("Ann")
    with pytest.raises(PlayerStatusError):
        roster.check_in(ann.id)
    roster.withdraw(ann.id)
    with pytest.raises(PlayerStatusError):
        roster.withdraw(ann.id)
    with pytest.raises(PlayerStatusError):
        roster.check_in(ann.id)
    with pytest.raises(UnknownPlayerError):
        roster.get(PlayerId(99))


def test_names_and_seed_ranks_are_validated() -> None:
    roster = Roster()
    ann = roster.register("Ann", seed_rank=1)
    with pytest.raises(PlayerNameError):
        roster.register("ann ")
    with pytest.raises(PlayerNameError):
        roster.register("   ")
    with pytest.raises(SeedRankError):
        roster.register("Bob", seed_rank=1)
    with pytest.raises(SeedRankError):
        roster.register("Bob", seed_rank=0)
    assert roster.set_seed_rank(ann.id, 1).seed_rank == 1
    assert roster.set_seed_rank(ann.id, None).seed_rank is None
    assert roster.register("Bob", seed_rank=1).seed_rank == 1


def test_ids_are_never_reused_and_carry_over_resets_status() -> None:
    roster = Roster()
    ann = roster.walk_in("Ann", seed_rank=2)
    bob = roster.register("Bob")
    roster.withdraw(bob.id)
    copy = roster.carried_over()
    assert [(p.id, p.name, p.seed_rank) for p in copy.players] == [(ann.id, "Ann", 2), (bob.id, "Bob", None)]
    assert all(p.status is PlayerStatus.REGISTERED for p in copy.players)
    assert roster.get(ann.id).status is PlayerStatus.CHECKED_IN  # the original is untouched
    assert copy.register("Cid").id not in {ann.id, bob.id}


def test_a_roster_built_from_players_is_validated() -> None:
    with pytest.raises(DuplicatePlayerError):
        Roster([Player(PlayerId(1), "Ann"), Player(PlayerId(1), "Bob")])
    with pytest.raises(PlayerNameError):
        Roster([Player(PlayerId(1), "Ann"), Player(PlayerId(2), "ANN")])
    with pytest.raises(SeedRankError):
        Roster([Player(PlayerId(1), "Ann", seed_rank=1), Player(PlayerId(2), "Bob", seed_rank=1)])
