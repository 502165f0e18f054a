"""Building the returned views from the night's state."""

from __future__ import annotations

from boggle_throne.engine.scoring import WordScore
from boggle_throne.services.games import GameKey
from boggle_throne.services.night_state import AdvancementChange, NightState
from boggle_throne.services.views import (
    AdvancementChangeView,
    BracketView,
    GameView,
    HolderView,
    MatchView,
    PlayerGameView,
    PlayerView,
    RoundView,
    StandingRow,
    StandingsView,
    TableView,
    ThroneView,
    TieBreakView,
    WordView,
)
from boggle_throne.tournament.advancement import Advancement, TieBreaksNeeded
from boggle_throne.tournament.bracket import Bracket, Match
from boggle_throne.tournament.players import Player, PlayerId
from boggle_throne.tournament.rounds import Round


def player_view(state: NightState, player: Player) -> PlayerView:
    return PlayerView(player.id, player.name, player.status, player.seed_rank, player.id == state.champion)


def word_view(word: WordScore) -> WordView:
    return WordView(
        word.word,
        word.verdict,
        word.points,
        word.reason,
        word.held,
        word.path,
        word.also_read_by,
        word.longest_bonus,
    )


def game_view(state: NightState, key: GameKey) -> GameView:
    record = state.game(key)
    score = state.score(key)
    names = state.names()
    players = tuple(
        PlayerGameView(
            player,
            names[player],
            tuple(word_view(w) for w in sheet.words),
            sheet.earned,
            sheet.penalties,
            sheet.total,
        )
        for player, sheet in zip(record.read_order, score.players, strict=True)
    )
    return GameView(
        key,
        record.board,
        record.seed,
        tuple(names[p] for p in record.read_order),
        record.timer,
        players,
        score.held,
        score.longest_bonus_holder,
        record.closed,
        record.boards_played,
    )


def round_view(state: NightState, round_: Round) -> RoundView:
    names = state.names()
    plan = round_.plan
    complete = not round_.missing_results()
    outcome = round_.outcome() if complete else None
    advancing = set(outcome.advancing) if isinstance(outcome, Advancement) else set()
    tables = []
    for table in plan.tables:
        rows = []
        for standing in round_.standings(table.number):
            score = standing.score
            game_points = tuple(
                _game_points(state, GameKey(plan.number, table.number, game), names[standing.player])
                for game in range(1, plan.games + 1)
            )
            rows.append(
                StandingRow(
                    standing.place,
                    standing.player,
                    names[standing.player],
                    score.points,
                    score.last_game_points,
                    score.scoring_words,
                    score.longest_word,
                    game_points,
                    (standing.player in advancing) if isinstance(outcome, Advancement) else None,
                )
            )
        tables.append(TableView(plan.number, table.number, tuple(names[p] for p in table.seats), tuple(rows)))
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
        complete and isinstance(outcome, Advancement),
        tuple(names[p] for p in outcome.advancing) if isinstance(outcome, Advancement) else (),
        tuple(names[p] for p in outcome.wild_cards) if isinstance(outcome, Advancement) else (),
        tie_breaks,
    )


def _game_points(state: NightState, key: GameKey, name: str) -> int | None:
    record = state.games.get(key)
    if record is None or not record.closed:
        return None
    return state.score(key).player(name).total


def standings_view(state: NightState) -> StandingsView:
    settings = state.require_settings()
    names = state.names()
    tournament = state.tournament
    rounds = tuple(round_view(state, r) for r in tournament.rounds) if tournament is not None else ()
    champion, winner = state.champion, state.winner
    return StandingsView(
        settings.name,
        rounds,
        names[champion] if champion is not None else None,
        names[winner] if winner is not None else None,
        bracket_view(state),
    )


def bracket_view(state: NightState) -> BracketView | None:
    """The head-to-head bracket round by round; round 1 lists the byes as matches with one player."""
    bracket = state.bracket
    if bracket is None:
        return None
    names = state.names()
    rounds = []
    for number in range(1, bracket.round_count + 1):
        entrants = bracket.entrants(number)
        winners = bracket.entrants(number + 1) if number < bracket.round_count else (bracket.champion,)
        rounds.append(
            tuple(
                _match_view(
                    state, bracket, number, index + 1, entrants[2 * index : 2 * index + 2], winners[index]
                )
                for index in range(len(entrants) // 2)
            )
        )
    champion = bracket.champion
    return BracketView(
        bracket.best_of,
        tuple(names[p] for p in bracket.seeding),
        tuple(rounds),
        names[champion] if champion is not None else None,
    )


def _match_view(
    state: NightState,
    bracket: Bracket,
    round_number: int,
    number: int,
    pair: tuple[PlayerId | None, ...],
    winner: PlayerId | None,
) -> MatchView:
    names = state.names()
    known = sorted((p for p in pair if p is not None), key=bracket.seed_of)
    first, second = (*known, None, None)[:2]
    wins = bracket.game_wins(Match(round_number, number, (known[0], known[1]))) if len(known) == 2 else (0, 0)
    return MatchView(
        round_number,
        number,
        (_name(names, first), _name(names, second)),
        (_seed(bracket, first), _seed(bracket, second)),
        wins,
        tuple(sorted(k for k in state.games if (k.round, k.table) == (round_number, number))),
        _name(names, winner),
        round_number == 1 and len(known) == 1,
    )


def _seed(bracket: Bracket, player: PlayerId | None) -> int | None:
    return bracket.seed_of(player) if player is not None else None


def _name(names: dict[PlayerId, str], player: PlayerId | None) -> str | None:
    return names[player] if player is not None else None


def throne_view(state: NightState) -> ThroneView:
    names = state.names()
    throne = state.current_throne
    return ThroneView(
        names.get(throne.holder) if throne.holder is not None else None,
        tuple(
            HolderView(
                names.get(record.player, f"player {record.player}"),
                tuple(f"{o.name} ({o.held_on.isoformat()})" for o in record.crowned),
                record.defences_won,
                record.defences_lost,
            )
            for record in throne.holders()
        ),
    )


def advancement_change_view(state: NightState, change: AdvancementChange) -> AdvancementChangeView:
    names = state.names()
    return AdvancementChangeView(
        change.round,
        tuple(names[p] for p in change.gained),
        tuple(names[p] for p in change.lost),
        change.undecided,
    )
