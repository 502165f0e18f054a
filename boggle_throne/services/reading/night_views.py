"""What a station reads of an open night: its settings, players, rounds, games, boards, log, side
tables and what can be done now, as plain views built from the night as last rebuilt. Nothing here
is recorded."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from datetime import datetime

from boggle_throne.engine.board import Board
from boggle_throne.i18n import _
from boggle_throne.night.errors import NothingToUndoError
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.night.side_rules import SideTable, side_table
from boggle_throne.night.state import Logged
from boggle_throne.services.acting.history import action_name
from boggle_throne.services.reading.boards import answer_key, game_board
from boggle_throne.services.reading.loaded_night import LoadedNight
from boggle_throne.services.reading.night_log import log_entries
from boggle_throne.services.reading.phone_views import (
    FlaggedList,
    PhoneView,
    flagged_lists,
    phone_view,
    players_game,
)
from boggle_throne.services.reading.play_views import PlayView, play_view
from boggle_throne.services.reading.seating import round_plan
from boggle_throne.services.reading.side_views import SideTableView, table_view
from boggle_throne.services.reading.view_builders import (
    bracket_view,
    game_view,
    player_view,
    round_view,
    standings_view,
    throne_view,
)
from boggle_throne.services.reading.views import (
    BracketView,
    GameView,
    LogEntry,
    PlayerView,
    RoundView,
    StandingsView,
    ThroneView,
)
from boggle_throne.services.word_lists.dictionaries import ListOrigin
from boggle_throne.tournament.players import PlayerId
from boggle_throne.tournament.rounds import Round


class NightViews:
    """The read side of one open night: every screen, printout and phone reads it through here."""

    def __init__(self, night: LoadedNight) -> None:
        self._night = night

    @property
    def projector_pin(self) -> tuple[str | None, GameKey | None]:
        """Where the host last pointed the projectors (`PointProjector`): the pinned view's name and
        the game followed; None and None while they follow the night by themselves."""
        return self._night.state.projector

    @property
    def settings(self) -> TournamentSettings:
        return self._night.state.require_settings()

    def player_id(self, player: int | str) -> PlayerId:
        """A player's number, from the number or the name (as the roster compares names)."""
        return self._night.state.player(player).id

    def players(self) -> tuple[PlayerView, ...]:
        return tuple(player_view(self._night.state, p) for p in self._night.state.roster.players)

    @property
    def settings_lock(self) -> str | None:
        """Why the settings can no longer change (play has started), or None while they can."""
        return self._night.state.settings_lock

    def play(self, round_number: int | None = None) -> PlayView:
        """What can be done now in a round (None: the latest) and on the night: the games that can be
        started, opened or closed, reseating, the next seating or the bracket's draw, crowning."""
        return play_view(self._night.state, round_number)

    @property
    def unlocked_settings(self) -> frozenset[str]:
        """The names of the settings (as in `update_settings`) that can still change now: all of them
        before play starts, then only those no game's result depends on."""
        return self._night.state.unlocked_settings

    def preview_next_round(self, seed: int | None = None) -> RoundView:
        """The seating the next round would get, shown before it is confirmed (nothing is recorded)."""
        plan = round_plan(self._night.state, seed)
        rule = self.settings.table_format.advancement
        return round_view(self._night.state, Round(plan, rule, self._night.state.roster))

    def bracket(self) -> BracketView | None:
        """The head-to-head bracket, once drawn (None for table rounds)."""
        return bracket_view(self._night.state)

    def round(self, number: int) -> RoundView:
        return round_view(self._night.state, self._night.state.round(number))

    def standings(self) -> StandingsView:
        return standings_view(self._night.state)

    def throne(self) -> ThroneView:
        return throne_view(self._night.state)

    def house_lists(self) -> tuple[frozenset[str], frozenset[str]]:
        """The approved and the banned words."""
        return frozenset(self._night.state.approved), frozenset(self._night.state.banned)

    def game(self, key: GameKey) -> GameView:
        return game_view(self._night.state, key)

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]:
        return tuple(sorted(k for k in self._night.state.games if round_number in (None, k.round)))

    def board(self, key: GameKey) -> Board:
        """The game's board; before it starts, the board a generated start would deal: the one
        another table already plays for this game when boards are shared, offered to its judge
        (and for board sheets printed ahead, for tables that play from paper)."""
        return game_board(self._night.state, key)

    def offered_board(self, key: GameKey) -> Board | None:
        """The board another table already plays for this game's number, when boards are shared and
        this game has not started: its judge is offered it, and a start without a typed board takes it."""
        offered = self._night.state.shared_board(key) if key not in self._night.state.games else None
        return offered.board if offered is not None else None

    def word_list_origin(self) -> ListOrigin:
        """The language, source and licence of the word list the night is judged against."""
        return self._night.dictionaries.origin(self.settings)

    def board_words(self, key: GameKey) -> tuple[str, ...]:
        """Every word on the game's board that the rules allow, longest first (the answer key)."""
        return answer_key(self._night.state, key)

    def missed_words(self, key: GameKey, limit: int = 10) -> tuple[str, ...]:
        """The best words on the board that nobody read, longest first."""
        read = {word for words in self._night.state.game(key).read.values() for word in words}
        return tuple(word for word in self.board_words(key) if word not in read)[:limit]

    # ----- phones ------------------------------------------------------------------------------

    def invitation_number(self, player: PlayerId) -> int | None:
        """The number of the player's invitation in force (None for no such player)."""
        return self._night.state.invitation(player) if player in self._night.state.roster else None

    def phone_game(self, player: PlayerId) -> GameKey | None:
        """The open game the player writes on their phone now, if any."""
        record = players_game(self._night.state, player)
        return record.key if record is not None and not record.closed else None

    def phone(self, player: PlayerId, now: datetime) -> PhoneView:
        """What the player's phone shows at `now` (the lists lock on this station's clock)."""
        return phone_view(self._night.state, player, now, self.missed_words)

    def flagged_phone_lists(self) -> tuple[FlaggedList, ...]:
        """The phone lists to show the judge before their reading: far too long, or written at a
        machine's pace (docs/phones.md); the judge may void them."""
        return flagged_lists(self._night.state)

    def side_tables(self) -> tuple[SideTableView, ...]:
        """The bar's open side tables, by number."""
        return tuple(self.side_table(number) for number in sorted(self._night.state.side_tables))

    def side_table(self, number: int) -> SideTableView:
        return table_view(number, self.side_table_state(number))

    def side_table_state(self, number: int) -> SideTable:
        """One open side table with its referee (for the side tables' use cases)."""
        return side_table(self._night.state, number)

    def pending_tie_breaks(self, round_number: int) -> tuple[tuple[int, ...], ...]:
        """The tied players of each tie-break game the round waits for."""
        return tuple(tuple(sorted(g.players)) for g in self._night.state.pending_tie_breaks(round_number))

    def log(self) -> tuple[LogEntry, ...]:
        """Every recorded action, newest last, marked whether it is still in force."""
        return log_entries(self._night.state, self._night.store.iter_events(), self._night.read_log())

    def undo_name(self) -> str | None:
        """What this station's undo takes back now (its own last action in force), as a judge reads it
        ("PLATES for Ann, R1 T1 G1"); None: nothing."""
        return self._named(lambda: self._night.state.history.undo_target(self._night.station))

    def redo_name(self) -> str | None:
        """What this station's redo brings back now (the last action it undid); None: nothing."""
        return self._named(lambda: self._night.state.history.redo_target(self._night.station))

    def night_undo_name(self) -> str | None:
        """What undoing the night's last action takes back now, naming the station that made it;
        None: nothing."""
        with suppress(NothingToUndoError):
            last = self._night.state.history.undo_target()
            name = action_name(last.command, self._night.state.names())
            return _("{action} (station {station})").format(action=name, station=last.station)
        return None

    def _named(self, target: Callable[[], Logged]) -> str | None:
        with suppress(NothingToUndoError):
            return action_name(target().command, self._night.state.names())
        return None
