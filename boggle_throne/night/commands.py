"""The night's commands: one frozen, typed value per kind of action a judge or an organiser takes.

A command is what the log records (`to_json`, read back by `command_from_json`), what the night
applies (see `state.HANDLERS`), what a change announces and what the log page describes. The
services build commands from what a screen asks for; night documents are read into them too.

Each kind declares its name in the log, the aspects of the night it changes, whether undo walks
back over it and whether it may change a closed game (a correction, reported with how it changed
who advanced).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Self

from boggle_throne.engine.errors import quoted
from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.aspects import EVERY_ASPECT, Aspect
from boggle_throne.night.codec import (
    plan_from_json,
    plan_json,
    roster_from_json,
    roster_json,
    throne_from_json,
    throne_json,
)
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.night.payload import check_keys
from boggle_throne.night.payload import field as payload_field
from boggle_throne.night.rulings import reason_named, ruling_named
from boggle_throne.night.settings import TournamentSettings, settings_from_payload
from boggle_throne.tournament.players import Player, PlayerId, Roster
from boggle_throne.tournament.rounds import RoundPlan
from boggle_throne.tournament.throne import Throne

Names = Mapping[PlayerId, str]
"""Players' names by number, for describing a command as people read it."""

_GAME = frozenset({Aspect.BOARD, Aspect.TIMER})


@dataclass(frozen=True)
class Command:
    """Base of every command; a subclass declares its kind and fills in its JSON form."""

    KIND: ClassVar[str]
    """How the log and night documents name this kind of action."""
    ASPECTS: ClassVar[frozenset[Aspect]]
    UNDOABLE: ClassVar[bool] = True
    """False for what undo steps over: the night's creation, the clock, undo and redo themselves."""
    CORRECTION: ClassVar[bool] = False
    """True for what may change a game already closed, and so who advanced."""
    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The keys of its JSON form."""
    REQUEST_FIELDS: ClassVar[tuple[str, ...] | None] = None
    """The keys of a request for it, when the services complete it (see `services.requests`);
    None when a request gives the JSON form itself."""

    @property
    def game(self) -> GameKey | None:
        """The game the command acts on, if it acts on one."""
        return None

    def to_json(self) -> dict[str, Any]:
        """The details the log records (plain JSON values)."""
        return {}

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        """The command from its recorded details; `ActionRefusedError` says what is wrong with them."""
        check_keys(payload, cls.FIELDS, cls.KIND)
        return cls._read(payload)

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls()

    def describe(self, names: Names) -> str:
        """The details as a judge reads them in the log: `R1 T4 G3 · Podrick · ETCH · upheld (slang)`."""
        return ""


def player_id(payload: Mapping[str, Any], name: str = "player") -> PlayerId:
    """A player's number from a command's details."""
    return PlayerId(payload_field(payload, name, int))


def _name(names: Names, player: PlayerId) -> str:
    return names.get(player, f"player {player}")


def _game_text(key: GameKey) -> str:
    return (
        f"R{key.round} tie-break {key.game}" if key.is_tie_break else f"R{key.round} T{key.table} G{key.game}"
    )


# ----- the night and its players ---------------------------------------------------------------


@dataclass(frozen=True)
class CreateNight(Command):
    """The night's creation: its settings, and the players and Throne carried over from the last night."""

    KIND = "create"
    ASPECTS = frozenset({Aspect.SETTINGS, Aspect.ROSTER, Aspect.THRONE})
    UNDOABLE = False

    settings: TournamentSettings
    carried_roster: tuple[Player, ...] | None = None
    carried_throne: Throne | None = None

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        settings = settings_from_payload({k: v for k, v in payload.items() if k not in ("roster", "throne")})
        roster = roster_from_json(payload["roster"]).players if "roster" in payload else None
        throne = throne_from_json(payload["throne"]) if "throne" in payload else None
        return cls(settings, roster, throne)

    def to_json(self) -> dict[str, Any]:
        payload = self.settings.to_payload()
        if self.carried_roster is not None:
            payload["roster"] = roster_json(Roster(self.carried_roster))
        if self.carried_throne is not None:
            payload["throne"] = throne_json(self.carried_throne)
        return payload

    def describe(self, names: Names) -> str:
        return f"{self.settings.name} · {self.settings.held_on.isoformat()}"


@dataclass(frozen=True)
class ChangeSettings(Command):
    """New values for some settings, by their JSON names (see `settings.to_payload`)."""

    KIND = "settings"
    ASPECTS = frozenset({Aspect.SETTINGS})

    changes: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, payload: Mapping[str, Any]) -> Self:
        return cls(dict(payload))

    def to_json(self) -> dict[str, Any]:
        return dict(self.changes)

    def describe(self, names: Names) -> str:
        return " · ".join(f"{key} {value}" for key, value in self.changes.items() if key != "word_list")


