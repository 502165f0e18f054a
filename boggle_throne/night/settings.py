"""A tournament's settings: name and date, rule set, dictionary, dice, format, timer and board quality."""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any, overload

from boggle_throne.engine.board import LONGEST_WORD
from boggle_throne.engine.dice import DiceSet, dice_set
from boggle_throne.engine.errors import EngineError, quoted
from boggle_throne.engine.generate import QualityBounds
from boggle_throne.engine.rules import DEFAULT_RULE_SET, RuleSet, rule_set_from_spec
from boggle_throne.engine.scoring import MAX_PLAYERS
from boggle_throne.i18n import _
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.payload import check_keys
from boggle_throne.night.payload import field as payload_field
from boggle_throne.tournament.advancement import AdvancementRule
from boggle_throne.tournament.errors import TournamentError
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import unprintable
from boggle_throne.tournament.seating import TableBounds
from boggle_throne.tournament.standings import DEFAULT_TIE_BREAKERS, TieBreaker
from boggle_throne.tournament.table_format import SeatingMethod, TableFormat
from boggle_throne.tournament.throne import Occasion

DEFAULT_TIMER_SECONDS = 180
DEFAULT_COUNTDOWN_SECONDS = 15
MAX_TIMER_SECONDS = 3600
MAX_COUNTDOWN_SECONDS = 300
MAX_GAMES = 20
"""The most games in a round, in the final, or in a head-to-head match."""
MAX_ROUNDS = 20
MAX_WILD_CARDS = 1000
MAX_BOARD_WORDS = 100_000
"""More words than any board holds: the largest quality bound on a board's word count."""
MAX_NIGHT_NAME_LENGTH = 100
SEED_RANGE = (0, 2**64 - 1)
"""A seed fits the 64 bits of the generator's state."""
FRESH_SEEDS = 10**9
"""A new night draws its board seed below this: short enough for a judge to read out or write down."""
LEGACY_BOARD_SEED = 1
"""The seed of a logged night whose settings name none (every night had it before each drew its own)."""

SETTING_KEYS = (
    "name",
    "date",
    "rules",
    "dictionary",
    "word_list",
    "dice",
    "format",
    "timer_seconds",
    "countdown_seconds",
    "board_seed",
    "quality",
    "phone_checks",
)
FORMAT_KEYS = (
    "kind",
    "best_of",
    "games_per_round",
    "games_in_final",
    "min_table",
    "max_table",
    "advance",
    "wild_cards",
    "tie_breakers",
    "rounds",
    "seating",
    "same_board",
)
QUALITY_KEYS = ("min_words", "max_words", "min_vowel_share", "min_longest")
_WORD_LIST = re.compile(r"[0-9a-f]{64}")


def fresh_board_seed() -> int:
    """A new night's board seed, drawn at random: a fixed default dealt a regular the same boards
    every week. It is recorded with the night, so its boards can always be dealt again."""
    return secrets.randbelow(FRESH_SEEDS)


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
    board_seed: int = field(default_factory=fresh_board_seed)
    """Seeds the boards, round 1's draw and the bracket's; settings that name none get a fresh one."""
    quality: QualityBounds = field(default_factory=QualityBounds)
    format_kind: FormatKind = FormatKind.TABLE_ROUNDS
    best_of: int = 3
    phone_checks: bool = True
    """Whether a phone takes only words on the board and long enough (never the dictionary)."""

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
            **({} if self.phone_checks else {"phone_checks": False}),
        }


def check_setting_keys(payload: Mapping[str, Any]) -> None:
    """Refuse a key the settings do not have, at the top or in their `format` or `quality`: a
    misspelt setting would otherwise leave the night on its default without a word."""
    check_keys(payload, SETTING_KEYS, "")
    for part, keys in (("format", FORMAT_KEYS), ("quality", QUALITY_KEYS)):
        if isinstance(payload.get(part), Mapping):
            check_keys(payload[part], keys, part)


