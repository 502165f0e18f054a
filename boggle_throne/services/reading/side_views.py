"""The bar's side tables as screens and the projector show them: plain views built from the night."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boggle_throne.night import commands as c
from boggle_throne.night.side_rules import SideTable
from boggle_throne.services.acting.changes import Change
from boggle_throne.side.base import SideView
from boggle_throne.side.document import document_json
from boggle_throne.side.games import SIDE_GAMES


@dataclass(frozen=True)
class SideGameChoice:
    """A side game as a menu offers it."""

    name: str
    title: str


@dataclass(frozen=True)
class SideTableView:
    """One side table as screens and the projector show it."""

    number: int
    game: str
    title: str
    players: tuple[str, ...]
    options: Mapping[str, Any]
    view: SideView
    moves: int
    document: str
    """The table as a side-game document (JSON), every move so far."""


SIDE_GAME_CHOICES = tuple(SideGameChoice(name, kind.TITLE) for name, kind in SIDE_GAMES.items())


def table_view(number: int, table: SideTable) -> SideTableView:
    opened, game = table.opened, table.game
    options = game.options_json()
    return SideTableView(
        number=number,
        game=opened.game_name,
        title=game.TITLE,
        players=game.players,
        options=options,
        view=game.view(),
        moves=len(table.moves),
        document=document_json(opened.game_name, game.players, options, table.moves),
    )


def changed_side_table(change: Change) -> int | None:
    """The side table a change acted on, if it acted on one."""
    command = change.command
    return command.table if isinstance(command, c.SideTableCommand) else None
