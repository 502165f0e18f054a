"""The simulated people of a rehearsal: a judge at a station, and a player writing on a phone.

Each decides from the night as it now stands, never from a memory of its own, so a station restarted
mid-game (or one whose action the server never answered) picks up where the night is. Every choice
comes from a random generator seeded by the night's seed and the game, so a seed plays the same
night: the same words found, the same misreadings, challenges, corrections and undo.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from boggle_throne.engine.verdicts import Ruling, Verdict, likeliest_reason
from boggle_throne.night.clock import WHEN_TIME_RUNS_OUT, TimerPhase
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.reading.views import ActionResult, GameView
from boggle_throne.services.rehearsal.ledger import Ledger
from boggle_throne.services.rehearsal.pace import PHONE_BURST, PHONE_PER_SECOND, Pace

MISREADINGS = ("zorb", "quix", "blorp", "thrum", "snarf", "glimmerz")
"""Words a player reads that are not words: the app holds them and the judge rules."""
STUCK_AFTER = 8
"""The same step refused this many times in a row: the judge cannot go on (a bug the rehearsal found)."""
OFFLINE_PAUSE = 0.5
"""Seconds a judge waits before trying again when the server cannot be reached."""


class JudgeStuckError(Exception):
    """The night refuses the judge's next step again and again: the rehearsal cannot go on."""


def label(key: GameKey) -> str:
    """A game as a ledger names it: `R1 T2 G1`."""
    return f"R{key.round} T{key.table} G{key.game}"


def seeded(seed: int, *parts: object) -> random.Random:
    """A generator for one person's choices in one game: the same night seed, the same choices."""
    return random.Random(":".join(str(part) for part in (seed, *parts)))


def found_words(rng: random.Random, board_words: Sequence[str], skill: float, most: int) -> list[str]:
    """The words a player of `skill` (0–1) finds on a board: short ones more often, as at a table,
    so players cross each other's words; at most `most`."""
    ordered = sorted(board_words, key=lambda word: (len(word), word))
    found = [word for word in ordered if rng.random() < skill * (0.5 if len(word) <= 4 else 0.15)]
    rng.shuffle(found)
    return found[:most]


def skill_of(seed: int, player: str) -> float:
    return 0.3 + 0.6 * seeded(seed, "skill", player).random()


@dataclass(frozen=True)
class Reading:
    """What a judge enters for one paper player in one game: the words read aloud in order, a word
    mistyped and then corrected (`typo`: wrong, right), a misreading the app holds."""

    words: tuple[str, ...]
    typo: tuple[str, str] | None
    misread: str | None


def reading_for(seed: int, key: GameKey, player: str, board_words: Sequence[str], most: int) -> Reading:
    rng = seeded(seed, "read", key.to_json(), player)
    words = found_words(rng, board_words, skill_of(seed, player), most)
    typo = None
    if words and rng.random() < 0.15:
        right = words[0]
        typo = (right[:-1] + ("e" if right[-1] != "e" else "a") + "x", right)
    misread = rng.choice(MISREADINGS) if rng.random() < 0.12 else None
    return Reading(tuple(words), typo, misread)


