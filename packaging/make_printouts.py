"""Write docs/printouts/KIND.png: the first page of every printout of the demo night.
With `--language CODE` the printouts speak that language: docs/screenshots/printout-KIND-CODE-a4.png.

Builds the demo night in a temporary folder, prints each document (the round documents for round 1)
on A4, and renders each PDF's first page at 100 dpi with pypdfium2 and Pillow (the `test` extra:
`pip install -e '.[test]'`), as the printing tests read the PDFs.

    python packaging/make_printouts.py [--language nl]
"""

from __future__ import annotations

import sys
import tempfile
from contextlib import closing
from pathlib import Path

import pypdfium2 as pdfium

from boggle_throne.i18n import SOURCE_LANGUAGE, set_language
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary

OUT = Path(__file__).resolve().parent.parent / "docs" / "printouts"
SCREENSHOTS = OUT.parent / "screenshots"
DPI = 100


def render_first_page(pdf: Path, png: Path) -> None:
    """Write the PDF's first page as a PNG at DPI dots per inch."""
    with closing(pdfium.PdfDocument(pdf)) as document:
        document[0].render(scale=DPI / 72).to_pil().save(png)


def main(arguments: list[str]) -> int:
    language = set_language(arguments[1] if arguments[:1] == ["--language"] and len(arguments) > 1 else "en")
    out = OUT if language == SOURCE_LANGUAGE else SCREENSHOTS
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        temporary = Path(folder)
        service, _ = build_demo_night(
            temporary / "demo.throne", library=DictionaryLibrary(temporary / "data")
        )
        try:
            for kind in DocumentKind:
                pdf = make_document(
                    service, kind, temporary / f"{kind.value}.pdf", round_number=1 if kind.per_round else None
                )
                png = out / (
                    f"{kind.value}.png" if out is OUT else f"printout-{kind.value}-{language}-a4.png"
                )
                render_first_page(pdf, png)
                print(png)
        finally:
            service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
