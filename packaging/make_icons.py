"""Render the app icon, resources/icons/boggle-throne.svg, to the sizes the platforms ask for.

Writes, next to the SVG (or under the folder given):

- `hicolor/<N>x<N>/apps/boggle-throne.png` for N in SIZES, the freedesktop icon-theme layout, so the
  .deb copies the tree to /usr/share/icons/hicolor as it is;
- `boggle-throne.ico` (Windows: 16 to 256 px) and `boggle-throne.icns` (macOS: 16 to 1024 px), both
  made by Pillow from those renderings, so each size is drawn at its size, not rescaled.

Qt renders the SVG (QSvgRenderer onto a transparent QImage), as the app draws it. Needs PySide6 and
Pillow (the `test` extra):

    python packaging/make_icons.py [OUTPUT_FOLDER]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
NAME = "boggle-throne"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = tuple(size for size in SIZES if size <= 256)
ICNS_LARGEST = 1024  # 512 px at 2x, for Retina screens; kept out of the hicolor tree


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn antialiased on a transparent square of `size` pixels."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_path(folder: Path, size: int) -> Path:
    return folder / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def make_icons(svg: Path, folder: Path) -> list[Path]:
    """Write every PNG size, the .ico and the .icns under `folder`; the paths written."""
    written = []
    for size in SIZES:
        path = png_path(folder, size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)
    images = {size: Image.open(png_path(folder, size)).convert("RGBA") for size in SIZES}
    largest = images[max(ICO_SIZES)]
    ico = folder / f"{NAME}.ico"
    largest.save(
        ico, sizes=[(size, size) for size in ICO_SIZES], append_images=[images[s] for s in ICO_SIZES]
    )
    icns = folder / f"{NAME}.icns"
    with tempfile.TemporaryDirectory() as scratch:
        retina = Path(scratch) / f"{ICNS_LARGEST}.png"
        if not render(svg, ICNS_LARGEST).save(str(retina)):
            raise OSError(f"could not write {retina}")
        Image.open(retina).convert("RGBA").save(icns, append_images=list(images.values()))
    return [*written, ico, icns]


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication(sys.argv[:1])
    folder = Path(argv[0]) if argv else ICONS
    for path in make_icons(ICONS / f"{NAME}.svg", folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
