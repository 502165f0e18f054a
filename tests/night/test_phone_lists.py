"""Players' phone lists in one game: written while the clock runs, locked at time-up after the grace,
struck until their player's turn to read begins, and crossed off at once when another reader reads
the same word. Each command is applied with the time the log gives it, as a replay does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.scoring import Verdict
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError, ListLockedError
from boggle_throne.night.games import GameKey, GameRecord
from boggle_throne.night.phone_rules import MAX_PHONE_WORDS, PHONE_GRACE
from boggle_throne.night.replay import rebuild
from boggle_throne.night.settings import settings_from_payload
from boggle_throne.night.state import Logged, Night
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import RoundKind, RoundPlan
from boggle_throne.tournament.seating import Table

KEY = GameKey(1, 1, 1)
ANN, BEA, CAT = PlayerId(1), PlayerId(2), PlayerId(3)
START = datetime(2026, 11, 26, 20, 0, tzinfo=UTC)
BOARD = "PERS/LATG/SINE/TERS"


class Table1:
    """One table of three (read order Ann, Bea, Cat) whose game runs 180 s from START + 10 s."""

    def __init__(self, **settings: object) -> None:
        self.night = Night(lambda _settings: bundled_dictionary())
        self.seq = 0
        self.log: list[Logged] = []
        payload = {"name": "Phones", "date": "2026-11-26", "board_seed": 7, **settings}
        self.apply(c.CreateNight(settings_from_payload(payload)), START)
        for name in ("Ann", "Bea", "Cat"):
            self.apply(c.RegisterPlayer(name, None, True), START)
        self.apply(
            c.SeatRound(RoundPlan(1, RoundKind.TABLE, 1, (Table(1, (ANN, BEA, CAT)),), 3, True)), START
        )
        self.apply(c.StartGame(KEY, BOARD), START)

    def apply(self, command: c.Command, at: datetime) -> None:
        self.seq += 1
        logged = Logged(self.seq, command, at)
        self.night.apply(logged)
        self.log.append(logged)

    def run_clock(self) -> None:
        self.apply(c.SetTimer(KEY, TimerPhase.RUNNING, 180), START + timedelta(seconds=10))

    @property
    def record(self) -> GameRecord:
        return self.night.game(KEY)


def seconds(n: float) -> datetime:
    return START + timedelta(seconds=n)


def test_the_lists_open_when_the_clock_starts() -> None:
    table = Table1()
    with pytest.raises(ListLockedError, match="the game has not begun"):
        table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(5))
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "Plates"), seconds(11))
    assert table.record.written[ANN] == ["plates"]
    assert table.record.read[ANN] == []  # written is not read: nothing scores yet


def test_the_lists_lock_at_time_up_after_the_grace_on_the_logged_clock() -> None:
    table = Table1()
    table.run_clock()  # runs out at 190 s
    grace = PHONE_GRACE.total_seconds()
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(190 + grace))
    with pytest.raises(ListLockedError, match="time is up"):
        table.apply(c.WriteWord(KEY, ANN, "alerts"), seconds(190 + grace + 0.5))


def test_stopping_the_clock_early_locks_the_lists_from_then() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(60))
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(60.5))  # on its way when the judge stopped
    with pytest.raises(ListLockedError, match="time is up"):
        table.apply(c.WriteWord(KEY, ANN, "alerts"), seconds(61.5))


def test_a_paused_clock_locks_the_lists_until_it_restarts() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.SetTimer(KEY, TimerPhase.PAUSED, 100), seconds(90))
    with pytest.raises(ListLockedError, match="paused"):
        table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(120))
    table.apply(c.SetTimer(KEY, TimerPhase.RUNNING, 100), seconds(130))
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(131))
    assert table.record.time_up == seconds(230)


@pytest.mark.parametrize(
    ("word", "refusal"),
    [
        ("zebra", "ZEBRA is not on the board"),
        ("pe", "PE is too short: words have 3 letters or more"),
        ("pla te", "is not a word"),
        ("x" * 200, "a word has at most"),
    ],
)
def test_a_phone_takes_only_what_paper_could_check(word: str, refusal: str) -> None:
    table = Table1()
    table.run_clock()
    with pytest.raises(ActionRefusedError, match=refusal):
        table.apply(c.WriteWord(KEY, ANN, word), seconds(20))
    assert table.record.written[ANN] == []


def test_the_dictionary_is_never_checked_and_the_organiser_can_switch_the_checks_off() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "ters"), seconds(20))  # on the board, not in the dictionary
    table.apply(c.ChangeSettings({"phone_checks": False}), seconds(21))
    table.apply(c.WriteWord(KEY, ANN, "zebra"), seconds(22))
    assert table.record.written[ANN] == ["ters", "zebra"]


def test_a_word_once_on_the_list_and_the_list_bounded() -> None:
    table = Table1(phone_checks=False)
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(20))
    with pytest.raises(ActionRefusedError, match="already on your list"):
        table.apply(c.WriteWord(KEY, ANN, "PLATES"), seconds(21))
    table.record.written[ANN].extend(
        f"word{'a' * (n % 20)}{chr(97 + n % 26)}" for n in range(MAX_PHONE_WORDS)
    )
    with pytest.raises(ActionRefusedError, match=f"at most {MAX_PHONE_WORDS} words"):
        table.apply(c.WriteWord(KEY, ANN, "stern"), seconds(22))


def test_struck_words_come_back_when_written_again() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(20))
    table.apply(c.StrikeWord(KEY, ANN, "plates"), seconds(21))
    assert (table.record.written[ANN], table.record.struck[ANN]) == ([], ["plates"])
    with pytest.raises(ActionRefusedError, match="not on your list"):
        table.apply(c.StrikeWord(KEY, ANN, "plates"), seconds(22))
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(23))
    assert (table.record.written[ANN], table.record.struck[ANN]) == (["plates"], [])


def test_reading_crosses_the_same_word_on_every_phone_and_locks_the_readers_so_far() -> None:
    table = Table1()
    table.run_clock()
    for player, words in ((ANN, ["plates", "tin"]), (BEA, ["tin", "rets"]), (CAT, ["plates", "nest"])):
        for word in words:
            table.apply(c.WriteWord(KEY, player, word), seconds(30))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.StrikeWord(KEY, CAT, "nest"), seconds(200))  # after time-up, before any reading
    table.apply(c.RecordWord(KEY, ANN, "plates"), seconds(210))
    record = table.record
    assert record.read == {ANN: ["plates"], BEA: [], CAT: ["plates"]}  # Cat's copy crossed with it
    assert record.unread(ANN) == ["tin"] and record.unread(CAT) == []
    score = table.night.score(KEY)
    assert score.player("Cat").words[0].verdict is Verdict.DUPLICATE
    with pytest.raises(ListLockedError, match="already been read out"):
        table.apply(c.StrikeWord(KEY, CAT, "plates"), seconds(211))
    # Bea heard Ann read; her turn has not begun: she may still take a word back
    table.apply(c.StrikeWord(KEY, BEA, "rets"), seconds(212))
    with pytest.raises(ListLockedError, match="your turn to read has begun"):
        table.apply(c.StrikeWord(KEY, ANN, "tin"), seconds(213))
    table.apply(c.RecordWord(KEY, CAT, "sine"), seconds(214))  # a word Cat says aloud, not on the phone
    with pytest.raises(ListLockedError, match="your turn to read has begun"):
        table.apply(c.StrikeWord(KEY, BEA, "tin"), seconds(215))  # a later reader began: Bea's turn passed


def test_a_replay_gives_the_same_lists_and_undo_walks_over_the_phones() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(20))
    table.apply(c.WriteWord(KEY, BEA, "plates"), seconds(21))
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(190))
    table.apply(c.RecordWord(KEY, ANN, "plates"), seconds(200))
    replayed = rebuild(table.log, lambda _settings: bundled_dictionary()).game(KEY)
    assert (replayed.read, replayed.written) == (table.record.read, table.record.written)
    assert replayed.read == {ANN: ["plates"], BEA: ["plates"], CAT: []}
    assert table.night.history.undo_target().command == c.RecordWord(KEY, ANN, "plates")  # not a phone's word
    table.apply(c.Undo(table.night.history.undo_target().seq), seconds(202))
    undone = rebuild(table.log, lambda _settings: bundled_dictionary()).game(KEY)
    assert undone.read == {ANN: [], BEA: [], CAT: []}
    assert undone.written == {ANN: ["plates"], BEA: ["plates"], CAT: []}
    assert undone.reading_at == -1


def test_reissuing_an_invitation_raises_its_number() -> None:
    table = Table1()
    assert table.night.invitation(BEA) == 1
    table.apply(c.ReissueInvitation(BEA), seconds(1))
    table.apply(c.ReissueInvitation(BEA), seconds(2))
    assert (table.night.invitation(ANN), table.night.invitation(BEA)) == (1, 3)
    with pytest.raises(ActionRefusedError, match="no player number 9"):
        table.apply(c.ReissueInvitation(PlayerId(9)), seconds(3))


def test_a_word_on_its_way_is_not_taken_once_its_players_turn_to_read_has_begun() -> None:
    table = Table1()
    table.run_clock()
    table.apply(c.SetTimer(KEY, TimerPhase.FINISHED, 0), seconds(100))  # the judge stops the clock
    table.apply(c.RecordWord(KEY, ANN, "plates"), seconds(100.3))  # and Ann reads at once, aloud
    with pytest.raises(ListLockedError, match="your turn to read has begun"):
        table.apply(c.WriteWord(KEY, ANN, "plates"), seconds(100.6))  # within the grace: still too late
    assert table.record.unread(ANN) == []
    table.apply(c.WriteWord(KEY, BEA, "alerts"), seconds(100.6))  # Bea is still to read: taken
    assert table.record.unread(BEA) == ["alerts"]
