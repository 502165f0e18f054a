"""`boggle-throne solve`: every word on a board with its points and path, and the board's maximum score."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import cell_name, library, print_json
from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import BUNDLED_NAME, Dictionary
from boggle_throne.engine.errors import BoardFormatError
from boggle_throne.engine.rules import DEFAULT_RULE_SET, RuleSet, rule_set
from boggle_throne.engine.scoring import max_score
from boggle_throne.engine.solver import FoundWord, WordRules, solve


def register(commands: Any) -> None:
    """Add the `solve` subcommand."""
    parser = commands.add_parser("solve", help="list every word on a board", description=__doc__)
    parser.add_argument("board", nargs="?", help="the board, e.g. 'PERS/LATG/SINE/TERS'")
    parser.add_argument("--file", type=Path, help="solve one board per line of this file")
    parser.add_argument("--dice", help="dice set the board came from (sets the minimum length)")
    parser.add_argument(
        "--dict", default=BUNDLED_NAME, help="dictionary name or word list path (default: enable)"
    )
    parser.add_argument("--min-length", type=int, help="minimum word length (default: the board size's)")
    parser.add_argument("--rules", default=DEFAULT_RULE_SET, help="rule set for the points (default: throne)")
    parser.add_argument("--json", action="store_true", help="one JSON object per board")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> None:
    """Solve the board or the file of boards."""
    if (arguments.board is None) == (arguments.file is None):
        raise BoardFormatError("give a board or --file FILE, not both and not neither")
    boards = [Board.parse(arguments.board)] if arguments.board else _boards_in(arguments.file)
    rules = rule_set(arguments.rules)
    dictionary = library().open(arguments.dict)
    for board in boards:
        word_rules = _word_rules(board, rules, arguments)
        found = sorted(solve(board, dictionary, word_rules).values(), key=lambda w: (-w.length, w.word))
        if arguments.json:
            print_json(solution_as_dict(board, found, rules, dictionary))
        else:
            _print_text(board, found, rules)


def solution_as_dict(
    board: Board, found: list[FoundWord], rules: RuleSet, dictionary: Dictionary
) -> dict[str, Any]:
    """A solved board as JSON-ready data (`path` as [row, col] pairs from 0)."""
    return {
        "board": board.notation(),
        "dictionary": dictionary.name,
        "rules": rules.name,
        "word_count": len(found),
        "max_score": max_score(found, rules),
        "words": [
            {
                "word": w.word,
                "points": rules.points.points(w.length),
                "path": [list(board.position(i)) for i in w.path],
            }
            for w in found
        ],
    }


def _boards_in(path: Path) -> list[Board]:
    boards = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                boards.append(Board.parse(line))
            except BoardFormatError as error:
                raise BoardFormatError(f"{path.name} line {number}: {error}") from None
    if not boards:
        raise BoardFormatError(f"{path.name} holds no boards")
    return boards


def _word_rules(board: Board, rules: RuleSet, arguments: argparse.Namespace) -> WordRules:
    if arguments.dice:
        dice = dice_set(arguments.dice)
        if dice.size != board.size:
            raise BoardFormatError(
                f"board {board} is {board.size}×{board.size}; {dice.name} rolls {dice.size}×{dice.size}"
            )
        rules = rules.with_options(min_length=rules.min_length or dice.min_length)
    if arguments.min_length is not None:
        rules = rules.with_options(min_length=arguments.min_length)
    return rules.word_rules(board.size)


def _print_text(board: Board, found: list[FoundWord], rules: RuleSet) -> None:
    width = max((len(w.word) for w in found), default=4)
    for word in found:
        path = " ".join(cell_name(board, i) for i in word.path)
        print(f"{word.word:<{width}}  {rules.points.points(word.length):>3}  {path}")
    print(f"{board}: {len(found)} words, maximum score {max_score(found, rules)} ({rules.name})")
