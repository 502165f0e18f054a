"""`boggle-throne`: the entry point. Every failure is one line on stderr and a non-zero exit status."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import NoReturn

from boggle_throne import __version__
from boggle_throne.engine.errors import EngineError
from boggle_throne.night.errors import ThroneError
from boggle_throne.side.errors import SideGameError
from boggle_throne.store.urls import without_passwords

PROGRAM = "boggle-throne"
EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 70
TOURNAMENT_SUFFIX = ".throne"


class CommandLineError(Exception):
    """A command's arguments or files are wrong."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line rather than the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


_MODULES = {
    "solve": "solve_command",
    "generate": "generate_command",
    "score": "score_command",
    "dict": "dict_command",
    "replay": "night_commands",
    "standings": "night_commands",
    "export": "night_commands",
    "demo": "night_commands",
    "print": "print_command",
    "host": "server_commands",
    "fetch": "server_commands",
    "apply": "server_commands",
    "projector": "projector_command",
    "serve": "phone_commands",
    "invites": "phone_commands",
    "side": "side_command",
    "season": "season_command",
    "rehearse": "rehearse_command",
}
"""The module of each subcommand, imported only when needed: the night commands pull in the storage
layer, which a batch of `solve` runs should not wait for at every start."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of the named subcommand, or of every subcommand (for help and unknown names)."""
    parser = _Parser(prog=PROGRAM, description="Run a Game of Thrones of Boggle tournament night.")
    parser.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    names = [_MODULES[command]] if command in _MODULES else list(dict.fromkeys(_MODULES.values()))
    for name in names:
        import_module(f"boggle_throne.cli.{name}").register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status. No command (or just a `.throne` file) opens the app."""
    given = list(sys.argv[1:] if argv is None else argv)
    if len(given) == 1 and given[0].endswith(TOURNAMENT_SUFFIX):
        return _open_app(Path(given[0]))
    parser = build_parser(given[0] if given else None)
    arguments = parser.parse_args(given)
    if arguments.command is None:
        return _open_app(None)
    try:
        arguments.run(arguments)
    except (EngineError, ThroneError, SideGameError, CommandLineError) as error:
        return _fail(str(error))
    except RecursionError:  # data nested thousands deep, read by code that walks it
        return _fail("the input is nested too deeply to read")
    except BrokenPipeError:  # the reader (`| head`) stopped early: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as error:
        return _fail(f"{error.filename or 'file'}: {error.strerror or error}")
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # the last guard: never a traceback on a judge's screen
        return _fail(f"internal error ({type(error).__name__}): {error}", EXIT_INTERNAL)
    return 0


def _open_app(path: Path | None) -> int:
    """The judges' window; Qt is imported only here, so the commands start fast."""
    from boggle_throne.ui.app import run_app

    return run_app(path)


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    message = without_passwords(message)  # a server's password never reaches the screen
    print(f"{PROGRAM}: error: {message}", file=sys.stderr)
    return status
