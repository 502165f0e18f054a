"""Standings of every round, the head-to-head bracket when the night has one, and the Throne's history."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.aspects import Aspect
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.views import BracketView, MatchView, StandingsView
from boggle_throne.ui.models.standings import StandingsModel
from boggle_throne.ui.session import Session


def match_text(match: MatchView) -> str:
    """`Arya (1) 2–1 Jon (8)`, a bye, or a slot still waiting for its players."""

    def side(index: int) -> str:
        name, seed = match.players[index], match.seeds[index]
        return "…" if name is None else f"{name} ({seed})" if seed is not None else name

    if match.bye:
        return QCoreApplication.translate("StandingsPage", "{player} — bye").format(player=side(0))
    score = f"{match.wins[0]}–{match.wins[1]}"
    winner = f"  → {match.winner}" if match.winner else ""
    return f"{side(0)}  {score}  {side(1)}{winner}"


class StandingsPage(QWidget):
    """Follows the standings; the round picker shows one round's tables at a time."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._standings: StandingsView | None = None
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.round_choice = QComboBox()
        self.round_choice.setAccessibleName(self.tr("Round"))
        self.round_choice.currentIndexChanged.connect(lambda _i: self._show_round())
        self.model = StandingsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.bracket = QTreeWidget()
        self.bracket.setHeaderLabels([self.tr("Bracket"), self.tr("Match")])
        self.throne = QTreeWidget()
        self.throne.setHeaderLabels(
            [self.tr("Holder of the Throne"), self.tr("Crowned"), self.tr("Defences won"), self.tr("lost")]
        )
        self.throne.setRootIsDecorated(False)
        self.throne.setMaximumHeight(150)
        self.throne.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        round_row = QHBoxLayout()
        round_row.addWidget(QLabel(self.tr("Round:")))
        round_row.addWidget(self.round_choice)
        round_row.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h2>Standings</h2>")))
        layout.addWidget(self.summary)
        layout.addLayout(round_row)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.bracket, 3)
        layout.addWidget(self.throne, 1)
        session.service_changed.connect(lambda _service: self.refresh())

    def follow(self, change: Change) -> None:
        if change.aspects & {Aspect.STANDINGS, Aspect.SEATING, Aspect.THRONE, Aspect.GAME_CLOSED}:
            self.refresh()

    def refresh(self) -> None:
        service = self._session.service
        standings = self._standings = service.views.standings() if service is not None else None
        rounds = standings.rounds if standings is not None else ()
        chosen = self.round_choice.currentData()
        with QSignalBlocker(self.round_choice):
            self.round_choice.clear()
            for view in rounds:
                self.round_choice.addItem(self.tr("Round {number}").format(number=view.number), view.number)
            index = self.round_choice.findData(chosen)
            self.round_choice.setCurrentIndex(index if index >= 0 else len(rounds) - 1)
        self._show_round()
        self.summary.setText(self._summary(standings))
        bracket = standings.bracket if standings is not None else None
        self.bracket.setVisible(bracket is not None)
        self.table.setVisible(bracket is None or bool(rounds))
        if bracket is not None:
            self._show_bracket(bracket)
        self.throne.clear()
        if service is not None:
            for holder in service.views.throne().holders:
                QTreeWidgetItem(
                    self.throne,
                    [
                        holder.name,
                        "; ".join(holder.crowned),
                        str(holder.defences_won),
                        str(holder.defences_lost),
                    ],
                )

    def _summary(self, standings: StandingsView | None) -> str:
        if standings is None:
            return ""
        parts = [f"<b>{standings.tournament}</b>"]
        if standings.defending_champion:
            parts.append(self.tr("defending the Throne: {name}").format(name=standings.defending_champion))
        if standings.winner:
            parts.append(self.tr("winner: <b>{name}</b>").format(name=standings.winner))
        return " · ".join(parts)

    def _show_round(self) -> None:
        number = self.round_choice.currentData()
        rounds = self._standings.rounds if self._standings is not None else ()
        self.model.show_round(next((r for r in rounds if r.number == number), None))
        self.table.resizeColumnsToContents()

    def _show_bracket(self, bracket: BracketView) -> None:
        self.bracket.clear()
        for number, matches in enumerate(bracket.rounds, start=1):
            title = bracket.round_title(number)
            round_item = QTreeWidgetItem(
                self.bracket, [title, self.tr("best of {games}").format(games=bracket.best_of)]
            )
            for match in matches:
                QTreeWidgetItem(round_item, [match.label, match_text(match)])
            round_item.setExpanded(True)
        if bracket.champion:
            QTreeWidgetItem(self.bracket, [self.tr("Champion"), bracket.champion])
        self.bracket.resizeColumnToContents(0)  # round titles such as "Final against the champion"
