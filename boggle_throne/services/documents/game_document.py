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
from boggle_throne.engine.errors import quoted
from boggle_throne.engine.game_score import GameScore
from boggle_throne.engine.game_sheet import Challenge, GameSheet, PlayerWords, RulingEntry
from boggle_throne.engine.rules import DEFAULT_RULE_SET, rule_set_from_spec
from boggle_throne.engine.scoring import score_game
from boggle_throne.night.payload import check_keys
from boggle_throne.night.rulings import stated_ruling
from boggle_throne.services.errors import GameDocumentError
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.tournament.errors import PlayerNameError
from boggle_throne.tournament.players import clean_name, name_key

_DOCUMENT_KEYS = ("board", "rules", "dictionary", "house", "players", "challenges", "rulings")
_HOUSE_KEYS = ("approved", "banned")
_PLAYER_KEYS = ("name", "words", "withdrawn")
_CHALLENGE_KEYS = ("player", "word")
_RULING_KEYS = ("player", "word", "ruling", "reason")


@dataclass(frozen=True, slots=True)
class ScoredDocument:
    """A game document with its dictionary, sheet and score."""

    sheet: GameSheet
    dictionary: Dictionary
    score: GameScore


def score_document(document: object, library: DictionaryLibrary) -> ScoredDocument:
    """Read and score a game document; `GameDocumentError` names the first thing wrong in it."""
    data = _mapping(document, "the game document", _DOCUMENT_KEYS)
    dictionary = library.open(_text(data.get("dictionary", BUNDLED_NAME), "dictionary"))
    house = _mapping(data.get("house", {}), "house", _HOUSE_KEYS)
    players = _players(_list(data, "players"))
    names = {name_key(player.name): player.name for player in players}
    sheet = GameSheet(
        board=Board.parse(_text(data.get("board"), "board")),
        rules=rule_set_from_spec(data.get("rules", DEFAULT_RULE_SET)),
        players=players,
        approved=frozenset(_words(house, "approved")),
        banned=frozenset(_words(house, "banned")),
        challenges=tuple(
            _challenge(entry, f"challenge {number}", names)
            for number, entry in enumerate(_list(data, "challenges"), start=1)
        ),
        rulings=tuple(
            _ruling(entry, f"ruling {number}", names)
            for number, entry in enumerate(_list(data, "rulings"), start=1)
        ),
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


def _mapping(value: object, what: str, keys: tuple[str, ...]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise GameDocumentError(f"{what} must be a JSON object")
    check_keys(value, keys, what, GameDocumentError)
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise GameDocumentError(f"{what} must be a non-empty string, not {quoted(value)}")
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


def _name(value: object, what: str, key: str = "name") -> str:
    """A player's name, the value of `what`'s `key`, as a roster keeps it (trimmed, composed, printable)."""
    try:
        return clean_name(_text(value, f"{what}'s {key}"))
    except PlayerNameError as error:
        raise GameDocumentError(f"{what}: {error}") from None


def _players(entries: list[Any]) -> tuple[PlayerWords, ...]:
    """The players' sheets, their names unique as a roster's are (`ANN` is `ann`)."""
    players: list[PlayerWords] = []
    numbers: dict[str, int] = {}
    for number, entry in enumerate(entries, start=1):
        data = _mapping(entry, f"player {number}", _PLAYER_KEYS)
        name = _name(data.get("name"), f"player {number}")
        other = numbers.setdefault(name_key(name), number)
        if other != number:
            raise GameDocumentError(
                f"player {number}: the name {name!r} is already player {other}'s, {players[other - 1].name!r}"
            )
        players.append(PlayerWords(name, tuple(_words(data, "words")), tuple(_words(data, "withdrawn"))))
    return tuple(players)


def _player_word(data: Mapping[str, Any], what: str, names: Mapping[str, str]) -> tuple[str, str]:
    """The player (by the name they play under, whatever its case) and the word an entry names."""
    name = _name(data.get("player"), what, "player")
    return names.get(name_key(name), name), _text(data.get("word"), f"{what}'s word")


def _challenge(entry: object, what: str, names: Mapping[str, str]) -> Challenge:
    return Challenge(*_player_word(_mapping(entry, what, _CHALLENGE_KEYS), what, names))


def _ruling(entry: object, what: str, names: Mapping[str, str]) -> RulingEntry:
    data = _mapping(entry, what, _RULING_KEYS)
    player, word = _player_word(data, what, names)
    try:
        ruling, reason = stated_ruling(data.get("ruling"), data.get("reason"))
    except ValueError as error:
        raise GameDocumentError(f"ruling on {quoted(word)}: {error}") from None
    return RulingEntry(player, word, ruling, reason)
