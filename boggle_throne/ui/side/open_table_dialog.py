"""The dialog that opens a side table: the game, its players in seating order, and its variants.

The variants are read from the game's referee, so a game that gains an option gains its checkbox
(a yes-or-no variant) or number box (a count) here without this dialog changing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.services.reading.side_views import SIDE_GAME_CHOICES
from boggle_throne.side.base import option_defaults
from boggle_throne.side.games import SIDE_GAMES
from boggle_throne.ui.errors import REFUSED_STYLE, sentence
from boggle_throne.ui.side.names_edit import NamesEdit

MAX_COUNT = 999

Opener = Callable[[str, tuple[str, ...], dict[str, Any]], str | None]
"""Opens a table of (game, players, options); returns why it was refused, or None once it is open."""


PER_PLAYER_HINT = str(QT_TRANSLATE_NOOP("OpenTableDialog", "a name and a number each: Ann 1, Bob 2"))


def per_player(text: str) -> dict[str, int]:
    """`Ann 1, Bob 2` as {"Ann": 1, "Bob": 2}; `ValueError` says what a part should look like."""
    chosen: dict[str, int] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, _, number = part.rpartition(" ")
        if not name.strip() or not number.isdigit():
            raise ValueError(
                QCoreApplication.translate(
                    "OpenTableDialog", "“{part}” is not a name and a number ({hint})"
                ).format(part=part, hint=QCoreApplication.translate("OpenTableDialog", PER_PLAYER_HINT))
            )
        chosen[name.strip()] = int(number)
    return chosen


_OPTION_LABELS = {
    "dice": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Dice")),
    "big_boggle": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Big boggle")),
    "trading": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Trading")),
    "sand_timer": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Sand timer")),
    "friendly_challenges": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Friendly challenges")),
    "handicap_dice": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Handicap dice")),
    "first_player": str(QT_TRANSLATE_NOOP("OpenTableDialog", "First player")),
    "qu_two_letters": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Qu two letters")),
    "qu_as_q": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Qu as Q")),
    "votes": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Votes")),
    "dice_each": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Dice each")),
    "ones_wild": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Ones wild")),
    "palafico": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Palafico")),
    "deck": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Deck")),
    "target": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Target")),
    "hand": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Hand")),
    "fresh_limit": str(QT_TRANSLATE_NOOP("OpenTableDialog", "Fresh limit")),
}
"""The side games' variants as the dialog names them; a variant not listed is named from its name."""


def option_label(name: str) -> str:
    """An option's name as words: `qu_two_letters` → "Qu two letters", `qu_as_q` → "Qu as Q"."""
    if name in _OPTION_LABELS:
        return QCoreApplication.translate("OpenTableDialog", _OPTION_LABELS[name])
    words = [word.upper() if len(word) == 1 else word for word in name.replace("-", "_").split("_") if word]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


class OpenTableDialog(QDialog):
    """Game, players and variants; OK (or Ctrl+Enter) opens the table, a refusal is shown in red here."""

    _BUTTONS = (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel)

    def __init__(self, opener: Opener, known_names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New side table"))
        self.setObjectName("openSideTableDialog")
        self._opener = opener
        self.game = QComboBox()
        for choice in SIDE_GAME_CHOICES:
            self.game.addItem(choice.title, choice.name)
        self.game.currentIndexChanged.connect(lambda _index: self._show_options())
        self.players = NamesEdit()
        self.players.set_known(known_names)
        self.players.setFixedHeight(self.players.fontMetrics().lineSpacing() * 5)
        self.variants = QGroupBox(self.tr("Variants"))
        self._variants_form = QFormLayout(self.variants)
        self._defaults: dict[str, Any] = {}
        self.checks: dict[str, QCheckBox] = {}
        self.counts: dict[str, QSpinBox] = {}
        self.texts: dict[str, QLineEdit] = {}
        self.refusal = QLabel()
        self.refusal.setStyleSheet(REFUSED_STYLE)
        self.refusal.setWordWrap(True)
        self.refusal.setObjectName("refusal")
        self.buttons = QDialogButtonBox(self._BUTTONS[0] | self._BUTTONS[1])
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Open the table"))
        ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self).activated.connect(self.accept)
        form = QFormLayout()
        form.addRow(self.tr("G&ame:"), self.game)  # each label the field's buddy
        form.addRow(self.tr("&Players:"), self.players)
        note = QLabel(self.tr("In seating order, clockwise. Ctrl+Enter opens the table."))
        note.setEnabled(False)
        form.addRow("", note)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.variants)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self._show_options()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.players.setFocus()

    def chosen_game(self) -> str:
        return str(self.game.currentData())

    def _show_options(self) -> None:
        """The variants of the chosen game: a checkbox per yes-or-no option, a number box per count."""
        while self._variants_form.rowCount():
            self._variants_form.removeRow(0)
        self.checks, self.counts, self.texts = {}, {}, {}
        self._defaults = option_defaults(SIDE_GAMES[self.chosen_game()].OPTIONS)
        for name, default in self._defaults.items():
            if isinstance(default, bool):
                box = QCheckBox(option_label(name))
                box.setChecked(default)
                box.setToolTip(name)
                self.checks[name] = box
                self._variants_form.addRow(box)
                box.show()  # at once: a widget added to a shown dialog is otherwise shown later
            elif isinstance(default, int):
                spin = QSpinBox()
                spin.setRange(0, max(MAX_COUNT, default))
                spin.setValue(default)
                self.counts[name] = spin
                self._add_row(name, spin)
            elif default is None or isinstance(default, Mapping):
                edit = QLineEdit()
                edit.setPlaceholderText(
                    self.tr(PER_PLAYER_HINT) if isinstance(default, Mapping) else self.tr("as usual")
                )
                self.texts[name] = edit
                self._add_row(name, edit)
        self.variants.setVisible(bool(self.checks or self.counts or self.texts))
        chain: list[QWidget] = [
            self.game,
            self.players,
            *self.checks.values(),
            *self.counts.values(),
            *self.texts.values(),
        ]
        chain += [self.buttons.button(b) for b in self._BUTTONS]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _add_row(self, name: str, field: QWidget) -> None:
        """A labelled variant, shown at once (a widget added to a shown dialog is otherwise shown later)."""
        field.setToolTip(name)
        label = QLabel(option_label(name))
        self._variants_form.addRow(label, field)
        label.show()
        field.show()

    def options(self) -> dict[str, Any]:
        """The variants chosen: only those that differ from the game's defaults."""
        chosen: dict[str, Any] = {name: box.isChecked() for name, box in self.checks.items()}
        chosen.update({name: spin.value() for name, spin in self.counts.items()})
        for name, edit in self.texts.items():
            text = edit.text().strip()
            if text:
                chosen[name] = per_player(text) if isinstance(self._defaults[name], Mapping) else text
        return {name: value for name, value in chosen.items() if value != self._defaults.get(name)}

    def accept(self) -> None:
        players = self.players.names()
        if len(players) < 2:
            self.refusal.setText(self.tr("Type at least two players, one per line or separated by commas."))
            self.players.setFocus()
            return
        try:
            options = self.options()
        except ValueError as error:
            self.refusal.setText(sentence(str(error)))
            return
        refused = self._opener(self.chosen_game(), players, options)
        if refused is not None:
            self.refusal.setText(sentence(refused))
            return
        super().accept()
