"""The projector window: a second, read-only window for the room that follows the night by itself.

It is given each change (`follow`, connected to the session's `changed` signal like every other
window; it never polls and never subscribes to the service itself), lets a `Director` pick the page,
and shows it from what the change carries: the game it touched as it now stands, and the word it
recorded. The host can pin a page, make it follow one table, and put it on a screen of their choice;
on a server's night the host does so from any station with `PointProjector`, which every projector
following that night obeys as it arrives. While the judges' phone server runs (`set_phones`), a newly
seated round shows its players' invitations; the words typed on phones change nothing on screen.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QHideEvent, QKeyEvent
from PySide6.QtWidgets import QStackedLayout, QVBoxLayout, QWidget

from boggle_throne.night.commands import PointProjector, ReissueInvitation
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import AfterChange, Director, ProjectorView, Scene, reveals_nothing
from boggle_throne.presentation.season_board import SeasonBoard
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.views import GameView
from boggle_throne.ui.offline_banner import OfflineBanner
from boggle_throne.ui.phones.station import PhoneStation
from boggle_throne.ui.projector.board import BoardPage
from boggle_throne.ui.projector.bracket import BracketPage
from boggle_throne.ui.projector.countdown import CountdownPage
from boggle_throne.ui.projector.crowning import CrowningPage
from boggle_throne.ui.projector.invitations import InvitationsPage
from boggle_throne.ui.projector.page import Clock, ClockPage, Page
from boggle_throne.ui.projector.placement import Placement, ScreenDialog, fills_screen, find_screen
from boggle_throne.ui.projector.result import ResultPage
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector.season import SeasonPage
from boggle_throne.ui.projector.side import SidePage
from boggle_throne.ui.projector.standings import StandingsPage
from boggle_throne.ui.projector.waiting import WaitingPage

TICK_MS = 100
RESULT_DWELL_SECONDS = 25.0
WINDOWED = (1280, 720)
ROOM_PAGES = (ProjectorView.WAITING, ProjectorView.STANDINGS)
"""The pages shown between games, which carry the room page's QR code and URL while it is served."""


