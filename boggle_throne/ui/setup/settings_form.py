"""The settings form: rule set and options, dictionary, dice, format, clock and board quality."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from boggle_throne.engine.counts import counted
from boggle_throne.engine.dice import dice_sets
from boggle_throne.engine.rules import DEFAULT_RULE_SET, RULE_SETS, FlaggedPolicy, RuleSet
from boggle_throne.night.settings import MAX_COUNTDOWN_SECONDS, MAX_TIMER_SECONDS, TournamentSettings
from boggle_throne.services.word_lists.common_words import DEFAULT_TOP
from boggle_throne.services.word_lists.dictionaries import DictionaryEntry
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.table_format import SeatingMethod

_FLAGGED_LABELS = {
    FlaggedPolicy.JUDGE: str(QT_TRANSLATE_NOOP("SettingsForm", "held for the judge's ruling")),
    FlaggedPolicy.PENALTY: str(QT_TRANSLATE_NOOP("SettingsForm", "counted as a challenge upheld")),
    FlaggedPolicy.ZERO: str(QT_TRANSLATE_NOOP("SettingsForm", "scores 0, no penalty")),
}
_FORMAT_LABELS = {
    FormatKind.TABLE_ROUNDS: str(QT_TRANSLATE_NOOP("SettingsForm", "table rounds up to a final")),
    FormatKind.HEAD_TO_HEAD: str(QT_TRANSLATE_NOOP("SettingsForm", "head-to-head bracket")),
}
_SEATING_LABELS = {
    SeatingMethod.RANDOM: str(QT_TRANSLATE_NOOP("SettingsForm", "random draw")),
    SeatingMethod.SEED_RANK: str(QT_TRANSLATE_NOOP("SettingsForm", "by seed rank")),
}
"""The choices' words, in English (translated where shown)."""
MIN_TIMER_SECONDS = 10
"""The shortest game the form offers: a shorter timer is a slip of the keyboard."""


def _spin(low: int, high: int, special: str | None = None, suffix: str = "") -> QSpinBox:
    """A number field; with `special`, its lowest value means "not set" and shows that text."""
    spin = QSpinBox()
    spin.setRange(low, high)
    if special is not None:
        spin.setSpecialValueText(special)
    spin.setSuffix(suffix)
    return spin


def _counting(low: int, high: int, noun: str, special: str | None = None) -> QSpinBox:
    """A number field of things counted, its noun singular for one: "1 game", "3 games"."""
    spin = _spin(low, high, special)

    def say(value: int) -> None:
        spin.setSuffix(" " + counted(value, noun).partition(" ")[2])

    spin.valueChanged.connect(say)
    say(spin.value())
    return spin


@dataclass(frozen=True)
class Bounds:
    """What a number field may hold on this form: a value outside is refused, saying so, not reset."""

    what: str
    """What is bounded, in English (marked with `QT_TRANSLATE_NOOP` in the context "SettingsForm")."""
    low: int
    high: int
    unit: str = "s"

    def problem(self, value: int) -> str | None:
        """Why `value` cannot be taken, as a sentence; None when it can."""
        if self.low <= value <= self.high:
            return None
        return QCoreApplication.translate(
            "SettingsForm", "{what} runs from {low} {unit} to {high} {unit}, not {value} {unit}."
        ).format(
            what=QCoreApplication.translate("SettingsForm", self.what),
            low=self.low,
            high=f"{self.high:,}",
            value=f"{value:,}",
            unit=self.unit,
        )


TIMER_BOUNDS = Bounds(
    str(QT_TRANSLATE_NOOP("SettingsForm", "The timer")), MIN_TIMER_SECONDS, MAX_TIMER_SECONDS
)
COUNTDOWN_BOUNDS = Bounds(str(QT_TRANSLATE_NOOP("SettingsForm", "The countdown")), 0, MAX_COUNTDOWN_SECONDS)
_TYPED_MAX = 99_999
"""A number field takes any number up to this, so that one out of bounds is refused, not dropped."""


