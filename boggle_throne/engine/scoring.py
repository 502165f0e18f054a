"""Scoring one game at one table (docs/rules.md §3–4): a verdict, points and a reason for every read word.

`score_game` is pure and deterministic: the same sheet gives the same result, and every number
carries the words that explain it, so a judge can answer any player's "why?". The sheet it reads is
in `boggle_throne.engine.game_sheet`, the score it gives in `boggle_throne.engine.game_score`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from boggle_throne.engine.errors import GameInputError, RulingRefusedError
from boggle_throne.engine.game_score import GameScore, PlayerScore, WordScore
from boggle_throne.engine.game_sheet import Challenge, GameSheet, PlayerWords, RulingEntry
from boggle_throne.engine.rules import FlaggedPolicy, RuleSet
from boggle_throne.engine.solver import FoundWord, WordRules
from boggle_throne.engine.verdicts import InvalidReason, Ruling, Verdict
from boggle_throne.engine.word_facts import WordFacts, word_facts
from boggle_throne.engine.wordlist import typed_word
from boggle_throne.i18n import Said, _, said

__all__ = [
    "MAX_PLAYERS",
    "InvalidReason",
    "Ruling",
    "Verdict",
    "max_score",
    "score_game",
]

MAX_PLAYERS = 40
"""The most players one game is scored for: far more than a table seats, and few enough that crossing
each shared word off between every pair of its readers stays instant."""


# The reasons said the same way every time, made once (a game scores every word read).
_VALID = said("valid")
_APPROVED_BY_THE_HOUSE = said("approved by the house")
_NOT_IN_DICTIONARY = said("not in the dictionary")
_INVALID = said("invalid")
_WITHDRAWN = said("withdrawn: not read, no points and no penalty")
_NO_PENALTY = said("no penalty (too short to score)")
_NO_POINTS_UNTIL_THE_RULING = said("no points until the ruling")
# A word read by others too: its score says who they are (`WordScore.reason` names them).
_ALSO_READ_CROSSED_OFF = said("also read by {names}: crossed off")
_ALSO_READ_SCORES_ONCE = said("also read by {names}: scores once")


@dataclass(frozen=True, slots=True)
class _Call:
    """A word's verdict before points: what it is, whether it is held, and why."""

    verdict: Verdict
    why: Said
    held: bool = False
    penalised: bool = False


_CROSSED_OFF = _Call(Verdict.DUPLICATE, _ALSO_READ_CROSSED_OFF)
_SCORES_ONCE = _Call(Verdict.DUPLICATE, _ALSO_READ_SCORES_ONCE)  # mild Boggle


def score_game(sheet: GameSheet, dictionary: Container[str]) -> GameScore:
    """Score a table's game: verdicts, crossing, rulings, penalties, the longest-word bonus and totals."""
    if len(sheet.players) > MAX_PLAYERS:
        raise GameInputError(
            _("a game has at most {most} players at one table, not {count:,}").format(
                most=MAX_PLAYERS, count=len(sheet.players)
            )
        )
    players = _normalised_players(sheet.players)
    word_rules = sheet.rules.word_rules(sheet.board.size)
    readers: dict[str, list[str]] = defaultdict(list)
    for player in players:
        for word in player.read:
            if word not in player.withdrawn:
                readers[word].append(player.name)
    facts = {word: word_facts(sheet.board, word, word_rules, dictionary) for word in readers}
    rulings = _rulings_by_word(sheet.rulings, players, facts)
    challenged = {typed_word(c.word) for c in _checked(sheet.challenges, players, is_ruling=False)}
    for word in challenged:
        refusal = facts[word].challenge_refusal()
        if refusal is not None:
            raise RulingRefusedError(
                _("challenge on {word}: {refusal}").format(word=repr(word), refusal=refusal)
            )
    approved = {typed_word(word) for word in sheet.approved}
    banned = {typed_word(word) for word in sheet.banned}

    calls: dict[tuple[str, str], _Call] = {}
    crossed = _SCORES_ONCE if sheet.rules.mild else _CROSSED_OFF
    for word, names in readers.items():
        call = _call(
            word,
            facts[word],
            word_rules,
            sheet.rules,
            approved,
            banned,
            rulings.get(word),
            word in challenged,
        )
        shared = len(names) > 1 and (not sheet.rules.mild or (call.verdict.scores and not call.held))
        for name in names:
            calls[(name, word)] = crossed if shared else call

    bonus_holder, bonus_length = _longest_bonus_holder(sheet.rules, players, calls, facts)
    scored = []
    for player in players:
        words = []
        for word in _listed_words(player):
            if word in player.withdrawn:
                words.append(
                    WordScore(
                        word,
                        Verdict.WITHDRAWN,
                        0,
                        _WITHDRAWN,
                        word_facts(sheet.board, word, word_rules, dictionary).length,
                    )
                )
                continue
            fact = facts[word]
            call = calls[(player.name, word)]
            gets_bonus = player.name == bonus_holder and call.verdict.scores and fact.length == bonus_length
            points, why = _points(
                call, fact.length, sheet.rules, gets_bonus, call.verdict is Verdict.DUPLICATE
            )
            path = fact.trace.found.path if fact.trace.found else None
            crossed_with = tuple(name for name in readers[word] if name != player.name)
            words.append(
                WordScore(
                    word,
                    call.verdict,
                    points,
                    call.why,
                    fact.length,
                    path,
                    call.held,
                    crossed_with,
                    gets_bonus,
                    why,
                )
            )
        scored.append(PlayerScore(player.name, tuple(words)))
    held = tuple((p.name, w.word) for p in scored for w in p.words if w.held)
    return GameScore(tuple(scored), bonus_holder, held)


