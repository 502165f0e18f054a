"""The setup page: a new tournament's file and settings, or the open night's settings and champion."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.i18n import ngettext
from boggle_throne.night.aspects import Aspect
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.paths import data_dir
from boggle_throne.services.word_lists.common_words import DEFAULT_TOP, build_common_list
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.ui.errors import REFUSED_STYLE, sentence
from boggle_throne.ui.session import Session
from boggle_throne.ui.setup.settings_form import SettingsForm

FILE_FILTER = str(QT_TRANSLATE_NOOP("SetupPage", "Tournament files (*.throne)"))
"""The file dialogs' filter of tournament files (English: `file_filter` says it translated)."""


def file_filter() -> str:
    """The file dialogs' filter of tournament files, in the window's language."""
    return QCoreApplication.translate("SetupPage", FILE_FILTER)


class SetupPage(QWidget):
    """In create mode (no tournament open) `create_requested(path, payload)` asks for a new file."""

    create_requested = Signal(object, object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._library = DictionaryLibrary(data_dir())
        self.form = SettingsForm()
        self.form.import_button.clicked.connect(self._choose_word_list)
        self.form.common_button.clicked.connect(self.make_common_list)
        self.heading = QLabel()
        self.heading.setObjectName("pageHeading")
        self.lock_note = QLabel()
        self.lock_note.setWordWrap(True)
        self.lock_note.setStyleSheet("padding: 6px; border-radius: 4px; background: rgba(224,138,0,0.18)")
        self.path = QLineEdit()
        self.path.setPlaceholderText(self.tr("Where to keep the tournament file"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.file_row = QWidget()
        file_layout = QHBoxLayout(self.file_row)
        file_layout.setContentsMargins(0, 0, 0, 0)
        file_layout.addWidget(QLabel(self.tr("File:")))
        file_layout.addWidget(self.path, 1)
        file_layout.addWidget(browse)
        self.champion = QComboBox()
        self.champion.setAccessibleName(self.tr("Reigning champion"))
        self.proclaim_button = QPushButton(self.tr("Proclaim &champion"))
        self.proclaim_button.clicked.connect(self._proclaim)
        self.champion_row = QWidget()
        champion_layout = QHBoxLayout(self.champion_row)
        champion_layout.setContentsMargins(0, 0, 0, 0)
        champion_layout.addWidget(QLabel(self.tr("Reigning champion (defends the Throne at the final):")))
        champion_layout.addWidget(self.champion, 1)
        champion_layout.addWidget(self.proclaim_button)
        self.room_page = QCheckBox(
            self.tr("Serve the roo&m's public page (/room) while the phones are served")
        )
        self.room_page.setToolTip(
            self.tr(
                "The audience follows the night on their phones: standings, the words once read, the road "
                "to the Throne. Its QR code is on the projector between games."
            )
        )
        self.room_page.setChecked(session.phones.room_on)
        self.room_page.toggled.connect(session.phones.set_room)
        self.refusal = QLabel()
        self.refusal.setObjectName("setupRefusal")
        self.refusal.setStyleSheet(REFUSED_STYLE)
        self.refusal.setWordWrap(True)
        for field in self.form.bounds:
            field.editingFinished.connect(lambda field=field: self._check_bounds(field))
        self.apply_button = QPushButton()
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self._apply)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # a page is no dialog: Enter needs its own key
            enter = QShortcut(QKeySequence(key), self, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
            enter.activated.connect(self._submit)
        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.addWidget(self.heading)
        inner_layout.addWidget(self.lock_note)
        inner_layout.addWidget(self.file_row)
        inner_layout.addWidget(self.form)
        inner_layout.addWidget(self.champion_row)
        inner_layout.addWidget(self.room_page)
        inner_layout.addStretch()
        buttons = QHBoxLayout()  # below the scrolling form: always in sight
        buttons.setContentsMargins(9, 0, 9, 6)
        buttons.addWidget(self.refusal, 1)
        buttons.addWidget(self.apply_button)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields take the keys, not it
        self.scroll_area.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(buttons)
        session.service_changed.connect(lambda _service: self.refresh())
        self.refresh()

    @property
    def lock_explanation(self) -> str | None:
        """Why the settings are locked, for the note and the tooltip; None while they can change."""
        service = self._session.service
        reason = service.views.settings_lock if service is not None else None
        if not reason:
            return None
        return self.tr(
            "The settings are locked: {reason}. The night's name and date, the timer, the countdown "
            "and the phones' checks can still change. Start a new tournament (File ▸ New) to play "
            "under other rules."
        ).format(reason=reason)

    def first_field(self) -> QWidget:
        """Where Ctrl+1 puts the keys: the new file's path, or the night's name."""
        return self.path if self._session.service is None else self.form.name

    def follow(self, change: Change) -> None:
        if change.aspects & {Aspect.SETTINGS, Aspect.SEATING, Aspect.ROSTER, Aspect.THRONE}:
            self.refresh()

    def new_tournament(self, suggested: Path) -> None:
        """Offer an empty form for a new tournament file."""
        self.form.set_dictionaries(self._library.entries())
        self.form.show_settings(None)
        self.path.setText(str(suggested))
        self.refresh()
        self.form.name.setFocus()

    def refresh(self) -> None:
        service = self._session.service
        creating = service is None
        self.heading.setText(
            self.tr("<h2>New tournament</h2>") if creating else self.tr("<h2>Tournament setup</h2>")
        )
        self.file_row.setVisible(creating)
        self.champion_row.setVisible(not creating)
        self.room_page.setVisible(not creating)
        self.apply_button.setText(
            self.tr("&Create the tournament") if creating else self.tr("App&ly changes")
        )
        explanation = self.lock_explanation
        locked = explanation is not None
        self.lock_note.setText(explanation or "")
        self.lock_note.setVisible(locked)
        self._lock_results(service.views.unlocked_settings if service is not None and locked else None)
        self.apply_button.setToolTip(explanation or "")
        if service is not None:
            self.form.set_dictionaries(self._library.entries(), service.views.settings.dictionary)
            self.form.show_settings(service.views.settings)
            self._show_champion(service)

    def _lock_results(self, unlocked: frozenset[str] | None) -> None:
        """Once play has started, only the fields of the settings that can still change (`unlocked`,
        those no result depends on) stay open; None opens every field."""
        form = self.form
        still_open = form.fields_of(unlocked) if unlocked is not None else None
        for field in form.findChildren(QWidget):
            inner = isinstance(field.parent(), QAbstractSpinBox | QComboBox)  # a field's own text box
            if isinstance(field, QAbstractButton | QAbstractSpinBox | QComboBox | QLineEdit) and not inner:
                field.setEnabled(still_open is None or field in still_open)

    def _show_champion(self, service: OpenNight) -> None:
        players = service.views.players()
        holder = next((p.name for p in players if p.is_champion), None)
        self.champion.clear()
        candidates = [p.name for p in players if p.status is not PlayerStatus.WITHDRAWN]
        self.champion.addItems(candidates)
        if holder is not None:
            self.champion.setCurrentText(holder)
        vacant = holder is None and self.lock_explanation is None
        self.champion.setEnabled(vacant and bool(candidates))
        self.proclaim_button.setEnabled(vacant and bool(candidates))
        self.proclaim_button.setToolTip(
            ""
            if vacant
            else self.tr("{name} holds the Throne").format(name=holder)
            if holder
            else self.tr("Proclaim before round 1 is seated")
        )

    def _submit(self) -> None:
        """Enter anywhere in the form creates the tournament (or applies the changes)."""
        if self.apply_button.isEnabled():
            self.apply_button.click()

    def _check_bounds(self, field: QSpinBox) -> None:
        """Say at once, under the form, that a number just typed is out of bounds (Apply refuses it)."""
        problem = self.form.bounds[field].problem(field.value())
        if problem is not None:
            self.refusal.setText(problem)
        elif self.form.problem() is None:
            self.refusal.clear()

    def _apply(self) -> None:
        """Create the tournament or apply the changes; a number out of bounds is refused, said under
        the form with the field focused, and nothing changes."""
        problem = self.form.problem()
        if problem is not None:
            field, why = problem
            self.refusal.setText(why)
            self._session.status.emit(self.tr("Not applied: {why}").format(why=why))
            field.setFocus()
            field.selectAll()
            return
        self.refusal.clear()
        payload: dict[str, Any] = self.form.payload()
        service = self._session.service
        if service is None:
            self.create_requested.emit(Path(self.path.text().strip()), payload)
            return
        payload = {key: value for key, value in payload.items() if key in service.views.unlocked_settings}
        saved = self._session.act_inline(
            self.tr("change the settings"),
            lambda: service.act.update_settings(**payload),
            lambda refusal: self.refusal.setText(sentence(str(refusal))),
        )
        if saved is not None:
            self._session.status.emit(self.tr("Settings saved."))

    def _proclaim(self) -> None:
        service, name = self._session.service, self.champion.currentText()
        if service is not None and name:
            self._session.act(
                self.tr("proclaim {name} champion").format(name=name),
                lambda: service.act.proclaim_champion(name),
            )

    def _browse(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("New tournament file"), self.path.text(), file_filter()
        )
        if chosen:
            self.path.setText(chosen if chosen.endswith(".throne") else f"{chosen}.throne")

    def make_common_list(self) -> None:
        """Make and choose the list of the chosen dictionary's common words, named `<name>-common`."""
        chosen = self.form.dictionary.currentData()
        name = f"{chosen}-common"[:40]
        report = self._session.act(
            self.tr("make the common words of {dictionary}").format(dictionary=chosen),
            lambda: build_common_list(self._library, name, chosen, DEFAULT_TOP),
        )
        if report is None:
            return
        self.form.set_dictionaries(self._library.entries(), report.entry.name)
        self._session.status.emit(
            self.tr(
                "Made {dictionary}: {kept} of {chosen}'s {words} words, those among the {top} most frequent."
            ).format(
                dictionary=report.entry.name,
                kept=f"{report.kept:,}",
                chosen=chosen,
                words=f"{report.of:,}",
                top=f"{DEFAULT_TOP:,}",
            )
        )

    def _choose_word_list(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Import a word list"), "", self.tr("Word lists (*.txt);;All files (*)")
        )
        if not chosen:
            return
        name, ok = QInputDialog.getText(
            self,
            self.tr("Name the dictionary"),
            self.tr("Name (lower-case letters, digits, - or _):"),
            text=Path(chosen).stem.lower(),
        )
        if not ok:
            return
        language, ok = QInputDialog.getText(
            self, self.tr("Its language"), self.tr("Language code (en, nl, fr, de, es; blank if not known):")
        )
        if ok:
            self.import_word_list(Path(chosen), name.strip(), language.strip().lower())

    def import_word_list(self, path: Path, name: str, language: str = "") -> None:
        """Compile a word list into the library and choose it; skipped lines are reported."""
        origin = ListOrigin(language=language)
        report = self._session.act(
            self.tr("import {file}").format(file=path.name),
            lambda: self._library.import_list(path, name, origin),
        )
        if report is None:
            return
        self.form.set_dictionaries(self._library.entries(), report.entry.name)
        imported = self.tr("Imported {words} words as {dictionary}.").format(
            words=f"{report.entry.word_count:,}", dictionary=report.entry.name
        )
        if report.skipped:
            imported = ngettext(
                "Imported {words} words as {dictionary}; {skipped} line skipped.",
                "Imported {words} words as {dictionary}; {skipped} lines skipped.",
                len(report.skipped),
            ).format(
                words=f"{report.entry.word_count:,}",
                dictionary=report.entry.name,
                skipped=len(report.skipped),
            )
        self._session.status.emit(imported)
