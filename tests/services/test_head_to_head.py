"""Head-to-head nights through the services: the draw, byes, best-of matches, corrections and the crown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from boggle_throne.night.commands import DrawBracket
from boggle_throne.night.errors import ActionRefusedError, SettingsLockedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import apply_action
from boggle_throne.services.reading.views import BracketView, MatchView
from boggle_throne.store.event_store import EventStore
from tests.services.live_and_replay import assert_live_equals_replay

BOARD = "PERS/LATG/SINE/TERS"
# A strong list and a weak one on BOARD, no word shared: 2 + 2 + 1 + 1 = 6 points against 1.
STRONG = ("plates", "alerts", "nest", "rite")
WEAK = ("pal",)
SETTINGS: dict[str, Any] = {
    "name": "Duels",
    "date": "2026-11-21",
    "format": {"kind": "head_to_head", "best_of": 3},
}


def _night(tmp_path: Path, players: int = 5, champion: str | None = "Ann") -> OpenNight:
    service = OpenNight.create(tmp_path / "duels.throne", SETTINGS)
    names = ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][:players]
    for name in names:
        service.act.register(name, checked_in=True)
    service.act.set_seed_rank("Cy", 1)
    if champion:
        service.act.proclaim_champion(champion)
    return service


def _play(service: OpenNight, key: GameKey, winner: str) -> None:
    game = service.act.start_game(key, BOARD)
    for reader in game.read_order:
        for word in STRONG if reader == winner else WEAK:
            service.act.record_word(key, reader, word)
    service.act.close_game(key)


def _win_match(service: OpenNight, round_number: int, position: int, winner: str) -> None:
    """Two straight games: a best-of-three match won."""
    for game in (1, 2):
        _play(service, GameKey(round_number, position, game), winner)


def _bracket(service: OpenNight) -> BracketView:
    bracket = service.views.bracket()
    assert bracket is not None
    return bracket


def _match(service: OpenNight, round_number: int, number: int) -> MatchView:
    bracket = service.views.bracket()
    assert bracket is not None
    return bracket.rounds[round_number - 1][number - 1]


def test_the_draw_leaves_the_champion_for_the_final_and_gives_byes_to_the_top_seeds(tmp_path: Path) -> None:
    service = _night(tmp_path, players=6)  # Ann defends; five players are seeded
    assert service.views.settings_lock is None
    bracket = service.act.draw_bracket(seed=7)
    assert service.views.settings_lock is not None and "bracket has been drawn" in service.views.settings_lock
    with pytest.raises(SettingsLockedError, match="the bracket has been drawn"):
        service.act.update_settings(dice="5x5")
    assert bracket.seeding[0] == "Cy"  # seed rank 1; the champion plays no bracket match
    assert sorted(bracket.seeding) == ["Bea", "Cy", "Dee", "Eve", "Fay"]
    assert (bracket.defending, bracket.challenger, bracket.champion) == ("Ann", None, None)
    assert [len(r) for r in bracket.rounds] == [4, 2, 1, 1]
    titles = [bracket.round_title(n) for n in range(1, 5)]
    assert titles == ["Quarter-finals", "Semi-finals", "Bracket final", "Final against the champion"]
    first_round = bracket.rounds[0]
    byes = [m for m in first_round if m.bye]
    assert sorted(str(m.players[0]) for m in byes) == sorted(bracket.seeding[:3])
    assert all(m.winner == m.players[0] and m.players[1] is None and m.display_number is None for m in byes)
    (played,) = [m for m in first_round if not m.bye]
    assert played.seeds == (4, 5) and played.winner is None
    assert (played.number, played.display_number) == (2, 1)  # at the second position, the first match
    final = bracket.final_against_champion
    assert final is not None and final.players == ("Ann", None) and final.seeds == (None, None)
    assert service.views.standings().bracket == bracket and service.views.standings().rounds == ()


def test_a_best_of_three_match_needs_two_wins_and_alternates_the_first_reader(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.act.draw_bracket(seed=7)
    match = next(m for m in service.views.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = match.players
    assert better is not None and other is not None
    _play(service, GameKey(1, match.number, 1), other)
    assert service.views.game(GameKey(1, match.number, 1)).read_order == (better, other)
    _play(service, GameKey(1, match.number, 2), better)
    assert service.views.game(GameKey(1, match.number, 2)).read_order == (other, better)
    assert _match(service, 1, match.number).wins == (1, 1)
    assert _match(service, 1, match.number).winner is None
    _play(service, GameKey(1, match.number, 3), better)
    decided = _match(service, 1, match.number)
    assert decided.wins == (2, 1) and decided.winner == better
    assert len(decided.games) == 3
    with pytest.raises(ActionRefusedError, match="not waiting to be played"):
        service.act.start_game(GameKey(1, match.number, 4), BOARD)


def test_a_game_cannot_skip_ahead_of_an_unplayed_one(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.act.draw_bracket(seed=7)
    match = next(m for m in service.views.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    with pytest.raises(ActionRefusedError, match="game 1 of that match has not been played"):
        service.act.start_game(GameKey(1, match.number, 2), BOARD)
    with pytest.raises(ActionRefusedError, match="not waiting to be played"):
        service.act.start_game(GameKey(2, 1, 1), BOARD)  # its players are not known yet


def test_the_whole_bracket_is_played_to_the_crown_and_survives_a_replay(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.act.draw_bracket(seed=7)
    bracket = service.views.bracket()
    assert bracket is not None
    for round_number in range(1, len(bracket.rounds) + 1):
        for match in service.views.bracket().rounds[round_number - 1]:  # type: ignore[union-attr]
            if match.bye:
                continue
            worse = match.players[1]  # the lower seed wins every match: an upset night
            assert worse is not None
            for game in (1, 2):
                _play(service, GameKey(round_number, match.number, game), worse)
    final = service.views.bracket().rounds[-1][0]  # type: ignore[union-attr]
    assert final.winner is not None and service.views.bracket().champion == final.winner  # type: ignore[union-attr]
    throne = service.act.crown()
    assert throne.holder == final.winner
    ann = next(h for h in throne.holders if h.name == "Ann")
    assert ann.defences_lost == (1 if "Ann" in final.players else 0)
    assert service.views.standings().winner == final.winner
    before = service.views.standings()
    service.close()
    reopened = OpenNight.open(tmp_path / "duels.throne")
    assert reopened.views.standings() == before
    assert reopened.views.throne().holder == final.winner


def test_a_correction_in_an_undecided_match_changes_the_tally(tmp_path: Path) -> None:
    service = _night(tmp_path)
    service.act.draw_bracket(seed=7)
    match = next(m for m in service.views.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = match.players
    assert better is not None and other is not None
    key = GameKey(1, match.number, 1)
    _play(service, key, better)
    assert _match(service, 1, match.number).wins == (1, 0)
    for word in ("plates", "alerts", "nest"):  # the winner's list was misheard: most of it goes
        service.act.correct_word(key, better, word, "")
    service.act.correct_word(key, other, "pal", "plates")
    assert _match(service, 1, match.number).wins == (0, 1)
    assert_live_equals_replay(service)


def test_a_correction_that_would_change_who_played_on_is_refused(tmp_path: Path) -> None:
    service = _night(tmp_path, players=3, champion=None)  # Cy (seed 1) has a bye; the others meet
    service.act.draw_bracket(seed=7)
    first = next(m for m in service.views.bracket().rounds[0] if not m.bye)  # type: ignore[union-attr]
    better, other = first.players
    assert better is not None and other is not None
    for game in (1, 2):
        _play(service, GameKey(1, first.number, game), better)
    _play(service, GameKey(2, 1, 1), "Cy")
    for word in STRONG[:-1]:  # the winner keeps RITE: 1 point against PAL's 1, on the longer word
        service.act.correct_word(GameKey(1, first.number, 1), better, word, "")
    kept = service.views.log(), service.views.game(GameKey(1, first.number, 1))
    assert kept[1].player(better).total == 1
    with pytest.raises(ActionRefusedError, match="undo its games first"):
        service.act.correct_word(GameKey(1, first.number, 1), better, "rite", "")
    assert (service.views.log(), service.views.game(GameKey(1, first.number, 1))) == kept
    assert _match(service, 1, first.number).winner == better
    assert_live_equals_replay(service)


def test_the_formats_refuse_each_others_actions(tmp_path: Path) -> None:
    service = _night(tmp_path)
    with pytest.raises(ActionRefusedError, match="head-to-head: draw the bracket"):
        service.act.seat_next_round(1)
    service.act.draw_bracket(1)
    with pytest.raises(ActionRefusedError, match="not been decided"):
        service.act.crown()
    tables = OpenNight.create(tmp_path / "tables.throne", {"name": "Tables", "date": "2026-11-21"})
    with pytest.raises(ActionRefusedError, match="table rounds: seat a round"):
        tables.act.draw_bracket(1)
    with pytest.raises(ActionRefusedError, match="odd number of games"):
        OpenNight.create(
            tmp_path / "even.throne", {**SETTINGS, "format": {"kind": "head_to_head", "best_of": 2}}
        )
    with pytest.raises(ActionRefusedError, match="the kind is one of"):
        OpenNight.create(tmp_path / "odd.throne", {**SETTINGS, "format": {"kind": "swiss"}})


def test_a_night_document_draws_the_bracket(tmp_path: Path) -> None:
    service = _night(tmp_path)
    apply_action(service, {"do": "bracket", "seed": 7})
    assert (
        service.views.bracket() == OpenNight.open(tmp_path / "duels.throne", read_only=True).views.bracket()
    )
    with pytest.raises(ActionRefusedError, match="already been drawn"):
        apply_action(service, {"do": "bracket"})


def test_the_champion_meets_the_brackets_winner_in_the_final_and_defends_the_throne(tmp_path: Path) -> None:
    service = _night(tmp_path, players=4)  # Ann defends; Bea, Cy and Dee play for the right to meet her
    bracket = service.act.draw_bracket(seed=7)
    assert all("Ann" not in m.players for m in bracket.rounds[0])
    (first,) = [m for m in bracket.rounds[0] if not m.bye]  # Cy, seed 1, has the bye
    assert first.players[0] is not None
    _win_match(service, 1, first.number, first.players[0])
    _win_match(service, 2, 1, "Cy")
    bracket = _bracket(service)
    final = bracket.final_against_champion
    assert bracket.challenger == "Cy" and bracket.champion is None
    assert final is not None and (final.round, final.display_number) == (3, 1)
    assert final.players == ("Ann", "Cy") and final.seeds == (None, 1)
    _play(service, GameKey(3, 1, 1), "Cy")
    _play(service, GameKey(3, 1, 2), "Ann")
    _play(service, GameKey(3, 1, 3), "Ann")
    readers = [service.views.game(GameKey(3, 1, game)).read_order[0] for game in (1, 2, 3)]
    assert readers == ["Ann", "Cy", "Ann"]  # the first reader alternates, as in every match
    final = _bracket(service).final_against_champion
    assert final is not None and final.wins == (2, 1) and final.winner == "Ann"
    assert [(g.points, g.winner) for g in final.games] == [((1, 8), "Cy"), ((8, 1), "Ann"), ((8, 1), "Ann")]
    throne = service.act.crown()
    ann = next(h for h in throne.holders if h.name == "Ann")
    assert throne.holder == "Ann" and (ann.defences_won, ann.defences_lost) == (1, 0)
    assert service.views.standings().winner == "Ann"
    assert_live_equals_replay(service)


def test_a_lone_challenger_plays_the_champion_at_once_and_takes_the_throne(tmp_path: Path) -> None:
    service = OpenNight.create(tmp_path / "duel.throne", SETTINGS)
    for name in ("Ann", "Bea"):
        service.act.register(name, checked_in=True)
    service.act.proclaim_champion("Ann")
    bracket = service.act.draw_bracket(seed=7)
    assert bracket.seeding == ("Bea",) and bracket.elimination_rounds == ()
    assert bracket.challenger == "Bea" and bracket.rounds[0][0].players == ("Ann", "Bea")
    assert bracket.round_title(1) == "Final against the champion"
    _win_match(service, 1, 1, "Bea")
    throne = service.act.crown()
    ann = next(h for h in throne.holders if h.name == "Ann")
    assert throne.holder == "Bea" and (ann.defences_won, ann.defences_lost) == (0, 1)


def test_a_champion_who_has_not_checked_in_waits_in_no_final(tmp_path: Path) -> None:
    service = _night(tmp_path, players=3, champion=None)
    service.act.register("Rex")
    service.act.proclaim_champion("Rex")
    bracket = service.act.draw_bracket(seed=7)
    assert bracket.defending is None and bracket.final_against_champion is None
    assert len(bracket.rounds) == 2 and bracket.round_title(2) == "Final"


def test_a_night_drawn_with_the_champion_seeded_replays_as_it_was_drawn(tmp_path: Path) -> None:
    service = _night(tmp_path, players=3)  # Ann holds the Throne
    ids = {player.name: player.id for player in service.views.players()}
    service.close()
    store = EventStore.open(tmp_path / "duels.throne")  # a draw that seeded the champion like anyone
    store.append(DrawBracket.KIND, {"seeding": [ids["Ann"], ids["Cy"], ids["Bea"]]}, "main")
    store.close()
    service = OpenNight.open(tmp_path / "duels.throne")
    bracket = service.views.bracket()
    assert bracket is not None and bracket.seeding == ("Ann", "Cy", "Bea")
    assert bracket.defending is None and len(bracket.rounds) == 2
    _win_match(service, 1, 2, "Cy")  # Ann, seed 1, has the bye
    _win_match(service, 2, 1, "Cy")
    throne = service.act.crown()
    ann = next(h for h in throne.holders if h.name == "Ann")
    assert throne.holder == "Cy" and ann.defences_lost == 1


def test_a_logged_draw_that_names_someone_else_as_champion_is_not_applied(tmp_path: Path) -> None:
    """The night still opens; the draw is kept in the log, marked not applied with why."""
    service = _night(tmp_path, players=3)
    ids = {player.name: player.id for player in service.views.players()}
    service.close()
    store = EventStore.open(tmp_path / "duels.throne")
    store.append(DrawBracket.KIND, {"seeding": [ids["Ann"], ids["Bea"]], "champion": ids["Cy"]}, "main")
    store.close()
    service = OpenNight.open(tmp_path / "duels.throne")
    try:
        assert service.views.bracket() is None
        (entry,) = [entry for entry in service.views.log() if entry.not_applied is not None]
        assert entry.action == "bracket" and "Cy does not hold the Throne" in entry.not_applied
        assert not entry.in_force
        assert any(f"action {entry.seq} of the log (bracket)" in notice for notice in service.notices())
    finally:
        service.close()


def test_matches_are_named_as_people_number_them(tmp_path: Path) -> None:
    service = _night(tmp_path, players=6)  # five seeded: round 1's only match is at position 2
    apply_action(service, {"do": "bracket", "seed": 7})
    apply_action(service, {"do": "start_game", "game": {"round": 1, "match": 1, "game": 1}, "board": BOARD})
    assert service.views.games() == (GameKey(1, 2, 1),)
    assert service.views.game(GameKey(1, 2, 1)).key.label == "round 1, match 1, game 1"
    apply_action(service, {"do": "timer", "game": [1, 2, 1], "phase": "running"})  # the log's own form
    assert [e.details["game"] for e in service.views.log() if e.action == "start_game"] == [[1, 2, 1]]
    with pytest.raises(ActionRefusedError, match=r"round 1 has matches 1\.\.1, not match 2"):
        apply_action(service, {"do": "close_game", "game": {"round": 1, "match": 2, "game": 1}})
    with pytest.raises(ActionRefusedError, match="round 1 has no match at position 1"):
        service.act.start_game(GameKey(1, 1, 1), BOARD)
    with pytest.raises(ActionRefusedError, match="round 1, match 1, game 2 has not been started"):
        service.views.game(GameKey(1, 2, 2))
    with pytest.raises(ActionRefusedError, match="round 2, match 1 is not waiting to be played"):
        service.act.start_game(GameKey(2, 1, 1), BOARD)
