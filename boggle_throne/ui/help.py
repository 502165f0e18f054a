"""Help ▸ Keyboard shortcuts and Help ▸ About: what the judges' window says about itself.

Text for the judge, not window machinery, so it is kept out of the window's module.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from boggle_throne.ui.about import AboutDialog

KEYS_HELP = """<table cellpadding=3>
<tr><td><b>Ctrl+1 … Ctrl+8</b></td><td>Setup, Players, Rounds, Game, Standings, House lists, Side games,
Log</td></tr>
<tr><td><b>Enter</b></td><td>record the word for the current reader; on an empty entry, read out
their next phone word, or, with none left, go on to the next reader</td></tr>
<tr><td><b>Tab / Shift+Tab</b></td><td>next / previous reader</td></tr>
<tr><td><b>↑ / ↓</b></td><td>pick one of the current reader's words (its path lights up)</td></tr>
<tr><td><b>Ctrl+Shift+K</b></td><td>challenge the picked word</td></tr>
<tr><td><b>Ctrl+Shift+W</b></td><td>withdraw the picked word</td></tr>
<tr><td><b>Ctrl+Shift+E</b></td><td>correct the picked word</td></tr>
<tr><td><b>Ctrl+Shift+H</b>, then <b>A / U / R</b></td>
<td>held words: ↑↓ pick the word (named above the keys), 1–7 pick the reason to uphold,
then approve / uphold / reject; Esc back to the entry</td></tr>
<tr><td><b>Ctrl+Shift+B</b></td><td>correct a board that was typed wrong (the game is rescored)</td></tr>
<tr><td><b>F5 F6 F7 F8</b></td><td>announce the countdown, start or resume, pause, stop the clock</td></tr>
<tr><td><b>Ctrl+R</b></td><td>interrupt and replay on a new board</td></tr>
<tr><td><b>Ctrl+Enter</b></td><td>close the game</td></tr>
<tr><td><b>Ctrl+Z / Ctrl+Shift+Z</b></td><td>undo / redo the last action of the night</td></tr>
<tr><td><b>Ctrl+Shift+P</b></td><td>show the projector</td></tr>
</table>
<h3>Phones</h3>
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
Ctrl+Z takes back the last move like any other action.</p>"""


def show_keys(parent: QWidget) -> QMessageBox:
    """The table of keys, in a box that leaves the window usable while it is open."""
    box = QMessageBox(QMessageBox.Icon.Information, "Keyboard shortcuts", KEYS_HELP, parent=parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def show_about(parent: QWidget) -> AboutDialog:
    """The About box, window-modal, deleted when closed."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
