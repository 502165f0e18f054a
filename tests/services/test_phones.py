"""The phones of a night through the services: who an invitation admits, what each phone shows, and
the desk that hands the phone server's work to the one thread that owns the night."""

from __future__ import annotations

import os
import stat
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from boggle_throne.engine.scoring import Verdict
from boggle_throne.night import phone_rules
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ActionRefusedError, ListLockedError
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.invitations import InvitationRefusedError, PhoneKeyError, night_secret
from boggle_throne.services.acting.phone_desk import PhoneDesk
from boggle_throne.services.acting.phones import Phones
from boggle_throne.services.reading import loaded_night
from boggle_throne.services.reading.phone_views import PhoneStage, PhoneWordState
from tests.services.night_builder import BOARD, NightBuilder

KEY = GameKey(1, 1, 1)
BASE = "http://192.168.1.20:8765"


def token_of(phones: Phones, name: str) -> str:
    invitation = next(i for i in phones.invitations(BASE) if i.name == name)
    return invitation.url.removeprefix(f"{BASE}/p/")


def test_each_seated_player_has_an_invitation_by_table(night: NightBuilder) -> None:
    phones = Phones(night.service)
    invitations = phones.invitations(BASE)
    seated = [seat.name for group in night.service.views.play().groups for seat in group.players]
    assert [i.name for i in invitations] == seated and len({i.url for i in invitations}) == len(seated) == 16
    table_one = [i for i in invitations if i.table == "Table 1"]
    assert [i.name for i in table_one] == ["P01", "P08", "P09", "P16"]
    assert all(i.url.startswith(f"{BASE}/p/") and len(i.url) < len(BASE) + 25 for i in invitations)
    assert [i.name for i in phones.invitations(BASE, KEY)] == ["P01", "P08", "P09", "P16"]
    with pytest.raises(InvitationRefusedError, match="round 1, table 9, game 1 is not a game"):
        phones.invitations(BASE, GameKey(1, 9, 1))
    assert [phones.admit(token_of(phones, name)) for name in ("P01", "P16")] == [1, 16]


def test_a_forged_an_altered_or_another_nights_token_is_refused(night: NightBuilder, tmp_path: Path) -> None:
    phones = Phones(night.service)
    token = token_of(phones, "P01")
    player, number, mac = token.split("-")
    for forged in (
        f"8-{number}-{mac}",
        f"{player}-2-{mac}",
        f"{player}-{number}-{'A' * 12}",
        "",
        "1-1",
        "x" * 40,
    ):
        with pytest.raises(InvitationRefusedError, match="not an invitation of this night"):
            phones.admit(forged)
    other = NightBuilder(tmp_path / "other.throne")
    other.check_in_everyone()
    other.do(do="seat", seed=1)
    try:
        elsewhere = Phones(other.service)
        assert other.service.files.identity != night.service.files.identity
        with pytest.raises(InvitationRefusedError):
            elsewhere.admit(token)
        assert elsewhere.admit(token_of(elsewhere, "P01")) == 1
    finally:
        other.service.close()


def test_a_reissued_invitation_revokes_the_old_one(night: NightBuilder) -> None:
    phones = Phones(night.service)
    old = token_of(phones, "P08")
    night.service.request({"do": "reissue_invitation", "player": "P08"})
    with pytest.raises(InvitationRefusedError, match="replaced by a new one"):
        phones.view(old)
    new = token_of(phones, "P08")
    assert new != old and phones.view(new).player == "P08"
    assert phones.view(token_of(phones, "P01")).player == "P01"  # the others' still work


def test_the_secret_stays_on_this_laptop_and_is_kept_private(
    night: NightBuilder, private_data_dir: Path
) -> None:
    identity = night.service.files.identity
    secret = night_secret(identity)
    key_file = private_data_dir / "phone-keys" / f"{identity}.key"
    assert night_secret(identity) == secret and len(secret) == 32
    assert stat.S_IMODE(os.stat(key_file).st_mode) == 0o600
    path = night.service.files.path
    assert path is not None and secret.hex().encode() not in path.read_bytes()
    key_file.write_text("damaged")
    with pytest.raises(PhoneKeyError, match="damaged; delete it"):
        Phones(night.service)


