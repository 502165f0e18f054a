"""`boggle-throne season`: the players ranked over several nights (files or nights on servers), as text,
JSON or a printable PDF."""

from __future__ import annotations

import argparse
from contextlib import closing
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import print_json
from boggle_throne.cli.main import CommandLineError
from boggle_throne.cli.night_location import location, open_night
from boggle_throne.printing import Paper
from boggle_throne.services.documents.season import SEASON_STATION, night_result, season_dict
from boggle_throne.tournament.errors import SeasonError
from boggle_throne.tournament.season import NightResult, SeasonRules, SeasonTable, season_table

DEFAULT_TITLE = "The season"


def merge(text: str) -> tuple[str, str]:
    """`NAME=INTO`: the name on the left is the same person as the one on the right."""
    name, sign, into = text.partition("=")
    if not sign or not name.strip() or not into.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=INTO (e.g. 'Zoe B=Zoé Bernard')")
    return name.strip(), into.strip()


def whole(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of nights (1 or more)")
    return number


def register(commands: Any) -> None:
    """Add the `season` subcommand."""
    parser = commands.add_parser(
        "season",
        help="rank the players over several nights (openskill ratings, nights won, the Throne's holders)",
        description="Read each night (a tournament file or postgresql://… URL, read-only) and rank its "
        "players over them all: each closed game is one match of openskill's Plackett–Luce model in the "
        "table's order. Names are one player across nights whatever their case or accents.",
    )
    parser.add_argument("nights", type=location, nargs="+", metavar="FILE|URL", help="the nights")
    parser.add_argument("--json", action="store_true", help="print the season as JSON")
    parser.add_argument("-o", "--output", type=Path, help="write the season table as a PDF")
    parser.add_argument("--paper", choices=[paper.value for paper in Paper], default=Paper.A4.value)
    parser.add_argument(
        "--title", default=DEFAULT_TITLE, help=f"the PDF's title (default: {DEFAULT_TITLE!r})"
    )
    parser.add_argument("--best", type=whole, metavar="N", help="count only each player's N best nights")
    parser.add_argument(
        "--min-nights", type=whole, default=1, metavar="N", help="nights played to be ranked (default: 1)"
    )
    parser.add_argument(
        "--merge",
        type=merge,
        action="append",
        default=[],
        metavar="NAME=INTO",
        help="NAME is the same person as INTO (repeat for more)",
    )
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> None:
    nights = [_read(where) for where in arguments.nights]
    try:
        rules = SeasonRules(arguments.best, arguments.min_nights, tuple(arguments.merge))
        table = season_table(nights, rules)
    except SeasonError as error:
        raise CommandLineError(str(error)) from None
    if arguments.output is not None:
        _write_pdf(table, arguments)
    if arguments.json:
        print_json(season_dict(table))
    elif arguments.output is None:
        for line in season_lines(table):
            print(line)
    else:
        print(arguments.output)


def season_lines(table: SeasonTable) -> list[str]:
    """The season as a plain table of text, one player a line, best first."""
    lines = [f"{'#':>3}  {'player':<24} {'rating':>7} {'nights':>6} {'games':>5} {'points':>6} {'won':>3}"]
    for row in table.rows:
        rank = str(row.rank) if row.rank is not None else "–"
        lines.append(
            f"{rank:>3}  {row.name:<24} {row.rating:>7.2f} {row.nights:>6} {row.games:>5} "
            f"{row.points:>6} {row.wins:>3}"
        )
    for holder in table.holders:
        lines.append(
            f"Throne: {holder.name}, crowned {', '.join(holder.crowned)}; "
            f"{holder.defences_won} defences won, {holder.defences_lost} lost"
        )
    return lines


def _read(where: Path | str) -> NightResult:
    if isinstance(where, Path) and not where.is_file():
        raise FileNotFoundError(2, "no such tournament file", str(where))
    with closing(open_night(where, read_only=True, station=SEASON_STATION)) as service:
        return night_result(service.views)


def _write_pdf(table: SeasonTable, arguments: argparse.Namespace) -> None:
    from boggle_throne.printing.season import render_season  # reportlab loads only to print
    from boggle_throne.services.documents.outputs import replacing

    inputs = [where for where in arguments.nights if isinstance(where, Path)]
    with replacing(arguments.output, inputs) as partial:
        render_season(table, arguments.title, partial, Paper(arguments.paper))
