"""The demo night, built once for the printing tests, and its documents made once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

ROUND_ONE_DOCUMENTS = (
    DocumentKind.SCORE_SHEETS,
    DocumentKind.BOARD_SHEETS,
    DocumentKind.ANSWER_KEYS,
    DocumentKind.STANDINGS,
    DocumentKind.RESULTS,
)


@pytest.fixture(scope="session")
def demo_library(tmp_path_factory: pytest.TempPathFactory) -> DictionaryLibrary:
    return DictionaryLibrary(tmp_path_factory.mktemp("library"))


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory: pytest.TempPathFactory, demo_library: DictionaryLibrary) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.throne"
    service, _ = build_demo_night(path, library=demo_library)
    service.close()
    return path


@pytest.fixture(scope="session")
def demo(demo_file: Path, demo_library: DictionaryLibrary) -> Iterator[OpenNight]:
    """The demo night, open for reading (tests must not change it)."""
    service = OpenNight.open(demo_file, library=demo_library, read_only=True)
    yield service
    service.close()


@pytest.fixture(scope="session")
def documents(demo: OpenNight, tmp_path_factory: pytest.TempPathFactory) -> dict[DocumentKind, Path]:
    """Every document of the demo night: the round documents of round 1, the bracket, the certificate."""
    folder = tmp_path_factory.mktemp("documents")
    made = {}
    for kind in DocumentKind:
        round_number = 1 if kind in ROUND_ONE_DOCUMENTS else None
        made[kind] = make_document(demo, kind, folder / f"{kind.value}.pdf", round_number=round_number)
    return made
