"""Undo and redo named as a judge reads them: "Undo: PLATES for Ann, R1 T1 G1"."""

from __future__ import annotations

from boggle_throne.night import commands as c
from boggle_throne.night.commands.base import Names, game_text, player_name


def action_name(command: c.Command, names: Names) -> str:
    """A logged action in a few words, for the Edit menu and the status line: the word and whose
    copy for the actions on words, the kind and its details for the others."""
    if isinstance(command, c.WordCommand):
        return _word_action(command, names)
    details = command.describe(names)
    kind = command.KIND.replace("_", " ")
    return f"{kind} ({details})" if details else kind


def _word_action(command: c.WordCommand, names: Names) -> str:
    word, whose, where = command.word.upper(), player_name(names, command.player), game_text(command.key)
    if isinstance(command, c.CorrectWord):
        new = command.new_word.upper()
        done = f"correction of {word} to {new}" if new else f"removal of {word}"
    elif isinstance(command, c.MoveWord):
        return f"move of {word} from {whose} to {player_name(names, command.to_player)}, {where}"
    elif isinstance(command, c.RuleOnWord):
        done = f"ruling on {word} ({command.ruling.value})"
    else:
        done = {
            c.RecordWord: word,
            c.ChallengeWord: f"challenge of {word}",
            c.WithdrawWord: f"withdrawal of {word}",
        }.get(type(command), f"{command.KIND.replace('_', ' ')} {word}")
    return f"{done} for {whose}, {where}"
