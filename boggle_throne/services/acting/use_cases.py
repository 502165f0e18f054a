"""The use cases of a night: what a judge's or an organiser's click does, said as one method each.

Each builds its command, or the draft the services complete (`completion`), from what a screen has at
hand (a player's name or number, a seed), has the open night execute it and returns the view the
screen shows next.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night import commands as c
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.acting.completion import (
    Deal,
    Draft,
    DrawFromSeed,
    MoveClock,
    RedoLast,
    SeatFromSeed,
    SettingsChange,
    UndoLast,
)
from boggle_throne.services.reading.loaded_night import LoadedNight
from boggle_throne.services.reading.night_views import NightViews
from boggle_throne.services.reading.view_builders import player_view
from boggle_throne.services.reading.views import (
    ActionResult,
    BracketView,
    GameView,
    PlayerView,
    RoundView,
    ThroneView,
)

Act = Callable[[c.Command | Draft], ActionResult]
"""Complete a command and execute it (`OpenNight.act_on`)."""


class UseCases:
    """The actions of one station on an open night, by use case; each returns what the screen shows."""

    def __init__(self, night: LoadedNight, views: NightViews, act: Act) -> None:
        self._night = night
        self._views = views
        self._act = act

    # ----- players -----------------------------------------------------------------------------

    def register(self, name: str, *, seed_rank: int | None = None, checked_in: bool = False) -> PlayerView:
        """Put a player on the list; `checked_in` for a walk-in who is here now."""
        self._act(c.RegisterPlayer(name, seed_rank, checked_in))
        return self._views.players()[-1]

    def check_in(self, player: int | str) -> PlayerView:
        return self._on_player(c.CheckIn(self._views.player_id(player)))

    def withdraw_player(self, player: int | str) -> PlayerView:
        return self._on_player(c.WithdrawPlayer(self._views.player_id(player)))

    def set_seed_rank(self, player: int | str, seed_rank: int | None) -> PlayerView:
        return self._on_player(c.SetSeedRank(self._views.player_id(player), seed_rank))

    def rename_player(self, player: int | str, name: str) -> PlayerView:
        """Give a player another display name, keeping their id and with it their games and results."""
        return self._on_player(c.RenamePlayer(self._views.player_id(player), name))

    def proclaim_champion(self, player: int | str) -> PlayerView:
        """Name the reigning champion who defends the Throne tonight (a vacant Throne only)."""
        return self._on_player(c.ProclaimChampion(self._views.player_id(player)))

    def _on_player(self, command: c.PlayerCommand) -> PlayerView:
        self._act(command)
        return player_view(self._night.state, self._night.state.roster.get(command.player))

    def update_settings(self, **changes: Any) -> TournamentSettings:
        """Change settings before the first round is seated (locked after, since games depend on them)."""
        self._act(SettingsChange(changes))
        return self._views.settings

    # ----- rounds ------------------------------------------------------------------------------

    def seat_next_round(self, seed: int | None = None) -> RoundView:
        """Seat the next round (round 1 from the seed, later rounds snake-seated by results)."""
        seating = self._act(SeatFromSeed(seed)).command
        assert isinstance(seating, c.SeatRound)
        return self._views.round(seating.plan.number)

    def reseat_latest_round(self, seed: int | None = None) -> RoundView:
        """Draw the latest round's seating again, before any of its games started (after a correction)."""
        self.unseat_latest_round()
        return self.seat_next_round(seed)

    def unseat_latest_round(self) -> None:
        """Take back the latest round's seating, before any of its games started."""
        tournament = self._night.state.tournament
        self._act(c.UnseatRound(len(tournament.rounds) if tournament is not None else 0))

    def draw_bracket(self, seed: int | None = None) -> BracketView:
        """Draw the head-to-head bracket (see `reading.seating.bracket_draw`)."""
        self._act(DrawFromSeed(seed))
        bracket = self._views.bracket()
        assert bracket is not None
        return bracket

    def crown(self) -> ThroneView:
        """Crown the final's winner: the new (or defending) holder of the Throne."""
        self._act(c.Crown())
        return self._views.throne()

    # ----- games -------------------------------------------------------------------------------

    def start_game(
        self, key: GameKey, board: str | None = None, players: tuple[int | str, ...] = ()
    ) -> GameView:
        """Start a game on a typed board (from a physical roll) or a generated one.

        Starting a game again before any word was read replays it on a new board (an interrupted
        game). `players` are the tied players of a tie-break game (table 0), by number or name.
        """
        readers = tuple(self._views.player_id(p) for p in players) if key.is_tie_break else ()
        start = c.StartGame(key, board, None, readers) if board is not None else Deal(key, readers)
        return self._on_game(start)

    def correct_board(self, key: GameKey, board: str) -> ActionResult:
        """Correct a mistyped board (docs/rules.md §4), also in a closed game: the game is rescored
        on the corrected board, and a change to who advanced is reported like any correction."""
        return self._act(c.CorrectBoard(key, board))

    def set_timer(self, key: GameKey, phase: TimerPhase) -> GameView:
        """Move a game's clock: announce (countdown), start, pause, resume (running), finish."""
        return self._on_game(MoveClock(key, phase))

    def record_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Enter a word as a player reads it; the result carries its verdict and path at once."""
        return self._act(c.RecordWord(key, self._views.player_id(player), word))

    def correct_word(self, key: GameKey, player: int | str, word: str, new_word: str) -> ActionResult:
        """Fix a mistyped word (or remove it with an empty `new_word`), also in a closed game."""
        return self._act(c.CorrectWord(key, self._views.player_id(player), word, new_word))

    def withdraw_word(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        return self._act(c.WithdrawWord(key, self._views.player_id(player), word))

    def read_next(self, key: GameKey, player: int | str) -> ActionResult | None:
        """Read out the next word the player wrote on their phone (None when none is left to read)."""
        reader = self._views.player_id(player)
        unread = self._night.state.game(key).unread(reader) if key in self._night.state.games else []
        return self._act(c.RecordWord(key, reader, unread[0])) if unread else None

    def challenge(self, key: GameKey, player: int | str, word: str) -> ActionResult:
        """Hold a read word for a ruling."""
        return self._act(c.ChallengeWord(key, self._views.player_id(player), word))

    def rule(
        self, key: GameKey, player: int | str, word: str, ruling: Ruling, reason: InvalidReason | None = None
    ) -> ActionResult:
        """Rule on a held or challenged word; on a closed game this is a correction."""
        return self._act(c.RuleOnWord(key, self._views.player_id(player), word, ruling, reason))

    def set_house_list(self, word: str, listed: str | None) -> frozenset[str]:
        """Put a word on the house `approved` or `banned` list, or take it off with None."""
        self._act(c.SetHouseList.from_json({"word": word, "list": listed}))
        approved, banned = self._views.house_lists()
        return approved if listed == "approved" else banned

    def close_game(self, key: GameKey) -> GameView:
        """Close a game (refused while a word is held); a backup of the file is made after it."""
        return self._on_game(c.CloseGame(key))

    def _on_game(self, command: c.Command | Draft) -> GameView:
        result = self._act(command)
        assert result.game is not None
        return result.game

    # ----- history -----------------------------------------------------------------------------

    def undo(self) -> ActionResult:
        """Take back this station's own last action in force (refused, saying why, when another
        station has since built on it); the result's command names it by its number."""
        return self._act(UndoLast())

    def redo(self) -> ActionResult:
        """Bring back the last action this station undid."""
        return self._act(RedoLast())

    def undo_night_last(self) -> ActionResult:
        """Take back the night's last action in force, whichever station made it (the host's command)."""
        return self._act(UndoLast(anyone=True))
