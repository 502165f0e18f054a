"""The commands a player's phone sends, and the judge's on phones: re-issuing a player's invitation,
voiding a phone list.

A phone writes and strikes words on its player's own list while the game runs; the words are read
(recorded) only when the judge reads them out. Undo walks over these commands: the judge's Ctrl+Z
takes back the judge's own last action, never a word a player typed at the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from boggle_throne.i18n import _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.commands.base import Names, command, game_text, player_name
from boggle_throne.night.commands.games import GameCommand
from boggle_throne.night.commands.players import PlayerCommand
from boggle_throne.night.commands.words import WordCommand
from boggle_throne.tournament.players import PlayerId

__all__ = ["ReissueInvitation", "StrikeWord", "VoidPhoneList", "WriteWord"]


@command
@dataclass(frozen=True)
class WriteWord(WordCommand):
    """A word a player wrote on their phone during the game (refused once the lists are locked)."""

    KIND = "write_word"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False
    REFUSED_UNCHANGED = True


@command
@dataclass(frozen=True)
class StrikeWord(WordCommand):
    """A word a player struck off their phone's list: before time-up, or after it until their turn
    to read begins (docs/rules.md §4: reading later is an advantage)."""

    KIND = "strike_word"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False
    REFUSED_UNCHANGED = True


@command
@dataclass(frozen=True)
class ReissueInvitation(PlayerCommand):
    """The player's phone invitation revoked and a new one issued (a lost or shared phone)."""

    KIND = "reissue_invitation"
    ASPECTS = frozenset({Aspect.PHONES})
    UNDOABLE = False


@command
@dataclass(frozen=True)
class VoidPhoneList(GameCommand):
    """The judge's ruling that a player's phone list does not count as read for them: it crosses
    nobody's words, and its player reads aloud like a paper player (docs/rules.md §3)."""

    KIND = "void_phone_list"
    ASPECTS = frozenset({Aspect.PHONES, Aspect.WORDS})

    player: PlayerId

    def describe(self, names: Names) -> str:
        return _("{game} · {name}'s phone list void").format(
            game=game_text(self.key), name=player_name(names, self.player)
        )
