"""Every printout of a whole night, printed in the pseudo-translation (tests/i18n/pseudo.py): a word
on paper outside «…» that is not the night's data was never translated. A message may wrap over two
lines on paper, so the brackets are matched across the page's lines. The answer keys list every word
of each board: those are data too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.solver import WordRules, solve
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.side.rules_cards import RULES_CARDS
from tests.i18n.pseudo import Data, english_left
from tests.printing.pdf import page_texts

pytestmark = pytest.mark.usefixtures("pseudo_language")


@pytest.fixture(scope="module")
def printed_data(full_night: tuple[Path, Data]) -> Data:
    """The night's data, and every word of its boards (the answer keys)."""
    data = full_night[1]
    boards = [Board.parse(word) for word in data.words if re.fullmatch(r"(?:[A-Za-z]+/){3}[A-Za-z]+", word)]
    dictionary = bundled_dictionary()
    found = {word for board in boards for word in solve(board, dictionary, WordRules())}
    options = [name for card in RULES_CARDS.values() for name, _ in card.variants]  # as documents name them
    return Data([*data.words, *found, *options], data.challenged)


@pytest.mark.parametrize("kind", list(DocumentKind), ids=[kind.value for kind in DocumentKind])
def test_every_printout(night_copy: object, printed_data: Data, tmp_path: Path, kind: DocumentKind) -> None:
    path = tmp_path / f"{kind.value}.pdf"
    pdf = make_document(night_copy, kind, path, round_number=1 if kind.per_round else None)  # type: ignore[arg-type]
    missed = [
        f"page {number}: {' '.join(left)}"
        for number, text in enumerate(page_texts(pdf), start=1)
        if (left := english_left(" ".join(text.split("\n")), printed_data))
    ]
    assert missed == [], "\n".join(["printed untranslated:", *missed])