def settings_from_payload(payload: Mapping[str, Any]) -> TournamentSettings:
    """Settings from their JSON form; `ActionRefusedError` names the first bad value."""
    name = _night_name(payload_field(payload, "name", str))
    try:
        held_on = date.fromisoformat(payload_field(payload, "date", str, date.today().isoformat()))
    except ValueError:
        raise ActionRefusedError(
            _("{key} must look like 2026-11-21, not {value}").format(
                key="'date'", value=quoted(payload.get("date"))
            )
        ) from None
    fmt = payload_field(payload, "format", dict, {})
    kind, best_of = _match_format(fmt)
    quality = payload_field(payload, "quality", dict, {})
    try:
        settings = TournamentSettings(
            name=name,
            held_on=held_on,
            rules_spec=payload.get("rules") or DEFAULT_RULE_SET,
            dictionary=payload_field(payload, "dictionary", str, "enable"),
            word_list=_word_list(payload_field(payload, "word_list", str, None)),
            dice=payload_field(payload, "dice", str, "4x4-new"),
            table_format=_table_format(fmt),
            timer_seconds=_whole(payload, "timer_seconds", DEFAULT_TIMER_SECONDS, 1, MAX_TIMER_SECONDS),
            countdown_seconds=_whole(
                payload, "countdown_seconds", DEFAULT_COUNTDOWN_SECONDS, 0, MAX_COUNTDOWN_SECONDS
            ),
            board_seed=_whole(payload, "board_seed", LEGACY_BOARD_SEED, *SEED_RANGE),
            quality=QualityBounds(
                min_words=_whole(quality, "min_words", None, 0, MAX_BOARD_WORDS),
                max_words=_whole(quality, "max_words", None, 0, MAX_BOARD_WORDS),
                min_vowel_share=_share(quality.get("min_vowel_share")),
                min_longest=_whole(quality, "min_longest", None, 0, LONGEST_WORD),
            ),
            format_kind=kind,
            best_of=best_of,
            phone_checks=payload_field(payload, "phone_checks", bool, True),
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
        raise ActionRefusedError(_("format: {error}").format(error=error)) from None
    return TableFormat(
        games_per_round=_whole(fmt, "games_per_round", 3, 1, MAX_GAMES),
        games_in_final=_whole(fmt, "games_in_final", None, 1, MAX_GAMES),
        table_bounds=TableBounds(
            _whole(fmt, "min_table", 3, 2, MAX_PLAYERS), _whole(fmt, "max_table", 6, 2, MAX_PLAYERS)
        ),
        advancement=AdvancementRule(
            _whole(fmt, "advance", 2, 1, MAX_PLAYERS),
            _whole(fmt, "wild_cards", 0, 0, MAX_WILD_CARDS),
            breakers,
        ),
        rounds=_whole(fmt, "rounds", None, 1, MAX_ROUNDS),
        first_round_seating=seating,
        same_board_everywhere=payload_field(fmt, "same_board", bool, True),
    )


def _match_format(fmt: Mapping[str, Any]) -> tuple[FormatKind, int]:
    """The format's kind and, for head-to-head, how many games a match is played over."""
    try:
        kind = FormatKind(payload_field(fmt, "kind", str, FormatKind.TABLE_ROUNDS.value))
    except ValueError:
        kinds = ", ".join(k.value for k in FormatKind)
        raise ActionRefusedError(
            _("format: the kind is one of {kinds}, not {value}").format(
                kinds=kinds, value=quoted(fmt.get("kind"))
            )
        ) from None
    best_of = _whole(fmt, "best_of", 3, 1, MAX_GAMES)
    if best_of % 2 == 0:
        raise ActionRefusedError(
            _("format: a match is best of an odd number of games, not {best_of}").format(best_of=best_of)
        )
    return kind, best_of


@overload
def _whole(payload: Mapping[str, Any], name: str, default: int, low: int, high: int) -> int: ...
@overload
def _whole(payload: Mapping[str, Any], name: str, default: None, low: int, high: int) -> int | None: ...
def _whole(payload: Mapping[str, Any], name: str, default: int | None, low: int, high: int) -> int | None:
    """`payload[name]`, a whole number from `low` to `high` (or the default when it is left out)."""
    value = payload_field(payload, name, int, default)
    if value is not None and not low <= value <= high:
        raise ActionRefusedError(
            _("{key} must be from {low:,} to {high:,}, not {value}").format(
                key=repr(name), low=low, high=high, value=quoted(value)
            )
        )
    return value


def _night_name(value: str) -> str:
    """The night's name, as the Throne's history and every printout head show it."""
    name = value.strip()
    if not name:
        raise ActionRefusedError(_("a tournament needs a name"))
    if len(name) > MAX_NIGHT_NAME_LENGTH:
        raise ActionRefusedError(
            _("a tournament's name has at most {most} characters, not {count:,}").format(
                most=MAX_NIGHT_NAME_LENGTH, count=len(name)
            )
        )
    bad = unprintable(name)
    if bad is not None:
        raise ActionRefusedError(_("the name {name} holds {bad}").format(name=repr(name), bad=bad))
    return name


def _word_list(value: str | None) -> str | None:
    if value is not None and not _WORD_LIST.fullmatch(value):
        raise ActionRefusedError(
            _("{key} is the sha256 of a word list's words (64 hex digits), not {value}").format(
                key="'word_list'", value=quoted(value)
            )
        )
    return value


def _share(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ActionRefusedError(
            _("{key} must be a number from 0 to 1, not {value}").format(
                key="'min_vowel_share'", value=repr(value)
            )
        )
    return float(value)
