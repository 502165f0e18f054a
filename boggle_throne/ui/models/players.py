"""The check-in list: every registered player with status, seed rank and the Throne."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QFont

from boggle_throne.services.reading.views import PlayerView
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.ui.models.fonts import styled_font
from boggle_throne.ui.models.rows import Column, RowsModel

_STATUS_COLOURS = {PlayerStatus.CHECKED_IN: "#2e9d4a", PlayerStatus.WITHDRAWN: "#d0343c"}
"""The colour of a status that stands out (a registered player's is the table's own)."""


def _status_colour(player: PlayerView) -> QColor | None:
    colour = _STATUS_COLOURS.get(player.status)
    return QColor(colour) if colour else None


def player_label(player: PlayerView) -> str:
    """The player's name, marked when they hold the Throne."""
    if not player.is_champion:
        return player.name
    return QCoreApplication.translate("PlayersModel", "{name}  ♛ champion").format(name=player.name)


def _champion_font(player: PlayerView) -> QFont | None:
    return styled_font(bold=True) if player.is_champion else None


class PlayersModel(RowsModel):
    """Rows are `PlayerView`s, in registration order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                Column(str(QT_TRANSLATE_NOOP("PlayersModel", "Player")), player_label, font=_champion_font),
                Column(
                    str(QT_TRANSLATE_NOOP("PlayersModel", "Status")),
                    lambda p: p.status.label,
                    colour=_status_colour,
                ),
                Column(str(QT_TRANSLATE_NOOP("PlayersModel", "Seed")), lambda p: p.seed_rank, numeric=True),
            ),
            parent,
        )
