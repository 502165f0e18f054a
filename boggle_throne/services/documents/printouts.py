"""Builders of the printouts from the night's rounds and games (the printing layer only lays out).

Every `*_printout` function reads one open tournament and returns a frozen dataclass of
`printout_views`; a request that makes no sense for the night (a round not seated, a table it does
not have, a certificate before the crowning) raises `PrintoutError` with a message for the organiser.
The house-rules sheet, built from the settings alone, is in `house_rules`.

Score sheets and board sheets may carry the players' phone invitations: given the phone server's
address (`phones`, `http://HOST:PORT`), each seated player's invitation URL, for its QR code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from boggle_throne.engine.board import Board
from boggle_throne.engine.counts import counted
from boggle_throne.engine.faces import display
from boggle_throne.engine.solver import trace_word
from boggle_throne.i18n import N_, _
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.documents.printout_views import (
    AnswerKey,
    AnswerKeysPrintout,
    BoardGrid,
    BoardPrint,
    BoardSheetsPrintout,
    BracketPrintout,
    CertificatePrintout,
    GameResult,
    Heading,
    LengthGroup,
    PrintedInvitation,
    PrintoutError,
    ResultsPrintout,
    ScoreSheet,
    ScoreSheetsPrintout,
    SheetGame,
    StandingsPrintout,
)
from boggle_throne.services.reading.views import GameView, RoundTitle, RoundView, StandingRow, TableView
from boggle_throne.tournament.read_order import read_order
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.tournament.standings import TieBreaker

TIE_BREAKER_TITLES = {
    TieBreaker.ROUND_POINTS: N_("round points"),
    TieBreaker.LAST_GAME_POINTS: N_("points in the last game"),
    TieBreaker.SCORING_WORDS: N_("scoring words"),
    TieBreaker.LONGEST_WORD: N_("longest word"),
}
"""How a tie-breaker is named in a sentence (in English: translated where printed)."""

MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)
"""The months by name, in English: a date is printed in the language spoken, never the locale's."""


def heading(service: OpenNight) -> Heading:
    """The tournament and its day for the top of each page, and the word list and dice it is played
    with for the foot (the list's language and licence when its library records them)."""
    settings = service.views.settings
    about = service.views.word_list_origin().summary()
    if about:
        played_with = _("word list {name} ({about}) · dice {dice}").format(
            name=settings.dictionary, about=about, dice=settings.dice
        )
    else:
        played_with = _("word list {name} · dice {dice}").format(name=settings.dictionary, dice=settings.dice)
    day = settings.held_on  # `12 March 2026`, in the language spoken
    held_on = _("{day} {month} {year}").format(day=day.day, month=_(MONTHS[day.month - 1]), year=day.year)
    return Heading(settings.name, held_on, played_with)


def board_grid(board: Board) -> BoardGrid:
    return tuple(tuple(display(cell) for cell in row) for row in board.rows())


Inviter = Callable[[Sequence[str]], tuple[PrintedInvitation, ...]]
"""The phone invitations of some players, by name."""


def inviter(service: OpenNight, phones: str | None) -> Inviter:
    """The invitations of players on the phone server at `phones` (`http://HOST:PORT`), or none."""
    if phones is None:
        return lambda _names: ()
    invitations = Phones(service)
    ids = {player.name: player.id for player in service.views.players()}
    return lambda names: tuple(PrintedInvitation(name, invitations.url(phones, ids[name])) for name in names)


