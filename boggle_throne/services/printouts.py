"""What each printout shows, gathered from the service as plain values (the printing layer only lays out).

Every `*_printout` function reads one open tournament and returns a frozen dataclass; a request that
makes no sense for the night (a round not seated, a table it does not have, a certificate before
the crowning) raises `PrintoutError` with a message for the organiser.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from boggle_throne.engine.board import Board
from boggle_throne.engine.faces import display
from boggle_throne.engine.rules import FlaggedPolicy, PointsTable, RuleSet
from boggle_throne.engine.scoring import Verdict
from boggle_throne.engine.solver import trace_word
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.services.views import BracketView, GameView, RoundView, StandingRow, TableView
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.read_order import read_order
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.tournament.standings import TieBreaker

BoardGrid = tuple[tuple[str, ...], ...]
"""A board as printed: rows of faces as they read on a die (`A`, `Qu`, `#` for a blank)."""

TIE_BREAKER_TITLES = {
    TieBreaker.ROUND_POINTS: "round points",
    TieBreaker.LAST_GAME_POINTS: "points in the last game",
    TieBreaker.SCORING_WORDS: "scoring words",
    TieBreaker.LONGEST_WORD: "longest word",
}


class PrintoutError(ServiceError, ValueError):
    """A printout asked for something the night does not have (yet)."""


@dataclass(frozen=True)
class Heading:
    """The tournament a printout belongs to, printed at the top of every page."""

    tournament: str
    held_on: str


@dataclass(frozen=True)
class SheetGame:
    """One game on a score sheet: who reads in which order, and its board — as played, or as a generated
    start will deal it (the board sheets print the same one) — or None when no board can be generated."""

    number: int
    read_order: tuple[str, ...]
    board: BoardGrid | None


@dataclass(frozen=True)
class ScoreSheet:
    """The sheet of one table for one round (or of one tie-break game)."""

    round_title: str
    table_title: str
    players: tuple[str, ...]
    games: tuple[SheetGame, ...]


@dataclass(frozen=True)
class ScoreSheetsPrintout:
    heading: Heading
    rules: str
    sheets: tuple[ScoreSheet, ...]


@dataclass(frozen=True)
class BoardPrint:
    """A board as played in one game number of a round, with the tables that play it."""

    title: str
    tables: str
    grid: BoardGrid
    notation: str


@dataclass(frozen=True)
class BoardSheetsPrintout:
    heading: Heading
    boards: tuple[BoardPrint, ...]


@dataclass(frozen=True)
class LengthGroup:
    """The words of one counted length on a board, and what each of them scores."""

    length: int
    points: int
    words: tuple[str, ...]


@dataclass(frozen=True)
class AnswerKey:
    board: BoardPrint
    groups: tuple[LengthGroup, ...]
    word_count: int
    max_score: int


@dataclass(frozen=True)
class AnswerKeysPrintout:
    heading: Heading
    rules: str
    keys: tuple[AnswerKey, ...]


@dataclass(frozen=True)
class TableRoundsBracket:
    """The table rounds of a night: each round's tables with who advanced, and the Throne."""

    rounds: tuple[RoundView, ...]
    defending_champion: str | None
    winner: str | None


@dataclass(frozen=True)
class BracketPrintout:
    """Either the table rounds or a head-to-head bracket (a night has one format)."""

    heading: Heading
    table_rounds: TableRoundsBracket | None
    head_to_head: BracketView | None


@dataclass(frozen=True)
class StandingsPrintout:
    """One round's standings by table with the tie-break columns, in the order the night breaks ties."""

    heading: Heading
    round_title: str
    round: RoundView
    tie_breakers: tuple[str, ...]


@dataclass(frozen=True)
class WordResult:
    """A read word as the results show it: crossed words are struck through, penalties are negative."""

    word: str
    verdict: Verdict
    points: int
    longest_bonus: bool

    @property
    def crossed(self) -> bool:
        return self.verdict is Verdict.DUPLICATE

    @property
    def penalty(self) -> bool:
        return self.points < 0


@dataclass(frozen=True)
class PlayerResult:
    name: str
    words: tuple[WordResult, ...]
    earned: int
    penalties: int
    total: int


