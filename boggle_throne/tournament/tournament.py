"""A table-format tournament night: roster, rounds from the first table to the final, and the crowning.

The domain is deterministic: the same roster operations, seeds and results always give the same
seating and outcomes, so a caller can rebuild a tournament by replaying its event log (that is how
undo and corrections of any earlier step are meant to be handled).
"""

from __future__ import annotations

from enum import Enum

from boggle_throne.i18n import _, ngettext
from boggle_throne.tournament.advancement import Advancement, TieBreaksNeeded
from boggle_throne.tournament.errors import TournamentStateError, UnknownRoundError
from boggle_throne.tournament.planning import plan_round
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus, Roster
from boggle_throne.tournament.rounds import Round, RoundKind, RoundPlan
from boggle_throne.tournament.seeding import random_order, seed_order
from boggle_throne.tournament.table_format import SeatingMethod, TableFormat
from boggle_throne.tournament.throne import Occasion, Throne


class TournamentPhase(Enum):
    """Where the night stands, derived from the rounds and their results."""

    CHECK_IN = "check_in"
    PLAYING = "playing"
    BETWEEN_ROUNDS = "between_rounds"
    FINAL_DECIDED = "final_decided"
    CROWNED = "crowned"


class Tournament:
    """One tournament in the table format.

    The defending champion is the Throne's holder when the tournament begins, provided they are on the
    roster; they skip every table round and are seated at the final if checked in. Withdrawals go
    through the roster; a round counts them until the next round is seated (a qualifier who leaves
    before then is replaced by the next in line), after that they only keep the player out of later
    rounds.
    """

    def __init__(
        self,
        occasion: Occasion,
        table_format: TableFormat | None = None,
        roster: Roster | None = None,
        throne: Throne | None = None,
    ) -> None:
        self._occasion = occasion
        self._format = table_format if table_format is not None else TableFormat()
        self._roster = roster if roster is not None else Roster()
        self._throne = throne if throne is not None else Throne()
        self._rounds: list[Round] = []
        self._crowned_throne: Throne | None = None

    @property
    def throne(self) -> Throne:
        """The Throne's history, including this tournament's final once it is crowned."""
        return self._crowned_throne if self._crowned_throne is not None else self._throne

    @property
    def champion(self) -> PlayerId | None:
        """The defending champion: the holder as the tournament began, if on the roster."""
        holder = self._throne.holder
        return holder if holder is not None and holder in self._roster else None

    @property
    def winner(self) -> PlayerId | None:
        """The player crowned at this tournament's final, once crowned."""
        return self._crowned_throne.holder if self._crowned_throne is not None else None

    @property
    def rounds(self) -> tuple[Round, ...]:
        return tuple(self._rounds)

    def round(self, number: int) -> Round:
        """The round with this number (from 1)."""
        if not 1 <= number <= len(self._rounds):
            raise UnknownRoundError(
                _("there is no round {number} (rounds so far: {count})").format(
                    number=number, count=len(self._rounds)
                )
            )
        return self._rounds[number - 1]

    @property
    def phase(self) -> TournamentPhase:
        if self._crowned_throne is not None:
            return TournamentPhase.CROWNED
        if not self._rounds:
            return TournamentPhase.CHECK_IN
        latest = self._rounds[-1]
        if latest.missing_results() or isinstance(latest.outcome(), TieBreaksNeeded):
            return TournamentPhase.PLAYING
        return (
            TournamentPhase.FINAL_DECIDED
            if latest.plan.kind is RoundKind.FINAL
            else TournamentPhase.BETWEEN_ROUNDS
        )

    def plan_next_round(self, seed: int) -> RoundPlan:
        """The seating of the next round, without seating it; the previous round must be decided.

        The seed orders round 1 (randomly, or the unseeded players after the seeded ones) and the late
        entrants of a later round.
        """
        if self._rounds and self._rounds[-1].plan.kind is RoundKind.FINAL:
            raise TournamentStateError(_("the final has already been seated"))
        if self._crowned_throne is not None:
            raise TournamentStateError(_("this tournament's champion has already been crowned"))
        if self._rounds:
            latest = self._rounds[-1]
            qualifiers = latest.overall_order(self._decided(latest).advancing)
            newcomers = seed_order(self._newcomers(), seed)
        else:
            qualifiers = self._first_round_order(seed)
            newcomers = ()
        champion = self.champion
        if champion is not None and self._roster.get(champion).status is not PlayerStatus.CHECKED_IN:
            champion = None
        return plan_round(self._format, len(self._rounds) + 1, qualifiers, newcomers, champion, seed)

    def adopt_round(self, plan: RoundPlan) -> None:
        """Seat a round as planned (or as recorded earlier), closing the previous one.

        A recorded plan is adopted even if a later correction changed who should have advanced:
        the players already sat at those tables, and the caller reports the difference.
        """
        if plan.number != len(self._rounds) + 1:
            raise TournamentStateError(
                _("round {next} comes next, not round {number}").format(
                    next=len(self._rounds) + 1, number=plan.number
                )
            )
        if self._rounds:
            self._rounds[-1].close(frozenset(plan.players))
        rule = self._format.final_rule if plan.kind is RoundKind.FINAL else self._format.advancement
        self._rounds.append(Round(plan, rule, self._roster))

    def unseat_latest_round(self) -> RoundPlan:
        """Take back the latest round's seating (before it is played), to seat it again."""
        if not self._rounds:
            raise TournamentStateError(_("no round has been seated yet"))
        if self._crowned_throne is not None:
            raise TournamentStateError(_("this tournament's champion has already been crowned"))
        plan = self._rounds.pop().plan
        if self._rounds:
            self._rounds[-1].reopen()
        return plan

    def crown(self) -> PlayerId:
        """Crown the final's winner and record the final in the Throne's history."""
        if self._crowned_throne is not None:
            raise TournamentStateError(_("this tournament's champion has already been crowned"))
        if not self._rounds or self._rounds[-1].plan.kind is not RoundKind.FINAL:
            raise TournamentStateError(_("the final has not been seated yet"))
        final = self._rounds[-1]
        advancing = self._decided(final).advancing
        if not advancing:
            raise TournamentStateError(_("every finalist withdrew; there is nobody to crown"))
        final.close()
        self._crowned_throne = self._throne.record_final(advancing[0], final.plan.players, self._occasion)
        return advancing[0]

    def _decided(self, round_: Round) -> Advancement:
        outcome = round_.outcome()
        if isinstance(outcome, TieBreaksNeeded):
            raise TournamentStateError(
                ngettext(
                    "round {round} waits for {n} tie-break game",
                    "round {round} waits for {n} tie-break games",
                    len(outcome.games),
                ).format(round=round_.plan.number, n=len(outcome.games))
            )
        return outcome

    def _entrants(self) -> list[Player]:
        """Checked-in players other than the defending champion."""
        return [p for p in self._roster.with_status(PlayerStatus.CHECKED_IN) if p.id != self.champion]

    def _first_round_order(self, seed: int) -> tuple[PlayerId, ...]:
        entrants = self._entrants()
        if self._format.first_round_seating is SeatingMethod.SEED_RANK:
            return seed_order(entrants, seed)
        return random_order((p.id for p in entrants), seed)

    def _newcomers(self) -> list[Player]:
        """Entrants who have not been seated in any round yet (walk-ins and late check-ins)."""
        seated = {player for round_ in self._rounds for player in round_.plan.players}
        return [p for p in self._entrants() if p.id not in seated]
