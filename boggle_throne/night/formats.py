"""The formats a night is played in: table rounds, or a head-to-head bracket.

Each format owns what differs between them: how players are seated, who reads in which order, where
a closed game's results go, how a corrected game is counted again, how the final is crowned, and
which games can start now. The `Night` holds one and asks it; nothing else branches on the format.
"""

from __future__ import annotations

import itertools
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from boggle_throne.night.commands import DrawBracket, SeatRound, StartGame, UnseatRound
from boggle_throne.night.errors import ActionRefusedError, UnknownNameError
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.tournament.advancement import Advancement, TieBreakGame, TieBreaksNeeded
from boggle_throne.tournament.bracket import Bracket, Match
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne
from boggle_throne.tournament.tournament import Tournament

if TYPE_CHECKING:
    from boggle_throne.night.state import Night


@dataclass(frozen=True)
class SeatedTie:
    """A tie at a cut that nothing but the next round's seats settled: who was tied, who kept a seat."""

    table: int | None
    players: tuple[PlayerId, ...]
    kept: tuple[PlayerId, ...]


@dataclass(frozen=True)
class AdvancementChange:
    """After a correction: who now advances from a round but was not seated next, who lost a seat,
    and the ties at its cuts that only the next round's seats settled (docs/rules.md §4)."""

    round: int
    gained: tuple[PlayerId, ...]
    lost: tuple[PlayerId, ...]
    undecided: bool = False
    seated_ties: tuple[SeatedTie, ...] = ()


class Format(Protocol):
    """What a format decides for the night it is played in."""

    kind: FormatKind

    @property
    def lock_reason(self) -> str | None:
        """Why the settings can no longer change (play has started in this format), or None."""

    @property
    def winner(self) -> PlayerId | None: ...

    def throne(self, before: Throne) -> Throne:
        """The Throne's history, with tonight's final once crowned (`before`: as the night began)."""

    def shares_boards(self, key: GameKey) -> bool:
        """Whether every table (or match) plays the same board for this game number."""

    def labelled(self, key: GameKey) -> GameKey:
        """The key as people name its game."""

    def seat(self, command: SeatRound) -> None: ...

    def unseat(self, command: UnseatRound) -> None: ...

    def draw(self, command: DrawBracket) -> None: ...

    def read_order(self, key: GameKey, command: StartGame) -> tuple[PlayerId, ...]:
        """Who reads in a game about to start, in reading order (refused if it cannot start)."""

    def count(self, record: GameRecord, results: list[GameResult]) -> None:
        """Count a game's results as it closes."""

    def recount(self, record: GameRecord, results: list[GameResult]) -> None:
        """Count a closed game's results again after a correction."""

    def crown(self) -> None: ...

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        """Where who advances now differs from who was seated next (after a correction)."""


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
        return "round 1 has been seated, and the rules, dictionary and format decide its games"

    @property
    def winner(self) -> PlayerId | None:
        return self.tournament.winner if self.tournament is not None else None

    def throne(self, before: Throne) -> Throne:
        return self.tournament.throne if self.tournament is not None else before

    def require_tournament(self) -> Tournament:
        if self.tournament is None:
            raise ActionRefusedError("no round has been seated yet")
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
            raise ActionRefusedError(f"only the latest round ({number}) can be seated again")
        if any(key.round == number for key in self._night.games):
            raise ActionRefusedError(f"round {number} has started games; it can no longer be seated again")
        tournament.unseat_latest_round()
        if not tournament.rounds:
            self.tournament = None

    def draw(self, command: DrawBracket) -> None:
        raise ActionRefusedError("this tournament is played in table rounds: seat a round instead")

    def read_order(self, key: GameKey, command: StartGame) -> tuple[PlayerId, ...]:
        round_ = self.round(key.round)
        if key.round != len(self.require_tournament().rounds):
            raise ActionRefusedError(f"round {key.round} is over; games are played in the latest round")
        if not key.is_tie_break:
            return round_.plan.read_order(key.table, key.game)
        order = tuple(self._night.player(p).id for p in command.players)
        if frozenset(order) not in {game.players for game in self.pending_tie_breaks(key.round)}:
            raise ActionRefusedError("no tie-break game is pending between those players")
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
            raise ActionRefusedError(f"{open_already[0].label} between those players is still open")
        return order

    def pending_tie_breaks(self, number: int) -> tuple[TieBreakGame, ...]:
        round_ = self.round(number)
        if round_.missing_results():
            return ()
        outcome = round_.outcome()
        return outcome.games if isinstance(outcome, TieBreaksNeeded) else ()

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
            raise ActionRefusedError("a tie-break game cannot be corrected once closed")
        self.count(record, results)

    def crown(self) -> None:
        self.require_tournament().crown()

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        if self.tournament is None:
            return ()
        changes = []
        for current, following in itertools.pairwise(self.tournament.rounds):
            came_on = set(following.plan.players) & set(current.plan.players)
            decided = _decided(current)
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