@dataclass(frozen=True)
class RegisterPlayer(Command):
    """A player put on the list; `checked_in` for a walk-in who is here now."""

    KIND = "register"
    ASPECTS = frozenset({Aspect.ROSTER})
    FIELDS = ("name", "seed_rank", "checked_in")

    name: str
    seed_rank: int | None = None
    checked_in: bool = False

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(
            payload_field(payload, "name", str),
            payload_field(payload, "seed_rank", int, None),
            payload_field(payload, "checked_in", bool, False),
        )

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "seed_rank": self.seed_rank, "checked_in": self.checked_in}

    def describe(self, names: Names) -> str:
        rank = [] if self.seed_rank is None else [f"seed {self.seed_rank}"]
        return " · ".join([self.name, *rank, *(["checked in"] if self.checked_in else [])])


@dataclass(frozen=True)
class PlayerCommand(Command):
    """A command about one player."""

    FIELDS: ClassVar[tuple[str, ...]] = ("player",)

    player: PlayerId

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(player_id(payload))

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player}

    def describe(self, names: Names) -> str:
        return _name(names, self.player)


@dataclass(frozen=True)
class CheckIn(PlayerCommand):
    KIND = "check_in"
    ASPECTS = frozenset({Aspect.ROSTER})


@dataclass(frozen=True)
class WithdrawPlayer(PlayerCommand):
    KIND = "withdraw_player"
    ASPECTS = frozenset({Aspect.ROSTER, Aspect.STANDINGS})


@dataclass(frozen=True)
class ProclaimChampion(PlayerCommand):
    """The reigning champion who defends the Throne tonight (a vacant Throne only)."""

    KIND = "proclaim"
    ASPECTS = frozenset({Aspect.ROSTER, Aspect.THRONE})


@dataclass(frozen=True)
class SetSeedRank(PlayerCommand):
    KIND = "seed_rank"
    ASPECTS = frozenset({Aspect.ROSTER})
    FIELDS = ("player", "seed_rank")

    seed_rank: int | None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(player_id(payload), payload_field(payload, "seed_rank", int, None))

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "seed_rank": self.seed_rank}

    def describe(self, names: Names) -> str:
        rank = "no seed" if self.seed_rank is None else f"seed {self.seed_rank}"
        return f"{_name(names, self.player)} · {rank}"


# ----- seating -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatRound(Command):
    """The next round seated as planned (the plan is recorded, so the seats never change on replay)."""

    KIND = "seat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("plan",)
    REQUEST_FIELDS = ("seed",)

    plan: RoundPlan

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(plan_from_json(payload.get("plan")))

    def to_json(self) -> dict[str, Any]:
        return {"plan": plan_json(self.plan)}

    def describe(self, names: Names) -> str:
        return f"round {self.plan.number} · {len(self.plan.tables)} tables"


@dataclass(frozen=True)
class UnseatRound(Command):
    """The latest round's seating taken back, before any of its games started."""

    KIND = "unseat"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("round",)

    round: int

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(payload_field(payload, "round", int))

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round}

    def describe(self, names: Names) -> str:
        return f"round {self.round}"


@dataclass(frozen=True)
class DrawBracket(Command):
    """A head-to-head bracket in seeding order; the defending champion, if named, waits in the final."""

    KIND = "bracket"
    ASPECTS = frozenset({Aspect.SEATING, Aspect.STANDINGS})
    FIELDS = ("seeding", "champion")
    REQUEST_FIELDS = ("seed",)

    seeding: tuple[PlayerId, ...]
    champion: PlayerId | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        seeding = payload_field(payload, "seeding", list)
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in seeding):
            raise ActionRefusedError(f"'seeding' lists players by number, not {quoted(seeding)}")
        champion = player_id(payload, "champion") if payload.get("champion") is not None else None
        return cls(tuple(PlayerId(p) for p in seeding), champion)

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"seeding": list(self.seeding)}
        if self.champion is not None:
            payload["champion"] = self.champion
        return payload

    def describe(self, names: Names) -> str:
        champion = [] if self.champion is None else [f"{_name(names, self.champion)} waits in the final"]
        return " · ".join([f"{len(self.seeding)} players", *champion])


# ----- games -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameCommand(Command):
    """A command on one game."""

    FIELDS: ClassVar[tuple[str, ...]] = ("game",)

    key: GameKey

    @property
    def game(self) -> GameKey | None:
        return self.key

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(GameKey.from_json(payload.get("game")))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json()}

    def describe(self, names: Names) -> str:
        return _game_text(self.key)


