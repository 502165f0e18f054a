"""Test-wide settings: a private data folder per test, Qt without a display."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne import i18n
from boggle_throne.services.acting.open_night import OpenNight
from tests.services.night_builder import CHAMPION, NightBuilder

pytest_plugins = ["tests.postgres_server"]

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test reads English whatever this machine's locale, unless it sets a language itself: the
    system's language is English for the test (and its subprocesses), and the station's is reset after."""
    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language(i18n.SOURCE_LANGUAGE)
    yield
    if "boggle_throne.ui.language" in sys.modules:  # Qt's translators too, when a test installed them
        sys.modules["boggle_throne.ui.language"].install_language(i18n.SOURCE_LANGUAGE)
    i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Imported dictionaries and other app data go to a folder of the test's own."""
    folder = tmp_path / "app-data"
    monkeypatch.setenv("BOGGLE_THRONE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def night(tmp_path: Path) -> Iterator[NightBuilder]:
    """A night of seventeen players, round 1 seated."""
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.do(do="seat", seed=1)
    yield builder
    builder.service.close()


@pytest.fixture
def final_played(tmp_path: Path) -> Iterator[OpenNight]:
    """A night whose final is played but not yet crowned."""
    builder = NightBuilder(tmp_path / "final.throne")
    builder.check_in_everyone()
    for number in (1, 2):
        builder.play_round(number)
    builder.play_round(3, favourite=CHAMPION)
    yield builder.service
    builder.service.close()
