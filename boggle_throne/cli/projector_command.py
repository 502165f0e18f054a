"""`boggle-throne projector NIGHT`: the room's projector alone, on a machine of its own."""

from __future__ import annotations

import argparse
from typing import Any

from boggle_throne.cli.night_location import location, open_night


def register(commands: Any) -> None:
    """Add the projector subcommand."""
    projector = commands.add_parser(
        "projector",
        help="open the projector alone, following a night on a server (or in a file) read-only",
        description="Open the room's projector by itself, read-only, following NIGHT as the judges' "
        "stations act: a server night's projector URL (postgresql://…) or a tournament file.",
    )
    projector.add_argument("night", metavar="NIGHT", help="the projector URL, or a tournament file")
    projector.set_defaults(run=run_projector_command)


def run_projector_command(arguments: argparse.Namespace) -> None:
    service = open_night(location(arguments.night), read_only=True, station="projector")
    from boggle_throne.ui.projector_alone import run_projector  # Qt only once the night opened

    raise SystemExit(run_projector(service))
