"""Building the returned views from the night's state."""

from __future__ import annotations

from boggle_throne.engine.game_score import GameScore
from boggle_throne.i18n import _
from boggle_throne.night.clock import moves_now
from boggle_throne.night.games import GameKey
from boggle_throne.night.phone_rules import board_played_elsewhere, phone_flags
from boggle_throne.night.state import Night
from boggle_throne.services.reading.views import (
    BracketView,
    GameView,
    HolderView,
    MatchGameView,
    MatchView,
    PlayerGameView,
    PlayerView,
    RoundView,
    StandingRow,
    StandingsView,
    TableView,
    ThroneView,
    TieBreakView,
)
from boggle_throne.tournament.advancement import Advancement, TieBreaksNeeded
from boggle_throne.tournament.bracket import Bracket, Match
from boggle_throne.tournament.players import Player, PlayerId
from boggle_throne.tournament.rounds import Round
from boggle_throne.tournament.standings import GameResult, single_game_score, standings


def player_view(state: Night, player: Player) -> PlayerView:
    return PlayerView(player.id, player.name, player.status, player.seed_rank, player.id == state.champion)


def game_view(state: Night, key: GameKey) -> GameView:
    record = state.game(key)
    score = state.score(key)
    names = state.names()
    flags = phone_flags(record, state.require_settings().timer_seconds)
    players = tuple(
        PlayerGameView(
            player,
            names[player],
            sheet.words,
            sheet.earned,
            sheet.penalties,
            sheet.total,
            bool(record.written[player] or record.struck[player]),
            len(record.unread(player)),
            flags[player].value if player in flags else None,
        )
        for player, sheet in zip(record.read_order, score.players, strict=True)
    )
    return GameView(
        record.key,
        record.board,
        record.seed,
        tuple(names[p] for p in record.read_order),
        record.timer,
        players,
        score.held,
        score.longest_bonus_holder,
        record.closed,
        record.boards_played,
        game_ranking(state, record.read_order, score),
        board_played_elsewhere(state, record),
        moves_now(record.timer.phase, closed=record.closed),
        not record.closed and not record.has_words,
    )


def game_ranking(state: Night, read_order: tuple[PlayerId, ...], score: GameScore) -> tuple[str, ...]:
    """The game's players ranked as a one-game round by the night's tie-break chain, exact ties by id.

    The standings rank by the same chain, so two players on equal points come in the same order on a
    game's result as in the standings, wherever either is shown.
    """
    names = state.names()
    chain = state.require_settings().table_format.advancement.tie_breakers
    scores = (
        single_game_score(GameResult(player, sheet.total, sheet.scoring_words, sheet.longest_word))
        for player, sheet in zip(read_order, score.players, strict=True)
    )
    return tuple(names[standing.player] for standing in standings(scores, chain))


def round_view(state: Night, round_: Round) -> RoundView:
    names = state.names()
    plan = round_.plan
    outcome = round_.outcome() if not round_.missing_results() else None
    decided = outcome if isinstance(outcome, Advancement) else None
    advancing = frozenset(decided.advancing) if decided is not None else None
    tables = []
    for table in plan.tables:
        rows = tuple(
            StandingRow(
                standing.place,
                standing.player,
                names[standing.player],
                standing.score.points,
                standing.score.last_game_points,
                standing.score.scoring_words,
                standing.score.longest_word,
                tuple(
                    _game_points(state, GameKey(plan.number, table.number, game), names[standing.player])
                    for game in range(1, plan.games + 1)
                ),
                standing.player in advancing if advancing is not None else None,
            )
            for standing in round_.standings(table.number)
        )
        seats = tuple(names[p] for p in table.seats)
        tables.append(TableView(plan.number, table.number, seats, rows, tuple(table.seats)))
    tie_breaks = (
        tuple(
            TieBreakView(
                plan.number, tuple(sorted(names[p] for p in g.players)), g.places, g.cut.table_number
            )
            for g in outcome.games
        )
        if isinstance(outcome, TieBreaksNeeded)
        else ()
    )
    return RoundView(
        plan.number,
        plan.kind,
        plan.games,
        plan.seed,
        tuple(tables),
        decided is not None,
        tuple(names[p] for p in decided.advancing) if decided is not None else (),
        tuple(names[p] for p in decided.wild_cards) if decided is not None else (),
        tie_breaks,
    )


