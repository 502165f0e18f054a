"""`boggle-throne dict`: import an organiser's word list, make a list of its common words, and list the
dictionaries to choose from with their language, source and licence."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import library, print_json
from boggle_throne.engine.counts import counted
from boggle_throne.services.word_lists.common_words import DEFAULT_TOP, build_common_list
from boggle_throne.services.word_lists.dictionaries import ListOrigin


def register(commands: Any) -> None:
    """Add the `dict import`, `dict common` and `dict list` subcommands."""
    parser = commands.add_parser("dict", help="import and list dictionaries", description=__doc__)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    importing = actions.add_parser("import", help="compile a word list (one word per line) under a name")
    importing.add_argument("path", type=Path, help="the word list")
    importing.add_argument("--name", required=True, help="the name to choose it by")
    importing.add_argument("--language", default="", help="its language's code: en, nl, fr, de, es, …")
    importing.add_argument("--source", default="", help="where its words come from (else the file's path)")
    importing.add_argument("--licence", default="", help="the licence it is used under")
    importing.add_argument(
        "--no-names",
        action="store_true",
        help="leave out words written with a capital (the names in Debian's lists; not for German)",
    )
    importing.add_argument("--json", action="store_true", help="print the report as JSON")
    importing.set_defaults(run=run_import)
    common = actions.add_parser(
        "common", help="a list of another list's words among the most frequent of its language"
    )
    common.add_argument("name", help="the name to choose the new list by")
    common.add_argument("--from", dest="from_list", required=True, help="the list to take words from")
    common.add_argument(
        "--top",
        type=int,
        default=DEFAULT_TOP,
        help=f"how many of the most frequent words (default {DEFAULT_TOP})",
    )
    common.add_argument("--json", action="store_true", help="print the report as JSON")
    common.set_defaults(run=run_common)
    listing = actions.add_parser("list", help="the bundled and imported dictionaries")
    listing.add_argument("--json", action="store_true", help="one JSON object per dictionary")
    listing.set_defaults(run=run_list)


def run_import(arguments: argparse.Namespace) -> None:
    """Import, then report every skipped line with its reason."""
    origin = ListOrigin(arguments.language, arguments.source, arguments.licence)
    report = library().import_list(arguments.path, arguments.name, origin, without_names=arguments.no_names)
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


def run_common(arguments: argparse.Namespace) -> None:
    """Make the common list, then say how many words it kept."""
    report = build_common_list(library(), arguments.name, arguments.from_list, arguments.top)
    if arguments.json:
        print_json(
            {**asdict(report.entry), "kept": report.kept, "of": report.of, "new_version": report.replaced}
        )
        return
    print(
        f"made {report.entry.name}: {report.kept} of {arguments.from_list}'s {report.of} words, "
        f"those among the {arguments.top:,} most frequent in {report.entry.language}"
    )


def run_list(arguments: argparse.Namespace) -> None:
    """List every dictionary an organiser can pick, with its language, source and licence."""
    for entry in library().entries():
        if arguments.json:
            print_json(asdict(entry))
        else:
            kind = "bundled" if entry.bundled else "imported"
            language = entry.language or "?"
            licence = f"  licence: {entry.licence}" if entry.licence else "  licence: not recorded"
            print(
                f"{entry.name:<20} {entry.word_count:>8} words  {language:<3} {kind}  {entry.source}{licence}"
            )
