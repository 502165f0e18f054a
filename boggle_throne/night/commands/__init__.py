"""The night's commands: one frozen, typed value per kind of action a judge or an organiser takes.

A command is what the log records (`to_json`, read back by `command_from_json`, both derived from
its fields by `json_form`), what the night applies (see `handlers.HANDLERS`), what a change
announces and what the log page describes. The services build commands from what a screen asks
for; night documents are read into them too. Each kind registers itself with `@command`, so its
module's `__all__` is all this package needs to offer it.

Each kind declares its name in the log, the aspects of the night it changes, whether undo walks
back over it and whether it may change a closed game (a correction, reported with how it changed
who advanced).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boggle_throne.engine.errors import quoted
from boggle_throne.i18n import _
from boggle_throne.night.commands.base import COMMANDS as COMMANDS
from boggle_throne.night.commands.base import Command as Command
from boggle_throne.night.commands.base import Names as Names
from boggle_throne.night.commands.base import command as command
from boggle_throne.night.commands.base import game_text as game_text
from boggle_throne.night.commands.base import player_name as player_name

# isort: off
# The kinds register in this order, the order a refusal lists them in: the night's setting up first.
from boggle_throne.night.commands.players import *  # noqa: F403
from boggle_throne.night.commands.seating import *  # noqa: F403
from boggle_throne.night.commands.games import *  # noqa: F403
from boggle_throne.night.commands.words import *  # noqa: F403
from boggle_throne.night.commands.night import *  # noqa: F403
from boggle_throne.night.commands.phones import *  # noqa: F403
from boggle_throne.night.commands.side import *  # noqa: F403
from boggle_throne.night.commands.players import CreateNight

# isort: on
from boggle_throne.night.errors import ActionRefusedError


def command_kind(name: object) -> type[Command]:
    """The kind of command a log or a document names, or a clear error listing the known ones."""
    kind = COMMANDS.get(name) if isinstance(name, str) else None
    if kind is None:
        known = ", ".join(k for k in COMMANDS if k != CreateNight.KIND)
        raise ActionRefusedError(
            _("unknown action {name}; known actions: {known}").format(name=quoted(name), known=known)
        )
    return kind


def command_from_json(kind: str, payload: Mapping[str, Any]) -> Command:
    """A logged command read back; `ActionRefusedError` if its kind or its details are not sound."""
    if not isinstance(payload, Mapping):
        raise ActionRefusedError(_("the details of {kind} are not an object").format(kind=kind))
    return command_kind(kind).from_json(payload)
