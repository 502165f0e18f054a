from __future__ import annotations

from datetime import date

import pytest

from boggle_throne.tournament.errors import ThroneError
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.throne import DethronementCause, Occasion, Throne

DUNCAN, STEPH, SAM = PlayerId(1), PlayerId(2), PlayerId(3)
BEFORE = Occasion("Before the app", date(2015, 1, 1))
NIGHTS = [Occasion(f"Night {i}", date(2015, 7, i)) for i in range(1, 6)]


def test_history_of_holders_crowns_and_defences() -> None:
    throne = Throne().proclaim(DUNCAN, BEFORE)
    throne = throne.record_final(DUNCAN, {DUNCAN, STEPH}, NIGHTS[0])  # defence won
    throne = throne.record_final(STEPH, {DUNCAN, STEPH}, NIGHTS[1])  # defence lost
    throne = throne.record_final(SAM, {SAM, DUNCAN}, NIGHTS[2])  # Steph absent
    throne = throne.record_final(DUNCAN, {SAM, DUNCAN}, NIGHTS[3])  # Duncan takes it back
    assert throne.holder == DUNCAN
    records = {r.player: r for r in throne.holders()}
    assert [r.player for r in throne.holders()] == [DUNCAN, STEPH, SAM]
    assert records[DUNCAN].crowned == (BEFORE, NIGHTS[3])
    assert (records[DUNCAN].defences_won, records[DUNCAN].defences_lost) == (1, 1)
    assert (records[STEPH].defences_won, records[STEPH].defences_lost) == (0, 0)
    assert throne.reigns[1].dethroned is not None
    assert throne.reigns[1].dethroned.cause is DethronementCause.ABSENT
    assert records[SAM].defences_lost == 1


def test_a_vacant_throne_is_taken_by_the_first_final_winner() -> None:
    throne = Throne().record_final(STEPH, [STEPH, SAM], NIGHTS[0])
    assert throne.holder == STEPH
    assert throne.holders()[0].crowned == (NIGHTS[0],)


def test_refused_records() -> None:
    throne = Throne().proclaim(DUNCAN, BEFORE)
    with pytest.raises(ThroneError):
        throne.proclaim(STEPH, NIGHTS[0])
    with pytest.raises(ThroneError):
        throne.record_final(STEPH, {DUNCAN, SAM}, NIGHTS[0])
    with pytest.raises(ThroneError):
        throne.record_final(DUNCAN, {DUNCAN, SAM}, BEFORE)
