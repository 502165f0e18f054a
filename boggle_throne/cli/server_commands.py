"""`host`, `fetch` and `apply`: a night on a PostgreSQL server shared by several judge stations.

`host` copies a file's night whole to an empty server database, `fetch` copies a server's night back
into a new file for the archive, and `apply` appends a batch of actions to a live night (a file or a
server's), each checked against the night as it is at that moment.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from contextlib import closing
from pathlib import Path
from typing import Any

from boggle_throne.cli.common import print_json, read_json
from boggle_throne.cli.main import PROGRAM, CommandLineError
from boggle_throne.cli.night_location import (
    SERVER_URL,
    location,
    open_night,
    server_failure,
    server_location,
    shown,
)
from boggle_throne.engine.errors import quoted
from boggle_throne.night.errors import ThroneError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from boggle_throne.services.documents.night_files import fetch_night
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.store.urls import without_passwords


def register(commands: Any) -> None:
    """Add the server subcommands."""
    host = commands.add_parser(
        "host",
        help="copy a tournament file's night whole to an empty database on a PostgreSQL server",
        description="Copy FILE's night (every action with its number, and the word lists it carries) "
        f"to an empty database on a server ({SERVER_URL}), where several judge stations can join it.",
    )
    host.add_argument("file", type=Path, help="the tournament file (.throne)")
    host.add_argument("--db", required=True, metavar="URL", help=f"the empty database: {SERVER_URL}")
    host.set_defaults(run=run_host)

    fetch = commands.add_parser(
        "fetch",
        help="copy a night on a server back into a new tournament file, for the archive",
        description="Copy the night at URL whole into a new tournament file: every action keeps its "
        "number, and the word lists come along.",
    )
    fetch.add_argument("url", metavar="URL", help=f"the night's database: {SERVER_URL}")
    fetch.add_argument("-o", "--output", type=Path, required=True, help="the new tournament file (.throne)")
    fetch.set_defaults(run=run_fetch)

    apply = commands.add_parser(
        "apply",
        help="append a batch of actions to a live night (a file or a server's), as one judge station",
        description="Append the actions of ACTIONS.json (a JSON list of actions, an object with an "
        "'actions' list, or a whole night document) to the night, in order, each checked against the "
        "night as it is at that moment (other stations' actions first). A refused action is reported on "
        "one line (its number in the batch, its 'do' and why) and the rest go on; the exit status is 2 "
        "if any was refused.",
    )
    apply.add_argument("actions", type=Path, metavar="ACTIONS.json", help="the actions to append")
    apply.add_argument(
        "--db", required=True, metavar="URL|FILE", help=f"the night: {SERVER_URL} or FILE.throne"
    )
    apply.add_argument("--station", required=True, help="the judge station the actions are recorded as")
    apply.add_argument("--json", action="store_true", help="print a JSON summary of what was applied")
    apply.set_defaults(run=run_apply)


def run_host(arguments: argparse.Namespace) -> None:
    url = server_location(arguments.db, f"--db {arguments.db} is not a server's address ({SERVER_URL})")
    with closing(open_night(arguments.file, read_only=True)) as service:
        actions = len(service.files.recorded())
        try:
            service.files.host(url)
        except TournamentFileError as error:
            raise server_failure(url, error, "host the night at") from None
    print(f"copied {actions} actions of {arguments.file} to {shown(url)}")


def run_fetch(arguments: argparse.Namespace) -> None:
    url = server_location(arguments.url, f"{arguments.url} is not a server's address ({SERVER_URL})")
    try:
        actions = fetch_night(url, arguments.output)
    except TournamentFileError as error:
        raise server_failure(url, error, "fetch the night at") from None
    print(f"copied {actions} actions of {shown(url)} to {arguments.output}")


def run_apply(arguments: argparse.Namespace) -> None:
    actions = _batch(read_json(arguments.actions), arguments.actions)
    where = location(arguments.db)
    service = open_night(where, station=arguments.station)
    applied: list[dict[str, Any]] = []
    refused: list[dict[str, Any]] = []
    warnings: list[str] = []
    history: list[str] = []
    with closing(service):
        for number, action in enumerate(actions, start=1):
            kind = action.get("do") if isinstance(action, Mapping) else None
            try:
                if not isinstance(action, Mapping) or not isinstance(kind, str):
                    raise CommandLineError(f"an action is an object with a 'do' field, not {quoted(action)}")
                walked = _walked_over(service, kind)
                result = apply_action(service, action)
            except (ThroneError, CommandLineError) as error:
                why = without_passwords(str(error))
                refused.append({"action": number, "do": kind, "why": why})
                print(f"{PROGRAM}: action {number} ({kind}) refused: {why}", file=sys.stderr)
                continue
            applied.append(
                {"action": number, "seq": result.seq, **({"walked_over": walked} if walked else {})}
            )
            if walked:
                history.append(
                    f"action {number} ({kind}) {'took back' if kind == 'undo' else 'brought back'} {walked}"
                )
            warnings.extend(
                f"action {number} ({kind}): {message}"
                for change in result.advancement_changes
                for message in change.messages()
            )
        notices = service.notices()
    if arguments.json:
        print_json({"applied": applied, "refused": refused, "warnings": [*notices, *warnings]})
    else:
        for warning in (*notices, *warnings):
            print(f"Warning: {warning}")
        for line in history:
            print(line)
        logged = f" (log {applied[0]['seq']}–{applied[-1]['seq']})" if applied else ""
        print(f"applied {len(applied)} of {len(actions)} actions to {shown(where)}{logged}")
    if refused:
        raise CommandLineError(f"{len(refused)} of {len(actions)} actions were refused")


def _batch(document: object, path: Path) -> list[Any]:
    """The actions of a batch: a JSON list, or the `actions` of an object (a whole night document)."""
    if isinstance(document, list):
        return document
    if isinstance(document, Mapping) and isinstance(document.get("actions"), list):
        return list(document["actions"])
    raise CommandLineError(
        f"{path} holds no actions: give a JSON list of actions, or an object with 'actions'"
    )


def _walked_over(service: OpenNight, kind: str) -> str | None:
    """What an undo or redo asked for would take back or bring back (this station's own action),
    named as a judge reads it; None for other actions, or when there is none (the action is then
    refused, saying so)."""
    if kind == "undo":
        return service.views.undo_name()
    if kind == "redo":
        return service.views.redo_name()
    return None
