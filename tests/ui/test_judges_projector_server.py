"""The projector for a night on a server, opened from the judges' window (the start page's button or
File ▸ Open the projector for a night…) with the projector URL the organiser's script printed: a
read-only window of its own following the judges' stations on the real PostgreSQL server; a refused
password named inline; the password kept in the (in-memory) keyring, never in the settings.
"""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.ui.live import live_night
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.server_dialogs import (
    KEYRING_SERVICE,
    PROJECTOR_URL_KEY,
    URL_KEY,
    ServerDialog,
    split_password,
)
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night
from tests.ui.screens import MemoryKeyring
from tests.ui.test_judges_mnemonics import mnemonics

PROJECTORS_GROUP = "throne_ui_projectors"
_roles = itertools.count(1)


@pytest.fixture
def night_url(night_database: str, tmp_path: Path) -> str:
    """A night hosted on the test server (round 1 seated, its first game started): a judge's URL."""
    return hosted_night(night_database, tmp_path)


@pytest.fixture
def projector_url(postgres: PostgresServer, night_url: str) -> str:
    """The night's read-only projector login with a password the server checks, as the organiser's
    script makes it: the projector URL it prints, password included."""
    hba = postgres.data / "pg_hba.conf"
    rule = f"host all +{PROJECTORS_GROUP} 127.0.0.1/32 scram-sha-256\n"
    if rule not in hba.read_text():  # the test server trusts everyone else: check these passwords
        postgres.sql("postgres", f'CREATE ROLE "{PROJECTORS_GROUP}" NOLOGIN')
        hba.write_text(rule + hba.read_text())
        postgres.sql("postgres", "SELECT pg_reload_conf()")
    database = night_url.rsplit("/", 1)[1]
    number = next(_roles)
    role, password = f"night{number}_projector", f"pr0jector{number}xyz"
    postgres.sql("postgres", f"CREATE ROLE {role} LOGIN PASSWORD '{password}' IN ROLE \"{PROJECTORS_GROUP}\"")
    postgres.sql(database, f'GRANT CONNECT ON DATABASE "{database}" TO {role}')
    postgres.sql(database, f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}")
    return f"postgresql://{role}:{password}@127.0.0.1:{postgres.port}/{database}"


def _dialog(window: MainWindow) -> ServerDialog:
    shown = [d for d in window.findChildren(ServerDialog) if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


def _enter(qtbot: QtBot, dialog: ServerDialog, url: str) -> None:
    """Type the URL, then Enter, as the host would."""
    dialog.url.setFocus()
    dialog.url.selectAll()
    qtbot.keyClicks(dialog.url, url)
    dialog.url.editingFinished.emit()
    qtbot.keyClick(dialog.url, Qt.Key.Key_Return)


def test_the_start_page_opens_the_projector_for_a_night_on_a_server(
    qtbot: QtBot,
    judges_window: MainWindow,
    qt_settings: QSettings,
    projector_url: str,
    night_url: str,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
) -> None:
    bare, password = split_password(projector_url)
    assert password is not None
    start = judges_window.start_page
    assert start.projector_button.isVisible()
    qtbot.mouseClick(start.projector_button, Qt.MouseButton.LeftButton)
    dialog = _dialog(judges_window)
    assert dialog.windowTitle() == "Open the projector for a night on a server"
    assert not dialog.station.isVisibleTo(dialog)  # the projector is always the station "projector"
    _enter(qtbot, dialog, projector_url)
    assert not dialog.isVisible(), dialog.problem.text()

    alone = judges_window.files.projector_alone
    assert alone is not None and alone.window.isVisible()
    reader = alone.service
    assert reader.files.read_only and reader.station == "projector"
    assert alone.window.service is reader
    assert reader.views.settings.name == "Sixteen and a champion"
    assert judges_window.session.service is None  # the judges' window itself opened nothing
    assert qt_settings.value(PROJECTOR_URL_KEY) == bare and qt_settings.value(URL_KEY) is None
    qt_settings.sync()
    assert password not in (tmp_path / "settings.ini").read_text()
    assert memory_keyring.passwords == {(KEYRING_SERVICE, bare): password}

    judge = OpenNight.open(night_url, station="table 1")
    try:
        player = judge.views.game(GAME).players[0].name
        time.sleep(0.3)  # listening
        judge.act.record_word(GAME, player, "nest")
        qtbot.waitUntil(lambda: isinstance(alone.window.page, ScoringPage), timeout=3000)
        assert [w.word for w in reader.views.game(GAME).player(player).words] == ["nest"]
        with pytest.raises(TournamentFileError):
            reader.act.record_word(GAME, player, "pals")
    finally:
        judge.close()

    # again from the File menu: the URL is offered without its password, which comes from the keyring
    again = judges_window.files.projector_dialog()
    assert again.url.text() == bare and again.password.text() == password
    qtbot.keyClick(again.url, Qt.Key.Key_Return)
    assert not again.isVisible(), again.problem.text()
    second = judges_window.files.projector_alone
    assert second is not None and second is not alone  # one at a time: the first is closed
    assert not alone.window.isVisible() and live_night(alone.service) is None  # it listens no more
    assert live_night(second.service) is not None

    second.window.close()  # closing it closes its night
    assert judges_window.files.projector_alone is None and live_night(second.service) is None

    assert judges_window.files.open_projector(projector_url) is None
    third = judges_window.files.projector_alone
    assert third is not None and third.window.isVisible()
    judges_window.close()  # the projector goes with the judges' window
    assert not third.window.isVisible() and judges_window.files.projector_alone is None


def test_a_wrong_projector_password_is_named_inline(
    qtbot: QtBot,
    judges_window: MainWindow,
    qt_settings: QSettings,
    projector_url: str,
    memory_keyring: MemoryKeyring,
) -> None:
    password = split_password(projector_url)[1]
    assert password is not None
    dialog = judges_window.files.projector_dialog()
    _enter(qtbot, dialog, projector_url.replace(password, "not-it"))
    assert dialog.isVisible() and dialog.problem.isVisible()
    problem = dialog.problem.text()
    assert "check the password (in the projector URL)" in problem and "_projector" in problem
    assert "not-it" not in problem and password not in problem
    assert dialog.focusWidget() is dialog.password
    assert judges_window.files.projector_alone is None
    assert qt_settings.value(PROJECTOR_URL_KEY) is None and memory_keyring.passwords == {}
    dialog.reject()


def test_the_start_page_and_the_file_menu_have_one_thing_per_alt_letter(judges_window: MainWindow) -> None:
    found = mnemonics(judges_window.start_page)
    assert found["p"] == ["&Projector for a night on a server…"]
    assert {letter: texts for letter, texts in found.items() if len(texts) > 1} == {}
    file_menu = judges_window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    texts = [action.text() for action in file_menu.actions()]
    assert "Open the projec&tor for a night…" in texts
    assert [text for text in texts if "&t" in text.casefold()] == ["Open the projec&tor for a night…"]


def test_the_start_page_joins_a_night_on_a_server_from_the_keyboard(
    qtbot: QtBot, judges_window: MainWindow
) -> None:
    start = judges_window.start_page
    assert mnemonics(start)["j"] == ["&Join a night on a server…"]  # Alt+J, and no other J there
    start.join_button.setFocus()
    qtbot.keyClick(start.join_button, Qt.Key.Key_Space)
    dialog = _dialog(judges_window)
    assert dialog.windowTitle() == "Join a night on a server" and dialog.station.isVisibleTo(dialog)
    dialog.reject()
