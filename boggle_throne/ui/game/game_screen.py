"""The game screen: a judge runs one table's game from the keyboard, from the board to the close.

It shows the game and binds the keys; what the keys do is in `game_commands`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.views import GameView, PlayerGameView, WordView
from boggle_throne.ui.game.after_game import AfterGamePanel
from boggle_throne.ui.game.board_setup import CORRECT_BOARD_SHORTCUT, BoardSetup
from boggle_throne.ui.game.board_widget import BoardWidget
from boggle_throne.ui.game.entry import WordEntry
from boggle_throne.ui.game.game_commands import GameCommands
from boggle_throne.ui.game.held_panel import HeldPanel, HeldWord
from boggle_throne.ui.game.last_done import NOTHING, Said, said_after, verdict_text
from boggle_throne.ui.game.readers import ReadersPanel
from boggle_throne.ui.game.timer_panel import TimerPanel
from boggle_throne.ui.models.fonts import scaled
from boggle_throne.ui.session import Session
from boggle_throne.ui.verdicts import verdict_colour

REFUSED_COLOUR = "#d0343c"
"""A refusal said under the entry: the red of penalties, readable on either theme."""
_FOLLOWED = frozenset(
    {Aspect.BOARD, Aspect.TIMER, Aspect.WORDS, Aspect.RULINGS, Aspect.GAME_CLOSED, Aspect.HOUSE_LISTS}
)


def _keys_of(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


class GameScreen(QWidget):
    """One game at a time: `show_game(key)`; it follows every change to that game.

    `game_shown(key)` tells the window (and the projector) which game the judge is running.
    """

    game_shown = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._key: GameKey | None = None
        self._tie_break_players: tuple[int, ...] = ()
        self._game: GameView | None = None
        self.commands = GameCommands(self, session)
        self.game_actions = self._make_actions()

        self.title = QLabel()
        scaled(self.title, 1.4, bold=True)
        self.read_order = QLabel()
        self.read_order.setWordWrap(True)
        self.board = BoardWidget()
        self.board_setup = BoardSetup()
        self.board_setup.start_requested.connect(self.commands.start)
        self.board_setup.typed.connect(
            lambda board: self.board.set_board(board, self.tr("Type or roll a board"))
        )
        self.after_game = AfterGamePanel()
        self.timer = TimerPanel(
            {
                TimerPhase.COUNTDOWN: self.announce_action,
                TimerPhase.RUNNING: self.start_action,
                TimerPhase.PAUSED: self.pause_action,
                TimerPhase.FINISHED: self.finish_action,
                None: self.replay_action,
            }
        )
        self.timer.phase_requested.connect(self.commands.set_timer)
        self.readers = ReadersPanel()
        self.entry = WordEntry()
        scaled(self.entry, 1.5)
        self.entry.returnPressed.connect(self.commands.record)
        self.entry.next_reader.connect(lambda: self.move_reader(1))
        self.entry.previous_reader.connect(lambda: self.move_reader(-1))
        self.entry.stepped.connect(self.pick_word)
        self.reader_label = QLabel()
        self.verdict = QLabel(" ")
        scaled(self.verdict, 1.3, bold=True)
        self.verdict.setWordWrap(True)
        self.verdict.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.held = HeldPanel()
        self.held.ruling_requested.connect(self.commands.rule)
        self.held.leave.connect(self.entry.setFocus)
        self.close_button = QPushButton(self.tr("Close the game"))
        self.close_button.clicked.connect(self.close_action.trigger)
        self.keys = QLabel(self._key_legend())
        self.keys.setWordWrap(True)
        self._lay_out()

    # ----- layout and actions ------------------------------------------------------------------

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.board, 0, Qt.AlignmentFlag.AlignTop)
        left.addWidget(self.board_setup)
        left.addWidget(self.after_game)
        left.addStretch()
        centre = QVBoxLayout()
        centre.addWidget(self.read_order)
        centre.addWidget(self.readers, 1)
        centre.addWidget(self.reader_label)
        centre.addWidget(self.entry)
        centre.addWidget(self.verdict)
        right = QVBoxLayout()
        right.addWidget(self.timer)
        right.addWidget(self.held, 1)
        right.addWidget(self.close_button)
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addLayout(centre, 6)
        body.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(body, 1)
        layout.addWidget(self.keys)

    def _action(self, text: str, shortcut: QKeySequence | str, slot: object, tip: str) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setToolTip(f"{tip} ({_keys_of(action)})")
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> tuple[QAction, ...]:
        """The game's commands, each with a key; the window's Game menu lists the same actions."""
        self.announce_action = self._action(
            self.tr("Announce"),
            "F5",
            lambda: self.commands.set_timer(TimerPhase.COUNTDOWN),
            self.tr("Announce the countdown"),
        )
        self.start_action = self._action(
            self.tr("Start"),
            "F6",
            lambda: self.commands.set_timer(TimerPhase.RUNNING),
            self.tr("Start or resume"),
        )
        self.pause_action = self._action(
            self.tr("Pause"),
            "F7",
            lambda: self.commands.set_timer(TimerPhase.PAUSED),
            self.tr("Pause the clock"),
        )
        self.finish_action = self._action(
            self.tr("Stop"),
            "F8",
            lambda: self.commands.set_timer(TimerPhase.FINISHED),
            self.tr("Stop the clock: reading starts"),
        )
        self.replay_action = self._action(
            self.tr("Replay on a new board"),
            "Ctrl+R",
            self.commands.replay,
            self.tr("Interrupt and replay on a new board"),
        )
        self.challenge_action = self._action(
            self.tr("Challenge word"),
            "Ctrl+Shift+K",
            self.commands.challenge,
            self.tr("Hold the selected word"),
        )
        self.withdraw_action = self._action(
            self.tr("Withdraw word"),
            "Ctrl+Shift+W",
            self.commands.withdraw,
            self.tr("The reader did not read the selected word"),
        )
        self.correct_action = self._action(
            self.tr("Correct word…"), "Ctrl+Shift+E", self.commands.correct, self.tr("Fix a mistyped word")
        )
        self.move_action = self._action(
            self.tr("Move word to its reader…"),
            "Ctrl+Shift+M",
            self.commands.move,
            self.tr("The selected word was typed under the wrong reader"),
        )
        self.held_action = self._action(
            self.tr("Go to held words"),
            "Ctrl+Shift+H",
            lambda: self.focus_held(),
            self.tr("Rule with A, U or R"),
        )
        self.close_action = self._action(
            self.tr("Close game"), "Ctrl+Return", self.commands.close, self.tr("Close the game")
        )
        self.correct_board_action = self._action(
            self.tr("Correct the board…"),
            CORRECT_BOARD_SHORTCUT,
            self.commands.correct_board,
            self.tr("The board was typed wrong"),
        )
        return tuple(self.actions())  # each added as it was made, in this order

    def _key_legend(self) -> str:
        """The keys line under the page, read off the actions so it never disagrees with them."""
        keyed = (
            (self.challenge_action, self.tr("challenge")),
            (self.withdraw_action, self.tr("withdraw")),
            (self.correct_action, self.tr("correct")),
            (self.move_action, self.tr("move to reader")),
            (self.held_action, self.tr("held words (A/U/R, 1–7 reason)")),
            (self.announce_action, self.tr("announce")),
            (self.start_action, self.tr("start")),
            (self.pause_action, self.tr("pause")),
            (self.finish_action, self.tr("stop")),
            (self.close_action, self.tr("close")),
        )
        shown = [f"{_keys_of(action)} {what}" for action, what in keyed]
        typing = self.tr("Enter record / read the next phone word · Tab next reader · ↑↓ pick a word")
        return f"<small>{typing} · {' · '.join(shown)}</small>"

    # ----- showing -----------------------------------------------------------------------------

    @property
    def key(self) -> GameKey | None:
        return self._key

    @property
    def game(self) -> GameView | None:
        return self._game

    @property
    def tie_break_players(self) -> tuple[int, ...]:
        """The players of a tie-break game (it needs them to start); empty for other games."""
        return self._tie_break_players

    def show_game(self, key: GameKey | None, tie_break_players: tuple[int, ...] = ()) -> None:
        """Run this game (None: no game); a tie-break game needs its players to start."""
        self._key = key
        self._tie_break_players = tie_break_players
        self.verdict.setText(" ")
        service = self._session.service
        if service is not None and key is not None:
            self.board_setup.reset(service.views.settings.dice_set.size)
            self.board_setup.offer(service.views.offered_board(key))
        self.refresh()
        self.focus_work()
        if key is not None:
            self.game_shown.emit(key)

    def focus_work(self) -> None:
        """Put the keys where the work is: the roll's field before the game starts, else the entry."""
        if self._key is not None and self._game is None:
            self.board_setup.line.setFocus()
        else:
            self.entry.setFocus()

    def follow(self, change: Change) -> None:
        """Refresh after a change to this game, or to anything every game depends on; a change to this
        game carries it as it now stands, so it is shown as carried, not built again. A phone's word
        (many a second while the clock runs) redraws only the readers' headers."""
        if self._key is None or change.game not in (None, self._key):
            return
        carried = change.result.game
        carried = carried if carried is not None and carried.key == self._key else None
        if change.aspects & _FOLLOWED:
            self.refresh(carried)
            if change.initiator is None and change.game == self._key and self._game is not None:
                self.say(said_after(change.command, change.result.word, self._game))
        elif Aspect.PHONES in change.aspects and carried is not None and self._game is not None:
            self._game = carried  # a phone wrote or struck a word: only what is left to read changed
            self.readers.show_phones(carried)
            self._show_reader()

    def refresh(self, game: GameView | None = None) -> None:
        """Show the game as it stands: `game` when the caller has its view (a change carried it),
        otherwise as the service has it."""
        service = self._session.service
        key = self._key
        if game is None or game.key != key:
            started = service is not None and key is not None and key in service.views.games(key.round)
            game = service.views.game(key) if started and service is not None and key is not None else None
        self._game = game
        self.title.setText(
            key.label.capitalize() if key is not None else self.tr("No game open — pick one in Rounds")
        )
        self.board_setup.setVisible(key is not None and game is None)
        if game is not None:
            self.board.set_board(game.board)
        elif self.board_setup.board() is None:
            self.board.set_board(
                None, self.tr("Roll or type a board") if key is not None else self.tr("No game open")
            )
        if game is None:
            self.read_order.setText("")
        else:
            order = (
                self.tr("Reading order: {readers}   ·   board {number}")
                if game.boards_played > 1
                else self.tr("Reading order: {readers}")
            )
            readers = "  →  ".join(game.read_order)
            self.read_order.setText(order.format(readers=readers, number=game.boards_played))
        self.readers.show_game(game)
        self.held.show_game(game, self.commands.reopened(game))
        self.timer.show_timer(game)
        self.after_game.setVisible(game is not None and game.closed)
        if game is not None and game.closed and service is not None:
            self.after_game.show_game(game, service.views.missed_words(game.key))
        open_game = game is not None and not game.closed
        self.entry.setEnabled(game is not None)
        self.entry.setReadOnly(not open_game)
        if game is None:
            placeholder = self.tr("Roll or type the board to start the game")
        elif open_game:
            placeholder = self.tr("Type the word read aloud, then Enter  ·  Tab: next reader")
        else:
            placeholder = self.tr(
                "Closed: ↑↓ pick a word · Ctrl+Shift+K rule on it · Ctrl+Shift+E correct it"
            )
        self.entry.setPlaceholderText(placeholder)
        for action in (self.challenge_action, self.withdraw_action, self.correct_action, self.move_action):
            action.setEnabled(game is not None)
        self.close_action.setEnabled(open_game)
        self.close_button.setEnabled(open_game)
        self.close_button.setToolTip(
            self.tr("Rule on every held word first")
            if game is not None and game.held
            else self.tr("Close the game (Ctrl+Enter)")
        )
        self._show_reader()

    def _show_reader(self) -> None:
        player = self.readers.current_player()
        if player is None:
            self.reader_label.setText("")
            return
        if player.unread and self._game is not None and not self._game.closed:
            text = self.tr("Reading now: <b>{player}</b> — Enter reads their next phone word ({count} left)")
        else:
            text = self.tr("Reading now: <b>{player}</b>")
        self.reader_label.setText(text.format(player=player.name, count=player.unread))

    # ----- readers, the picked word and the verdict line ----------------------------------------

    def say(self, said: Said) -> None:
        """Say what was last done under the entry: a word in its verdict's colour, its path lit on
        the board; anything else on a line of its own, the board's path cleared."""
        word = said.word
        if word is None:
            self.verdict.setStyleSheet("")
            self.board.show_path(None)
        else:
            self.verdict.setStyleSheet(f"color: {VERDICT_STYLES[word.verdict].colour}")
            self.board.show_path(word.path, verdict_colour(word.verdict))
        self.verdict.setText(said.text or " ")

    def move_reader(self, step: int) -> None:
        """Make the next reader (or, with −1, the previous one) current, as Tab and Shift+Tab do."""
        self.readers.move_reader(step)
        self._show_reader()

    def pick_word(self, step: int) -> None:
        """Move the picked word of the current reader (↑ −1, ↓ +1) and show its verdict and path."""
        self.readers.move_selection(step)
        selected = self.readers.selected_word()
        if selected is not None:
            self.say(Said(verdict_text(selected[1], selected[0].name), selected[1]))

    def say_refusal(self, text: str) -> None:
        """Say a refusal under the entry and on the status line (the typing goes on); the path of an
        earlier word is no longer lit."""
        self.say(NOTHING)
        self.verdict.setStyleSheet(f"color: {REFUSED_COLOUR}")
        self.verdict.setText(text)
        self._session.status.emit(text)

    # ----- what the commands ask of the screen (`GameAtHand`) ----------------------------------

    def dialog_parent(self) -> QWidget:
        return self

    def typed_word(self) -> str:
        return self.entry.text().strip()

    def current_reader(self) -> PlayerGameView | None:
        return self.readers.current_player()

    def selected_word(self) -> tuple[PlayerGameView, WordView] | None:
        return self.readers.selected_word()

    def keep_refused_word(self) -> None:
        self.entry.selectAll()

    def clear_entry(self) -> None:
        self.entry.clear()

    def pick_last_read(self) -> None:
        self.readers.select_last()

    def focus_entry(self) -> None:
        self.entry.setFocus()

    def show_held(self) -> None:
        self.held.show_game(self._game, self.commands.reopened(self._game))

    def focus_held(self, word: HeldWord | None = None) -> None:
        if word is not None:
            self.held.select(word)
        self.held.list.setFocus()
