"""The commands a player's phone sends, and the judge's re-issue of a player's invitation.

A phone writes and strikes words on its player's own list while the game runs; the words are read
(recorded) only when the judge reads them out. Undo walks over these commands: the judge's Ctrl+Z
takes back the judge's own last action, never a word a player typed at the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.players import PlayerCommand
from boggle_throne.night.commands.words import WordCommand


@dataclass(frozen=True)
class WriteWord(WordCommand):
    """A word a player wrote on their phone during the game (refused once the lists are locked)."""

    KIND = "write_word"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False
    REFUSED_UNCHANGED = True


@dataclass(frozen=True)
class StrikeWord(WordCommand):
    """A word a player struck off their phone's list: before time-up, or after it until their turn
    to read begins (docs/rules.md §4: reading later is an advantage)."""

    KIND = "strike_word"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False
    REFUSED_UNCHANGED = True


@dataclass(frozen=True)
class ReissueInvitation(PlayerCommand):
    """The player's phone invitation revoked and a new one issued (a lost or shared phone)."""

    KIND = "reissue_invitation"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False
