"""What the game screen's keys and buttons do: the judge's commands on one game, through the session.

The game screen shows a game and binds the keys; this module does the acting — starting the game,
moving the clock, recording the words read, the rulings and corrections on a picked word, and the
close — so that showing a game and acting on it are each a module of their own. A refusal while words
are read is said under the entry instead of in a dialog, so the judge's typing goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.use_cases import UseCases
from boggle_throne.services.reading.views import ActionResult, GameView, PlayerGameView, WordView
from boggle_throne.ui.correction import ask_correction, ask_reader
from boggle_throne.ui.errors import error_text
from boggle_throne.ui.game.board_setup import ask_board_correction
from boggle_throne.ui.game.held_panel import HeldWord
from boggle_throne.ui.session import Session

WordCall = Callable[[UseCases, GameKey, str, str], ActionResult]
PICK_A_WORD = str(
    QT_TRANSLATE_NOOP(
        "GameCommands", "Select a word first: ↑ and ↓ in the entry pick one of the reader's words."
    )
)


def ruled_note(player: str, word: str, ruling: Ruling, reason: InvalidReason | None) -> str:
    """What a ruling did, naming the word and whose copy, for the status line."""
    if ruling is Ruling.APPROVED:
        note = str(QT_TRANSLATE_NOOP("GameCommands", "{word} ({player}'s copy) approved: it stands."))
    elif ruling is Ruling.REJECTED:
        note = str(
            QT_TRANSLATE_NOOP("GameCommands", "{word} ({player}'s copy) challenge rejected: it stands.")
        )
    elif reason is None:
        note = str(
            QT_TRANSLATE_NOOP("GameCommands", "{word} ({player}'s copy) upheld: out, for its verdict.")
        )
    else:
        note = str(QT_TRANSLATE_NOOP("GameCommands", "{word} ({player}'s copy) upheld: out, {reason}."))
    return QCoreApplication.translate("GameCommands", note).format(
        word=word.upper(), player=player, reason=reason.label if reason is not None else ""
    )


class GameAtHand(Protocol):
    """What the commands ask of the screen that shows the game: the game, the word typed and the word
    picked, where the keys go next, and a refusal said. The commands never touch its widgets."""

    @property
    def key(self) -> GameKey | None: ...

    @property
    def game(self) -> GameView | None: ...

    @property
    def tie_break_players(self) -> tuple[int, ...]: ...

    def dialog_parent(self) -> QWidget:
        """The widget a command's dialog opens over."""
        ...

    def typed_word(self) -> str:
        """The word in the entry, without the spaces around it."""
        ...

    def current_reader(self) -> PlayerGameView | None: ...

    def selected_word(self) -> tuple[PlayerGameView, WordView] | None:
        """The picked word and its reader, or None."""
        ...

    def move_reader(self, step: int) -> None: ...

    def keep_refused_word(self) -> None:
        """Leave the refused word in the entry, selected, so the next word typed replaces it."""
        ...

    def clear_entry(self) -> None: ...

    def pick_last_read(self) -> None:
        """Pick the current reader's newest word."""
        ...

    def focus_entry(self) -> None: ...

    def show_held(self) -> None:
        """Show the held words again, with a closed game's word put up for a ruling."""
        ...

    def focus_held(self, word: HeldWord | None = None) -> None:
        """Put the keys on the held words, on `word` when given."""
        ...

    def say_refusal(self, text: str) -> None: ...

    def refresh(self, game: GameView | None = None) -> None: ...


