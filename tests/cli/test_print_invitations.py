"""`boggle-throne print … --phones`: the players' invitations on the score sheets and board sheets."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.runner import run
from tests.printing.pdf import page_texts
from tests.services.night_builder import NightBuilder

BASE = "http://192.168.1.20:8765"


def night_file(night: NightBuilder) -> str:
    """The night's file (round 1 seated), as the organiser names it on the command line."""
    assert night.service.files.path is not None
    return str(night.service.files.path)


@pytest.mark.parametrize("kind", ["score-sheets", "board-sheets"])
def test_the_sheets_carry_the_invitations(
    night: NightBuilder, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    out = tmp_path / f"{kind}.pdf"
    argv = (
        "print",
        kind,
        night_file(night),
        "--round",
        "1",
        "--table",
        "2",
        "--phones",
        BASE,
        "-o",
        str(out),
    )
    status, printed, err = run(capsys, *argv)
    assert (status, err) == (0, "") and printed.strip() == str(out)
    text = "\n".join(page_texts(out))
    seats = night.service.views.round(1).tables[1].seats
    for name in seats:
        player = next(p for p in night.service.views.players() if p.name == name)
        assert f"/p/{player.id}-1-" in text
    assert text.count(BASE) == len(text.split("/p/")) - 1 >= len(seats)
    plain = tmp_path / f"plain-{kind}.pdf"
    assert (
        run(capsys, "print", kind, night_file(night), "--round", "1", "--table", "2", "-o", str(plain))[0]
        == 0
    )
    assert BASE not in "\n".join(page_texts(plain)) and "/p/" not in "\n".join(page_texts(plain))


@pytest.mark.parametrize(
    ("phones", "message"),
    [
        ("192.168.1.20:8765", "is not a phone server's address"),
        ("ftp://192.168.1.20:8765", "is not a phone server's address"),
        ("http://192.168.1.20", "is not a phone server's address"),
        ("http://192.168.1.20:99999", "is not a phone server's address"),
        ("http://192.168.1.20:8765/admin", "is not a phone server's address"),
    ],
)
def test_a_bad_address_is_one_line_on_stderr(
    night: NightBuilder, tmp_path: Path, capsys: pytest.CaptureFixture[str], phones: str, message: str
) -> None:
    out = tmp_path / "sheets.pdf"
    status, printed, err = run(
        capsys, "print", "score-sheets", night_file(night), "--phones", phones, "-o", str(out)
    )
    assert status != 0 and printed == ""
    assert len(err.splitlines()) == 1 and message in err and "Traceback" not in err, err
    assert not out.exists()


def test_only_the_sheets_and_the_standings_take_the_phone_server(
    night: NightBuilder, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "results.pdf"
    status, _, err = run(capsys, "print", "results", night_file(night), "--phones", BASE, "-o", str(out))
    assert status == 2 and len(err.splitlines()) == 1
    assert "printed on the score sheets and board sheets, and the room's page on the standings" in err
    assert "not on the results" in err
    assert not out.exists()
