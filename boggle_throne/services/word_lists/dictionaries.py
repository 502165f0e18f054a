"""The dictionary library: the bundled ENABLE list and every word list an organiser imported.

Imported lists are compiled once into `<data dir>/dictionaries/compiled/<hash>` and named in
`<data dir>/dictionaries/registry.json`, so they can be picked by name on any later night. A name
points at its newest import; a night records the hash of the words it was set up with, and the
compiled folders are kept by hash, so importing under a used name makes a new version and never
changes a night already played.

Each list records its language (a code such as `nl`), where its words come from and under which
licence, so the Setup page, `dict list` and a night's printouts can say what a night was judged
against; a list registered before they were recorded reads with them empty.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from boggle_throne.engine.dictionary import (
    BUNDLED_NAME,
    MANIFEST_FILE,
    Dictionary,
    bundled_dictionary,
    compile_dictionary,
    compiled,
    import_word_list,
    open_dictionary,
    words_hash,
)
from boggle_throne.engine.errors import DictionaryError, quoted
from boggle_throne.engine.wordlist import SkippedLine
from boggle_throne.i18n import N_, _
from boggle_throne.services.errors import DictionaryNameError

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")
_HASH = re.compile(r"[0-9a-f]{64}")
_LANGUAGE = re.compile(r"[a-z]{2,3}")
MAX_ABOUT = 300
"""The longest source or licence a list records: a line, not a licence's text."""


@dataclass(frozen=True, slots=True)
class DictionaryEntry:
    """A dictionary an organiser can choose, with where its words come from."""

    name: str
    word_count: int
    source: str
    bundled: bool
    language: str = ""
    licence: str = ""

    def about(self) -> str:
        """`nl · Debian wdutch (OpenTaal) · BSD-3-Clause or CC BY 3.0`: what is known of the list."""
        return " · ".join(part for part in (self.language, self.source, self.licence) if part)


@dataclass(frozen=True, slots=True)
class ListOrigin:
    """What an organiser says of a list as it is imported: its language, source and licence."""

    language: str = ""
    source: str = ""
    licence: str = ""

    def recorded(self) -> dict[str, str]:
        """The parts that are known, as a tournament file carries them with the list's words."""
        return {key: value for key, value in asdict(self).items() if value}

    def summary(self) -> str:
        """`nl · BSD-3-Clause`: the language and licence, for the foot of a printout."""
        return " · ".join(part for part in (self.language, self.licence) if part)

    def check(self) -> None:
        """Refuse a language that is not a code, and a source or licence that is not one short line."""
        if self.language and not _LANGUAGE.fullmatch(self.language):
            raise DictionaryNameError(
                _("language {language}: give its two- or three-letter code, such as nl, fr, de or es").format(
                    language=quoted(self.language)
                )
            )
        too_long = (
            (self.source, N_("the source is one line of at most {count} characters")),
            (self.licence, N_("the licence is one line of at most {count} characters")),
        )
        for text, refusal in too_long:
            if len(text) > MAX_ABOUT or not text.isprintable():
                raise DictionaryNameError(_(refusal).format(count=MAX_ABOUT))


@dataclass(frozen=True, slots=True)
class ImportReport:
    """The outcome of importing a word list."""

    entry: DictionaryEntry
    skipped: tuple[SkippedLine, ...]
    encoding: str
    reused_compiled: bool
    replaced: bool = False
    """The name held other words before: they stay with the nights that were played with them."""


