from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.engine.dictionary import import_word_list
from boggle_throne.engine.errors import DictionaryError
from boggle_throne.engine.wordlist import SkipReason, normalize_word, read_word_list


def test_normalisation_drops_accents_and_case() -> None:
    assert normalize_word("  Crème ") == "creme"
    assert normalize_word("ÉCOLE") == "ecole"


def test_every_skipped_line_is_reported_with_its_reason(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("Apple\nbanana\n\ntwo words\nþorn\nAPPLE\nnaïve\n" + "word\n" * 1, encoding="utf-8")
    word_list = read_word_list(path)
    assert word_list.words == ("apple", "banana", "naive", "word")
    reasons = {s.number: s.reason for s in word_list.skipped}
    assert reasons == {
        3: SkipReason.BLANK,
        4: SkipReason.SEVERAL_WORDS,
        5: SkipReason.OUTSIDE_ALPHABET,
        6: SkipReason.DUPLICATE,
    }
    assert "'þ'" in word_list.skipped[2].describe()
    assert "line 1" in word_list.skipped[3].describe()


def test_a_byte_order_mark_and_windows_encodings_are_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffcafé\r\nzebra\r\n".encode())
    assert read_word_list(path).words == ("cafe", "zebra")
    path.write_bytes("caf\xe9\nzebra\n".encode("cp1252"))
    assert read_word_list(path).words == ("cafe", "zebra")
    assert read_word_list(path).encoding == "cp1252"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "not found"),
        (b"", "holds no words"),
        (b"\x00\x01\x02binary", "binary file"),
        (b"1234\n5678\n!!!!\nword\n", "does not look like a word list"),
    ],
)
def test_missing_empty_binary_and_corrupt_lists_get_a_clear_error(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "list.txt"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(DictionaryError, match=message):
        read_word_list(path)


def test_an_import_is_compiled_once_and_reused_by_content_hash(tmp_path: Path) -> None:
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("cat\ndog\n")
    second.write_text("DOG\nCat\n")
    imported = import_word_list(first, tmp_path / "cache", name="pets")
    assert not imported.from_cache and "cat" in imported.dictionary and "cow" not in imported.dictionary
    again = import_word_list(second, tmp_path / "cache", name="pets")
    assert again.from_cache
    assert len(list((tmp_path / "cache").iterdir())) == 1


def test_a_damaged_compiled_cache_is_rebuilt(tmp_path: Path) -> None:
    source = tmp_path / "a.txt"
    source.write_text("cat\ndog\n")
    compiled = import_word_list(source, tmp_path / "cache", name="pets")
    folder = tmp_path / "cache" / compiled.dictionary.info.words_sha256
    (folder / "solver.trie").write_bytes(b"garbage")
    rebuilt = import_word_list(source, tmp_path / "cache", name="pets")
    assert not rebuilt.from_cache and "dog" in rebuilt.dictionary.index


def test_a_skipped_line_is_quoted_by_its_start_only(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("1234 " * 1_000_000 + "\n!!\nword\n", encoding="utf-8")
    with pytest.raises(DictionaryError) as refused:
        read_word_list(path)
    assert "(5,000,000 characters)" in str(refused.value) and len(str(refused.value)) < 300
