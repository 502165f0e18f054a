"""The dictionary a night is judged against, found for the file that holds the night."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.reading.seating import checked
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from boggle_throne.store.event_store import EventStore


class NightDictionaries:
    """Opens the exact words a night's settings name, once per file (every undo and correction
    replays the log, and with it the night's creation)."""

    def __init__(self, store: EventStore, library: DictionaryLibrary) -> None:
        self._store = store
        self._library = library
        self._opened: dict[tuple[str, str | None], Dictionary] = {}

    def __call__(self, settings: TournamentSettings) -> Dictionary:
        key = (settings.dictionary, settings.word_list)
        if key not in self._opened:
            self._opened[key] = self._find(settings)
        return self._opened[key]

    def _find(self, settings: TournamentSettings) -> Dictionary:
        """By content hash from the library's compiled copies or from the copy the file carries; an
        older night that recorded only a name takes the list it carries under that name, or else
        the library's (and keeps a copy from then on)."""
        sha256 = settings.word_list
        if sha256 is None:
            carried = self._store.word_lists().items()
            sha256 = next((sha for sha, name in carried if name == settings.dictionary), None)
        if sha256 is not None:
            words = partial(self._store.word_list, sha256)
            exact: Dictionary = checked(self._library.open_exact, settings.dictionary, sha256, words)
            return exact
        dictionary: Dictionary = checked(self._library.open, settings.dictionary)
        if self._store.writable:
            self.keep(dictionary)
        return dictionary

    def with_word_list(self, changes: Mapping[str, Any], *, locked: bool) -> dict[str, Any]:
        """Settings changes with the hash of another dictionary's words (unless the settings are
        `locked`, or nothing can be written), the words kept in the file when it is imported."""
        if "dictionary" not in changes or locked or not self._store.writable:
            return dict(changes)
        dictionary: Dictionary = checked(self._library.open, changes["dictionary"])
        self.keep(dictionary)
        return {**changes, "word_list": dictionary.info.words_sha256}

    def keep(self, dictionary: Dictionary) -> None:
        """Carry an imported dictionary's words in the file, so the night opens anywhere."""
        for sha256, name, words, origin in carried_words(self._library, dictionary):
            self._store.keep_word_list(sha256, name, words, origin)

    def origin(self, settings: TournamentSettings) -> ListOrigin:
        """The language, source and licence of the list the night is judged against: as the file
        carries it, else as this computer's library knows it."""
        if settings.word_list is not None:
            carried = self._store.word_list_origin(settings.word_list)
            if carried:
                return ListOrigin(**{key: carried.get(key, "") for key in ("language", "source", "licence")})
        return self._library.origin(settings.dictionary, settings.word_list)


def carried_words(
    library: DictionaryLibrary, dictionary: Dictionary
) -> list[tuple[str, str, list[str], dict[str, str]]]:
    """The word list a file carries for a dictionary, with its origin: none for the bundled one,
    which every copy of the app has; an imported one in full, so the file opens anywhere."""
    if library.is_bundled(dictionary):
        return []
    sha256 = dictionary.info.words_sha256
    origin = library.origin(dictionary.name, sha256).recorded()
    return [(sha256, dictionary.name, sorted(dictionary.words()), origin)]
