"""The game document: one table's game as JSON, read into the engine's sheet and scored.

{"board": "PERS/LATG/SINE/TERS", "rules": "throne" | {"base": "classic", "longest_bonus": true},
 "dictionary": "enable", "house": {"approved": [...], "banned": [...]},
 "players": [{"name": "Ann", "words": [...in reading order], "withdrawn": [...]}],
 "challenges": [{"player": "Ann", "word": "..."}],
 "rulings": [{"player": "Ann", "word": "...", "ruling": "upheld", "reason": "proper noun"}]}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import BUNDLED_NAME, Dictionary
from boggle_throne.engine.rules import DEFAULT_RULE_SET, rule_set_from_spec
from boggle_throne.engine.scoring import (
    Challenge,
    GameScore,
    GameSheet,
    PlayerWords,
    RulingEntry,
    score_game,
)
from boggle_throne.services.dictionaries import DictionaryLibrary
from boggle_throne.services.errors import GameDocumentError
from boggle_throne.services.rulings import reason_named, ruling_named


@dataclass(frozen=True, slots=True)
class ScoredDocument:
    """A game document with its dictionary, sheet and score."""

    sheet: GameSheet
    dictionary: Dictionary
    score: GameScore


def score_document(document: object, library: DictionaryLibrary) -> ScoredDocument:
    """Read and score a game document; `GameDocumentError` names the first thing wrong in it."""
    data = _mapping(document, "the game document")
    dictionary = library.open(_text(data.get("dictionary", BUNDLED_NAME), "dictionary"))
    house = _mapping(data.get("house", {}), "house")
    sheet = GameSheet(
        board=Board.parse(_text(data.get("board"), "board")),
        rules=rule_set_from_spec(data.get("rules", DEFAULT_RULE_SET)),
        players=tuple(_player(entry, number) for number, entry in enumerate(_list(data, "players"), start=1)),
        approved=frozenset(_words(house, "approved")),
        banned=frozenset(_words(house, "banned")),
        challenges=tuple(Challenge(*_player_word(entry, "challenge")) for entry in _list(data, "challenges")),
        rulings=tuple(_ruling(entry) for entry in _list(data, "rulings")),
    )
    if not sheet.players:
        raise GameDocumentError("the game document lists no players")
    return ScoredDocument(sheet, dictionary, score_game(sheet, dictionary))


def score_as_dict(scored: ScoredDocument) -> dict[str, Any]:
    """The score as JSON-ready data: per player the total and every word's verdict and points."""
    score = scored.score
    return {
        "board": scored.sheet.board.notation(),
        "rules": scored.sheet.rules.name,
        "options": scored.sheet.rules.options(),
        "dictionary": scored.dictionary.name,
        "players": [
            {
                "name": player.name,
                "total": player.total,
                "earned": player.earned,
                "penalties": player.penalties,
                "words": [
                    {
                        "word": word.word,
                        "verdict": word.verdict.value,
                        "points": word.points,
                        "reason": word.reason,
                        "held": word.held,
                        "path": [list(scored.sheet.board.position(i)) for i in word.path]
                        if word.path
                        else None,
                    }
                    for word in player.words
                ],
            }
            for player in score.players
        ],
        "longest_bonus": score.longest_bonus_holder,
        "held": [{"player": player, "word": word} for player, word in score.held],
    }


def _mapping(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise GameDocumentError(f"{what} must be a JSON object")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise GameDocumentError(f"{what} must be a non-empty string, not {value!r}")
    return value


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise GameDocumentError(f"{key} must be a JSON list")
    return value


def _words(data: Mapping[str, Any], key: str) -> list[str]:
    words = _list(data, key)
    for word in words:
        _text(word, f"every word in {key}")
    return words


def _player(entry: object, number: int) -> PlayerWords:
    data = _mapping(entry, f"player {number}")
    name = _text(data.get("name"), f"player {number}'s name")
    return PlayerWords(name, tuple(_words(data, "words")), tuple(_words(data, "withdrawn")))


def _player_word(entry: object, what: str) -> tuple[str, str]:
    data = _mapping(entry, f"every {what}")
    return _text(data.get("player"), f"{what} player"), _text(data.get("word"), f"{what} word")


def _ruling(entry: object) -> RulingEntry:
    player, word = _player_word(entry, "ruling")
    data = _mapping(entry, "every ruling")
    try:
        ruling = ruling_named(data.get("ruling"))
        reason = reason_named(data.get("reason"))
    except ValueError as error:
        raise GameDocumentError(f"ruling on {word!r}: {error}") from None
    return RulingEntry(player, word, ruling, reason)
