"""The judges' window: menus with standard shortcuts, the start page, and one page per part of the night.

The window routes changes to its pages and keeps the judge's place; the work on files is `file_actions`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.app import Theme, apply_theme, renew_window, saved_theme
from boggle_throne.ui.file_actions import FileActions
from boggle_throne.ui.focus_ring import FocusRing, focus_first_field
from boggle_throne.ui.game.game_screen import GameScreen
from boggle_throne.ui.help import (
    EVERYWHERE_GROUP,
    GAME_GROUP,
    PLAYERS_GROUP,
    SIDE_GROUP,
    show_about,
    show_keys,
)
from boggle_throne.ui.history_keys import NightHistoryKeys
from boggle_throne.ui.house_lists.house_lists_page import HouseListsPage
from boggle_throne.ui.language import fill_language_menu
from boggle_throne.ui.log.log_page import LogPage
from boggle_throne.ui.menu_escape import return_keys_after_menus
from boggle_throne.ui.offline_banner import OfflineBanner
from boggle_throne.ui.pages import Page, page_title
from boggle_throne.ui.phones.phones_dialog import PhonesDialog
from boggle_throne.ui.places import Place, remember_place, saved_place
from boggle_throne.ui.players.players_page import PlayersPage
from boggle_throne.ui.projector import ProjectorView
from boggle_throne.ui.projector_control import PIN_TITLES, RELEASE_SHORTCUT, ProjectorControl, pin_title
from boggle_throne.ui.rounds.rounds_page import RoundsPage
from boggle_throne.ui.season_window import SeasonWindow
from boggle_throne.ui.session import Session
from boggle_throne.ui.setup.setup_page import SetupPage
from boggle_throne.ui.side.side_page import SidePage
from boggle_throne.ui.standings.standings_page import StandingsPage
from boggle_throne.ui.start_page import StartPage

if TYPE_CHECKING:
    from boggle_throne.ui.print_dialog import PrintDialog

Shown = TypeVar("Shown", bound=QWidget)

READ_ONLY_STYLE = "background: #e0a030; color: #1d1f24; font-weight: bold; padding: 6px 10px;"
"""The read-only banner: dark on amber, which reads in a dim room in either theme."""
THEME_TITLES = {
    Theme.SYSTEM: str(QT_TRANSLATE_NOOP("MainWindow", "&System")),
    Theme.LIGHT: str(QT_TRANSLATE_NOOP("MainWindow", "&Light")),
    Theme.DARK: str(QT_TRANSLATE_NOOP("MainWindow", "&Dark")),
}
"""The View ▸ Theme submenu's items (English, translated where shown)."""


