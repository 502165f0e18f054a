"""Named rule sets (docs/rules.md §3): points by length and the switches of a night, in a registry.

A rule set is immutable; an organiser's variant is a copy with options changed (`with_options`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from functools import cache
from typing import Any

from boggle_throne.engine.errors import RuleOptionError, UnknownRuleSetError, quoted
from boggle_throne.engine.solver import WordRules
from boggle_throne.i18n import N_, _

DEFAULT_MIN_LENGTH = {3: 3, 4: 3, 5: 4, 6: 4}
"""The minimum word length by board size (docs/rules.md §2) when a rule set does not fix one."""


class FlaggedPolicy(Enum):
    """What happens to a read word the app flags as not in the dictionary or not on the board."""

    JUDGE = "judge"
    PENALTY = "penalty"
    ZERO = "zero"


@dataclass(frozen=True, slots=True)
class PointsTable:
    """Points by counted length: listed lengths, then `per_extra_letter` more for each letter beyond."""

    values: tuple[tuple[int, int], ...]
    per_extra_letter: int = 0

    @property
    def shortest(self) -> int:
        """The shortest counted length that earns points."""
        return self.values[0][0]

    def points(self, length: int) -> int:
        """The points a unique valid word of this counted length is worth."""
        earned = 0
        for listed, value in self.values:
            if length < listed:
                return earned
            earned = value
        last_length = self.values[-1][0]
        return earned + self.per_extra_letter * (length - last_length)

    def up_to(self, longest: int) -> tuple[int, ...]:
        """Each counted length's points from 0 to `longest`, for summing hundreds of words a board."""
        return _points_up_to(self, longest)

    def describe(self) -> str:
        """`3–4: 1, 5: 2, 6: 3, 7: 5, 8+: 11` — for screens and printouts."""
        parts = []
        for (length, value), (next_length, _points) in zip(self.values, self.values[1:], strict=False):
            lengths = f"{length}" if next_length == length + 1 else f"{length}–{next_length - 1}"
            parts.append(f"{lengths}: {value}")
        last_length, last_value = self.values[-1]
        if self.per_extra_letter:
            parts.append(
                _("{length}: {points}, then {extra} more per letter").format(
                    length=last_length, points=last_value, extra=self.per_extra_letter
                )
            )
        else:
            parts.append(f"{last_length}+: {last_value}")
        return ", ".join(parts)


@cache
def _points_up_to(table: PointsTable, longest: int) -> tuple[int, ...]:
    return tuple(table.points(length) for length in range(longest + 1))


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A named way of scoring; `None` as minimum length means the board size's default."""

    name: str
    title: str
    """What it is, in English (marked for the catalogue): `label` says it in the language spoken."""
    points: PointsTable
    min_length: int | None = None
    qu_counts_as: int = 2
    q_alone: bool = False
    mild: bool = False
    longest_bonus: bool = False
    flagged: FlaggedPolicy = FlaggedPolicy.JUDGE

    @property
    def label(self) -> str:
        """The title in the language spoken."""
        return _(self.title)

    def word_rules(self, board_size: int) -> WordRules:
        """The rules a word must meet on a board of this size. A word shorter than the points table
        starts is too short whatever `min_length` says, so that no valid word ever scores 0."""
        min_length = self.min_length if self.min_length is not None else DEFAULT_MIN_LENGTH[board_size]
        min_length = max(min_length, self.points.shortest)
        return WordRules(min_length=min_length, qu_counts_as=self.qu_counts_as, q_alone=self.q_alone)

    def with_options(self, **options: Any) -> RuleSet:
        """A copy with options changed; `RuleOptionError` for an unknown option or a bad value."""
        return replace(self, **{name: _checked_option(name, value) for name, value in options.items()})

    def options(self) -> dict[str, Any]:
        """The switchable options and their values, as plain JSON-ready data."""
        values = {name: getattr(self, name) for name in OPTION_NAMES}
        return {name: value.value if isinstance(value, Enum) else value for name, value in values.items()}


