"""The handlers of what phones send: a player writes or strikes a word on their own list, and the
judge re-issues an invitation. The lists lock on the server's clock: when the game's clock stops or
runs out, after a short grace for words still on their way (`PHONE_GRACE`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from boggle_throne.engine.board import LONGEST_WORD
from boggle_throne.engine.word_facts import word_facts
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.night import commands as c
from boggle_throne.night.errors import ActionRefusedError, ListLockedError
from boggle_throne.night.games import GameRecord, TimerPhase
from boggle_throne.tournament.players import Player

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

PHONE_GRACE = timedelta(seconds=10)
"""How long after time-up a word written on a phone is still taken: the network's delay."""
MAX_PHONE_WORDS = 400
"""The most words one player's phone list holds in one game (more than any 3-minute game)."""
MAX_WORD_LENGTH = LONGEST_WORD
"""The longest word a phone may write: every cell of the largest board, each a Qu."""


def locks_at(record: GameRecord) -> datetime | None:
    """When the game's phone lists lock: time-up and the grace (None before the clock starts)."""
    return record.time_up + PHONE_GRACE if record.time_up is not None else None


def phone_lock(record: GameRecord, at: datetime) -> str | None:
    """Why a phone cannot write on this game's lists at `at`, or None while it can."""
    if record.closed:
        return f"{record.key.label} is closed"
    if record.timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN):
        return "the game has not begun: the lists open when the clock starts"
    lock = locks_at(record)
    if lock is not None and at > lock:
        if record.timer.phase is TimerPhase.PAUSED:
            return "the clock is paused: words are taken again when it restarts"
        return "time is up: the lists are locked"
    return None


def time_up_after(record: GameRecord, phase: TimerPhase, remaining: float, at: datetime) -> datetime | None:
    """When the lists lock after the clock moves to `phase` at `at`: at its end while it runs, at
    once when it is paused or stopped (whichever came first), never before it starts."""
    if phase is TimerPhase.RUNNING:
        return at + timedelta(seconds=remaining)
    if phase in (TimerPhase.PAUSED, TimerPhase.FINISHED):
        return at if record.time_up is None else min(at, record.time_up)
    return None


def _own_list(night: Night, command: c.WordCommand) -> tuple[GameRecord, Player, str]:
    record = night.game(command.key)
    player = night.player(command.player)
    record.check_player(player.id, player.name)
    if len(command.word) > MAX_WORD_LENGTH:
        raise ActionRefusedError(f"a word has at most {MAX_WORD_LENGTH} letters")
    return record, player, typed_word(command.word)


def _write_word(night: Night, command: c.WriteWord, at: datetime) -> None:
    record, player, word = _own_list(night, command)
    lock = phone_lock(record, at)
    if lock is not None:
        raise ListLockedError(f"{word.upper()} was not taken: {lock}")
    written = record.written[player.id]
    if word in written:
        raise ActionRefusedError(f"{word.upper()} is already on your list")
    if len(written) >= MAX_PHONE_WORDS:
        raise ActionRefusedError(f"a list holds at most {MAX_PHONE_WORDS} words")
    settings = night.require_settings()
    if settings.phone_checks:
        rules = settings.rules.word_rules(record.board.size)
        facts = word_facts(record.board, word, rules, frozenset())
        if facts.too_short:
            raise ActionRefusedError(
                f"{word.upper()} is too short: words have {rules.min_length} letters or more"
            )
        if not facts.on_board:
            raise ActionRefusedError(f"{word.upper()} is not on the board")
    if word in record.struck[player.id]:
        record.struck[player.id].remove(word)
    written.append(word)


def _strike_word(night: Night, command: c.StrikeWord, _at: datetime) -> None:
    record, player, word = _own_list(night, command)
    if record.closed:
        raise ListLockedError(f"{record.key.label} is closed")
    if word not in record.written[player.id]:
        raise ActionRefusedError(f"{word.upper()} is not on your list")
    if word in record.read_out[player.id]:
        raise ListLockedError(f"{word.upper()} has already been read out")
    if record.turn_begun(player.id):
        raise ListLockedError("your turn to read has begun: ask the judge to withdraw a word")
    record.written[player.id].remove(word)
    record.struck[player.id].append(word)


def _reissue(night: Night, command: c.ReissueInvitation, _at: datetime) -> None:
    player = night.player(command.player)
    night.invitations[player.id] = night.invitation(player.id) + 1


PHONE_HANDLERS: Mapping[type[c.Command], Callable[[Night, Any, datetime], None]] = {
    c.WriteWord: _write_word,
    c.StrikeWord: _strike_word,
    c.ReissueInvitation: _reissue,
}
"""The handler of each kind of command a phone sends, and of the re-issue of an invitation."""