class Clock:
    """A clock the test moves, for the lists' lock on the station's clock."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def test_a_phone_follows_its_players_game_from_waiting_to_the_result(
    night: NightBuilder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(phone_rules, "PHONE_GRACE", timedelta(0))  # the lists lock the moment time is up
    service, clock = night.service, Clock()
    phones = Phones(service, clock)
    ann, bea = token_of(phones, "P01"), token_of(phones, "P08")
    assert phones.view(ann).stage is PhoneStage.WAITING
    service.act.start_game(KEY, BOARD)
    ready = phones.view(ann)
    assert (ready.stage, ready.board, ready.game) == (PhoneStage.READY, None, KEY)  # the board stays hidden
    with pytest.raises(ListLockedError, match="not begun"):
        phones.write(ann, "plates")
    service.act.set_timer(KEY, TimerPhase.RUNNING)
    playing = phones.write(ann, "Plates")
    assert playing.stage is PhoneStage.PLAYING and playing.board is not None and playing.can_write
    assert playing.locks_at is not None and playing.readers == ("P01", "P08", "P09", "P16")
    phones.write(ann, "tin")
    phones.write(bea, "plates")
    phones.write(bea, "rets")
    assert [w.word for w in phones.view(ann).words] == ["plates", "tin"]  # only their own list
    assert [w.word for w in phones.view(bea).words] == ["plates", "rets"]
    service.act.set_timer(KEY, TimerPhase.FINISHED)
    clock.now += timedelta(minutes=1)
    assert phones.view(ann).stage is PhoneStage.LOCKED
    with pytest.raises(ListLockedError, match="time is up"):
        phones.write(ann, "alerts")
    result = service.act.read_next(KEY, "P01")
    assert result is not None and result.word is not None and result.word.verdict is Verdict.DUPLICATE
    reading = phones.view(bea)
    assert (reading.stage, reading.reader, reading.can_strike) == (PhoneStage.READING, "P01", True)
    assert [(w.word, w.state, w.verdict) for w in reading.words] == [
        ("plates", PhoneWordState.READ, Verdict.DUPLICATE),
        ("rets", PhoneWordState.WRITTEN, None),
    ]
    phones.strike(bea, "rets")  # heard Ann; Bea's turn has not begun
    assert service.act.read_next(KEY, "P01") is not None  # TIN
    assert service.act.read_next(KEY, "P01") is None  # nothing left on Ann's phone
    assert service.views.game(KEY).player("P08").unread == 0
    service.act.record_word(KEY, "P09", "alerts")  # P09 plays on paper
    service.act.close_game(KEY)
    done = phones.view(ann)
    assert done.stage is PhoneStage.RESULT and done.result is not None
    assert done.result.total == 1 and done.result.table[0] == ("P09", 3)
    assert done.result.missed is None  # tables 2 to 4 are yet to play this board


def test_a_refused_word_leaves_the_list_as_it_was(night: NightBuilder) -> None:
    phones = Phones(night.service)
    night.service.act.start_game(KEY, BOARD)
    night.service.act.set_timer(KEY, TimerPhase.RUNNING)
    ann = token_of(phones, "P01")
    with pytest.raises(ActionRefusedError, match="not on the board"):
        phones.write(ann, "zebra")
    with pytest.raises(ListLockedError, match="no game in play"):
        phones.write(token_of(phones, "P02"), "plates")  # table 2 has not started
    assert phones.view(ann).words == ()


def test_the_desk_runs_every_job_on_the_owners_thread_in_order() -> None:
    woken = threading.Event()
    desk = PhoneDesk(wake=woken.set)
    ran_on: list[str] = []

    def job(n: int) -> int:
        ran_on.append(threading.current_thread().name)
        if n == 3:
            raise ActionRefusedError("three is refused")
        return n * 10

    futures = []
    submitters = [
        threading.Thread(target=lambda n=n: futures.append((n, desk.submit(lambda: job(n)))))
        for n in range(5)
    ]
    for submitter in submitters:
        submitter.start()
        submitter.join()
    assert woken.is_set() and not any(f.done() for _, f in futures)
    assert desk.run_pending() == 5 and desk.run_pending() == 0
    assert set(ran_on) == {threading.current_thread().name}
    assert [f.result() for n, f in futures if n != 3] == [0, 10, 20, 40]
    assert isinstance(dict(futures)[3].exception(), ActionRefusedError)
    assert not desk.run_next(timeout=0.01)


def test_a_refused_word_is_refused_without_rebuilding_the_night(
    night: NightBuilder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A phone's word not on the board (many a game) costs a check, not a replay of the whole log."""
    phones = Phones(night.service)
    night.service.act.start_game(KEY, BOARD)
    night.service.act.set_timer(KEY, TimerPhase.RUNNING)
    ann = token_of(phones, "P01")
    phones.write(ann, "plates")
    rebuilt: list[int] = []
    real_rebuild = loaded_night.rebuild
    monkeypatch.setattr(loaded_night, "rebuild", lambda *a: rebuilt.append(1) or real_rebuild(*a))
    for word in ("zebra", "plates", "pe"):
        with pytest.raises(ActionRefusedError):
            phones.write(ann, word)
    night.service.act.record_word(KEY, "P01", "tin")
    with pytest.raises(ActionRefusedError, match="already read"):
        night.service.act.record_word(KEY, "P01", "tin")
    assert rebuilt == []
    assert [w.word for w in phones.view(ann).words] == ["plates"]
    with pytest.raises(ActionRefusedError):
        night.service.act.withdraw_word(KEY, "P01", "nest")  # checked as it changes: rebuilt after
    assert rebuilt == [1]
