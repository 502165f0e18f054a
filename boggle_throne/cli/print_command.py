"""`boggle-throne print`: a printout of a tournament file, or of a night on a server, as a PDF (score
sheets, boards, house rules, the side games' rules cards, …)."""

from __future__ import annotations

import argparse
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from boggle_throne.cli.night_location import location, open_night
from boggle_throne.printing import DocumentKind, Paper
from boggle_throne.side.rules_cards import RULES_CARDS


def phone_base(text: str) -> str:
    """The phone server's address, `http://HOST:PORT`: the base of every invitation URL printed."""
    parts = urlsplit(text)
    try:
        port = parts.port
    except ValueError:
        port = None
    extra = parts.path.strip("/") or parts.query or parts.fragment or parts.username
    if parts.scheme not in ("http", "https") or not parts.hostname or port is None or extra:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a phone server's address such as http://192.168.1.20:8765"
        )
    return text.rstrip("/")


def register(commands: Any) -> None:
    """Add the `print` subcommand."""
    kinds = ", ".join(kind.value for kind in DocumentKind)
    parser = commands.add_parser(
        "print",
        help="print score sheets, boards, answer keys, the bracket, standings, results, the certificate, "
        "the house rules or the side games' rules cards",
        description=f"Write a printout of a tournament file as a PDF. KIND is one of {kinds}. The round "
        "documents take --round (default: the latest round) and --table; the bracket, the "
        "certificate, the house rules and the rules cards cover the whole night.",
    )
    parser.add_argument("kind", choices=[kind.value for kind in DocumentKind], metavar="KIND")
    parser.add_argument(
        "file",
        type=location,
        metavar="FILE|URL",
        help="the tournament file (.throne) or postgresql://USER:PASSWORD@HOST:PORT/DATABASE",
    )
    parser.add_argument("--round", type=int, dest="round_number", help="the round (default: the latest)")
    parser.add_argument(
        "--table", type=int, action="append", dest="tables", help="only this table (repeat for more)"
    )
    parser.add_argument("--paper", choices=[paper.value for paper in Paper], default=Paper.A4.value)
    parser.add_argument(
        "--phones",
        type=phone_base,
        metavar="http://HOST:PORT",
        help="print each seated player's phone invitation (QR code and URL) on the score sheets or "
        "board sheets, and the room's page on the standings, for the phone server at this address",
    )
    parser.add_argument(
        "--game",
        metavar="NAME",
        help=f"the rules cards of this side game only ({', '.join(RULES_CARDS)}; default: all of them)",
    )
    parser.add_argument("-o", "--output", type=Path, required=True, help="the PDF to write")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> None:
    from boggle_throne.printing.documents import make_document  # reportlab loads only to print

    if isinstance(arguments.file, Path) and not arguments.file.is_file():
        raise FileNotFoundError(2, "no such tournament file", str(arguments.file))
    with closing(open_night(arguments.file, read_only=True)) as service:
        path = make_document(
            service,
            DocumentKind(arguments.kind),
            arguments.output,
            round_number=arguments.round_number,
            tables=arguments.tables,
            paper=Paper(arguments.paper),
            phones=arguments.phones,
            game=arguments.game,
        )
    print(path)