@dataclass(frozen=True)
class GameResult:
    title: str
    grid: BoardGrid
    players: tuple[PlayerResult, ...]
    closed: bool


@dataclass(frozen=True)
class ResultsPrintout:
    heading: Heading
    round_title: str
    games: tuple[GameResult, ...]


@dataclass(frozen=True)
class CertificatePrintout:
    """The new (or defending) holder of the Throne, and how the final went."""

    heading: Heading
    holder: str
    defended: bool
    dethroned: str | None
    final_points: int | None
    runner_up: str | None


@dataclass(frozen=True)
class RulesSection:
    """A titled part of the house rules, a sentence a point."""

    title: str
    points: tuple[str, ...]


@dataclass(frozen=True)
class HouseRulesPrintout:
    """The night's own rules for the tables: the points each length scores, then the rules in words."""

    heading: Heading
    rule_set: str
    points: tuple[tuple[str, int], ...]
    """(counted length, points) from the minimum length; the last length reads `8+` when it holds on."""
    points_note: str | None
    sections: tuple[RulesSection, ...]


def heading(service: TournamentService) -> Heading:
    settings = service.settings
    return Heading(settings.name, long_date(settings.held_on))


def long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def round_title(view: RoundView) -> str:
    return "Final" if view.kind is RoundKind.FINAL else f"Round {view.number}"


def board_grid(board: Board) -> BoardGrid:
    return tuple(tuple(display(cell) for cell in row) for row in board.rows())


def score_sheets_printout(
    service: TournamentService, round_number: int | None = None, tables: Sequence[int] | None = None
) -> ScoreSheetsPrintout:
    """A sheet per chosen table of the round, plus one per tie-break game already started."""
    view = _round(service, round_number)
    started = set(service.games(view.number))
    ids = {player.name: player.id for player in service.players()}
    names = {player.id: player.name for player in service.players()}
    sheets = []
    for table in _tables(view, tables):
        games = []
        for number in range(1, view.games + 1):
            key = GameKey(view.number, table.number, number)
            if key in started:
                game = service.game(key)
                games.append(SheetGame(number, game.read_order, board_grid(game.board)))
            else:
                order = read_order([ids[name] for name in table.seats], number)
                games.append(SheetGame(number, tuple(names[p] for p in order), _dealt_grid(service, key)))
        sheets.append(ScoreSheet(round_title(view), f"Table {table.number}", table.seats, tuple(games)))
    if tables is None:
        for key in sorted(k for k in started if k.is_tie_break):
            game = service.game(key)
            sheet_game = SheetGame(1, game.read_order, board_grid(game.board))
            title = f"Tie-break game {key.game}"
            sheets.append(ScoreSheet(round_title(view), title, game.read_order, (sheet_game,)))
    return ScoreSheetsPrintout(heading(service), _rules_line(service), tuple(sheets))


def _dealt_grid(service: TournamentService, key: GameKey) -> BoardGrid | None:
    """The board a generated start of the game will deal, as the board sheets print it; None when no
    generated board meets the night's quality bounds (the judges will roll the dice and type it)."""
    try:
        return board_grid(service.board(key))
    except ActionRefusedError:
        return None


def board_sheets_printout(
    service: TournamentService, round_number: int | None = None, tables: Sequence[int] | None = None
) -> BoardSheetsPrintout:
    """Each distinct board of the round's started games, once, naming the tables that play it."""
    view = _round(service, round_number)
    return BoardSheetsPrintout(heading(service), tuple(board for board, _ in _boards(service, view, tables)))


