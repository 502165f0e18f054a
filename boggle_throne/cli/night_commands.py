"""`replay`, `standings`, `export` and `demo`: driving and reading a tournament file without a window.

Every command that reads or replays a night takes a tournament file or the `postgresql://…` URL of a
night on a server; a reading command opens either for reading only (a projector's role can only read).
"""

from __future__ import annotations

import argparse
import json
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from boggle_throne.cli.bracket_text import bracket_lines
from boggle_throne.cli.common import library, print_json, read_json
from boggle_throne.cli.night_location import SERVER_URL, Location, location, open_night, server_failure
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.documents.export import export_night, standings_dict, write_csv
from boggle_throne.services.documents.night_document import replay_night
from boggle_throne.services.documents.outputs import check_output, write_text
from boggle_throne.services.errors import OutputRefusedError, TournamentFileError
from boggle_throne.services.reading.views import StandingsView


def register(commands: Any) -> None:
    """Add the night subcommands."""
    replay = commands.add_parser(
        "replay",
        help="apply a night document (JSON list of actions) to a tournament file",
        description="Apply NIGHT.json through the services and print the standings. On a file that "
        "already holds the start of the same night, the replay resumes after its last action.",
    )
    replay.add_argument("night", type=Path, help="the night document")
    replay.add_argument(
        "--db",
        type=location,
        required=True,
        metavar="FILE|URL",
        help=f"the tournament file (.throne) or {SERVER_URL}",
    )
    replay.add_argument("--json", action="store_true", help="print the standings as JSON")
    replay.set_defaults(run=run_replay)

    standings = commands.add_parser("standings", help="print the standings of a tournament file")
    standings.add_argument(
        "file", type=location, metavar="FILE|URL", help=f"the tournament file (.throne) or {SERVER_URL}"
    )
    standings.add_argument("--json", action="store_true", help="print them as JSON")
    standings.set_defaults(run=run_standings)

    export = commands.add_parser(
        "export",
        help="export players, games, words, rulings and standings",
        description="Export a night. JSON goes to stdout or -o FILE; CSV writes players.csv, games.csv, "
        "words.csv, rulings.csv and standings.csv (and matches.csv for a head-to-head night) into the "
        "folder -o DIR (default: FILE-export).",
    )
    export.add_argument(
        "file", type=location, metavar="FILE|URL", help=f"the tournament file (.throne) or {SERVER_URL}"
    )
    export.add_argument("--format", choices=("csv", "json"), default="json")
    export.add_argument("-o", "--output", type=Path, help="output file (json) or folder (csv)")
    export.set_defaults(run=run_export)

    demo = commands.add_parser("demo", help="create a complete demo night in a new tournament file")
    demo.add_argument("file", type=Path, help="the new tournament file (.throne)")
    demo.add_argument("--night", type=Path, help="also write the night document (JSON) here")
    demo.add_argument("--seed", type=int, default=2026, help="the seed of boards and players' luck")
    demo.set_defaults(run=run_demo)


def run_replay(arguments: argparse.Namespace) -> None:
    document = read_json(arguments.night)
    try:
        service, report = replay_night(document, arguments.db, library=library())
    except TournamentFileError as error:
        raise server_failure(arguments.db, error) from None
    with closing(service):
        _print_standings(service.views.standings(), arguments.json, (*service.notices(), *report.warnings))


def run_standings(arguments: argparse.Namespace) -> None:
    with closing(open_night(arguments.file, read_only=True)) as service:
        _print_standings(service.views.standings(), arguments.json, service.notices())


def run_export(arguments: argparse.Namespace) -> None:
    read = [arguments.file] if isinstance(arguments.file, Path) else []  # no output may overwrite it
    if arguments.output is not None and arguments.format == "json":
        check_output(arguments.output, read)  # before the night is read
    with closing(open_night(arguments.file, read_only=True)) as service:
        if arguments.format == "csv":
            folder = arguments.output or _export_folder(arguments.file)
            for path in write_csv(service, folder):
                print(path)
            return
        night = export_night(service)
    if arguments.output is None:
        print_json(night)
    else:
        write_text(arguments.output, json.dumps(night, ensure_ascii=False, indent=1), read)


def _export_folder(where: Location) -> Path:
    """The default CSV folder: `FILE-export` beside the file, or `DATABASE-export` here for a server."""
    if isinstance(where, Path):
        return where.with_name(f"{where.stem}-export")
    return Path(f"{unquote(urlsplit(where).path.strip('/')) or 'night'}-export")


def run_demo(arguments: argparse.Namespace) -> None:
    if arguments.night is not None:
        check_output(arguments.night, [arguments.file])  # before the night is made
        if arguments.night.absolute() == arguments.file.absolute():
            raise OutputRefusedError(f"{arguments.night} is the new tournament file; name another")
    service, document = build_demo_night(arguments.file, seed=arguments.seed, library=library())
    with closing(service):
        if arguments.night is not None:
            write_text(arguments.night, json.dumps(document, indent=1), [arguments.file])
        standings = service.views.standings()
        print(f"{arguments.file}: {standings.tournament}, {len(document['actions'])} actions")
        print(f"crowned: {standings.winner}")


def _print_standings(view: StandingsView, as_json: bool, warnings: tuple[str, ...]) -> None:
    """The standings as text or JSON; warnings (actions of the log not applied, a replay's changes
    of who advanced) come first in the text and under `warnings` in the JSON."""
    if as_json:
        print_json({**standings_dict(view), "warnings": list(warnings)})
        return
    for warning in warnings or ():
        print(f"Warning: {warning}")
    if warnings:
        print()
    print(view.tournament)
    if view.defending_champion:
        print(f"Defending the Throne: {view.defending_champion}")
    for round_ in view.rounds:
        title = "Final" if round_.kind.value == "final" else f"Round {round_.number}"
        print(f"\n{title} ({round_.games} game{'' if round_.games == 1 else 's'})")
        for table in round_.tables:
            print(f"  Table {table.number}")
            for row in table.standings:
                games = " ".join("  ." if p is None else f"{p:3d}" for p in row.game_points)
                mark = "  advances" if row.advances else ""
                print(
                    f"    {row.place:>2}. {row.name:<16} {row.points:>4}   games {games}   "
                    f"words {row.scoring_words:>3}  longest {row.longest_word:>2}{mark}"
                )
        for tie_break in round_.tie_breaks:
            print(f"  Tie-break game needed: {', '.join(tie_break.players)} for {tie_break.places} place(s)")
    if view.bracket is not None:
        print("\n" + "\n".join(bracket_lines(view.bracket)))
    if view.winner:
        note = "defends the Throne" if view.winner == view.defending_champion else "new holder of the Throne"
        print(f"\nCrowned: {view.winner} ({note})")
