"""The banner that tells the judges and the room the night's server cannot be reached.

It follows the `LiveNight` of the night a window shows: shown while offline (the reason in its
tooltip), hidden when the server is back. In the judges' window it also lists the words kept to
send when the server is back (`say_kept`). In the judges' window it sits in the layout above the
pages; in the projector's window (`overlay`) too, across the top in letters the room can read, so
the pages move down below it while it shows and it never covers their title row.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.live import OFFLINE, LiveNight, live_night

OFFLINE_STYLE = "background: #b3261e; color: #ffffff; font-weight: bold; padding: 6px 10px;"
"""White on deep red: unmistakable in a dim room, in either theme, and unlike the read-only amber."""
OVERLAY_SHARE = 0.07
"""The overlay's text height as a share of the projector window's height (read across the room)."""


class OfflineBanner(QLabel):
    """Shown while the followed night's server cannot be reached."""

    def __init__(self, parent: QWidget | None = None, *, overlay: bool = False) -> None:
        super().__init__(parent)
        self.setText(self.tr(OFFLINE))
        self.setObjectName("offlineBanner")
        self.setAccessibleName(self.tr("Offline"))
        self.setStyleSheet(OFFLINE_STYLE)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter if overlay else Qt.AlignmentFlag.AlignLeft)
        self._overlay = overlay
        self._live: LiveNight | None = None
        self._offline = False
        self._kept: tuple[str, ...] = ()
        if overlay and parent is not None:
            parent.installEventFilter(self)
        self.hide()

    @property
    def offline(self) -> bool:
        """Whether the banner says the server is unreachable (also while its window is hidden)."""
        return self._offline

    def follow(self, service: OpenNight | None) -> None:
        """Follow the night of `service` (None: no night, no banner)."""
        if self._live is not None:
            try:
                self._live.offline.disconnect(self._went_offline)
                self._live.online.disconnect(self._came_online)
            except (RuntimeError, TypeError):  # already gone with its night
                pass
        self._live = live_night(service)
        if self._live is not None:
            self._live.offline.connect(self._went_offline)
            self._live.online.connect(self._came_online)
            reason = self._live.offline_reason
            if reason is not None:
                self._went_offline(reason)
                return
        self._came_online()

    def say_kept(self, doings: tuple[str, ...]) -> None:
        """List what is kept to send when the server is back (nothing: the plain banner)."""
        self._kept = doings
        text = self.tr(OFFLINE)
        if doings:
            kept = self.tr("Kept to send when it is back ({count}): {actions}")
            text += "\n" + kept.format(count=len(doings), actions="; ".join(doings))
        self.setText(text)

    def _went_offline(self, why: str) -> None:
        self._offline = True
        self.setToolTip(self.tr("The server says: {why}").format(why=why))
        if self._overlay:
            self._fit()
        self.setVisible(True)

    def _came_online(self) -> None:
        self._offline = False
        self.setToolTip("")
        self.setVisible(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._overlay and watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        """Letters the room can read, as the window is tall."""
        parent = self.parentWidget()
        if parent is None:
            return
        font = QFont(self.font())
        font.setPixelSize(max(14, round(parent.height() * OVERLAY_SHARE * 0.5)))
        self.setFont(font)
