"""What one player's phone shows: the game they play now, its board and clock, their own list with
each word's state and verdict, whose turn it is to read, and the result once the game is closed.

A phone sees only its own player's words, and the board only once the clock has started: nothing
that a player at the table could not see on paper. The best words nobody found wait until no other
table plays (or is yet to play) the same board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from enum import Enum

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import Verdict
from boggle_throne.i18n import _, ngettext
from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.night.phone_rules import PhoneFlag, board_in_play, locks_at, phone_flags
from boggle_throne.night.state import Night
from boggle_throne.services.reading.view_builders import game_ranking
from boggle_throne.tournament.players import PlayerId


class PhoneStage(Enum):
    """Where the player's game stands, as the phone shows it."""

    WAITING = "waiting"
    """No game to play yet (or the next one has not started)."""
    READY = "ready"
    """The game is started but its clock is not: the board is still hidden."""
    PLAYING = "playing"
    """The clock runs: the player writes."""
    PAUSED = "paused"
    """The clock is paused: the board stays, the entry is closed until it restarts."""
    LOCKED = "locked"
    """Time is up; the reading has not begun."""
    READING = "reading"
    RESULT = "result"
    """The game is closed: the player's score, the table's result, the words nobody found."""


class PhoneWordState(Enum):
    WRITTEN = "written"
    STRUCK = "struck"
    READ = "read"
    """Read out (by its player, or crossed with another reader's copy)."""


@dataclass(frozen=True)
class PhoneWordView:
    word: str
    state: PhoneWordState
    verdict: Verdict | None
    """The word's verdict once it is read out (None before, or after the judge corrected it)."""
    points: int | None


@dataclass(frozen=True)
class PhoneResult:
    total: int
    table: tuple[tuple[str, int], ...]
    """Every player of the game with their total, best first."""
    missed: tuple[str, ...] | None
    """The best words on the board nobody read, longest first; None while another table still plays
    (or is yet to play) the same board."""


@dataclass(frozen=True)
class PhoneView:
    night: str
    player: str
    stage: PhoneStage
    min_length: int
    checks: bool
    """Whether the list takes only words on the board and long enough."""
    game: GameKey | None = None
    board: Board | None = None
    timer: TimerState | None = None
    locks_at: datetime | None = None
    """When the lists lock (time-up: the buzzer), while the clock runs."""
    words: tuple[PhoneWordView, ...] = ()
    can_write: bool = False
    can_strike: bool = False
    voided: bool = False
    """The judge voided the player's phone list: it crosses nobody's words (docs/rules.md §3)."""
    readers: tuple[str, ...] = ()
    """The game's read order."""
    reader: str | None = None
    """Who is reading now (None before the reading and once it is over)."""
    result: PhoneResult | None = None
    throne: str | None = None
    """The night's crowned winner, once crowned."""
    language: str = "en"
    """The language of the night's dice (`nl`): the phone's keyboard spells words in it. Whatever
    the language, a word typed with accents is checked by its plain letters (docs/rules.md §1)."""


@dataclass(frozen=True)
class FlaggedList:
    """A phone list the judge should look at before the reading, and may void."""

    game: GameKey
    player: PlayerId
    name: str
    words: int
    flag: PhoneFlag

    @property
    def text(self) -> str:
        """What the judges' screens say of it."""
        return ngettext(
            "{name}'s phone list ({count} word) was {why}",
            "{name}'s phone list ({count} words) was {why}",
            self.words,
        ).format(name=self.name, count=self.words, why=_(self.flag.value))


def flagged_lists(night: Night) -> tuple[FlaggedList, ...]:
    """The flagged phone lists of every game still before its reading, by game."""
    seconds = night.require_settings().timer_seconds
    names = night.names()
    return tuple(
        FlaggedList(record.key, player, names[player], len(record.written[player]), flag)
        for record in night.games.values()
        for player, flag in phone_flags(record, seconds).items()
    )


MissedWords = Callable[[GameKey], tuple[str, ...]]


def players_game(night: Night, player: PlayerId) -> GameRecord | None:
    """The game the player plays now: the latest started of theirs (its result once closed)."""
    return next((record for record in reversed(night.games.values()) if player in record.read_order), None)


def phone_view(night: Night, player: PlayerId, now: datetime, missed: MissedWords) -> PhoneView:
    """The phone of `player` at `now` (the server's clock, which the lists lock on)."""
    settings = night.require_settings()
    names = night.names()
    winner = night.winner
    record = players_game(night, player)
    size = record.board.size if record is not None else settings.dice_set.size
    waiting = PhoneView(
        settings.name,
        names[player],
        PhoneStage.WAITING,
        settings.rules.word_rules(size).min_length,
        settings.phone_checks,
        throne=names.get(winner) if winner is not None else None,
        language=settings.dice_set.language,
    )
    if record is None:
        return waiting
    stage = _stage(record, now)
    return replace(
        waiting,
        stage=stage,
        game=night.labelled(record.key),
        board=record.board if stage is not PhoneStage.READY else None,
        timer=record.timer,
        locks_at=locks_at(record) if stage is PhoneStage.PLAYING else None,
        words=_words(night, record, player),
        can_write=stage is PhoneStage.PLAYING and player not in record.voided,
        voided=player in record.voided,
        can_strike=stage in _STRIKING and not record.turn_begun(player),
        readers=tuple(names[p] for p in record.read_order),
        reader=names[record.read_order[record.reading_at]] if stage is PhoneStage.READING else None,
        result=_result(night, record, player, missed) if stage is PhoneStage.RESULT else None,
    )


_STRIKING = frozenset({PhoneStage.PLAYING, PhoneStage.PAUSED, PhoneStage.LOCKED, PhoneStage.READING})
"""The stages in which a player may strike words (until their own turn to read begins)."""


def _stage(record: GameRecord, now: datetime) -> PhoneStage:
    if record.closed:
        return PhoneStage.RESULT
    if record.timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN):
        return PhoneStage.READY
    if record.reading_at >= 0:
        return PhoneStage.READING
    if record.timer.phase is TimerPhase.PAUSED:
        return PhoneStage.PAUSED
    time_up = locks_at(record)  # the entry closes at the buzzer; a word on its way is still taken
    return PhoneStage.PLAYING if time_up is None or now < time_up else PhoneStage.LOCKED


def _words(night: Night, record: GameRecord, player: PlayerId) -> tuple[PhoneWordView, ...]:
    """The player's list: what they wrote (read out or not), then what they struck."""
    scored = {}
    if any(record.read_out.values()):
        sheet = night.score(record.key).player(night.names()[player])
        scored = {word.word: word for word in sheet.words}
    read_out = record.read_out[player]
    words = []
    for word in record.written[player]:
        score = scored.get(word) if word in read_out else None
        state = PhoneWordState.READ if word in read_out else PhoneWordState.WRITTEN
        words.append(
            PhoneWordView(word, state, score.verdict if score else None, score.points if score else None)
        )
    words.extend(PhoneWordView(word, PhoneWordState.STRUCK, None, None) for word in record.struck[player])
    return tuple(words)


def _result(night: Night, record: GameRecord, player: PlayerId, missed: MissedWords) -> PhoneResult:
    """The game's result, ranked as the standings rank (the night's tie-break chain)."""
    score = night.score(record.key)
    totals = {sheet.name: sheet.total for sheet in score.players}
    return PhoneResult(
        totals[night.names()[player]],
        tuple((name, totals[name]) for name in game_ranking(night, record.read_order, score)),
        None if board_in_play(night, record) else missed(record.key),
    )
