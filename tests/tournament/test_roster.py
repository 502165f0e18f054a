from __future__ import annotations

import re

import pytest

from boggle_throne.tournament.errors import (
    DuplicatePlayerError,
    PlayerNameError,
    PlayerStatusError,
    SeedRankError,
    UnknownPlayerError,
)
from boggle_throne.tournament.players import MAX_NAME_LENGTH, Player, PlayerId, PlayerStatus, Roster, name_key


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


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ann\x00", "U+0000"),
        ("Ann\nBob", "U+000A"),
        ("\x1b[31mAnn", "U+001B"),
        ("Ann\u200b", "U+200B"),
        ("Ann\u2028Bob", "U+2028"),
        ("Ann\ud800", "U+D800"),
    ],
)
def test_a_name_with_a_control_character_is_refused(name: str, shown: str) -> None:
    with pytest.raises(
        PlayerNameError, match=re.escape(f"control character, {shown}, that cannot be printed")
    ):
        Roster().register(name)


def test_a_name_is_kept_composed_and_compared_without_case_or_composition() -> None:
    roster = Roster()
    zoe = roster.register("Zoe\u0301")  # decomposed: e and a combining acute accent
    assert zoe.name == "Zo\u00e9"
    with pytest.raises(PlayerNameError, match="already on the roster"):
        roster.register("ZO\u00c9")
    roster.register("ann")
    with pytest.raises(PlayerNameError, match="already on the roster"):
        roster.register("ANN")
    assert name_key("Stra\u00dfe") == name_key("STRASSE")


def test_an_overlong_name_is_refused_without_being_echoed() -> None:
    with pytest.raises(PlayerNameError) as refused:
        Roster().register("x" * 5_000_000)
    assert len(str(refused.value)) < 100 and f"at most {MAX_NAME_LENGTH} characters" in str(refused.value)
    assert Roster().register("x" * MAX_NAME_LENGTH).name == "x" * MAX_NAME_LENGTH


TAKEN = ", already on the roster: names that differ only by case or accents are one name"


@pytest.mark.parametrize("typed", ["zoe", "ZOE", "Zoe", "zo\u00e9", "Zo\u00eb"])
def test_a_name_differing_only_by_case_or_accents_is_refused_naming_the_registered_player(typed: str) -> None:
    roster = Roster()
    roster.register("Zo\u00e9")
    with pytest.raises(PlayerNameError) as refused:
        roster.register(typed)
    assert str(refused.value) == f"the name {typed} is taken by Zo\u00e9{TAKEN}"
    assert [player.name for player in roster.players] == ["Zo\u00e9"]


def test_the_same_name_again_is_refused_naming_it() -> None:
    roster = Roster()
    roster.register("Ann")
    with pytest.raises(PlayerNameError) as refused:
        roster.register(" Ann ")
    assert str(refused.value) == "the name Ann is already on the roster"


@pytest.mark.parametrize("blank", ["", "   ", "\u00a0\t"])
def test_an_empty_name_is_refused_with_a_word(blank: str) -> None:
    with pytest.raises(PlayerNameError, match="a player needs a display name"):
        Roster().register(blank)


def test_a_renamed_player_keeps_id_status_and_seed_and_frees_the_old_name() -> None:
    roster = Roster()
    jhon = roster.walk_in("Jhon", seed_rank=2)
    john = roster.rename(jhon.id, "  John ")
    assert john == Player(jhon.id, "John", PlayerStatus.CHECKED_IN, 2)
    assert roster.register("Jhon").name == "Jhon"  # the misspelling is free again
    with pytest.raises(PlayerNameError, match="taken by John"):
        roster.register("JOHN")


def test_a_rename_to_a_taken_name_is_refused_and_changes_nothing() -> None:
    roster = Roster()
    ann, zoe = roster.register("Ann"), roster.register("Zoé")
    with pytest.raises(PlayerNameError, match="taken by Zoé"):
        roster.rename(ann.id, "zoe")
    with pytest.raises(PlayerNameError, match="already called Ann"):
        roster.rename(ann.id, "Ann")
    with pytest.raises(PlayerNameError, match="taken by Ann"):
        roster.register("ANN")
    assert roster.rename(zoe.id, "ZOË").name == "ZOË"  # their own name, spelt another way
    assert [p.name for p in roster.players] == ["Ann", "ZOË"]
