"""The printed standings carry the room's page (QR code and URL) when the phones' server is named."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from boggle_throne.printing.documents import make_document
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.printout_views import PrintoutError
from tests.printing.pdf import page_texts, render_page
from tests.services.season_nights import two_rounds_corrected

BASE = "http://192.168.1.20:8080"


def test_the_standings_carry_the_rooms_code_only_when_asked(tmp_path: Path) -> None:
    night = OpenNight.open(two_rounds_corrected(tmp_path / "night.throne", "Friday", "2026-10-22"))
    try:
        with_room = make_document(night, "standings", tmp_path / "room.pdf", round_number=1, phones=BASE)
        plain = make_document(night, "standings", tmp_path / "plain.pdf", round_number=1)
        with pytest.raises(PrintoutError, match="room's page on the standings"):
            make_document(night, "results", tmp_path / "results.pdf", round_number=1, phones=BASE)
    finally:
        night.close()
    (text,) = page_texts(with_room)
    assert "Follow the night on your phone" in text
    assert f"{BASE}/room" in text
    assert "Follow the night" not in page_texts(plain)[0]
    picture = Image.open(render_page(with_room, 1, tmp_path, dpi=50)).convert("L")
    plain_picture = Image.open(render_page(plain, 1, tmp_path, dpi=50)).convert("L")
    dark = sum(picture.histogram()[:60])
    assert dark > sum(plain_picture.histogram()[:60]) + 200  # the code's modules
