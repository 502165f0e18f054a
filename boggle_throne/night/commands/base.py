"""What every command is: its kind's name in the log, the aspects it changes, its JSON form
and how the log page describes it; and `command`, which registers a kind by its name."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self, TypeVar

from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands import json_form
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import check_keys
from boggle_throne.tournament.players import PlayerId

Names = Mapping[PlayerId, str]
"""Players' names by number, for describing a command as people read it."""


@dataclass(frozen=True)
class Command:
    """Base of every command; a subclass declares its kind, and its fields make its JSON form
    (`json_form`)."""

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
    """The keys of its JSON form, in order: its fields' unless it declares them (see `command`)."""
    PLAYER_FIELDS: ClassVar[tuple[str, ...]] = ()
    """The keys that name players (by number; a request may name them by name): those of its
    fields typed as players (see `command`)."""
    REQUEST_FIELDS: ClassVar[tuple[str, ...] | None] = None
    """The keys of a request for it, when the services complete it (see `services.acting.requests`);
    None when a request gives the JSON form itself."""

    @property
    def game(self) -> GameKey | None:
        """The game the command acts on, if it acts on one."""
        return None

    def to_json(self) -> dict[str, Any]:
        """The details the log records (plain JSON values)."""
        return json_form.write(self)

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        """The command from its recorded details; `ActionRefusedError` says what is wrong with them."""
        check_keys(payload, cls.FIELDS, cls.KIND)
        return cls(**json_form.read(cls, payload))

    def describe(self, names: Names) -> str:
        """The details as a judge reads them in the log: `R1 T4 G3 · Podrick · ETCH · upheld (slang)`."""
        return ""


C = TypeVar("C", bound=type[Command])

COMMANDS: dict[str, type[Command]] = {}
"""Every kind of command by the name the log gives it, in the order they are defined."""


def command(kind: C) -> C:
    """Register a kind of command by its `KIND`. Its JSON form's keys are its fields', unless it
    writes a form of its own (`to_json`), as the settings' commands do."""
    if "to_json" not in vars(kind):
        form = json_form.form_fields(kind)
        if "FIELDS" not in vars(kind):
            kind.FIELDS = tuple(f.key for f in form)
        kind.PLAYER_FIELDS = tuple(f.key for f in form if f.names_players)
    COMMANDS[kind.KIND] = kind
    return kind


def player_name(names: Names, player: PlayerId) -> str:
    return names.get(player) or _("player {number}").format(number=player)


def game_text(key: GameKey) -> str:
    """A game as the log page and a refusal name it, short: "R1 T4 G3", "R2 tie-break 1"."""
    if key.is_tie_break:
        return _("R{round} tie-break {game}").format(round=key.round, game=key.game)
    return _("R{round} T{table} G{game}").format(round=key.round, table=key.table, game=key.game)
