"""`boggle-throne generate`: roll a board from a dice set, re-rolling until the quality bounds are met."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from boggle_throne.cli.common import board_grid, library, print_json
from boggle_throne.cli.main import CommandLineError
from boggle_throne.engine.counts import counted
from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import BUNDLED_NAME
from boggle_throne.engine.generate import DEFAULT_MAX_ROLLS, QualityBounds, generate_board
from boggle_throne.engine.rules import DEFAULT_RULE_SET, rule_set
from boggle_throne.engine.scoring import max_score

MAX_ROLLS = 10_000
"""A few seconds of rolling: bounds no board meets in that many rolls are not met by more."""


def register(commands: Any) -> None:
    """Add the `generate` subcommand."""
    parser = commands.add_parser("generate", help="roll a board from a dice set", description=__doc__)
    parser.add_argument("--dice", required=True, help="dice set, e.g. 4x4-new, 5x5-big, 6x6-super")
    parser.add_argument("--seed", type=int, help="seed of the roll (default: a fresh one, printed)")
    parser.add_argument("--min-words", type=int, help="re-roll until the board has at least this many words")
    parser.add_argument("--max-words", type=int, help="… and at most this many")
    parser.add_argument("--min-vowels", type=float, help="minimum share of vowel cells, e.g. 0.375")
    parser.add_argument("--min-longest", type=int, help="minimum length of the board's longest word")
    parser.add_argument(
        "--max-rolls",
        type=int,
        default=DEFAULT_MAX_ROLLS,
        help=f"give up after this many rolls (at most {MAX_ROLLS:,})",
    )
    parser.add_argument(
        "--dict", default=BUNDLED_NAME, help="dictionary name or word list path (default: enable)"
    )
    parser.add_argument("--rules", default=DEFAULT_RULE_SET, help="rule set for the points (default: throne)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> None:
    """Roll, filter and print the board with how to roll it again."""
    if arguments.max_rolls > MAX_ROLLS:
        raise CommandLineError(f"--max-rolls is at most {MAX_ROLLS:,}, not {arguments.max_rolls:,}")
    dice = dice_set(arguments.dice)
    rules = rule_set(arguments.rules)
    rules = rules.with_options(min_length=rules.min_length or dice.min_length)
    seed = arguments.seed if arguments.seed is not None else secrets.randbelow(2**31)
    bounds = QualityBounds(
        min_words=arguments.min_words,
        max_words=arguments.max_words,
        min_vowel_share=arguments.min_vowels,
        min_longest=arguments.min_longest,
        max_rolls=arguments.max_rolls,
    )
    generated = generate_board(
        dice, seed, bounds, library().open(arguments.dict), rules.word_rules(dice.size)
    )
    found = generated.words.values()
    summary = {
        "board": generated.board.notation(),
        "dice": dice.name,
        "seed": seed,
        "rolls": generated.rolls,
        "word_count": len(generated.words),
        "max_score": max_score(found, rules),
        "longest": max((w.word for w in found), key=len, default=""),
        "vowel_share": round(generated.board.vowel_share(), 3),
    }
    if arguments.json:
        print_json(summary)
        return
    print(board_grid(generated.board))
    print(f"\n{summary['board']}  ({dice.name}, seed {seed}, {counted(generated.rolls, 'roll')})")
    print(
        f"{summary['word_count']} words, maximum score {summary['max_score']} ({rules.name}), "
        f"longest {summary['longest'] or '—'}, vowel share {summary['vowel_share']}"
    )
