"""A log that was written always opens: an action that cannot be applied on replay is kept, marked
not applied with why, and the judge carries on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.cli.main import main
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from tests.store.helpers import append_chained

BOARD = "PERS/LATG/SINE/TERS"
KEY = GameKey(1, 1, 1)
GAME = '"game":[1,1,1]'


def _night(path: Path) -> None:
    """Ann and Bea seated at one table, game 1 started; Ann read BATS-free words."""
    service = OpenNight.create(
        path, {"name": "Night", "date": "2026-11-21", "format": {"min_table": 3, "max_table": 4}}
    )
    try:
        for name in ("Ann", "Bea", "Cy"):
            service.act.register(name, checked_in=True)
        service.act.seat_next_round(seed=1)
        service.act.start_game(KEY, BOARD)
        service.act.record_word(KEY, "Ann", "plates")
        service.act.record_word(KEY, "Bea", "stern")
    finally:
        service.close()


def _append_raw(path: Path, kind: str, payload: str, recorded_at: str = "2026-11-21 20:00:00") -> None:
    """A row written by hand, as a faulty or newer app would have logged it (chained like its own)."""
    append_chained(path, kind, payload, recorded_at)


AT = "2026-11-21 20:00:00"
BAD_ROWS = {  # kind, payload, time, what the log says about it
    "unknown-kind": ("teleport", "{}", AT, "'teleport' is not a kind of action"),
    "unparseable-payload": ("record_word", '{"player": 1, "word": "sin', AT, "not valid JSON"),
    "payload-not-an-object": ("record_word", "[1, 2, 3]", AT, "not a JSON object"),
    "bad-timestamp": ("record_word", f'{{{GAME},"player":1,"word":"sine"}}', "noonish", "not a valid time"),
    "refused-by-the-rules": ("record_word", f'{{{GAME},"player":1,"word":"plates"}}', AT, "already"),
    "unknown-player": ("record_word", f'{{{GAME},"player":99,"word":"sine"}}', AT, "99"),
    "missing-details": ("record_word", "{}", AT, ""),
}


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "night.throne"
    _night(path)
    yield path


@pytest.mark.parametrize("row", list(BAD_ROWS.values()), ids=list(BAD_ROWS))
def test_a_bad_action_is_kept_as_not_applied_and_the_night_goes_on(night: Path, row: tuple[str, ...]) -> None:
    kind, payload, recorded_at, why = row
    before = OpenNight.open(night, read_only=True)
    expected = before.views.game(KEY)
    before.close()
    _append_raw(night, kind, payload, recorded_at)
    _append_raw(night, "record_word", f'{{{GAME},"player":2,"word":"sine"}}')  # a good action after it

    service = OpenNight.open(night)
    try:
        log = service.views.log()
        bad = log[-2]
        assert bad.not_applied is not None and why in bad.not_applied and not bad.in_force
        assert log[-1].not_applied is None and log[-1].in_force  # what follows still counts
        words = {p.name: [w.word for w in p.words] for p in service.views.game(KEY).players}
        assert words["Bea"] == [*[w.word for w in expected.player("Bea").words], "sine"]
        assert words["Ann"] == [w.word for w in expected.player("Ann").words]
        notices = service.notices()
        assert f"action {bad.seq} of the log ({kind}) is kept as not applied: {bad.not_applied}" in notices
        service.act.record_word(KEY, "Ann", "tern")  # the judge carries on
    finally:
        service.close()
    reopened = OpenNight.open(night, read_only=True)
    try:
        assert "tern" in [w.word for w in reopened.views.game(KEY).player("Ann").words]
        assert [e.not_applied is None for e in reopened.views.log()][-3:] == [False, True, True]
    finally:
        reopened.close()


def test_an_undo_with_nothing_to_undo_is_not_applied(tmp_path: Path) -> None:
    path = tmp_path / "fresh.throne"
    OpenNight.create(path, {"name": "Night", "date": "2026-11-21"}).close()
    _append_raw(path, "undo", '{"target": 999}')
    service = OpenNight.open(path)
    try:
        assert service.views.log()[-1].not_applied == "there was nothing to undo"
        assert service.act.register("Ann").name == "Ann"
    finally:
        service.close()


def test_undo_after_a_refused_action_takes_back_what_it_took_back_when_recorded(night: Path) -> None:
    """The undo stack is the one the judge saw: an undo right after an action later refused undoes
    that action (nothing visible), not the word before it."""
    _append_raw(night, "record_word", f'{{{GAME},"player":1,"word":"plates"}}')  # refused on replay
    _append_raw(night, "undo", "{}")
    service = OpenNight.open(night, read_only=True)
    try:
        assert [w.word for w in service.views.game(KEY).player("Bea").words] == ["stern"]
        assert service.views.log()[-1].not_applied is None
    finally:
        service.close()


def test_standings_on_the_command_line_show_what_was_not_applied(
    night: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _append_raw(night, "teleport", "{}")
    assert main(["standings", str(night)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    seq = len(OpenNight.open(night, read_only=True).views.log())
    assert out.startswith(
        f"Warning: action {seq} of the log (teleport) is kept as not applied: "
        "'teleport' is not a kind of action\n\n"
    )