@dataclass(frozen=True)
class StartGame(GameCommand):
    """A game started on a board as typed (`seed` None) or as dealt from a seed. Starting a game again
    before any word was read replays it on a new board. `players` are a tie-break game's readers."""

    KIND = "start_game"
    ASPECTS = _GAME
    FIELDS = ("game", "players", "board", "seed")
    REQUEST_FIELDS = ("game", "board", "players")

    board: str
    seed: int | None = None
    players: tuple[PlayerId, ...] = ()

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        players = payload_field(payload, "players", list, [])
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in players):
            raise ActionRefusedError(f"'players' lists players by number, not {quoted(players)}")
        return cls(
            GameKey.from_json(payload.get("game")),
            payload_field(payload, "board", str),
            payload_field(payload, "seed", int, None),
            tuple(PlayerId(p) for p in players),
        )

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"game": self.key.to_json()}
        if self.players:
            payload["players"] = list(self.players)
        payload["board"] = self.board
        if self.seed is not None:
            payload["seed"] = self.seed
        return payload

    def describe(self, names: Names) -> str:
        readers = [", ".join(_name(names, p) for p in self.players)] if self.players else []
        return " · ".join([_game_text(self.key), *readers, self.board])


@dataclass(frozen=True)
class SetTimer(GameCommand):
    """The game's clock moved to a phase, with the seconds it then shows."""

    KIND = "timer"
    ASPECTS = frozenset({Aspect.TIMER})
    UNDOABLE = False
    FIELDS = ("game", "phase", "remaining")
    REQUEST_FIELDS = ("game", "phase")

    phase: TimerPhase
    remaining: float | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        try:
            phase = TimerPhase(payload.get("phase"))
        except ValueError:
            phases = ", ".join(p.value for p in TimerPhase)
            raise ActionRefusedError(
                f"a timer phase is one of {phases}, not {quoted(payload.get('phase'))}"
            ) from None
        remaining = payload.get("remaining")
        if remaining is not None and (
            isinstance(remaining, bool) or not isinstance(remaining, int | float) or remaining < 0
        ):
            raise ActionRefusedError(f"'remaining' must be a number of seconds, not {remaining!r}")
        return cls(GameKey.from_json(payload.get("game")), phase, remaining)

    def to_json(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"game": self.key.to_json(), "phase": self.phase.value}
        if self.remaining is not None:
            payload["remaining"] = self.remaining
        return payload

    def describe(self, names: Names) -> str:
        return f"{_game_text(self.key)} · {self.phase.value}"


@dataclass(frozen=True)
class CorrectBoard(GameCommand):
    """A mistyped board put right (docs/rules.md §4); the game is rescored, also once closed."""

    KIND = "correct_board"
    ASPECTS = frozenset({Aspect.BOARD, Aspect.WORDS, Aspect.RULINGS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "board")

    board: str

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(GameKey.from_json(payload.get("game")), payload_field(payload, "board", str))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json(), "board": self.board}

    def describe(self, names: Names) -> str:
        return f"{_game_text(self.key)} · {self.board}"


@dataclass(frozen=True)
class CloseGame(GameCommand):
    """The game closed: its results count (refused while a word is held)."""

    KIND = "close_game"
    ASPECTS = frozenset({Aspect.GAME_CLOSED, Aspect.TIMER, Aspect.STANDINGS})


@dataclass(frozen=True)
class WordCommand(GameCommand):
    """A command on one player's copy of a word in one game."""

    FIELDS: ClassVar[tuple[str, ...]] = ("game", "player", "word")

    player: PlayerId
    word: str

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(
            GameKey.from_json(payload.get("game")), player_id(payload), payload_field(payload, "word", str)
        )

    def to_json(self) -> dict[str, Any]:
        return {"game": self.key.to_json(), "player": self.player, "word": self.word}

    def describe(self, names: Names) -> str:
        return f"{_game_text(self.key)} · {_name(names, self.player)} · {self.word.upper()}"


@dataclass(frozen=True)
class RecordWord(WordCommand):
    """A word as the player reads it."""

    KIND = "record_word"
    ASPECTS = frozenset({Aspect.WORDS})


@dataclass(frozen=True)
class WithdrawWord(WordCommand):
    """A word the player takes back (also in a closed game: a correction)."""

    KIND = "withdraw_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True


@dataclass(frozen=True)
class ChallengeWord(WordCommand):
    """A read word held for a ruling."""

    KIND = "challenge"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS})


@dataclass(frozen=True)
class CorrectWord(WordCommand):
    """A mistyped word fixed, or taken off the list with an empty `new_word` (also once closed)."""

    KIND = "correct_word"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "player", "word", "new_word")

    new_word: str = ""

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(
            GameKey.from_json(payload.get("game")),
            player_id(payload),
            payload_field(payload, "word", str),
            payload_field(payload, "new_word", str, ""),
        )

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "new_word": self.new_word}

    def describe(self, names: Names) -> str:
        return f"{super().describe(names)} · → {self.new_word.upper() or '(removed)'}"


