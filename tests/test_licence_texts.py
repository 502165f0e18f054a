"""packaging/third_party_texts.py gathers the licence text of every distribution the bundle ships, and
refuses, in one line, to ship one the notices do not cover."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHIBOKEN_ROW = (
    "| Qt for Python's binding generator | `shiboken6` | LGPL-3.0 | `LGPL-3.0.txt`, `GPL-3.0.txt` |"
)


@pytest.fixture
def texts() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "third_party_texts", ROOT / "packaging" / "third_party_texts.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_shipped_distribution_gets_its_licence_texts(texts: ModuleType, tmp_path: Path) -> None:
    shipped = texts.shipped()
    assert {"pyside6-essentials", "shiboken6", "reportlab", "marisa-trie", "sqlmodel", "psycopg"} <= set(
        shipped
    )
    assert "boggle-throne" not in shipped and "pytest" not in shipped  # the app itself; a test extra
    assert texts.main([str(tmp_path)]) == 0
    assert sorted(p.name for p in (tmp_path / "pyside6-essentials").iterdir()) == [
        "GPL-3.0.txt",
        "LGPL-3.0.txt",
    ]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (tmp_path / "shiboken6" / "LGPL-3.0.txt").read_text()
    assert (tmp_path / "reportlab" / "LICENSE").is_file()
    assert (tmp_path / "marisa-trie" / "marisa-trie" / "COPYING.md").is_file()  # libmarisa's own
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (tmp_path / "python" / "LICENSE.txt").read_text()
    assert "Boggle Throne contributors" in (tmp_path / "LICENSE.txt").read_text()
    assert (tmp_path / "THIRD-PARTY-NOTICES.md").is_file()
    assert all(any((tmp_path / name).iterdir()) for name in shipped)


@pytest.mark.parametrize(
    ("row", "problem"),
    [
        (SHIBOKEN_ROW.replace("`LGPL-3.0.txt`, `GPL-3.0.txt`", "see the Qt site"), "shiboken6 6."),
        ("", "shiboken6 6."),
    ],
    ids=["no text named", "not listed"],
)
def test_a_distribution_the_notices_do_not_cover_stops_the_build(
    texts: ModuleType,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    row: str,
    problem: str,
) -> None:
    licences = tmp_path / "licenses"
    shutil.copytree(texts.LICENSES, licences)
    notices = licences / texts.NOTICES
    original = notices.read_text(encoding="utf-8")
    assert SHIBOKEN_ROW in original
    notices.write_text(original.replace(SHIBOKEN_ROW, row), encoding="utf-8")
    monkeypatch.setattr(texts, "LICENSES", licences)
    assert texts.main([str(tmp_path / "out")]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and problem in error
    expected = "ships no licence file" if row else "does not list it"
    assert expected in error
