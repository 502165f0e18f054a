"""`boggle-throne print`: a PDF for each kind, and one line on stderr for every bad request."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.printing import DocumentKind
from tests.cli.runner import run
from tests.printing.pdf import page_texts, score_sheet_texts


@pytest.mark.parametrize("kind", list(DocumentKind))
def test_every_kind_prints_from_the_command_line(
    demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: DocumentKind
) -> None:
    out = tmp_path / f"{kind.value}.pdf"
    status, printed, err = run(
        capsys, "print", kind.value, str(demo_file), "-o", str(out), "--paper", "letter"
    )
    assert (status, err) == (0, "")
    assert printed.strip() == str(out)
    assert page_texts(out)


def test_round_and_tables_choose_the_sheets(
    demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sheets.pdf"
    argv = (
        "print",
        "score-sheets",
        str(demo_file),
        "--round",
        "2",
        "--table",
        "2",
        "--table",
        "1",
        "-o",
        str(out),
    )
    status, _, _ = run(capsys, *argv)
    sheets = score_sheet_texts(out)
    assert status == 0 and len(sheets) == 2
    assert sheets[0].startswith("Round 2 · Table 1") and sheets[1].startswith("Round 2 · Table 2")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("print", "menus", "{file}"), "argument KIND: invalid choice: 'menus'"),
        (("print", "standings", "{file}", "--round", "7"), "there is no round 7; the night has rounds 1–3"),
        (("print", "results", "{file}", "--round", "2", "--table", "5"), "Round 2 has no table 5"),
        (("print", "certificate", "{file}", "--table", "1"), "the certificate covers the whole night"),
        (("print", "standings", "{text}"), "not"),
        (("print", "standings", "{missing}"), "no such tournament file"),
    ],
)
def test_bad_requests_are_one_line_on_stderr(
    demo_file: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    argv: tuple[str, ...],
    message: str,
) -> None:
    text = tmp_path / "notes.throne"
    text.write_text("not a tournament\n", encoding="utf-8")
    files = {"file": str(demo_file), "text": str(text), "missing": str(tmp_path / "missing.throne")}
    out = tmp_path / "out.pdf"
    status, printed, err = run(capsys, *(part.format(**files) for part in argv), "-o", str(out))
    assert status == 2 and printed == ""
    assert len(err.splitlines()) == 1 and err.startswith("boggle-throne") and message in err, err
    assert "Traceback" not in err and not out.exists()


def test_the_house_rules_print_from_the_command_line(
    demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rules.pdf"
    status, printed, err = run(capsys, "print", "house-rules", str(demo_file), "-o", str(out))
    assert (status, err, printed.strip()) == (0, "", str(out))
    assert "House rules" in page_texts(out)[0]
