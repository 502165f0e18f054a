"""A correction after the final: the warning says what now stands (seats, the final's result, the
crown) and offers only the ways back the night still allows; undoing it says advancement changed back."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.night_builder import NightBuilder


@pytest.fixture
def crowned(tmp_path: Path) -> NightBuilder:
    """The whole night played: three rounds, the final closed and its winner crowned."""
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    for number in (1, 2, 3):
        builder.play_round(number)
    builder.do(do="crown")
    return builder


def lift_third_seat(service: OpenNight) -> list[str]:
    """Round 2, table 1: the third seat's TINS was PLATES in games 1 and 2 (+2 points each), which
    takes them from 6 points past the second seat's 9; the warning of the second correction."""
    seats = service.views.round(2).tables[0].seats
    service.act.correct_word(GameKey(2, 1, 1), seats[2], "tins", "plates")
    result = service.act.correct_word(GameKey(2, 1, 2), seats[2], "tins", "plates")
    return [line for change in result.advancement_changes for line in change.messages()]


def test_the_warning_says_who_keeps_the_seat_and_that_the_final_and_the_crown_stand(
    crowned: NightBuilder,
) -> None:
    service = crowned.service
    seats = service.views.round(2).tables[0].seats
    winner = service.views.standings().winner
    assert winner is not None
    lines = lift_third_seat(service)
    assert lines == [
        f"Round 2: {seats[2]} now advances.",
        f"Round 2: {seats[1]} no longer advances.",
        f"Round 3 (the final) has been played, so its seats stay as drawn: {seats[1]} keeps a seat in the "
        f"final; {seats[2]} gets no seat in it.",
        f"The final's result stands as played: {winner} won it.",
        f"The crown stands: {winner} holds the Throne.",
        "Round 3 (the final) can no longer be re-drawn: only undoing the correction takes it back.",
    ]
    assert not any("re-draw its seating" in line for line in lines)
    assert service.views.standings().winner == winner


def test_undoing_the_correction_says_advancement_changed_back(crowned: NightBuilder) -> None:
    service = crowned.service
    seats = service.views.round(2).tables[0].seats
    lift_third_seat(service)
    undone = service.act.undo()
    lines = [line for change in undone.advancement_changes for line in change.messages()]
    assert lines == [
        "Round 2: who advances changed back.",
        f"{seats[1]} advances again.",
        f"{seats[2]} no longer advances.",
        "Round 2's results agree again with the seats of round 3 (the final).",
    ]
    redone = service.act.redo()
    assert [(c.gained, c.lost, c.changed_back) for c in redone.advancement_changes] == [
        ((seats[2],), (seats[1],), False)
    ]


def test_before_the_next_round_starts_the_warning_offers_its_re_draw(tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.play_round(2)
    builder.do(do="seat", seed=3)
    lines = lift_third_seat(builder.service)
    assert lines[-1] == (
        "Round 3 (the final) has not started and keeps its seats until you re-draw its seating "
        "(Rounds ▸ Re-draw seating), which seats it from the corrected results; or undo the correction."
    )
    assert builder.service.views.play(3).can_reseat