class DictionaryLibrary:
    """Finds, opens and imports dictionaries under one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self._root = data_dir / "dictionaries"
        self._registry_file = self._root / "registry.json"
        self._compiled = self._root / "compiled"

    def entries(self) -> list[DictionaryEntry]:
        """The bundled dictionary first, then the imported ones by name."""
        info = bundled_dictionary().info
        bundled = DictionaryEntry(
            BUNDLED_NAME, info.word_count, info.source, True, info.language, info.licence
        )
        return [bundled, *(_entry(name, record) for name, record in sorted(self._registry().items()))]

    def entry(self, name: str) -> DictionaryEntry | None:
        """The entry of a dictionary by name, if the library has one."""
        return next((entry for entry in self.entries() if entry.name == name), None)

    def open(self, name_or_path: str) -> Dictionary:
        """A dictionary by name, or from a word list file or a compiled folder given by path."""
        if name_or_path == BUNDLED_NAME:
            return bundled_dictionary()
        record = self._registry().get(name_or_path)
        if record is not None:
            return open_dictionary(self._compiled / record["hash"])
        path = Path(name_or_path)
        try:
            if path.is_dir():
                return open_dictionary(path)
            if path.is_file():
                return import_word_list(path, self._compiled, name=path.stem).dictionary
        except OSError as error:
            why = (error.strerror or str(error)).lower()
            raise DictionaryNameError(
                _("dictionary {name}: {why}").format(name=quoted(name_or_path), why=why)
            ) from None
        known = ", ".join(entry.name for entry in self.entries())
        raise DictionaryNameError(
            _("unknown dictionary {name}: not a known name ({known}) nor a file").format(
                name=quoted(name_or_path), known=known
            )
        )

    def open_exact(self, name: str, sha256: str, carried: Callable[[], Sequence[str] | None]) -> Dictionary:
        """The dictionary whose words hash to `sha256`: the bundled one, a compiled copy, or the
        words `carried` gives (read from a tournament file only when needed), compiled now."""
        bundled = bundled_dictionary()
        if bundled.info.words_sha256 == sha256:
            return bundled
        folder = self._compiled / sha256
        if (folder / MANIFEST_FILE).exists():
            with suppress(DictionaryError):  # a damaged copy is compiled again below
                found = open_dictionary(folder)
                if found.info.words_sha256 == sha256:
                    return found
        words = carried()
        if words is not None and words_hash(words) == sha256:
            compile_dictionary(words, folder, name=name, source="carried by a tournament file")
            return open_dictionary(folder)
        raise DictionaryNameError(
            _(
                "the night is judged against the word list {name} as it was then ({hash}…), "
                "which this computer does not have and the file does not carry: import that exact list"
            ).format(name=repr(name), hash=sha256[:12])
        )

    def origin(self, name: str, sha256: str | None) -> ListOrigin:
        """What the library knows of the list a night names: the bundled one's, or that of the list
        imported with those words (under that name first); empty when the library has none."""
        bundled = bundled_dictionary().info
        if sha256 == bundled.words_sha256 or (sha256 is None and name == BUNDLED_NAME):
            return ListOrigin(bundled.language, bundled.source, bundled.licence)
        registry = self._registry()
        named = registry.get(name)
        candidates = ([named] if named is not None else []) + list(registry.values())
        for record in candidates:
            if sha256 is None or record["hash"] == sha256:
                entry = _entry(name, record)
                return ListOrigin(entry.language, entry.source, entry.licence)
        return ListOrigin()

    def is_bundled(self, dictionary: Dictionary) -> bool:
        """Whether a dictionary is the one that ships with the app."""
        return dictionary.info.words_sha256 == bundled_dictionary().info.words_sha256

    def import_list(
        self, path: Path, name: str, origin: ListOrigin = ListOrigin(), *, without_names: bool = False
    ) -> ImportReport:
        """Compile a word list and register it under `name` (replacing an earlier list of that name);
        its source is the file's path unless the organiser names one. `without_names` leaves out the
        words written with a capital."""
        _check_name(name)
        origin.check()
        imported = import_word_list(path, self._compiled, name=name, without_names=without_names)
        source = origin.source or str(path.resolve())
        entry, replaced = self._register(
            name, imported.dictionary, ListOrigin(origin.language, source, origin.licence)
        )
        return ImportReport(
            entry, imported.word_list.skipped, imported.word_list.encoding, imported.from_cache, replaced
        )

    def register_words(
        self, name: str, words: Sequence[str], origin: ListOrigin
    ) -> tuple[DictionaryEntry, bool]:
        """Compile sorted unique a–z words made here (such as a list's common words) under `name`;
        the entry, and whether the name held other words before."""
        _check_name(name)
        origin.check()
        dictionary, _ = compiled(words, self._compiled, name=name, source=origin.source)
        return self._register(name, dictionary, origin)

    def _register(
        self, name: str, dictionary: Dictionary, origin: ListOrigin
    ) -> tuple[DictionaryEntry, bool]:
        registry = self._registry()
        earlier = registry.get(name)
        replaced = earlier is not None and earlier["hash"] != dictionary.info.words_sha256
        registry[name] = {
            "hash": dictionary.info.words_sha256,
            "word_count": len(dictionary),
            **asdict(origin),
        }
        self._write_registry(registry)
        return _entry(name, registry[name]), replaced

    def _registry(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self._registry_file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as error:
            raise DictionaryError(
                _("the dictionary registry {path} is damaged: {error}").format(
                    path=self._registry_file, error=error
                )
            ) from None
        if not isinstance(data, dict):
            raise DictionaryError(
                _("the dictionary registry {path} is damaged").format(path=self._registry_file)
            )
        for name, record in data.items():
            if not _is_record(record):
                raise DictionaryError(
                    _(
                        "the dictionary registry {path} is damaged: its entry {name} "
                        "lacks a hash, a word count or a source; import that list again"
                    ).format(path=self._registry_file, name=repr(name))
                )
        return data

    def _write_registry(self, registry: dict[str, dict[str, Any]]) -> None:
        self._root.mkdir(parents=True, exist_ok=True)
        staging = self._registry_file.with_suffix(".tmp")
        staging.write_text(json.dumps(registry, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(staging, self._registry_file)


def _check_name(name: str) -> None:
    if not _NAME.fullmatch(name):
        raise DictionaryNameError(
            _(
                "dictionary name {name}: use 1–40 lower-case letters, digits, - or _, "
                "starting with a letter or digit"
            ).format(name=repr(name))
        )
    if name == BUNDLED_NAME:
        raise DictionaryNameError(
            _("{name} is the bundled dictionary; pick another name").format(name=repr(BUNDLED_NAME))
        )


def _entry(name: str, record: dict[str, Any]) -> DictionaryEntry:
    """An imported list's entry; one registered before lists recorded their language and licence
    reads with them empty."""
    return DictionaryEntry(
        name,
        record["word_count"],
        record["source"],
        bundled=False,
        language=record.get("language", ""),
        licence=record.get("licence", ""),
    )


def _is_record(record: object) -> bool:
    """Whether a registry entry has the hash, word count and source every reader expects (and a
    language and licence, when it has them, as text)."""
    return (
        isinstance(record, dict)
        and isinstance(record.get("hash"), str)
        and _HASH.fullmatch(record["hash"]) is not None
        and type(record.get("word_count")) is int
        and isinstance(record.get("source"), str)
        and all(isinstance(record.get(key, ""), str) for key in ("language", "licence"))
    )
