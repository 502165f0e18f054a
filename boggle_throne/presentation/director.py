"""Which page the projector shows, decided from the change events and the services' views, without Qt.

A change carries the game it touched as it now stands (`change.result.game`, built once by the
service); the director and the pages take that game from the change (see `AfterChange`) and read
the services only for what a change does not carry (the standings, the bracket, the Throne).

The projector follows the night by itself: a game's countdown, its board and clock, the reading of
the words, its result, then the round's standings (or the bracket), and the crowning. By default it
follows the game of the latest change; the host can make it follow one table instead. While the
phone server runs, a newly seated round shows its players' invitations until its first game starts;
the words players type on their phones (many a second, none of them shown) leave the scene as it is.

The night goes through *phases* (`Phase`): a round seated, its games under way, the round decided,
the night crowned. A new phase takes the screen whatever the host pinned (the pin ends), and the
close of a round's last game goes straight to that round's standings. A correction to a closed game
the screen does not show (an earlier round's, say) keeps the scene: the room is not thrown back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from boggle_throne.i18n import N_, _
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.side_views import SideTableView, changed_side_table
from boggle_throne.services.reading.views import GameView, StandingsView, ThroneView
from boggle_throne.tournament.rounds import RoundKind

WARNING_SECONDS = 30
FINAL_SECONDS = 10
PHONES_ONLY = frozenset({Aspect.PHONES})


class ProjectorView(Enum):
    """The projector's pages, in the order a night goes through them."""

    WAITING = "waiting"
    INVITATIONS = "invitations"
    COUNTDOWN = "countdown"
    BOARD = "board"
    SCORING = "scoring"
    RESULT = "result"
    STANDINGS = "standings"
    BRACKET = "bracket"
    CROWNING = "crowning"
    SIDE = "side"
    """A side table of the bar: its bid, its players' dice or cards, its last call."""


IN_PLAY = frozenset({ProjectorView.COUNTDOWN, ProjectorView.BOARD, ProjectorView.SCORING})
"""The pages of a tournament game in play, which a side table's move never takes over."""
GAME_PAGES = IN_PLAY | {ProjectorView.WAITING, ProjectorView.RESULT}
"""The pages about one game."""


class Stage(Enum):
    """Where the latest round stands, in the order a round goes through them."""

    SEATED = "seated"
    """Seated (or drawn), none of its games started: the seating plan."""
    PLAYING = "playing"
    DECIDED = "decided"
    """Every game closed: who goes through."""
    CROWNED = "crowned"


@dataclass(frozen=True)
class Phase:
    """The night's phase: its latest round (None before any) and where that round stands."""

    round: int | None
    stage: Stage

    @property
    def title(self) -> str:
        """The phase as the judges read it, e.g. `round 2 decided`, in the language spoken."""
        if self.stage is Stage.CROWNED:
            return _("the crowning")
        if self.round is None:
            return _("no round seated")
        return _(_PHASE_TITLES[self.stage]).format(number=self.round)


_PHASE_TITLES = {
    Stage.SEATED: N_("round {number} seated"),
    Stage.PLAYING: N_("round {number} playing"),
    Stage.DECIDED: N_("round {number} decided"),
}
"""A round's phase as the judges read it (translated where shown)."""


NO_ROUND = Phase(None, Stage.SEATED)

MOVES_PHASE = frozenset({Aspect.SEATING, Aspect.BOARD, Aspect.GAME_CLOSED, Aspect.THRONE, Aspect.HISTORY})
"""The aspects of the changes that may move the night to another phase (no word read ever does)."""


class TimerAlert(Enum):
    """How urgent the game clock looks: calm, the warning, the last seconds, or time is up."""

    CALM = "calm"
    WARNING = "warning"
    FINAL = "final"
    ZERO = "zero"


def timer_alert(remaining: float) -> TimerAlert:
    """The alert for a number of seconds left on a running clock."""
    if remaining <= 0:
        return TimerAlert.ZERO
    if remaining <= FINAL_SECONDS:
        return TimerAlert.FINAL
    if remaining <= WARNING_SECONDS:
        return TimerAlert.WARNING
    return TimerAlert.CALM


def clock_text(remaining: float) -> str:
    """`m:ss`, rounding up so the clock shows 0:00 only when time is up."""
    seconds = math.ceil(max(0.0, remaining) - 1e-6)
    return f"{seconds // 60}:{seconds % 60:02d}"


