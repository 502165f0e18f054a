"""The house lists, the crown, where the projector points, and undo and redo."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Self

from boggle_throne.night.aspects import EVERY_ASPECT, Aspect
from boggle_throne.night.commands.base import Command, Names, game_text
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.payload import field as payload_field


class HouseList(Enum):
    """The house lists a word can be put on: ruled valid, or ruled out, for every later game."""

    APPROVED = "approved"
    BANNED = "banned"


@dataclass(frozen=True)
class SetHouseList(Command):
    """A word put on a house list, or taken off both with `listed` None."""

    KIND = "house_list"
    ASPECTS = frozenset({Aspect.HOUSE_LISTS, Aspect.WORDS})
    FIELDS = ("word", "list")

    word: str
    listed: HouseList | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        listed = payload.get("list")
        if listed not in ("approved", "banned", None, "none"):
            raise ActionRefusedError(f"a house list is 'approved', 'banned' or 'none', not {listed!r}")
        chosen = HouseList(listed) if listed in ("approved", "banned") else None
        return cls(payload_field(payload, "word", str), chosen)

    def to_json(self) -> dict[str, Any]:
        return {"word": self.word, "list": self.listed.value if self.listed is not None else None}

    def describe(self, names: Names) -> str:
        return f"{self.word.upper()} · {self.listed.value if self.listed is not None else 'off the lists'}"


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


@dataclass(frozen=True)
class PointProjector(Command):
    """The host points every projector on the night: a page pinned (`view`, None to follow the night
    again) and the game whose table it follows (`followed`, None for the latest change). Not a game's
    action: the game it names is only followed, so `game` stays None."""

    KIND = "point_projector"
    ASPECTS = frozenset({Aspect.PROJECTOR})
    UNDOABLE = False
    FIELDS = ("view", "game")

    view: str | None = None
    followed: GameKey | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        view = payload.get("view")
        if view is not None and view not in PROJECTOR_VIEWS:
            raise ActionRefusedError(
                f"a projector's view is one of {', '.join(PROJECTOR_VIEWS)} or none, not {view!r}"
            )
        game = payload.get("game")
        return cls(view, GameKey.from_json(game) if game is not None else None)

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {}
        if self.view is not None:
            payload["view"] = self.view
        if self.followed is not None:
            payload["game"] = self.followed.to_json()
        return payload

    def describe(self, names: Names) -> str:
        shown = [part for part in (self.view, self.followed and game_text(self.followed)) if part]
        return f"projector: {' · '.join(shown) if shown else 'follows the night'}"


@dataclass(frozen=True)
class HistoryCommand(Command):
    """Undo or redo of the action logged as `target`."""

    ASPECTS = EVERY_ASPECT
    UNDOABLE = False
    CORRECTION = True
    FIELDS = ("target",)
    REQUEST_FIELDS = ()

    target: int | None
    """The action it walks over, as the judge saw it; the log's order decides which that is (a log
    written by hand may leave it out)."""

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(payload_field(payload, "target", int, None))

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target} if self.target is not None else {}

    def describe(self, names: Names) -> str:
        return f"#{self.target}" if self.target is not None else ""


@dataclass(frozen=True)
class Undo(HistoryCommand):
    KIND = "undo"


@dataclass(frozen=True)
class Redo(HistoryCommand):
    KIND = "redo"
