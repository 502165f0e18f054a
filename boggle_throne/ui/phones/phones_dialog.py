"""Window ▸ Phones…: the organiser starts the phone server on the bar's network, and hands out the
seated players' invitations (re-issuing one for a lost or shared phone). A phone list flagged before
its reading (far longer than the table's others, or written at a machine's pace) is shown beside its
player, and the judge may void it (docs/phones.md).

The server is off until started here, and listens only on the address picked: this laptop's
addresses on its networks come first, this laptop alone (loopback) last.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.i18n import _, ngettext
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.phones import ReissueInvitation, VoidPhoneList
from boggle_throne.night.errors import ThroneError
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.phones import Invitation
from boggle_throne.services.reading.phone_views import FlaggedList
from boggle_throne.ui.errors import REFUSED_STYLE, error_text
from boggle_throne.ui.phones.station import DEFAULT_PORT
from boggle_throne.ui.session import Session
from boggle_throne.ui.tables import rows_table

_COLUMNS = (
    str(QT_TRANSLATE_NOOP("PhonesDialog", "Table")),
    str(QT_TRANSLATE_NOOP("PhonesDialog", "Player")),
    str(QT_TRANSLATE_NOOP("PhonesDialog", "Phone list")),
    str(QT_TRANSLATE_NOOP("PhonesDialog", "Invitation URL")),
)
_FOLLOWED = frozenset({Aspect.SEATING, Aspect.ROSTER})
"""What changes who is invited: a round seated, a player renamed or withdrawn."""


def listening_addresses() -> list[QHostAddress]:
    """This laptop's IPv4 addresses: those on a network first (the phones reach them), loopback last."""
    found = [
        address
        for address in QNetworkInterface.allAddresses()
        if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    ]
    return sorted(found, key=lambda address: (address.isLoopback(), address.toString()))


