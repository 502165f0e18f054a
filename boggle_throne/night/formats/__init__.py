"""The formats a night is played in: table rounds, or a head-to-head bracket.

Each format owns what differs in play: how players are seated, who reads in which order, where a
closed game's results go, how a corrected game is counted again, how the final is crowned, and which
games can start now. The `Night` holds one and asks it for these through the `Format` protocol.

What only one format has is reached through the `Night`, which checks the format's class: a table
tournament's rounds and their tie-breaks (`Night.tournament`, `round`, `pending_tie_breaks`), a
bracket (`Night.bracket`), and boards shared across tables (`phone_rules.board_in_play`).
The views and the settings screens that show those ask the night's `FormatKind`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boggle_throne.night.formats.base import AdvancementChange, Format, NextGame, SeatedTie
from boggle_throne.night.formats.head_to_head import HeadToHead
from boggle_throne.night.formats.table_rounds import TableRounds
from boggle_throne.tournament.formats import FormatKind

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

__all__ = ["AdvancementChange", "Format", "HeadToHead", "NextGame", "SeatedTie", "TableRounds", "format_for"]


def format_for(kind: FormatKind, night: Night) -> TableRounds | HeadToHead:
    """The format a night's settings name."""
    return HeadToHead(night) if kind is FormatKind.HEAD_TO_HEAD else TableRounds(night)
