"""What can be done now in a round and on the night, built from the night's state.

Every rule is asked of the night (and so of its format): which games can start, whether a round can
be seated again, who a crowning would crown. The views only gather the answers with the names to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from boggle_throne.i18n import _
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ThroneError
from boggle_throne.night.formats import NextGame
from boggle_throne.night.games import GameKey
from boggle_throne.night.state import Night
from boggle_throne.services.reading.seating import next_seed, round_plan
from boggle_throne.services.reading.view_builders import bracket_view, round_view
from boggle_throne.services.reading.views import BracketView, MatchView, RoundView, round_title
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import PlayerId, PlayerStatus
from boggle_throne.tournament.rounds import RoundKind


@dataclass(frozen=True)
class SeatView:
    """A player where a view names one: the name to show and the number to act with."""

    id: PlayerId
    name: str


@dataclass(frozen=True)
class GameSlotView:
    """A game the rounds page lists: a table's or a match's game, or a tie-break game.

    `players` read in it, in reading order (a game not started: as it would start). `phase`, `held`
    and `totals` (each player's points, in reading order) describe a started game. `tie_break_players`
    are the players to name when starting a tie-break game that has not started (else empty).
    """

    key: GameKey
    label: str
    players: tuple[SeatView, ...]
    started: bool
    closed: bool
    phase: TimerPhase | None
    held: int
    totals: tuple[tuple[str, int], ...]
    can_start: bool
    can_close: bool
    tie_break_players: tuple[PlayerId, ...] = ()

    @property
    def is_tie_break(self) -> bool:
        return self.key.is_tie_break


@dataclass(frozen=True)
class PlayGroupView:
    """A table of a round, or a match of a bracket round (with its `match`), and the games it lists."""

    label: str
    players: tuple[SeatView, ...]
    games: tuple[GameSlotView, ...]
    match: MatchView | None = None
    table: int = 0
    """The table's number (a match's position in its round): what a station owns and enters."""


class SeatingAction(Enum):
    """How the next players are seated: a round of tables, or the bracket (drawn once)."""

    SEAT_ROUND = "seat_round"
    DRAW_BRACKET = "draw_bracket"


@dataclass(frozen=True)
class PlayView:
    """What can be done now in a round, and on the night: its games, reseating, seating, crowning.

    `round` is None before any round is seated (or the bracket drawn); `round_titles` names every
    round, from round 1. `groups` are the round's tables or matches with their games, `tie_breaks`
    its tie-break games, started or waiting to start. `decided`, `final`, `advancing` and `wild_cards`
    tell a decided round of tables' outcome. `seating` is how the next players are seated, `can_seat`
    whether that can be done now (else `seating_refusal` says why) and `next_seed` the seed it is drawn
    from unless drawn again. `crown_name` is who would be (or was) crowned, `can_crown` whether a
    crowning can be done now.
    """

    round: int | None
    round_titles: tuple[str, ...]
    groups: tuple[PlayGroupView, ...]
    tie_breaks: tuple[GameSlotView, ...]
    decided: bool
    final: bool
    advancing: tuple[str, ...]
    wild_cards: tuple[str, ...]
    can_reseat: bool
    seating: SeatingAction
    can_seat: bool
    seating_refusal: str | None
    next_seed: int
    checked_in: int
    crown_name: str | None
    can_crown: bool
    crowned: bool

    @property
    def slots(self) -> tuple[GameSlotView, ...]:
        """Every game the round lists: the tables' or matches' games, then the tie-break games."""
        return (*(slot for group in self.groups for slot in group.games), *self.tie_breaks)

    def slot(self, key: GameKey) -> GameSlotView | None:
        return next((slot for slot in self.slots if slot.key == key), None)


def play_view(state: Night, number: int | None) -> PlayView:
    """The round `number` (None: the latest) and what can be done now; a bracket's draw is refused
    once drawn."""
    head_to_head = state.require_settings().format_kind is FormatKind.HEAD_TO_HEAD
    bracket = bracket_view(state)
    titles = _round_titles(state, bracket)
    chosen = number if number is not None else (len(titles) or None)
    if chosen is not None and not 1 <= chosen <= len(titles):
        chosen = None
    groups: tuple[PlayGroupView, ...] = ()
    tie_breaks: tuple[GameSlotView, ...] = ()
    round_: RoundView | None = None  # a round of tables, whose outcome the view tells
    if chosen is not None:
        coming = {game.key: game for game in state.format.next_games(chosen)}
        if bracket is not None:
            groups = _matches(state, bracket, chosen, coming)
        else:
            groups, tie_breaks = _tables(state, chosen, coming)
            round_ = round_view(state, state.round(chosen))
    if head_to_head:
        seating = SeatingAction.DRAW_BRACKET
        refusal = _("the bracket has already been drawn") if state.bracket is not None else None
    else:
        seating, refusal = SeatingAction.SEAT_ROUND, _seating_refusal(state)
    names = state.names()
    winner, candidate = state.winner, state.crown_candidate
    crowned_or_next = winner if winner is not None else state.format.crown_candidate  # even with a game open
    return PlayView(
        chosen,
        titles,
        groups,
        tie_breaks,
        round_ is not None and round_.complete,
        round_ is not None and round_.kind is RoundKind.FINAL,
        round_.advancing if round_ is not None else (),
        round_.wild_cards if round_ is not None else (),
        chosen is not None and state.format.can_unseat(chosen),
        seating,
        refusal is None,
        refusal,
        next_seed(state),
        len(state.roster.with_status(PlayerStatus.CHECKED_IN)),
        names[crowned_or_next] if crowned_or_next is not None else None,
        candidate is not None,
        winner is not None,
    )


def _seating_refusal(state: Night) -> str | None:
    """Why the next round of tables cannot be seated now, or None when it can."""
    try:
        round_plan(state)
    except ThroneError as error:
        return str(error)
    return None


def _round_titles(state: Night, bracket: BracketView | None) -> tuple[str, ...]:
    if bracket is not None:
        return tuple(bracket.round_title(n) for n in range(1, len(bracket.rounds) + 1))
    tournament = state.tournament
    rounds = tournament.rounds if tournament is not None else ()
    return tuple(round_title(r.plan.number, r.plan.kind is RoundKind.FINAL) for r in rounds)


def _tables(
    state: Night, number: int, coming: dict[GameKey, NextGame]
) -> tuple[tuple[PlayGroupView, ...], tuple[GameSlotView, ...]]:
    """A round of tables: each table with all its games, then its tie-break games by number."""
    plan = state.round(number).plan
    groups = tuple(
        PlayGroupView(
            _("Table {number}").format(number=table.number),
            _seats(state, table.seats),
            tuple(
                _slot(state, GameKey(number, table.number, game), coming, plan.read_order(table.number, game))
                for game in range(1, plan.games + 1)
            ),
            table=table.number,
        )
        for table in plan.tables
    )
    started = [key for key in state.games if key.round == number and key.is_tie_break]
    keys = sorted({*started, *(key for key in coming if key.is_tie_break)})
    return groups, tuple(_slot(state, key, coming, ()) for key in keys)


def _matches(
    state: Night, bracket: BracketView, number: int, coming: dict[GameKey, NextGame]
) -> tuple[PlayGroupView, ...]:
    """A bracket round: each match (and bye) with its games so far and the next one, if it can start."""
    ids = {player.name: player.id for player in state.roster.players}
    groups = []
    for match in bracket.rounds[number - 1]:
        keys = [game.key for game in match.games]
        keys.extend(key for key in coming if (key.round, key.table) == (number, match.number))
        players = tuple(SeatView(ids[name], name) for name in match.players if name is not None)
        groups.append(
            PlayGroupView(
                match.label,
                players,
                tuple(_slot(state, key, coming, ()) for key in dict.fromkeys(keys)),
                match,
                match.number,
            )
        )
    return tuple(groups)


def _slot(
    state: Night, key: GameKey, coming: dict[GameKey, NextGame], readers: tuple[PlayerId, ...]
) -> GameSlotView:
    """A game as listed: started (its phase, held words, or totals once closed) or not (startable now
    when it is among the `coming` games; `readers` are who would read in it otherwise)."""
    label = (_("Tie-break game {number}") if key.is_tie_break else _("Game {number}")).format(number=key.game)
    record = state.games.get(key)
    if record is None:
        following = coming.get(key)
        order = following.players if following is not None else readers
        tied = following.players if following is not None and key.is_tie_break else ()
        shown = following.key if following is not None else state.labelled(key)
        return GameSlotView(
            shown, label, _seats(state, order), False, False, None, 0, (), following is not None, False, tied
        )
    score = state.score(key)
    names = state.names()
    totals = (
        tuple((names[p], sheet.total) for p, sheet in zip(record.read_order, score.players, strict=True))
        if record.closed
        else ()
    )
    held = 0 if record.closed else len(score.held)
    return GameSlotView(
        state.labelled(key),
        label,
        _seats(state, record.read_order),
        True,
        record.closed,
        record.timer.phase,
        held,
        totals,
        False,
        not record.closed,
    )


def _seats(state: Night, players: tuple[PlayerId, ...]) -> tuple[SeatView, ...]:
    names = state.names()
    return tuple(SeatView(player, names[player]) for player in players)
