"""What the rounds page is told can be done now: the games to start, open or close, reseating,
seating or drawing, crowning; and the next night and the settings that can still change."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.night_document import replay_night
from boggle_throne.services.reading.play_views import PlayView, SeatingAction
from tests.services.night_builder import CHAMPION, NightBuilder
from tests.services.test_correction_ties import SETTINGS as TIE_SETTINGS
from tests.services.test_head_to_head import BOARD, _night, _play
from tests.services.test_head_to_head import SETTINGS as DUELS
from tests.services.test_tie_breaks import TIED_ROUND


def _group(play: PlayView, label: str) -> tuple[str, ...]:
    """The labels of a table's or match's listed games."""
    group = next(g for g in play.groups if g.label == label)
    return tuple(slot.label for slot in group.games)


def test_a_table_round_lists_its_games_and_can_be_reseated_until_one_starts(tmp_path: Path) -> None:
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    service = night.service
    before = service.views.play()
    assert (before.round, before.seating, before.can_seat) == (None, SeatingAction.SEAT_ROUND, True)
    assert before.next_seed == service.views.settings.board_seed
    night.do(do="seat", seed=1)
    play = service.views.play(1)
    assert play.round_titles == ("Round 1",)
    assert [g.label for g in play.groups] == ["Table 1", "Table 2", "Table 3", "Table 4"]
    assert _group(play, "Table 1") == ("Game 1", "Game 2", "Game 3")
    assert all(slot.can_start and not slot.started and not slot.can_close for slot in play.slots)
    table = play.groups[0]
    assert [(p.id, p.name) for p in table.players] == [
        (service.views.player_id(p.name), p.name) for p in table.players
    ]
    assert service.views.round(1).tables[0].seat_ids == tuple(p.id for p in table.players)
    assert play.can_reseat
    assert (play.can_seat, play.next_seed) == (False, service.views.settings.board_seed + 1)
    assert play.seating_refusal is not None
    assert (play.crown_name, play.can_crown, play.crowned) == (None, False, False)

    service.act.start_game(GameKey(1, 1, 1), BOARD)
    started = service.views.play(1)
    assert not started.can_reseat
    slot = started.slot(GameKey(1, 1, 1))
    assert slot is not None and (slot.started, slot.can_start, slot.can_close) == (True, False, True)
    assert slot.phase is not None and slot.totals == ()
    service.act.close_game(GameKey(1, 1, 1))
    closed = service.views.play(1).slot(GameKey(1, 1, 1))
    assert closed is not None and closed.closed and not closed.can_close
    assert [name for name, _total in closed.totals] == [p.name for p in closed.players]


def test_a_pending_tie_break_is_a_slot_with_its_players(tmp_path: Path) -> None:
    service, _report = replay_night(
        {"tournament": TIE_SETTINGS, "actions": TIED_ROUND}, tmp_path / "t.throne"
    )
    try:
        play = service.views.play(1)
        assert [slot.key for slot in play.tie_breaks] == [GameKey(1, 0, 1)]
        tie = play.tie_breaks[0]
        ids = tuple(sorted(service.views.player_id(name) for name in ("S1", "S4")))
        assert tie.tie_break_players == ids
        assert {p.name for p in tie.players} == {"S1", "S4"}
        assert tie.can_start and tie.label == "Tie-break game 1"
        assert not play.decided
        service.act.start_game(tie.key, BOARD, tie.tie_break_players)
        playing = service.views.play(1).tie_breaks
        assert [(s.key, s.started, s.tie_break_players) for s in playing] == [(GameKey(1, 0, 1), True, ())]
    finally:
        service.close()


def test_a_match_offers_its_next_game_only_once_the_previous_one_closed(tmp_path: Path) -> None:
    service = _night(tmp_path, players=4, champion=None)
    first = service.views.play()
    assert (first.seating, first.can_seat, first.checked_in) == (SeatingAction.DRAW_BRACKET, True, 4)
    service.act.draw_bracket()
    play = service.views.play(1)
    assert not play.can_seat and not play.can_reseat
    match = play.groups[0]
    assert match.label == "Match 1" and match.match is not None
    assert [p.name for p in match.players] == [n for n in match.match.players if n is not None]
    assert _group(play, "Match 1") == ("Game 1",)
    key = match.games[0].key
    assert (key.game, key.match, match.games[0].can_start) == (1, 1, True)
    assert [p.name for p in match.games[0].players] == list(match.match.players)
    service.act.start_game(key, BOARD)
    assert _group(service.views.play(1), "Match 1") == ("Game 1",)
    service.act.close_game(key)
    after = service.views.play(1)
    assert _group(after, "Match 1") == ("Game 1", "Game 2")
    second = after.groups[0].games[1]
    assert (second.key.game, second.can_start, second.started) == (2, True, False)
    assert [p.name for p in second.players] == list(reversed([p.name for p in match.games[0].players]))
    assert _group(after, "Match 2") == ("Game 1",)


def test_the_crown_is_offered_once_the_final_is_decided_to_its_winner(tmp_path: Path) -> None:
    service = OpenNight.create(tmp_path / "final.throne", DUELS)
    for name in ("Ann", "Bea"):
        service.act.register(name, checked_in=True)
    service.act.draw_bracket()
    final = service.views.play(1).groups[0]
    winner = final.players[1].name
    _play(service, GameKey(1, 1, 1), winner)
    play = service.views.play()
    assert (play.crown_name, play.can_crown) == (None, False)
    _play(service, GameKey(1, 1, 2), winner)
    decided = service.views.play()
    assert (decided.crown_name, decided.can_crown, decided.crowned) == (winner, True, False)
    assert _group(decided, "Match 1") == ("Game 1", "Game 2")
    service.act.crown()
    crowned = service.views.play()
    assert (crowned.crown_name, crowned.can_crown, crowned.crowned) == (winner, False, True)


def test_the_next_night_draws_a_seed_of_its_own_and_carries_the_players(tmp_path: Path) -> None:
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    service = night.service
    following = service.start_next_night(tmp_path / "next.throne", date(2026, 12, 5))
    try:
        assert following.views.settings.board_seed != service.views.settings.board_seed
        assert following.views.settings.held_on == date(2026, 12, 5)
        assert following.views.settings.name == f"{service.views.settings.name} (next night)"
        assert [p.name for p in following.views.players()] == [p.name for p in service.views.players()]
        assert following.views.throne().holder == CHAMPION
    finally:
        following.close()


def test_every_setting_can_change_until_play_starts(tmp_path: Path) -> None:
    service = OpenNight.create(tmp_path / "s.throne", TIE_SETTINGS)
    assert {"format", "rules", "dictionary", "name", "timer_seconds"} <= service.views.unlocked_settings
    for name in ("A", "B", "C"):
        service.act.register(name, checked_in=True)
    service.act.seat_next_round()
    assert service.views.unlocked_settings == {
        "name",
        "date",
        "timer_seconds",
        "countdown_seconds",
        "phone_checks",
    }
