"""Shared by the translation tests: the pseudo catalogues, a full night, the judges' window in a language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from boggle_throne import i18n
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.ui.language import install_language
from tests.i18n.pseudo import PSEUDO_LANGUAGE, Data, build_pseudo_mo, build_pseudo_qm, night_data


@pytest.fixture
def qt_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture(scope="session")
def pseudo_catalogues(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The pseudo .qm and gettext folder, built once per run from the code as it is."""
    folder = tmp_path_factory.mktemp("pseudo")
    return build_pseudo_qm(folder), build_pseudo_mo(folder / "locale")


@pytest.fixture
def pseudo_language(
    qapp: QApplication, pseudo_catalogues: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Speak the pseudo language (every message «bracketed») for the test, then English again."""
    qm, locale = pseudo_catalogues
    monkeypatch.setitem(i18n.LANGUAGE_NAMES, PSEUDO_LANGUAGE, "«pseudo»")  # type: ignore[index]
    translator = QTranslator(qapp)
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    i18n.add_catalogue_dir(locale)
    i18n.set_language(PSEUDO_LANGUAGE)
    yield
    QCoreApplication.removeTranslator(translator)
    i18n.remove_catalogue_dir(locale)
    i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(scope="session")
def full_night(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Data]:
    """The demo night (players, rounds, games read and challenged, a final, a champion), closed, and
    its data: what stays as it is in any language."""
    folder = tmp_path_factory.mktemp("night")
    service, document = build_demo_night(folder / "demo.throne", library=DictionaryLibrary(folder / "data"))
    path = service.files.path
    service.close()
    assert path is not None
    return path, night_data(document)


@pytest.fixture
def night_copy(full_night: tuple[Path, Data], tmp_path: Path) -> OpenNight:
    copy = tmp_path / "night.throne"
    copy.write_bytes(full_night[0].read_bytes())
    return OpenNight.open(copy)


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    """The station speaks Dutch (the committed catalogues) for the test, then English again."""
    assert install_language("nl") == "nl"
    yield
    install_language(i18n.SOURCE_LANGUAGE)