def _game_points(state: Night, key: GameKey, name: str) -> int | None:
    record = state.games.get(key)
    if record is None or not record.closed:
        return None
    return state.score(key).player(name).total


def standings_view(state: Night) -> StandingsView:
    names = state.names()
    tournament = state.tournament
    rounds = tuple(round_view(state, r) for r in tournament.rounds) if tournament is not None else ()
    return StandingsView(
        state.require_settings().name,
        rounds,
        _name(names, state.champion),
        _name(names, state.winner),
        bracket_view(state),
    )


def bracket_view(state: Night) -> BracketView | None:
    """The head-to-head bracket round by round; round 1 lists the byes as matches with one player."""
    bracket = state.bracket
    if bracket is None:
        return None
    names = state.names()
    return BracketView(
        bracket.best_of,
        tuple(names[p] for p in bracket.seeding),
        tuple(_bracket_round(state, bracket, number) for number in range(1, bracket.round_count + 1)),
        _name(names, bracket.champion),
        _name(names, bracket.defending),
        _name(names, bracket.challenger),
    )


def _bracket_round(state: Night, bracket: Bracket, number: int) -> tuple[MatchView, ...]:
    """Every position of a round: its matches, known or still waiting for players, and round 1's byes."""
    entrants = bracket.entrants(number)
    winners = bracket.entrants(number + 1) if number < bracket.round_count else (bracket.champion,)
    matches = {match.number: match for match in bracket.matches(number)}
    return tuple(
        _match_view(
            state,
            bracket,
            (number, position),
            entrants[2 * position - 2 : 2 * position],
            matches.get(position),
            winners[position - 1],
        )
        for position in range(1, len(entrants) // 2 + 1)
    )


def _match_view(
    state: Night,
    bracket: Bracket,
    where: tuple[int, int],
    pair: tuple[PlayerId | None, ...],
    match: Match | None,
    winner: PlayerId | None,
) -> MatchView:
    """The match at (round, position): `match` once both players are known, else who is known."""
    names = state.names()
    round_number, position = where
    known = match.players if match is not None else tuple(p for p in pair if p is not None)
    first, second = (*known, None, None)[:2]
    bye = round_number == 1 and None in pair
    return MatchView(
        round_number,
        position,
        None if bye else bracket.match_number(round_number, position),
        (_name(names, first), _name(names, second)),
        (_seed(bracket, first), _seed(bracket, second)),
        bracket.game_wins(match) if match is not None else (0, 0),
        _match_games(state, bracket, match) if match is not None else (),
        _name(names, winner),
        bye,
    )


def _match_games(state: Night, bracket: Bracket, match: Match) -> tuple[MatchGameView, ...]:
    """The match's started games. They are played one after another, so the closed ones come first, in
    the order the bracket recorded their winners."""
    names = state.names()
    keys = sorted(k for k in state.games if (k.round, k.table) == (match.round_number, match.number))
    recorded = iter(bracket.game_winners(match))
    games = []
    for key in keys:
        record = state.games[key]
        first, second = (_game_points(state, key, names[p]) for p in match.players)
        winner = next(recorded) if record.closed else None
        games.append(MatchGameView(record.key, (first, second), _name(names, winner), record.closed))
    return tuple(games)


def _seed(bracket: Bracket, player: PlayerId | None) -> int | None:
    return bracket.seed_of(player) if player is not None else None


def _name(names: dict[PlayerId, str], player: PlayerId | None) -> str | None:
    return names[player] if player is not None else None


def throne_view(state: Night) -> ThroneView:
    names = state.names()
    throne = state.current_throne
    return ThroneView(
        names.get(throne.holder) if throne.holder is not None else None,
        tuple(
            HolderView(
                names.get(record.player) or _("player {number}").format(number=record.player),
                tuple(
                    _("{night} ({date})").format(night=o.name, date=o.held_on.isoformat())
                    for o in record.crowned
                ),
                record.defences_won,
                record.defences_lost,
            )
            for record in throne.holders()
        ),
    )
