"""The season as the room sees it between rounds: the leaders' lines and the Throne's holder, decided
without Qt so the projector only paints them."""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.engine.counts import counted
from boggle_throne.i18n import _
from boggle_throne.presentation.director import NightReader
from boggle_throne.tournament.season import SeasonTable

LEADERS = 10
"""The lines a projector shows: ten names stay readable from the back of a bar."""


@dataclass(frozen=True)
class SeasonLine:
    rank: str
    name: str
    rating: str
    nights: str
    wins: str


@dataclass(frozen=True)
class SeasonBoard:
    """What the projector's season page shows: its title, the leaders best first, and who holds the
    Throne after the season's nights (with how many finals they have won)."""

    title: str
    lines: tuple[SeasonLine, ...]
    holder: str
    nights: str = ""

    @property
    def is_empty(self) -> bool:
        return not self.lines


def season_board(table: SeasonTable, title: str | None = None, leaders: int = LEADERS) -> SeasonBoard:
    """The season's first `leaders` ranked players (the unranked never take a leader's line), under
    `title` ("The season" in the language spoken when None)."""
    ranked = [row for row in table.rows if row.rank is not None][:leaders]
    lines = tuple(
        SeasonLine(str(row.rank), row.name, f"{row.rating:.1f}", str(row.nights), str(row.wins))
        for row in ranked
    )
    holder = ""
    if table.holder is not None:
        record = next(h for h in table.holders if h.name == table.holder)
        holder = _("On the Throne: {name} · {finals} won").format(
            name=table.holder, finals=counted(record.nights_held, "final")
        )
    nights = counted(len(table.nights), "night")
    return SeasonBoard(title if title is not None else _("The season"), lines, holder, nights)


def between_rounds(reader: NightReader) -> bool:
    """Whether the room is free for the season: no game started and still open (a game in play, or
    one still being read, keeps the projector)."""
    return all(reader.game(key).closed for key in reader.games())
