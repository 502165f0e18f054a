"""The PDFs render to pages with ink on them, and carry the bundled fonts embedded."""

from __future__ import annotations

from pathlib import Path

import pytest

from boggle_throne.printing import DocumentKind
from tests.printing.pdf import fonts, ink_share, page_sizes, page_texts, render_page


@pytest.mark.parametrize("kind", list(DocumentKind))
def test_every_page_renders_and_is_not_blank(
    documents: dict[DocumentKind, Path], tmp_path: Path, kind: DocumentKind
) -> None:
    pdf = documents[kind]
    pages = len(page_sizes(pdf))
    assert pages == len(page_texts(pdf)) >= 1
    for page in sorted({1, pages}):
        share = ink_share(render_page(pdf, page, tmp_path, dpi=40))
        assert 0.02 < share < 0.6, (kind, page, share)


def test_a_blank_page_is_told_apart(tmp_path: Path) -> None:
    from reportlab.pdfgen.canvas import Canvas

    blank = tmp_path / "blank.pdf"
    canvas = Canvas(str(blank))
    canvas.showPage()
    canvas.save()
    assert ink_share(render_page(blank, 1, tmp_path, dpi=40)) < 0.001


@pytest.mark.parametrize("kind", list(DocumentKind))
def test_only_the_bundled_fonts_are_used_and_all_are_embedded(
    documents: dict[DocumentKind, Path], kind: DocumentKind
) -> None:
    used = fonts(documents[kind])
    assert used
    for font in used:
        assert "DejaVu" in font.name and font.embedded, font
