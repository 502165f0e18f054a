"""The check-in list: every registered player with status, seed rank and the Throne."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QFont

from boggle_throne.services.reading.views import PlayerView
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

_STATUS = {
    PlayerStatus.REGISTERED: ("registered", None),
    PlayerStatus.CHECKED_IN: ("checked in", "#2e9d4a"),
    PlayerStatus.WITHDRAWN: ("withdrawn", "#d0343c"),
}


def status_label(player: PlayerView) -> str:
    return _STATUS[player.status][0]


def _status_colour(player: PlayerView) -> QColor | None:
    colour = _STATUS[player.status][1]
    return QColor(colour) if colour else None


def _champion_font(player: PlayerView) -> QFont | None:
    return styled_font(bold=True) if player.is_champion else None


class PlayersModel(RowsModel):
    """Rows are `PlayerView`s, in registration order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                Column(
                    "Player",
                    lambda p: p.name + ("  ♛ champion" if p.is_champion else ""),
                    font=_champion_font,
                ),
                Column("Status", status_label, colour=_status_colour),
                Column("Seed", lambda p: p.seed_rank, numeric=True),
            ),
            parent,
        )