def answer_keys_printout(
    service: TournamentService, round_number: int | None = None, tables: Sequence[int] | None = None
) -> AnswerKeysPrintout:
    """Every word on each board of the round by length, with its points, the word count and maximum."""
    view = _round(service, round_number)
    settings = service.settings
    keys = []
    for board, key in _boards(service, view, tables):
        dealt = service.board(key)
        word_rules = settings.rules.word_rules(dealt.size)
        by_length: dict[int, list[str]] = {}
        for word in service.board_words(key):
            found = trace_word(dealt, word, word_rules).found
            length = found.length if found is not None else len(word)
            by_length.setdefault(length, []).append(word)
        groups = tuple(
            LengthGroup(length, settings.rules.points.points(length), tuple(sorted(words)))
            for length, words in sorted(by_length.items(), reverse=True)
        )
        count = sum(len(group.words) for group in groups)
        maximum = sum(group.points * len(group.words) for group in groups)
        keys.append(AnswerKey(board, groups, count, maximum))
    return AnswerKeysPrintout(heading(service), _rules_line(service), tuple(keys))


def bracket_printout(service: TournamentService) -> BracketPrintout:
    """The night's bracket: its table rounds up to the Throne, or its head-to-head matches."""
    standings = service.standings()
    if standings.bracket is not None:
        return BracketPrintout(heading(service), None, standings.bracket)
    if not standings.rounds:
        raise PrintoutError("the bracket needs a seated round; no round has been seated yet")
    table_rounds = TableRoundsBracket(standings.rounds, standings.defending_champion, standings.winner)
    return BracketPrintout(heading(service), table_rounds, None)


def standings_printout(
    service: TournamentService, round_number: int | None = None, tables: Sequence[int] | None = None
) -> StandingsPrintout:
    view = _round(service, round_number)
    chosen = _tables(view, tables)
    if tables is not None:
        view = RoundView(
            view.number,
            view.kind,
            view.games,
            view.seed,
            chosen,
            view.complete,
            view.advancing,
            view.wild_cards,
            tuple(t for t in view.tie_breaks if t.table in tables),
        )
    breakers = service.settings.table_format.advancement.tie_breakers
    return StandingsPrintout(
        heading(service), round_title(view), view, tuple(TIE_BREAKER_TITLES[b] for b in breakers)
    )


def results_printout(
    service: TournamentService, round_number: int | None = None, tables: Sequence[int] | None = None
) -> ResultsPrintout:
    """Every started game of the round (tie-breaks too, unless tables are chosen), word by word."""
    view = _round(service, round_number)
    wanted = {table.number for table in _tables(view, tables)}
    keys = [k for k in service.games(view.number) if k.table in wanted or (tables is None and k.is_tie_break)]
    if not keys:
        raise PrintoutError(f"no game of {round_title(view).lower()} has been started yet")
    keys.sort(key=lambda k: (k.is_tie_break, k.table, k.game))
    return ResultsPrintout(
        heading(service), round_title(view), tuple(_game_result(service.game(k)) for k in keys)
    )


def certificate_printout(service: TournamentService) -> CertificatePrintout:
    standings = service.standings()
    if standings.winner is None:
        raise PrintoutError("there is no new holder of the Throne yet: the final has not been crowned")
    final = next((r for r in standings.rounds if r.kind is RoundKind.FINAL), None)
    rows: tuple[StandingRow, ...] = final.tables[0].standings if final is not None and final.tables else ()
    winner_row = next((row for row in rows if row.name == standings.winner), None)
    runner_up = next((row.name for row in rows if row.name != standings.winner), None)
    champion = standings.defending_champion
    return CertificatePrintout(
        heading(service),
        standings.winner,
        defended=champion == standings.winner,
        dethroned=champion if champion not in (None, standings.winner) else None,
        final_points=winner_row.points if winner_row is not None else None,
        runner_up=runner_up,
    )


def house_rules_printout(service: TournamentService) -> HouseRulesPrintout:
    """The tournament's settings as the rules a table plays by (docs/rules.md §2–§5), in words."""
    settings = service.settings
    rules = settings.rules
    dice = settings.dice_set
    word_rules = rules.word_rules(dice.size)
    points, note = _points_rows(rules.points, word_rules.min_length)
    sections = (
        RulesSection("Words", _word_points(settings, word_rules.min_length)),
        RulesSection("Scoring", _scoring_points(rules)),
        RulesSection("Reading aloud and challenges", _reading_points(rules)),
        RulesSection("The timer", (_timer_point(settings.timer_seconds, settings.countdown_seconds),)),
        RulesSection("The night", _format_points(settings)),
    )
    return HouseRulesPrintout(heading(service), rules.title, points, note, sections)