class NightReader(Protocol):
    """The read side of the services the projector uses (`NightViews` is one)."""

    def game(self, key: GameKey) -> GameView: ...

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]: ...

    def standings(self) -> StandingsView: ...

    def throne(self) -> ThroneView: ...

    def side_tables(self) -> tuple[SideTableView, ...]: ...


class AfterChange:
    """A `NightReader` that answers for the game a change carried with the view it carried, and asks
    the services for everything else (so a change's game view is never built again to show it)."""

    def __init__(self, reader: NightReader, carried: GameView | None) -> None:
        self._reader = reader
        self._carried = carried

    def game(self, key: GameKey) -> GameView:
        carried = self._carried
        return carried if carried is not None and carried.key == key else self._reader.game(key)

    def games(self, round_number: int | None = None) -> tuple[GameKey, ...]:
        return self._reader.games(round_number)

    def standings(self) -> StandingsView:
        return self._reader.standings()

    def throne(self) -> ThroneView:
        return self._reader.throne()

    def side_tables(self) -> tuple[SideTableView, ...]:
        return self._reader.side_tables()


@dataclass(frozen=True)
class Scene:
    """A page and what it is about: the game, the round, and whether that round is the final."""

    view: ProjectorView
    game: GameKey | None = None
    round: int | None = None
    final: bool = False
    side: int | None = None
    """The side table shown on the side page."""


SHOWN_AS: dict[ProjectorView, str] = {
    ProjectorView.WAITING: N_("waiting"),
    ProjectorView.INVITATIONS: N_("invitations"),
    ProjectorView.COUNTDOWN: N_("countdown"),
    ProjectorView.BOARD: N_("board"),
    ProjectorView.SCORING: N_("reading"),
    ProjectorView.RESULT: N_("result"),
    ProjectorView.STANDINGS: N_("standings"),
    ProjectorView.BRACKET: N_("bracket"),
    ProjectorView.CROWNING: N_("crowning"),
    ProjectorView.SIDE: N_("side table"),
}
"""Each page's name for the judges (in English: translated where shown)."""


def scene_text(scene: Scene) -> str:
    """What a scene shows, as the judges' window names it: `board · round 2, table 1, game 1`,
    `standings · the final`, `crowning`."""
    name = _(SHOWN_AS[scene.view])
    if scene.view is ProjectorView.SIDE:
        return _("side table {number}").format(number=scene.side) if scene.side is not None else name
    if scene.view in (ProjectorView.WAITING, ProjectorView.CROWNING) and scene.game is None:
        return name
    if scene.game is not None and scene.view not in (ProjectorView.STANDINGS, ProjectorView.BRACKET):
        final_game = _("the final, game {game}").format(game=scene.game.game)
        where = final_game if scene.final else scene.game.label
    elif scene.round is not None:
        where = _("the final") if scene.final else _("round {number}").format(number=scene.round)
    else:
        return name
    return f"{name} · {where}"


def reveals_nothing(change: Change) -> bool:
    """Whether a change touched only the phones (a word written or struck before it is read, an
    invitation re-issued): nothing the projector shows of the night."""
    return change.aspects == PHONES_ONLY


def game_page(game: GameView) -> ProjectorView:
    """The page for a game's state: its countdown, board, reading, or result. The words read stay
    off the screen (the board stays on it) while another table is still playing the same board."""
    read = game.closed or any(player.words for player in game.players)
    if read and game.board_played_elsewhere:
        return ProjectorView.BOARD
    if game.closed:
        return ProjectorView.RESULT
    if read:
        return ProjectorView.SCORING
    if game.timer.phase in (TimerPhase.RUNNING, TimerPhase.PAUSED, TimerPhase.FINISHED):
        return ProjectorView.BOARD
    return ProjectorView.COUNTDOWN


