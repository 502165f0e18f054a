"""Files written before the redesign of the night's commands open and give the same results.

`data/written-2026-11-23/` holds three nights written by the release of 2026-11-23, before the
redesign, with what `standings --json` and `export --format json` printed for each then. A night
file is a log of actions replayed at every opening, so a redesign that changes how an old action is
read or applied shows up here as a changed standing, word verdict or ruling, or as a logged action
kept as not applied (a `warnings` entry). Nothing in the export depends on when it runs: a ruling's
`at` is the time stored in the file's log.

Each test works on a copy in `tmp_path`: opening a night takes a lock file beside it and may write.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from boggle_throne.services.acting.open_night import OpenNight
from tests.cli.runner import run

WRITTEN = Path(__file__).resolve().parent / "data" / "written-2026-11-23"
NIGHTS = ["corrections", "h2h-champ", "demo-night"]


def _copy(name: str, folder: Path) -> Path:
    target = folder / f"{name}.throne"
    shutil.copyfile(WRITTEN / f"{name}.throne", target)
    return target


def _stored(name: str, output: str) -> Any:
    return json.loads((WRITTEN / f"{name}.{output}.json").read_text(encoding="utf-8"))


def _standings(capsys: pytest.CaptureFixture[str], night: Path) -> Any:
    status, out, err = run(capsys, "standings", str(night), "--json")
    assert (status, err) == (0, "")
    return json.loads(out)


def _export(capsys: pytest.CaptureFixture[str], night: Path, output: Path) -> Any:
    status, _, err = run(capsys, "export", str(night), "--format", "json", "-o", str(output))
    assert (status, err) == (0, "")
    return json.loads(output.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", NIGHTS)
def test_standings_are_those_printed_when_the_file_was_written(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _standings(capsys, _copy(name, tmp_path)) == _stored(name, "standings")


@pytest.mark.parametrize("name", NIGHTS)
def test_export_is_the_one_written_when_the_file_was_written(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    night = _copy(name, tmp_path)
    assert _export(capsys, night, tmp_path / "export.json") == _stored(name, "export")


def test_an_old_file_takes_a_further_action_and_nothing_else_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every logged action of the old night applies; one more goes to the log and is read back."""
    night = _copy("corrections", tmp_path)
    service = OpenNight.open(night)
    try:
        assert service.notices() == ()
        logged = len(service.files.recorded())
        assert service.act.set_house_list("zebra", "approved") == {"zebra", "zorb"}
    finally:
        service.close()

    service = OpenNight.open(night)
    try:
        assert service.notices() == ()
        assert [event.kind for event in service.files.recorded()[logged:]] == ["house_list"]
        assert service.views.house_lists() == ({"zebra", "zorb"}, frozenset())
    finally:
        service.close()

    assert _standings(capsys, night) == _stored("corrections", "standings")
    expected = copy.deepcopy(_stored("corrections", "export"))
    expected["house"]["approved"] = ["zebra", "zorb"]
    assert _export(capsys, night, tmp_path / "export.json") == expected
