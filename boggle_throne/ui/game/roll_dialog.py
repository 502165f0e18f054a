"""Starting a game from the Rounds page asks for the roll: the judge types the letters the dice show,
sees them checked and laid out as a board, and starts; the board another table already plays is
offered, and the app can deal one when there are no dice."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from boggle_throne.night.games import GameKey
from boggle_throne.services.reading.play_views import GameSlotView
from boggle_throne.ui.errors import error_text
from boggle_throne.ui.game.board_setup import BoardSetup
from boggle_throne.ui.game.board_widget import BoardWidget
from boggle_throne.ui.keys_back import give_keys_back
from boggle_throne.ui.session import Session


class RollDialog(QDialog):
    """The roll of one game about to start; `setup` is the same board choice as the Game page's."""

    def __init__(self, parent: QWidget, key: GameKey, readers: str) -> None:
        super().__init__(parent)
        self.setObjectName("rollDialog")
        self.setWindowTitle(self.tr("Start {game}").format(game=key.label))
        self.setup = BoardSetup()
        self.preview = BoardWidget()
        self.preview.setFixedSize(200, 200)
        self.preview.set_board(None, self.tr("Type the roll"))
        self.setup.typed.connect(lambda board: self.preview.set_board(board, self.tr("Type the roll")))
        game = f"<b>{key.label.capitalize()}</b>{f' — {readers}' if readers else ''}"
        roll = self.tr("Roll the dice, then type the letters they show.")
        heading = QLabel(f"{game}<br>{roll}")
        heading.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addWidget(self.setup, 1)
        body.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(body)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.setup.line.setFocus()


def ask_roll(
    parent: QWidget, session: Session, slot: GameSlotView, started: Callable[[], None]
) -> RollDialog:
    """Open a (non-blocking) dialog for the roll of a game not started yet; the game starts on the
    board chosen there, and `started` runs once it has. A refusal is said in the dialog, the roll kept
    for another try."""
    service = session.require()
    key = slot.key
    dialog = RollDialog(parent, key, ", ".join(player.name for player in slot.players))
    dialog.setup.reset(service.views.settings.dice_set.size)
    dialog.setup.offer(service.views.offered_board(key))

    def start(board: str | None) -> None:
        done = session.act_inline(
            QCoreApplication.translate("RollDialog", "start {game}").format(game=key.label),
            lambda: service.act.start_game(key, board, slot.tie_break_players),
            lambda refusal: dialog.setup.refuse(
                QCoreApplication.translate("RollDialog", "Could not start: {reason}").format(
                    reason=error_text(refusal)
                )
            ),
        )
        if done is not None:
            dialog.accept()
            started()

    dialog.setup.start_requested.connect(start)
    give_keys_back(dialog)
    dialog.open()
    dialog.setup.line.setFocus()
    return dialog