class ProjectorWindow(QWidget):
    """The room's window. It never changes the night; it only shows it.

    Whoever holds the night passes it each change through `follow` (the judges' window connects the
    session's `changed` signal to it). Beside a judges' window it never takes the keyboard: the
    judge's next key goes to their own window, whatever the projector's screen or state.
    """

    fullscreen_changed = Signal(bool)
    """The window filled its screen or left it (by a menu, by F11 or Esc, or refused on the judges'
    screen): what the judges' Full-screen item shows."""
    unpinned = Signal()
    """A pin ended by itself: the night moved on to a new phase."""
    shown = Signal(object)
    """The scene now on screen (a `Scene`), whenever it changes: the judges' status bar names it."""
    stayed = Signal(object, object)
    """A correction to a closed game (its `GameKey`) left the scene (a `Scene`) where the night is."""

    def __init__(
        self,
        service: OpenNight | None,
        settings: QSettings | None = None,
        *,
        clock: Clock = lambda: datetime.now(UTC),
        result_dwell: float = RESULT_DWELL_SECONDS,
        judges: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`clock` gives the time the game clock counts from; `result_dwell` is how many seconds a
        game's result stays before the standings follow; `judges` is the judges' window, whose
        screen the projector never fills."""
        super().__init__(parent, Qt.WindowType.Window)
        self._judges = judges
        if judges is not None:  # the room's window: the keys stay with the judges
            self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
            self.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setWindowTitle(self.tr("Boggle Throne — projector"))
        self.setMinimumSize(320, 180)
        self._settings = settings if settings is not None else QSettings()
        self._stack = QStackedLayout()
        self._pages: dict[ProjectorView, Page] = {}
        self._scoring = ScoringPage(self)
        self._invitations = InvitationsPage(self)
        self._waiting = WaitingPage(self)
        for page in (
            self._waiting,
            self._invitations,
            CountdownPage(clock, self),
            BoardPage(clock, self),
            self._scoring,
            ResultPage(self),
            StandingsPage(self),
            BracketPage(self),
            CrowningPage(self),
            SidePage(self),
        ):
            self._pages[page.view] = page
            self._stack.addWidget(page)
        self._season = SeasonPage(self)  # shown at the host's word, never chosen by the director
        self._stack.addWidget(self._season)
        self._ticker = QTimer(self, interval=TICK_MS)
        self._ticker.timeout.connect(self._tick)
        self._dwell = QTimer(self, singleShot=True, interval=round(result_dwell * 1000))
        self._dwell.timeout.connect(self._after_dwell)
        self._service: OpenNight | None = None
        self._carried: GameView | None = None
        self._director: Director | None = None
        self._pinned: ProjectorView | None = None
        self._scene: Scene | None = None
        self.offline_banner = OfflineBanner(self, overlay=True)  # above the pages, while the server is away
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.offline_banner)
        layout.addLayout(self._stack)
        self.set_service(service)

    # ----- what it shows -----------------------------------------------------------------------

    @property
    def service(self) -> OpenNight | None:
        return self._service

    def set_service(self, service: OpenNight | None) -> None:
        """Show another tournament (the judges' window opened a file), or none."""
        self._service = service
        self.offline_banner.follow(service)
        self._carried = None
        self._scoring.forget(service.views.log() if service is not None else ())
        self._dwell.stop()
        if service is None:
            self._director = None
            self._waiting.clear()
            self._show(self._waiting)
            self._scene = None
            self.shown.emit(None)
            return
        self._director = Director(service.views)
        self._director.phones_on = self._phones_running()
        self._present()

    def set_phones(self, station: PhoneStation | None) -> None:
        """Follow the judges' phone server: its invitations, and whether it runs (a seating then
        shows the invitations, and starting it before a round's first game shows them at once)."""
        if self._invitations.station is not None:
            self._invitations.station.changed.disconnect(self._phones_changed)
        self._invitations.station = station
        if station is not None:
            station.changed.connect(self._phones_changed)
        self._phones_changed()

    def _phones_running(self) -> bool:
        station = self._invitations.station
        return station is not None and station.running

    def _phones_changed(self) -> None:
        station = self._invitations.station
        for view in ROOM_PAGES:  # the pages between games show the room page's code
            self._pages[view].show_room(station.room_url if station is not None else None)
        if self._director is not None:
            self._director.set_phones(self._phones_running())
            self._present()

    @property
    def scene(self) -> Scene | None:
        """The scene on screen (None while no night is open)."""
        return self._scene

    @property
    def current_view(self) -> ProjectorView:
        return self.page.view

    @property
    def page(self) -> Page:
        """The page on screen."""
        page = self._stack.currentWidget()
        assert isinstance(page, Page)
        return page

    @property
    def pinned(self) -> ProjectorView | None:
        return self._pinned

    def pin(self, view: ProjectorView | None) -> None:
        """Hold one page (kept up to date) whatever happens; None goes back to following the night."""
        self._pinned = view
        self._present()

    @property
    def followed(self) -> GameKey | None:
        return self._director.followed if self._director is not None else None

    def follow_game(self, key: GameKey | None) -> None:
        """Follow that game's table (the same table number in later rounds); None: the latest change."""
        if self._director is not None:
            self._director.follow(key)
            self._present()

    def point(self, view: str | None, key: GameKey | None) -> None:
        """Do as the host pointed the projectors (`PointProjector`): pin the view named (None: follow
        the night) and follow that game's table (None: the latest change)."""
        self._pinned = ProjectorView(view) if view is not None else None
        self.follow_game(key)

    def show_side(self, number: int) -> None:
        """Show a side table now (the judge asked from the Side games page): it stays until the
        tournament's next change takes the screen, or another side table's move."""
        if self._director is not None:
            self._director.show_side(number)
            self._present()

    # ----- where it shows ----------------------------------------------------------------------

    def show_season(self, board: SeasonBoard) -> None:
        """Show the season's leaders between rounds; the night's next change the room sees puts its
        own scene back."""
        self._season.show_board(board)
        self._show(self._season)

    def show_on(self, screen_name: str | None, fullscreen: bool) -> None:
        """Show the window on a screen (None: the last one attached), filling it if asked and if it is
        not the judges' screen; the choice is remembered as asked."""
        placement = Placement(screen_name or None, fullscreen)
        placement.save(self._settings)
        screen = find_screen(screen_name)
        judges = self._judges.screen().name() if self._judges is not None else None
        screens = [each.name() for each in QGuiApplication.screens()]
        fullscreen = fullscreen and fills_screen(screens, judges, screen.name())
        if self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        area = screen.availableGeometry()
        self.resize(min(WINDOWED[0], area.width()), min(WINDOWED[1], area.height()))
        self.move(area.center() - self.rect().center())
        if fullscreen:
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            self.show()
        self.give_back_the_keys()

    def give_back_the_keys(self) -> None:
        """Make the judges' window the active one again, should a window manager have activated the
        projector all the same as it was shown or raised."""
        judges = self._judges
        if judges is not None and judges.isVisible():
            judges.activateWindow()

    @property
    def filling(self) -> bool:
        """Whether the window fills its screen now (not whether the host asked for it)."""
        return self.isVisible() and self.isFullScreen()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self.fullscreen_changed.emit(self.filling)
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.fullscreen_changed.emit(False)
        super().hideEvent(event)

    def show_saved(self) -> None:
        """Show the window where the host last put it."""
        placement = Placement.saved(self._settings)
        self.show_on(placement.screen, placement.fullscreen)

    def choose_screen(self, parent: QWidget | None = None) -> bool:
        """Ask the host for the screen; returns whether they chose one."""
        dialog = ScreenDialog(Placement.saved(self._settings), parent)
        if dialog.exec() != ScreenDialog.DialogCode.Accepted:
            return False
        choice = dialog.placement
        self.show_on(choice.screen, choice.fullscreen)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape leaves full screen, F11 toggles it: the only keys a projector needs."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)

    # ----- following the night -----------------------------------------------------------------

    def follow(self, change: Change) -> None:
        """Show the night after a change: the game it touched as the change carries it (the view the
        service built once for everyone), the word it recorded, and what the director makes of it; a
        `PointProjector` pins its view and follows its game. A change that `reveals_nothing` (a word
        typed on a phone) leaves the screen as it is, but for a re-issued invitation on screen."""
        if self._director is None:
            return
        if reveals_nothing(change):
            if isinstance(change.command, ReissueInvitation) and self.page is self._invitations:
                self._present()
            return
        self._carried = change.result.game
        self._scoring.follow(change)
        director = self._director
        director.on_change(change)
        if isinstance(change.command, PointProjector):
            self.point(change.command.view, change.command.followed)
            return
        if director.moved_on and self._pinned is not None:  # a new phase takes the screen
            self._pinned = None
            self.unpinned.emit()
        self._present()
        if director.kept is not None and self._scene is not None:
            self.stayed.emit(director.kept, self._scene)

    def _present(self) -> None:
        """Show the followed or pinned scene: the game the last change carried as it carried it, and
        anything else (another game, the standings, the bracket) fresh from the service."""
        director, service = self._director, self._service
        if director is None or service is None:
            return
        scene = director.scene_for(self._pinned) if self._pinned is not None else director.scene
        page = self._pages[scene.view]
        page.present(AfterChange(service.views, self._carried), scene)
        self._show(page)
        if self._pinned is None and scene.view is ProjectorView.RESULT and scene != self._scene:
            self._dwell.start()
        if scene != self._scene:
            self._scene = scene
            self.shown.emit(scene)

    def _show(self, page: Page) -> None:
        self._stack.setCurrentWidget(page)
        if isinstance(page, ClockPage) and page.ticking:
            self._ticker.start()
        else:
            self._ticker.stop()

    def _tick(self) -> None:
        page = self.page
        if isinstance(page, ClockPage):
            page.tick()

    def _after_dwell(self) -> None:
        """A result has been up long enough: on to the standings (or the bracket)."""
        if self._director is not None and self._pinned is None and self._director.follow_up() is not None:
            self._present()
