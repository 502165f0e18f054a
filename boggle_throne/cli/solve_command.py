"""`boggle-throne solve`: every word on a board with its points and path, and the board's maximum score."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from functools import cache
from operator import attrgetter
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import cell_name, library, read_text
from boggle_throne.cli.main import CommandLineError
from boggle_throne.engine.board import LONGEST_WORD, Board
from boggle_throne.engine.dictionary import BUNDLED_NAME, Dictionary
from boggle_throne.engine.errors import BoardFormatError
from boggle_throne.engine.rules import DEFAULT_RULE_SET, RuleSet, rule_set
from boggle_throne.engine.scoring import max_score
from boggle_throne.engine.solver import FoundWord, WordRules, solve

BOARDS_PER_WRITE = 64
"""JSON lines are written in batches: a line is a few kilobytes, a batch one large write."""


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
        raise CommandLineError("give a board or --file FILE, not both and not neither")
    boards = [Board.parse(arguments.board)] if arguments.board is not None else _boards_in(arguments.file)
    rules = rule_set(arguments.rules)
    dictionary = library().open(arguments.dict)
    solutions = (
        (board, _ordered(solve(board, dictionary, _word_rules(board, rules, arguments)))) for board in boards
    )
    if arguments.json:
        _write_lines(_json_lines(solutions, rules, dictionary))
    else:
        points = rules.points.up_to(LONGEST_WORD)
        for board, found in solutions:
            _print_text(board, found, rules, points)


def _json_lines(
    solutions: Iterable[tuple[Board, list[FoundWord]]], rules: RuleSet, dictionary: Dictionary
) -> Iterator[str]:
    """Each solved board as one line of JSON: `board`, `dictionary`, `rules`, `word_count`,
    `max_score`, and `words` with their `points` and `path` as [row, col] pairs from 0.

    A batch of boards is hundreds of words each, so the line is put together from strings made
    once — each cell's `[row,col]`, each length's points — rather than encoded value by value. A
    word needs no escaping: the solver only spells the letters a–z.
    """
    points = rules.points.up_to(LONGEST_WORD)
    after_word = [f'","points":{value},"path":[' for value in points]
    names = f',"dictionary":{_json_string(dictionary.name)},"rules":{_json_string(rules.name)}'
    for board, found in solutions:
        cells = _cell_pairs(board.size)
        words = ",".join(
            [
                f'{{"word":"{word}{after_word[length]}{",".join(map(cells.__getitem__, path))}]}}'
                for word, path, length in found
            ]
        )
        head = f'{{"board":{_json_string(board.notation())}{names},"word_count":{len(found)}'
        yield f'{head},"max_score":{max_score(found, rules)},"words":[{words}]}}'


def _json_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


@cache
def _cell_pairs(size: int) -> tuple[str, ...]:
    """Each cell of a size×size board as its JSON `[row,col]`."""
    return tuple(f"[{row},{col}]" for row in range(size) for col in range(size))


def _ordered(found: dict[str, FoundWord]) -> list[FoundWord]:
    """Longest first, then alphabetical: sorted by word, then by length, which keeps the
    alphabetical order among equal lengths (two sorts on plain keys beat one on a tuple key)."""
    ordered = [found[word] for word in sorted(found)]
    ordered.sort(key=attrgetter("length"), reverse=True)
    return ordered


def _write_lines(lines: Iterable[str]) -> None:
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) == BOARDS_PER_WRITE:
            sys.stdout.write("\n".join(batch) + "\n")
            batch.clear()
    if batch:
        sys.stdout.write("\n".join(batch) + "\n")


def _boards_in(path: Path) -> list[Board]:
    boards = []
    for number, line in enumerate(read_text(path).splitlines(), start=1):
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
        from boggle_throne.engine.dice import dice_set  # only here: most runs name no dice set

        dice = dice_set(arguments.dice)
        if dice.size != board.size:
            raise BoardFormatError(
                f"board {board} is {board.size}×{board.size}; {dice.name} rolls {dice.size}×{dice.size}"
            )
        rules = rules.with_options(min_length=rules.min_length or dice.min_length)
    if arguments.min_length is not None:
        rules = rules.with_options(min_length=arguments.min_length)
    return rules.word_rules(board.size)


def _print_text(board: Board, found: list[FoundWord], rules: RuleSet, points: tuple[int, ...]) -> None:
    width = max((len(w.word) for w in found), default=4)
    for word in found:
        path = " ".join(cell_name(board, i) for i in word.path)
        print(f"{word.word:<{width}}  {points[word.length]:>3}  {path}")
    print(f"{board}: {len(found)} words, maximum score {max_score(found, rules)} ({rules.name})")
