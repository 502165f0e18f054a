"""Dictionaries: a word list compiled to a marisa-trie plus the solver's index, opened memory-mapped.

A compiled dictionary is a folder holding `words.marisa`, `solver.trie` and `manifest.json`.
The bundled default (ENABLE) ships compiled under `resources/dictionaries/enable/`; an imported
list is compiled once into a cache folder named by the hash of its words.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

import marisa_trie

from boggle_throne.engine.errors import DictionaryError
from boggle_throne.engine.resources import resources_dir
from boggle_throne.engine.trie_index import TrieIndex, build_index, load_index, save_index
from boggle_throne.engine.wordlist import WordList, read_word_list
from boggle_throne.i18n import _

FORMAT_VERSION = 1
BUNDLED_NAME = "enable"
WORDS_FILE = "words.marisa"
INDEX_FILE = "solver.trie"
MANIFEST_FILE = "manifest.json"


@dataclass(frozen=True, slots=True)
class DictionaryInfo:
    """What a compiled dictionary says about itself: its words' hash and where they come from; the
    bundled list also its language and licence."""

    name: str
    word_count: int
    words_sha256: str
    source: str
    format: int = FORMAT_VERSION
    language: str = ""
    licence: str = ""


class Dictionary:
    """A read-only set of normalised words (a–z), with the trie index the solver walks."""

    def __init__(self, info: DictionaryInfo, words: marisa_trie.Trie, index: TrieIndex) -> None:
        self.info = info
        self._words = words
        self.index = index

    @property
    def name(self) -> str:
        """The name organisers pick it by."""
        return self.info.name

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word in self._words

    def __len__(self) -> int:
        return self.info.word_count

    def words(self) -> Iterator[str]:
        """Every word, in no promised order."""
        return iter(self._words.iterkeys())

    def __repr__(self) -> str:
        return f"<Dictionary {self.name!r}: {len(self)} words>"


def words_hash(words: Sequence[str]) -> str:
    """The content hash of a sorted word list: the same words give the same compiled dictionary."""
    digest = hashlib.sha256()
    for word in words:
        digest.update(word.encode())
        digest.update(b"\n")
    return digest.hexdigest()


def compile_dictionary(words: Sequence[str], directory: Path, *, name: str, source: str) -> DictionaryInfo:
    """Compile sorted unique a–z words into `directory`, replacing it whole or not at all (the
    library, not the compiled folder, records an imported list's language and licence)."""
    info = DictionaryInfo(name=name, word_count=len(words), words_sha256=words_hash(words), source=source)
    directory.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".compiling-", dir=directory.parent))
    staging.chmod(0o755)
    try:
        marisa_trie.Trie(words).save(str(staging / WORDS_FILE))
        save_index(build_index(words), staging / INDEX_FILE)
        (staging / MANIFEST_FILE).write_text(json.dumps(asdict(info), indent=2) + "\n", encoding="utf-8")
        if directory.exists():
            shutil.rmtree(directory)
        os.replace(staging, directory)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return info


def open_dictionary(directory: Path) -> Dictionary:
    """Open a compiled dictionary memory-mapped; `DictionaryError` names what is missing or damaged."""
    try:
        manifest = json.loads((directory / MANIFEST_FILE).read_text(encoding="utf-8"))
        info = DictionaryInfo(**manifest)
    except FileNotFoundError:
        raise DictionaryError(
            _("{folder} is not a compiled dictionary (no {file})").format(
                folder=directory, file=MANIFEST_FILE
            )
        ) from None
    except (OSError, ValueError, TypeError) as error:
        raise DictionaryError(
            _("dictionary manifest in {folder} is damaged: {error}").format(folder=directory, error=error)
        ) from None
    if info.format != FORMAT_VERSION:
        raise DictionaryError(
            _("dictionary {name} has format {format}; this version reads {version}").format(
                name=repr(info.name), format=info.format, version=FORMAT_VERSION
            )
        )
    words = marisa_trie.Trie()
    try:
        words.mmap(str(directory / WORDS_FILE))
    except (OSError, RuntimeError, ValueError) as error:
        raise DictionaryError(
            _("dictionary {name}: {file} cannot be opened: {error}").format(
                name=repr(info.name), file=WORDS_FILE, error=error
            )
        ) from None
    if len(words) != info.word_count:
        raise DictionaryError(
            _("dictionary {name} is damaged: {count} words, manifest says {expected}").format(
                name=repr(info.name), count=len(words), expected=info.word_count
            )
        )
    return Dictionary(info, words, load_index(directory / INDEX_FILE))


def bundled_dictionary_dir() -> Path:
    """Where the compiled ENABLE list ships."""
    return resources_dir() / "dictionaries" / BUNDLED_NAME


@cache
def bundled_dictionary() -> Dictionary:
    """The default dictionary, the public-domain ENABLE list (opened once per process)."""
    return open_dictionary(bundled_dictionary_dir())


@dataclass(frozen=True, slots=True)
class ImportedDictionary:
    """An imported word list: the opened dictionary and the report of the reading."""

    dictionary: Dictionary
    word_list: WordList
    from_cache: bool


def import_word_list(
    path: Path, cache_dir: Path, *, name: str, without_names: bool = False
) -> ImportedDictionary:
    """Read a word list (leaving out words with a capital, with `without_names`) and compile it into
    `cache_dir/<hash>`, reusing an earlier compile of those words."""
    word_list = read_word_list(path, without_names=without_names)
    dictionary, from_cache = compiled(word_list.words, cache_dir, name=name, source=str(path))
    return ImportedDictionary(dictionary, word_list, from_cache)


def compiled(words: Sequence[str], cache_dir: Path, *, name: str, source: str) -> tuple[Dictionary, bool]:
    """Sorted unique words compiled into `cache_dir/<hash>`, and whether an earlier compile was reused
    (the compiled words are the same whatever they are called: the library names them)."""
    target = cache_dir / words_hash(words)
    if (target / MANIFEST_FILE).exists():
        try:
            return open_dictionary(target), True
        except DictionaryError:
            pass  # a damaged cache entry is rebuilt below
    compile_dictionary(words, target, name=name, source=source)
    return open_dictionary(target), False
