"""One name for a round of tables, its final named for where it is shown."""

from __future__ import annotations

import pytest

from boggle_throne.services.reading.views import RoundTitle, round_title


@pytest.mark.parametrize(
    ("where", "final"),
    [
        (RoundTitle.LISTED, "Round 3 (final)"),
        (RoundTitle.PRINTED, "Final"),
        (RoundTitle.ANNOUNCED, "The final"),
    ],
)
def test_a_final_is_named_for_where_it_is_shown_and_other_rounds_by_number(
    where: RoundTitle, final: str
) -> None:
    assert round_title(3, True, where) == final
    assert round_title(2, False, where) == "Round 2"
