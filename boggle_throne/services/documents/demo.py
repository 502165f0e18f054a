"""The demo night: 16 players and a defending champion, two table rounds and a final, fully played.

Boards are rolled from a fixed seed and typed in; each player finds words on the board according to
their skill (short words more often, so players cross each other's words as at a real table), now
and then reads a word that is not there and gets challenged, and the judges rule. The night is
built through the services action by action, and the same actions form a night document that
`replay` reproduces exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.scoring import Verdict
from boggle_throne.engine.verdicts import likeliest_reason
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

DEMO_PLAYERS = (
    "Arya", "Brienne", "Cersei", "Davos", "Edmure", "Gendry", "Jaime", "Jon",
    "Lyanna", "Margaery", "Missandei", "Oberyn", "Podrick", "Sansa", "Theon", "Tyrion",
)  # fmt: skip
DEMO_CHAMPION = "Daenerys"
DEMO_SETTINGS: Mapping[str, Any] = {
    "name": "Demo night at the Throne Room",
    "date": "2026-11-21",
    "rules": "throne",
    "dictionary": "enable",
    "dice": "4x4-new",
    "format": {"games_per_round": 3, "min_table": 3, "max_table": 5, "advance": 2, "rounds": 3},
}
_MISREAD = ("zorb", "quix", "blorp", "thrum", "glimmerz", "snarf")


class _DemoNight:
    """Builds the night through a service while writing down each action."""

    def __init__(self, service: OpenNight, seed: int) -> None:
        self.service = service
        self.actions: list[dict[str, Any]] = []
        self.random = random.Random(seed)
        self.rolls = SeededRandom(seed)
        self.dice = dice_set(DEMO_SETTINGS["dice"])
        self.skill = {name: 0.25 + 0.6 * self.random.random() for name in (*DEMO_PLAYERS, DEMO_CHAMPION)}

    def do(self, **action: Any) -> None:
        apply_action(self.service, action)
        self.actions.append(action)

    def play(self) -> None:
        for name in (*DEMO_PLAYERS, DEMO_CHAMPION):
            self.do(do="register", name=name, checked_in=True)
        self.do(do="proclaim", player=DEMO_CHAMPION)
        for round_number in (1, 2, 3):
            self.do(do="seat", seed=round_number * 101)
            view = self.service.views.round(round_number)
            for game in range(1, view.games + 1):
                board = self.dice.roll_with(self.rolls).notation()
                for table in view.tables:
                    self.play_game(GameKey(round_number, table.number, game), board)
            for number, players in enumerate(self.service.views.pending_tie_breaks(round_number), start=1):
                board = self.dice.roll_with(self.rolls).notation()
                self.play_game(GameKey(round_number, 0, number), board, list(players))
        self.do(do="crown")

    def play_game(self, key: GameKey, board: str, players: list[int] | None = None) -> None:
        game = key.to_json()
        self.do(do="start_game", game=game, board=board, **({"players": players} if players else {}))
        for phase in ("countdown", "running", "finished"):
            self.do(do="timer", game=game, phase=phase)
        view = self.service.views.game(key)
        by_length = sorted(self.service.views.board_words(key), key=lambda w: (len(w), w))
        for name in view.read_order:
            for word in self.found_words(name, by_length):
                self.do(do="word", game=game, player=name, word=word)
        self.challenges(key, view.read_order)
        self.do(do="close_game", game=game)

    def found_words(self, name: str, words: list[str]) -> list[str]:
        skill = self.skill[name]
        found = [w for w in words if self.random.random() < skill * (1.3 if len(w) <= 4 else 0.45)]
        self.random.shuffle(found)
        found = found[: 6 + int(skill * 18)]
        if self.random.random() < 0.12:
            found.append(self.random.choice(_MISREAD))
        return found

    def challenges(self, key: GameKey, readers: tuple[str, ...]) -> None:
        game = key.to_json()
        view = self.service.views.game(key)
        for held_by, word in view.held:
            verdict = next(w.verdict for w in view.player(held_by).words if w.word == word)
            approvable = verdict is Verdict.NOT_IN_DICTIONARY  # a ruling overrides the dictionary only
            ruling = "approved" if approvable and self.random.random() < 0.2 else "upheld"
            reason = {"reason": likeliest_reason(verdict).value} if ruling == "upheld" else {}
            self.do(do="rule", game=game, player=held_by, word=word, ruling=ruling, **reason)
        if self.random.random() < 0.3:
            reader = self.random.choice(readers)
            words = [w.word for w in view.player(reader).words if w.verdict is Verdict.VALID]
            if words:
                word = self.random.choice(words)
                self.do(do="challenge", game=game, player=reader, word=word)
                self.do(do="rule", game=game, player=reader, word=word, ruling="rejected")


def build_demo_night(
    path: Path, *, seed: int = 2026, library: DictionaryLibrary | None = None
) -> tuple[OpenNight, dict[str, Any]]:
    """Create the demo night in a new file; returns the open service and the night document."""
    service = OpenNight.create(path, DEMO_SETTINGS, library=library)
    night = _DemoNight(service, seed)
    try:
        night.play()
    except BaseException:
        service.close()
        raise
    return service, {"tournament": dict(DEMO_SETTINGS), "actions": night.actions}
