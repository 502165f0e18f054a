"""What the room's public page shows of the night (docs/phones.md, "The room's page"): the night's
name, the round, each table's standings and its game as read so far, the bracket, the Throne.

It is public (no token), so it keeps the night's secrets the way the projector does, and more:
- a word appears only once it is read out (a phone's words never, until the judge reads them);
- a board appears only once its game's clock has finished;
- while any other table still plays a board, or is yet to play it (a shared board), nothing read on
  it appears (only how many words were read), nor its board, nor the words nobody found;
- the words nobody found appear only for a closed game whose board no table plays any more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boggle_throne.i18n import _
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.night_views import NightViews
from boggle_throne.services.reading.views import BracketView, GameView, RoundView, StandingsView

ROOM_PATH = "/room"
"""Where the phone server serves the room's page; its QR code and URL are on the projector between
games and on the printed standings."""
MISSED_SHOWN = 5
"""The words nobody found that the page lists for a closed game: the longest."""

Json = dict[str, Any]
LatestGame = Callable[[int, int], Json | None]
"""The latest game started at a table (or match) of a round, by the round's and table's numbers."""


def room_url(base: str) -> str:
    """The room's page on the phone server at `base` (`http://HOST:PORT`)."""
    return f"{base.rstrip('/')}{ROOM_PATH}"


def room_state(night: NightViews) -> Json:
    """The room's page as JSON-ready data, built on the night's own thread."""
    standings = night.standings()
    keys = night.games()
    games = {key: night.game(key) for key in keys}
    secret = _secret_boards(games, standings)

    def latest_game(number: int, table: int) -> Json | None:
        """The latest game started at a table (or match) of round `number`, as the room may see it."""
        current = max((key for key in keys if (key.round, key.table) == (number, table)), default=None)
        return _game(night, games[current], current in secret) if current is not None else None

    state: Json = {
        "night": standings.tournament,
        "date": night.settings.held_on.isoformat(),
        "round": None,
        "tables": [],
        "bracket": _bracket(standings.bracket) if standings.bracket is not None else None,
        "champion": standings.defending_champion,
        "crowned": standings.winner,
        "throne": night.throne().holder,
    }
    if standings.rounds:
        view = standings.rounds[-1]
        state["round"] = view.title
        state["tables"] = _tables(view, latest_game)
    elif standings.bracket is not None and keys:
        number = max(key.round for key in keys)
        state["round"] = standings.bracket.round_title(number)
        state["tables"] = _matches(standings.bracket, number, latest_game)
    return state


def _secret_boards(games: dict[GameKey, GameView], standings: StandingsView) -> frozenset[GameKey]:
    """The games whose board another table still plays or is yet to play: nothing read on them shows."""
    boards = [(key, view.board.notation()) for key, view in games.items() if not view.closed]
    hidden: set[GameKey] = set()
    for key, view in games.items():
        notation = view.board.notation()
        elsewhere = any(other != key and board == notation for other, board in boards)
        if elsewhere or (not key.is_tie_break and _slot_yet_to_start(key, games, standings)):
            hidden.add(key)
    return frozenset(hidden)


def _slot_yet_to_start(key: GameKey, games: dict[GameKey, GameView], standings: StandingsView) -> bool:
    """Whether a table (or match) of the same round has yet to start this game number: with shared
    boards it will be dealt the same board."""
    bracket = standings.bracket
    if bracket is not None:
        if key.round > len(bracket.rounds):
            return False
        matches = bracket.rounds[key.round - 1]
        places = [match.number for match in matches if None not in match.players and match.winner is None]
    else:
        places = [table.number for table in standings.rounds[key.round - 1].tables]
    return any(GameKey(key.round, place, key.game) not in games for place in places)


def _tables(view: RoundView, latest_game: LatestGame) -> list[Json]:
    return [
        {
            "table": _("Table {number}").format(number=table.number),
            "standings": [
                {
                    "place": row.place,
                    "name": row.name,
                    "points": row.points,
                    "advances": bool(row.advances),
                }
                for row in table.standings
            ],
            "game": latest_game(view.number, table.number),
        }
        for table in view.tables
    ]


def _matches(bracket: BracketView, number: int, latest_game: LatestGame) -> list[Json]:
    """A head-to-head round's matches as the page's tables: the players with their games won."""
    return [
        {
            "table": match.label,
            "standings": [
                {"place": place, "name": name, "points": wins, "advances": name == match.winner}
                for place, (name, wins) in enumerate(zip(match.players, match.wins, strict=True), start=1)
            ],
            "game": latest_game(number, match.number),
        }
        for match in bracket.rounds[number - 1]
        if not match.bye and None not in match.players
    ]


def _game(night: NightViews, view: GameView, secret: bool) -> Json:
    """One game as the room may see it now."""
    clock_done = view.closed or view.timer.phase is TimerPhase.FINISHED
    read = sum(len(player.words) for player in view.players)
    stage = "closed" if view.closed else "reading" if clock_done else _playing(view.timer.phase)
    shown = clock_done and not secret
    return {
        "game": view.key.game,
        "stage": stage,
        "board": view.board.notation() if shown else None,
        "read": read,
        "held_back": secret and read > 0,
        "players": [
            {
                "name": player.name,
                "total": player.total if shown else None,
                "words": [
                    {"word": word.word.upper(), "points": word.points, "verdict": word.verdict.value}
                    for word in player.words
                ]
                if shown
                else [],
            }
            for player in view.players
        ],
        "missed": [word.upper() for word in night.missed_words(view.key, MISSED_SHOWN)]
        if view.closed and not secret
        else [],
    }


def _playing(phase: TimerPhase) -> str:
    return "paused" if phase is TimerPhase.PAUSED else "playing" if phase is TimerPhase.RUNNING else "waiting"


def _bracket(bracket: BracketView) -> list[Json]:
    """The road to the Throne: each round's matches, their players and games won."""
    return [
        {
            "round": bracket.round_title(number),
            "matches": [
                {"label": match.label, "players": list(match.players), "wins": list(match.wins)}
                for match in matches
            ],
        }
        for number, matches in enumerate(bracket.rounds, start=1)
    ]
