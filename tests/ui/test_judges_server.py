"""Several judge stations on one night: a file's night hosted on a real PostgreSQL server through
File ▸ Host this night on a server…, joined by a second window as another station; a refused password
named inline; the settings remembering the server without its password (kept in the keyring); the
tables each station owns on the Rounds page.

The keyring is an in-memory backend of the test's own (CI has no desktop keyring); set
`BOGGLE_THRONE_SCREENSHOTS=1` to save the screenshots into docs/screenshots/.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.server_dialogs import (
    KEYRING_SERVICE,
    URL_KEY,
    ServerDialog,
    recent_servers,
    split_password,
)
from tests.postgres_server import PostgresServer
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import TITLE_BAR, MemoryKeyring, dialog_over_window, save_shot, title_bar

JUDGES_GROUP = "throne_ui_judges"
PLAYERS = ("Ada", "Brook", "Cy", "Dee", "Eli", "Fay")
_roles = itertools.count(1)


@pytest.fixture
def no_keyring() -> Iterator[None]:
    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(before)


@pytest.fixture
def judge_url(postgres: PostgresServer) -> str:
    """A night's empty database and its judge login with a password the server checks, as the
    organiser's script makes them: the URL it prints, password included."""
    hba = postgres.data / "pg_hba.conf"
    rule = f"host all +{JUDGES_GROUP} 127.0.0.1/32 scram-sha-256\n"
    if rule not in hba.read_text():  # the test server trusts everyone else: check these passwords
        postgres.sql("postgres", f'CREATE ROLE "{JUDGES_GROUP}" NOLOGIN')
        hba.write_text(rule + hba.read_text())
        postgres.sql("postgres", "SELECT pg_reload_conf()")
    number = next(_roles)
    role, database, password = f"judge{number}", f"served{number}", f"s3cret{number}xyz"
    postgres.sql("postgres", f"CREATE ROLE {role} LOGIN PASSWORD '{password}' IN ROLE \"{JUDGES_GROUP}\"")
    postgres.sql("postgres", f"CREATE DATABASE {database} OWNER {role}")
    return f"postgresql://{role}:{password}@127.0.0.1:{postgres.port}/{database}"


def _window(qtbot: QtBot, settings: QSettings) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _fill(qtbot: QtBot, dialog: ServerDialog, url: str, station: str) -> None:
    """Type the URL and the station's name, then Enter, as a judge would."""
    for field, text in ((dialog.url, url), (dialog.station, station)):
        field.setFocus()
        field.selectAll()
        qtbot.keyClicks(field, text)
        field.editingFinished.emit()
    qtbot.keyClick(dialog.station, Qt.Key.Key_Return)


def _table_rows(window: MainWindow) -> list[str]:
    tree = window.pages[Page.ROUNDS].tree
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [item.text(0) for item in items if isinstance(item, QTreeWidgetItem)]


def test_a_hosted_night_is_joined_by_a_second_station(
    qtbot: QtBot,
    judges_window: MainWindow,
    qt_settings: QSettings,
    judge_url: str,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
) -> None:
    bare, password = split_password(judge_url)
    assert password is not None
    first = JudgesDriver(qtbot, judges_window)
    first.create_tournament(
        tmp_path / "crown.throne",
        {"name": "Thursday at the Crown", "format": {"games_per_round": 2, "min_table": 3, "max_table": 3}},
    )
    for name in PLAYERS:
        first.walk_in(name)
    first.seat_round(1)
    assert judges_window.host_action.isEnabled()

    dialog = judges_window.files.host_dialog()
    assert dialog is not None and dialog.isVisible()
    _fill(qtbot, dialog, judge_url, "table 1")
    assert not dialog.isVisible(), dialog.problem.text()
    service = judges_window.session.require()
    assert service.files.path is None and service.station == "table 1"
    assert judges_window.windowTitle().startswith("Thursday at the Crown — table 1 on 127.0.0.1")
    assert "Hosted crown.throne on 127.0.0.1" in first.status()

    # the settings remember the server without its password; the keyring keeps the password
    assert qt_settings.value(URL_KEY) == bare
    assert recent_servers(qt_settings) == [bare]
    qt_settings.sync()
    assert password not in (tmp_path / "settings.ini").read_text()
    assert memory_keyring.passwords == {(KEYRING_SERVICE, bare): password}
    assert judges_window.recent_menu.actions()[0].text() == bare
    listed = judges_window.start_page.recent  # the night on the server first, then the file hosted
    server, _slash, night = bare.rpartition("/")
    assert [listed.item(row).text() for row in range(listed.count())] == [
        f"{night}    —    on {server}",
        f"crown    —    {tmp_path.resolve()}",
    ]
    assert listed.item(0).data(Qt.ItemDataRole.UserRole) == listed.item(0).toolTip() == bare

    # a second station: the URL without the password, which comes from the keyring
    other_settings = QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat)
    second_window = _window(qtbot, other_settings)
    second_window.resize(960, 1080 - TITLE_BAR)
    judges_window.resize(960, 1080 - TITLE_BAR)
    join = second_window.files.join_dialog()
    join.url.clear()
    _fill(qtbot, join, bare, "table 2")
    assert not join.isVisible(), join.problem.text()
    second = second_window.session.require()
    assert second.station == "table 2"
    assert [p.name for p in second.views.players()] == list(PLAYERS)
    players = second_window.pages[Page.PLAYERS].table.model()
    shown = {players.index(row, column).data() for row in range(players.rowCount()) for column in range(2)}
    assert set(PLAYERS) <= shown
    assert second_window.windowTitle().startswith("Thursday at the Crown — table 2 on 127.0.0.1")
    other_settings.sync()
    assert password not in (tmp_path / "other.ini").read_text()

    # what one station records, the other takes in before its own next action
    first.walk_in("Gus")
    JudgesDriver(qtbot, second_window).walk_in("Hal")
    assert [p.name for p in second.views.players()][-2:] == ["Gus", "Hal"]

    # each station enters its own table
    for window, table in ((judges_window, "1"), (second_window, "2")):
        window.show_page(Page.ROUNDS)
        rounds = window.pages[Page.ROUNDS]
        rounds.my_tables.setFocus()
        qtbot.keyClicks(rounds.my_tables, table)
        qtbot.keyClick(rounds.my_tables, Qt.Key.Key_Return)
        assert _table_rows(window)[0] == f"Table {table} (mine)"
    sheet = QPixmap(1920, 1080)
    sheet.fill(QColor("#2b2d33"))
    painter = QPainter(sheet)
    for left, window in ((0, judges_window), (960, second_window)):
        title_bar(painter, QRect(left, 0, 960, TITLE_BAR), window.windowTitle())
        painter.drawPixmap(QPoint(left, TITLE_BAR), window.grab())
    painter.end()
    save_shot(sheet, tmp_path, "judges-two-stations-1920x1080.png")


