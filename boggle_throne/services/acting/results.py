"""What an action's result shows: the game it touched, and a newly read word's verdict."""

from __future__ import annotations

from boggle_throne.night import commands as c
from boggle_throne.night.games import GameKey
from boggle_throne.night.state import Night
from boggle_throne.services.reading.views import GameView, WordView


def touched_game(night: Night, command: c.Command) -> GameKey | None:
    """The game a command touches: its own; for undo and redo, that of the command they walk over
    (asked before they are applied)."""
    if isinstance(command, c.Undo):
        return night.history.in_force(command.target).command.game
    if isinstance(command, c.Redo):
        return night.history.waiting(command.target).command.game
    return night.labelled(command.game) if command.game is not None else None


def new_word(night: Night, command: c.Command, game: GameView | None) -> WordView | None:
    """A recorded word's verdict and path, as the game now shows it (None for other commands)."""
    if not isinstance(command, c.RecordWord) or game is None:
        return None
    last = night.game(command.key).read[command.player][-1]
    name = night.names()[command.player]
    return next(word for word in game.player(name).words if word.word == last)
