"""The registry of side games by the name documents and the command line give them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.side.base import SideContext, SideGame
from boggle_throne.side.errors import UnknownSideGameError
from boggle_throne.side.liars_boggle import LiarsBoggle
from boggle_throne.side.liars_dice import LiarsDice
from boggle_throne.side.word_cards import WordCards

SIDE_GAMES: Mapping[str, type[SideGame]] = {kind.NAME: kind for kind in (LiarsBoggle, LiarsDice, WordCards)}
"""Every side game by name, in the order menus list them."""


def side_game_kind(name: object) -> type[SideGame]:
    kind = SIDE_GAMES.get(name) if isinstance(name, str) else None
    if kind is None:
        raise UnknownSideGameError(
            _("unknown side game {name}; known games: {known}").format(
                name=quoted(name), known=", ".join(SIDE_GAMES)
            )
        )
    return kind


def new_side_game(
    name: object, players: Sequence[str], options: Mapping[str, Any], context: SideContext
) -> SideGame:
    """A new game of that name at a table of these players (seating order, clockwise)."""
    return side_game_kind(name)(players, options, context)
