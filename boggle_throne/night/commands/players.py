"""The commands that set up the night and its players."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from boggle_throne.i18n import _, pgettext
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.codec import (
    roster_from_json,
    roster_json,
    throne_from_json,
    throne_json,
)
from boggle_throne.night.commands.base import Command, Names, command, player_name
from boggle_throne.night.settings import TournamentSettings, settings_from_payload
from boggle_throne.tournament.players import Player, PlayerId, Roster
from boggle_throne.tournament.throne import Throne

__all__ = [
    "ChangeSettings",
    "CheckIn",
    "CreateNight",
    "PlayerCommand",
    "ProclaimChampion",
    "RegisterPlayer",
    "RenamePlayer",
    "SetSeedRank",
    "WithdrawPlayer",
]


@command
@dataclass(frozen=True)
class CreateNight(Command):
    """The night's creation: its settings, and the players and Throne carried over from the last night."""

    KIND = "create"
    ASPECTS = frozenset({Aspect.SETTINGS, Aspect.ROSTER, Aspect.THRONE})
    UNDOABLE = False

    settings: TournamentSettings
    carried_roster: tuple[Player, ...] | None = None
    carried_throne: Throne | None = None

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        settings = settings_from_payload({k: v for k, v in payload.items() if k not in ("roster", "throne")})
        roster = roster_from_json(payload["roster"]).players if "roster" in payload else None
        throne = throne_from_json(payload["throne"]) if "throne" in payload else None
        return cls(settings, roster, throne)

    def to_json(self) -> dict[str, Any]:
        payload = self.settings.to_payload()
        if self.carried_roster is not None:
            payload["roster"] = roster_json(Roster(self.carried_roster))
        if self.carried_throne is not None:
            payload["throne"] = throne_json(self.carried_throne)
        return payload

    def describe(self, names: Names) -> str:
        return f"{self.settings.name} · {self.settings.held_on.isoformat()}"


@command
@dataclass(frozen=True)
class ChangeSettings(Command):
    """New values for some settings, by their JSON names (see `settings.to_payload`)."""

    KIND = "settings"
    ASPECTS = frozenset({Aspect.SETTINGS})

    changes: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        return cls(dict(payload))

    def to_json(self) -> dict[str, Any]:
        return dict(self.changes)

    def describe(self, names: Names) -> str:
        return " · ".join(f"{key} {value}" for key, value in self.changes.items() if key != "word_list")


@command
@dataclass(frozen=True)
class RegisterPlayer(Command):
    """A player put on the list; `checked_in` for a walk-in who is here now."""

    KIND = "register"
    ASPECTS = frozenset({Aspect.ROSTER})
    name: str
    seed_rank: int | None = None
    checked_in: bool = False

    def describe(self, names: Names) -> str:
        rank = [] if self.seed_rank is None else [_("seed {rank}").format(rank=self.seed_rank)]
        return " · ".join(
            [self.name, *rank, *([pgettext("player", "checked in")] if self.checked_in else [])]
        )


@dataclass(frozen=True)
class PlayerCommand(Command):
    """A command about one player."""

    player: PlayerId

    def describe(self, names: Names) -> str:
        return player_name(names, self.player)


@command
@dataclass(frozen=True)
class CheckIn(PlayerCommand):
    KIND = "check_in"
    ASPECTS = frozenset({Aspect.ROSTER})


@command
@dataclass(frozen=True)
class WithdrawPlayer(PlayerCommand):
    KIND = "withdraw_player"
    ASPECTS = frozenset({Aspect.ROSTER, Aspect.STANDINGS})


@command
@dataclass(frozen=True)
class ProclaimChampion(PlayerCommand):
    """The reigning champion who defends the Throne tonight (a vacant Throne only)."""

    KIND = "proclaim"
    ASPECTS = frozenset({Aspect.ROSTER, Aspect.THRONE})


@command
@dataclass(frozen=True)
class SetSeedRank(PlayerCommand):
    KIND = "seed_rank"
    ASPECTS = frozenset({Aspect.ROSTER})
    seed_rank: int | None

    def describe(self, names: Names) -> str:
        rank = _("no seed") if self.seed_rank is None else _("seed {rank}").format(rank=self.seed_rank)
        return f"{player_name(names, self.player)} · {rank}"


@command
@dataclass(frozen=True)
class RenamePlayer(PlayerCommand):
    """Another display name for a player (a walk-in's, misspelt at the door). The player keeps their
    id, so their games, results, seat and invitation stay theirs; every view shows the new name."""

    KIND = "rename_player"
    ASPECTS = frozenset({Aspect.ROSTER, Aspect.STANDINGS, Aspect.WORDS})
    name: str

    def describe(self, names: Names) -> str:
        return f"{_('player {number}').format(number=self.player)} → {self.name}"