class PhonesDialog(QDialog):
    """Start and stop the phone server, see its address, and hand out the invitations."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Phones"))
        self.setObjectName("phonesDialog")
        self._session = session
        self._station = session.phones
        self._invitations: tuple[Invitation, ...] = ()
        self._flagged: dict[int, FlaggedList] = {}
        intro = QLabel(
            self.tr(
                "Players write their words on their phones, over this laptop's network: no internet needed. "
                "Pick the network the phones are on, then start. Paper players' words are typed as before."
            )
        )
        intro.setWordWrap(True)
        self.address = QComboBox()
        for address in listening_addresses():
            text = address.toString()
            self.address.addItem(
                self.tr("{address} (this laptop only)").format(address=text)
                if address.isLoopback()
                else text,
                text,
            )
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(self.tr("&Start"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.clicked.connect(self.stop)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = rows_table(QTableWidget(0, len(_COLUMNS)), stretch=3)
        self.table.setHorizontalHeaderLabels([self.tr(column) for column in _COLUMNS])
        self.table.setAccessibleName(self.tr("Invitations"))
        self.table.itemSelectionChanged.connect(self._enable)
        self.reissue_button = QPushButton(self.tr("&Re-issue invitation"))
        self.reissue_button.setToolTip(
            self.tr("A lost or shared phone: the player's old invitation stops working")
        )
        self.reissue_button.clicked.connect(self.reissue)
        self.copy_button = QPushButton(self.tr("&Copy URL"))
        self.copy_button.clicked.connect(self.copy_url)
        self.void_button = QPushButton(self.tr("&Void phone list"))
        self.void_button.setToolTip(
            self.tr(
                "A flagged list: it then crosses nobody's words; the player reads aloud like a paper player"
            )
        )
        self.void_button.clicked.connect(self.void_list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self._lay_out(intro, buttons)
        self._station.changed.connect(self.refresh)
        session.changed.connect(self._follow)
        session.service_changed.connect(lambda _service: self.refresh())
        self.resize(760, 560)
        self.refresh()

    def _lay_out(self, intro: QLabel, buttons: QDialogButtonBox) -> None:
        where = QFormLayout()
        where.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        where.addRow(self.tr("&Network"), self.address)
        where.addRow(self.tr("P&ort"), self.port)
        switch = QHBoxLayout()
        switch.addWidget(self.start_button)
        switch.addWidget(self.stop_button)
        switch.addStretch()
        where.addRow("", switch)
        invited = QLabel(self.tr("&Invitations of the latest round's seated players:"))
        invited.setBuddy(self.table)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.reissue_button)
        row_buttons.addWidget(self.copy_button)
        row_buttons.addWidget(self.void_button)
        row_buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(where)
        layout.addWidget(self.note)
        layout.addWidget(invited)
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(buttons)
        for before, after in (
            (self.address, self.port),
            (self.port, self.start_button),
            (self.start_button, self.stop_button),
            (self.stop_button, self.table),
            (self.table, self.reissue_button),
            (self.reissue_button, self.copy_button),
            (self.copy_button, self.void_button),
        ):
            self.setTabOrder(before, after)

    # ----- the server --------------------------------------------------------------------------

    def start(self) -> None:
        """Start serving on the address and port picked; a refusal is said here, in the dialog."""
        host = self.address.currentData()
        if host is None:
            self._refuse(self.tr("The phones could not start. This laptop has no IPv4 address."))
            return
        try:
            self._station.start(host, self.port.value())
        except (ThroneError, OSError) as error:  # a port in use, no night open
            self._refuse(self.tr("The phones could not start. {reason}").format(reason=error_text(error)))
            return
        self.table.setFocus()

    def stop(self) -> None:
        self._station.stop()
        self.start_button.setFocus()

    def _refuse(self, text: str) -> None:
        self.note.setStyleSheet(REFUSED_STYLE)
        self.note.setText(text)
        self._session.status.emit(text)

    # ----- showing -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show whether the phones are served, where, and the invitations of the seated players."""
        base, phones = self._station.base_url, self._station.phones
        self.note.setStyleSheet("")
        big = QFont(self.font())
        if base is not None and phones is not None:
            big.setPointSizeF(big.pointSizeF() * 2)
            big.setBold(True)
            self.note.setText(self.tr("Phones: {address}").format(address=base))
            self._invitations = phones.invitations(base)
        else:
            self.note.setText(
                self.tr("The phones are off.")
                if self._session.service is not None
                else self.tr("No night is open: open one, then start the phones.")
            )
            self._invitations = ()
        self.note.setFont(big)
        self._show_invitations()
        self._enable()

    def _show_invitations(self) -> None:
        selected = self.selected()
        self._flagged = self._flags()
        self.table.setRowCount(len(self._invitations))
        for row, invitation in enumerate(self._invitations):
            texts = (invitation.table, invitation.name, self._flag_text(invitation), invitation.url)
            for column, text in enumerate(texts):
                self.table.setItem(row, column, QTableWidgetItem(text))
        again = next(
            (row for row, i in enumerate(self._invitations) if selected and i.player == selected.player), 0
        )
        if self._invitations:
            self.table.selectRow(again)

    def _flags(self) -> dict[int, FlaggedList]:
        service = self._session.service
        return (
            {flag.player: flag for flag in service.views.flagged_phone_lists()} if service is not None else {}
        )

    def _flag_text(self, invitation: Invitation) -> str:
        flag = self._flagged.get(invitation.player)
        if flag is None:
            return ""
        words = ngettext("{n} word", "{n} words", flag.words).format(n=flag.words)
        return self.tr("⚑ {words}, {flag}").format(words=words, flag=_(flag.flag.value))

    def _show_flags(self) -> None:
        """Show again which lists are flagged, when that changed (a phone's word may change it)."""
        flagged = self._flags()
        if flagged == self._flagged:
            return
        self._flagged = flagged
        for row, invitation in enumerate(self._invitations):
            self.table.setItem(row, 2, QTableWidgetItem(self._flag_text(invitation)))
        self._enable()

    def _enable(self) -> None:
        running = self._station.running
        has_service = self._session.service is not None
        for widget in (self.address, self.port, self.start_button):
            widget.setEnabled(has_service and not running)
        self.stop_button.setEnabled(running)
        selected = self.selected()
        for button in (self.reissue_button, self.copy_button):
            button.setEnabled(selected is not None)
        self.void_button.setEnabled(selected is not None and selected.player in self._flagged)

    def _follow(self, change: Change) -> None:
        """Show the invitations again when the seated players change, or one is re-issued (the
        phones' words, many a second, change none of them)."""
        reissued = isinstance(change.command, ReissueInvitation)
        if self._station.running and (reissued or change.aspects & _FOLLOWED):
            self.refresh()
        elif self._station.running and Aspect.PHONES in change.aspects:
            self._show_flags()

    def selected(self) -> Invitation | None:
        rows = self.table.selectionModel().selectedRows()
        return self._invitations[rows[0].row()] if rows and rows[0].row() < len(self._invitations) else None

    # ----- invitations -------------------------------------------------------------------------

    def reissue(self) -> None:
        """Revoke the picked player's invitation and show the new one (a lost or shared phone)."""
        invitation, service = self.selected(), self._session.service
        if invitation is None or service is None:
            return
        if self._session.act(  # shown as it changes
            self.tr("re-issue {player}'s invitation").format(player=invitation.name),
            lambda: service.execute(ReissueInvitation(invitation.player)),
        ):
            self._session.status.emit(
                self.tr("{player} has a new invitation; the old one no longer opens their list.").format(
                    player=invitation.name
                )
            )

    def void_list(self) -> None:
        """Void the picked player's flagged phone list (a ruling in the log, undone by Ctrl+Z)."""
        invitation, service = self.selected(), self._session.service
        flag = self._flagged.get(invitation.player) if invitation is not None else None
        if flag is None or service is None:
            return
        if self._session.act(
            self.tr("void {player}'s phone list").format(player=flag.name),
            lambda: service.execute(VoidPhoneList(flag.game, flag.player)),
        ):
            self._session.status.emit(
                self.tr(
                    "{player}'s phone list is void: it crosses nobody's words; {player} reads aloud."
                ).format(player=flag.name)
            )

    def copy_url(self) -> None:
        invitation = self.selected()
        if invitation is not None:
            QGuiApplication.clipboard().setText(invitation.url)
            self._session.status.emit(
                self.tr("{player}'s invitation URL is copied.").format(player=invitation.name)
            )