def max_score(found: Iterable[FoundWord], rules: RuleSet) -> int:
    """A board's maximum score: every word on it found by one player alone, no bonus."""
    found = list(found)
    points = rules.points.up_to(max((word.length for word in found), default=0))
    return sum([points[word.length] for word in found])


def _normalised_players(players: Iterable[PlayerWords]) -> list[PlayerWords]:
    result: list[PlayerWords] = []
    for player in players:
        if not player.name.strip():
            raise GameInputError(_("every player needs a name"))
        if any(other.name == player.name for other in result):
            raise GameInputError(_("two players are named {name}").format(name=repr(player.name)))
        read = tuple(dict.fromkeys(map(typed_word, player.read)))
        withdrawn = tuple(dict.fromkeys(map(typed_word, player.withdrawn)))
        result.append(PlayerWords(player.name, read, withdrawn))
    return result


def _listed_words(player: PlayerWords) -> tuple[str, ...]:
    return player.read + tuple(word for word in player.withdrawn if word not in player.read)


def _checked(
    entries: Iterable[RulingEntry | Challenge], players: list[PlayerWords], *, is_ruling: bool
) -> list[RulingEntry | Challenge]:
    """The entries, each naming a copy of a word that its player read and did not withdraw (a ruling
    or a challenge on another copy is refused, even when someone else read the same word)."""
    by_name = {player.name: player for player in players}
    checked = list(entries)
    for entry in checked:
        player = by_name.get(entry.player)
        if player is None:
            unknown = (
                _("a ruling names {name}, who is not playing at this table")
                if is_ruling
                else _("a challenge names {name}, who is not playing at this table")
            )
            raise GameInputError(unknown.format(name=repr(entry.player)))
        word = typed_word(entry.word)
        if word not in player.read:
            unread = (
                _("ruling on {word}, which {name} did not read")
                if is_ruling
                else _("challenge on {word}, which {name} did not read")
            )
            raise RulingRefusedError(unread.format(word=repr(entry.word), name=entry.player))
        if word in player.withdrawn:
            withdrawn = (
                _("ruling on {word}, which {name} withdrew")
                if is_ruling
                else _("challenge on {word}, which {name} withdrew")
            )
            raise RulingRefusedError(withdrawn.format(word=repr(entry.word), name=entry.player))
    return checked


def _rulings_by_word(
    rulings: Iterable[RulingEntry], players: list[PlayerWords], facts: Mapping[str, WordFacts]
) -> dict[str, RulingEntry]:
    """The last ruling on each word decides it, for every copy read (docs/rules.md §4); an upheld
    challenge with no reason takes the one the word's verdict gives."""
    latest: dict[str, RulingEntry] = {}
    for entry in _checked(rulings, players, is_ruling=True):
        assert isinstance(entry, RulingEntry)
        word = typed_word(entry.word)
        fact = facts[word]
        reason = entry.reason
        if entry.ruling is Ruling.UPHELD and reason is None:
            reason = fact.default_reason()
        refusal = fact.ruling_refusal(entry.ruling, reason)
        if refusal is not None:
            raise RulingRefusedError(
                _("ruling on {word}: {refusal}").format(word=repr(entry.word), refusal=refusal)
            )
        latest[word] = RulingEntry(entry.player, word, entry.ruling, reason)
    return latest


