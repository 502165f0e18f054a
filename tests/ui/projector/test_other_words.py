"""What the projector makes of a label it is given depends on the label's data, not on its English
words: a table named in another language, a side bid said another way."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from pytestqt.qtbot import QtBot

from boggle_throne import i18n
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


@pytest.fixture
def dutch_bids(tmp_path: Path) -> Iterator[None]:
    """A catalogue that says a bid in Dutch, spoken for the test."""
    catalog = Catalog(locale="nl", domain=i18n.DOMAIN)
    catalog.add("{word} by {name}", "{word} door {name}")
    folder = tmp_path / "nl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / f"{i18n.DOMAIN}.mo", "wb") as mo:
        write_mo(mo, catalog)
    i18n.add_catalogue_dir(tmp_path)
    with i18n.speaking("nl"):
        yield
    i18n.remove_catalogue_dir(tmp_path)


@pytest.mark.usefixtures("dutch_bids")
def test_a_bid_is_read_as_the_language_spoken_says_it() -> None:
    assert bid_parts("WALVIS door Ann") == ("WALVIS", "Ann")
    assert bid_parts("WHALE by Ann") == ("WHALE by Ann", "")


def test_a_bid_said_another_way_is_shown_whole_rather_than_lost() -> None:
    assert bid_parts("WHALE by Ann") == ("WHALE", "Ann")
    assert bid_parts("6 fives by Bob") == ("6 fives", "Bob")
    assert bid_parts("WALVIS door Ann") == ("WALVIS door Ann", "")
    assert bid_parts(None) == ("", "")
