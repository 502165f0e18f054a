"""Reading produced PDFs back: text per page, page sizes, fonts, word boxes and page images.

pypdfium2 reads the letters (with their boxes) and renders the pages; pypdf reads the page sizes and
the fonts. The text is laid out as on the page: a line for each baseline, its words left to right.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject

WORD_GAP = 0.1
"""A gap wider than this share of the type size between two letters parts two words."""

OVERHANG = 0.5
"""Letters of a word may overlap by up to this share of the type size (a slanted f reaches over the next)."""

SAME_LINE = 0.3
"""Words whose baselines differ by less than this share of the smaller type size share a line."""

FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3")


@dataclass(frozen=True)
class WordBox:
    """A word, its type size, and its box (descent to ascent) and baseline in points from the top left."""

    text: str
    x_min: float
    y_min: float
    x_max: float
    y_max: float
    baseline: float
    size: float


@dataclass(frozen=True)
class Font:
    """A font the pages draw with: its PDF name (a subset's with its prefix) and whether it is embedded."""

    name: str
    embedded: bool


@dataclass(frozen=True)
class _Letter:
    """A drawn character, laid out like WordBox."""

    text: str
    left: float
    top: float
    right: float
    bottom: float
    baseline: float
    size: float


def _letters(page: pdfium.PdfPage) -> Iterator[_Letter | None]:
    """The page's characters in drawing order, in points from its top left; None for a space or line break."""
    left, _, _, top = page.get_bbox()
    text_page = page.get_textpage()
    x, y = ctypes.c_double(), ctypes.c_double()
    for index in range(text_page.count_chars()):
        text = chr(pdfium_c.FPDFText_GetUnicode(text_page, index))
        if text.isspace() or pdfium_c.FPDFText_IsGenerated(text_page, index):
            yield None
            continue
        x0, y0, x1, y1 = text_page.get_charbox(index, loose=True)
        pdfium_c.FPDFText_GetCharOrigin(text_page, index, x, y)
        size = pdfium_c.FPDFText_GetFontSize(text_page, index)
        yield _Letter(text, x0 - left, top - y1, x1 - left, top - y0, top - y.value, size)


def _one_line(first: _Letter | WordBox, second: _Letter | WordBox) -> bool:
    """Whether two letters or words sit on one baseline, give or take SAME_LINE of the smaller type."""
    return abs(first.baseline - second.baseline) < SAME_LINE * min(first.size, second.size)


def _continues(word: list[_Letter], letter: _Letter) -> bool:
    """Whether `letter` follows the word's last letter on its baseline without a word gap."""
    last = word[-1]
    gap = letter.left - last.right
    return _one_line(last, letter) and -OVERHANG * last.size < gap < WORD_GAP * last.size


def _word_box(word: list[_Letter]) -> WordBox:
    """The word the letters spell, in the box that holds them all."""
    return WordBox(
        "".join(letter.text for letter in word),
        min(letter.left for letter in word),
        min(letter.top for letter in word),
        max(letter.right for letter in word),
        max(letter.bottom for letter in word),
        word[0].baseline,
        max(letter.size for letter in word),
    )


def _words(page: pdfium.PdfPage) -> list[WordBox]:
    """The page's words in drawing order: letters drawn one after the other, with no space or gap between."""
    words: list[WordBox] = []
    word: list[_Letter] = []
    for letter in _letters(page):
        if word and (letter is None or not _continues(word, letter)):
            words.append(_word_box(word))
            word = []
        if letter is not None:
            word.append(letter)
    if word:
        words.append(_word_box(word))
    return words


def _lines(words: list[WordBox]) -> list[list[WordBox]]:
    """Words grouped by baseline, top to bottom, each line's words left to right."""
    lines: list[list[WordBox]] = []
    for word in sorted(words, key=lambda word: word.baseline):
        if lines and _one_line(lines[-1][0], word):
            lines[-1].append(word)
        else:
            lines.append([word])
    return [sorted(line, key=lambda word: word.x_min) for line in lines]


def page_texts(pdf: Path) -> list[str]:
    """The text of each page: a line of words, left to right, for each baseline, top to bottom."""
    with closing(pdfium.PdfDocument(pdf)) as document:
        return [
            "\n".join(" ".join(word.text for word in line) for line in _lines(_words(page)))
            for page in document
        ]


def word_boxes(pdf: Path, page: int) -> list[WordBox]:
    """Each word on a page (from 1) with its box in points from the top left."""
    with closing(pdfium.PdfDocument(pdf)) as document:
        return _words(document[page - 1])


def page_sizes(pdf: Path) -> list[tuple[float, float]]:
    """Each page's width and height in points."""
    return [(float(page.mediabox.width), float(page.mediabox.height)) for page in PdfReader(pdf).pages]


def _embedded(font: DictionaryObject) -> bool:
    """Whether the font's program is in the file (for a composite font, its descendant's)."""
    if font.get("/Subtype") == "/Type0":
        descendants = cast(ArrayObject, font["/DescendantFonts"])
        font = cast(DictionaryObject, descendants[0].get_object())
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor.get_object() for key in FONT_FILES)