def _points_rows(table: PointsTable, shortest: int) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """Each counted length's points from the shortest that counts; the last row holds for longer words
    (`8+`), or a note says how many more each further letter earns."""
    last = max(table.values[-1][0] + (1 if table.per_extra_letter else 0), shortest)
    rows = [(str(length), table.points(length)) for length in range(shortest, last)]
    if table.per_extra_letter:
        more = f"{table.per_extra_letter} more point{_plural(table.per_extra_letter)}"
        return (*rows, (str(last), table.points(last))), f"then {more} for each further letter"
    return (*rows, (f"{last}+", table.points(last))), None


def _word_points(settings: TournamentSettings, min_length: int) -> tuple[str, ...]:
    rules = settings.rules
    qu = f"The Qu die counts as {rules.qu_counts_as} letter{_plural(rules.qu_counts_as)}"
    qu += ", and may also be played as a plain Q (one letter)." if rules.q_alone else "."
    points = [
        f"A word has at least {min_length} letters, spelled by a path of neighbouring dice (across, up, "
        "down or diagonally), using no die twice.",
        qu,
    ]
    if settings.dice_set.size == 6:
        points.append("The faces An, Er, He, In and Th count as two letters; a blank face cannot be used.")
    points += [
        f"Words are judged by the {settings.dictionary} word list and the judges' rulings, which hold "
        "for the rest of the night. Plurals and other forms are different words.",
    ]
    return tuple(points)


def _scoring_points(rules: RuleSet) -> tuple[str, ...]:
    if rules.mild:
        points = ["A word on two or more players' lists scores its value once; a unique word scores double."]
    else:
        points = ["A word on two or more players' lists at the table is crossed off every list: it scores 0."]
    if rules.longest_bonus:
        times = "triple" if rules.mild else "double"
        points.append(
            f"Longest word: the one player whose longest scoring word is longer than everyone else's "
            f"scores {times} for all their scoring words of that length. A tie for the longest gives no "
            "bonus."
        )
    return tuple(points)


_FLAGGED = {
    FlaggedPolicy.JUDGE: "is held for the judge's ruling, and counts 0 until it is ruled.",
    FlaggedPolicy.PENALTY: "counts as a challenge upheld, with its penalty, unless the judge rules on it.",
    FlaggedPolicy.ZERO: "scores 0 and costs nothing, unless the judge rules on it.",
}
"""What happens to a read word the app flags, under each policy of the rule set."""


def _reading_points(rules: RuleSet) -> tuple[str, ...]:
    crossed = (
        "; every player who read it pays"
        if rules.mild
        else ", or nothing if it was crossed off as a duplicate"
    )
    return (
        "When time is up, the players read their lists aloud in turn. The first reader moves on one "
        "seat each game (game 1 starts at seat 1, game 2 at seat 2, …), so reading first and reading "
        "last are shared out evenly; the score sheet shows each game's order.",
        "A word you do not read never scores and costs nothing.",
        "Any player may challenge a word read aloud, and the judge rules. A challenge upheld costs the "
        f"reader the points the word's length earns{crossed}. Doubling and bonuses never apply to a "
        "penalty, and a word too short to score costs nothing.",
        "A read word the app finds missing from the dictionary or not on the board "
        + _FLAGGED[rules.flagged],
    )


def _timer_point(seconds: int, countdown: int) -> str:
    start = (
        f"the start is announced {_duration(countdown)} ahead"
        if countdown
        else "the game starts without a countdown"
    )
    return f"{_duration(seconds).capitalize()} a game: {start}, warnings come near the end, a buzzer at zero."


def _format_points(settings: TournamentSettings) -> tuple[str, ...]:
    if settings.format_kind is FormatKind.HEAD_TO_HEAD:
        return (f"Single elimination: each match is the best of {settings.best_of} games.",)
    fmt = settings.table_format
    rule = fmt.advancement
    advance = f"The top {rule.per_table} of each table advance"
    if rule.wild_cards:
        advance += f", with the best {rule.wild_cards} of the rest as wild cards"
    breakers = ", then ".join(TIE_BREAKER_TITLES[b] for b in rule.tie_breakers)
    points = [
        f"{fmt.games_per_round} game{_plural(fmt.games_per_round)} a round at each table, "
        f"{fmt.final_games} in the final.",
        f"{advance}; ties are broken by {breakers}, then a sudden-death game.",
    ]
    if fmt.same_board_everywhere:
        points.append("Every table plays the same board in each game.")
    return tuple(points)


