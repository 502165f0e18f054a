"""What every command is: its kind's name in the log, the aspects it changes, its JSON form
and how the log page describes it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import check_keys
from boggle_throne.night.payload import field as payload_field
from boggle_throne.tournament.players import PlayerId

Names = Mapping[PlayerId, str]
"""Players' names by number, for describing a command as people read it."""


@dataclass(frozen=True)
class Command:
    """Base of every command; a subclass declares its kind and fills in its JSON form."""

    KIND: ClassVar[str]
    """How the log and night documents name this kind of action."""
    ASPECTS: ClassVar[frozenset[Aspect]]
    UNDOABLE: ClassVar[bool] = True
    """False for what undo steps over: the night's creation, the clock, undo and redo themselves."""
    CORRECTION: ClassVar[bool] = False
    """True for what may change a game already closed, and so who advanced."""
    REFUSED_UNCHANGED: ClassVar[bool] = False
    """True when its handler makes every check before it changes anything, so a refusal leaves the
    night as it was and nothing is rebuilt: what phones and readers send many times a minute, and
    often in vain (a word not on the board, a word already read)."""
    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The keys of its JSON form."""
    PLAYER_FIELDS: ClassVar[tuple[str, ...]] = ()
    """The fields that name players (by number; a request may name them by name)."""
    REQUEST_FIELDS: ClassVar[tuple[str, ...] | None] = None
    """The keys of a request for it, when the services complete it (see `services.requests`);
    None when a request gives the JSON form itself."""

    @property
    def game(self) -> GameKey | None:
        """The game the command acts on, if it acts on one."""
        return None

    def to_json(self) -> dict[str, Any]:
        """The details the log records (plain JSON values)."""
        return {}

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        """The command from its recorded details; `ActionRefusedError` says what is wrong with them."""
        check_keys(payload, cls.FIELDS, cls.KIND)
        return cls._read(payload)

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls()

    def describe(self, names: Names) -> str:
        """The details as a judge reads them in the log: `R1 T4 G3 · Podrick · ETCH · upheld (slang)`."""
        return ""


def player_id(payload: Mapping[str, Any], name: str = "player") -> PlayerId:
    """A player's number from a command's details."""
    return PlayerId(payload_field(payload, name, int))


def player_name(names: Names, player: PlayerId) -> str:
    return names.get(player, f"player {player}")


def game_text(key: GameKey) -> str:
    return (
        f"R{key.round} tie-break {key.game}" if key.is_tie_break else f"R{key.round} T{key.table} G{key.game}"
    )
