"""Who advances from a round: the top K of each table, then W wild cards, ties settled by tie-break games.

A cut that falls inside a group the chain cannot separate is never guessed: the round's outcome is then
the sudden-death tie-break game(s) that must be played, and their results, once recorded, settle the cut.
A tie-break game is ranked by the same chain as a one-game round; if it leaves the cut tied again, the
players still tied at the cut play another one.

A round that a later round already follows is never sent back to sudden death (docs/rules.md §4): a
correction can leave a tie at its cut long after its tie-break could have been played. The chain
still decides first; players it cannot separate are settled by the seats of the later round (those
seated there keep them), and the outcome lists those ties so that the judge is warned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain as chained

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import FormatError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.standings import (
    DEFAULT_TIE_BREAKERS,
    GameResult,
    RoundScore,
    TieBreaker,
    single_game_score,
    tie_groups,
    validate_tie_breakers,
)


@dataclass(frozen=True)
class AdvancementRule:
    """How many advance: `per_table` from each table, plus `wild_cards` best of the rest overall."""

    per_table: int = 2
    wild_cards: int = 0
    tie_breakers: tuple[TieBreaker, ...] = DEFAULT_TIE_BREAKERS

    def __post_init__(self) -> None:
        if self.per_table < 1 or self.wild_cards < 0:
            raise FormatError(
                _("need per_table >= 1 and wild_cards >= 0, got {per_table}/{wild_cards}").format(
                    per_table=self.per_table, wild_cards=self.wild_cards
                )
            )
        validate_tie_breakers(self.tie_breakers)


@dataclass(frozen=True)
class Cut:
    """Where a line is drawn: at a table of a round, or across the round for the wild cards (table None)."""

    round_number: int
    table_number: int | None


@dataclass(frozen=True)
class TieBreakGame:
    """A sudden-death game the tied `players` must play for `places` spots at `cut`."""

    cut: Cut
    players: frozenset[PlayerId]
    places: int


@dataclass(frozen=True)
class Advancement:
    """A decided round: the qualifiers of each table (in table order), the wild cards, and the ties
    that were settled by the seats of the round that follows instead of a tie-break game."""

    table_qualifiers: tuple[tuple[PlayerId, ...], ...]
    wild_cards: tuple[PlayerId, ...]
    seated_ties: tuple[TieBreakGame, ...] = ()

    @property
    def advancing(self) -> tuple[PlayerId, ...]:
        """Every advancing player: table qualifiers table by table, then the wild cards."""
        return tuple(chained(*self.table_qualifiers, self.wild_cards))


@dataclass(frozen=True)
class TieBreaksNeeded:
    """An undecided round: these tie-break games must be played first (they can run at the same time)."""

    games: tuple[TieBreakGame, ...]


RoundOutcome = Advancement | TieBreaksNeeded
TieBreakResults = Mapping[TieBreakGame, Sequence[Sequence[GameResult]]]


def decide_advancement(
    round_number: int,
    tables: Sequence[Sequence[RoundScore]],
    rule: AdvancementRule,
    tie_breaks: TieBreakResults,
    seated_next: frozenset[PlayerId] | None = None,
) -> RoundOutcome:
    """Decide a round from its eligible players' scores, `tables[i]` being table i + 1.

    `tie_breaks` holds the results of the tie-break games played so far, each game's attempts in order.
    `seated_next` holds the players of the round that follows, once one does: a tie nothing else
    separates is then settled by those seats rather than by a game. Table cuts are decided first; the
    wild-card cut only once every table cut is settled.
    """
    settle = _Settler(rule, tie_breaks, seated_next)
    qualifiers: list[tuple[PlayerId, ...]] = []
    needed: list[TieBreakGame] = []
    for number, scores in enumerate(tables, start=1):
        picked = settle.select(Cut(round_number, number), tie_groups(scores, rule.tie_breakers))
        if isinstance(picked, TieBreakGame):
            needed.append(picked)
        else:
            qualifiers.append(picked)
    if needed:
        return TieBreaksNeeded(tuple(needed))
    taken = set(chained(*qualifiers))
    rest = [score for scores in tables for score in scores if score.player not in taken]
    wild = settle.select(Cut(round_number, None), tie_groups(rest, rule.tie_breakers))
    if isinstance(wild, TieBreakGame):
        return TieBreaksNeeded((wild,))
    return Advancement(tuple(qualifiers), wild, tuple(settle.seated_ties))


class _Settler:
    """Draws the cuts of one round, noting the ties it had to settle by the next round's seats."""

    def __init__(
        self, rule: AdvancementRule, tie_breaks: TieBreakResults, seated_next: frozenset[PlayerId] | None
    ) -> None:
        self._rule = rule
        self._tie_breaks = tie_breaks
        self._seated_next = seated_next
        self.seated_ties: list[TieBreakGame] = []

    def select(
        self, cut: Cut, groups: Sequence[frozenset[PlayerId]], places: int | None = None
    ) -> tuple[PlayerId, ...] | TieBreakGame:
        """Take `places` players from the ranked groups (the cut's K or W by default)."""
        if places is None:
            places = self._rule.per_table if cut.table_number is not None else self._rule.wild_cards
        chosen: list[PlayerId] = []
        for group in groups:
            room = places - len(chosen)
            if room <= 0:
                break
            if len(group) <= room:
                chosen.extend(sorted(group))
                continue
            settled = self._settle(TieBreakGame(cut, group, room))
            if isinstance(settled, TieBreakGame):
                return settled
            chosen.extend(settled)
        return tuple(chosen)

    def _settle(self, game: TieBreakGame) -> tuple[PlayerId, ...] | TieBreakGame:
        """Use the first recorded attempt of `game` that separates its players; otherwise, once a later
        round is seated, those of them it seated keep their seats; otherwise the game must be played."""
        for results in self._tie_breaks.get(game, ()):
            groups = tie_groups((single_game_score(r) for r in results), self._rule.tie_breakers)
            if len(groups) > 1:
                return self.select(game.cut, groups, game.places)
        seated = self._seated_next
        if seated is None:
            return game
        self.seated_ties.append(game)
        seated_first = sorted(game.players, key=lambda player: (player not in seated, player))
        return tuple(sorted(seated_first[: game.places]))