@dataclass(frozen=True)
class RuleOnWord(WordCommand):
    """A ruling on a held or challenged word; on a closed game, a correction."""

    KIND = "rule"
    ASPECTS = frozenset({Aspect.WORDS, Aspect.RULINGS, Aspect.HOUSE_LISTS, Aspect.STANDINGS})
    CORRECTION = True
    FIELDS = ("game", "player", "word", "ruling", "reason")

    ruling: Ruling
    reason: InvalidReason | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        word = payload_field(payload, "word", str)
        try:
            ruling = ruling_named(payload.get("ruling"))
            reason = reason_named(payload.get("reason") or None)
        except ValueError as error:
            raise ActionRefusedError(f"ruling on {word.upper()}: {error}") from None
        return cls(GameKey.from_json(payload.get("game")), player_id(payload), word, ruling, reason)

    def to_json(self) -> dict[str, Any]:
        reason = self.reason.value if self.reason is not None else None
        return {**super().to_json(), "ruling": self.ruling.value, "reason": reason}

    def describe(self, names: Names) -> str:
        ruling = self.ruling.value if self.reason is None else f"{self.ruling.value} ({self.reason.value})"
        return f"{super().describe(names)} · {ruling}"


# ----- the house lists, the crown and history ---------------------------------------------------


class HouseList(Enum):
    """The house lists a word can be put on: ruled valid, or ruled out, for every later game."""

    APPROVED = "approved"
    BANNED = "banned"


@dataclass(frozen=True)
class SetHouseList(Command):
    """A word put on a house list, or taken off both with `listed` None."""

    KIND = "house_list"
    ASPECTS = frozenset({Aspect.HOUSE_LISTS, Aspect.WORDS})
    FIELDS = ("word", "list")

    word: str
    listed: HouseList | None = None

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        listed = payload.get("list")
        if listed not in ("approved", "banned", None, "none"):
            raise ActionRefusedError(f"a house list is 'approved', 'banned' or 'none', not {listed!r}")
        chosen = HouseList(listed) if listed in ("approved", "banned") else None
        return cls(payload_field(payload, "word", str), chosen)

    def to_json(self) -> dict[str, Any]:
        return {"word": self.word, "list": self.listed.value if self.listed is not None else None}

    def describe(self, names: Names) -> str:
        return f"{self.word.upper()} · {self.listed.value if self.listed is not None else 'off the lists'}"


@dataclass(frozen=True)
class Crown(Command):
    """The final's winner crowned: the new (or defending) holder of the Throne."""

    KIND = "crown"
    ASPECTS = frozenset({Aspect.THRONE, Aspect.STANDINGS})


@dataclass(frozen=True)
class HistoryCommand(Command):
    """Undo or redo of the action logged as `target`."""

    ASPECTS = EVERY_ASPECT
    UNDOABLE = False
    CORRECTION = True
    FIELDS = ("target",)
    REQUEST_FIELDS = ()

    target: int | None
    """The action it walks over, as the judge saw it; the log's order decides which that is (a log
    written by hand may leave it out)."""

    @classmethod
    def _read(cls, payload: Mapping[str, Any]) -> Self:
        return cls(payload_field(payload, "target", int, None))

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target} if self.target is not None else {}

    def describe(self, names: Names) -> str:
        return f"#{self.target}" if self.target is not None else ""


@dataclass(frozen=True)
class Undo(HistoryCommand):
    KIND = "undo"


@dataclass(frozen=True)
class Redo(HistoryCommand):
    KIND = "redo"


COMMANDS: Mapping[str, type[Command]] = {
    kind.KIND: kind
    for kind in (
        CreateNight,
        ChangeSettings,
        RegisterPlayer,
        CheckIn,
        WithdrawPlayer,
        SetSeedRank,
        ProclaimChampion,
        SeatRound,
        UnseatRound,
        DrawBracket,
        StartGame,
        SetTimer,
        RecordWord,
        CorrectWord,
        CorrectBoard,
        WithdrawWord,
        ChallengeWord,
        RuleOnWord,
        SetHouseList,
        CloseGame,
        Crown,
        Undo,
        Redo,
    )
}
"""Every kind of command by the name the log gives it."""


def command_kind(name: object) -> type[Command]:
    """The kind of command a log or a document names, or a clear error listing the known ones."""
    kind = COMMANDS.get(name) if isinstance(name, str) else None
    if kind is None:
        known = ", ".join(k for k in COMMANDS if k != CreateNight.KIND)
        raise ActionRefusedError(f"unknown action {quoted(name)}; known actions: {known}")
    return kind


def command_from_json(kind: str, payload: Mapping[str, Any]) -> Command:
    """A logged command read back; `ActionRefusedError` if its kind or its details are not sound."""
    if not isinstance(payload, Mapping):
        raise ActionRefusedError(f"the details of {kind} are not an object")
    return command_kind(kind).from_json(payload)