def test_a_wrong_password_is_named_and_nothing_is_remembered(
    qtbot: QtBot,
    judges_window: MainWindow,
    qt_settings: QSettings,
    judge_url: str,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
) -> None:
    bare, password = split_password(judge_url)
    assert password is not None
    judges_window.resize(1280, 800 - TITLE_BAR)
    dialog = judges_window.files.join_dialog()
    _fill(qtbot, dialog, judge_url.replace(password, "not-it"), "table 3")
    assert dialog.isVisible() and dialog.problem.isVisible()
    problem = dialog.problem.text()
    assert "check the password" in problem
    assert "not-it" not in problem and password not in problem
    assert dialog.password.hasFocus() or dialog.focusWidget() is dialog.password
    assert judges_window.session.service is None
    assert qt_settings.value(URL_KEY) is None and memory_keyring.passwords == {}

    dialog.password.clear()
    dialog.url.setText(bare)
    qtbot.keyClicks(dialog.password, "nope")
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    assert dialog.isVisible() and "check the password" in dialog.problem.text()

    sheet = dialog_over_window(judges_window, dialog, top=150)
    save_shot(sheet, tmp_path, "judges-join-1280x800.png")


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda url: url.replace("/served", "/missing"), "check the database"),
        (lambda url: url.replace("://judge", "://nobody"), "check the role"),
        (lambda url: url.replace("127.0.0.1:", "nohost.invalid:"), "check the host"),
    ],
)
def test_a_connection_failure_names_what_to_check(
    qtbot: QtBot, judges_window: MainWindow, judge_url: str, memory_keyring: MemoryKeyring, change, named
) -> None:
    dialog = judges_window.files.join_dialog()
    _fill(qtbot, dialog, change(judge_url), "bar")
    assert dialog.isVisible() and named in dialog.problem.text()


def test_without_a_keyring_the_password_is_asked_each_time(
    qtbot: QtBot,
    judges_window: MainWindow,
    qt_settings: QSettings,
    judge_url: str,
    no_keyring: None,
    tmp_path: Path,
) -> None:
    bare, password = split_password(judge_url)
    assert password is not None
    driver = JudgesDriver(qtbot, judges_window)
    driver.create_tournament(tmp_path / "asked.throne", {"name": "Asked"})
    driver.walk_in("Ada")
    dialog = judges_window.files.host_dialog()
    assert dialog is not None
    assert "asked each time" in dialog.keyring_note.text()
    _fill(qtbot, dialog, bare, "bar")
    assert dialog.isVisible() and "password" in dialog.problem.text()
    qtbot.keyClicks(dialog.password, password)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.problem.text()
    assert qt_settings.value(URL_KEY) == bare
    assert [p.name for p in judges_window.session.require().views.players()] == ["Ada"]
    judges_window.files.close_tournament()

    assert not judges_window.files.open_server(bare)  # from the recent list: asked again
    asked = [d for d in judges_window.findChildren(ServerDialog) if d.isVisible()]
    assert len(asked) == 1 and asked[0].url.text() == bare and not asked[0].password.text()
    asked[0].reject()


def test_a_station_lists_its_own_tables_first_or_only(
    qtbot: QtBot, judges_window: MainWindow, qt_settings: QSettings, tmp_path: Path
) -> None:
    driver = JudgesDriver(qtbot, judges_window)
    path = tmp_path / "tables.throne"
    driver.create_tournament(path, {"name": "Tables", "format": {"min_table": 3, "max_table": 3}})
    for name in (*PLAYERS, "Gus", "Hal", "Ivy"):
        driver.walk_in(name)
    driver.seat_round(1)
    judges_window.show_page(Page.ROUNDS)
    rounds = judges_window.pages[Page.ROUNDS]
    assert _table_rows(judges_window) == ["Table 1", "Table 2", "Table 3"]
    assert not rounds.show_all_tables.isEnabled()

    rounds.my_tables.setFocus()
    qtbot.keyClicks(rounds.my_tables, "3, 2")
    qtbot.keyClick(rounds.my_tables, Qt.Key.Key_Return)
    assert _table_rows(judges_window) == ["Table 3 (mine)", "Table 2 (mine)"]
    rounds.show_all_tables.setFocus()
    qtbot.keyClick(rounds.show_all_tables, Qt.Key.Key_Space)
    assert _table_rows(judges_window) == ["Table 3 (mine)", "Table 2 (mine)", "Table 1"]

    judges_window.files.close_tournament()
    assert driver.window.files.open_file(path)
    assert rounds.my_tables.text() == "3, 2"  # remembered for this night and station
