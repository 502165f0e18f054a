"""Reading produced PDFs back with poppler: text per page, page sizes, word boxes and page images."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from html import unescape
from pathlib import Path

from PIL import Image

_WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')


def _run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def page_texts(pdf: Path) -> list[str]:
    """The text of each page, laid out as on the page."""
    pages = _run("pdftotext", "-layout", "-enc", "UTF-8", str(pdf), "-").split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def info(pdf: Path) -> dict[str, str]:
    lines = _run("pdfinfo", str(pdf)).splitlines()
    return {key.strip(): value.strip() for key, _, value in (line.partition(":") for line in lines)}


def fonts(pdf: Path) -> list[list[str]]:
    """`pdffonts` rows (name, type, encoding, emb, sub, uni, object, id)."""
    return [line.split() for line in _run("pdffonts", str(pdf)).splitlines()[2:]]


@dataclass(frozen=True)
class WordBox:
    text: str
    x_min: float
    y_min: float
    x_max: float
    y_max: float


def word_boxes(pdf: Path, page: int) -> list[WordBox]:
    """Each word on a page (from 1) with its box in points from the top left."""
    html = _run("pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-")
    return [
        WordBox(unescape(text), float(x0), float(y0), float(x1), float(y1))
        for x0, y0, x1, y1, text in _WORD.findall(html)
    ]


def render_page(pdf: Path, page: int, folder: Path, dpi: int = 72) -> Path:
    """Page `page` (from 1) as a PNG, with pdftoppm."""
    stem = folder / f"{pdf.stem}-page{page}-{dpi}"
    _run(
        "pdftoppm",
        "-png",
        "-r",
        str(dpi),
        "-f",
        str(page),
        "-l",
        str(page),
        "-singlefile",
        str(pdf),
        str(stem),
    )
    return stem.with_suffix(".png")


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
