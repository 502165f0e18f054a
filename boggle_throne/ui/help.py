"""Help ▸ Keyboard shortcuts and Help ▸ About: what the judges' window says about itself.

The table of keys is made from the window's actions themselves (their keys and what they do), so it
cannot drift from them; the README's table is checked against the same actions by a test.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from boggle_throne.ui.about import AboutDialog
from boggle_throne.ui.pages import Page, page_title

EVERYWHERE_GROUP = str(QT_TRANSLATE_NOOP("Help", "Everywhere"))
"""The group of the menus' actions, whose keys work on every page."""
GAME_GROUP = str(QT_TRANSLATE_NOOP("Help", "Game page"))
"""The group of actions whose keys work on the Game page; its typed keys are listed after them."""
SIDE_GROUP = str(QT_TRANSLATE_NOOP("Help", "Side games page"))
"""The group of the Side games page's actions."""
PLAYERS_GROUP = str(QT_TRANSLATE_NOOP("Help", "Players page"))
"""The group of the Players page's actions."""
PAGE_KEYS = f"Ctrl+1 … Ctrl+{len(Page)}"
"""The keys of the pages, in the order of `Page`; the README says the same (a test checks)."""

TYPED_KEYS: tuple[tuple[str, str], ...] = (
    (
        "Enter",
        str(
            QT_TRANSLATE_NOOP(
                "Help",
                "record the word for the current reader; on an empty entry, read out their next phone "
                "word, or, with none left, go on to the next reader",
            )
        ),
    ),
    ("Tab / Shift+Tab", str(QT_TRANSLATE_NOOP("Help", "next / previous reader"))),
    ("↑ / ↓", str(QT_TRANSLATE_NOOP("Help", "pick one of the current reader's words (its path lights up)"))),
    (
        "A / U / R",
        str(
            QT_TRANSLATE_NOOP(
                "Help",
                "in the held words (Ctrl+Shift+H): ↑↓ pick the word (named above the keys), 1–7 pick "
                "the reason to uphold, then approve / uphold / reject; Esc back to the entry",
            )
        ),
    ),
)
"""The Game page's keys that are typed into its entry or lists rather than being actions (what
they do in English, translated where shown)."""


def action_keys(action: QAction) -> str:
    """An action's keys as the help and the README write them: `Ctrl+Shift+K`, `Ctrl+Enter`."""
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
    return keys.replace("Return", "Enter")


def action_help(action: QAction) -> str:
    """What an action does, for the table of keys: its What's This, or its menu text (without its
    mnemonic) and its tooltip (without the keys it repeats)."""
    if action.whatsThis():
        return action.whatsThis()
    text = action.text().replace("&", "").rstrip("…")
    tip = re.sub(r"\s*\([^()]*\)$", "", action.toolTip()).strip()
    if not tip or tip.replace("&", "").rstrip("…") == text:
        return text
    return QCoreApplication.translate("Help", "{action}: {what}").format(
        action=text, what=f"{tip[:1].lower()}{tip[1:]}"
    )


def keys_table(groups: Sequence[tuple[str, Sequence[QAction]]]) -> str:
    """The table of keys: the pages, then each group's actions with a key (in the order given), the
    Game page's typed keys after its actions. Built from the actions, so it says what the keys do.
    A group's title is its English name (`GAME_GROUP` …), translated here."""
    pages = ", ".join(page_title(page) for page in Page)
    rows = [f"<tr><td><b>{PAGE_KEYS}</b></td><td>{escape(pages)}</td></tr>"]
    for title, actions in groups:
        keyed = [action for action in actions if not action.shortcut().isEmpty()]
        extra = TYPED_KEYS if title == GAME_GROUP else ()
        if not keyed and not extra:
            continue
        shown = QCoreApplication.translate("Help", title)
        rows.append(f"<tr><td colspan=2><h3>{escape(shown)}</h3></td></tr>")
        rows += [
            f"<tr><td><b>{escape(action_keys(action))}</b></td><td>{escape(action_help(action))}</td></tr>"
            for action in keyed
        ]
        for keys, what in extra:
            said = QCoreApplication.translate("Help", what)
            rows.append(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(said)}</td></tr>")
    return "<table cellpadding=3>\n" + "\n".join(rows) + "\n</table>\n"


MORE_HELP = str(
    QT_TRANSLATE_NOOP(
        "Help",
        """<h3>Phones</h3>
<p>Window ▸ Phones… starts the phone server on the network the phones are on (off until started) and
lists each seated player's invitation; the projector and the printed sheets show them as QR codes.
A lost or shared phone: pick the player and <b>Re-issue invitation</b> (the old one stops working).</p>
<p>Players write their words during the game; the lists lock at time-up. Reading goes in the usual
order: a phone player's column says <b>☎ N to read</b>, and Enter on the empty entry reads out their
next word, with its verdict, as if typed. A word said aloud but not on the phone is typed as before.
Challenges and rulings are the same; each player's phone shows the verdicts. Setup ▸ <i>Phones check
words…</i> lets phones take any letters instead of only words on the board and long enough.</p>
<h3>Side games</h3>
<p>The Side games page referees the bar's Liar's Boggle, Guinness Liar's Dice and Liar's Word Cards.
<b>Ctrl+N</b> opens a table (game, players in seating order, variants). Type each move in the entry
and press <b>Enter</b>: the keys for what the table waits for are shown under it (a word or
<i>quantity face</i> bids, <b>.</b> calls, values of the whole table are separated by <b>/</b>).
<b>↑ / ↓</b> switch tables, <b>F9</b> shows the table on the projector, <b>Ctrl+Shift+C</b> copies
it as a document for <code>boggle-throne side replay</code>, <b>Alt+C</b> clears it away.
Ctrl+Z takes back the last move like any other action.</p>""",
    )
)
"""What the table of keys does not say: the phones, and the side games' typed moves."""


def show_keys(parent: QWidget, groups: Sequence[tuple[str, Sequence[QAction]]]) -> QMessageBox:
    """The table of keys of these groups of actions, in a box that leaves the window usable."""
    text = keys_table(groups) + QCoreApplication.translate("Help", MORE_HELP)
    title = QCoreApplication.translate("Help", "Keyboard shortcuts")
    box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def show_about(parent: QWidget) -> AboutDialog:
    """The About box, window-modal, deleted when closed."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
