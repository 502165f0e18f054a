"""Side-game documents: a game, its players, its options and its moves, as JSON; and their replay.

The form is documented in the README (`boggle-throne side replay`); the night's log keeps each
side table's moves in the same form, so a table can be written out and replayed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.side.base import SideContext, SideGame
from boggle_throne.side.errors import IllegalMoveError, SideDocumentError
from boggle_throne.side.games import new_side_game

MAX_MOVES = 100_000


@dataclass(frozen=True)
class SideDocument:
    game: str
    players: tuple[str, ...]
    options: Mapping[str, Any]
    moves: tuple[Mapping[str, Any], ...]


@dataclass(frozen=True)
class Refusal:
    """The first move a replay could not make: its place (from 1), the move as written, and why."""

    number: int
    move: Any
    reason: str


@dataclass(frozen=True)
class Replayed:
    game: SideGame
    applied: int
    refused: Refusal | None


def read_document(text: str) -> SideDocument:
    """A side-game document from its JSON text; `SideDocumentError` says what is wrong with it."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise SideDocumentError(_("not a side-game document: {error}").format(error=error)) from None
    return document_from_json(data)


def document_from_json(data: object) -> SideDocument:
    if not isinstance(data, Mapping):
        raise SideDocumentError(_("a side-game document is a JSON object with game, players and moves"))
    unknown = set(data) - {"game", "players", "options", "moves"}
    if unknown:
        raise SideDocumentError(
            _("a side-game document has no field {name}").format(name=quoted(sorted(unknown)[0]))
        )
    game, players = data.get("game"), data.get("players")
    options, moves = data.get("options", {}), data.get("moves", [])
    if not isinstance(game, str):
        raise SideDocumentError(_('a side-game document names its game: "game": "liars-boggle"'))
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise SideDocumentError(_('a side-game document lists its players by name: "players": ["Ann", …]'))
    if not isinstance(options, Mapping):
        raise SideDocumentError(_("a side-game document's options are an object"))
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise SideDocumentError(
            _("a side-game document's moves are a list of at most {most:,}").format(most=MAX_MOVES)
        )
    return SideDocument(game, tuple(players), dict(options), tuple(moves))


def replay(document: SideDocument, context: SideContext) -> Replayed:
    """The game after the document's moves, up to the first move the referee refuses."""
    game = new_side_game(document.game, document.players, document.options, context)
    for number, payload in enumerate(document.moves, start=1):
        try:
            game.apply(game.parse_move(payload))
        except IllegalMoveError as error:
            return Replayed(game, number - 1, Refusal(number, payload, str(error)))
    return Replayed(game, len(document.moves), None)


def document_json(game: str, players: Sequence[str], options: Mapping[str, Any], moves: Sequence[Any]) -> str:
    """A document written out, one move per line, as people read and edit them."""
    head = json.dumps({"game": game, "players": list(players), "options": dict(options)}, ensure_ascii=False)
    lines = ",\n  ".join(json.dumps(move, ensure_ascii=False) for move in moves)
    return f'{head[:-1]},\n "moves": [\n  {lines}\n ]}}\n' if moves else f'{head[:-1]}, "moves": []}}\n'
