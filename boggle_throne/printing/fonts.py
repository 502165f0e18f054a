"""The bundled open fonts (DejaVu, under resources/fonts with their licence), embedded in every PDF."""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import registerFontFamily
from reportlab.pdfbase.ttfonts import TTFont

from boggle_throne.engine.resources import resources_dir

SANS = "ThroneSans"
SANS_BOLD = "ThroneSans-Bold"
SANS_ITALIC = "ThroneSans-Oblique"
CONDENSED = "ThroneSansCondensed"
MONO = "ThroneSansMono"
SERIF_BOLD = "ThroneSerif-Bold"
SERIF_ITALIC = "ThroneSerif-Italic"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    SANS_ITALIC: "DejaVuSans-Oblique.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    MONO: "DejaVuSansMono.ttf",
    SERIF_BOLD: "DejaVuSerif-Bold.ttf",
    SERIF_ITALIC: "DejaVuSerif-Italic.ttf",
}


@cache
def register_fonts() -> None:
    """Register the fonts once; `<b>` and `<i>` in sans paragraphs pick the bold and oblique faces."""
    folder = resources_dir() / "fonts"
    for name, file in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    for face in (CONDENSED, MONO, SERIF_BOLD, SERIF_ITALIC):
        registerFontFamily(face, normal=face, bold=face, italic=face, boldItalic=face)
    registerFontFamily(SANS, normal=SANS, bold=SANS_BOLD, italic=SANS_ITALIC, boldItalic=SANS_BOLD)
