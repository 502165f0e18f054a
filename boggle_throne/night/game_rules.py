"""The handlers of the commands on one game: its start, clock and board, its words, challenges and
rulings, and its closing. Each checks the command against the game before changing it."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from boggle_throne.engine.board import Board
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.engine.word_facts import WordFacts
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.i18n import _
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase, TimerState, check_move
from boggle_throne.night.errors import ActionRefusedError, GameClosedError, HeldWordsError
from boggle_throne.night.games import GameRecord, SharedBoard
from boggle_throne.night.handlers import handles
from boggle_throne.night.phone_rules import copy_crosses, time_up_after
from boggle_throne.tournament.players import Player

if TYPE_CHECKING:
    from boggle_throne.night.state import Night


def _board(night: Night, text: str) -> Board:
    """A board as typed, of the size this tournament's dice roll."""
    board = Board.parse(text)
    size = night.require_settings().dice_set.size
    if board.size != size:
        raise ActionRefusedError(_("this tournament plays {size}×{size} boards").format(size=size))
    return board


@handles(c.StartGame)
def _start_game(night: Night, command: c.StartGame, at: datetime) -> None:
    settings = night.require_settings()
    key = night.labelled(command.key)
    order = night.format.read_order(key, command)
    board = _board(night, command.board)
    timer = TimerState(TimerPhase.READY, float(settings.timer_seconds), at)
    previous = night.games.get(key)
    if previous is not None:
        previous.check_open()
        if previous.has_words:
            raise ActionRefusedError(
                _("{game} already has words; a new board is only for an interrupted game").format(
                    game=key.label
                )
            )
        night.games[key] = GameRecord(
            key, board, command.seed, order, timer, boards_played=previous.boards_played + 1
        )
    else:
        night.games[key] = GameRecord(key, board, command.seed, order, timer)
        if night.format.shares_boards(key):
            night.shared_boards.setdefault((key.round, key.game), SharedBoard(board, command.seed, key))


@handles(c.SetTimer)
def _set_timer(night: Night, command: c.SetTimer, at: datetime) -> None:
    record = night.game(command.key)
    record.check_open()
    check_move(c.game_text(record.key), record.timer.phase, command.phase)
    remaining = command.remaining if command.remaining is not None else record.timer.remaining
    record.time_up = time_up_after(record, command.phase, float(remaining), at)
    record.timer = TimerState(command.phase, float(remaining), at)


@handles(c.CorrectBoard)
def _correct_board(night: Night, command: c.CorrectBoard, _at: datetime) -> None:
    """Put a mistyped board right (docs/rules.md §4) and rescore the game, also once closed."""
    record = night.game(night.labelled(command.key))
    board = _board(night, command.board)
    if record.seed is not None:
        raise ActionRefusedError(
            _("{game} was dealt a generated board; only a typed board can be corrected").format(
                game=record.key.label
            )
        )
    if board == record.board:
        raise ActionRefusedError(
            _("{game} is already played on {board}").format(game=record.key.label, board=board.notation())
        )
    night.change_game(record, lambda: _put_board(night, record, board))
    slot = (record.key.round, record.key.game)
    shared = night.shared_boards.get(slot)
    if shared is not None and shared.source == record.key:
        night.shared_boards[slot] = replace(shared, board=board)


def _put_board(night: Night, record: GameRecord, board: Board) -> None:
    """Change a game's board, keeping what was ruled as far as the new board lets it stand.

    A ruling that no longer fits its word is refitted: an upheld challenge keeps the word out for
    the reason the corrected board gives (if one fits), an approval or a rejected challenge that
    no longer can apply is dropped, and so is a challenge of a word now too short. A closed game
    holds no word, so there a word left held for not being on the board is ruled out as such,
    the only ruling such a word allows."""
    record.board = board
    rulings = []
    for player, word, ruling, reason in record.rulings:
        facts = night.facts(record, word)
        if ruling is Ruling.UPHELD and facts.ruling_refusal(ruling, reason) is not None:
            reason = facts.default_reason()
        if facts.ruling_refusal(ruling, reason) is None:
            rulings.append((player, word, ruling, reason))
    record.rulings = rulings
    record.challenges = [
        ch for ch in record.challenges if night.facts(record, ch[1]).challenge_refusal() is None
    ]
    record.changed()
    if record.closed:
        ids = {name: player for player, name in night.names().items()}
        for name, word in night.score(record.key).held:
            if not night.facts(record, word).on_board:
                record.rulings.append((ids[name], word, Ruling.UPHELD, InvalidReason.NOT_ON_BOARD))
        record.changed()


def _word_action(night: Night, command: c.WordCommand) -> tuple[GameRecord, Player, str]:
    record = night.game(command.key)
    player = night.player(command.player)
    record.check_player(player.id, player.name)
    return record, player, typed_word(command.word)


