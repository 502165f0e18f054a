"""A tournament's settings: name and date, rule set, dictionary, dice, format, timer and board quality."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from boggle_throne.engine.dice import DiceSet, dice_set
from boggle_throne.engine.errors import EngineError
from boggle_throne.engine.generate import QualityBounds
from boggle_throne.engine.rules import DEFAULT_RULE_SET, RuleSet, rule_set_from_spec
from boggle_throne.services.errors import ActionRefusedError
from boggle_throne.services.payload import field as payload_field
from boggle_throne.tournament.advancement import AdvancementRule
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.seating import TableBounds
from boggle_throne.tournament.standings import DEFAULT_TIE_BREAKERS, TieBreaker
from boggle_throne.tournament.table_format import SeatingMethod, TableFormat
from boggle_throne.tournament.throne import Occasion

DEFAULT_TIMER_SECONDS = 180
DEFAULT_COUNTDOWN_SECONDS = 15


@dataclass(frozen=True)
class TournamentSettings:
    """Everything an organiser sets up before play; `board_seed` makes generated boards reproducible."""

    name: str
    held_on: date
    rules_spec: Any = DEFAULT_RULE_SET
    dictionary: str = "enable"
    word_list: str | None = None
    """The content hash of the dictionary's words when the night was set up: the night is judged
    against exactly those words, whatever is later imported under the same name."""
    dice: str = "4x4-new"
    table_format: TableFormat = field(default_factory=TableFormat)
    timer_seconds: int = DEFAULT_TIMER_SECONDS
    countdown_seconds: int = DEFAULT_COUNTDOWN_SECONDS
    board_seed: int = 1
    quality: QualityBounds = field(default_factory=QualityBounds)
    format_kind: FormatKind = FormatKind.TABLE_ROUNDS
    best_of: int = 3

    @property
    def occasion(self) -> Occasion:
        return Occasion(self.name, self.held_on)

    @property
    def rules(self) -> RuleSet:
        return rule_set_from_spec(self.rules_spec)

    @property
    def dice_set(self) -> DiceSet:
        return dice_set(self.dice)

    def to_payload(self) -> dict[str, Any]:
        fmt = self.table_format
        bounds = self.quality
        return {
            "name": self.name,
            "date": self.held_on.isoformat(),
            "rules": self.rules_spec,
            "dictionary": self.dictionary,
            **({"word_list": self.word_list} if self.word_list is not None else {}),
            "dice": self.dice,
            "format": {
                "kind": self.format_kind.value,
                "best_of": self.best_of,
                "games_per_round": fmt.games_per_round,
                "games_in_final": fmt.games_in_final,
                "min_table": fmt.table_bounds.min_size,
                "max_table": fmt.table_bounds.max_size,
                "advance": fmt.advancement.per_table,
                "wild_cards": fmt.advancement.wild_cards,
                "tie_breakers": [breaker.value for breaker in fmt.advancement.tie_breakers],
                "rounds": fmt.rounds,
                "seating": fmt.first_round_seating.value,
                "same_board": fmt.same_board_everywhere,
            },
            "timer_seconds": self.timer_seconds,
            "countdown_seconds": self.countdown_seconds,
            "board_seed": self.board_seed,
            "quality": {
                "min_words": bounds.min_words,
                "max_words": bounds.max_words,
                "min_vowel_share": bounds.min_vowel_share,
                "min_longest": bounds.min_longest,
            },
        }


def settings_from_payload(payload: Mapping[str, Any]) -> TournamentSettings:
    """Settings from their JSON form; `ActionRefusedError` names the first bad value."""
    name = payload_field(payload, "name", str).strip()
    if not name:
        raise ActionRefusedError("a tournament needs a name")
    try:
        held_on = date.fromisoformat(payload_field(payload, "date", str, date.today().isoformat()))
    except ValueError:
        raise ActionRefusedError(f"'date' must look like 2026-11-21, not {payload.get('date')!r}") from None
    fmt = payload_field(payload, "format", dict, {})
    kind, best_of = _match_format(fmt)
    quality = payload_field(payload, "quality", dict, {})
    try:
        settings = TournamentSettings(
            name=name,
            held_on=held_on,
            rules_spec=payload.get("rules") or DEFAULT_RULE_SET,
            dictionary=payload_field(payload, "dictionary", str, "enable"),
            word_list=payload_field(payload, "word_list", str, None),
            dice=payload_field(payload, "dice", str, "4x4-new"),
            table_format=_table_format(fmt),
            timer_seconds=_positive(
                payload_field(payload, "timer_seconds", int, DEFAULT_TIMER_SECONDS), "timer"
            ),
            countdown_seconds=payload_field(payload, "countdown_seconds", int, DEFAULT_COUNTDOWN_SECONDS),
            board_seed=payload_field(payload, "board_seed", int, 1),
            quality=QualityBounds(
                min_words=payload_field(quality, "min_words", int, None),
                max_words=payload_field(quality, "max_words", int, None),
                min_vowel_share=_share(quality.get("min_vowel_share")),
                min_longest=payload_field(quality, "min_longest", int, None),
            ),
            format_kind=kind,
            best_of=best_of,
        )
        settings.rules  # noqa: B018 - validates the rule set and its options
        settings.dice_set  # noqa: B018 - validates the dice set name
        settings.quality.check()
    except (EngineError, TournamentError) as error:
        raise ActionRefusedError(str(error)) from None
    return settings


def _table_format(fmt: Mapping[str, Any]) -> TableFormat:
    chain = payload_field(fmt, "tie_breakers", list, [b.value for b in DEFAULT_TIE_BREAKERS])
    try:
        breakers = tuple(TieBreaker(value) for value in chain)
        seating = SeatingMethod(payload_field(fmt, "seating", str, SeatingMethod.RANDOM.value))
    except ValueError as error:
        raise ActionRefusedError(f"format: {error}") from None
    return TableFormat(
        games_per_round=payload_field(fmt, "games_per_round", int, 3),
        games_in_final=payload_field(fmt, "games_in_final", int, None),
        table_bounds=TableBounds(
            payload_field(fmt, "min_table", int, 3), payload_field(fmt, "max_table", int, 6)
        ),
        advancement=AdvancementRule(
            payload_field(fmt, "advance", int, 2), payload_field(fmt, "wild_cards", int, 0), breakers
        ),
        rounds=payload_field(fmt, "rounds", int, None),
        first_round_seating=seating,
        same_board_everywhere=payload_field(fmt, "same_board", bool, True),
    )


def _match_format(fmt: Mapping[str, Any]) -> tuple[FormatKind, int]:
    """The format's kind and, for head-to-head, how many games a match is played over."""
    try:
        kind = FormatKind(payload_field(fmt, "kind", str, FormatKind.TABLE_ROUNDS.value))
    except ValueError:
        kinds = ", ".join(k.value for k in FormatKind)
        raise ActionRefusedError(f"format: the kind is one of {kinds}, not {fmt.get('kind')!r}") from None
    best_of = payload_field(fmt, "best_of", int, 3)
    if best_of < 1 or best_of % 2 == 0:
        raise ActionRefusedError(f"format: a match is best of an odd number of games, not {best_of}")
    return kind, best_of


def _positive(value: int, what: str) -> int:
    if value < 1:
        raise ActionRefusedError(f"the {what} needs at least one second, not {value}")
    return value


def _share(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ActionRefusedError(f"'min_vowel_share' must be a number from 0 to 1, not {value!r}")
    return float(value)
