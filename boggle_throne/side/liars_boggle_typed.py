"""What the judge of a Liar's Boggle table (`side.liars_boggle`) sees and types: the table in words
(the view, what is expected now, the keys for it) and the keyboard notation for the move expected now.

Kept apart from the referee so that each stays short; the keys read here are the keys the view's hint
lists, so both live together. The notation, forgiving of case and spaces:

- bidding: a word bids (`bid WORD` for a word that is one of the keys below); `.` or `call` calls
  spell; `!` or `challenge` challenges; `?NAME` a friendly challenge; `t NAME` starts the sand timer,
  `t` the sand ran out; `trade NAME GIVE TAKE`; `restart`;
- the deal: dice numbers per player in seating order, `1 5 9 13 / 2 6 10 14 / …`;
- the reveal: letters per player still in, in seating order, `HWLA / ES Qu T / …`;
- a discard: the die's number;
- a vote: `y` or `n` per voter in seating order, `y / n` or `yn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boggle_throne.engine.errors import quoted
from boggle_throne.side import boggle_letters as letters
from boggle_throne.side.base import Move, Seat, SideView
from boggle_throne.side.errors import MalformedMoveError
from boggle_throne.side.liars_boggle_moves import Phase, RevealFaces, parse_boggle_move

if TYPE_CHECKING:
    from boggle_throne.side.liars_boggle import LiarsBoggle


def read_typed(game: LiarsBoggle, text: str) -> Move:
    """The move the judge typed for what `game` expects now (not over); `MalformedMoveError` with the
    expected form if it is not one."""
    typed, phase = text.strip(), game.phase
    try:
        if phase in (Phase.DEAL, Phase.REVEAL):
            seats = game._in() if phase is Phase.REVEAL else range(len(game.players))
            groups = typed.split("/")
            if len(groups) != len(seats):
                raise ValueError
            if phase is Phase.DEAL:
                rows = [
                    (game.players[s], [int(n) for n in g.replace(",", " ").split()])
                    for s, g in zip(seats, groups, strict=True)
                ]
                return parse_boggle_move({"deal": dict(rows)})
            shown = {game.players[s]: letters.split_faces(g) for s, g in zip(seats, groups, strict=True)}
            return RevealFaces(tuple((name, tuple(faces)) for name, faces in shown.items()))
        if phase is Phase.DISCARD:
            return parse_boggle_move({"player": game.players[game._loser()], "discard": int(typed)})
        if phase is Phase.VOTE:
            marks = typed.lower().replace("/", " ").split()
            marks = list(marks[0]) if len(marks) == 1 else marks
            voters = game._voters()
            if len(marks) != len(voters) or any(mark not in ("y", "n") for mark in marks):
                raise ValueError
            return parse_boggle_move(
                {"vote": {game.players[v]: m == "y" for v, m in zip(voters, marks, strict=True)}}
            )
    except ValueError:
        raise MalformedMoveError(f"type {typed_hint(game)}, not {quoted(typed)}") from None
    return _read_bidding(game, typed)


def _read_bidding(game: LiarsBoggle, typed: str) -> Move:
    low, parts, player = typed.lower(), typed.split(), game.players[game.to_act]
    spell, challenge = {"call": "spell"}, {"call": "challenge"}
    keys = {".": spell, "call": spell, "!": challenge, "challenge": challenge}
    if low in keys:
        return parse_boggle_move({"player": player, **keys[low]})
    if low == "restart":
        return parse_boggle_move({"restart": "round"})
    if low.startswith("?"):
        return parse_boggle_move({"player": typed[1:].strip(), "challenge": "friendly"})
    if parts and parts[0].lower() == "t":
        rest = typed[1:].strip()
        return parse_boggle_move({"player": rest, "timer": "start"} if rest else {"timer": "out"})
    if len(parts) >= 4 and parts[0].lower() == "trade" and all(p.isdigit() for p in parts[-2:]):
        give, take = int(parts[-2]), int(parts[-1])
        return parse_boggle_move({"player": " ".join(parts[1:-2]), "trade": [give, take]})
    word = parts[1] if len(parts) == 2 and parts[0].lower() == "bid" else typed
    if letters.normal_word(word) is None:
        raise MalformedMoveError(f"type {typed_hint(game)}, not {quoted(typed)}")
    return parse_boggle_move({"player": player, "bid": word})


def typed_hint(game: LiarsBoggle) -> str:
    """The keys for what `game` expects now, as the judge's screen lists them."""
    phase = game.phase
    if phase is Phase.BIDDING:
        keys = ["a word bids", ". calls", "! challenges", "restart"]
        keys += ["?NAME friendly challenge"] if game.options.friendly_challenges else []
        keys += ["t NAME starts the sand timer", "t the sand ran out"] if game.options.sand_timer else []
        keys += ["trade NAME GIVE TAKE"] if game.options.trading else []
        return " · ".join(keys)
    voters = " ".join(game.players[seat] for seat in game._voters()) if phase is Phase.VOTE else ""
    return {
        Phase.DEAL: "dice numbers per player in seating order: 1 5 9 13 / 2 6 10 14 / …",
        Phase.REVEAL: "letters per player still in, in seating order: HWLA / ES Qu T / …",
        Phase.VOTE: f"y or n per voter in seating order ({voters})",
        Phase.DISCARD: "the number of the die to discard",
    }.get(phase, "nothing: the game is over")


def expecting(game: LiarsBoggle) -> str:
    """What `game` waits for, as the judge is told: "Ann raises or calls"."""
    name = game.players[game.to_act]
    text = {
        Phase.DEAL: "deal the dice",
        Phase.REVEAL: "reveal everyone's dice",
        Phase.VOTE: f"vote on {game.bids[-1][1].upper()}" if game.bids else "",
        Phase.DISCARD: f"{game.players[game.loser or 0]} discards a die",
        Phase.OVER: f"the game is over: {game.winner} won",
    }.get(game.phase)
    if text is None and game.must_call:
        text = f"the sand ran out: {name} must call"
    elif text is None:
        text = f"{name} raises or calls" if game.bids else f"{name} opens round {game.rounds + 1} with a bid"
    return f"{text} ({game.note})" if game.note and game.phase is Phase.BIDDING else text


def table_view(game: LiarsBoggle) -> SideView:
    """`game` as the screens and the projector show it."""
    seats = tuple(
        Seat(name, len(dice), f"dice {' '.join(map(str, dice))}" if dice else "out", not game._playing(s))
        for s, (name, dice) in enumerate(zip(game.players, game.held, strict=True))
    )
    acting = {Phase.BIDDING: game.to_act, Phase.DISCARD: game.loser}.get(game.phase)
    bids = game.bids
    return SideView(
        game=game.NAME,
        title=game.TITLE,
        unit=game.UNIT,
        seats=seats,
        to_act=None if acting is None else game.players[acting],
        expecting=expecting(game),
        hint=typed_hint(game),
        bid=f"{bids[-1][1].upper()} by {game.players[bids[-1][0]]}" if bids else None,
        bids=tuple(f"{game.players[seat]}: {word.upper()}" for seat, word in bids),
        last_call=game.last_call,
        round=game.rounds if game.phase is Phase.OVER else game.rounds + 1,
        winner=game.winner,
    )