@handles(c.RecordWord)
def _record_word(night: Night, command: c.RecordWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    if record.closed:
        raise GameClosedError(
            _("{game} is closed; a word can no longer be added").format(game=record.key.label)
        )
    if word in record.read[player.id]:
        raise ActionRefusedError(
            _("{name} has already read {word}").format(name=player.name, word=word.upper())
        )
    record.read[player.id].append(word)
    record.reading_at = max(record.reading_at, record.read_order.index(player.id))
    for other in record.read_order:  # the same word on a phone's list is crossed off with it
        unread = word in record.written[other] and word not in record.read_out[other]
        if unread and copy_crosses(record, other, player.id):
            record.read_out[other].append(word)
            if other != player.id and word not in record.read[other]:
                record.read[other].append(word)
    record.changed()


@handles(c.CorrectWord)
def _correct_word(night: Night, command: c.CorrectWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    record.check_read(player.id, player.name, word)
    typed = command.new_word
    new_word = typed_word(typed) if typed.strip() else ""  # nothing: the word is taken off the list
    if new_word and new_word in record.read[player.id]:
        raise ActionRefusedError(
            _("{name} has already read {word}").format(name=player.name, word=new_word.upper())
        )

    def replace_word() -> None:
        words = record.read[player.id]
        if new_word:
            words[words.index(word)] = new_word
        else:
            words.remove(word)
        if word in record.withdrawn[player.id]:
            record.withdrawn[player.id].remove(word)
        record.forget_rulings_on(player.id, word)

    night.change_game(record, replace_word)


@handles(c.MoveWord)
def _move_word(night: Night, command: c.MoveWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    record.check_read(player.id, player.name, word)
    reader = night.player(command.to_player)
    record.check_player(reader.id, reader.name)
    if word in record.read[reader.id]:
        raise ActionRefusedError(
            _("{name} has already read {word}").format(name=reader.name, word=word.upper())
        )

    def move() -> None:
        record.read[player.id].remove(word)
        record.read[reader.id].append(word)
        if word in record.withdrawn[player.id]:
            record.withdrawn[player.id].remove(word)
            record.withdrawn[reader.id].append(word)
        copy = (player.id, word)  # its challenge and ruling go with it
        record.challenges = [(reader.id, w) if (p, w) == copy else (p, w) for p, w in record.challenges]
        record.rulings = [(reader.id, *r[1:]) if (r[0], r[1]) == copy else r for r in record.rulings]

    night.change_game(record, move)


@handles(c.WithdrawWord)
def _withdraw_word(night: Night, command: c.WithdrawWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    record.check_read(player.id, player.name, word)
    if word in record.withdrawn[player.id]:
        raise ActionRefusedError(
            _("{name} has already withdrawn {word}").format(name=player.name, word=word.upper())
        )

    def withdraw() -> None:
        record.withdrawn[player.id].append(word)
        record.forget_rulings_on(player.id, word)

    night.change_game(record, withdraw)


@handles(c.ChallengeWord)
def _challenge(night: Night, command: c.ChallengeWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    record.check_in_force(player.id, player.name, word)
    if record.closed:
        raise GameClosedError(
            _("{game} is closed; rule on the word to correct it").format(game=record.key.label)
        )
    refusal = night.facts(record, word).challenge_refusal()
    if refusal is not None:
        raise ActionRefusedError(refusal)
    record.challenges.append((player.id, word))
    record.changed()


@handles(c.RuleOnWord)
def _rule(night: Night, command: c.RuleOnWord, _at: datetime) -> None:
    record, player, word = _word_action(night, command)
    record.check_in_force(player.id, player.name, word)
    facts = night.facts(record, word)
    ruling, reason = command.ruling, command.reason
    if ruling is Ruling.UPHELD and reason is None:
        reason = facts.default_reason()
    refusal = facts.ruling_refusal(ruling, reason)
    if refusal is not None:
        raise ActionRefusedError(refusal)
    night.change_game(record, lambda: record.rulings.append((player.id, word, ruling, reason)))
    if not record.closed:
        _carry_forward(night, facts, ruling, reason)


def _carry_forward(night: Night, facts: WordFacts, ruling: Ruling, reason: InvalidReason | None) -> None:
    """A ruling made once applies to every later game (docs/rules.md §2): a word ruled valid
    against the dictionary joins the approved list, a word ruled out for what it is, the banned."""
    word = facts.word
    if ruling.finds_valid:
        night.banned.discard(word)
        if not facts.in_dictionary:
            night.approved.add(word)
    elif reason is not None and reason.is_about_the_word:
        night.banned.add(word)
        night.approved.discard(word)
    else:
        return
    night.house_changed()


@handles(c.CloseGame)
def _close_game(night: Night, command: c.CloseGame, _at: datetime) -> None:
    record = night.game(command.key)
    if record.closed:
        raise GameClosedError(_("{game} is already closed").format(game=record.key.label))
    score = night.score(record.key, closing=True)
    if not score.can_close:
        held = ", ".join(f"{word.upper()} ({name})" for name, word in score.held)
        raise HeldWordsError(
            _("{game} cannot close: waiting for a ruling on {words}").format(
                game=record.key.label, words=held
            )
        )
    night.format.count(record, night.results(record, score))
    record.closed = True
    record.house_at_close = (frozenset(night.approved), frozenset(night.banned))
    record.timer = replace(record.timer, phase=TimerPhase.FINISHED, remaining=0.0)
