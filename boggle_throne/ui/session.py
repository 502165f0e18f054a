"""The open tournament as the windows share it: the service, its change signal, and guarded actions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from boggle_throne.engine.errors import EngineError
from boggle_throne.night.errors import ActionRefusedError, ThroneError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import StationOfflineError, TournamentFileError
from boggle_throne.services.reading.views import ActionResult
from boggle_throne.ui.change_signals import ChangeSignals
from boggle_throne.ui.correction import warn_advancement
from boggle_throne.ui.errors import could_not, show_error, show_notices
from boggle_throne.ui.kept_actions import Kept, KeptActions
from boggle_throne.ui.live import LiveNight
from boggle_throne.ui.night_calls import NightCalls
from boggle_throne.ui.phones.station import PhoneStation

T = TypeVar("T")

OFFLINE_STATUS = str(QT_TRANSLATE_NOOP("Session", "Offline: the server cannot be reached — reconnecting…"))
ONLINE_STATUS = str(QT_TRANSLATE_NOOP("Session", "Back online: the other stations' actions are taken in."))
_DATABASE_DRIVERS = frozenset({"sqlalchemy", "psycopg"})
"""The packages whose errors mean the server failed (named, not imported: only the store imports them)."""


class Session(QObject):
    """Holds the open service; every screen acts through `act` and refreshes on `changed`.

    `service_changed(service | None)` fires when a file is opened or closed; `changed(Change)` for
    every recorded action, once, carrying its result (the game it touched as it now stands, a new
    word's verdict): the session is the only follower of the service's change bus, and every window,
    the projector too, follows `changed` and shows what the change carries rather than asking the
    service again. `status(str)` carries a one-line note for the status bar. What the service
    has to tell a judge about the file (`notices`) is shown on opening and whenever an action adds to it.

    A night on a server is kept live (`live`): the other stations' actions are taken in as the server
    announces them, and reach `changed` like this station's own; `live.offline(why)` and
    `live.online()` say when the server cannot be reached and when it is back. Every call to a
    server goes through `calls`, off the GUI thread (`ui.night_calls`). An action made with `keep`
    (a word typed) is kept while the server cannot be reached, in order, and sent when it is back
    once the judge agrees (`kept`).

    The night's phones are served by `phones`, off until the organiser starts it; it stops when the
    night is closed or another is opened, and the phones' words reach `changed` like any action.
    """

    service_changed = Signal(object)
    changed = Signal(object)
    status = Signal(str)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._service: OpenNight | None = None
        self._signals: ChangeSignals | None = None
        self._live: LiveNight | None = None
        self._told: Counter[str] = Counter()
        self.phones = PhoneStation(self)
        self.calls = NightCalls(self)
        self.kept = KeptActions(window)
        self.just_kept = False
        """Whether the last action made with `keep` was kept, to be sent when the server is back."""

    @property
    def service(self) -> OpenNight | None:
        return self._service

    def require(self) -> OpenNight:
        """The open service; screens that need one are only reachable while a file is open."""
        if self._service is None:
            raise RuntimeError("no tournament is open")
        return self._service

    @property
    def live(self) -> LiveNight | None:
        """What keeps the open night up to date with the other stations (None with no night open)."""
        return self._live

    def set_service(self, service: OpenNight | None) -> None:
        """Follow another tournament (or none), closing the one that was open."""
        self.phones.stop()  # its last requests answered by the night they were sent to
        if self._live is not None:  # nothing more is taken in from the night being closed
            self._live.stop()
            self._live.deleteLater()
            self._live = None
        if self._signals is not None:
            self._signals.detach()
            self._signals.deleteLater()
            self._signals = None
        if self._service is not None:
            self._service.close()
        self._service = service
        if service is not None:
            self._signals = ChangeSignals(service.changes, self)
            self._signals.changed.connect(self.changed.emit)
            self._live = LiveNight(service, self, runner=self._on_server, busy=lambda: self.calls.busy)
            self._live.offline.connect(lambda _why: self.status.emit(self.tr(OFFLINE_STATUS)))
            self._live.online.connect(self._back_online)
        unsent = tuple(kept.doing for kept in self.kept.take())  # never sent to another night
        if unsent:
            heading = self.tr("Typed while the server could not be reached, and not sent:")
            show_notices(self._window, heading, unsent)
        self._told = Counter()
        self.service_changed.emit(service)
        if service is not None:
            name = service.files.path.name if service.files.path is not None else service.views.settings.name
            self._pass_on_notices(self.tr("{file} is open. Please note:").format(file=name))

    def act(self, doing: str, call: Callable[[], T], *, keep: bool = False) -> T | None:
        """Run an action; a refusal or failure is shown in a dialog saying what could not be done.

        Returns None when the action failed. A correction that changes who advanced is warned about,
        and so is anything new the service has to tell (a backup that failed after closing a game).
        With `keep`, an action the server cannot take now is kept instead (`just_kept`), to be sent
        when it is back.
        """
        return self._act(doing, call, Kept(doing, call, None) if keep else None)

    def _act(self, doing: str, call: Callable[[], T], kept: Kept | None) -> T | None:
        """`act`, with `kept` the action to keep while the server cannot be reached (None: not kept)."""
        self.just_kept = False
        live = self._live
        if kept is not None and live is not None and (live.offline_reason is not None or self.calls.busy):
            self._keep(kept)  # no waiting for a server known to be away
            return None
        try:
            result = self._on_server(call)
        except Exception as error:
            if isinstance(error, StationOfflineError):
                if live is not None:
                    live.suspect(error.reason)
                if kept is not None:
                    self._keep(kept)
                    return None
            expected = isinstance(error, (ThroneError, EngineError, OSError))
            offline = (
                self._offline_error(error) if isinstance(error, TournamentFileError) or not expected else None
            )
            if offline is None and not expected:
                raise  # not the night's refusal nor the server's failure: a bug, reported as one
            show_error(self._window, doing, offline or error)
            self.status.emit(could_not(doing))
            return None
        if isinstance(result, ActionResult) and result.advancement_changes:
            warn_advancement(self, self._window, result.advancement_changes)
        self._pass_on_notices(self.tr("Done, but please note:"))
        return result

    def act_inline(
        self,
        doing: str,
        call: Callable[[], T],
        say: Callable[[ActionRefusedError], None],
        *,
        keep: bool = False,
    ) -> T | None:
        """`act`, but a refusal of the rules is handed to `say` (shown under the entry the judge typed
        into, the typing going on) instead of a dialog; any other failure still reaches the dialog.
        With `keep`, as `act`."""
        refusals: list[ActionRefusedError] = []

        def refused_inline() -> T | None:
            try:
                return call()
            except ActionRefusedError as refusal:  # said on this thread, once the call is back
                refusals.append(refusal)
                return None

        result = self._act(doing, refused_inline, Kept(doing, call, say) if keep else None)
        for refusal in refusals:
            say(refusal)
        return result

    def send_kept(self) -> None:
        """Send the actions kept while offline, in the order they were typed (what "Send" does); any
        the server cannot take yet are kept again, in the same order."""
        for kept in self.kept.take():
            if kept.say is not None:
                self.act_inline(kept.doing, kept.call, kept.say, keep=True)
            else:
                self.act(kept.doing, kept.call, keep=True)

    def _keep(self, kept: Kept) -> None:
        """Keep an action the server cannot take now, saying so on the status line."""
        self.kept.keep(kept)
        self.just_kept = True
        count = len(self.kept.doings)
        self.status.emit(
            self.tr(
                "Offline: kept “{action}” to send when the server is back ({count} kept, in order)."
            ).format(action=kept.doing, count=count)
        )

    def _back_online(self) -> None:
        self.status.emit(self.tr(ONLINE_STATUS))
        self.kept.ask(self.send_kept)

    def _on_server(self, call: Callable[[], T]) -> T:
        """`call()`, off the GUI thread for a night on a server; what the others logged meanwhile
        is taken in after it."""
        live, service = self._live, self._service
        if live is None or service is None or service.files.server_location is None:
            return call()
        try:
            return self.calls.run(call)
        finally:
            if self._signals is not None:  # the windows follow what the call changed before it returns
                self._signals.flush()
            if not self.calls.busy:
                QTimer.singleShot(0, live, live.take_in_pending)

    def undo(self) -> ActionResult | None:
        """Take back the action undo names (`undo_name`), saying on the status line what was undone."""
        service = self._service
        if service is None:
            return None
        return self._step_history(self._undoing(service.views.undo_name()), service.act.undo)

    def redo(self) -> ActionResult | None:
        """Bring back the action redo names (`redo_name`), saying on the status line what was redone."""
        service = self._service
        if service is None:
            return None
        return self._step_history(self._redoing(service.views.redo_name()), service.act.redo)

    def undo_night_last(self) -> ActionResult | None:
        """The host's command: take back the night's last action, whichever station made it, saying
        which on the status line."""
        service = self._service
        if service is None:
            return None
        return self._step_history(self._undoing(service.views.night_undo_name()), service.act.undo_night_last)

    def _undoing(self, name: str | None) -> tuple[str, str]:
        """What undoing the action `name` names is called, and what is said once it is done."""
        if not name:
            return self.tr("undo"), self.tr("Undone.")
        return self.tr("undo {action}").format(action=name), self.tr("Undone: {action}.").format(action=name)

    def _redoing(self, name: str | None) -> tuple[str, str]:
        """What redoing the action `name` names is called, and what is said once it is done."""
        if not name:
            return self.tr("redo"), self.tr("Redone.")
        return self.tr("redo {action}").format(action=name), self.tr("Redone: {action}.").format(action=name)

    def _step_history(self, saying: tuple[str, str], call: Callable[[], ActionResult]) -> ActionResult | None:
        """Undo or redo an action, `saying` what it is called and what is said on the status line once
        it is done ("Undone: PLATES for Ann, R1 T1 G1.")."""
        doing, done = saying
        result = self.act(doing, call)
        if result is not None:
            self.status.emit(done)
        return result

    def history_texts(self) -> tuple[str, str]:
        """The Edit menu's Undo and Redo items, naming what each would do now ("&Undo: PLATES for
        Ann, R1 T1 G1")."""
        service = self._service
        undo = service.views.undo_name() if service is not None else None
        redo = service.views.redo_name() if service is not None else None
        return (
            _menu_text(
                str(QT_TRANSLATE_NOOP("Session", "&Undo")),
                str(QT_TRANSLATE_NOOP("Session", "&Undo: {action}")),
                undo,
            ),
            _menu_text(
                str(QT_TRANSLATE_NOOP("Session", "&Redo")),
                str(QT_TRANSLATE_NOOP("Session", "&Redo: {action}")),
                redo,
            ),
        )

    def _offline_error(self, error: Exception) -> TournamentFileError | None:
        """What to tell a judge whose action failed because the night's server cannot be reached: the
        driver's own error (a reading after the failed write failed too) or any failure while the
        station knows it is offline. None for any other failure."""
        live = self._live
        if live is None or not live.listening:
            return None
        from_driver = type(error).__module__.partition(".")[0] in _DATABASE_DRIVERS
        if not from_driver and live.offline_reason is None:
            return None
        why = live.offline_reason or str(error).strip().partition("\n")[0]
        return TournamentFileError(
            self.tr(
                "the night's server cannot be reached ({why}), so the action was not confirmed. "
                "The station reconnects by itself and then shows the night as the server has it; "
                "do it again then if it is missing"
            ).format(why=why.rstrip("."))
        )

    def _pass_on_notices(self, heading: str) -> None:
        """Show the service's notices not told yet (a backup failing again is told again)."""
        if self._service is None:
            return
        found = Counter(self._service.notices())
        fresh = tuple((found - self._told).elements())
        self._told = found
        if fresh:
            show_notices(self._window, heading, fresh)


def _menu_text(alone: str, naming: str, name: str | None) -> str:
    """A menu item (`alone`), or the item naming its action (`naming`, with `{action}`); an ampersand
    in a name is shown, not taken as a mnemonic."""
    if not name:
        return QCoreApplication.translate("Session", alone)
    return QCoreApplication.translate("Session", naming).format(action=name.replace("&", "&&"))