def _call(
    word: str,
    facts: WordFacts,
    word_rules: WordRules,
    rules: RuleSet,
    approved: set[str],
    banned: set[str],
    ruling: RulingEntry | None,
    challenged: bool,
) -> _Call:
    """The verdict of a read word in the order of docs/rules.md §4, leaving out crossing."""
    if facts.too_short:
        return _Call(
            Verdict.TOO_SHORT,
            said(
                "{length} letters; the minimum is {minimum}",
                length=facts.length,
                minimum=word_rules.min_length,
            ),
        )
    if not facts.on_board:
        return _flagged(
            Verdict.NOT_ON_BOARD,
            said("not on the board: {reason}", reason=facts.trace.why),
            rules,
            ruling,
        )
    if word in banned:
        return _Call(Verdict.REJECTED, Said(InvalidReason.BANNED.value), penalised=True)
    if not facts.in_dictionary and word not in approved:
        return _flagged(Verdict.NOT_IN_DICTIONARY, _NOT_IN_DICTIONARY, rules, ruling)
    standing = (Verdict.VALID, _VALID) if facts.in_dictionary else (Verdict.APPROVED, _APPROVED_BY_THE_HOUSE)
    if ruling is None:
        return _Call(*standing, held=challenged)
    if ruling.ruling is Ruling.UPHELD:
        return _Call(
            Verdict.REJECTED,
            said("challenge upheld: {reason}", reason=_reason_said(ruling)),
            penalised=True,
        )
    return _Call(standing[0], said("{verdict}; challenge rejected", verdict=standing[1]))


def _flagged(verdict: Verdict, why: Said, rules: RuleSet, ruling: RulingEntry | None) -> _Call:
    if ruling is not None:
        if ruling.ruling is Ruling.UPHELD:
            return _Call(
                Verdict.REJECTED,
                said("{verdict}; ruled invalid: {reason}", verdict=why, reason=_reason_said(ruling)),
                penalised=True,
            )
        return _Call(Verdict.APPROVED, said("{verdict}; approved by the judge", verdict=why))
    if rules.flagged is FlaggedPolicy.PENALTY:
        return _Call(
            Verdict.REJECTED, said("{verdict}; flagged words are penalised", verdict=why), penalised=True
        )
    if rules.flagged is FlaggedPolicy.ZERO:
        return _Call(verdict, said("{verdict}; flagged words score 0", verdict=why))
    return _Call(verdict, said("{verdict}; held for a ruling", verdict=why), held=True)


def _reason_said(ruling: RulingEntry) -> Said:
    return Said(ruling.reason.value) if ruling.reason else _INVALID


def _longest_bonus_holder(
    rules: RuleSet,
    players: list[PlayerWords],
    calls: Mapping[tuple[str, str], _Call],
    facts: Mapping[str, WordFacts],
) -> tuple[str | None, int]:
    """The one player whose longest unique scoring word is strictly longer than everyone else's."""
    if not rules.longest_bonus:
        return None, 0
    longest = {
        player.name: max(
            (
                facts[word].length
                for word in player.read
                if word not in player.withdrawn
                and (call := calls[(player.name, word)]).verdict.scores
                and not call.held
            ),
            default=0,
        )
        for player in players
    }
    ranked = sorted(longest.values(), reverse=True)
    if not ranked or ranked[0] == 0 or (len(ranked) > 1 and ranked[1] == ranked[0]):
        return None, 0
    holder = next(name for name, length in longest.items() if length == ranked[0])
    return holder, ranked[0]


def _points(
    call: _Call, length: int, rules: RuleSet, longest_bonus: bool, duplicate: bool
) -> tuple[int, Said | None]:
    """Signed points and their explanation (None: nothing to add); multipliers never apply to penalties."""
    base = rules.points.points(length)
    if call.penalised:
        return -base, said("penalty −{points}", points=base) if base else _NO_PENALTY
    if call.held:
        return 0, _NO_POINTS_UNTIL_THE_RULING
    if duplicate:
        return (base, _letters_points(length, base)) if rules.mild else (0, None)
    if not call.verdict.scores:
        return 0, None
    if longest_bonus:
        factor = 3 if rules.mild else 2
        return base * factor, said(
            "{length} letters: {points} × {factor} longest word", length=length, points=base, factor=factor
        )
    if rules.mild:
        return base * 2, said("{length} letters: {points} × 2 unique", length=length, points=base)
    return base, _letters_points(length, base)


@cache  # a handful of lengths and points, said for most words of every game
def _letters_points(length: int, points: int) -> Said:
    return said("{length} letters: {points}", length=length, points=points)