class MainWindow(QMainWindow):
    """The judges' window. It acts only through the services, via the session."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.session = Session(self)
        self.session.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.session.service_changed.connect(self._service_changed)
        self.session.changed.connect(self._route_change)
        self.projector = ProjectorControl(self.session, self.settings, self)
        self.files = FileActions(self, self.session, self.settings)
        self._placing = False
        self._shown_players: tuple[int, ...] = ()
        self._stale: set[Page] = set()
        self._make_history_actions()
        self.history_keys = NightHistoryKeys(self)
        self.start_page = StartPage()
        self.game_screen = GameScreen(self.session)
        self.pages: dict[Page, Any] = {
            Page.SETUP: SetupPage(self.session),
            Page.PLAYERS: PlayersPage(self.session),
            Page.ROUNDS: RoundsPage(self.session),
            Page.GAME: self.game_screen,
            Page.STANDINGS: StandingsPage(self.session),
            Page.HOUSE_LISTS: HouseListsPage(self.session),
            Page.SIDE_GAMES: SidePage(
                self.session, on_project=lambda table: self.projector.show().show_side(table)
            ),
            Page.LOG: LogPage(self.session, self.undo_action, self.redo_action),
        }
        self._wire_pages()
        self.nav = QListWidget()
        self.nav.setAccessibleName(self.tr("Pages"))
        self.nav.addItems([page_title(page) for page in Page])
        self.nav.setFixedWidth(170)
        self.nav.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        nav_font = QFont(self.nav.font())
        nav_font.setPointSizeF(nav_font.pointSizeF() * 1.25)
        self.nav.setFont(nav_font)
        self.nav.setSpacing(4)
        self.nav.currentRowChanged.connect(lambda row: self.show_page(list(Page)[row]) if row >= 0 else None)
        self.page_stack = QStackedWidget()
        for page in Page:
            self.page_stack.addWidget(self.pages[page])
        self.read_only_note = QLabel(self.tr("Read-only: nothing done here is recorded."))
        self.read_only_note.setStyleSheet(READ_ONLY_STYLE)
        self.offline_banner = OfflineBanner()
        self.session.kept.changed.connect(self.offline_banner.say_kept)
        page_row = QHBoxLayout()
        page_row.setContentsMargins(0, 0, 0, 0)
        page_row.addWidget(self.nav)
        page_row.addWidget(self.page_stack, 1)
        workspace = QWidget()
        workspace_layout = QVBoxLayout(workspace)
        workspace_layout.setContentsMargins(0, 0, 0, 0)
        workspace_layout.addWidget(self.read_only_note)
        workspace_layout.addWidget(self.offline_banner)
        workspace_layout.addLayout(page_row, 1)
        self.workspace = workspace
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(workspace)
        self.setCentralWidget(self.stack)
        self._make_menus()
        self.focus_ring = FocusRing(self)
        return_keys_after_menus(self.menuBar())
        self.session.changed.connect(lambda _change: self._remember_place())
        for moved in (self.game_screen.entry.next_reader, self.game_screen.entry.previous_reader):
            moved.connect(self._remember_place)
        self.resize(1280, 800)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._service_changed(None)

    # ----- building ----------------------------------------------------------------------------

    def _wire_pages(self) -> None:
        sp = self.start_page
        files = self.files
        sp.new_requested.connect(files.new_tournament)
        sp.open_requested.connect(files.open_dialog)
        sp.demo_requested.connect(files.open_demo_night)
        sp.join_requested.connect(lambda: files.join_dialog())
        sp.projector_requested.connect(lambda: files.projector_dialog())
        sp.recent_chosen.connect(files.open_file)
        setup: SetupPage = self.pages[Page.SETUP]
        setup.create_requested.connect(files.create_tournament)
        rounds: RoundsPage = self.pages[Page.ROUNDS]
        rounds.open_game.connect(self.show_game)
        log: LogPage = self.pages[Page.LOG]
        log.open_game.connect(self.show_game)
        self.game_screen.game_shown.connect(self.projector.follow_game)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Any,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_history_actions(self) -> None:
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setWhatsThis(self.tr("undo the last action of the night"))
        self.undo_action.triggered.connect(self.session.undo)
        self.redo_action = QAction(self.tr("&Redo"), self)
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [
            k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys
        ]
        self.redo_action.setShortcuts(redo_keys)
        self.redo_action.setWhatsThis(self.tr("redo the action last undone"))
        self.redo_action.triggered.connect(self.session.redo)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu, files = bar.addMenu(self.tr("&File")), self.files
        self._action(
            file_menu, self.tr("&New tournament…"), files.new_tournament, QKeySequence.StandardKey.New
        )
        self._action(file_menu, self.tr("&Open…"), files.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self._action(file_menu, self.tr("Open the &demo night"), files.open_demo_night)
        file_menu.addSeparator()
        self.save_as_action = self._action(
            file_menu,
            self.tr("Save &as…"),
            lambda: files.copy_dialog(switch=True),
            QKeySequence.StandardKey.SaveAs,
        )
        self.save_copy_action = self._action(
            file_menu, self.tr("Save a &copy…"), lambda: files.copy_dialog(switch=False)
        )
        self.next_night_action = self._action(
            file_menu, self.tr("New night &from this one…"), files.new_night_from_this
        )
        self.next_night_action.setToolTip(
            self.tr("A new tournament file with tonight's players and the Throne")
        )
        file_menu.addSeparator()
        self.host_action = self._action(
            file_menu, self.tr("&Host this night on a server…"), files.host_dialog
        )
        self.host_action.setToolTip(
            self.tr("Copy this night to the night server, where several stations enter it")
        )
        self.host_action.setEnabled(False)
        self._action(file_menu, self.tr("&Join a night…"), lambda: files.join_dialog())
        self._action(file_menu, self.tr("Open the projec&tor for a night…"), lambda: files.projector_dialog())
        file_menu.addSeparator()
        self.print_action = self._action(
            file_menu, self.tr("&Print…"), self.print_dialog, QKeySequence.StandardKey.Print
        )
        file_menu.addSeparator()
        self.close_action = self._action(
            file_menu, self.tr("C&lose tournament"), files.close_tournament, "Ctrl+W"
        )
        self._action(file_menu, self.tr("&Quit"), self.close, "Ctrl+Q")

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.undo_night_action = self._action(
            edit_menu, self.tr("Undo the &night's last action (any station)"), self.session.undo_night_last
        )
        self.undo_night_action.setToolTip(
            self.tr("For the host: take back the last action of the whole night, whichever station made it")
        )

        view_menu = bar.addMenu(self.tr("&View"))
        self.page_actions: dict[Page, QAction] = {}
        for number, page in enumerate(Page, start=1):
            self.page_actions[page] = self._action(
                view_menu,
                page_title(page),
                lambda _=False, p=page: self.show_page(p, first_field=True),
                f"Ctrl+{number}",
            )
        view_menu.addSeparator()
        theme_menu = view_menu.addMenu(self.tr("&Theme"))
        themes = QActionGroup(self)
        current = saved_theme(self.settings)
        for theme in Theme:
            action = self._action(
                theme_menu, self.tr(THEME_TITLES[theme]), lambda _=False, t=theme: self.set_theme(t)
            )
            action.setCheckable(True)
            action.setChecked(theme is current)
            themes.addAction(action)
        self.language_menu = view_menu.addMenu(self.tr("&Language"))
        fill_language_menu(self.language_menu, self.settings, lambda code: renew_window(self, code))

        self.game_menu = bar.addMenu(self.tr("&Game"))
        for action in self.game_screen.game_actions:
            self.game_menu.addAction(action)

        window_menu = bar.addMenu(self.tr("&Window"))
        projector_menu = window_menu.addMenu(self.tr("&Projector"))
        self._action(projector_menu, self.tr("&Show the projector"), self.projector.show, "Ctrl+Shift+P")
        self._action(
            projector_menu, self.tr("&Choose its screen…"), lambda: self.projector.show().choose_screen(self)
        )
        self.fullscreen_action = self._action(
            projector_menu, self.tr("&Full screen"), self.projector.set_fullscreen
        )
        self.fullscreen_action.setCheckable(True)
        self.projector.fullscreen.connect(self.fullscreen_action.setChecked)
        pin_menu = projector_menu.addMenu(self.tr("P&in a view"))
        pins = QActionGroup(self)
        self.pin_actions: dict[ProjectorView | None, QAction] = {}
        for view, title in PIN_TITLES.items():
            release = RELEASE_SHORTCUT if view is None else None
            action = self._action(
                pin_menu, pin_title(title), lambda _=False, v=view: self.projector.pin(v), release
            )
            action.setCheckable(True)
            action.setChecked(view is None)
            pins.addAction(action)
            self.pin_actions[view] = action
        self.projector.pinned.connect(lambda view: self.pin_actions[view].setChecked(True))
        self._action(window_menu, self.tr("P&hones…"), self.open_phones)
        self._action(window_menu, self.tr("S&eason…"), self.open_season)

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(
            help_menu,
            self.tr("&Keyboard shortcuts"),
            lambda: show_keys(self, self.key_groups()),
            QKeySequence.StandardKey.HelpContents,
        )
        self._action(help_menu, self.tr("&About Boggle Throne"), lambda: show_about(self))

    def open_phones(self) -> PhonesDialog:
        """Window ▸ Phones…: the phone server and the invitations."""
        return _shown_once(self, PhonesDialog, lambda: PhonesDialog(self.session, self))

    def open_season(self) -> SeasonWindow:
        """Window ▸ Season…: the season's table, its leaders shown on this window's projector."""
        return _shown_once(
            self,
            SeasonWindow,
            lambda: SeasonWindow(self.session, lambda board: self.projector.show().show_season(board), self),
        )

    def key_groups(self) -> tuple[tuple[str, tuple[QAction, ...]], ...]:
        """The window's actions by where their keys work, for the table of keys (F1) and its test; each
        group is named in English (`help.GAME_GROUP` …), the table of keys translates it."""
        game = tuple(self.game_screen.game_actions)
        left_out = {*self.page_actions.values(), *game}  # the pages have a row of their own
        menus = tuple(action for action in _menu_actions(self.menuBar()) if action not in left_out)
        players = tuple(self.pages[Page.PLAYERS].actions())
        side = tuple(self.pages[Page.SIDE_GAMES].actions())
        return ((EVERYWHERE_GROUP, menus), (PLAYERS_GROUP, players), (GAME_GROUP, game), (SIDE_GROUP, side))

    # ----- showing -----------------------------------------------------------------------------

    def current_page(self) -> Page | None:
        if self.stack.currentWidget() is not self.workspace:
            return None
        return list(Page)[self.page_stack.currentIndex()]

    def show_page(self, page: Page, *, first_field: bool = False) -> None:
        """Show a page; the keys go to its first field when asked (Ctrl+1 …) or when they are not on
        the page already."""
        if self.session.service is None and page is not Page.SETUP:
            return
        if page in self._stale:
            self._stale.discard(page)
            self.pages[page].refresh()
        focused = QApplication.focusWidget()  # before the stack hands the focus to the new page
        on_page = focused is not None and self.pages[page].isAncestorOf(focused)
        self.page_stack.setCurrentWidget(self.pages[page])
        self.nav.blockSignals(True)
        self.nav.setCurrentRow(list(Page).index(page))
        self.nav.blockSignals(False)
        if page is Page.GAME:
            self.game_screen.focus_work()
        elif first_field or not on_page:
            focus_first_field(self.pages[page])
        self._remember_place()

    def show_game(self, key: GameKey, players: tuple[int, ...] = ()) -> None:
        """Run a game on the game screen (the projector follows it)."""
        self._shown_players = tuple(players or ())
        self.game_screen.show_game(key, self._shown_players)
        self.show_page(Page.GAME)

    def _remember_place(self) -> None:
        """Keep where the judge is in this file: the page, the game and its reader."""
        service, page = self.session.service, self.current_page()
        if self._placing or service is None or service.files.path is None or page is None:
            return
        key = self.game_screen.key
        players = self._shown_players if key is not None else ()
        place = Place(page.name, key, players, self.game_screen.readers.current)
        remember_place(self.settings, service.files.path, place)

    def _go_to(self, place: Place, service: OpenNight) -> None:
        """Come back to a remembered place, as far as the night still has it."""
        started = next((key for key in service.views.games() if key == place.game), None)
        waiting = place.game if place.game is not None and place.game.is_tie_break and place.players else None
        game = started or waiting
        if game is not None:
            self.show_game(game, place.players)
            self.game_screen.move_reader(place.reader - self.game_screen.readers.current)
        page = Page.__members__.get(place.page)
        if page is not None:
            self.show_page(page)

    def _route_change(self, change: Change) -> None:
        """Refresh the page on show now; the others when they are shown next."""
        current = self.current_page()
        for page in Page:
            if page is current or page is Page.GAME:
                self.pages[page].follow(change)
            else:
                self._stale.add(page)
        self._enable_history()

    def _service_changed(self, service: OpenNight | None) -> None:
        self._stale.clear()
        has_service = service is not None
        for action in (
            self.save_as_action,
            self.save_copy_action,
            self.next_night_action,
            self.print_action,
            self.close_action,
        ):
            action.setEnabled(has_service)
        for page, action in self.page_actions.items():
            action.setEnabled(has_service or (page is Page.SETUP and self.files.creating))
        self.game_menu.setEnabled(has_service)
        self.nav.setVisible(has_service)
        self.read_only_note.setVisible(service is not None and service.files.read_only)
        self.offline_banner.follow(service)
        if has_service:
            self.files.creating = False
            self.game_screen.show_game(None)
            self.stack.setCurrentWidget(self.workspace)
            self.show_page(Page.PLAYERS)
        elif self.files.creating:
            self.stack.setCurrentWidget(self.workspace)
            self.page_stack.setCurrentWidget(self.pages[Page.SETUP])
        else:
            self.stack.setCurrentWidget(self.start_page)
        self.files.show_recent()
        self._enable_history()
        self._show_title()

    def _show_title(self) -> None:
        service = self.session.service
        if service is None:
            self.setWindowTitle("Boggle Throne")
            return
        name = service.views.settings.name
        if service.files.path is None:
            title = self.tr("{night} — read-only") if service.files.read_only else "{night}"
        elif service.files.read_only:
            title = self.tr("{night} — {file} — read-only")
        else:
            title = "{night} — {file}"
        where = service.files.path.name if service.files.path is not None else ""
        self.setWindowTitle(title.format(night=name, file=where) + " — Boggle Throne")

    def _enable_history(self) -> None:
        has_service = self.session.service is not None
        self.undo_action.setEnabled(has_service)
        self.redo_action.setEnabled(has_service)
        service = self.session.service  # several stations share the night only on a server
        self.undo_night_action.setVisible(service is not None and service.files.server_location is not None)
        undo, redo = self.session.history_texts()
        self.undo_action.setText(undo)
        self.redo_action.setText(redo)

    # ----- files (the work is in `self.files`) -------------------------------------------------

    def show_opened(self, service: OpenNight) -> None:
        """Make an opened night the window's, showing it where the judge last was in it."""
        place = saved_place(self.settings, service.files.path) if service.files.path is not None else None
        self._placing = True  # opening shows the Players page first: that is not where the judge was
        try:
            self.session.set_service(service)
            if place is not None:
                self._go_to(place, service)
        finally:
            self._placing = False
        self._remember_place()

    def print_dialog(self) -> PrintDialog | None:
        """File ▸ Print…; the PDF machinery is loaded on first use, keeping the launch fast."""
        from boggle_throne.ui.print_dialog import PrintDialog

        if self.session.service is None:
            return None
        dialog = PrintDialog(self.session, self, settings=self.settings)
        dialog.open()
        return dialog

    # ----- theme -------------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        self.settings.setValue("theme", theme.value)
        apply_theme(theme)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.projector.close()
        self.files.close_tournament()
        super().closeEvent(event)


def _shown_once(window: QWidget, kind: type[Shown], make: Callable[[], Shown]) -> Shown:
    """The window's one child window of `kind` (made by `make` the first time), shown and raised."""
    shown = window.findChild(kind)
    if shown is None:
        shown = make()
    shown.show()
    shown.raise_()
    shown.activateWindow()
    return shown


def _menu_actions(menus: QWidget) -> list[QAction]:
    """Every action of a menu bar or menu, its submenus' in their place."""
    found: list[QAction] = []
    for action in menus.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += _menu_actions(menu)
        elif not action.isSeparator():
            found.append(action)
    return found
