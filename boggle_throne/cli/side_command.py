"""`boggle-throne side`: the bar's side games from the command line.

`replay` plays a side-game document and prints the table (exit status 2 when a move is refused,
after printing the table as it stood); `simulate` plays random legal games and prints how they went;
`export` writes a night's side table out as a document.
"""

from __future__ import annotations

import argparse
import sys
from contextlib import closing
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import library, print_json, read_text
from boggle_throne.cli.main import EXIT_BAD_INPUT, PROGRAM, CommandLineError
from boggle_throne.cli.night_location import location, open_night
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.side.base import SideContext, SideGame
from boggle_throne.side.document import Replayed, read_document, replay
from boggle_throne.side.games import SIDE_GAMES
from boggle_throne.side.simulate import Simulation, simulate

MAX_SIMULATED = 100_000


def register(commands: Any) -> None:
    """Add `side replay`, `side simulate` and `side export`."""
    parser = commands.add_parser("side", help="referee the bar's side games", description=__doc__)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    replaying = actions.add_parser("replay", help="play a side-game document and print the table")
    replaying.add_argument("document", type=Path, metavar="GAME.json")
    replaying.add_argument("--json", action="store_true", help="print the table as one JSON object")
    replaying.add_argument(
        "--dictionary",
        metavar="NAME",
        help="the word list challenges are settled by (default: the bundled one)",
    )
    replaying.set_defaults(run=run_replay)
    simulating = actions.add_parser("simulate", help="play random legal games and print statistics")
    simulating.add_argument("game", choices=tuple(SIDE_GAMES), metavar="GAME", help=", ".join(SIDE_GAMES))
    simulating.add_argument("--players", type=int, default=4, help="players at the table (default 4)")
    simulating.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    simulating.add_argument("--seed", type=int, default=1, help="the same seed plays the same games")
    simulating.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    simulating.set_defaults(run=run_simulate)
    exporting = actions.add_parser("export", help="write a night's side table out as a side-game document")
    exporting.add_argument("night", metavar="FILE.throne|URL")
    exporting.add_argument("--table", type=int, required=True, help="the side table's number")
    exporting.set_defaults(run=run_export)


def _context(dictionary: str | None) -> SideContext:
    """Challenges settled by the dictionary named (a name in the library, or a word list's path)."""
    words = library().open(dictionary) if dictionary else bundled_dictionary()
    return SideContext(is_word=words.__contains__)


def run_replay(arguments: argparse.Namespace) -> None:
    document = read_document(read_text(arguments.document))
    played = replay(document, _context(arguments.dictionary))
    if arguments.json:
        print_json(replay_json(played))
    else:
        print(table_text(played.game))
    if played.refused is not None:
        refused = played.refused
        if not arguments.json:
            print(f"Refused: move {refused.number}: {refused.reason}")
        print(f"{PROGRAM}: error: move {refused.number} refused: {refused.reason}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def replay_json(played: Replayed) -> dict[str, Any]:
    game, refused = played.game, played.refused
    view = game.view()
    return {
        "game": game.NAME,
        "players": [
            {"name": seat.name, game.UNIT: seat.holding, "detail": seat.detail, "out": seat.out}
            for seat in view.seats
        ],
        "to_act": view.to_act,
        "expecting": view.expecting,
        "winner": game.winner,
        "round": view.round,
        "applied": played.applied,
        "refused": None
        if refused is None
        else {"move": refused.number, "action": refused.move, "reason": refused.reason},
        "state": game.state_json(),
    }


def table_text(game: SideGame) -> str:
    """The table for a terminal: each player's holding, the bid, who acts next, the winner."""
    view = game.view()
    width = max(len(seat.name) for seat in view.seats)
    lines = [f"{view.title} · round {view.round}"]
    for seat in view.seats:
        holding = "out" if seat.out else f"{seat.holding} {view.unit}"
        detail = f"  ({seat.detail})" if seat.detail else ""
        lines.append(f"  {seat.name:<{width}}  {holding}{detail}")
    if view.bid:
        lines.append(f"Bid: {view.bid}")
    if view.last_call:
        lines.append(f"Last call: {view.last_call}")
    lines.append(f"Winner: {view.winner}" if view.winner else f"Next: {view.expecting}")
    return "\n".join(lines)


def run_simulate(arguments: argparse.Namespace) -> None:
    if not 2 <= arguments.players <= 12:
        raise CommandLineError("--players is 2 to 12")
    if not 1 <= arguments.games <= MAX_SIMULATED:
        raise CommandLineError(f"--games is 1 to {MAX_SIMULATED:,}")
    result = simulate(arguments.game, arguments.players, arguments.games, arguments.seed, _context(None))
    print_json(simulation_json(result)) if arguments.json else print(simulation_text(result))


def simulation_json(result: Simulation) -> dict[str, Any]:
    return {
        "game": result.game,
        "players": result.players,
        "games": result.games,
        "every_game_ended": True,
        "rounds": {
            "min": min(result.rounds),
            "mean": round(result.mean_rounds, 2),
            "max": max(result.rounds),
        },
        "moves": {"min": min(result.moves), "max": max(result.moves)},
        "calls": {ending.name.lower(): count for ending, count in result.endings.most_common()},
        "wins_by_seat": {str(seat): result.wins_by_seat[seat] for seat in range(1, result.players + 1)},
    }


def simulation_text(result: Simulation) -> str:
    calls = sum(result.endings.values())
    lines = [
        f"{result.games:,} games of {result.game}, {result.players} players: each ended with one winner",
        f"rounds per game: {min(result.rounds)} to {max(result.rounds)}, {result.mean_rounds:.1f} on average",
        f"moves per game: {min(result.moves)} to {max(result.moves)}",
        f"how {calls:,} calls ended:",
    ]
    lines += [f"  {count:>7,}  {ending.value}" for ending, count in result.endings.most_common()]
    wins = ", ".join(f"seat {seat}: {result.wins_by_seat[seat]}" for seat in range(1, result.players + 1))
    lines.append(f"wins by seat: {wins}")
    return "\n".join(lines)


def run_export(arguments: argparse.Namespace) -> None:
    with closing(open_night(location(arguments.night), read_only=True)) as service:
        sys.stdout.write(service.views.side_table(arguments.table).document)
