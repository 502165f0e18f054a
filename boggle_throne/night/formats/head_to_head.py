"""A head-to-head bracket: best-of matches, the defending champion waiting in the final."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING

from boggle_throne.i18n import _
from boggle_throne.night.commands import DrawBracket, SeatRound, StartGame, UnseatRound
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.tournament.bracket import Bracket, Match
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import Player, PlayerId, PlayerStatus
from boggle_throne.tournament.standings import GameResult
from boggle_throne.tournament.throne import Throne

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

from boggle_throne.night.formats.base import AdvancementChange, NextGame


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
        return _("the bracket has been drawn, and the rules, dictionary and format decide its games")

    @property
    def winner(self) -> PlayerId | None:
        return self.crowned.holder if self.crowned is not None else None

    def throne(self, before: Throne) -> Throne:
        return self.crowned or before

    def require_bracket(self) -> Bracket:
        if self.bracket is None:
            raise ActionRefusedError(_("no bracket has been drawn, so there is no match to play"))
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
        raise ActionRefusedError(_("this tournament is played head-to-head: draw the bracket instead"))

    def unseat(self, command: UnseatRound) -> None:
        raise ActionRefusedError(_("this tournament is played head-to-head: its bracket is drawn once"))

    def draw(self, command: DrawBracket) -> None:
        night = self._night
        settings = night.require_settings()
        if self.bracket is not None:
            raise ActionRefusedError(_("the bracket has already been drawn"))
        seeding = [night.player(value) for value in command.seeding]
        defending: tuple[Player, ...] = ()
        if command.champion is not None:
            champion = night.player(command.champion)
            if champion.id != night.champion:
                raise ActionRefusedError(
                    _("{name} does not hold the Throne; only its holder waits in the final").format(
                        name=champion.name
                    )
                )
            defending = (champion,)
        absent = [p.name for p in (*seeding, *defending) if p.status is not PlayerStatus.CHECKED_IN]
        if absent:
            raise ActionRefusedError(
                _("only checked-in players enter the bracket, not {names}").format(names=", ".join(absent))
            )
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
                raise ActionRefusedError(
                    _("game {game} of that match has not been played yet").format(game=earlier)
                )
        return match.players if key.game % 2 else match.players[::-1]

    def _pending_match(self, key: GameKey) -> Match:
        """The match a game key names (round, match position as the table), while it is undecided."""
        bracket = self.require_bracket()
        number = bracket.match_number(key.round, key.table)
        for match in bracket.pending_matches():
            if (match.round_number, match.number) == (key.round, key.table):
                return match
        raise ActionRefusedError(
            _(
                "round {round}, match {match} is not waiting to be played "
                "(decided, or its players not yet known)"
            ).format(round=key.round, match=number)
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
                    _(
                        "that correction changes who plays round {round}, match {match}, "
                        "which has been played since; undo its games first"
                    ).format(round=key.round, match=key.match)
                )
            fresh.record_game(match, *night.results(closed))
        self.bracket = fresh

    def crown(self) -> None:
        bracket = self.require_bracket()
        champion = bracket.champion
        if champion is None:
            raise ActionRefusedError(_("the bracket's final has not been decided yet"))
        if self.crowned is not None:
            raise ActionRefusedError(_("this tournament's champion has already been crowned"))
        final = bracket.matches(bracket.round_count)[0]
        night = self._night
        self.crowned = night.throne.record_final(champion, final.players, night.require_settings().occasion)

    def advancement_changes(self) -> tuple[AdvancementChange, ...]:
        return ()

    def next_games(self, number: int) -> tuple[NextGame, ...]:
        """The next game of each undecided match of a bracket round whose players are known, once every
        game it has played so far is closed (games are played one after another)."""
        bracket = self.bracket
        if bracket is None or not 1 <= number <= bracket.round_count:
            return ()
        games = self._night.games
        found = []
        for match in bracket.matches(number):
            played = [
                record for key, record in games.items() if (key.round, key.table) == (number, match.number)
            ]
            if bracket.winner(match) is not None or any(not record.closed for record in played):
                continue
            key = GameKey(number, match.number, len(played) + 1, bracket.match_number(number, match.number))
            with suppress(ActionRefusedError, TournamentError):
                found.append(NextGame(key, self.read_order(key, StartGame(key, ""))))
        return tuple(found)

    def can_unseat(self, number: int) -> bool:
        """A bracket is drawn once: it has no seating to take back."""
        return False

    @property
    def crown_candidate(self) -> PlayerId | None:
        """The bracket's champion once its final is decided, until crowned."""
        if self.bracket is None or self.crowned is not None:
            return None
        return self.bracket.champion