def _duration(seconds: int) -> str:
    """`3 minutes`, `2 minutes 30 seconds`, `15 seconds`."""
    minutes, rest = divmod(seconds, 60)
    parts = [f"{minutes} minute{_plural(minutes)}"] if minutes else []
    if rest or not minutes:
        parts.append(f"{rest} second{_plural(rest)}")
    return " ".join(parts)


def _plural(count: int) -> str:
    return "" if count == 1 else "s"


def _round(service: TournamentService, number: int | None) -> RoundView:
    rounds = service.standings().rounds
    if not rounds:
        raise PrintoutError("no round has been seated yet")
    if number is None:
        return rounds[-1]
    if not 1 <= number <= len(rounds):
        seated = "round 1" if len(rounds) == 1 else f"rounds 1–{len(rounds)}"
        raise PrintoutError(f"there is no round {number}; the night has {seated}")
    return rounds[number - 1]


def _tables(view: RoundView, tables: Sequence[int] | None) -> tuple[TableView, ...]:
    if tables is None:
        return view.tables
    if not tables:
        raise PrintoutError("no table was chosen; leave the tables out to print them all")
    known = {table.number: table for table in view.tables}
    missing = [number for number in tables if number not in known]
    if missing:
        have = ", ".join(str(n) for n in known)
        raise PrintoutError(f"{round_title(view)} has no table {missing[0]}; its tables are {have}")
    return tuple(known[number] for number in sorted(set(tables)))


def _boards(
    service: TournamentService, view: RoundView, tables: Sequence[int] | None
) -> list[tuple[BoardPrint, GameKey]]:
    """The distinct boards of the round's games (one per game number when tables share): as played,
    or as a generated start will deal them, so that paper boards can be printed before the round."""
    chosen = _tables(view, tables)
    keys = [GameKey(view.number, table.number, game) for table in chosen for game in range(1, view.games + 1)]
    if tables is None:
        keys += [k for k in service.games(view.number) if k.is_tie_break]
    groups: dict[tuple[bool, int, str], list[GameKey]] = {}
    boards: dict[tuple[bool, int, str], Board] = {}
    for key in keys:
        board = service.board(key)
        slot = (key.is_tie_break, key.game, board.notation())
        groups.setdefault(slot, []).append(key)
        boards[slot] = board
    result = []
    for slot in sorted(groups):
        members = groups[slot]
        tie_break, game, notation = slot
        if tie_break:
            title, where = f"{round_title(view)} · Tie-break game {game}", "Tie-break table"
        else:
            title, where = f"{round_title(view)} · Game {game}", _table_list(k.table for k in members)
        result.append((BoardPrint(title, where, board_grid(boards[slot]), notation), members[0]))
    return result


def _table_list(numbers: Iterable[int]) -> str:
    ordered = sorted(numbers)
    if len(ordered) == 1:
        return f"Table {ordered[0]}"
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"Tables {ordered[0]}–{ordered[-1]}"
    return "Tables " + ", ".join(str(n) for n in ordered)


def _rules_line(service: TournamentService) -> str:
    settings = service.settings
    rules = settings.rules
    minimum = rules.word_rules(settings.dice_set.size).min_length
    return f"{rules.name} rules · at least {minimum} letters · points {rules.points.describe()}"


def _game_result(game: GameView) -> GameResult:
    key = game.key
    title = key.label[0].upper() + key.label[1:]
    players = tuple(
        PlayerResult(
            player.name,
            tuple(WordResult(w.word, w.verdict, w.points, w.longest_bonus) for w in player.words),
            player.earned,
            player.penalties,
            player.total,
        )
        for player in game.players
    )
    return GameResult(title, board_grid(game.board), players, game.closed)