class SimulatedJudge:
    """A judge at a station: starts the table's game, runs its clock, types each word a player reads
    at a human pace, rules on held words, a challenge now and then, a correction, an undo, and closes
    the game. `wait(seconds)` is how the station passes the time (taking in the others' actions)."""

    def __init__(
        self,
        service: OpenNight,
        pace: Pace,
        seed: int,
        ledger: Ledger,
        wait: Callable[[float], None],
        words_per_player: int = 40,
    ) -> None:
        self.service = service
        self.pace = pace
        self.seed = seed
        self.ledger = ledger
        self.wait = wait
        self.most = words_per_player
        self._undone: set[GameKey] = set()
        self._challenged: set[GameKey] = set()
        self._refused: tuple[str, int] = ("", 0)

    def act(self, what: str, action: Callable[[], ActionResult | None]) -> ActionResult | None:
        """Do one action, written down: its number and time once recorded, or why it was refused.
        The server out of reach: written down as unknown, and None (the caller looks again)."""
        self.ledger.write("try", what=what)
        started = time.perf_counter()
        try:
            result = action()
        except ActionRefusedError as error:
            self.ledger.write("refused", what=what, why=str(error))
            times = self._refused[1] + 1 if self._refused[0] == what else 1
            self._refused = (what, times)
            if times >= STUCK_AFTER:
                raise JudgeStuckError(f"{what} refused {times} times in a row: {error}") from None
            return None
        except TournamentFileError as error:  # unreachable, or not saved: looked at again
            self.ledger.write("offline", what=what, why=str(error))
            self.wait(OFFLINE_PAUSE)
            return None
        self._refused = ("", 0)
        if result is not None:
            took = (time.perf_counter() - started) * 1000
            command = result.command
            self.ledger.write(
                "ack", what=what, seq=result.seq, kind=command.KIND, payload=command.to_json(), ms=took
            )
        return result

    def ask(self, what: str, **request: Any) -> ActionResult | None:
        """An action as a night document asks for it: `{"do": …}`."""
        return self.act(what, lambda: self.service.request(request))

    # ----- one game ---------------------------------------------------------------------------

    def play(self, key: GameKey, tied: tuple[int, ...] = ()) -> None:
        """Play the game `key` to its close, from wherever the night has it now."""
        while True:
            if key not in self.service.views.games():
                self.ask(
                    f"start {label(key)}",
                    do="start_game",
                    game=key.to_json(),
                    **({"players": list(tied)} if tied else {}),
                )
                continue
            game = self.service.views.game(key)
            if game.closed:
                return
            steps = (self._read, self._rule, self._challenge)  # each False once it has nothing to do
            if self._clock(key, game) and not any(step(key, game) for step in steps):
                self.ask(f"close {label(key)}", do="close_game", game=key.to_json())

    def _clock(self, key: GameKey, game: GameView) -> bool:
        """Move the clock on; True once time is up (the reading may begin)."""
        timer = game.timer
        if timer.phase is TimerPhase.FINISHED:
            return True
        left = timer.remaining_at(datetime.now(UTC))
        if timer.phase is TimerPhase.READY:
            phase = TimerPhase.COUNTDOWN if self.pace.countdown_seconds else TimerPhase.RUNNING
        elif left > 0:
            self.wait(min(left, 1.0))
            return False
        else:
            phase = WHEN_TIME_RUNS_OUT.get(timer.phase, TimerPhase.FINISHED)
        self.ask(f"timer {label(key)} {phase.value}", do="timer", game=key.to_json(), phase=phase.value)
        return False

    def _read(self, key: GameKey, game: GameView) -> bool:
        """Enter the next word read aloud; False once every player has read."""
        service = self.service
        board_words = service.views.board_words(key)
        for name in game.read_order:
            player = game.player(name)
            if player.on_phone:
                if player.unread:  # Enter on an empty entry: the reader's next phone word
                    self._type(partial(service.act.read_next, key, name), f"read phone {label(key)} {name}")
                    return True
                continue
            said = {word.word for word in player.words}
            reading = reading_for(self.seed, key, name, board_words, self.most)
            wrong, right = reading.typo if reading.typo is not None else ("", "")
            if wrong in said and right not in said:  # the judge sees the mistyped word: corrects it
                self._type(
                    partial(service.act.correct_word, key, name, wrong, right), f"correct {label(key)} {name}"
                )
                return True
            for word in reading.words:
                typed = wrong if word == right else word
                if word not in said and typed not in said:
                    self._type(
                        partial(service.act.record_word, key, name, typed), f"word {label(key)} {name}"
                    )
                    self._undo_once(key, name, said)
                    return True
            if reading.misread is not None and reading.misread not in said:
                self._type(
                    partial(service.act.record_word, key, name, reading.misread),
                    f"misread {label(key)} {name}",
                )
                return True
        return False

    def _undo_once(self, key: GameKey, name: str, said: set[str]) -> None:
        """Once in a while, a word entered under the wrong player, taken back by Ctrl+Z."""
        if key in self._undone or seeded(self.seed, "undo", key.to_json(), len(said)).random() > 0.02:
            return
        self._undone.add(key)
        game = self.service.views.game(key)
        others = [p.name for p in game.players if p.name != name and not p.on_phone]
        spare = [
            w
            for w in self.service.views.board_words(key)
            if all(w not in {x.word for x in game.player(o).words} for o in others)
        ]
        if not others or not spare:
            return
        other, word = others[0], spare[-1]
        if (
            self._type(lambda: self.service.act.record_word(key, other, word), f"wrong player {label(key)}")
            is not None
        ):
            self._type(self.service.act.undo, f"undo {label(key)}")

    def _type(self, action: Callable[[], Any], what: str) -> Any | None:
        self.wait(self.pace.read_seconds)
        return self.act(what, action)

    def _rule(self, key: GameKey, game: GameView) -> bool:
        """Rule on the first held word; False when none is held."""
        if not game.held:
            return False
        name, word = game.held[0]
        verdict = next(w.verdict for w in game.player(name).words if w.word == word)
        rng = seeded(self.seed, "rule", key.to_json(), name, word)
        if verdict is Verdict.NOT_IN_DICTIONARY and rng.random() < 0.2:
            ruling, reason = Ruling.APPROVED, None
        elif verdict is Verdict.VALID:
            ruling, reason = Ruling.REJECTED, None
        else:
            ruling, reason = Ruling.UPHELD, likeliest_reason(verdict)
        self._type(
            lambda: self.service.act.rule(key, name, word, ruling, reason), f"rule {label(key)} {name}"
        )
        return True

    def _challenge(self, key: GameKey, game: GameView) -> bool:
        """Now and then a player challenges a valid word (held, then ruled): once a game at most
        (a station started again may challenge once more, as a judge new to the table might)."""
        if key in self._challenged:
            return False
        self._challenged.add(key)
        rng = seeded(self.seed, "challenge", key.to_json())
        if rng.random() > 0.3:
            return False
        candidates = [(p.name, w.word) for p in game.players for w in p.words if w.verdict is Verdict.VALID]
        if not candidates:
            return False
        name, word = rng.choice(candidates)
        return (
            self._type(partial(self.service.act.challenge, key, name, word), f"challenge {label(key)} {name}")
            is not None
        )


@dataclass
class PhoneWriter:
    """A player writing on a phone: the words found on the board, each after a person's pause, and
    never faster than the phone server's pace limit (a burst of 18, then one a second)."""

    pace: Pace
    rng: random.Random
    tokens: float = PHONE_BURST
    last: float = 0.0

    def plan(self, board_words: Sequence[str], skill: float, seconds: float) -> list[tuple[float, str]]:
        """(moment after the clock starts, word) for the words written within `seconds`."""
        words = found_words(self.rng, board_words, skill, 400)
        planned, moment = [], 0.0
        for word in words:
            moment += self.rng.expovariate(1.0 / self.pace.write_seconds)
            if moment >= seconds:
                break
            planned.append((moment, word))
        return planned

    def wait_for_token(self, now: float) -> float:
        """Seconds to wait so a word sent at `now` keeps within the pace limit (then it is spent)."""
        self.tokens = min(PHONE_BURST, self.tokens + (now - self.last) * PHONE_PER_SECOND)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        wait = (1 - self.tokens) / PHONE_PER_SECOND + 0.05
        self.tokens, self.last = 0.0, now + wait
        return wait
