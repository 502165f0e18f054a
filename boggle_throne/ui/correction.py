"""Corrections: asking the judge for the right spelling of a read word (from the game screen or the
log), or for the reader who read a word typed under someone else; and the warning when a correction,
or its undo, changes who advanced from a round the night has gone past."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QInputDialog, QMessageBox, QWidget

from boggle_throne.night.commands import MoveWord
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import fresh_board_seed
from boggle_throne.services.reading.advancement_news import AdvancementChangeView
from boggle_throne.services.reading.views import GameView, PlayerGameView
from boggle_throne.ui.errors import WIDE_TEXT
from boggle_throne.ui.keys_back import ask, give_keys_back

if TYPE_CHECKING:
    from boggle_throne.ui.session import Session


def ask_correction(parent: QWidget, session: Session, key: GameKey, player: str, word: str) -> QInputDialog:
    """Open a (non-blocking) dialog; its answer corrects the word, or removes it when left empty."""
    service = session.require()
    return ask(
        parent,
        "correctWordDialog",
        QCoreApplication.translate("Correction", "Correct a word"),
        QCoreApplication.translate(
            "Correction", "{player} read {word} in {game}.\nThe right word (empty removes it):"
        ).format(player=player, word=word.upper(), game=key.label),
        lambda text: session.act(
            QCoreApplication.translate("Correction", "correct {word}").format(word=word.upper()),
            lambda: service.act.correct_word(key, player, word, text.strip()),
        ),
        text=word,
    )


def ask_reader(
    parent: QWidget, session: Session, game: GameView, player: PlayerGameView, word: str
) -> QInputDialog:
    """Open a (non-blocking) list of the game's other readers; the one chosen gets the word."""
    service = session.require()
    others = {p.name: p.player for p in game.players if p.player != player.player}
    return ask(
        parent,
        "moveWordDialog",
        QCoreApplication.translate("Correction", "Move a word"),
        QCoreApplication.translate("Correction", "{word} was typed under {player}.\nWho read it?").format(
            word=word.upper(), player=player.name
        ),
        lambda name: session.act(
            QCoreApplication.translate("Correction", "move {word} to {player}").format(
                word=word.upper(), player=name
            ),
            lambda: service.execute(MoveWord(game.key, player.player, word, others[name])),
        ),
        choices=list(others),
    )


def warn_advancement(
    session: Session, parent: QWidget | None, changes: tuple[AdvancementChangeView, ...]
) -> QMessageBox:
    """Say what an action did to who advanced and what now stands (window-modal, not blocking the
    caller). Its buttons are only the ways back the night allows now: undoing the action, and
    re-drawing the next round's seating while none of its games has started."""
    back = all(change.changed_back for change in changes)
    box = QMessageBox(
        QMessageBox.Icon.Information if back else QMessageBox.Icon.Warning,
        QCoreApplication.translate("Correction", "Advancement changed back")
        if back
        else QCoreApplication.translate("Correction", "Advancement changed"),
        QCoreApplication.translate("Correction", "Who advanced has changed back.")
        if back
        else QCoreApplication.translate("Correction", "This changes who advanced."),
        parent=parent,
    )
    box.setObjectName("advancementWarning")
    box.setStyleSheet(WIDE_TEXT)
    box.setInformativeText("\n".join(line for change in changes for line in change.messages()))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    keep = box.addButton(
        QCoreApplication.translate("Correction", "OK")
        if back
        else QCoreApplication.translate("Correction", "&Keep it"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    actions: dict[QAbstractButton, Callable[[], object]] = {}
    if not back:
        undo = box.addButton(
            QCoreApplication.translate("Correction", "&Undo the correction"),
            QMessageBox.ButtonRole.ActionRole,
        )
        actions[undo] = session.undo
        reseated = next(
            (c.following for c in changes if c.following is not None and c.following.can_reseat), None
        )
        if reseated is not None:
            redraw = box.addButton(
                QCoreApplication.translate("Correction", "Re-&draw round {number}'s seating").format(
                    number=reseated.number
                ),
                QMessageBox.ButtonRole.ActionRole,
            )
            actions[redraw] = lambda: _redraw(session)
    box.buttonClicked.connect(lambda button: actions[button]() if button in actions else None)
    give_keys_back(box)
    box.open()
    return box


def _redraw(session: Session) -> None:
    """Seat the latest round again from the corrected results, with a freshly drawn seed."""
    service = session.require()
    seed = fresh_board_seed()
    session.act(
        QCoreApplication.translate("Correction", "draw the seating again"),
        lambda: service.act.reseat_latest_round(seed),
    )
