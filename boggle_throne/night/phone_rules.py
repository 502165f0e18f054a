"""The handlers of what phones send: a player writes or strikes a word on their own list; and the
judge's on phones: re-issuing an invitation, voiding a list. The lists lock on the logged clock at
time-up (the buzzer) or a pause; a word still on its way is taken for a second more (`PHONE_GRACE`),
never later.

A phone's unread copy of a word another player reads aloud is that phone saying "me too" for its
player (docs/rules.md §3): `copy_crosses` says when it does. A list written faster than a person
writes, or far longer than the table's others, is flagged to the judge (`phone_flags`) before the
reading; a voided list crosses nobody's words.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import Enum
from typing import TYPE_CHECKING

from boggle_throne.engine.board import LONGEST_WORD
from boggle_throne.engine.word_facts import word_facts
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.i18n import N_, _
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError, ListLockedError
from boggle_throne.night.formats.table_rounds import TableRounds
from boggle_throne.night.games import GameRecord
from boggle_throne.night.handlers import handles
from boggle_throne.tournament.players import Player, PlayerId

if TYPE_CHECKING:
    from boggle_throne.night.state import Night

PHONE_GRACE = timedelta(seconds=1)
"""How long after time-up (or a pause) a word written on a phone is still taken: a word already on
its way over the bar's network when the buzzer went, never one written after it."""
MAX_PHONE_WORDS = 400
"""The most words one player's phone list holds in one game (more than any 3-minute game)."""
MAX_WORD_LENGTH = LONGEST_WORD
"""The longest word a phone may write: every cell of the largest board, each a Qu."""


MACHINE_PACE = 20.0
"""Letters a second (Enter counted as one) no person types on a phone: the fastest thumbs measured on
the page reach about 11 (docs/phones.md). A run of `PACE_RUN` words written faster is a machine's."""
PACE_RUN = 5
LONG_LIST_FACTOR = 2
"""A list is far longer than the table's others at this many times the longest other phone list…"""
LONG_LIST_SECONDS = 3.0
"""…and at least one word for every so many seconds of the game's clock (60 in three minutes)."""


class PhoneFlag(Enum):
    """Why a phone list is shown to the judge before the reading."""

    LONG = N_("far longer than the table's other lists")
    MACHINE_PACE = N_("written faster than a person types")


def locks_at(record: GameRecord) -> datetime | None:
    """When the game's phone lists lock: time-up (None before the clock starts). A word written
    before it and still on its way is taken for `PHONE_GRACE` more."""
    return record.time_up


def phone_lock(record: GameRecord, at: datetime) -> str | None:
    """Why a phone cannot write on this game's lists at `at`, or None while it can; a word on its way
    is still taken for `PHONE_GRACE` after time-up."""
    if record.closed:
        return _("{game} is closed").format(game=record.key.label)
    if record.timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN):
        return _("the game has not begun: the lists open when the clock starts")
    lock = locks_at(record)
    if lock is not None and at > lock + PHONE_GRACE:
        if record.timer.phase is TimerPhase.PAUSED:
            return _("the clock is paused: words are taken again when it restarts")
        return _("time is up: the lists are locked")
    return None


def copy_crosses(record: GameRecord, holder: PlayerId, reader: PlayerId) -> bool:
    """Whether `holder`'s unread phone copy of a word `reader` reads aloud is crossed with it: the
    phone says "me too" for a player whose turn to read has not passed, on a list not voided."""
    if holder == reader:
        return True
    return holder not in record.voided and record.read_order.index(holder) >= record.reading_at


def phone_flags(record: GameRecord, game_seconds: float) -> dict[PlayerId, PhoneFlag]:
    """The phone lists of a game the judge should look at before the reading, and why (none once
    the reading has begun or the game is closed: a list is voided before it is read)."""
    flags: dict[PlayerId, PhoneFlag] = {}
    if record.closed or record.reading_at >= 0:
        return flags
    lengths = {player: len(words) for player, words in record.written.items()}
    for player in record.read_order:
        if player in record.voided:
            continue
        if _machine_paced(record.writes[player]):
            flags[player] = PhoneFlag.MACHINE_PACE
            continue
        others = max((n for p, n in lengths.items() if p != player), default=0)
        if lengths[player] >= max(LONG_LIST_FACTOR * others + 1, game_seconds / LONG_LIST_SECONDS):
            flags[player] = PhoneFlag.LONG
    return flags


