"""The roster of one tournament: registration, check-in, walk-ins, withdrawals and seed ranks."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import NewType

from boggle_throne.engine.faces import strip_accents
from boggle_throne.i18n import _, pgettext
from boggle_throne.tournament.errors import (
    DuplicatePlayerError,
    PlayerNameError,
    PlayerStatusError,
    SeedRankError,
    UnknownPlayerError,
)

PlayerId = NewType("PlayerId", int)

MAX_NAME_LENGTH = 60
"""The longest display name: it has to fit a score sheet's column and a line of the projector."""
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Control and format characters, line and paragraph separators, and halves of a broken pair."""


def unprintable(text: str) -> str | None:
    """What in `text` cannot stand on one printed line, said for a person: its first control or
    format character (NUL, a newline, the ESC of a terminal colour) or half of a broken pair, as
    `a control character, U+001B, that cannot be printed`; None when every character can."""
    for char in text:
        if unicodedata.category(char) in _UNPRINTABLE:
            return _("a control character, U+{code:04X}, that cannot be printed").format(code=ord(char))
    return None


def clean_name(name: str) -> str:
    """A display name as the roster keeps it: trimmed and composed (Unicode NFC), so that the same
    name typed two ways is stored one way; `PlayerNameError` if it is blank, too long or unprintable."""
    clean = unicodedata.normalize("NFC", name.strip())
    if not clean:
        raise PlayerNameError(_("a player needs a display name"))
    if len(clean) > MAX_NAME_LENGTH:
        raise PlayerNameError(
            _("a name has at most {most} characters, not {count:,}").format(
                most=MAX_NAME_LENGTH, count=len(clean)
            )
        )
    bad = unprintable(clean)
    if bad is not None:
        raise PlayerNameError(_("the name {name} holds {bad}").format(name=repr(clean), bad=bad))
    return clean


def name_key(name: str) -> str:
    """What two names are compared by: case-folded, compatibility-decomposed and stripped of accents,
    so `Zoé`, `ZOÉ` and `zoe` are one name, and so are `ANN` and `ann`: a judge hearing "Zoe" could
    not tell two such players apart."""
    return unicodedata.normalize("NFC", strip_accents(name.strip().casefold()))


class PlayerStatus(Enum):
    """Where a player stands on the night; only checked-in players are seated."""

    REGISTERED = "registered"
    CHECKED_IN = "checked_in"
    WITHDRAWN = "withdrawn"

    @property
    def label(self) -> str:
        """The status as people read it, in the language spoken (its value is the log's name)."""
        labels = {
            PlayerStatus.REGISTERED: pgettext("player", "registered"),
            PlayerStatus.CHECKED_IN: pgettext("player", "checked in"),
            PlayerStatus.WITHDRAWN: pgettext("player", "withdrawn"),
        }
        return labels[self]


@dataclass(frozen=True)
class Player:
    """One player as the roster knows them; `seed_rank` 1 is the strongest seed."""

    id: PlayerId
    name: str
    status: PlayerStatus = PlayerStatus.REGISTERED
    seed_rank: int | None = None


class Roster:
    """The mutable player list of one tournament.

    Ids are given in registration order and never reused, so results, the Throne's history and a
    follow-up tournament can all refer to a player by id. Display names are unique (compared by
    `name_key`) so that judges never have to guess who "Sam" is. A withdrawal is final for the night.
    """

    def __init__(self, players: Iterable[Player] = ()) -> None:
        self._players: dict[PlayerId, Player] = {}
        self._names_by_key: dict[str, str] = {}
        for player in players:
            if player.id in self._players:
                raise DuplicatePlayerError(_("player id {id} appears twice").format(id=player.id))
            self._take_name(player.name)
            self._check_seed_rank(player.seed_rank, player.id)
            self._players[player.id] = player

    def __contains__(self, player_id: object) -> bool:
        return player_id in self._players

    @property
    def players(self) -> tuple[Player, ...]:
        """Every player, in registration order."""
        return tuple(self._players.values())

    def with_status(self, status: PlayerStatus) -> tuple[Player, ...]:
        """The players with the given status, in registration order."""
        return tuple(player for player in self._players.values() if player.status is status)

    def get(self, player_id: PlayerId) -> Player:
        """The player with this id."""
        try:
            return self._players[player_id]
        except KeyError:
            raise UnknownPlayerError(_("no player with id {id}").format(id=player_id)) from None

    def register(self, name: str, *, seed_rank: int | None = None) -> Player:
        """Add a player who is expected tonight; they still have to check in."""
        new_id = PlayerId(max(self._players, default=0) + 1)
        self._check_seed_rank(seed_rank, new_id)
        player = Player(new_id, self._take_name(name), PlayerStatus.REGISTERED, seed_rank)
        self._players[new_id] = player
        return player

    def walk_in(self, name: str, *, seed_rank: int | None = None) -> Player:
        """Register and check in at once a player who turned up at the door."""
        return self.check_in(self.register(name, seed_rank=seed_rank).id)

    def check_in(self, player_id: PlayerId) -> Player:
        """Mark a registered player as present, so the next round seats them."""
        player = self.get(player_id)
        if player.status is not PlayerStatus.REGISTERED:
            raise PlayerStatusError(
                _("{name} cannot check in: status is {status}").format(
                    name=player.name, status=player.status.label
                )
            )
        return self._store(replace(player, status=PlayerStatus.CHECKED_IN))

    def withdraw(self, player_id: PlayerId) -> Player:
        """Take a player out of the tournament for the rest of the night."""
        player = self.get(player_id)
        if player.status is PlayerStatus.WITHDRAWN:
            raise PlayerStatusError(_("{name} has already withdrawn").format(name=player.name))
        return self._store(replace(player, status=PlayerStatus.WITHDRAWN))

    def set_seed_rank(self, player_id: PlayerId, seed_rank: int | None) -> Player:
        """Give a player a seed rank, or remove it with None."""
        player = self.get(player_id)
        self._check_seed_rank(seed_rank, player_id)
        return self._store(replace(player, seed_rank=seed_rank))

    def rename(self, player_id: PlayerId, name: str) -> Player:
        """Give a player another display name (a walk-in's, misspelt at the door): the id, and with it
        the player's games, results and place on the Throne, stay theirs. The new name must be free as
        a registration's must, but for another spelling of their own (by case or accents)."""
        player = self.get(player_id)
        if clean_name(name) == player.name:
            raise PlayerNameError(_("the player is already called {name}").format(name=player.name))
        own_key = name_key(player.name)
        del self._names_by_key[own_key]
        try:
            new_name = self._take_name(name)
        except PlayerNameError:
            self._names_by_key[own_key] = player.name
            raise
        return self._store(replace(player, name=new_name))

    def carried_over(self) -> Roster:
        """A roster for a follow-up tournament: the same players, ids and seed ranks, nobody checked in."""
        return Roster(replace(player, status=PlayerStatus.REGISTERED) for player in self._players.values())

    def _store(self, player: Player) -> Player:
        self._players[player.id] = player
        return player

    def _take_name(self, name: str) -> str:
        """The name cleaned, once it is known to be free; it is then taken. A name that differs from a
        registered one only by case or accents is refused naming the player who has it."""
        clean = clean_name(name)
        key = name_key(clean)
        holder = self._names_by_key.get(key)
        if holder == clean:
            raise PlayerNameError(_("the name {name} is already on the roster").format(name=clean))
        if holder is not None:
            raise PlayerNameError(
                _(
                    "the name {name} is taken by {holder}, already on the roster: names that differ only "
                    "by case or accents are one name"
                ).format(name=clean, holder=holder)
            )
        self._names_by_key[key] = clean
        return clean

    def _check_seed_rank(self, seed_rank: int | None, owner: PlayerId) -> None:
        if seed_rank is None:
            return
        if seed_rank < 1:
            raise SeedRankError(_("seed rank must be 1 or more, got {rank}").format(rank=seed_rank))
        holder = next((p for p in self._players.values() if p.seed_rank == seed_rank), None)
        if holder is not None and holder.id != owner:
            raise SeedRankError(
                _("seed rank {rank} is already held by {name}").format(rank=seed_rank, name=holder.name)
            )
