"""`boggle-throne score`: score one table's game from a game document (JSON; see the README)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import library, print_json, read_json
from boggle_throne.engine.counts import counted
from boggle_throne.services.documents.game_document import ScoredDocument, score_as_dict, score_document


def register(commands: Any) -> None:
    """Add the `score` subcommand."""
    parser = commands.add_parser("score", help="score one table's game from GAME.json", description=__doc__)
    parser.add_argument("game", type=Path, help="the game document")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> None:
    """Score and print every player's words, verdicts and total."""
    scored = score_document(read_json(arguments.game), library())
    if arguments.json:
        print_json(score_as_dict(scored))
    else:
        _print_text(scored)


def _print_text(scored: ScoredDocument) -> None:
    score = scored.score
    print(f"{scored.sheet.board}  ({scored.sheet.rules.name}, {scored.dictionary.name})")
    for player in score.players:
        print(f"\n{player.name}: {player.total}  (earned {player.earned}, penalties {player.penalties})")
        for word in player.words:
            mark = " HELD" if word.held else ""
            print(f"  {word.word:<16} {word.verdict.value:<18} {word.points:>4}{mark}  {word.reason}")
    if score.longest_bonus_holder:
        print(f"\nLongest-word bonus: {score.longest_bonus_holder}")
    if score.held:
        print(f"\n{counted(len(score.held), 'word')} held for a ruling: the game cannot be closed yet")