def board_in_play(night: Night, record: GameRecord) -> bool:
    """Whether another table still plays this game's board, or is yet to: while it does, the
    board's answer key and the words read on it stay off every phone and the projector."""
    others = (other for other in night.games.values() if other is not record)
    if any(other.board == record.board and not other.closed for other in others):
        return True
    shared = night.shared_board(record.key)
    if shared is None or shared.board != record.board or not isinstance(night.format, TableRounds):
        return False
    key = record.key
    started = {k.table for k in night.games if (k.round, k.game, k.match) == (key.round, key.game, None)}
    return any(table.number not in started for table in night.round(key.round).plan.tables)


def board_played_elsewhere(night: Night, record: GameRecord) -> bool:
    """Whether another table is playing this game's board now: started, its clock not finished.
    The words read on it stay off the projector until then."""
    return any(
        other.board == record.board and not other.closed and other.timer.phase is not TimerPhase.FINISHED
        for other in night.games.values()
        if other is not record
    )


def _machine_paced(writes: list[tuple[datetime, str]]) -> bool:
    """Whether some `PACE_RUN` words in a row came faster than `MACHINE_PACE` letters a second."""
    for first in range(len(writes) - PACE_RUN):
        run = writes[first : first + PACE_RUN + 1]
        letters = sum(len(word) + 1 for _at, word in run[1:])  # each word typed after the one before
        if (run[-1][0] - run[0][0]).total_seconds() * MACHINE_PACE < letters:
            return True
    return False


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
        raise ActionRefusedError(_("a word has at most {count} letters").format(count=MAX_WORD_LENGTH))
    return record, player, typed_word(command.word)


@handles(c.WriteWord)
def _write_word(night: Night, command: c.WriteWord, at: datetime) -> None:
    record, player, word = _own_list(night, command)
    lock = phone_lock(record, at)
    if lock is not None:
        raise ListLockedError(_("{word} was not taken: {reason}").format(word=word.upper(), reason=lock))
    if player.id in record.voided:
        raise ListLockedError(_("the judge voided your phone list: read your words aloud from paper"))
    if record.turn_begun(player.id):  # a word on its way within the grace, after the judge began reading it
        raise ListLockedError(
            _("{word} was not taken: your turn to read has begun").format(word=word.upper())
        )
    written = record.written[player.id]
    if word in written:
        raise ActionRefusedError(_("{word} is already on your list").format(word=word.upper()))
    if len(written) >= MAX_PHONE_WORDS:
        raise ActionRefusedError(_("a list holds at most {count} words").format(count=MAX_PHONE_WORDS))
    settings = night.require_settings()
    if settings.phone_checks:
        rules = settings.rules.word_rules(record.board.size)
        facts = word_facts(record.board, word, rules, frozenset())
        if facts.too_short:
            raise ActionRefusedError(
                _("{word} is too short: words have {count} letters or more").format(
                    word=word.upper(), count=rules.min_length
                )
            )
        if not facts.on_board:
            raise ActionRefusedError(_("{word} is not on the board").format(word=word.upper()))
    if word in record.struck[player.id]:
        record.struck[player.id].remove(word)
    written.append(word)
    record.writes[player.id].append((at, word))


@handles(c.StrikeWord)
def _strike_word(night: Night, command: c.StrikeWord, _at: datetime) -> None:
    record, player, word = _own_list(night, command)
    if record.closed:
        raise ListLockedError(_("{game} is closed").format(game=record.key.label))
    if word not in record.written[player.id]:
        raise ActionRefusedError(_("{word} is not on your list").format(word=word.upper()))
    if word in record.read_out[player.id]:
        raise ListLockedError(_("{word} has already been read out").format(word=word.upper()))
    if record.turn_begun(player.id):
        raise ListLockedError(_("your turn to read has begun: ask the judge to withdraw a word"))
    record.written[player.id].remove(word)
    record.struck[player.id].append(word)


@handles(c.VoidPhoneList)
def _void_list(night: Night, command: c.VoidPhoneList, _at: datetime) -> None:
    record = night.game(command.key)
    player = night.player(command.player)
    record.check_player(player.id, player.name)
    if record.closed:
        raise ListLockedError(_("{game} is closed").format(game=record.key.label))
    if player.id in record.voided:
        raise ActionRefusedError(_("{name}'s phone list is already void").format(name=player.name))
    if record.reading_at >= 0:
        raise ActionRefusedError(_("the reading has begun: a phone list is voided before it"))
    record.voided.add(player.id)


@handles(c.ReissueInvitation)
def _reissue(night: Night, command: c.ReissueInvitation, _at: datetime) -> None:
    player = night.player(command.player)
    night.invitations[player.id] = night.invitation(player.id) + 1
