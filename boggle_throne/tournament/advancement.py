"""Who advances from a round: the top K of each table, then W wild cards, ties settled by tie-break games.

A cut that falls inside a group the chain cannot separate is never guessed: the round's outcome is then
the sudden-death tie-break game(s) that must be played, and their results, once recorded, settle the cut.
A tie-break game is ranked by the same chain as a one-game round; if it leaves the cut tied again, the
players still tied at the cut play another one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain as chained

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
                f"need per_table >= 1 and wild_cards >= 0, got {self.per_table}/{self.wild_cards}"
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
    """A decided round: the qualifiers of each table (in table order) and the wild cards."""

    table_qualifiers: tuple[tuple[PlayerId, ...], ...]
    wild_cards: tuple[PlayerId, ...]

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
) -> RoundOutcome:
    """Decide a round from its eligible players' scores, `tables[i]` being table i + 1.

    `tie_breaks` holds the results of the tie-break games played so far, each game's attempts in order.
    Table cuts are decided first; the wild-card cut only once every table cut is settled.
    """
    qualifiers: list[tuple[PlayerId, ...]] = []
    needed: list[TieBreakGame] = []
    for number, scores in enumerate(tables, start=1):
        picked = _select(Cut(round_number, number), tie_groups(scores, rule.tie_breakers), rule, tie_breaks)
        if isinstance(picked, TieBreakGame):
            needed.append(picked)
        else:
            qualifiers.append(picked)
    if needed:
        return TieBreaksNeeded(tuple(needed))
    taken = set(chained(*qualifiers))
    rest = [score for scores in tables for score in scores if score.player not in taken]
    wild_cut = Cut(round_number, None)
    wild = _select(wild_cut, tie_groups(rest, rule.tie_breakers), rule, tie_breaks)
    if isinstance(wild, TieBreakGame):
        return TieBreaksNeeded((wild,))
    return Advancement(tuple(qualifiers), wild)


def _select(
    cut: Cut,
    groups: Sequence[frozenset[PlayerId]],
    rule: AdvancementRule,
    tie_breaks: TieBreakResults,
    places: int | None = None,
) -> tuple[PlayerId, ...] | TieBreakGame:
    """Take `places` players from the ranked groups (the cut's K or W by default)."""
    if places is None:
        places = rule.per_table if cut.table_number is not None else rule.wild_cards
    chosen: list[PlayerId] = []
    for group in groups:
        room = places - len(chosen)
        if room <= 0:
            break
        if len(group) <= room:
            chosen.extend(sorted(group))
            continue
        settled = _settle(TieBreakGame(cut, group, room), rule, tie_breaks)
        if isinstance(settled, TieBreakGame):
            return settled
        chosen.extend(settled)
    return tuple(chosen)


def _settle(
    game: TieBreakGame, rule: AdvancementRule, tie_breaks: TieBreakResults
) -> tuple[PlayerId, ...] | TieBreakGame:
    """Use the first recorded attempt of `game` that separates its players; otherwise it must be played."""
    for results in tie_breaks.get(game, ()):
        groups = tie_groups((single_game_score(r) for r in results), rule.tie_breakers)
        if len(groups) > 1:
            return _select(game.cut, groups, rule, tie_breaks, game.places)
    return game
