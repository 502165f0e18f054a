"""Building the returned views from the night's state."""

from __future__ import annotations

from boggle_throne.engine.scoring import WordScore
from boggle_throne.services.games import GameKey
from boggle_throne.services.night_state import AdvancementChange, NightState
from boggle_throne.services.views import (
    AdvancementChangeView,
    GameView,
    HolderView,
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
from boggle_throne.tournament.players import Player
from boggle_throne.tournament.rounds import Round


def player_view(state: NightState, player: Player) -> PlayerView:
    champion = state.tournament.champion if state.tournament is not None else state.throne.holder
    return PlayerView(player.id, player.name, player.status, player.seed_rank, player.id == champion)


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
    champion = tournament.champion if tournament is not None else state.throne.holder
    winner = tournament.winner if tournament is not None else None
    return StandingsView(
        settings.name,
        rounds,
        names[champion] if champion is not None and champion in names else None,
        names[winner] if winner is not None else None,
    )


def throne_view(state: NightState) -> ThroneView:
    names = state.names()
    throne = state.tournament.throne if state.tournament is not None else state.throne
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