class GameCommands:
    """The commands on the game `screen` shows; the screen owns one and binds its keys to it."""

    def __init__(self, screen: GameAtHand, session: Session) -> None:
        self._screen = screen
        self._session = session
        self._reopened: tuple[str, str] | None = None
        self._game_key_of_reopened: GameKey | None = None

    def reopened(self, game: GameView | None) -> tuple[str, str] | None:
        """The word of closed `game` put up for a ruling (a challenge there), forgotten with the game."""
        if game is None or not game.closed or self._game_key_of_reopened != game.key:
            self._reopened = None
        return self._reopened

    # ----- the game and its clock --------------------------------------------------------------

    def start(self, board: str | None) -> None:
        key = self._screen.key
        if key is None:
            return
        service = self._session.require()
        players = self._screen.tie_break_players
        started = self._session.act(
            QCoreApplication.translate("GameCommands", "start {game}").format(game=key.label),
            lambda: service.act.start_game(key, board, players),
        )
        if started is not None:
            self._screen.focus_entry()

    def replay(self) -> None:
        if self._screen.game is not None:
            self.start(None)

    def set_timer(self, phase: TimerPhase) -> None:
        key = self._screen.key
        if key is None or self._screen.game is None:
            return
        service = self._session.require()
        self._session.act(
            QCoreApplication.translate("GameCommands", "move the clock"),
            lambda: service.act.set_timer(key, phase),
        )

    def correct_board(self) -> None:
        """Correct a typed board of the open game (the game is rescored, also once closed)."""
        key = self._screen.key
        if key is not None and self._screen.game is not None:
            ask_board_correction(self._screen.dialog_parent(), self._session, key)

    def close(self) -> None:
        key = self._screen.key
        if key is None:
            return
        service = self._session.require()
        self._session.act(
            QCoreApplication.translate("GameCommands", "close {game}").format(game=key.label),
            lambda: service.act.close_game(key),
        )

    # ----- words -------------------------------------------------------------------------------

    def record(self) -> None:
        """Enter: record the word typed; on an empty entry, read out the reader's next phone word,
        or, with none left to read, go on to the next reader."""
        screen = self._screen
        key, player = screen.key, screen.current_reader()
        word = screen.typed_word()
        if key is None or player is None:
            return
        service = self._session.require()
        if not word:
            if player.unread > 0:
                self._show_read(
                    self._act_inline(
                        QCoreApplication.translate("GameCommands", "read {player}'s next phone word").format(
                            player=player.name
                        ),
                        lambda: service.act.read_next(key, player.name),
                    )
                )
            else:
                screen.move_reader(1)
            return
        result = self._act_inline(
            QCoreApplication.translate("GameCommands", "record {word} for {player}").format(
                word=word.upper(), player=player.name
            ),
            lambda: service.act.record_word(key, player.name, word),
            keep=True,  # kept while the server cannot be reached, and sent when it is back
        )
        if result is None and not self._session.just_kept:
            screen.keep_refused_word()  # no keystroke is lost
            return
        screen.clear_entry()
        self._show_read(result)

    def _show_read(self, result: ActionResult | None) -> None:
        """Pick the word just read (its verdict is said as the change is shown)."""
        if result is not None:
            self._screen.pick_last_read()

    def _word_action(self, doing: str, call: WordCall) -> ActionResult | None:
        """Act on the picked word; `doing` names the act, in English, with a `{word}` placeholder."""
        key, selected = self._screen.key, self._screen.selected_word()
        if key is None or selected is None:
            self._session.status.emit(QCoreApplication.translate("GameCommands", PICK_A_WORD))
            return None
        player, word = selected
        service = self._session.require()
        return self._act_inline(
            QCoreApplication.translate("GameCommands", doing).format(word=word.word.upper()),
            lambda: call(service.act, key, player.name, word.word),
        )

    def _act_inline(
        self, doing: str, call: Callable[[], ActionResult | None], *, keep: bool = False
    ) -> ActionResult | None:
        """Act, saying a refusal on the status line and under the entry instead of in a dialog,
        so that the judge's typing goes on into the entry while words are read."""
        return self._session.act_inline(
            doing,
            call,
            lambda refusal: self._screen.say_refusal(
                QCoreApplication.translate("GameCommands", "Could not {doing}: {reason}").format(
                    doing=doing, reason=error_text(refusal)
                )
            ),
            keep=keep,
        )

    def challenge(self) -> None:
        """Hold the picked word; in a closed game, put it up for a ruling that corrects the game."""
        screen = self._screen
        game, selected = screen.game, screen.selected_word()
        if game is not None and game.closed and selected is not None:
            self._reopened = (selected[0].name, selected[1].word)
            self._game_key_of_reopened = game.key
            screen.show_held()
            screen.focus_held()
            self._session.status.emit(
                QCoreApplication.translate(
                    "GameCommands", "Rule on {word}: a correction of the closed game."
                ).format(word=selected[1].word.upper())
            )
            return
        held = self._word_action(
            str(QT_TRANSLATE_NOOP("GameCommands", "challenge {word}")), UseCases.challenge
        )
        if held is not None and selected is not None:
            screen.focus_held((selected[0].name, selected[1].word))

    def withdraw(self) -> None:
        self._word_action(str(QT_TRANSLATE_NOOP("GameCommands", "withdraw {word}")), UseCases.withdraw_word)

    def correct(self) -> None:
        key, selected = self._screen.key, self._screen.selected_word()
        if key is None or selected is None:
            self._session.status.emit(QCoreApplication.translate("GameCommands", PICK_A_WORD))
            return
        ask_correction(self._screen.dialog_parent(), self._session, key, selected[0].name, selected[1].word)

    def move(self) -> None:
        game, selected = self._screen.game, self._screen.selected_word()
        if game is None or selected is None:
            self._session.status.emit(QCoreApplication.translate("GameCommands", PICK_A_WORD))
            return
        ask_reader(self._screen.dialog_parent(), self._session, game, selected[0], selected[1].word)

    def rule(self, player: str, word: str, ruling: Ruling, reason: InvalidReason | None) -> None:
        screen = self._screen
        key = screen.key
        if key is None:
            return
        service = self._session.require()
        ruled = self._act_inline(
            QCoreApplication.translate("GameCommands", "rule on {word}").format(word=word.upper()),
            lambda: service.act.rule(key, player, word, ruling, reason),
        )
        if ruled is not None:
            self._session.status.emit(ruled_note(player, word, ruling, reason))
            self._reopened = None
            screen.refresh(screen.game)  # the ruling's change has just brought the game as it now stands
            if screen.game is not None and not screen.game.held:
                screen.focus_entry()