def _optional(spin: QSpinBox) -> int | None:
    return None if spin.specialValueText() and spin.value() == spin.minimum() else spin.value()


def _set_optional(spin: QSpinBox, value: int | None) -> None:
    spin.setValue(spin.minimum() if value is None else value)


class SettingsForm(QWidget):
    """Reads and writes the settings payload the services accept (`TournamentSettings.to_payload`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Thursday night at the Throne Room"))
        self.held_on = QDateEdit(QDate.currentDate())
        self.held_on.setCalendarPopup(True)
        self.held_on.setDisplayFormat("yyyy-MM-dd")

        self.rule_set = QComboBox()
        for rules in RULE_SETS.values():
            self.rule_set.addItem(
                self.tr("{name} — {title}").format(name=rules.name, title=rules.label), rules.name
            )
        self.rule_set.currentIndexChanged.connect(lambda _i: self._show_options(self._base()))
        self.min_length = _counting(1, 16, "letter", self.tr("board's default"))
        self.qu_counts_as = QComboBox()
        self.qu_counts_as.addItems([self.tr("2 letters"), self.tr("1 letter")])
        self.q_alone = QCheckBox(self.tr("Qu may be used as a plain Q"))
        self.mild = QCheckBox(self.tr("Mild scoring (duplicates once, unique words double)"))
        self.longest_bonus = QCheckBox(self.tr("Longest-word bonus"))
        self.flagged = QComboBox()
        self.flagged.addItems([self.tr(label) for label in _FLAGGED_LABELS.values()])

        self._abouts: dict[str, str] = {}
        """Each dictionary's language, source and licence, shown under the chosen one."""
        self.dictionary = QComboBox()
        self.dictionary_about = QLabel()
        self.dictionary_about.setWordWrap(True)
        self.dictionary.currentIndexChanged.connect(self._show_about)
        self.import_button = QPushButton(self.tr("Import a word list…"))
        self.common_button = QPushButton(
            self.tr("Common words: the top {top}").format(top=f"{DEFAULT_TOP:,}")
        )
        self.common_button.setToolTip(
            self.tr(
                "A new list of the chosen dictionary's words that are among the most frequent of its language"
            )
        )
        self.phone_checks = QCheckBox(self.tr("Phones chec&k words are on the board and long enough"))
        self.phone_checks.setToolTip(
            self.tr(
                "Off: a phone takes any letters, and every word is judged only as it is read out. "
                "A phone never checks the dictionary"
            )
        )
        self.dice = QComboBox()
        for dice in dice_sets().values():
            self.dice.addItem(self.tr("{name} — {title}").format(name=dice.name, title=dice.title), dice.name)

        self.format_kind = QComboBox()
        self.format_kind.addItems([self.tr(label) for label in _FORMAT_LABELS.values()])
        self.format_kind.currentIndexChanged.connect(lambda _i: self._show_format_kind())
        self.best_of = _counting(1, 15, "game")
        self.best_of.setSingleStep(2)
        self.best_of.setPrefix(self.tr("best of "))
        self.games_per_round = _counting(1, 20, "game")
        self.games_in_final = _counting(0, 20, "game", self.tr("as other rounds"))
        self.min_table = _counting(2, 12, "player")
        self.max_table = _counting(2, 12, "player")
        self.advance = _spin(1, 11, suffix=self.tr(" per table"))
        self.wild_cards = _spin(0, 64, self.tr("none"))
        self.rounds = _spin(0, 20, self.tr("until one table is left"))
        self.seating = QComboBox()
        self.seating.addItems([self.tr(label) for label in _SEATING_LABELS.values()])
        self.same_board = QCheckBox(self.tr("Same board at every table"))

        self.timer_seconds = _spin(0, _TYPED_MAX, suffix=" s")
        self.countdown_seconds = _spin(0, _TYPED_MAX, self.tr("no countdown"), " s")
        self.bounds = {self.timer_seconds: TIMER_BOUNDS, self.countdown_seconds: COUNTDOWN_BOUNDS}
        self.board_seed = QLineEdit()
        self.board_seed.setReadOnly(True)
        self.board_seed.setAccessibleName(self.tr("Board seed"))
        self.board_seed.setToolTip(
            self.tr(
                "Deals the night's boards: each new tournament draws its own, and the same seed deals the "
                "same boards again (a night document's board_seed fixes it)"
            )
        )
        self.min_words = _spin(0, 2000, self.tr("no minimum"))
        self.max_words = _spin(0, 5000, self.tr("no maximum"))
        self.min_vowels = QDoubleSpinBox()
        self.min_vowels.setRange(0, 1)
        self.min_vowels.setSingleStep(0.05)
        self.min_vowels.setSpecialValueText(self.tr("no minimum"))
        self.dice.currentIndexChanged.connect(self._show_dice_vowels)
        self.min_longest = _counting(0, 16, "letter", self.tr("no minimum"))
        self._lay_out()
        self.show_settings(None)

    def _lay_out(self) -> None:
        """The night's name and date on one line, then rules, format and clock side by side: the whole
        form fits a 1280×800 window beside the page list, its button below it in sight."""
        night = QHBoxLayout()
        for text, field, stretch in ((self.tr("&Name"), self.name, 1), (self.tr("&Date"), self.held_on, 0)):
            label = QLabel(text)
            label.setBuddy(field)
            night.addWidget(label)
            night.addWidget(field, stretch)
        rules = QFormLayout()
        rules.addRow(self.tr("&Rule set"), self.rule_set)
        rules.addRow(self.tr("Minimum length"), self.min_length)
        rules.addRow(self.tr("Qu counts as"), self.qu_counts_as)
        rules.addRow("", self.q_alone)
        rules.addRow("", self.mild)
        rules.addRow("", self.longest_bonus)
        rules.addRow(self.tr("A flagged word is"), self.flagged)
        rules.addRow(self.tr("Dictionar&y"), self.dictionary)
        rules.addRow("", self.dictionary_about)
        rules.addRow("", self.import_button)
        rules.addRow("", self.common_button)
        rules.addRow(self.tr("D&ice"), self.dice)
        rules.addRow("", self.phone_checks)
        fmt = QFormLayout()
        self._format_layout = fmt
        fmt.addRow(self.tr("F&ormat"), self.format_kind)
        fmt.addRow(self.tr("Matches"), self.best_of)
        fmt.addRow(self.tr("Games &per round"), self.games_per_round)
        fmt.addRow(self.tr("Games in the final"), self.games_in_final)
        fmt.addRow(self.tr("Smallest table"), self.min_table)
        fmt.addRow(self.tr("Largest table"), self.max_table)
        fmt.addRow(self.tr("&Advancing"), self.advance)
        fmt.addRow(self.tr("Wild card&s"), self.wild_cards)
        fmt.addRow(self.tr("Rounds"), self.rounds)
        fmt.addRow(self.tr("Round 1 seating"), self.seating)
        fmt.addRow("", self.same_board)
        clock = QFormLayout()
        clock.addRow(self.tr("&Timer"), self.timer_seconds)
        clock.addRow(self.tr("Countdown"), self.countdown_seconds)
        clock.addRow(self.tr("Board seed"), self.board_seed)
        clock.addRow(self.tr("Min. words"), self.min_words)
        clock.addRow(self.tr("Max. words"), self.max_words)
        clock.addRow(self.tr("Min. vowel share"), self.min_vowels)
        clock.addRow(self.tr("Min. longest word"), self.min_longest)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        night_box = QGroupBox(self.tr("Night"))
        night_box.setLayout(night)
        grid.addWidget(night_box, 0, 0, 1, 3)
        for column, (title, form) in enumerate(
            (
                (self.tr("Rules and dictionary"), rules),
                (self.tr("Format"), fmt),
                (self.tr("Clock and boards"), clock),
            )
        ):
            box = QGroupBox(title)
            box.setLayout(form)
            grid.addWidget(box, 1, column, Qt.AlignmentFlag.AlignTop)
            grid.setColumnStretch(column, 1)
        for combo in self.findChildren(QComboBox):  # a long rule set's title wraps the page no wider
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)

    def _kind(self) -> FormatKind:
        return list(FormatKind)[self.format_kind.currentIndex()]

    def _show_format_kind(self) -> None:
        """Head-to-head plays matches (best of N); the table fields belong to table rounds only."""
        head_to_head = self._kind() is FormatKind.HEAD_TO_HEAD
        table_fields = (
            self.games_per_round,
            self.games_in_final,
            self.min_table,
            self.max_table,
            self.advance,
            self.wild_cards,
            self.rounds,
            self.seating,
            self.same_board,
        )
        for widget in table_fields:
            self._format_layout.setRowVisible(widget, not head_to_head)
        self._format_layout.setRowVisible(self.best_of, head_to_head)

    def set_dictionaries(self, entries: list[DictionaryEntry], chosen: str | None = None) -> None:
        current = chosen or self.dictionary.currentData()
        self.dictionary.clear()
        self._abouts = {
            entry.name: entry.about() or self.tr("language, source and licence not recorded")
            for entry in entries
        }
        for entry in entries:
            kind = self.tr("bundled") if entry.bundled else self.tr("imported")
            about = f"{entry.language}, {kind}" if entry.language else kind
            item = self.tr("{name} ({words} words, {about})")
            self.dictionary.addItem(
                item.format(name=entry.name, words=f"{entry.word_count:,}", about=about), entry.name
            )
        index = self.dictionary.findData(current)
        self.dictionary.setCurrentIndex(max(0, index))
        self._show_about()

    def _show_dice_vowels(self) -> None:
        """Unset, the vowel bound is the dice set's own (a Dutch set's 0.375), and says so."""
        chosen = dice_sets().get(self.dice.currentData())
        own = chosen.min_vowel_share if chosen is not None else None
        self.min_vowels.setSpecialValueText(
            self.tr("the dice's own: {share}").format(share=f"{own:g}") if own else self.tr("no minimum")
        )

    def _show_about(self) -> None:
        """Under the dictionary: its language, where its words come from and its licence."""
        self.dictionary_about.setText(self._abouts.get(self.dictionary.currentData(), ""))

    def _base(self) -> RuleSet:
        return RULE_SETS[self.rule_set.currentData() or DEFAULT_RULE_SET]

    def _show_options(self, rules: RuleSet) -> None:
        _set_optional(self.min_length, rules.min_length)
        self.qu_counts_as.setCurrentIndex(0 if rules.qu_counts_as == 2 else 1)
        self.q_alone.setChecked(rules.q_alone)
        self.mild.setChecked(rules.mild)
        self.longest_bonus.setChecked(rules.longest_bonus)
        self.flagged.setCurrentIndex(list(FlaggedPolicy).index(rules.flagged))

    def show_settings(self, settings: TournamentSettings | None) -> None:
        """Fill the form from settings (None: a new tournament's defaults)."""
        self.board_seed.setText(
            str(settings.board_seed)
            if settings is not None
            else self.tr("drawn when the tournament is created")
        )
        self.board_seed.setCursorPosition(0)  # its start in sight when the field is narrow
        settings = settings or TournamentSettings(name="", held_on=date.today())
        fmt = settings.table_format
        quality = settings.quality
        rules = settings.rules
        self.name.setText(settings.name)
        self.held_on.setDate(QDate(settings.held_on.year, settings.held_on.month, settings.held_on.day))
        self.rule_set.setCurrentIndex(max(0, self.rule_set.findData(rules.name)))
        self._show_options(rules)
        self.dictionary.setCurrentIndex(max(0, self.dictionary.findData(settings.dictionary)))
        self.dice.setCurrentIndex(max(0, self.dice.findData(settings.dice)))
        self.format_kind.setCurrentIndex(list(FormatKind).index(settings.format_kind))
        self.best_of.setValue(settings.best_of)
        self._show_format_kind()
        self.games_per_round.setValue(fmt.games_per_round)
        _set_optional(self.games_in_final, fmt.games_in_final)
        self.min_table.setValue(fmt.table_bounds.min_size)
        self.max_table.setValue(fmt.table_bounds.max_size)
        self.advance.setValue(fmt.advancement.per_table)
        self.wild_cards.setValue(fmt.advancement.wild_cards)
        _set_optional(self.rounds, fmt.rounds)
        self.seating.setCurrentIndex(list(SeatingMethod).index(fmt.first_round_seating))
        self.same_board.setChecked(fmt.same_board_everywhere)
        self.timer_seconds.setValue(settings.timer_seconds)
        self.countdown_seconds.setValue(settings.countdown_seconds)
        self.phone_checks.setChecked(settings.phone_checks)
        _set_optional(self.min_words, quality.min_words)
        _set_optional(self.max_words, quality.max_words)
        self.min_vowels.setValue(quality.min_vowel_share or 0.0)
        _set_optional(self.min_longest, quality.min_longest)

    def rules_spec(self) -> Any:
        """The rule set's name, or the base with the options that differ from it."""
        base = self._base()
        chosen = {
            "min_length": _optional(self.min_length),
            "qu_counts_as": 2 if self.qu_counts_as.currentIndex() == 0 else 1,
            "q_alone": self.q_alone.isChecked(),
            "mild": self.mild.isChecked(),
            "longest_bonus": self.longest_bonus.isChecked(),
            "flagged": list(FlaggedPolicy)[self.flagged.currentIndex()].value,
        }
        defaults = base.options()
        changed = {name: value for name, value in chosen.items() if defaults.get(name) != value}
        return {"base": base.name, **changed} if changed else base.name

    def problem(self) -> tuple[QSpinBox, str] | None:
        """The first field holding a number out of its bounds, and why; None when every one is in."""
        for field, bounds in self.bounds.items():
            problem = bounds.problem(field.value())
            if problem is not None:
                return field, problem
        return None

    def fields_of(self, settings: frozenset[str]) -> set[QWidget]:
        """The fields that edit these settings (named as in `payload`), among those that have one
        field of their own: the name, date, dictionary, dice, timer, countdown and the phones' checks."""
        fields: dict[str, tuple[QWidget, ...]] = {
            "name": (self.name,),
            "date": (self.held_on,),
            "dictionary": (self.dictionary, self.import_button),
            "dice": (self.dice,),
            "timer_seconds": (self.timer_seconds,),
            "countdown_seconds": (self.countdown_seconds,),
            "phone_checks": (self.phone_checks,),
        }
        return {field for key in settings for field in fields.get(key, ())}

    def payload(self) -> dict[str, Any]:
        """The settings as the services take them; the services check every value. The board seed is
        not among them: a new night draws its own, and an open night keeps the one it recorded."""
        return {
            "name": self.name.text().strip(),
            "date": self.held_on.date().toString("yyyy-MM-dd"),
            "rules": self.rules_spec(),
            "dictionary": self.dictionary.currentData() or "enable",
            "dice": self.dice.currentData(),
            "format": {
                "kind": self._kind().value,
                "best_of": self.best_of.value(),
                "games_per_round": self.games_per_round.value(),
                "games_in_final": _optional(self.games_in_final),
                "min_table": self.min_table.value(),
                "max_table": self.max_table.value(),
                "advance": self.advance.value(),
                "wild_cards": self.wild_cards.value(),
                "rounds": _optional(self.rounds),
                "seating": list(SeatingMethod)[self.seating.currentIndex()].value,
                "same_board": self.same_board.isChecked(),
            },
            "timer_seconds": self.timer_seconds.value(),
            "countdown_seconds": self.countdown_seconds.value(),
            "phone_checks": self.phone_checks.isChecked(),
            "quality": {
                "min_words": _optional(self.min_words),
                "max_words": _optional(self.max_words),
                "min_vowel_share": self.min_vowels.value() or None,
                "min_longest": _optional(self.min_longest),
            },
        }
