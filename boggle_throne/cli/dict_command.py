"""`boggle-throne dict`: import an organiser's word list, and list the dictionaries to choose from."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import library, print_json
from boggle_throne.engine.counts import counted


def register(commands: Any) -> None:
    """Add the `dict import` and `dict list` subcommands."""
    parser = commands.add_parser("dict", help="import and list dictionaries", description=__doc__)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    importing = actions.add_parser("import", help="compile a word list (one word per line) under a name")
    importing.add_argument("path", type=Path, help="the word list")
    importing.add_argument("--name", required=True, help="the name to choose it by")
    importing.add_argument("--json", action="store_true", help="print the report as JSON")
    importing.set_defaults(run=run_import)
    listing = actions.add_parser("list", help="the bundled and imported dictionaries")
    listing.add_argument("--json", action="store_true", help="one JSON object per dictionary")
    listing.set_defaults(run=run_list)


def run_import(arguments: argparse.Namespace) -> None:
    """Import, then report every skipped line with its reason."""
    report = library().import_list(arguments.path, arguments.name)
    if arguments.json:
        print_json(
            {
                **asdict(report.entry),
                "encoding": report.encoding,
                "new_version": report.replaced,
                "skipped": [
                    {"line": s.number, "text": s.text, "reason": s.reason.value, "detail": s.detail}
                    for s in report.skipped
                ],
            }
        )
        return
    reused = " (already compiled)" if report.reused_compiled else ""
    print(
        f"imported {report.entry.name}: {report.entry.word_count} words, "
        f"{counted(len(report.skipped), 'line')} skipped{reused}"
    )
    if report.replaced:
        print(
            f"  a new version of {report.entry.name}: new nights use it; nights already set up keep "
            "the words they were judged against"
        )
    for skipped in report.skipped:
        print(f"  skipped {skipped.describe()}")


def run_list(arguments: argparse.Namespace) -> None:
    """List every dictionary an organiser can pick."""
    for entry in library().entries():
        if arguments.json:
            print_json(asdict(entry))
        else:
            kind = "bundled" if entry.bundled else "imported"
            print(f"{entry.name:<20} {entry.word_count:>8} words  {kind}  {entry.source}")
