"""What can be ruled on (docs/rules.md §4): a ruling names a read copy, overrides the dictionary
only, takes a reason that fits the word, and decides the word for every copy read.

Board PERS/LATG/SINE/TERS: plate, plates and pert are ENABLE words on it; tenge is on it but not in
ENABLE; zebra is not on it; pe is too short.
"""

from __future__ import annotations

import pytest

from boggle_throne.engine.errors import RulingRefusedError
from boggle_throne.engine.game_sheet import Challenge, PlayerWords, RulingEntry
from boggle_throne.engine.rules import rule_set
from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict
from tests.engine.test_scoring import THRONE, play, verdicts

ANN_WITHDREW_PLATES = (
    PlayerWords("Ann", ("plates", "pert"), withdrawn=("plates",)),
    PlayerWords("Bea", ("plates",)),
)


def test_a_ruling_on_a_withdrawn_copy_is_refused_even_when_another_player_read_the_word() -> None:
    upheld = RulingEntry("Ann", "plates", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    with pytest.raises(RulingRefusedError, match="'plates', which Ann withdrew"):
        play(THRONE, *ANN_WITHDREW_PLATES, rulings=(upheld,))
    # Bea's unique copy stands untouched until her own copy is named
    assert verdicts(play(THRONE, *ANN_WITHDREW_PLATES), "Bea")["plates"] == (Verdict.VALID, 3)
    on_bea = RulingEntry("Bea", "plates", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    assert verdicts(play(THRONE, *ANN_WITHDREW_PLATES, rulings=(on_bea,)), "Bea")["plates"] == (
        Verdict.REJECTED,
        -3,
    )


@pytest.mark.parametrize(
    ("challenge", "message"),
    [
        (Challenge("Ann", "plates"), "which Ann withdrew"),
        (Challenge("Ann", "slate"), "which Ann did not read"),
        (Challenge("Ann", "pe"), "PE is too short to score"),
    ],
)
def test_a_challenge_that_cannot_apply_is_refused(challenge: Challenge, message: str) -> None:
    sheet = (
        PlayerWords("Ann", ("plates", "pert", "pe"), withdrawn=("plates",)),
        PlayerWords("Bea", ("plates",)),
    )
    with pytest.raises(RulingRefusedError, match=message):
        play(THRONE, *sheet, challenges=(challenge,))


@pytest.mark.parametrize("ruling", [Ruling.APPROVED, Ruling.REJECTED])
@pytest.mark.parametrize(("word", "fact"), [("zebra", "not on the board"), ("pe", "too short")])
def test_approving_or_letting_stand_a_word_off_the_board_or_too_short_is_refused(
    ruling: Ruling, word: str, fact: str
) -> None:
    with pytest.raises(
        RulingRefusedError, match=f"{word.upper()} is {fact}: a ruling overrides the dictionary"
    ):
        play(THRONE, PlayerWords("Ann", (word,)), rulings=(RulingEntry("Ann", word, ruling),))


@pytest.mark.parametrize(
    ("word", "reason", "message"),
    [
        ("plate", InvalidReason.NOT_IN_DICTIONARY, "'not in dictionary' does not fit PLATE, which is in the"),
        ("plate", InvalidReason.NOT_ON_BOARD, "'not on board' does not fit PLATE"),
        ("tenge", InvalidReason.TOO_SHORT, "'too short' does not fit TENGE, which is not in the dictionary"),
        ("zebra", InvalidReason.PROPER_NOUN, "'proper noun' does not fit ZEBRA, which is not on the board"),
        ("plate", InvalidReason.BANNED, "'banned by the house' does not fit PLATE"),
        ("plate", None, "say why PLATE is out: proper noun, slang, abbreviation or foreign"),
    ],
)
def test_an_upheld_reason_must_fit_the_word(word: str, reason: InvalidReason | None, message: str) -> None:
    with pytest.raises(RulingRefusedError, match=message):
        play(THRONE, PlayerWords("Ann", (word,)), rulings=(RulingEntry("Ann", word, Ruling.UPHELD, reason),))


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("zebra", "not on the board"),
        ("tenge", "not in the dictionary; ruled invalid: not in dictionary"),
        ("plate", "challenge upheld: slang"),
    ],
)
def test_an_upheld_challenge_takes_the_reason_its_verdict_gives_or_the_one_named(
    word: str, reason: str
) -> None:
    named = InvalidReason.SLANG if word == "plate" else None
    score = play(
        THRONE, PlayerWords("Ann", (word,)), rulings=(RulingEntry("Ann", word, Ruling.UPHELD, named),)
    )
    scored = score.player("Ann").words[0]
    assert scored.verdict is Verdict.REJECTED and reason in scored.reason


def test_a_ruling_decides_every_copy_read_and_under_mild_every_reader_pays() -> None:
    sheets = (PlayerWords("Ann", ("tenge",)), PlayerWords("Bea", ("tenge",)), PlayerWords("Cy", ("pert",)))
    upheld_on_bea = RulingEntry("Bea", "tenge", Ruling.UPHELD, InvalidReason.NOT_IN_DICTIONARY)
    mild = play(rule_set("mild"), *sheets, rulings=(upheld_on_bea,))
    assert [mild.player(name).total for name in ("Ann", "Bea")] == [-2, -2]
    approved_on_ann = RulingEntry("Ann", "tenge", Ruling.APPROVED)
    approved = play(rule_set("mild"), *sheets, rulings=(approved_on_ann,))
    assert verdicts(approved, "Bea")["tenge"] == (Verdict.DUPLICATE, 2)
    assert approved.can_close
