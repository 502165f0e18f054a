"""Once play has started, only what no result depends on can change: the night's name and date,
the timer and the countdown."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.night.errors import SettingsLockedError
from boggle_throne.services.acting.open_night import OpenNight


@pytest.fixture
def seated(tmp_path: Path) -> OpenNight:
    service = OpenNight.create(tmp_path / "night.throne", {"name": "Friday", "date": "2026-11-20"})
    for name in ("Ann", "Bea", "Cy"):
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=1)
    return service


def test_the_name_date_and_clock_still_change_after_round_one_is_seated(seated: OpenNight) -> None:
    try:
        settings = seated.act.update_settings(name="Friday at the Throne Room", date="2026-11-21")
        assert (settings.name, settings.held_on.isoformat()) == ("Friday at the Throne Room", "2026-11-21")
        assert seated.act.update_settings(timer_seconds=240, countdown_seconds=5).timer_seconds == 240
        assert seated.views.standings().tournament == "Friday at the Throne Room"
    finally:
        seated.close()


@pytest.mark.parametrize("change", [{"dice": "5x5"}, {"rules": "big"}, {"name": "Renamed", "board_seed": 9}])
def test_what_a_result_depends_on_stays_locked(seated: OpenNight, change: dict[str, object]) -> None:
    try:
        logged = len(seated.views.log())
        with pytest.raises(SettingsLockedError, match="only the night's name and date, the timer"):
            seated.act.update_settings(**change)
        assert len(seated.views.log()) == logged
    finally:
        seated.close()
