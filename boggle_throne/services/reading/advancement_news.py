"""What a correction (or its undo) did to who advanced from a decided round, said as it now stands.

A correction never moves a seat already taken: the round that follows keeps the seats it was drawn
with, its games and results stand as played, and the crown stands once given. The warning says so
for the very players concerned, and names only the ways back that the night still allows: undoing
the correction, and re-drawing the next round's seating while none of its games has started.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.i18n import N_, _, ngettext
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
        if self.final:
            return _("round {number} (the final)").format(number=self.number)
        return _("round {number}").format(number=self.number)

    def seat_of(self, name: str) -> str:
        """Where a player sits in this round, as a judge says it."""
        table = dict(self.seats).get(name)
        if table is None or self.tables == 1:
            if self.final:
                return _("a seat in the final")
            return _("a seat in round {number}").format(number=self.number)
        return _("a seat at table {table} of round {number}").format(table=table, number=self.number)


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
        """The warning in sentences, the same in the judges' window and on the command line, in the
        language spoken."""
        if self.changed_back:
            return self._changed_back()
        number = self.round
        lines = []
        if self.undecided:
            lines.append(
                _("Round {number} is no longer decided: a tie-break may be needed.").format(number=number)
            )
        if self.gained:
            now = ngettext(
                "Round {number}: {names} now advances.",
                "Round {number}: {names} now advance.",
                len(self.gained),
            )
            lines.append(now.format(number=number, names=_names(self.gained)))
        if self.lost:
            no_longer = ngettext(
                "Round {number}: {names} no longer advances.",
                "Round {number}: {names} no longer advance.",
                len(self.lost),
            )
            lines.append(no_longer.format(number=number, names=_names(self.lost)))
        for tie in self.seated_ties:
            if tie.kept:
                kept = ngettext("{names} keeps the seat taken", "{names} keep the seats taken", len(tie.kept))
                kept = kept.format(names=_names(tie.kept))
            else:
                kept = _("none of them was seated there")
            if tie.table is not None:
                sentence = _(
                    "Round {number}, table {table}: the tie-break chain cannot separate {players}, and round "
                    "{number} is followed by round {next}: {kept} there, without a tie-break game."
                )
            else:
                sentence = _(
                    "Round {number}, the wild cards: the tie-break chain cannot separate {players}, and "
                    "round {number} is followed by round {next}: {kept} there, without a tie-break game."
                )
            lines.append(
                sentence.format(
                    number=number, table=tie.table, players=_names(tie.players), next=number + 1, kept=kept
                )
            )
        if self.following is not None:
            lines.extend(self._what_stands(self.following))
        return tuple(lines)

    def _what_stands(self, following: FollowingRoundView) -> list[str]:
        """What happens now in the next round, and the ways back the night still allows."""
        title = following.title
        if following.can_reseat:
            return [
                _capital(
                    _(
                        "{round} has not started and keeps its seats until you re-draw its seating "
                        "(Rounds ▸ Re-draw seating), which seats it from the corrected results; "
                        "or undo the correction."
                    ).format(round=title)
                )
            ]
        played = following.final and following.winner is not None
        seats = [
            _("{name} keeps {seat}").format(name=name, seat=following.seat_of(name)) for name in self.lost
        ]
        seats += [_("{name} gets no seat in it").format(name=name) for name in self.gained]
        state = _PLAYED if played else _STARTED if following.started else _LOCKED
        lines = [_capital(_(state[bool(seats)]).format(round=title, seats=_("; ").join(seats)))]
        if played:
            lines.append(
                _("The final's result stands as played: {name} won it.").format(name=following.winner)
            )
            if following.crowned is not None:
                lines.append(_("The crown stands: {name} holds the Throne.").format(name=following.crowned))
            else:
                lines.append(_("{name} can still be crowned.").format(name=following.winner))
        else:
            lines.append(_("The games of {round} stand as played.").format(round=title))
        lines.append(
            _capital(
                _("{round} can no longer be re-drawn: only undoing the correction takes it back.").format(
                    round=title
                )
            )
        )
        return lines

    def _changed_back(self) -> tuple[str, ...]:
        number = self.round
        lines = [_("Round {number}: who advances changed back.").format(number=number)]
        if self.undecided:
            lines.append(_("Round {number} is decided again.").format(number=number))
        if self.gained:
            again = ngettext("{names} advances again.", "{names} advance again.", len(self.gained))
            lines.append(again.format(names=_names(self.gained)))
        if self.lost:
            no_longer = ngettext("{names} no longer advances.", "{names} no longer advance.", len(self.lost))
            lines.append(no_longer.format(names=_names(self.lost)))
        if self.following is None:
            following = _("round {number}").format(number=number + 1)
        else:
            following = self.following.title
        lines.append(
            _("Round {number}'s results agree again with the seats of {round}.").format(
                number=number, round=following
            )
        )
        return tuple(lines)


_PLAYED = (
    N_("{round} has been played, so its seats stay as drawn."),
    N_("{round} has been played, so its seats stay as drawn: {seats}."),
)
"""Why the next round's seats stay as drawn: it has been played (the sentence without and with the
players it concerns, translated where said)."""
_STARTED = (
    N_("{round} has started, so its seats stay as drawn."),
    N_("{round} has started, so its seats stay as drawn: {seats}."),
)
"""Why the seats stay: the round has started."""
_LOCKED = (
    N_("{round} cannot be seated again, so its seats stay as drawn."),
    N_("{round} cannot be seated again, so its seats stay as drawn: {seats}."),
)
"""Why the seats stay: the round can no longer be seated again."""


def _names(names: tuple[str, ...]) -> str:
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


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
        state.format.can_unseat(number),
        names[winner] if winner is not None else None,
        names[crowned] if final and crowned is not None else None,
    )