def score_sheets_printout(
    service: OpenNight,
    round_number: int | None = None,
    tables: Sequence[int] | None = None,
    *,
    phones: str | None = None,
) -> ScoreSheetsPrintout:
    """A sheet per chosen table of the round, plus one per tie-break game already started; with
    `phones`, each sheet carries its players' invitations."""
    view = _round(service, round_number)
    invite = inviter(service, phones)
    started = set(service.views.games(view.number))
    ids = {player.name: player.id for player in service.views.players()}
    names = {player.id: player.name for player in service.views.players()}
    round_name = view.titled(RoundTitle.PRINTED)
    sheets = []
    for table in _tables(view, tables):
        games = []
        for number in range(1, view.games + 1):
            key = GameKey(view.number, table.number, number)
            if key in started:
                game = service.views.game(key)
                games.append(SheetGame(number, game.read_order, board_grid(game.board)))
            else:
                order = read_order([ids[name] for name in table.seats], number)
                games.append(SheetGame(number, tuple(names[p] for p in order), _dealt_grid(service, key)))
        sheets.append(
            ScoreSheet(
                round_name,
                _("Table {number}").format(number=table.number),
                table.seats,
                tuple(games),
                invite(table.seats),
            )
        )
    if tables is None:
        for key in sorted(k for k in started if k.is_tie_break):
            game = service.views.game(key)
            sheet_game = SheetGame(1, game.read_order, board_grid(game.board))
            title = _("Tie-break game {number}").format(number=key.game)
            sheets.append(
                ScoreSheet(round_name, title, game.read_order, (sheet_game,), invite(game.read_order))
            )
    return ScoreSheetsPrintout(heading(service), _rules_line(service), tuple(sheets))


def _dealt_grid(service: OpenNight, key: GameKey) -> BoardGrid | None:
    """The board a generated start of the game will deal, as the board sheets print it; None when no
    generated board meets the night's quality bounds (the judges will roll the dice and type it)."""
    try:
        return board_grid(service.views.board(key))
    except ActionRefusedError:
        return None


def board_sheets_printout(
    service: OpenNight,
    round_number: int | None = None,
    tables: Sequence[int] | None = None,
    *,
    phones: str | None = None,
) -> BoardSheetsPrintout:
    """Each distinct board of the round's games, once, naming the tables that play it; with `phones`,
    once per table, with its players' invitations."""
    view = _round(service, round_number)
    if phones is None:
        return BoardSheetsPrintout(
            heading(service), tuple(board for board, _ in _boards(service, view, tables))
        )
    invite = inviter(service, phones)
    seats = {table.number: table.seats for table in view.tables}
    boards = tuple(
        replace(
            board,
            invitations=invite(service.views.game(key).read_order if key.is_tie_break else seats[key.table]),
        )
        for board, key in _boards(service, view, tables, per_table=True)
    )
    return BoardSheetsPrintout(heading(service), boards)


def answer_keys_printout(
    service: OpenNight, round_number: int | None = None, tables: Sequence[int] | None = None
) -> AnswerKeysPrintout:
    """Every word on each board of the round by length, with its points, the word count and maximum."""
    view = _round(service, round_number)
    settings = service.views.settings
    keys = []
    for board, key in _boards(service, view, tables):
        dealt = service.views.board(key)
        word_rules = settings.rules.word_rules(dealt.size)
        by_length: dict[int, list[str]] = {}
        for word in service.views.board_words(key):
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


def bracket_printout(service: OpenNight) -> BracketPrintout:
    """The night's bracket: its table rounds up to the Throne, or its head-to-head matches."""
    standings = service.views.standings()
    if standings.bracket is not None:
        return BracketPrintout(heading(service), None, standings.bracket)
    if not standings.rounds:
        raise PrintoutError(_("the bracket needs a seated round; no round has been seated yet"))
    return BracketPrintout(heading(service), standings, None)


def standings_printout(
    service: OpenNight, round_number: int | None = None, tables: Sequence[int] | None = None
) -> StandingsPrintout:
    view = _round(service, round_number)
    if tables is not None:
        tie_breaks = tuple(t for t in view.tie_breaks if t.table in tables)
        view = replace(view, tables=_tables(view, tables), tie_breaks=tie_breaks)
    breakers = service.views.settings.table_format.advancement.tie_breakers
    return StandingsPrintout(heading(service), view, tuple(_(TIE_BREAKER_TITLES[b]) for b in breakers))


def results_printout(
    service: OpenNight, round_number: int | None = None, tables: Sequence[int] | None = None
) -> ResultsPrintout:
    """Every started game of the round (tie-breaks too, unless tables are chosen), word by word."""
    view = _round(service, round_number)
    wanted = {table.number for table in _tables(view, tables)}
    keys = [
        k
        for k in service.views.games(view.number)
        if k.table in wanted or (tables is None and k.is_tie_break)
    ]
    round_name = view.titled(RoundTitle.PRINTED)
    if not keys:
        raise PrintoutError(_("no game of {round} has been started yet").format(round=round_name.lower()))
    keys.sort(key=lambda k: (k.is_tie_break, k.table, k.game))
    return ResultsPrintout(
        heading(service), round_name, tuple(_game_result(service.views.game(k)) for k in keys)
    )


