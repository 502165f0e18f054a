"""What the projector makes of a label it is given depends on the label's data, not on its English
words: a table named in another language, a side bid said another way."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.phones import Invitation
from boggle_throne.ui.projector.invitations import InvitationsPage, TableInvitations
from boggle_throne.ui.projector.side import bid_parts


def _tables(*labels: str) -> tuple[TableInvitations, ...]:
    return tuple(
        TableInvitations(label, (Invitation(index, f"P{index}", label, f"http://x/p/{index}"),))
        for index, label in enumerate(labels, start=1)
    )


def test_a_table_named_by_its_number_in_any_language_is_not_numbered_twice(qtbot: QtBot) -> None:
    page = InvitationsPage()
    qtbot.addWidget(page)
    page.tables = _tables("Tafel 1", "Tafel 2", "Tafel 3")
    page.shown = 1
    assert page.table_title() == "Tafel 2 of 3"
    page.tables = _tables("Final", "Semi-final")
    assert page.table_title() == "Semi-final (2 of 2)"


def test_a_bid_said_another_way_is_shown_whole_rather_than_lost() -> None:
    assert bid_parts("WHALE by Ann") == ("WHALE", "Ann")
    assert bid_parts("6 fives by Bob") == ("6 fives", "Bob")
    assert bid_parts("WALVIS door Ann") == ("WALVIS door Ann", "")
    assert bid_parts(None) == ("", "")
