"""File ▸ Print…: choose a document, its round and tables (or, for the side games' rules cards, one
game or all), and the paper; the PDF is saved and opened.

While the phone server runs, score sheets and board sheets carry the players' invitations (a QR code
and URL each) unless the organiser unticks them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from boggle_throne.printing import DocumentKind, Paper
from boggle_throne.printing.documents import INVITING, make_document
from boggle_throne.services.reading.side_views import SIDE_GAME_CHOICES
from boggle_throne.ui.errors import show_error
from boggle_throne.ui.folders import remember_folder, working_folder
from boggle_throne.ui.keys_back import give_keys_back
from boggle_throne.ui.session import Session


def parse_tables(text: str) -> list[int] | None:
    """`"1, 3"` → [1, 3]; empty → None (every table). Anything else raises ValueError."""
    parts = [part for part in text.replace(",", " ").split() if part]
    return [int(part) for part in parts] if parts else None


class PrintDialog(QDialog):
    """Writes one document with the printing service; `open_after` opens the PDF in the system viewer."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        *,
        settings: QSettings,
        open_after: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print"))
        self._session = session
        self._settings = settings
        self._open_after = open_after
        service = session.require()
        self.kind = QComboBox()
        for kind in DocumentKind:
            self.kind.addItem(kind.title, kind)
        self.kind.currentIndexChanged.connect(lambda _i: self._enable())
        self.round = QComboBox()
        self.round.addItem(self.tr("latest seated round"), None)
        for view in service.views.standings().rounds:
            self.round.addItem(self.tr("Round {number}").format(number=view.number), view.number)
        self.tables = QLineEdit()
        self.tables.setPlaceholderText(self.tr("all tables (or e.g. 1, 3)"))
        self.game = QComboBox()
        self.game.addItem(self.tr("all side games"), None)
        for choice in SIDE_GAME_CHOICES:
            self.game.addItem(choice.title, choice.name)
        self.paper = QComboBox()
        self.paper.addItem("A4", Paper.A4)
        self.paper.addItem(self.tr("Letter"), Paper.LETTER)
        self.invitations = QCheckBox(self.tr("&Invitations for phones"))
        self.invitations.setChecked(True)
        self.invitations.setToolTip(
            self.tr("Each seated player's QR code and URL, to write their words on their phone")
        )
        self.out = QLineEdit(str(working_folder(self._settings) / "printout.pdf"))
        self.out.setMinimumWidth(self.out.fontMetrics().averageCharWidth() * 60)  # a whole path shows
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        out_row = QHBoxLayout()
        out_row.addWidget(self.out, 1)
        out_row.addWidget(browse)
        form = QFormLayout(self)
        form.addRow(self.tr("&Document"), self.kind)
        form.addRow(self.tr("&Round"), self.round)
        form.addRow(self.tr("&Tables"), self.tables)
        form.addRow(self.tr("&Game"), self.game)
        form.addRow(self.tr("&Paper"), self.paper)
        if session.phones.running:
            form.addRow("", self.invitations)
        out_label = QLabel(self.tr("&File"))
        out_label.setBuddy(self.out)
        form.addRow(out_label, out_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.make)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._enable()
        give_keys_back(self)

    def _enable(self) -> None:
        kind: DocumentKind = self.kind.currentData()
        self.round.setEnabled(kind.per_round)
        self.tables.setEnabled(kind.per_round)
        self.game.setEnabled(kind is DocumentKind.RULES_CARDS)
        self.invitations.setEnabled(kind in INVITING)
        self.out.setText(str(Path(self.out.text()).with_name(f"{kind.value}.pdf")))

    def _browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the PDF"), self.out.text(), self.tr("PDF (*.pdf)")
        )
        if chosen:
            self.out.setText(chosen)

    def make(self) -> Path | None:
        """Write the PDF; on success close the dialog (and open the file)."""
        service = self._session.require()
        kind: DocumentKind = self.kind.currentData()
        per_round = kind.per_round
        out = Path(self.out.text().strip())

        try:
            tables = parse_tables(self.tables.text()) if per_round else None
        except ValueError:
            show_error(
                self,
                self.tr("read the tables"),
                ValueError(self.tr("tables are numbers separated by commas, as in 1, 3")),
            )
            return None
        phones = self._session.phones.base_url if self.invitations.isChecked() and kind in INVITING else None
        written = self._session.act(
            self.tr("print the {document}").format(document=kind.title.lower()),
            lambda: make_document(
                service,
                kind,
                out,
                round_number=self.round.currentData() if per_round else None,
                tables=tables,
                paper=self.paper.currentData(),
                phones=phones,
                game=self.game.currentData() if kind is DocumentKind.RULES_CARDS else None,
            ),
        )
        if written is None:
            return None
        written = written.resolve()
        remember_folder(self._settings, written)
        self._session.status.emit(self.tr("Saved {path}.").format(path=written))
        if self._open_after:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(written)))
        self.accept()
        return written
