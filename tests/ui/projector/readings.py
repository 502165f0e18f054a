"""Hand-built games for the reading view: any number of players, any words, no service needed."""

from __future__ import annotations

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import Verdict
from boggle_throne.i18n import said
from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.views import GameView, PlayerGameView, StandingsView, ThroneView, WordView
from boggle_throne.tournament.players import PlayerId
from tests.services.night_builder import BOARD

KEY = GameKey(1, 1, 1)
LONG_WORDS = ("HEATHENS", "STRAITENS", "LATRINES", "ENTRAILS", "PLASTERS", "SALTINES", "RETAINS", "STERN")
NAMES = ("Anneliese", "Bartholomew", "Cat", "Dmitri", "Evangeline", "Fitz")


def points_for(word: str) -> int:
    """Boggle points by length: 3–4 letters 1, then 2, 3, 5, and 11 from eight letters."""
    return {3: 1, 4: 1, 5: 2, 6: 3, 7: 5}.get(len(word), 11 if len(word) >= 8 else 0)


def valid(word: str) -> WordView:
    return WordView(word.lower(), Verdict.VALID, points_for(word), said("valid"), len(word))


def reading(players: int, words: tuple[str, ...] = LONG_WORDS) -> GameView:
    """A game being read where each of `players` players read `words` (shifted, so lists differ)."""
    views = []
    for index, name in enumerate(NAMES[:players]):
        own = tuple(valid(w) for w in words[index % len(words) :] + words[: index % len(words)])
        total = sum(w.points for w in own)
        views.append(PlayerGameView(PlayerId(index + 1), name, own, total, 0, total))
    names = tuple(p.name for p in views)
    return GameView(
        KEY,
        Board.parse(BOARD),
        None,
        names,
        TimerState(TimerPhase.FINISHED, 0.0),
        tuple(views),
        (),
        None,
        False,
        1,
        names,
    )


class ReadingNight:
    """A reader of one game being read (the projector's `NightReader`)."""

    def __init__(self, game: GameView) -> None:
        self._game = game

    def game(self, key: GameKey) -> GameView:
        return self._game

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]:
        return (self._game.key,)

    def standings(self) -> StandingsView:
        return StandingsView("A night", (), None, None)

    def throne(self) -> ThroneView:
        return ThroneView(None, ())
