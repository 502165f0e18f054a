"""Word lists: any bytes given as a word list are read into words a–z, or refused with one line."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.engine.errors import DictionaryError
from boggle_throne.engine.wordlist import read_word_list
from tests.fuzz.refusals import assert_clean_refusal, fuzz

LINES = st.lists(
    st.one_of(
        st.sampled_from(["apple", "Crème", "naïve x", "ZEBRA", "", "straße", "qi"]), st.text(max_size=20)
    ),
    max_size=12,
)
CONTENT = st.one_of(
    st.binary(max_size=400),
    LINES.map(lambda lines: "\n".join(lines).encode("utf-8")),
    LINES.map(lambda lines: "\r\n".join(lines).encode("cp1252", errors="replace")),
    LINES.map(lambda lines: ("\ufeff" + "\n".join(lines)).encode("utf-8")),
)


@fuzz(300)
@given(CONTENT)
def test_any_bytes_are_a_word_list_or_a_clean_refusal(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "list.txt"
        path.write_bytes(content)
        try:
            word_list = read_word_list(path)
        except DictionaryError as error:
            assert_clean_refusal(error)
            return
    assert word_list.words and list(word_list.words) == sorted(set(word_list.words))
    assert all(word.isascii() and word.isalpha() and word.islower() for word in word_list.words)
    for skipped in word_list.skipped:
        assert_clean_refusal(Exception(skipped.describe()))