class HeadToHead:
    """A single-elimination bracket of best-of matches; the defending champion may wait in the final."""

    kind = FormatKind.HEAD_TO_HEAD

    def __init__(self, night: Night) -> None:
        self._night = night
        self.bracket: Bracket | None = None
        self.closed: list[GameKey] = []
        """The bracket's closed games in closing order: a correction counts them again in that order."""
        self.crowned: Throne | None = None

    @property
    def lock_reason(self) -> str | None:
        if self.bracket is None:
            return None
        return "the bracket has been drawn, and the rules, dictionary and format decide its games"

    @property
    def winner(self) -> PlayerId | None:
        return self.crowned.holder if self.crowned is not None else None

    def throne(self, before: Throne) -> Throne:
        return self.crowned or before

    def require_bracket(self) -> Bracket:
        if self.bracket is None:
            raise ActionRefusedError("no bracket has been drawn, so there is no match to play")
        return self.bracket

    def shares_boards(self, key: GameKey) -> bool:
        return self._night.require_settings().table_format.same_board_everywhere

    def labelled(self, key: GameKey) -> GameKey:
        if self.bracket is None or key.match is not None:
            return key
        with suppress(TournamentError):
            return replace(key, match=self.bracket.match_number(key.round, key.table))
        return key

    def seat(self, command: SeatRound) -> None:
        raise ActionRefusedError("this tournament is played head-to-head: draw the bracket instead")

    def unseat(self, command: UnseatRound) -> None:
        raise ActionRefusedError("this tournament is played head-to-head: its bracket is drawn once")

    def draw(self, command: DrawBracket) -> None:
        night = self._night
        settings = night.require_settings()
        if self.bracket is not None:
            raise ActionRefusedError("the bracket has already been drawn")
        seeding = [night.player(value) for value in command.seeding]
        defending: tuple[Player, ...] = ()
        if command.champion is not None:
            champion = night.player(command.champion)
            if champion.id != night.champion:
                raise ActionRefusedError(
                    f"{champion.name} does not hold the Throne; only its holder waits in the final"
                )
            defending = (champion,)
        absent = [p.name for p in (*seeding, *defending) if p.status is not PlayerStatus.CHECKED_IN]
        if absent:
            raise ActionRefusedError(f"only checked-in players enter the bracket, not {', '.join(absent)}")
        self.bracket = Bracket(
            [p.id for p in seeding],
            best_of=settings.best_of,
            tie_breakers=settings.table_format.advancement.tie_breakers,
            defending=defending[0].id if defending else None,
        )

    def read_order(self, key: GameKey, command: StartGame) -> tuple[PlayerId, ...]:
        """A match game's readers: the better seed reads first in odd games, the other in even ones."""
        match = self._pending_match(key)
        for earlier in range(1, key.game):
            record = self._night.games.get(GameKey(key.round, key.table, earlier))
            if record is None or not record.closed:
                raise ActionRefusedError(f"game {earlier} of that match has not been played yet")
        return match.players if key.game % 2 else match.players[::-1]

    def _pending_match(self, key: GameKey, bracket: Bracket | None = None) -> Match:
        """The match a game key names (round, match position as the table), while it is undecided."""
        bracket = bracket or self.require_bracket()
        number = bracket.match_number(key.round, key.table)
        for match in bracket.pending_matches():
            if (match.round_number, match.number) == (key.round, key.table):
                return match
        raise ActionRefusedError(
            f"round {key.round}, match {number} is not waiting to be played "
            "(decided, or its players not yet known)"
        )

    def count(self, record: GameRecord, results: list[GameResult]) -> None:
        bracket = self.require_bracket()
        bracket.record_game(self._pending_match(record.key), *results)
        self.closed.append(record.key)

    def recount(self, record: GameRecord, results: list[GameResult]) -> None:
        """Redraw the bracket's results from its closed games after one of them was corrected."""
        fresh = self.require_bracket().restarted()
        night = self._night
        for key in self.closed:
            closed = night.games[key]
            match = next(
                (m for m in fresh.pending_matches() if (m.round_number, m.number) == (key.round, key.table)),
                None,
            )
            if match is None or set(match.players) != set(closed.read_order):
                raise ActionRefusedError(
                    f"that correction changes who plays round {key.round}, match {key.match}, "
                    "which has been played since; undo its games first"
                )
            fresh.record_game(match, *night.results(closed))
        self.bracket = fresh

    def crown(self) -> None:
        bracket = self.require_bracket()
        champion = bracket.champion
        if champion is None:
            raise ActionRefusedError("the bracket's final has not been decided yet")
        if self.crowned is not None:
            raise ActionRefusedError("this tournament's champion has already been crowned")
        final = bracket.matches(bracket.round_count)[0]
        night = self._night
        self.crowned = night.throne.record_final(champion, final.players, night.require_settings().occasion)

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        return ()


def format_for(kind: FormatKind, night: Night) -> TableRounds | HeadToHead:
    """The format a night's settings name."""
    return HeadToHead(night) if kind is FormatKind.HEAD_TO_HEAD else TableRounds(night)


def _decided(round_: Round) -> Advancement | None:
    if round_.missing_results():
        return None
    outcome = round_.outcome()
    return outcome if isinstance(outcome, Advancement) else None
