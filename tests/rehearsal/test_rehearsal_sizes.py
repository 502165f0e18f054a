"""The sizes a rehearsal refuses, each in one line saying why: more rounds than its tables can come
to a final in, and players that would sit at more tables than there are stations."""

from __future__ import annotations

import subprocess
import sys

import pytest


def _rehearse(*size: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "boggle_throne", "rehearse", *size, "--phones", "0", "--speed", "60"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    ("size", "said"),
    [
        (
            ("--players", "48", "--tables", "8", "--rounds", "5"),
            "8 tables come to a final by round 4 at the latest: every table sends the same number "
            "through, at most half its seats for the round before the final to fit one table, so the "
            "tables at least halve each round (8 → 4 → 2 → 1)",
        ),
        (
            ("--players", "49", "--tables", "8", "--rounds", "4"),
            "49 players would sit at 9 tables of at most 6, not 8: give the players as a multiple of "
            "the tables",
        ),
    ],
    ids=["rounds", "tables"],
)
def test_a_size_the_format_cannot_play_is_refused_saying_why(size: tuple[str, ...], said: str) -> None:
    done = _rehearse(*size)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"boggle-throne: error: {said}"]
