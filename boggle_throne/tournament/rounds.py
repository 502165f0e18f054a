"""One round: its seating plan, the results recorded for it, and its outcome."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from boggle_throne.i18n import _, ngettext
from boggle_throne.tournament.advancement import (
    Advancement,
    AdvancementRule,
    RoundOutcome,
    TieBreakGame,
    TieBreaksNeeded,
    decide_advancement,
)
from boggle_throne.tournament.errors import (
    GameNumberError,
    IncompleteResultsError,
    NotSeatedError,
    TieBreakError,
    UnknownTableError,
)
from boggle_throne.tournament.players import PlayerId, PlayerStatus, Roster
from boggle_throne.tournament.read_order import read_order
from boggle_throne.tournament.seating import Table
from boggle_throne.tournament.standings import (
    GameResult,
    RoundScore,
    Standing,
    ahead_in_ties,
    overall_order,
    round_score,
    standings,
)


class RoundKind(Enum):
    """A table round eliminates players; the final crowns one."""

    TABLE = "table"
    FINAL = "final"


@dataclass(frozen=True)
class RoundPlan:
    """The seating of a round and everything derived from it; `seed` is the recorded seating seed."""

    number: int
    kind: RoundKind
    games: int
    tables: tuple[Table, ...]
    seed: int
    same_board_everywhere: bool

    @property
    def players(self) -> tuple[PlayerId, ...]:
        """Every seated player, table by table."""
        return tuple(player for table in self.tables for player in table.seats)

    def table(self, table_number: int) -> Table:
        """The table with this number."""
        if not 1 <= table_number <= len(self.tables):
            raise UnknownTableError(
                _("round {round} has no table {table}").format(round=self.number, table=table_number)
            )
        return self.tables[table_number - 1]

    def table_of(self, player: PlayerId) -> Table:
        """The table a player sits at."""
        for table in self.tables:
            if player in table.seats:
                return table
        raise NotSeatedError(
            _("player {player} is not seated in round {round}").format(player=player, round=self.number)
        )

    def read_order(self, table_number: int, game_number: int) -> tuple[PlayerId, ...]:
        """Who reads in which order at a table in a game of this round."""
        self.check_game(game_number)
        return read_order(self.table(table_number).seats, game_number)

    def check_game(self, game_number: int) -> None:
        """Raise GameNumberError unless the round has a game with this number."""
        if not 1 <= game_number <= self.games:
            raise GameNumberError(
                _("round {round} has games 1..{games}, not {game}").format(
                    round=self.number, games=self.games, game=game_number
                )
            )


class Round:
    """The results of one round and its outcome, recomputed from them on every question.

    Players withdrawn from the roster are left out of scores and advancement (their place goes to the
    next in line) until the round is closed, which freezes the withdrawals it takes into account.
    Recording a result again for the same player and game replaces it (a correction).
    """

    def __init__(self, plan: RoundPlan, rule: AdvancementRule, roster: Roster) -> None:
        self._plan = plan
        self._rule = rule
        self._roster = roster
        self._results: dict[PlayerId, dict[int, GameResult]] = {player: {} for player in plan.players}
        self._tie_breaks: dict[TieBreakGame, list[tuple[GameResult, ...]]] = {}
        self._closed_withdrawn: frozenset[PlayerId] | None = None
        self._seated_next: frozenset[PlayerId] | None = None

    @property
    def plan(self) -> RoundPlan:
        return self._plan

    @property
    def rule(self) -> AdvancementRule:
        return self._rule

    @property
    def withdrawn(self) -> frozenset[PlayerId]:
        """The seated players this round leaves out because they withdrew."""
        if self._closed_withdrawn is not None:
            return self._closed_withdrawn
        return frozenset(
            p for p in self._plan.players if self._roster.get(p).status is PlayerStatus.WITHDRAWN
        )

    def close(self, seated_next: frozenset[PlayerId] | None = None) -> None:
        """Freeze the withdrawals this round counts; later withdrawals no longer change its outcome.
        `seated_next`, the players of the round that follows, settle any tie a later correction leaves
        at this round's cut (its tie-break games can no longer be played)."""
        self._closed_withdrawn = self.withdrawn
        self._seated_next = seated_next

    def reopen(self) -> None:
        """Count withdrawals live again (the next round's seating was taken back)."""
        self._closed_withdrawn = None
        self._seated_next = None

    def record(self, game_number: int, result: GameResult) -> None:
        """Record (or correct) one player's result for one game of the round."""
        self._plan.table_of(result.player)
        self._plan.check_game(game_number)
        self._results[result.player][game_number] = result

    def missing_results(self) -> tuple[tuple[PlayerId, int], ...]:
        """The (player, game number) pairs still without a result, for players not withdrawn."""
        withdrawn = self.withdrawn
        return tuple(
            (player, game)
            for player in self._plan.players
            if player not in withdrawn
            for game in range(1, self._plan.games + 1)
            if game not in self._results[player]
        )

    def table_scores(self, table_number: int) -> tuple[RoundScore, ...]:
        """The round totals so far of the table's players who have not withdrawn, in seating order."""
        withdrawn = self.withdrawn
        return tuple(
            round_score(player, self._results[player], self._plan.games)
            for player in self._plan.table(table_number).seats
            if player not in withdrawn
        )

    def standings(self, table_number: int) -> tuple[Standing, ...]:
        """The table's ranking so far by the tie-break chain; once the round is decided, players who
        advance from a tie the chain could not break (by a tie-break game) are placed above the rest."""
        ranking = standings(self.table_scores(table_number), self._rule.tie_breakers)
        if self.missing_results():
            return ranking
        outcome = self.outcome()
        return ahead_in_ties(ranking, set(outcome.advancing)) if isinstance(outcome, Advancement) else ranking

    def overall_order(self, players: Sequence[PlayerId]) -> tuple[PlayerId, ...]:
        """The given players of this round ranked against each other across tables by the chain."""
        chosen = set(players)
        scores = (s for t in self._plan.tables for s in self.table_scores(t.number) if s.player in chosen)
        return overall_order(scores, self._rule.tie_breakers)

    def outcome(self) -> RoundOutcome:
        """Who advances, or which tie-break games must be played first."""
        missing = self.missing_results()
        if missing:
            raise IncompleteResultsError(
                ngettext(
                    "round {round} still misses {n} result",
                    "round {round} still misses {n} results",
                    len(missing),
                ).format(round=self._plan.number, n=len(missing))
            )
        tables = [self.table_scores(table.number) for table in self._plan.tables]
        return decide_advancement(self._plan.number, tables, self._rule, self._tie_breaks, self._seated_next)

    def settle_tie_break(self, game: TieBreakGame, results: Sequence[GameResult]) -> None:
        """Record the result of a pending tie-break game: one result for each of its players."""
        outcome = self.outcome()
        if not isinstance(outcome, TieBreaksNeeded) or game not in outcome.games:
            raise TieBreakError(
                _("no such tie-break game is pending in round {round}: {game}").format(
                    round=self._plan.number, game=game
                )
            )
        players = [result.player for result in results]
        if len(players) != len(game.players) or set(players) != game.players:
            raise TieBreakError(_("a tie-break result needs exactly one result per tied player"))
        self._tie_breaks.setdefault(game, []).append(tuple(results))
