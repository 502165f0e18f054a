"""What the game screen's keys and buttons do: the judge's commands on one game, through the session.

The game screen shows a game and binds the keys; this module does the acting — starting the game,
moving the clock, recording the words read, the rulings and corrections on a picked word, and the
close — so that showing a game and acting on it are each a module of their own. A refusal while words
are read is said under the entry instead of in a dialog, so the judge's typing goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.services.acting.tournament_service import TournamentService
from boggle_throne.services.reading.views import ActionResult, GameView
from boggle_throne.ui.correction import ask_correction, ask_reader
from boggle_throne.ui.errors import error_text
from boggle_throne.ui.game.board_setup import ask_board_correction
from boggle_throne.ui.session import Session

if TYPE_CHECKING:
    from boggle_throne.ui.game.game_screen import GameScreen

WordCall = Callable[[TournamentService, GameKey, str, str], ActionResult]
PICK_A_WORD = "Select a word first: ↑ and ↓ in the entry pick one of the reader's words."


def ruled_note(player: str, word: str, ruling: Ruling, reason: InvalidReason | None) -> str:
    """What a ruling did, naming the word and whose copy, for the status line."""
    outcome = {
        Ruling.APPROVED: "approved: it stands",
        Ruling.REJECTED: "challenge rejected: it stands",
        Ruling.UPHELD: f"upheld: out, {reason.value if reason is not None else 'for its verdict'}",
    }[ruling]
    return f"{word.upper()} ({player}'s copy) {outcome}."


class GameCommands:
    """The commands on the game `screen` shows; the screen owns one and binds its keys to it."""

    def __init__(self, screen: GameScreen, session: Session) -> None:
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
        if (
            self._session.act(f"start {key.label}", lambda: service.start_game(key, board, players))
            is not None
        ):
            self._screen.entry.setFocus()

    def replay(self) -> None:
        if self._screen.game is not None:
            self.start(None)

    def set_timer(self, phase: TimerPhase) -> None:
        key = self._screen.key
        if key is None or self._screen.game is None:
            return
        service = self._session.require()
        self._session.act("move the clock", lambda: service.set_timer(key, phase))

    def correct_board(self) -> None:
        """Correct a typed board of the open game (the game is rescored, also once closed)."""
        key = self._screen.key
        if key is not None and self._screen.game is not None:
            ask_board_correction(self._screen, self._session, key)

    def close(self) -> None:
        key = self._screen.key
        if key is None:
            return
        service = self._session.require()
        self._session.act(f"close {key.label}", lambda: service.close_game(key))

    # ----- words -------------------------------------------------------------------------------

    def record(self) -> None:
        """Enter: record the word typed; on an empty entry, read out the reader's next phone word,
        or, with none left to read, go on to the next reader."""
        screen = self._screen
        key, player = screen.key, screen.readers.current_player()
        word = screen.entry.text().strip()
        if key is None or player is None:
            return
        service = self._session.require()
        if not word:
            if player.unread > 0:
                self._show_read(
                    self._act_inline(
                        f"read {player.name}'s next phone word", lambda: service.read_next(key, player.name)
                    )
                )
            else:
                screen.move_reader(1)
            return
        result = self._act_inline(
            f"record {word.upper()} for {player.name}",
            lambda: service.record_word(key, player.name, word),
            keep=True,  # kept while the server cannot be reached, and sent when it is back
        )
        if result is None and not self._session.just_kept:
            screen.entry.selectAll()  # the next word typed replaces the refused one; no keystroke is lost
            return
        screen.entry.clear()
        self._show_read(result)

    def _show_read(self, result: ActionResult | None) -> None:
        """Pick the word just read (its verdict is said as the change is shown)."""
        if result is not None:
            self._screen.readers.select_last()

    def _word_action(self, doing: str, call: WordCall) -> ActionResult | None:
        key, selected = self._screen.key, self._screen.readers.selected_word()
        if key is None or selected is None:
            self._session.status.emit(PICK_A_WORD)
            return None
        player, word = selected
        service = self._session.require()
        return self._act_inline(
            f"{doing} {word.word.upper()}", lambda: call(service, key, player.name, word.word)
        )

    def _act_inline(
        self, doing: str, call: Callable[[], ActionResult | None], *, keep: bool = False
    ) -> ActionResult | None:
        """Act, saying a refusal on the status line and under the entry instead of in a dialog,
        so that the judge's typing goes on into the entry while words are read."""
        return self._session.act_inline(
            doing,
            call,
            lambda refusal: self._screen.say_refusal(f"Could not {doing}: {error_text(refusal)}"),
            keep=keep,
        )

    def challenge(self) -> None:
        """Hold the picked word; in a closed game, put it up for a ruling that corrects the game."""
        screen = self._screen
        game, selected = screen.game, screen.readers.selected_word()
        if game is not None and game.closed and selected is not None:
            self._reopened = (selected[0].name, selected[1].word)
            self._game_key_of_reopened = game.key
            screen.held.show_game(game, self._reopened)
            screen.held.list.setFocus()
            self._session.status.emit(f"Rule on {selected[1].word.upper()}: a correction of the closed game.")
            return
        if self._word_action("challenge", TournamentService.challenge) is not None and selected is not None:
            screen.held.select((selected[0].name, selected[1].word))
            screen.held.list.setFocus()

    def withdraw(self) -> None:
        self._word_action("withdraw", TournamentService.withdraw_word)

    def correct(self) -> None:
        key, selected = self._screen.key, self._screen.readers.selected_word()
        if key is None or selected is None:
            self._session.status.emit(PICK_A_WORD)
            return
        ask_correction(self._screen, self._session, key, selected[0].name, selected[1].word)

    def move(self) -> None:
        game, selected = self._screen.game, self._screen.readers.selected_word()
        if game is None or selected is None:
            self._session.status.emit(PICK_A_WORD)
            return
        ask_reader(self._screen, self._session, game, selected[0], selected[1].word)

    def rule(self, player: str, word: str, ruling: Ruling, reason: InvalidReason | None) -> None:
        screen = self._screen
        key = screen.key
        if key is None:
            return
        service = self._session.require()
        ruled = self._act_inline(
            f"rule on {word.upper()}", lambda: service.rule(key, player, word, ruling, reason)
        )
        if ruled is not None:
            self._session.status.emit(ruled_note(player, word, ruling, reason))
            self._reopened = None
            screen.refresh(screen.game)  # the ruling's change has just brought the game as it now stands
            if screen.game is not None and not screen.game.held:
                screen.entry.setFocus()
