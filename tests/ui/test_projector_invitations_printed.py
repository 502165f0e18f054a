"""The invitations the projector shows, printed from File ▸ Print… while the phone server runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.printing import DocumentKind
from boggle_throne.ui.print_dialog import PrintDialog
from boggle_throne.ui.session import Session
from tests.printing.pdf import page_texts
from tests.services.night_builder import NightBuilder


@pytest.fixture
def session(qtbot: QtBot, night: NightBuilder) -> Iterator[Session]:
    owner = QWidget()
    qtbot.addWidget(owner)
    held = Session(owner)
    held.set_service(night.service)
    yield held
    held.phones.stop()


def printed(session: Session, settings: QSettings, out: Path, *, tick: bool | None) -> str:
    dialog = PrintDialog(session, settings=settings, open_after=False)
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.SCORE_SHEETS))
    if tick is not None:
        assert dialog.invitations.isVisibleTo(dialog) and dialog.invitations.isChecked()
        dialog.invitations.setChecked(tick)
    else:
        assert not dialog.invitations.isVisibleTo(dialog)
    dialog.out.setText(str(out))
    assert dialog.make() == out.resolve()
    return "\n".join(page_texts(out))


def test_the_sheets_carry_the_invitations_while_the_phones_run(
    session: Session, qt_settings: QSettings, tmp_path: Path
) -> None:
    assert "/p/" not in printed(session, qt_settings, tmp_path / "off.pdf", tick=None)
    session.phones.start("127.0.0.1", 0)
    base = session.phones.base_url
    assert base is not None
    assert f"{base}\n" in printed(session, qt_settings, tmp_path / "on.pdf", tick=True).replace(" ", "\n")
    assert "/p/" not in printed(session, qt_settings, tmp_path / "unticked.pdf", tick=False)
