"""The settings of the table format (docs/rules.md §5), validated once when they are made."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from boggle_throne.i18n import _
from boggle_throne.tournament.advancement import AdvancementRule
from boggle_throne.tournament.errors import FormatError
from boggle_throne.tournament.seating import TableBounds


class SeatingMethod(Enum):
    """How round 1 is seated; later rounds are always snake-seated by the previous round's results."""

    RANDOM = "random"
    SEED_RANK = "seed_rank"


@dataclass(frozen=True)
class TableFormat:
    """A table-format tournament's rules.

    `rounds` None means "play table rounds until the qualifiers plus the defending champion fit at one
    table, then the final"; a number fixes the round count, the last round being the final.
    `advancement` must eliminate someone at every table, so its `per_table` is below the minimum table
    size. The final always advances one player: its winner.
    """

    games_per_round: int = 3
    games_in_final: int | None = None
    table_bounds: TableBounds = field(default_factory=TableBounds)
    advancement: AdvancementRule = field(default_factory=AdvancementRule)
    rounds: int | None = None
    first_round_seating: SeatingMethod = SeatingMethod.RANDOM
    same_board_everywhere: bool = True

    def __post_init__(self) -> None:
        if self.games_per_round < 1 or (self.games_in_final is not None and self.games_in_final < 1):
            raise FormatError(_("a round needs at least one game"))
        if self.rounds is not None and self.rounds < 1:
            raise FormatError(
                _("a tournament needs at least one round, got {rounds}").format(rounds=self.rounds)
            )
        if self.advancement.per_table >= self.table_bounds.min_size:
            raise FormatError(
                _("advancing {per_table} per table eliminates nobody at a table of {size}").format(
                    per_table=self.advancement.per_table, size=self.table_bounds.min_size
                )
            )

    @property
    def final_games(self) -> int:
        """Games played at the final table."""
        return self.games_in_final if self.games_in_final is not None else self.games_per_round

    @property
    def final_rule(self) -> AdvancementRule:
        """The final's cut: one winner, no wild cards, the same tie-break chain."""
        return replace(self.advancement, per_table=1, wild_cards=0)
