"""Table rounds: the best at each table advance, round after round, up to a final table."""

from __future__ import annotations

import itertools
from contextlib import suppress
from typing import TYPE_CHECKING

from boggle_throne.i18n import _
from boggle_throne.night.commands import DrawBracket, SeatRound, StartGame, UnseatRound
from boggle_throne.night.errors import ActionRefusedError, UnknownNameError
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.tournament.advancement import TieBreakGame, TieBreaksNeeded
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne
from boggle_throne.tournament.tournament import Tournament, TournamentPhase

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

from boggle_throne.night.formats.base import AdvancementChange, NextGame, SeatedTie, decided_outcome


class TableRounds:
    """Rounds of tables, the best at each table advancing, up to a final table."""

    kind = FormatKind.TABLE_ROUNDS

    def __init__(self, night: Night) -> None:
        self._night = night
        self.tournament: Tournament | None = None

    @property
    def lock_reason(self) -> str | None:
        if self.tournament is None:
            return None
        return _("round 1 has been seated, and the rules, dictionary and format decide its games")

    @property
    def winner(self) -> PlayerId | None:
        return self.tournament.winner if self.tournament is not None else None

    def throne(self, before: Throne) -> Throne:
        return self.tournament.throne if self.tournament is not None else before

    def require_tournament(self) -> Tournament:
        if self.tournament is None:
            raise ActionRefusedError(_("no round has been seated yet"))
        return self.tournament

    def round(self, number: int) -> Round:
        try:
            return self.require_tournament().round(number)
        except TournamentError as error:
            raise UnknownNameError(str(error)) from None

    def shares_boards(self, key: GameKey) -> bool:
        return self.round(key.round).plan.same_board_everywhere and not key.is_tie_break

    def labelled(self, key: GameKey) -> GameKey:
        return key

    def seat(self, command: SeatRound) -> None:
        night = self._night
        settings = night.require_settings()
        for player in command.plan.players:
            night.roster.get(player)
        tournament = self.tournament or Tournament(
            settings.occasion, settings.table_format, night.roster, night.throne
        )
        tournament.adopt_round(command.plan)
        self.tournament = tournament

    def unseat(self, command: UnseatRound) -> None:
        tournament = self.require_tournament()
        number = len(tournament.rounds)
        if command.round != number:
            raise ActionRefusedError(
                _("only the latest round ({number}) can be seated again").format(number=number)
            )
        if not self.can_unseat(number):
            raise ActionRefusedError(
                _("round {number} has started games; it can no longer be seated again").format(number=number)
            )
        tournament.unseat_latest_round()
        if not tournament.rounds:
            self.tournament = None

    def draw(self, command: DrawBracket) -> None:
        raise ActionRefusedError(_("this tournament is played in table rounds: seat a round instead"))

    def read_order(self, key: GameKey, command: StartGame) -> tuple[PlayerId, ...]:
        round_ = self.round(key.round)
        if key.round != len(self.require_tournament().rounds):
            raise ActionRefusedError(
                _("round {number} is over; games are played in the latest round").format(number=key.round)
            )
        if not key.is_tie_break:
            return round_.plan.read_order(key.table, key.game)
        order = tuple(self._night.player(p).id for p in command.players)
        if frozenset(order) not in {game.players for game in self.pending_tie_breaks(key.round)}:
            raise ActionRefusedError(_("no tie-break game is pending between those players"))
        open_already = [
            other
            for other, record in self._night.games.items()
            if other.round == key.round
            and other.is_tie_break
            and other != key
            and not record.closed
            and set(record.read_order) == set(order)
        ]
        if open_already:
            raise ActionRefusedError(
                _("{game} between those players is still open").format(game=open_already[0].label)
            )
        return order

    def pending_tie_breaks(self, number: int) -> tuple[TieBreakGame, ...]:
        round_ = self.round(number)
        if round_.missing_results():
            return ()
        outcome = round_.outcome()
        return outcome.games if isinstance(outcome, TieBreaksNeeded) else ()

    def next_games(self, number: int) -> tuple[NextGame, ...]:
        """The games of a round that can start now (as `read_order` allows): every table's games not
        started yet, then a tie-break game for each tie the round waits for and nobody plays yet,
        numbered after the round's tie-break games so far (table 0 holds them)."""
        games = self._night.games
        tournament = self.tournament
        if tournament is None or not 1 <= number <= len(tournament.rounds):
            return ()
        plan = self.round(number).plan
        candidates: list[tuple[GameKey, tuple[PlayerId, ...]]] = [
            (GameKey(number, table.number, game), ())
            for table in plan.tables
            for game in range(1, plan.games + 1)
            if GameKey(number, table.number, game) not in games
        ]
        after = max((key.game for key in games if key.round == number and key.is_tie_break), default=0)
        ties = [tuple(sorted(tie.players)) for tie in self.pending_tie_breaks(number)]
        candidates.extend(
            (GameKey(number, 0, after + position), players) for position, players in enumerate(ties, 1)
        )
        found = []
        for key, players in candidates:
            with suppress(ActionRefusedError, TournamentError):
                found.append(NextGame(key, self.read_order(key, StartGame(key, "", None, players))))
        tie_breaks = [game for game in found if game.key.is_tie_break]
        renumbered = [  # a tie already being played leaves a gap: number the others on from `after`
            NextGame(GameKey(number, 0, after + position), game.players)
            for position, game in enumerate(tie_breaks, 1)
        ]
        return (*(game for game in found if not game.key.is_tie_break), *renumbered)

    def can_unseat(self, number: int) -> bool:
        """Whether `unseat` takes back this round now: the latest round, none of its games started,
        nobody crowned yet."""
        tournament = self.tournament
        return (
            tournament is not None
            and tournament.winner is None
            and number == len(tournament.rounds)
            and not any(key.round == number for key in self._night.games)
        )

    @property
    def crown_candidate(self) -> PlayerId | None:
        """The final table's winner once the final is decided, until crowned."""
        tournament = self.tournament
        if tournament is None or tournament.phase is not TournamentPhase.FINAL_DECIDED:
            return None
        decided = decided_outcome(tournament.rounds[-1])
        return decided.advancing[0] if decided is not None and decided.advancing else None

    def count(self, record: GameRecord, results: list[GameResult]) -> None:
        key = record.key
        if not key.is_tie_break:
            for result in results:
                self.round(key.round).record(key.game, result)
            return
        pending = self.pending_tie_breaks(key.round)
        game = next((g for g in pending if g.players == set(record.read_order)), None)
        if game is not None:  # a correction may have settled the tie since: the game then counts for nothing
            self.round(key.round).settle_tie_break(game, results)

    def recount(self, record: GameRecord, results: list[GameResult]) -> None:
        if record.key.is_tie_break:
            raise ActionRefusedError(_("a tie-break game cannot be corrected once closed"))
        self.count(record, results)

    def crown(self) -> None:
        self.require_tournament().crown()

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        if self.tournament is None:
            return ()
        changes = []
        for current, following in itertools.pairwise(self.tournament.rounds):
            came_on = set(following.plan.players) & set(current.plan.players)
            decided = decided_outcome(current)
            if decided is None:
                changes.append(AdvancementChange(current.plan.number, (), tuple(sorted(came_on)), True))
                continue
            advancing = set(decided.advancing)
            gained, lost = tuple(sorted(advancing - came_on)), tuple(sorted(came_on - advancing))
            ties = tuple(
                SeatedTie(
                    tie.cut.table_number,
                    tuple(sorted(tie.players)),
                    tuple(sorted(tie.players & advancing & came_on)),
                )
                for tie in decided.seated_ties
            )
            if gained or lost or ties:
                changes.append(AdvancementChange(current.plan.number, gained, lost, seated_ties=ties))
        return tuple(changes)
