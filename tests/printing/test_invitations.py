"""The players' phone invitations on paper: vector QR codes that read back as their URLs, the URLs in
monospace, on score sheets and board sheets only when asked for, without costing a page.

Set `BOGGLE_THRONE_SCREENSHOTS=1` to save a rendered sheet into docs/screenshots/.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PIL import Image
from reportlab.pdfgen.canvas import Canvas

from boggle_throne.presentation.qr import QUIET_ZONE, drawn_size, qr_modules
from boggle_throne.printing import DocumentKind
from boggle_throne.printing.documents import make_document
from boggle_throne.printing.invitations import draw_qr
from boggle_throne.services.acting.open_night import OpenNight
from tests.printing.pdf import fonts, ink_share, page_texts, render_page

BASE = "http://192.168.1.20:8765"
URL = f"{BASE}/p/7-1-K3J9X2MQAB4C"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def test_a_printed_code_has_every_module_in_its_place(tmp_path: Path) -> None:
    pdf = tmp_path / "code.pdf"
    canvas = Canvas(str(pdf), pagesize=(200, 200))
    canvas.setFillColorRGB(0.5, 0.5, 0.5)
    canvas.rect(0, 0, 200, 200, stroke=0, fill=1)  # a grey page: the quiet zone must be drawn white
    modules = qr_modules(URL)
    span = drawn_size(modules)
    draw_qr(canvas, modules, 20, 20, 164)  # 4 points a module
    canvas.save()
    image = Image.open(render_page(pdf, 1, tmp_path, dpi=144)).convert("L")
    scale, pitch = 2, 164 / span * 2
    top = (200 - 20 - 164) * scale
    for row in range(span):
        for column in range(span):
            inside = QUIET_ZONE <= row < span - QUIET_ZONE and QUIET_ZONE <= column < span - QUIET_ZONE
            dark = inside and modules[row - QUIET_ZONE][column - QUIET_ZONE]
            x, y = 20 * scale + (column + 0.5) * pitch, top + (row + 0.5) * pitch
            shade = image.getpixel((round(x), round(y)))
            assert isinstance(shade, int)
            assert (shade < 30) if dark else (shade > 225), (row, column, shade)


def sheets(service: OpenNight, folder: Path, kind: DocumentKind, paper: str, phones: str | None) -> Path:
    name = f"{kind.value}-{paper}-{'phones' if phones else 'plain'}.pdf"
    return make_document(service, kind, folder / name, round_number=1, paper=paper, phones=phones)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_score_sheets_carry_each_players_url_without_a_page_more(
    demo: OpenNight, tmp_path: Path, paper: str
) -> None:
    plain = sheets(demo, tmp_path, DocumentKind.SCORE_SHEETS, paper, None)
    invited = sheets(demo, tmp_path, DocumentKind.SCORE_SHEETS, paper, BASE)
    plain_pages, invited_pages = page_texts(plain), page_texts(invited)
    assert len(invited_pages) == len(plain_pages)
    assert not any("/p/" in page for page in plain_pages)
    first_table = demo.views.round(1).tables[0].seats
    for name in first_table:
        player = next(p for p in demo.views.players() if p.name == name)
        assert f"/p/{player.id}-1-" in invited_pages[0]
    assert invited_pages[0].count(BASE) == len(first_table)
    assert any(font.name.endswith("DejaVuSansMono") and font.embedded for font in fonts(invited))


def test_board_sheets_with_invitations_are_one_per_table(demo: OpenNight, tmp_path: Path) -> None:
    plain = page_texts(sheets(demo, tmp_path, DocumentKind.BOARD_SHEETS, "a4", None))
    invited = page_texts(sheets(demo, tmp_path, DocumentKind.BOARD_SHEETS, "a4", BASE))
    view = demo.views.round(1)
    assert len(invited) == len(view.tables) * view.games
    for page in invited:
        table = next(t for t in view.tables if f"\nTable {t.number}\n" in page)
        assert page.count(BASE) == len(table.seats)
        assert all(name in page for name in table.seats)
    assert not any("/p/" in page for page in plain)


def test_the_rendered_score_sheet(demo: OpenNight, tmp_path: Path) -> None:
    """The first score sheet with invitations, as an organiser sees it before printing."""
    invited = sheets(demo, tmp_path, DocumentKind.SCORE_SHEETS, "a4", BASE)
    plain = sheets(demo, tmp_path, DocumentKind.SCORE_SHEETS, "a4", None)
    png = render_page(invited, 1, tmp_path, dpi=110)
    assert ink_share(png) > ink_share(render_page(plain, 1, tmp_path, dpi=110)) + 0.01  # the codes' ink
    if os.environ.get("BOGGLE_THRONE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, SCREENSHOTS / "score-sheet-invitations.png")
