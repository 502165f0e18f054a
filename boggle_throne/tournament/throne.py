"""The Boggle Throne: who held it, when they were crowned, and the defences they won and lost.

The history is an immutable value, so it carries over from one tournament to the next unchanged.
A final that the holder did not play still crowns its winner; the old reign then ends "in absence",
which is not counted as a defence lost.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from datetime import date
from enum import Enum

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import ThroneError
from boggle_throne.tournament.players import PlayerId


@dataclass(frozen=True)
class Occasion:
    """A tournament night as the history names it."""

    name: str
    held_on: date


class DethronementCause(Enum):
    """How a reign ended."""

    DEFEATED = "defeated"
    ABSENT = "absent"


@dataclass(frozen=True)
class Dethronement:
    """The final that ended a reign, and whether the holder lost it or did not play it."""

    occasion: Occasion
    cause: DethronementCause


@dataclass(frozen=True)
class Reign:
    """One continuous holding of the Throne."""

    holder: PlayerId
    crowned: Occasion
    defences_won: tuple[Occasion, ...] = ()
    dethroned: Dethronement | None = None


@dataclass(frozen=True)
class HolderRecord:
    """A holder's whole history: every coronation, and the defences they won and lost."""

    player: PlayerId
    crowned: tuple[Occasion, ...]
    defences_won: int
    defences_lost: int


@dataclass(frozen=True)
class Throne:
    """The sequence of reigns, oldest first; the last one is current unless it was ended."""

    reigns: tuple[Reign, ...] = ()

    @property
    def holder(self) -> PlayerId | None:
        """The reigning champion, if any."""
        current = self._current_reign()
        return current.holder if current is not None else None

    def proclaim(self, holder: PlayerId, occasion: Occasion) -> Throne:
        """Seat a champion on a vacant Throne without a final (e.g. the champion from before the app)."""
        if self.holder is not None:
            raise ThroneError(
                _("the Throne is held by player {player}; a final must decide it").format(player=self.holder)
            )
        self._check_new(occasion)
        return Throne((*self.reigns, Reign(holder, occasion)))

    def record_final(self, winner: PlayerId, finalists: Collection[PlayerId], occasion: Occasion) -> Throne:
        """Record a final: the holder's defence won, or a new holder crowned (ending the old reign)."""
        if winner not in finalists:
            raise ThroneError(_("player {player} did not play the final").format(player=winner))
        self._check_new(occasion)
        current = self._current_reign()
        if current is not None and current.holder == winner:
            defended = replace(current, defences_won=(*current.defences_won, occasion))
            return Throne((*self.reigns[:-1], defended))
        if current is None:
            return Throne((*self.reigns, Reign(winner, occasion)))
        cause = DethronementCause.DEFEATED if current.holder in finalists else DethronementCause.ABSENT
        ended = replace(current, dethroned=Dethronement(occasion, cause))
        return Throne((*self.reigns[:-1], ended, Reign(winner, occasion)))

    def holders(self) -> tuple[HolderRecord, ...]:
        """Every player who ever held the Throne, in order of their first coronation."""
        players = list(dict.fromkeys(reign.holder for reign in self.reigns))
        return tuple(self._record_of(player) for player in players)

    def _record_of(self, player: PlayerId) -> HolderRecord:
        reigns = [reign for reign in self.reigns if reign.holder == player]
        return HolderRecord(
            player=player,
            crowned=tuple(reign.crowned for reign in reigns),
            defences_won=sum(len(reign.defences_won) for reign in reigns),
            defences_lost=sum(
                1
                for reign in reigns
                if reign.dethroned is not None and reign.dethroned.cause is DethronementCause.DEFEATED
            ),
        )

    def _current_reign(self) -> Reign | None:
        if self.reigns and self.reigns[-1].dethroned is None:
            return self.reigns[-1]
        return None

    def _check_new(self, occasion: Occasion) -> None:
        for reign in self.reigns:
            seen = {reign.crowned, *reign.defences_won}
            if reign.dethroned is not None:
                seen.add(reign.dethroned.occasion)
            if occasion in seen:
                raise ThroneError(
                    _("{night} ({date}) is already in the Throne's history").format(
                        night=occasion.name, date=occasion.held_on
                    )
                )
