"""Player names: any text is registered as a printable, composed name, or refused with one line."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.tournament.errors import PlayerNameError
from boggle_throne.tournament.players import MAX_NAME_LENGTH, Roster, name_key, unprintable
from tests.fuzz.refusals import assert_clean_refusal, fuzz

NAMES = st.one_of(
    st.text(max_size=80),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=12),
    st.sampled_from(
        ["Zo\u00e9", "Zoe\u0301", "ANN", "Stra\u00dfe", "\x1b[31mRed", "Ann\x00", "  ", "\u2028"]
    ),
)


@fuzz(400)
@given(first=NAMES, second=NAMES)
def test_any_name_is_registered_as_printed_or_refused_in_one_line(first: str, second: str) -> None:
    roster = Roster()
    try:
        player = roster.register(first)
    except PlayerNameError as error:
        assert_clean_refusal(error)
        return
    name = player.name
    assert name == unicodedata.normalize("NFC", name) == name.strip() and name
    assert len(name) <= MAX_NAME_LENGTH and unprintable(name) is None
    with pytest.raises(PlayerNameError, match="already on the roster"):
        roster.register(unicodedata.normalize("NFD", first))
    try:
        other = roster.register(second)
    except PlayerNameError as error:
        assert_clean_refusal(error)
        return
    assert name_key(other.name) != name_key(name)