def certificate_printout(service: OpenNight) -> CertificatePrintout:
    standings = service.views.standings()
    if standings.winner is None:
        raise PrintoutError(_("there is no new holder of the Throne yet: the final has not been crowned"))
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


def _round(service: OpenNight, number: int | None) -> RoundView:
    rounds = service.views.standings().rounds
    if not rounds:
        raise PrintoutError(_("no round has been seated yet"))
    if number is None:
        return rounds[-1]
    if not 1 <= number <= len(rounds):
        if len(rounds) == 1:
            raise PrintoutError(_("there is no round {number}; the night has round 1").format(number=number))
        raise PrintoutError(
            _("there is no round {number}; the night has rounds 1–{last}").format(
                number=number, last=len(rounds)
            )
        )
    return rounds[number - 1]


def _tables(view: RoundView, tables: Sequence[int] | None) -> tuple[TableView, ...]:
    if tables is None:
        return view.tables
    if not tables:
        raise PrintoutError(_("no table was chosen; leave the tables out to print them all"))
    known = {table.number: table for table in view.tables}
    missing = [number for number in tables if number not in known]
    if missing:
        have = ", ".join(str(n) for n in known)
        raise PrintoutError(
            _("{round} has no table {number}; its tables are {tables}").format(
                round=view.titled(RoundTitle.PRINTED), number=missing[0], tables=have
            )
        )
    return tuple(known[number] for number in sorted(set(tables)))


def _boards(
    service: OpenNight, view: RoundView, tables: Sequence[int] | None, *, per_table: bool = False
) -> list[tuple[BoardPrint, GameKey]]:
    """The distinct boards of the round's games (one per game number when tables share, unless
    `per_table`): as played, or as a generated start will deal them, so that paper boards can be
    printed before the round."""
    chosen = _tables(view, tables)
    keys = [GameKey(view.number, table.number, game) for table in chosen for game in range(1, view.games + 1)]
    if tables is None:
        keys += [k for k in service.views.games(view.number) if k.is_tie_break]
    groups: dict[tuple[bool, int, int, str], list[GameKey]] = {}
    boards: dict[tuple[bool, int, int, str], Board] = {}
    for key in keys:
        board = service.views.board(key)
        slot = (key.is_tie_break, key.table if per_table else 0, key.game, board.notation())
        groups.setdefault(slot, []).append(key)
        boards[slot] = board
    round_name = view.titled(RoundTitle.PRINTED)
    result = []
    for slot in sorted(groups, key=lambda slot: (*slot[:3], min(key.table for key in groups[slot]))):
        members = groups[slot]
        tie_break, _table, game, notation = slot
        if tie_break:
            title = _("{round} · Tie-break game {number}").format(round=round_name, number=game)
            where = _("Tie-break table")
        else:
            title = _("{round} · Game {number}").format(round=round_name, number=game)
            where = _table_list(k.table for k in members)
        result.append((BoardPrint(title, where, board_grid(boards[slot]), notation), members[0]))
    return result


def _table_list(numbers: Iterable[int]) -> str:
    ordered = sorted(numbers)
    if len(ordered) == 1:
        return _("Table {number}").format(number=ordered[0])
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return _("Tables {first}–{last}").format(first=ordered[0], last=ordered[-1])
    return _("Tables {numbers}").format(numbers=", ".join(str(n) for n in ordered))


def _rules_line(service: OpenNight) -> str:
    settings = service.views.settings
    rules = settings.rules
    minimum = rules.word_rules(settings.dice_set.size).min_length
    return _("{rules} rules · at least {letters} · points {points}").format(
        rules=rules.name, letters=counted(minimum, "letter"), points=rules.points.describe()
    )


def _game_result(game: GameView) -> GameResult:
    key = game.key
    title = key.label[0].upper() + key.label[1:]
    return GameResult(title, board_grid(game.board), game.players, game.closed)