OPTION_NAMES = tuple(f.name for f in fields(RuleSet) if f.name not in {"name", "title", "points"})


def _is_flag(value: object) -> bool:
    return type(value) is bool


def _is_min_length(value: object) -> bool:
    return value is None or (type(value) is int and 2 <= value <= 16)


def _is_qu_count(value: object) -> bool:
    return type(value) is int and value in (1, 2)


def _is_flagged_policy(value: object) -> bool:
    return isinstance(value, FlaggedPolicy) or value in {policy.value for policy in FlaggedPolicy}


_OPTION_CHECKS: dict[str, tuple[str, Callable[[object], bool]]] = {
    "min_length": (N_("a whole number from 2 to 16, or null for the board's default"), _is_min_length),
    "qu_counts_as": (N_("1 or 2"), _is_qu_count),
    "q_alone": (N_("true or false"), _is_flag),
    "mild": (N_("true or false"), _is_flag),
    "longest_bonus": (N_("true or false"), _is_flag),
    "flagged": (N_("judge, penalty or zero"), _is_flagged_policy),
}


def _checked_option(name: str, value: Any) -> Any:
    if name not in _OPTION_CHECKS:
        raise RuleOptionError(
            _("unknown rule option {name}; options are {options}").format(
                name=quoted(name), options=", ".join(OPTION_NAMES)
            )
        )
    expected, is_valid = _OPTION_CHECKS[name]
    if not is_valid(value):
        raise RuleOptionError(
            _("rule option {name} must be {expected}, not {value}").format(
                name=name, expected=_(expected), value=quoted(value)
            )
        )
    return FlaggedPolicy(value) if name == "flagged" else value


_THRONE_POINTS = PointsTable(((3, 1), (5, 2), (6, 3), (7, 4)), per_extra_letter=1)
_CLASSIC_POINTS = PointsTable(((3, 1), (5, 2), (6, 3), (7, 5), (8, 11)))
_BIG_POINTS = PointsTable(((4, 1), (5, 2), (6, 3), (7, 5), (8, 11)))

RULE_SETS: Mapping[str, RuleSet] = {
    rules.name: rules
    for rules in (
        RuleSet(
            "throne",
            N_("Game of Thrones of Boggle: 3–4 letters 1, 5: 2, 6: 3, one more per letter"),
            _THRONE_POINTS,
        ),
        RuleSet(
            "classic", N_("Printed Boggle rules: 3–4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11"), _CLASSIC_POINTS
        ),
        RuleSet(
            "big",
            N_("Big Boggle (5×5): minimum 4 letters; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11"),
            _BIG_POINTS,
            min_length=4,
        ),
        RuleSet(
            "mild",
            N_("Mild scoring: duplicates score once, unique words double, longest word triple"),
            _CLASSIC_POINTS,
            mild=True,
            longest_bonus=True,
        ),
    )
}
DEFAULT_RULE_SET = "throne"


def rule_set(name: str) -> RuleSet:
    """The registered rule set of that name; `UnknownRuleSetError` lists the known ones."""
    try:
        return RULE_SETS[name]
    except KeyError:
        raise UnknownRuleSetError(
            _("unknown rule set {name}; known: {known}").format(name=quoted(name), known=", ".join(RULE_SETS))
        ) from None


def rule_set_from_spec(spec: object) -> RuleSet:
    """A rule set from a name (`"throne"`) or a mapping `{"base": "classic", "longest_bonus": true, …}`."""
    if isinstance(spec, str):
        return rule_set(spec)
    if isinstance(spec, Mapping):
        options = dict(spec)
        base = options.pop("base", DEFAULT_RULE_SET)
        if not isinstance(base, str):
            raise RuleOptionError(
                _("rules.base must be a rule set name, not {value}").format(value=quoted(base))
            )
        return rule_set(base).with_options(**options)
    raise RuleOptionError(
        _("rules must be a rule set name or an object with a base, not {value}").format(value=quoted(spec))
    )