class Director:
    """Turns each change into the scene to show, remembering the scene and the table it follows.

    `phones_on` says whether the phone server runs (the projector window keeps it up to date with
    `set_phones`): a seating then shows the round's invitations rather than its standings."""

    def __init__(self, reader: NightReader) -> None:
        self._reader = reader
        self.phones_on = False
        self._followed: GameKey | None = None
        self._final_rounds: dict[int, bool] = {}
        self._side: int | None = None
        """The side table last moved at or shown: the one a pinned side page shows."""
        self.phase = self.night_phase()
        self.moved_on = False
        """Whether the last change moved the night to a new phase (a host's pin then ends)."""
        self.kept: GameKey | None = None
        """A closed game the last change corrected while the scene stayed where the night is."""
        self.scene = self.opening_scene()

    @property
    def followed(self) -> GameKey | None:
        return self._followed

    def follow(self, key: GameKey | None) -> Scene:
        """Follow one table's games (that table number in every round), or None for the latest change.

        The followed game takes the screen unless it would throw the room back or hide what it
        reads: a closed game behind the night (a judge opens an earlier game to correct it), or a
        game not started while its round's seating is on screen."""
        self._followed = key
        if key is not None and not self._keeps_scene_for(key):
            self.scene = self.game_scene(key)
        return self.scene

    def _keeps_scene_for(self, key: GameKey) -> bool:
        if key not in self._reader.games(key.round):
            seating = self.scene.view in (ProjectorView.STANDINGS, ProjectorView.INVITATIONS)
            return seating and self.scene.round == key.round
        return self._reader.game(key).closed and self._behind(key)

    def on_change(self, change: Change) -> Scene:
        """The scene after a change (the same scene when the change is about something not followed).

        Decided from the change's aspects alone: only an undo or a redo carries `HISTORY` (with every
        other aspect), a seating or a drawn bracket carries `SEATING`, and a crowning touches the Throne
        of a night that then has its winner. A change that `reveals_nothing` keeps the very scene."""
        self.moved_on, self.kept = False, None
        if reveals_nothing(change):
            return self.scene
        history = Aspect.HISTORY in change.aspects
        if Aspect.SEATING in change.aspects:
            self._final_rounds.clear()
        before = self.phase
        if change.aspects & MOVES_PHASE:
            self.phase = self.night_phase()
        self.moved_on = self.phase != before and not history
        side = changed_side_table(change)
        if side is not None and not history:
            self._side = side
            self.scene = self._side_scene(side)
        elif self._crowned_by(change):
            self.scene = Scene(ProjectorView.CROWNING)
        elif change.game is not None:
            self._game_changed(change, change.game)
        elif Aspect.SEATING in change.aspects and not history:
            self.scene = self._seated_scene(self._latest_round())
        elif history:
            self.scene = self._rederived()
        return self.scene

    def _game_changed(self, change: Change, key: GameKey) -> None:
        """A change to one game: the close of its round's last game shows the round's standings; a
        correction to a closed game not on screen keeps the scene (noted in `kept`); otherwise the
        game as it now stands, when its table is followed."""
        game = change.result.game
        if self.moved_on and self.phase == Phase(key.round, Stage.DECIDED):
            self.scene = self._standings_scene(key.round, key)
        elif change.command.CORRECTION and game is not None and game.closed and self._behind(key):
            self.kept = key
        elif self._followed is None or self._followed.table == key.table:
            self.scene = self.game_scene(key, game)

    def _behind(self, key: GameKey) -> bool:
        """Whether a closed game is behind what the room sees: another game, the crowning, or the
        standings (or seating) of its round or a later one, which show the correction as it is."""
        if self.scene.view in GAME_PAGES:
            return self.scene.game != key
        if self.scene.view is ProjectorView.CROWNING:
            return True
        return self.scene.round is not None and self.scene.round >= key.round

    def night_phase(self) -> Phase:
        """The night's phase as it now stands, from the standings and the games started."""
        standings = self._reader.standings()
        if standings.winner is not None:
            return Phase(None, Stage.CROWNED)
        if standings.rounds:
            latest = standings.rounds[-1]
            if latest.complete:
                return Phase(latest.number, Stage.DECIDED)
            return Phase(latest.number, Stage.PLAYING if self._reader.games(latest.number) else Stage.SEATED)
        games = self._reader.games()
        return Phase(games[-1].round, Stage.PLAYING) if games else NO_ROUND

    def set_phones(self, on: bool) -> Scene:
        """The phone server started or stopped: the latest round's standings give way to its
        invitations while none of its games has started, and the invitations to the standings."""
        self.phones_on = on
        latest = self._latest_round()
        waiting = self.scene.view in (ProjectorView.STANDINGS, ProjectorView.BRACKET)
        if on and waiting and self.scene.round == latest and not self._reader.games(latest):
            self.scene = Scene(ProjectorView.INVITATIONS, None, latest, self._is_final(latest))
        elif not on and self.scene.view is ProjectorView.INVITATIONS:
            self.scene = self._standings_scene(self.scene.round, None)
        return self.scene

    def follow_up(self) -> Scene | None:
        """What a result gives way to after a while: the round's standings, or the bracket."""
        if self.scene.view is not ProjectorView.RESULT:
            return None
        self.scene = self._standings_scene(self.scene.round, self.scene.game)
        return self.scene

    def scene_for(self, view: ProjectorView) -> Scene:
        """A pinned page about the game and round the projector is on (or the latest ones); the
        invitations are always the latest round's, the one whose players are seated now."""
        if view is ProjectorView.INVITATIONS:
            latest = self._latest_round()
            return Scene(view, None, latest, self._is_final(latest))
        if view is ProjectorView.SIDE:
            return Scene(view, side=self._shown_side())
        game = self.scene.game or max(self._reader.games(), default=None)
        number = self.scene.round or (game.round if game is not None else self._latest_round())
        return Scene(view, game, number, self._is_final(number))

    def opening_scene(self) -> Scene:
        """The scene for a night opened part-way: crowned, a game in play, or the latest standings."""
        if self._reader.standings().winner is not None:
            return Scene(ProjectorView.CROWNING)
        open_games = [key for key in self._reader.games() if not self._reader.game(key).closed]
        if open_games:
            return self.game_scene(max(open_games))
        latest = self._latest_round()
        return self._standings_scene(latest, None) if latest is not None else Scene(ProjectorView.WAITING)

    def game_scene(self, key: GameKey, game: GameView | None = None) -> Scene:
        """The scene for one game as it stands (waiting for it if it has not started); `game` is its
        view when the caller has it (a change carries it), so it is not built again."""
        if game is None or game.key != key:
            game = self._reader.game(key) if key in self._reader.games(key.round) else None
        view = game_page(game) if game is not None else ProjectorView.WAITING
        return Scene(view, key, key.round, self._is_final(key.round))

    def _side_scene(self, number: int) -> Scene:
        """After a move at a side table: that table, unless a tournament game is in play on screen
        (the room watches the tournament first); a table cleared away gives way to the night."""
        if self.scene.view in IN_PLAY:
            return self.scene
        if number not in {table.number for table in self._reader.side_tables()}:
            return self.opening_scene() if self.scene.side == number else self.scene
        return Scene(ProjectorView.SIDE, side=number)

    def show_side(self, number: int) -> Scene:
        """A side table on screen now, as the judge asked (a pinned side page shows it too)."""
        self._side = number
        self.scene = Scene(ProjectorView.SIDE, side=number)
        return self.scene

    def _shown_side(self) -> int | None:
        """The side table a pinned side page shows: the one last moved at or shown while it is open,
        else the first one open."""
        numbers = [table.number for table in self._reader.side_tables()]
        if self._side in numbers:
            return self._side
        return numbers[0] if numbers else None

    def _crowned_by(self, change: Change) -> bool:
        """Whether the change crowned the night: it touched the Throne, was no undo or redo, and the
        night now has its winner (naming a defending champion, the other change to the Throne, comes
        before any winner)."""
        if Aspect.THRONE not in change.aspects or Aspect.HISTORY in change.aspects:
            return False
        return self._reader.standings().winner is not None

    def _rederived(self) -> Scene:
        """After an undo or a redo: the same game or round as it now stands."""
        if self.scene.view is ProjectorView.SIDE:
            return self._side_scene(self.scene.side) if self.scene.side is not None else self.opening_scene()
        if self.scene.view is ProjectorView.CROWNING or self.scene.game is None:
            return self.opening_scene()
        if self.scene.view in (ProjectorView.STANDINGS, ProjectorView.BRACKET):
            return self.scene
        return self.game_scene(self.scene.game)

    def _seated_scene(self, number: int | None) -> Scene:
        """A round just seated: its invitations while the phones are on, else its standings."""
        if self.phones_on and number is not None:
            return Scene(ProjectorView.INVITATIONS, None, number, self._is_final(number))
        return self._standings_scene(number, None)

    def _standings_scene(self, number: int | None, game: GameKey | None) -> Scene:
        view = (
            ProjectorView.BRACKET if self._reader.standings().bracket is not None else ProjectorView.STANDINGS
        )
        return Scene(view, game, number, self._is_final(number))

    def _latest_round(self) -> int | None:
        rounds = self._reader.standings().rounds
        return rounds[-1].number if rounds else None

    def _is_final(self, number: int | None) -> bool:
        if number is None:
            return False
        if number not in self._final_rounds:
            rounds = self._reader.standings().rounds
            self._final_rounds[number] = any(r.number == number and r.kind is RoundKind.FINAL for r in rounds)
        return self._final_rounds[number]
