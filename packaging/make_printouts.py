"""Write docs/printouts/KIND.png: the first page of every printout of the demo night, via pdftoppm.

Builds the demo night in a temporary folder, prints each document (the round documents for round 1)
on A4, and renders each PDF's first page at 100 dpi. Needs poppler-utils (`pdftoppm`).

    python packaging/make_printouts.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.services.demo import build_demo_night
from boggle_throne.services.dictionaries import DictionaryLibrary

OUT = Path(__file__).resolve().parent.parent / "docs" / "printouts"
DPI = 100


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
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
                png = OUT / kind.value
                command = ["pdftoppm", "-png", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile"]
                subprocess.run([*command, str(pdf), str(png)], check=True)
                print(png.with_suffix(".png"))
        finally:
            service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
