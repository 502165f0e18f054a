"""The boards a night deals: a game's board before it starts, and the words on it (the answer key)."""

from __future__ import annotations

import hashlib
from functools import lru_cache

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import EngineError
from boggle_throne.engine.generate import generate_board
from boggle_throne.engine.solver import WordRules, solve
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.state import Night


def dealt_board(night: Night, key: GameKey) -> tuple[str, int | None]:
    """The board a start without a typed board deals, and its seed (None for a typed board).

    With shared boards, a game's first board is the one its game number already has at another
    table, typed or generated, or else the one rolled for every table; a replay on a new board
    is rolled for this table alone."""
    settings = night.require_settings()
    existing = night.games.get(key)
    attempt = existing.boards_played if existing is not None else 0
    shared = night.format.shares_boards(key) and attempt == 0
    offered = night.shared_board(key) if shared else None
    if offered is not None:
        return offered.board.notation(), offered.seed
    table = 0 if shared else key.table  # a board every table shares is rolled for table 0
    digest = hashlib.blake2b(
        f"{settings.board_seed}:{key.round}:{key.game}:{table}:{attempt}".encode(),
        digest_size=7,
    ).digest()
    seed = int.from_bytes(digest, "big")
    dice = settings.dice_set
    try:
        generated = generate_board(
            dice, seed, settings.quality, night.require_dictionary(), settings.rules.word_rules(dice.size)
        )
    except EngineError as error:
        raise ActionRefusedError(str(error)) from None
    return generated.board.notation(), seed


def game_board(night: Night, key: GameKey) -> Board:
    """The game's board; before it starts, the board a generated start would deal."""
    record = night.games.get(key)
    if record is not None:
        return record.board
    return Board.parse(dealt_board(night, key)[0])


def answer_key(night: Night, key: GameKey) -> tuple[str, ...]:
    """Every word on the game's board that the rules allow, longest first."""
    board = game_board(night, key)
    return _solutions(
        board, night.require_dictionary(), night.require_settings().rules.word_rules(board.size)
    )


@lru_cache(maxsize=64)
def _solutions(board: Board, dictionary: Dictionary, rules: WordRules) -> tuple[str, ...]:
    """A board's words, longest first, solved once: after a game every phone at its table, the
    judges' screen and the printouts ask for the same board's words again and again."""
    found = solve(board, dictionary, rules)
    return tuple(sorted(found, key=lambda word: (-found[word].length, word)))
