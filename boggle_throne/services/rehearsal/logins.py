"""The night's logins as `night-server.sh` saved them, for a rehearsal on the organiser's own server.

Each process logs in as the night will have it: a judge station as its own `NIGHT.table-N`, the host's
station (registration, seating, the crown) as `NIGHT.main`, the phone server as `NIGHT.phones`, the
projector, the phones' answer key and the proof as the projector (they only read), and the owner only
to host the night. So the rehearsal tries the roles' rights too, which the server enforces. Each URL
names its own password file (`passfile=`), read by that login's connections only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

HOST = "host"
"""The owner's login: it hosts the night (makes its tables) and does nothing else."""
PROJECTOR = "projector"
MAIN = "main"
"""The host's station: registration, seating, tie-breaks and the crown."""
PHONES = "phones"
"""The phone server's station: the players' words written on their phones."""


class LoginsError(Exception):
    """The night's logins cannot be read, or lack one the rehearsal needs (named, with how to add it)."""


def table_station(number: int) -> str:
    """The station of table `number`, as `night-server.sh` names its login: `table-3`."""
    return f"table-{number}"


@dataclass(frozen=True)
class Logins:
    """Who → URL, from `DIR/NIGHT.urls`; passwords in `DIR/NIGHT.passwords/WHO.pgpass`."""

    urls_file: Path
    urls: dict[str, str]

    @classmethod
    def read(cls, urls_file: Path) -> Logins:
        try:
            text = urls_file.read_text(encoding="utf-8")
        except OSError as error:
            raise LoginsError(f"cannot read the night's logins {urls_file}: {error.strerror}") from None
        urls = {}
        for line in text.splitlines():
            who, _, url = line.strip().partition(" ")
            if url.startswith("postgresql://"):
                urls[who.removeprefix("station-")] = url.strip()
        if HOST not in urls or PROJECTOR not in urls:
            raise LoginsError(
                f"{urls_file} is not a night's logins as night-server.sh saves them (NIGHT.urls)"
            )
        return cls(urls_file, urls)

    @property
    def night(self) -> str:
        return self.urls_file.stem

    def check(self, tables: int, phones: bool) -> None:
        """`LoginsError` naming every station the rehearsal needs that the night has no login for,
        with the command that adds each."""
        needed = [
            MAIN,
            *(table_station(number) for number in range(1, tables + 1)),
            *([PHONES] if phones else []),
        ]
        missing = [station for station in needed if station not in self.urls]
        if missing:
            folder = self.urls_file.parent
            adding = "; ".join(f"night-server.sh station {folder} {self.night} {name}" for name in missing)
            raise LoginsError(f"the night {self.night} has no login for {', '.join(missing)}: {adding}")

    def url(self, who: str) -> str:
        """The URL `who` logs in with, naming its own password file."""
        url = self.urls[who]
        password_file = self.urls_file.parent / f"{self.night}.passwords" / f"{who}.pgpass"
        return f"{url}{'&' if '?' in url else '?'}passfile={quote(str(password_file), safe='/')}"
