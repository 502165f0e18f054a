"""A printout made in Dutch (`i18n.speaking("nl")`, the shipped catalogue) reads in Dutch from its
title to its footer, with the night's data as it is, and the next printout of the station is English."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne import i18n
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from tests.printing.pdf import page_texts

DUTCH = {
    DocumentKind.SCORE_SHEETS: (
        "Scoreblad",
        "Ronde 1 · Tafel 1",
        "Voorleesvolgorde",
        "Totaal ronde",
        "Pagina 1 van",
    ),
    DocumentKind.RESULTS: ("Speluitslagen", "Ronde 1 · speluitslagen", "Voorleesvolgorde:", "verdiend"),
    DocumentKind.BRACKET: ("Schema", "De weg naar de Troon", "De finaletafel", "DE TROON"),
    DocumentKind.STANDINGS: ("Stand na ronde 1", "Speler", "Punten", "per tafel"),
}
ENGLISH = {
    DocumentKind.SCORE_SHEETS: (
        "Score sheet",
        "Reading order",
        "Round total",
        "Judge's initials",
        "Page 1 of",
    ),
    DocumentKind.RESULTS: ("Game results", "Reading order:", "earned"),
    DocumentKind.BRACKET: ("The road to the Throne", "The final table", "THE THRONE"),
    DocumentKind.STANDINGS: ("Standings after round 1", "Player", "Points", "a table"),
}


@pytest.mark.parametrize("kind", list(DUTCH), ids=lambda kind: kind.value)
def test_a_printout_made_in_dutch_reads_in_dutch(demo: OpenNight, kind: DocumentKind, tmp_path: Path) -> None:
    round_number = 1 if kind.per_round else None
    with i18n.speaking("nl"):
        dutch = "\n".join(
            page_texts(make_document(demo, kind, tmp_path / "nl.pdf", round_number=round_number))
        )
    english = "\n".join(page_texts(make_document(demo, kind, tmp_path / "en.pdf", round_number=round_number)))
    assert all(text in dutch for text in DUTCH[kind]), [text for text in DUTCH[kind] if text not in dutch]
    assert not any(text in dutch for text in ENGLISH[kind]), [text for text in ENGLISH[kind] if text in dutch]
    assert all(text in english for text in ENGLISH[kind]), [
        text for text in ENGLISH[kind] if text not in english
    ]
    assert "Demo night at the Throne Room" in dutch and "Sansa" in dutch
