"""`serve` and `invites`: the players' phones for a night, without the judges' window.

`serve` runs the phone server on the one address given and takes the phones' words into the night
on its main thread (the night's one writer here); on a night on a server it also takes in the other
stations' actions as they are announced. `invites` prints each player's invitation URL.
"""

from __future__ import annotations

import argparse
import re
import signal
from contextlib import closing
from typing import Any
from urllib.parse import urlsplit

from boggle_throne.cli.common import print_json
from boggle_throne.cli.main import CommandLineError
from boggle_throne.cli.night_location import location, open_night, shown
from boggle_throne.night.games import GameKey
from boggle_throne.phones.app import phone_app
from boggle_throne.phones.server import PhoneServer
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones

_NIGHT = "FILE.throne|URL"
_NIGHT_HELP = "the tournament file (.throne) or postgresql://USER:PASSWORD@HOST:PORT/DATABASE"
_LISTEN = re.compile(r"(?:\[(?P<v6>[0-9A-Fa-f:.]+)\]|(?P<host>[^\s:\[\]]+)):(?P<port>[0-9]{1,5})")
_WAIT = 0.5
"""Seconds the main thread waits for a phone's request before it looks for Ctrl+C again."""


def register(commands: Any) -> None:
    """Add the phone subcommands."""
    serve = commands.add_parser(
        "serve",
        help="run the phone server for a night, without the window",
        description="Serve the players' phone page and its API (docs/phones.md) for the night, on "
        "HOST:PORT only, until Ctrl+C. The phones' words go into the night as each player's own.",
    )
    serve.add_argument("night", metavar=_NIGHT, help=_NIGHT_HELP)
    serve.add_argument(
        "--listen",
        type=listen_address,
        required=True,
        metavar="HOST:PORT",
        help="the address to listen on: the laptop's address on the bar's network (port 0: any free port)",
    )
    serve.add_argument(
        "--station", default="phones", help="the station the phones' words are recorded as (default: phones)"
    )
    serve.add_argument(
        "--proxy",
        metavar="ADDRESS",
        help="the address of a proxy in front of the server, whose X-Forwarded-For names each phone "
        "(by default that header is ignored: any phone could send it)",
    )
    serve.add_argument(
        "--no-room",
        action="store_true",
        help="do not serve the room's public page (/room: standings and words once read, no token)",
    )
    serve.set_defaults(run=run_serve)

    invites = commands.add_parser(
        "invites",
        help="print each player's invitation URL for their phone",
        description="Print the invitation URL of each player of a game (default: every player seated "
        "in the latest round), one 'name<TAB>url' line each.",
    )
    invites.add_argument("night", metavar=_NIGHT, help=_NIGHT_HELP)
    invites.add_argument("--game", type=game_key, metavar="ROUND.TABLE.GAME", help="one game's players only")
    invites.add_argument(
        "--base", type=base_url, required=True, metavar="http://HOST:PORT", help="the phone server's address"
    )
    invites.add_argument("--json", action="store_true", help='print a JSON list of {"player", "url"}')
    invites.set_defaults(run=run_invites)


def listen_address(text: str) -> tuple[str, int]:
    """`HOST:PORT` (`[::1]:8000` for an IPv6 address) as a host and a port."""
    match = _LISTEN.fullmatch(text.strip())
    if match is None or int(match["port"]) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not HOST:PORT (such as 192.168.1.20:8080)")
    return match["v6"] or match["host"], int(match["port"])


def game_key(text: str) -> GameKey:
    """`ROUND.TABLE.GAME` (`1.2.1`) as a game's key."""
    parts = text.split(".")
    if len(parts) != 3 or not all(part.isdigit() and len(part) <= 4 for part in parts):
        raise argparse.ArgumentTypeError(f"{text!r} is not ROUND.TABLE.GAME (such as 1.2.1)")
    return GameKey(*(int(part) for part in parts))


def base_url(text: str) -> str:
    """The phone server's address as the invitations start with it: `http://HOST:PORT`."""
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise argparse.ArgumentTypeError(f"{text!r} is not the phone server's address (http://HOST:PORT)")
    return text.rstrip("/")


def run_serve(arguments: argparse.Namespace) -> None:
    where = location(arguments.night)
    host, port = arguments.listen
    service = open_night(where, station=arguments.station)
    desk = PhoneDesk()
    try:
        server = PhoneServer(
            phone_app(Phones(service), desk, room=not arguments.no_room), host, port, proxy=arguments.proxy
        ).start()
    except BaseException:
        service.close()
        raise

    def take_in_other_stations() -> None:  # on the listener's thread: the catching up is the desk's
        desk.submit(service.catch_up)

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # a service manager stops it as Ctrl+C does
    listener = service.listener(on_actions=take_in_other_stations)
    if listener is not None:
        listener.start()
    print(
        f"serving the phones of {shown(where)} at {server.base_url} "
        f"(invitations: boggle-throne invites … --base {server.base_url}); press Ctrl+C to stop",
        flush=True,
    )
    try:
        while True:
            desk.run_next(_WAIT)
    except KeyboardInterrupt:
        pass
    finally:
        if listener is not None:
            listener.stop()
        server.stop(desk)  # the requests still open are answered while the server stops
        service.close()


def run_invites(arguments: argparse.Namespace) -> None:
    with closing(open_night(location(arguments.night), read_only=True)) as service:
        invitations = Phones(service).invitations(arguments.base, arguments.game)
    if not invitations:
        raise CommandLineError("no player is seated yet: seat a round first")
    if arguments.json:
        print_json([{"player": invitation.name, "url": invitation.url} for invitation in invitations])
        return
    for invitation in invitations:
        print(f"{invitation.name}\t{invitation.url}")
