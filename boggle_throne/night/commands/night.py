"""The house lists, the crown, where the projector points, and undo and redo."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from boggle_throne.i18n import _, pgettext
from boggle_throne.night.aspects import EVERY_ASPECT, Aspect
from boggle_throne.night.commands.base import Command, Names, command, game_text
from boggle_throne.night.commands.json_form import json_key
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey

__all__ = [
    "PROJECTOR_VIEWS",
    "Crown",
    "HistoryCommand",
    "HouseList",
    "PointProjector",
    "Redo",
    "SetHouseList",
    "Undo",
]


class HouseList(Enum):
    """The house lists a word can be put on: ruled valid, or ruled out, for every later game."""

    APPROVED = "approved"
    BANNED = "banned"

    @property
    def label(self) -> str:
        """The list as people read it, in the language spoken (its value is the log's name)."""
        return (
            pgettext("house list", "approved")
            if self is HouseList.APPROVED
            else pgettext("house list", "banned")
        )


def _house_list(payload: Mapping[str, Any], name: str, _absent: object) -> HouseList | None:
    listed = payload.get(name)
    if listed not in ("approved", "banned", None, "none"):
        raise ActionRefusedError(
            _("a house list is 'approved', 'banned' or 'none', not {value}").format(value=repr(listed))
        )
    return HouseList(listed) if listed in ("approved", "banned") else None


@command
@dataclass(frozen=True)
class SetHouseList(Command):
    """A word put on a house list, or taken off both with `listed` None."""

    KIND = "house_list"
    ASPECTS = frozenset({Aspect.HOUSE_LISTS, Aspect.WORDS})

    word: str
    listed: HouseList | None = field(default=None, metadata=json_key("list", read=_house_list))

    def describe(self, names: Names) -> str:
        listed = self.listed.label if self.listed is not None else _("off the lists")
        return f"{self.word.upper()} · {listed}"


@command
@dataclass(frozen=True)
class Crown(Command):
    """The final's winner crowned: the new (or defending) holder of the Throne."""

    KIND = "crown"
    ASPECTS = frozenset({Aspect.THRONE, Aspect.STANDINGS})


PROJECTOR_VIEWS = (
    "waiting",
    "invitations",
    "countdown",
    "board",
    "scoring",
    "result",
    "standings",
    "bracket",
    "crowning",
    "side",
)
"""The projector's pages a host may pin, by the names the log gives them (the values of
`presentation.director.ProjectorView`, which the night cannot import)."""


def _view(payload: Mapping[str, Any], name: str, _absent: object) -> str | None:
    view = payload.get(name)
    if view is not None and view not in PROJECTOR_VIEWS:
        raise ActionRefusedError(
            _("a projector's view is one of {views} or none, not {value}").format(
                views=", ".join(PROJECTOR_VIEWS), value=repr(view)
            )
        )
    return view


@command
@dataclass(frozen=True)
class PointProjector(Command):
    """The host points every projector on the night: a page pinned (`view`, None to follow the night
    again) and the game whose table it follows (`followed`, None for the latest change). Not a game's
    action: the game it names is only followed, so `game` stays None."""

    KIND = "point_projector"
    ASPECTS = frozenset({Aspect.PROJECTOR})
    UNDOABLE = False

    view: str | None = field(default=None, metadata=json_key(omitted_when_empty=True, read=_view))
    followed: GameKey | None = field(default=None, metadata=json_key("game", omitted_when_empty=True))

    def describe(self, names: Names) -> str:
        shown = [part for part in (self.view, self.followed and game_text(self.followed)) if part]
        return _("projector: {shown}").format(shown=" · ".join(shown) if shown else _("follows the night"))


@dataclass(frozen=True)
class HistoryCommand(Command):
    """Undo or redo of the action logged as `target`."""

    ASPECTS = EVERY_ASPECT
    UNDOABLE = False
    CORRECTION = True
    REQUEST_FIELDS = ()

    target: int | None = field(metadata=json_key(omitted_when_empty=True))
    """The action it walks over, as the judge saw it; the log's order decides which that is (a log
    written by hand may leave it out)."""

    def describe(self, names: Names) -> str:
        return f"#{self.target}" if self.target is not None else ""


@command
@dataclass(frozen=True)
class Undo(HistoryCommand):
    KIND = "undo"


@command
@dataclass(frozen=True)
class Redo(HistoryCommand):
    KIND = "redo"