def _collect_fonts(resources: DictionaryObject, found: dict[int, Font]) -> None:
    """Add the fonts of a resource dictionary, and of the forms it draws, to `found` by object number."""
    for reference in resources.get("/Font", DictionaryObject()).get_object().values():
        font = reference.get_object()
        number = reference.idnum if isinstance(reference, IndirectObject) else id(font)
        found[number] = Font(str(font.get("/BaseFont", "")).lstrip("/"), _embedded(font))
    for reference in resources.get("/XObject", DictionaryObject()).get_object().values():
        form = reference.get_object()
        if form.get("/Subtype") == "/Form" and "/Resources" in form:
            _collect_fonts(form["/Resources"].get_object(), found)


def fonts(pdf: Path) -> list[Font]:
    """Every font the pages draw with, once each, and whether it is embedded."""
    found: dict[int, Font] = {}
    for page in PdfReader(pdf).pages:
        if "/Resources" in page:
            _collect_fonts(cast(DictionaryObject, page["/Resources"].get_object()), found)
    return list(found.values())


def render_page(pdf: Path, page: int, folder: Path, dpi: int = 72) -> Path:
    """Page `page` (from 1) as a PNG in `folder`."""
    png = folder / f"{pdf.stem}-page{page}-{dpi}.png"
    with closing(pdfium.PdfDocument(pdf)) as document:
        document[page - 1].render(scale=dpi / 72).to_pil().save(png)
    return png


def ink_share(png: Path) -> float:
    """The share of pixels that are not (nearly) white."""
    image = Image.open(png).convert("L")
    histogram = image.histogram()
    return 1 - sum(histogram[245:]) / (image.width * image.height)


def struck_through(png: Path, box: WordBox, dpi: int) -> bool:
    """Whether a dark line runs across the word's whole width somewhere in its middle band."""
    image = Image.open(png).convert("L")
    scale = dpi / 72
    left, right = round(box.x_min * scale) + 1, round(box.x_max * scale) - 1
    top, bottom = box.y_min * scale, box.y_max * scale
    band = range(round(top + (bottom - top) * 0.3), round(top + (bottom - top) * 0.8) + 1)
    for y in band:
        dark = sum(1 for x in range(left, right) if image.getpixel((x, y)) < 200)
        if dark >= 0.95 * (right - left):
            return True
    return False


SHEET_TITLE = re.compile(r"^(Round \d+|Final) · (Table|Tie-break game) \d+ Games? [\d, ]+$", re.MULTILINE)
"""The title line a score sheet starts with (its later pages name the sheet in small type only)."""


def score_sheet_texts(pdf: Path) -> list[str]:
    """The text of each score sheet, its pages joined: a sheet runs from its title to the next one's."""
    text = "\n".join(page_texts(pdf))
    starts = [match.start() for match in SHEET_TITLE.finditer(text)]
    return [text[start:end] for start, end in zip(starts, [*starts[1:], len(text)], strict=True)]
