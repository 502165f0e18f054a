"""Every printout is made in the language spoken where it is printed: under a pseudo-translation
(every message of the code as "«message»", marks every font of the printouts has) no word of English
is left on any page of any document of the demo night but its data (names, words, letters, the
night's and the list's names, the side games' option names), and a printout made inside
`i18n.speaking` leaves the station's language as it was."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from boggle_throne import i18n
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.side.rules_cards import RULES_CARDS
from tests.i18n.pseudo import (
    APP_NAME,
    ENGLISH,
    PATH_OR_URL,
    PSEUDO_LANGUAGE,
    TAG,
    Data,
    night_data,
    translations_script,
)
from tests.printing.conftest import ROUND_ONE_DOCUMENTS
from tests.printing.pdf import page_texts

OPEN, CLOSE = "«", "»"
MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")


def _pseudo_catalogue(folder: Path) -> Path:
    """Every message below the window, extracted from the code now, as «message», in a catalogue
    folder for `i18n.add_catalogue_dir`."""
    script = translations_script()
    catalog = Catalog(domain=script.DOMAIN, fuzzy=False)
    for message in script.extract_template():
        if isinstance(message.id, str) and message.id:
            catalog.add(message.id, f"{OPEN}{message.id}{CLOSE}", context=message.context)
        elif message.id:
            plural = tuple(f"{OPEN}{form}{CLOSE}" for form in message.id)
            catalog.add(message.id, plural, context=message.context)
    mo = folder / PSEUDO_LANGUAGE / "LC_MESSAGES" / f"{script.DOMAIN}.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as out:
        write_mo(out, catalog)
    return folder


@pytest.fixture(scope="module")
def pseudo_night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[OpenNight, Data]]:
    """The demo night with its data (the answer keys' words too), and the pseudo catalogue to look in."""
    folder = tmp_path_factory.mktemp("pseudo-printouts")
    locale = _pseudo_catalogue(folder / "locale")
    service, document = build_demo_night(folder / "demo.throne", library=DictionaryLibrary(folder / "data"))
    answers = [word for key in service.views.games(1) for word in service.views.board_words(key)]
    options = [name for card in RULES_CARDS.values() for name, _text in card.variants]
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(i18n.LANGUAGE_NAMES, PSEUDO_LANGUAGE, "«pseudo»")  # type: ignore[index]
        i18n.add_catalogue_dir(locale)
        yield service, Data([*night_data(document).words, *answers, *options])
        i18n.remove_catalogue_dir(locale)
    service.close()


@pytest.mark.parametrize("kind", list(DocumentKind), ids=lambda kind: kind.value)
def test_no_english_is_left_on_a_printout_made_in_another_language(
    pseudo_night: tuple[OpenNight, Data], kind: DocumentKind, tmp_path: Path
) -> None:
    service, data = pseudo_night
    with i18n.speaking(PSEUDO_LANGUAGE):
        pdf = make_document(
            service,
            kind,
            tmp_path / f"{kind.value}.pdf",
            round_number=1 if kind in ROUND_ONE_DOCUMENTS else None,
        )
    pages = page_texts(pdf)
    left = {number: words for number, page in enumerate(pages, start=1) if (words := _english(page, data))}
    assert not left, left


def test_a_printout_in_one_language_leaves_the_stations_language_as_it_was(
    pseudo_night: tuple[OpenNight, Data], tmp_path: Path
) -> None:
    service, _data = pseudo_night
    with i18n.speaking(PSEUDO_LANGUAGE):
        translated = page_texts(
            make_document(service, DocumentKind.STANDINGS, tmp_path / "nl.pdf", round_number=1)
        )
    english = page_texts(make_document(service, DocumentKind.STANDINGS, tmp_path / "en.pdf", round_number=1))
    assert f"{OPEN}Standings after round 1{CLOSE}" in translated[0]
    assert "Standings after round 1" in english[0] and OPEN not in english[0]


def _english(page: str, data: Data) -> list[str]:
    """The words of a page left in English once its translated messages, its data and the app's name
    are taken out."""
    plain = html.unescape(TAG.sub(" ", " ".join(page.split())))
    while MARKED.search(plain):
        plain = MARKED.sub(" ", plain)
    rest = PATH_OR_URL.sub(" ", data.strip(re.sub(APP_NAME, " ", plain, flags=re.IGNORECASE)))
    return ENGLISH.findall(rest)
