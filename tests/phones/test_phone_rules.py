"""What a phone may write, checked on the logged clock as a replay checks it: the buzzer stops the
writing (a word on its way is taken for a second, never later), a pause closes the lists at once,
a phone's unread copy crosses a word read aloud only as its player's "me too" (docs/rules.md §3),
and a list written at a machine's pace or far longer than the others is flagged and can be voided."""

from __future__ import annotations

import pytest

from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.scoring import Verdict
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError, ListLockedError
from boggle_throne.night.phone_rules import PhoneFlag, phone_flags
from boggle_throne.night.replay import rebuild
from tests.night.test_phone_lists import ANN, BEA, CAT, KEY, Table1, seconds

BOARD_WORDS = ("plates", "staple", "pleats", "palest", "petals", "septal", "tin", "nit", "sin", "ins")


@pytest.mark.parametrize("late", [0.0, 0.5, 1.0])
def test_a_word_on_its_way_at_the_buzzer_is_taken_for_a_second(late: float) -> None:
    table = Table1()
    table.run_clock()  # runs out at 190 s
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(190 + late))
    assert table.record.written[ANN] == ["plates"]


@pytest.mark.parametrize("late", [1.001, 2.0, 8.0])
def test_no_word_is_taken_more_than_a_second_after_the_buzzer(late: float) -> None:
    table = Table1()
    table.run_clock()
    with pytest.raises(ListLockedError, match="time is up"):
        table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(190 + late))


def test_a_pause_closes_the_lists_at_once_and_the_restart_reopens_them() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.SetTimer(KEY, TimerPhase.PAUSED, 100), seconds(90))
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(90.8))  # sent before the pause
    with pytest.raises(ListLockedError, match="paused: words are taken again when it restarts"):
        table.apply(c.WriteWord(KEY, ANN, "staple"), seconds(91.5))
    table.apply(c.SetTimer(KEY, TimerPhase.RUNNING, 100), seconds(130))
    table.apply(c.WriteWord(KEY, ANN, "staple"), seconds(130.1))
    assert table.record.written[ANN] == ["plates", "staple"]


def _written(table: Table1, player: int, words: tuple[str, ...], start: float, every: float) -> None:
    for n, word in enumerate(words):
        table.apply(c.WriteWord(KEY, player, word), seconds(start + n * every))  # type: ignore[arg-type]


def test_a_list_written_at_a_machines_pace_is_flagged() -> None:
    table = Table1(phone_checks=False)
    table.run_clock()
    _written(table, ANN, BOARD_WORDS, 20, 0.2)  # five words a second: what a script posts
    _written(table, BEA, BOARD_WORDS[:6], 20, 1.5)  # a quick thumb
    assert phone_flags(table.record, 180) == {ANN: PhoneFlag.MACHINE_PACE}


def test_a_list_far_longer_than_the_others_is_flagged() -> None:
    table = Table1(phone_checks=False)
    table.run_clock()
    _written(table, ANN, tuple(f"word{chr(97 + n // 26)}{chr(97 + n % 26)}" for n in range(70)), 11, 2.5)
    _written(table, BEA, BOARD_WORDS[:8], 20, 3)
    assert phone_flags(table.record, 180) == {ANN: PhoneFlag.LONG}
    _written(table, BEA, tuple(f"bea{chr(97 + n // 26)}{chr(97 + n % 26)}" for n in range(30)), 50, 3)
    assert phone_flags(table.record, 180) == {}  # 70 against 38: a strong player, not a machine


def test_a_phone_crosses_only_for_a_player_still_to_read() -> None:
    table = Table1()
    table.run_clock()
    for player in (ANN, BEA, CAT):
        table.apply(c.WriteWord(KEY, player, "tin"), seconds(30 + player))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.RecordWord(KEY, ANN, "tin"), seconds(200))
    record = table.record
    assert record.read == {ANN: ["tin"], BEA: ["tin"], CAT: ["tin"]}  # both still to read: "me too"
    table = Table1()
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "tin"), seconds(30))
    table.apply(c.WriteWord(KEY, CAT, "tin"), seconds(31))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.RecordWord(KEY, ANN, "sin"), seconds(200))  # Ann keeps TIN back in her turn
    table.apply(c.RecordWord(KEY, CAT, "tin"), seconds(210))  # Cat reads it after Ann's turn passed
    record = table.record
    assert record.read == {ANN: ["sin"], BEA: [], CAT: ["tin"]}
    assert table.night.score(KEY).player("Cat").words[0].verdict is Verdict.VALID


def test_a_voided_list_crosses_nobody_and_the_void_is_undone() -> None:
    table = Table1(phone_checks=False)
    table.run_clock()
    _written(table, BEA, BOARD_WORDS[:6], 20, 0.1)
    table.apply(c.WriteWord(KEY, CAT, "tin"), seconds(40))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.VoidPhoneList(KEY, BEA), seconds(195))
    with pytest.raises(ActionRefusedError, match="already void"):
        table.apply(c.VoidPhoneList(KEY, BEA), seconds(196))
    assert phone_flags(table.record, 180) == {}  # a voided list is ruled on: no longer flagged
    table.apply(c.RecordWord(KEY, ANN, "plates"), seconds(200))
    assert table.record.read == {ANN: ["plates"], BEA: [], CAT: []}
    score = table.night.score(KEY)
    assert score.player("Ann").words[0].verdict is Verdict.VALID
    assert table.night.history.undo_target().command == c.RecordWord(KEY, ANN, "plates")
    table.apply(c.Undo(table.night.history.undo_target().seq), seconds(201))
    night = rebuild(table.log, lambda _settings: bundled_dictionary())
    assert night.history.undo_target().command == c.VoidPhoneList(KEY, BEA)
    table.apply(c.Undo(night.history.undo_target().seq), seconds(202))
    night = rebuild(table.log, lambda _settings: bundled_dictionary())
    assert night.game(KEY).voided == set()
    assert phone_flags(night.game(KEY), 180) == {BEA: PhoneFlag.MACHINE_PACE}


def test_a_voided_phone_writes_no_more_and_the_void_waits_for_no_reading() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.VoidPhoneList(KEY, BEA), seconds(30))
    with pytest.raises(ListLockedError, match="voided your phone list"):
        table.apply(c.WriteWord(KEY, BEA, "plates"), seconds(31))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.RecordWord(KEY, ANN, "plates"), seconds(200))
    with pytest.raises(ActionRefusedError, match="the reading has begun"):
        table.apply(c.VoidPhoneList(KEY, CAT), seconds(201))
