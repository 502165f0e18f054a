"""Undo and redo named as a judge reads them: "Undo: PLATES for Ann, R1 T1 G1", in the language spoken."""

from __future__ import annotations

from boggle_throne.i18n import N_, _
from boggle_throne.night import commands as c
from boggle_throne.night.commands.base import Names, game_text, player_name

KIND_NAMES = {
    "start_game": N_("start game"),
    "timer": N_("timer"),
    "correct_board": N_("correct board"),
    "close_game": N_("close game"),
    "house_list": N_("house list"),
    "crown": N_("crown"),
    "point_projector": N_("point projector"),
    "undo": N_("undo"),
    "redo": N_("redo"),
    "write_word": N_("write word"),
    "strike_word": N_("strike word"),
    "reissue_invitation": N_("reissue invitation"),
    "void_phone_list": N_("void phone list"),
    "create": N_("create"),
    "settings": N_("settings"),
    "register": N_("register"),
    "check_in": N_("check in"),
    "withdraw_player": N_("withdraw player"),
    "proclaim": N_("proclaim"),
    "seed_rank": N_("seed rank"),
    "rename_player": N_("rename player"),
    "seat": N_("seat"),
    "unseat": N_("unseat"),
    "bracket": N_("bracket"),
    "open_side_table": N_("open side table"),
    "side_move": N_("side move"),
    "close_side_table": N_("close side table"),
    "record_word": N_("record word"),
    "correct_word": N_("correct word"),
    "move_word": N_("move word"),
    "withdraw_word": N_("withdraw word"),
    "challenge": N_("challenge"),
    "rule": N_("rule"),
}
"""Each kind of logged action as people name it (in English: translated where shown); the log keeps
the kind itself."""


def kind_name(kind: str) -> str:
    """A kind of logged action as a judge reads it, in the language spoken (`start_game`: "start game")."""
    name = KIND_NAMES.get(kind)
    return _(name) if name is not None else kind.replace("_", " ")


def action_name(command: c.Command, names: Names) -> str:
    """A logged action in a few words, for the Edit menu and the status line: the word and whose
    copy for the actions on words, the kind and its details for the others."""
    if isinstance(command, c.WordCommand):
        return _word_action(command, names)
    details = command.describe(names)
    kind = kind_name(command.KIND)
    return _("{action} ({details})").format(action=kind, details=details) if details else kind


def _word_action(command: c.WordCommand, names: Names) -> str:
    word, whose, where = command.word.upper(), player_name(names, command.player), game_text(command.key)
    if isinstance(command, c.CorrectWord):
        new = command.new_word.upper()
        if new:
            return _("correction of {word} to {new} for {player}, {game}").format(
                word=word, new=new, player=whose, game=where
            )
        return _("removal of {word} for {player}, {game}").format(word=word, player=whose, game=where)
    if isinstance(command, c.MoveWord):
        return _("move of {word} from {player} to {other}, {game}").format(
            word=word, player=whose, other=player_name(names, command.to_player), game=where
        )
    if isinstance(command, c.RuleOnWord):
        return _("ruling on {word} ({ruling}) for {player}, {game}").format(
            word=word, ruling=command.ruling.label, player=whose, game=where
        )
    if isinstance(command, c.RecordWord):
        return _("{word} for {player}, {game}").format(word=word, player=whose, game=where)
    if isinstance(command, c.ChallengeWord):
        return _("challenge of {word} for {player}, {game}").format(word=word, player=whose, game=where)
    if isinstance(command, c.WithdrawWord):
        return _("withdrawal of {word} for {player}, {game}").format(word=word, player=whose, game=where)
    return _("{action} {word} for {player}, {game}").format(
        action=kind_name(command.KIND), word=word, player=whose, game=where
    )
