"""What a correction (or its undo) did to who advanced from a decided round, said as it now stands.

A correction never moves a seat already taken: the round that follows keeps the seats it was drawn
with, its games and results stand as played, and the crown stands once given. The warning says so
for the very players concerned, and names only the ways back that the night still allows: undoing
the correction, and re-drawing the next round's seating while none of its games has started.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.night.formats import AdvancementChange
from boggle_throne.night.formats.base import decided_outcome
from boggle_throne.night.state import Night
from boggle_throne.tournament.rounds import RoundKind


@dataclass(frozen=True)
class SeatedTieView:
    """A tie at a cut that the tie-break chain could not break once the next round was seated."""

    table: int | None
    players: tuple[str, ...]
    kept: tuple[str, ...]


@dataclass(frozen=True)
class FollowingRoundView:
    """The round seated after the one whose advancement changed, as it stands.

    `seats` gives each seated player's table; `started` whether any of its games has started (its
    seats then stay as drawn); `can_reseat` whether its seating can still be drawn again; for the
    final, `winner` once it is decided and `crowned` once the crown is given."""

    number: int
    final: bool
    seats: tuple[tuple[str, int], ...]
    tables: int
    started: bool
    can_reseat: bool
    winner: str | None = None
    crowned: str | None = None

    @property
    def title(self) -> str:
        return f"round {self.number} (the final)" if self.final else f"round {self.number}"

    def seat_of(self, name: str) -> str:
        """Where a player sits in this round, as a judge says it."""
        table = dict(self.seats).get(name)
        if table is None or self.tables == 1:
            return f"a seat in {'the final' if self.final else f'round {self.number}'}"
        return f"a seat at table {table} of round {self.number}"


@dataclass(frozen=True)
class AdvancementChangeView:
    """Who advances from a decided round now differs from who was seated next (or, `changed_back`,
    agrees with it again): who gained and lost a place, the ties the next round's seats settled, and
    that next round as it stands."""

    round: int
    gained: tuple[str, ...]
    lost: tuple[str, ...]
    undecided: bool
    seated_ties: tuple[SeatedTieView, ...] = ()
    following: FollowingRoundView | None = None
    changed_back: bool = False

    def messages(self) -> tuple[str, ...]:
        """The warning in sentences, the same in the judges' window and on the command line."""
        if self.changed_back:
            return self._changed_back()
        number = self.round
        lines = []
        if self.undecided:
            lines.append(f"Round {number} is no longer decided: a tie-break may be needed.")
        if self.gained:
            lines.append(
                f"Round {number}: {_names(self.gained)} now {_verb(self.gained, 'advances', 'advance')}."
            )
        if self.lost:
            lines.append(
                f"Round {number}: {_names(self.lost)} no longer {_verb(self.lost, 'advances', 'advance')}."
            )
        for tie in self.seated_ties:
            where = f"table {tie.table}" if tie.table is not None else "the wild cards"
            kept = (
                f"{_names(tie.kept)} {'keeps the seat' if len(tie.kept) == 1 else 'keep the seats'} taken"
                if tie.kept
                else "none of them was seated there"
            )
            lines.append(
                f"Round {number}, {where}: the tie-break chain cannot separate {_names(tie.players)}, "
                f"and round {number} is followed by round {number + 1}: {kept} there, without a "
                "tie-break game."
            )
        if self.following is not None:
            lines.extend(self._what_stands(self.following))
        return tuple(lines)

    def _what_stands(self, following: FollowingRoundView) -> list[str]:
        """What happens now in the next round, and the ways back the night still allows."""
        title = following.title
        if following.can_reseat:
            return [
                f"{_capital(title)} has not started and keeps its seats until you re-draw its seating "
                f"(Rounds ▸ Re-draw seating), which seats it from the corrected results; "
                "or undo the correction."
            ]
        lines = []
        played = following.final and following.winner is not None
        state = (
            "has been played" if played else "has started" if following.started else "cannot be seated again"
        )
        seats = [f"{name} keeps {following.seat_of(name)}" for name in self.lost]
        seats += [f"{name} gets no seat in it" for name in self.gained]
        lines.append(
            f"{_capital(title)} {state}, so its seats stay as drawn"
            + (f": {'; '.join(seats)}." if seats else ".")
        )
        if following.final and following.winner is not None:
            lines.append(f"The final's result stands as played: {following.winner} won it.")
            if following.crowned is not None:
                lines.append(f"The crown stands: {following.crowned} holds the Throne.")
            else:
                lines.append(f"{following.winner} can still be crowned.")
        else:
            lines.append(f"The games of {title} stand as played.")
        lines.append(
            f"{_capital(title)} can no longer be re-drawn: only undoing the correction takes it back."
        )
        return lines

    def _changed_back(self) -> tuple[str, ...]:
        number = self.round
        lines = [f"Round {number}: who advances changed back."]
        if self.undecided:
            lines.append(f"Round {number} is decided again.")
        if self.gained:
            lines.append(f"{_names(self.gained)} {_verb(self.gained, 'advances', 'advance')} again.")
        if self.lost:
            lines.append(f"{_names(self.lost)} no longer {_verb(self.lost, 'advances', 'advance')}.")
        following = f"round {number + 1}" if self.following is None else self.following.title
        lines.append(f"Round {number}'s results agree again with the seats of {following}.")
        return tuple(lines)


def _verb(subjects: tuple[str, ...], one: str, many: str) -> str:
    return one if len(subjects) == 1 else many


def _names(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def advancement_news(
    state: Night, before: tuple[AdvancementChange, ...], after: tuple[AdvancementChange, ...]
) -> tuple[AdvancementChangeView, ...]:
    """What an action did to who advanced (`before` and `after` it): every difference that stands
    now, and every one it took away (changed back), or nothing when it changed none."""
    if after == before:
        return ()
    standing = {change.round for change in after}
    now = tuple(advancement_change_view(state, change) for change in after)
    back = tuple(
        advancement_change_view(state, change, changed_back=True)
        for change in before
        if change.round not in standing
    )
    return now + back


def advancement_change_view(
    state: Night, change: AdvancementChange, *, changed_back: bool = False
) -> AdvancementChangeView:
    """A change as the warning says it; `changed_back`: a change taken away, its gains and losses
    swapped (those who had lost a place have it again)."""
    names = state.names()
    gained = tuple(names[p] for p in change.gained)
    lost = tuple(names[p] for p in change.lost)
    return AdvancementChangeView(
        change.round,
        lost if changed_back else gained,
        gained if changed_back else lost,
        change.undecided,
        ()
        if changed_back
        else tuple(
            SeatedTieView(tie.table, tuple(names[p] for p in tie.players), tuple(names[p] for p in tie.kept))
            for tie in change.seated_ties
        ),
        _following(state, change.round + 1),
        changed_back,
    )


def _following(state: Night, number: int) -> FollowingRoundView | None:
    tournament = state.tournament
    if tournament is None or number > len(tournament.rounds):
        return None
    following = tournament.rounds[number - 1]
    names = state.names()
    final = following.plan.kind is RoundKind.FINAL
    decided = decided_outcome(following) if final else None
    winner = decided.advancing[0] if decided is not None and decided.advancing else None
    crowned = state.winner
    return FollowingRoundView(
        number,
        final,
        tuple((names[p], table.number) for table in following.plan.tables for p in table.seats),
        len(following.plan.tables),
        any(key.round == number for key in state.games),
        state.can_unseat(number),
        names[winner] if winner is not None else None,
        names[crowned] if final and crowned is not None else None,
    )
