"""The tables a judge station enters: typed once per night, remembered, and listed first (or alone)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from boggle_throne.services.reading.play_views import PlayGroupView
from boggle_throne.ui.places import parse_tables, remember_station_tables, station_tables
from boggle_throne.ui.session import Session


def station_groups(
    groups: tuple[PlayGroupView, ...], mine: tuple[int, ...], show_all: bool
) -> list[PlayGroupView]:
    """A round's tables as a station lists them: its own first (in the order it named them), then, with
    `show_all`, the others; a station that named none lists every table."""
    if not mine:
        return list(groups)
    own = sorted((g for g in groups if g.table in mine), key=lambda g: mine.index(g.table))
    return own + [g for g in groups if g.table not in mine] if show_all else own


class StationTables(QWidget):
    """ "My tables" and "Show all tables"; `changed` when either changes."""

    changed = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._settings: QSettings | None = None
        self._night: str | None = None
        self.my_tables = QLineEdit()
        self.my_tables.setAccessibleName(self.tr("My tables"))
        self.my_tables.setPlaceholderText(self.tr("every table"))
        self.my_tables.setToolTip(
            self.tr(
                "The tables this station enters, e.g. 2, 3 (remembered for this night and station); "
                "their games are listed first. Empty: every table."
            )
        )
        self.my_tables.setMaximumWidth(160)
        self.my_tables.editingFinished.connect(self._chosen)
        label = QLabel(self.tr("My &tables:"))
        label.setBuddy(self.my_tables)
        self.show_all_tables = QCheckBox(self.tr("Show &all tables"))
        self.show_all_tables.setToolTip(
            self.tr("Also list the other stations' tables, after this station's own")
        )
        self.show_all_tables.toggled.connect(lambda _on: self.changed.emit())
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.my_tables)
        row.addWidget(self.show_all_tables)

    def use(self, settings: QSettings | None, night: str | None) -> None:
        """Remember this station's tables in `settings` for `night` (a file's path, or a server night's
        URL without its password); None: the tables chosen are not remembered."""
        self._settings, self._night = settings, night
        service = self._session.service
        self.setVisible(
            service is not None and service.files.server_location is not None
        )  # one station: every table
        mine: tuple[int, ...] = ()
        if settings is not None and night is not None and service is not None:
            mine = station_tables(settings, night, service.station)
        self._show(mine)

    def tables(self) -> tuple[int, ...]:
        """The tables this station enters (none named: every table)."""
        return parse_tables(self.my_tables.text())

    def listed(self, groups: tuple[PlayGroupView, ...]) -> list[PlayGroupView]:
        return station_groups(groups, self.tables(), self.show_all_tables.isChecked())

    def _show(self, mine: tuple[int, ...]) -> None:
        self.my_tables.setText(", ".join(str(table) for table in mine))
        self.show_all_tables.setEnabled(bool(mine))

    def _chosen(self) -> None:
        mine = self.tables()
        self._show(mine)
        service, settings, night = self._session.service, self._settings, self._night
        if service is not None and settings is not None and night is not None:
            remember_station_tables(settings, night, service.station, mine)
        self.changed.emit()
