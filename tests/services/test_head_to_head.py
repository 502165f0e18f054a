"""Head-to-head nights through the services: the draw, byes, best-of matches, corrections and the crown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from boggle_throne.services.errors import ActionRefusedError, SettingsLockedError
from boggle_throne.services.games import GameKey
from boggle_throne.services.night_document import apply_action
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.services.views import MatchView

BOARD = "PERS/LATG/SINE/TERS"
# A strong list and a weak one on BOARD, no word shared: 2 + 2 + 1 + 1 = 6 points against 1.
STRONG = ("plates", "alerts", "nest", "rite")
WEAK = ("pal",)
SETTINGS: dict[str, Any] = {
    "name": "Duels",
    "date": "2026-11-21",
    "format": {"kind": "head_to_head", "best_of": 3},
}


def _night(tmp_path: Path, players: int = 5, champion: str | None = "Ann") -> TournamentService:
    service = TournamentService.create(tmp_path / "duels.throne", SETTINGS)
    names = ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][:players]
    for name in names:
        service.register(name, checked_in=True)
    service.set_seed_rank("Cy", 1)
    if champion:
        service.proclaim_champion(champion)
    return service


def _play(service: TournamentService, key: GameKey, winner: str) -> None:
    game = service.start_game(key, BOARD)
    for reader in game.read_order:
        for word in STRONG if reader == winner else WEAK:
            service.record_word(key, reader, word)
    service.close_game(key)


def _match(service: TournamentService, round_number: int, number: int) -> MatchView:
    bracket = service.bracket()
    assert bracket is not None
    return bracket.rounds[round_number - 1][number - 1]


def test_the_draw_seeds_the_champion_first_and_gives_byes_to_the_top_seeds(tmp_path: Path) -> None:
    service = _night(tmp_path)
    assert service.settings_lock is None
    bracket = service.draw_bracket(seed=7)
    assert service.settings_lock is not None and "bracket has been drawn" in service.settings_lock
    with pytest.raises(SettingsLockedError, match="the bracket has been drawn"):
        service.update_settings(timer_seconds=120)
    assert bracket.seeding[:2] == ("Ann", "Cy")  # the champion defends as seed 1, then seed rank 1
    assert sorted(bracket.seeding) == ["Ann", "Bea", "Cy", "Dee", "Eve"]
    first_round = bracket.rounds[0]
    assert len(first_round) == 4 and [len(r) for r in bracket.rounds] == [4, 2, 1]
    byes = [m for m in first_round if m.bye]
    assert sorted(str(m.players[0]) for m in byes) == sorted(bracket.seeding[:3])
    assert all(m.winner == m.players[0] and m.players[1] is None for m in byes)
    (played,) = [m for m in first_round if not m.bye]
    assert played.seeds == (4, 5) and played.winner is None
    assert service.standings().bracket == bracket and service.standings().rounds == ()


def test_a_best_of_three_match_needs_two_wins_and_alternates_the_first_reader(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.draw_bracket(seed=7)
    match = next(m for m in service.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = match.players
    assert better is not None and other is not None
    _play(service, GameKey(1, match.number, 1), other)
    assert service.game(GameKey(1, match.number, 1)).read_order == (better, other)
    _play(service, GameKey(1, match.number, 2), better)
    assert service.game(GameKey(1, match.number, 2)).read_order == (other, better)
    assert _match(service, 1, match.number).wins == (1, 1)
    assert _match(service, 1, match.number).winner is None
    _play(service, GameKey(1, match.number, 3), better)
    decided = _match(service, 1, match.number)
    assert decided.wins == (2, 1) and decided.winner == better
    assert len(decided.games) == 3
    with pytest.raises(ActionRefusedError, match="not waiting to be played"):
        service.start_game(GameKey(1, match.number, 4), BOARD)


def test_a_game_cannot_skip_ahead_of_an_unplayed_one(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.draw_bracket(seed=7)
    match = next(m for m in service.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    with pytest.raises(ActionRefusedError, match="game 1 of that match has not been played"):
        service.start_game(GameKey(1, match.number, 2), BOARD)
    with pytest.raises(ActionRefusedError, match="not waiting to be played"):
        service.start_game(GameKey(2, 1, 1), BOARD)  # its players are not known yet


def test_the_whole_bracket_is_played_to_the_crown_and_survives_a_replay(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.draw_bracket(seed=7)
    bracket = service.bracket()
    assert bracket is not None
    for round_number in range(1, len(bracket.rounds) + 1):
        for match in service.bracket().rounds[round_number - 1]:  # type: ignore[union-attr]
            if match.bye:
                continue
            worse = match.players[1]  # the lower seed wins every match: an upset night
            assert worse is not None
            for game in (1, 2):
                _play(service, GameKey(round_number, match.number, game), worse)
    final = service.bracket().rounds[-1][0]  # type: ignore[union-attr]
    assert final.winner is not None and service.bracket().champion == final.winner  # type: ignore[union-attr]
    throne = service.crown()
    assert throne.holder == final.winner
    ann = next(h for h in throne.holders if h.name == "Ann")
    assert ann.defences_lost == (1 if "Ann" in final.players else 0)
    assert service.standings().winner == final.winner
    before = service.standings()
    service.close()
    reopened = TournamentService.open(tmp_path / "duels.throne")
    assert reopened.standings() == before
    assert reopened.throne().holder == final.winner


def test_a_correction_in_an_undecided_match_changes_the_tally(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.draw_bracket(seed=7)
    match = next(m for m in service.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = match.players
    assert better is not None and other is not None
    key = GameKey(1, match.number, 1)
    _play(service, key, better)
    assert _match(service, 1, match.number).wins == (1, 0)
    for word in ("plates", "alerts", "nest"):  # the winner's list was misheard: most of it goes
        service.correct_word(key, better, word, "")
    service.correct_word(key, other, "pal", "plates")
    assert _match(service, 1, match.number).wins == (0, 1)
    assert service.recompute().bracket == service.standings().bracket


def test_a_correction_that_would_change_who_played_on_is_refused(tmp_path: Path) -> None:
    service = _night(tmp_path, players=3, champion=None)  # Cy (seed 1) has a bye; the others meet
    service.draw_bracket(seed=7)
    first = next(m for m in service.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = first.players
    assert better is not None and other is not None
    for game in (1, 2):
        _play(service, GameKey(1, first.number, game), better)
    _play(service, GameKey(2, 1, 1), "Cy")
    for word in STRONG[:-1]:  # the winner keeps RITE: 1 point against PAL's 1, on the longer word
        service.correct_word(GameKey(1, first.number, 1), better, word, "")
    kept = service.log(), service.game(GameKey(1, first.number, 1))
    assert kept[1].player(better).total == 1
    with pytest.raises(ActionRefusedError, match="undo its games first"):
        service.correct_word(GameKey(1, first.number, 1), better, "rite", "")
    assert (service.log(), service.game(GameKey(1, first.number, 1))) == kept
    assert _match(service, 1, first.number).winner == better
    assert service.recompute() == service.standings()


def test_the_formats_refuse_each_others_actions(tmp_path: Path) -> None:
    service = _night(tmp_path)
    with pytest.raises(ActionRefusedError, match="head-to-head: draw the bracket"):
        service.seat_next_round(1)
    service.draw_bracket(1)
    with pytest.raises(ActionRefusedError, match="not been decided"):
        service.crown()
    tables = TournamentService.create(tmp_path / "tables.throne", {"name": "Tables", "date": "2026-11-21"})
    with pytest.raises(ActionRefusedError, match="table rounds: seat a round"):
        tables.draw_bracket(1)
    with pytest.raises(ActionRefusedError, match="odd number of games"):
        TournamentService.create(
            tmp_path / "even.throne", {**SETTINGS, "format": {"kind": "head_to_head", "best_of": 2}}
        )
    with pytest.raises(ActionRefusedError, match="the kind is one of"):
        TournamentService.create(tmp_path / "odd.throne", {**SETTINGS, "format": {"kind": "swiss"}})


def test_a_night_document_draws_the_bracket(tmp_path: Path) -> None:
    service = _night(tmp_path)
    apply_action(service, {"do": "bracket", "seed": 7})
    assert service.bracket() == TournamentService.open(tmp_path / "duels.throne").bracket()
    with pytest.raises(ActionRefusedError, match="already been drawn"):
        apply_action(service, {"do": "bracket"})
