"""Common words only: a list's words that are among the most frequent words of its language.

Frequencies come from the `wordfreq` package, whose data ships inside it, so this works offline.
Lexica's players most often complain of a dictionary full of words nobody knows; a night judged on
a common list keeps PLATES and drops ALATES.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import version

import wordfreq

from boggle_throne.engine.errors import quoted
from boggle_throne.engine.wordlist import normalize_word
from boggle_throne.i18n import _
from boggle_throne.services.errors import DictionaryNameError
from boggle_throne.services.word_lists.dictionaries import DictionaryEntry, DictionaryLibrary, ListOrigin

DEFAULT_TOP = 30_000
MAX_TOP = 1_000_000


@dataclass(frozen=True, slots=True)
class CommonReport:
    """The common list made, and how many of the source list's words it kept."""

    entry: DictionaryEntry
    kept: int
    of: int
    replaced: bool


def build_common_list(library: DictionaryLibrary, name: str, from_list: str, top: int) -> CommonReport:
    """Register under `name` the words of `from_list` among the `top` most frequent of its language."""
    if not 1 <= top <= MAX_TOP:
        raise DictionaryNameError(
            _("--top is a number of words from 1 to {most}, not {top}").format(most=f"{MAX_TOP:,}", top=top)
        )
    source = library.entry(from_list)
    if source is None:
        known = ", ".join(entry.name for entry in library.entries())
        raise DictionaryNameError(
            _("unknown dictionary {name}; known: {known}").format(name=quoted(from_list), known=known)
        )
    if source.language not in wordfreq.available_languages():
        raise DictionaryNameError(
            _(
                "{name} does not say its language, or wordfreq has no frequencies for it "
                "({language}): import it again with --language"
            ).format(name=from_list, language=quoted(source.language))
        )
    frequent = {normalize_word(word) for word in wordfreq.top_n_list(source.language, top)}
    words = sorted(word for word in library.open(from_list).words() if word in frequent)
    if not words:
        raise DictionaryNameError(
            _("none of {name}'s words is among the {top} most frequent").format(
                name=from_list, top=f"{top:,}"
            )
        )
    # the list's origin is the library's record, in English like the rest of the registry
    licence = f"as {from_list}" + (f" ({source.licence})" if source.licence else "")
    origin = ListOrigin(
        source.language,
        f"{from_list}'s words among the {top:,} most frequent in {source.language} "
        f"(wordfreq {version('wordfreq')})",
        licence,
    )
    entry, replaced = library.register_words(name, words, origin)
    return CommonReport(entry, len(words), len(library.open(from_list)), replaced)
