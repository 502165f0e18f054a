"""A damaged tournament file on the command line: every outcome is a clean open (with warnings for
actions that cannot be applied) or a one-line refusal naming the file — never a traceback."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

from .runner import run

FLIPS = 120


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("flips") / "night.throne"
    service, _document = build_demo_night(path, library=DictionaryLibrary(path.parent / "data"))
    service.close()
    return path.read_bytes()


def _standings(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str, str]:
    status, out, err = run(capsys, "standings", str(path))
    assert status in (0, 2), err
    if status == 2:
        assert out == "" and len(err.splitlines()) == 1 and str(path) in err, err
        assert "internal error" not in err and "Traceback" not in err
    else:
        assert err == ""
    return status, out, err


def test_single_bit_flips_open_cleanly_or_are_refused_in_one_line(
    night: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chance = random.Random(2026)
    outcomes = {"opened": 0, "warned": 0, "refused": 0}
    for trial in range(FLIPS):
        flipped = bytearray(night)
        bit = chance.randrange(len(night) * 8)
        flipped[bit // 8] ^= 1 << (bit % 8)
        path = tmp_path / f"flip-{trial}.throne"
        path.write_bytes(bytes(flipped))
        status, out, _err = _standings(capsys, path)
        outcome = "refused" if status else ("warned" if out.startswith("Warning:") else "opened")
        outcomes[outcome] += 1
        path.unlink()
    assert all(outcomes.values()), outcomes  # the sample reaches every kind of outcome


@pytest.mark.parametrize("cut", [1, 100, 4096, 4097])
def test_a_file_cut_short_is_refused_in_one_line(
    night: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str], cut: int
) -> None:
    path = tmp_path / "cut.throne"
    path.write_bytes(night[:-cut])
    _standings(capsys, path)
