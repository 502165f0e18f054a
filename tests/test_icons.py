"""The app icon as the platforms take it: every freedesktop hicolor size, the Windows .ico and the macOS
.icns, all rendered from resources/icons/boggle-throne.svg by packaging/make_icons.py and kept up to date."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "packaging" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_every_hicolor_size_is_drawn_at_its_size(size: int) -> None:
    with Image.open(ICONS / "hicolor" / f"{size}x{size}" / "apps" / "boggle-throne.png") as image:
        assert image.size == (size, size)
        assert image.mode == "RGBA"
        alpha = image.getchannel("A")
        assert alpha.getpixel((0, 0)) == 0  # transparent around the die, for any background
        assert alpha.getpixel((size // 2, size * 5 // 8)) == 255  # the die's face is solid


def test_the_ico_holds_the_windows_sizes() -> None:
    with Image.open(ICONS / "boggle-throne.ico") as ico:
        assert ico.format == "ICO"
        assert ico.info["sizes"] == {(size, size) for size in HICOLOR_SIZES if size <= 256}


def test_the_icns_holds_several_sizes_up_to_retina() -> None:
    with Image.open(ICONS / "boggle-throne.icns") as icns:
        assert icns.format == "ICNS"
        sizes = {(width * scale) for width, _, scale in icns.info["sizes"]}
        assert {32, 64, 128, 256, 512, 1024} <= sizes
        assert icns.size == (1024, 1024)


def test_the_committed_icons_are_what_the_svg_renders(qapp: QApplication, tmp_path: Path) -> None:
    """Editing the SVG without running packaging/make_icons.py leaves stale PNGs: caught here."""
    module = make_icons()
    written = module.make_icons(ICONS / "boggle-throne.svg", tmp_path)
    assert {path.name for path in written} == {"boggle-throne.png", "boggle-throne.ico", "boggle-throne.icns"}
    for size in HICOLOR_SIZES:
        inside = Path("hicolor") / f"{size}x{size}" / "apps" / "boggle-throne.png"
        with Image.open(tmp_path / inside) as fresh, Image.open(ICONS / inside) as committed:
            difference = ImageChops.difference(fresh.convert("RGBA"), committed.convert("RGBA"))
            assert max(ImageStat.Stat(difference).mean) < 1.0, f"{inside} is stale: run make_icons.py"
