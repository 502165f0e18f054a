from __future__ import annotations

import pytest

from boggle_throne.engine.errors import RuleOptionError, UnknownRuleSetError
from boggle_throne.engine.rules import RULE_SETS, FlaggedPolicy, rule_set, rule_set_from_spec


@pytest.mark.parametrize(
    ("name", "points"),
    [
        ("throne", {3: 1, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 12: 9}),
        ("classic", {3: 1, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 12: 11}),
        ("big", {3: 0, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11}),
    ],
)
def test_points_by_length(name: str, points: dict[int, int]) -> None:
    assert {length: rule_set(name).points.points(length) for length in points} == points


def test_the_registry_and_its_defaults() -> None:
    assert set(RULE_SETS) == {"throne", "classic", "big", "mild"}
    assert rule_set("big").word_rules(5).min_length == 4
    assert rule_set("throne").word_rules(4).min_length == 3
    assert rule_set("throne").word_rules(6).min_length == 4
    assert rule_set("mild").mild and rule_set("mild").points == rule_set("classic").points


def test_options_change_a_copy_only() -> None:
    changed = rule_set_from_spec({"base": "classic", "longest_bonus": True, "flagged": "penalty"})
    assert changed.longest_bonus and changed.flagged is FlaggedPolicy.PENALTY
    assert not rule_set("classic").longest_bonus
    assert changed.options()["flagged"] == "penalty"


@pytest.mark.parametrize(
    ("spec", "error", "message"),
    [
        ("chess", UnknownRuleSetError, "known: throne"),
        ({"base": "classic", "sparkle": True}, RuleOptionError, "unknown rule option 'sparkle'"),
        ({"base": "classic", "mild": "yes"}, RuleOptionError, "true or false"),
        ({"base": "classic", "qu_counts_as": 3}, RuleOptionError, "1 or 2"),
        (7, RuleOptionError, "rule set name or an object"),
    ],
)
def test_bad_rule_specs_are_refused(spec: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        rule_set_from_spec(spec)
