"""Rulings through the services (docs/rules.md §2, §4): what can be ruled on, reasons that fit the
word, and rulings that carry forward to later games through the house lists.

Board PERS/LATG/SINE/TERS: TENGE and TENGES are on it but not in ENABLE; PLATES and STERN are ENABLE
words on it; ZEBRA is not on it; PE is too short.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.night_builder import BOARD

GAME_1, GAME_2 = GameKey(1, 1, 1), GameKey(1, 1, 2)


def table_of_three(path: Path, rules: str = "throne", games: int = 2) -> OpenNight:
    """Ann, Bea and Cy at one table, game 1 started."""
    settings = {
        "name": "Rulings",
        "date": "2026-11-21",
        "rules": rules,
        "format": {"games_per_round": games, "min_table": 3, "max_table": 6, "advance": 1, "rounds": 2},
    }
    service = OpenNight.create(path, settings)
    for name in ("Ann", "Bea", "Cy"):
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=1)
    service.act.start_game(GAME_1, BOARD)
    return service


@pytest.fixture
def table(tmp_path: Path) -> OpenNight:
    return table_of_three(tmp_path / "rulings.throne")


def verdict(service: OpenNight, key: GameKey, player: str, word: str) -> tuple[Verdict, int, bool]:
    scored = next(w for w in service.views.game(key).player(player).words if w.word == word)
    return scored.verdict, scored.points, scored.held


def log_length(service: OpenNight) -> int:
    return len(service.views.log())


def refused(service: OpenNight, message: str, action: object) -> None:
    """The action is refused with that message and writes nothing to the log."""
    before = log_length(service)
    with pytest.raises(ActionRefusedError, match=message):
        action()  # type: ignore[operator]
    assert log_length(service) == before


def test_rulings_carry_forward_to_later_games_valid_and_invalid(table: OpenNight) -> None:
    table.act.record_word(GAME_1, "Ann", "tenges")
    table.act.record_word(GAME_1, "Bea", "tenge")
    table.act.rule(GAME_1, "Ann", "tenges", Ruling.REJECTED)  # the challenge fails: the word stands
    table.act.rule(GAME_1, "Bea", "tenge", Ruling.UPHELD)  # the reason its verdict gives: not in dictionary
    assert table.views.house_lists() == (frozenset({"tenges"}), frozenset({"tenge"}))
    table.act.close_game(GAME_1)
    table.act.start_game(GAME_2, BOARD)
    table.act.record_word(GAME_2, "Cy", "tenges")
    table.act.record_word(GAME_2, "Cy", "tenge")
    assert verdict(table, GAME_2, "Cy", "tenges") == (Verdict.APPROVED, 3, False)
    assert verdict(table, GAME_2, "Cy", "tenge") == (Verdict.REJECTED, -2, False)
    assert table.views.game(GAME_2).held == ()


@pytest.mark.parametrize("reason", [InvalidReason.PROPER_NOUN, InvalidReason.SLANG, InvalidReason.FOREIGN])
def test_a_dictionary_word_ruled_out_for_what_it_is_is_banned_later(
    table: OpenNight, reason: InvalidReason
) -> None:
    table.act.record_word(GAME_1, "Ann", "stern")
    table.act.challenge(GAME_1, "Ann", "stern")
    table.act.rule(GAME_1, "Ann", "stern", Ruling.UPHELD, reason)
    assert table.views.house_lists() == (frozenset(), frozenset({"stern"}))


def test_facts_of_one_board_never_reach_the_house_lists(table: OpenNight) -> None:
    table.act.record_word(GAME_1, "Ann", "zebra")
    table.act.rule(GAME_1, "Ann", "zebra", Ruling.UPHELD)
    assert verdict(table, GAME_1, "Ann", "zebra") == (Verdict.REJECTED, -2, False)
    assert "not on board" in next(w.reason for w in table.views.game(GAME_1).player("Ann").words)
    assert table.views.house_lists() == (frozenset(), frozenset())


def test_a_withdrawn_copy_cannot_be_ruled_on_or_challenged(table: OpenNight) -> None:
    table.act.record_word(GAME_1, "Ann", "plates")
    table.act.record_word(GAME_1, "Bea", "plates")
    table.act.withdraw_word(GAME_1, "Ann", "plates")
    upheld = lambda: table.act.rule(GAME_1, "Ann", "plates", Ruling.UPHELD, InvalidReason.PROPER_NOUN)  # noqa: E731
    refused(table, "Ann withdrew PLATES .* name the copy of a player who read it", upheld)
    refused(table, "Ann withdrew PLATES", lambda: table.act.challenge(GAME_1, "Ann", "plates"))
    refused(table, "Cy did not read PLATES", lambda: table.act.challenge(GAME_1, "Cy", "plates"))
    assert verdict(table, GAME_1, "Bea", "plates") == (Verdict.VALID, 3, False)
    table.act.close_game(GAME_1)


def test_withdrawing_a_copy_takes_back_the_rulings_on_it(table: OpenNight) -> None:
    table.act.record_word(GAME_1, "Ann", "stern")
    table.act.challenge(GAME_1, "Ann", "stern")
    table.act.withdraw_word(GAME_1, "Ann", "stern")
    assert table.views.game(GAME_1).held == ()
    assert verdict(table, GAME_1, "Ann", "stern") == (Verdict.WITHDRAWN, 0, False)


@pytest.mark.parametrize("ruling", [Ruling.APPROVED, Ruling.REJECTED])
def test_a_word_off_the_board_cannot_be_approved_or_let_stand(table: OpenNight, ruling: Ruling) -> None:
    table.act.record_word(GAME_1, "Ann", "zebra")
    refused(
        table,
        "ZEBRA is not on the board: a ruling overrides the dictionary only",
        lambda: table.act.rule(GAME_1, "Ann", "zebra", ruling),
    )
    assert verdict(table, GAME_1, "Ann", "zebra") == (Verdict.NOT_ON_BOARD, 0, True)


@pytest.mark.parametrize(
    ("word", "reason", "message"),
    [
        (
            "stern",
            InvalidReason.NOT_IN_DICTIONARY,
            "'not in dictionary' does not fit STERN, which is in the dict",
        ),
        ("stern", None, "say why STERN is out: proper noun, slang, abbreviation or foreign"),
        ("tenge", InvalidReason.NOT_ON_BOARD, "'not on board' does not fit TENGE"),
        ("zebra", InvalidReason.SLANG, "'slang' does not fit ZEBRA, which is not on the board: not on board"),
    ],
)
def test_an_upheld_reason_must_fit_the_word(
    table: OpenNight, word: str, reason: InvalidReason | None, message: str
) -> None:
    table.act.record_word(GAME_1, "Ann", word)
    refused(table, message, lambda: table.act.rule(GAME_1, "Ann", word, Ruling.UPHELD, reason))


def test_a_challenge_of_a_too_short_word_is_refused_and_logs_nothing(table: OpenNight) -> None:
    table.act.record_word(GAME_1, "Ann", "pe")
    refused(table, "PE is too short to score", lambda: table.act.challenge(GAME_1, "Ann", "pe"))


def test_a_ruling_covers_every_copy_read_at_the_table(tmp_path: Path) -> None:
    service = table_of_three(tmp_path / "mild.throne", rules="mild", games=1)
    service.act.record_word(GAME_1, "Ann", "tenge")
    service.act.record_word(GAME_1, "Bea", "tenge")
    assert service.views.game(GAME_1).held == (("Ann", "tenge"), ("Bea", "tenge"))
    service.act.rule(GAME_1, "Bea", "tenge", Ruling.UPHELD)
    assert service.views.game(GAME_1).held == ()
    assert [verdict(service, GAME_1, name, "tenge") for name in ("Ann", "Bea")] == [
        (Verdict.REJECTED, -2, False)
    ] * 2
