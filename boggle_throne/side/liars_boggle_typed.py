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
from boggle_throne.i18n import _, pgettext
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
        raise MalformedMoveError(_typing_refusal(game, typed)) from None
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
        raise MalformedMoveError(_typing_refusal(game, typed))
    return parse_boggle_move({"player": player, "bid": word})


def _typing_refusal(game: LiarsBoggle, typed: str) -> str:
    return _("type {hint}, not {typed}").format(hint=typed_hint(game), typed=quoted(typed))


def typed_hint(game: LiarsBoggle) -> str:
    """The keys for what `game` expects now, as the judge's screen lists them."""
    phase = game.phase
    if phase is Phase.BIDDING:
        keys = [_("a word bids"), _(". calls"), _("! challenges"), "restart"]
        keys += [_("?NAME friendly challenge")] if game.options.friendly_challenges else []
        keys += (
            [_("t NAME starts the sand timer"), _("t the sand ran out")] if game.options.sand_timer else []
        )
        keys += [_("trade NAME GIVE TAKE")] if game.options.trading else []
        return " · ".join(keys)
    voters = " ".join(game.players[seat] for seat in game._voters()) if phase is Phase.VOTE else ""
    if phase is Phase.DEAL:
        return _("dice numbers per player in seating order: 1 5 9 13 / 2 6 10 14 / …")
    if phase is Phase.REVEAL:
        return _("letters per player still in, in seating order: HWLA / ES Qu T / …")
    if phase is Phase.VOTE:
        return _("y or n per voter in seating order ({voters})").format(voters=voters)
    if phase is Phase.DISCARD:
        return _("the number of the die to discard")
    return _("nothing: the game is over")


def expecting(game: LiarsBoggle) -> str:
    """What `game` waits for, as the judge is told: "Ann raises or calls"."""
    name = game.players[game.to_act]
    phase = game.phase
    if phase is Phase.DEAL:
        return _("deal the dice")
    if phase is Phase.REVEAL:
        return _("reveal everyone's dice")
    if phase is Phase.VOTE:
        return _("vote on {word}").format(word=game.bids[-1][1].upper()) if game.bids else ""
    if phase is Phase.DISCARD:
        return _("{name} discards a die").format(name=game.players[game.loser or 0])
    if phase is Phase.OVER:
        return _("the game is over: {name} won").format(name=game.winner)
    if game.must_call:
        text = _("the sand ran out: {name} must call").format(name=name)
    elif game.bids:
        text = _("{name} raises or calls").format(name=name)
    else:
        text = _("{name} opens round {number} with a bid").format(name=name, number=game.rounds + 1)
    return _("{expecting} ({note})").format(expecting=text, note=game.note) if game.note else text


def _dice_detail(dice: list[int]) -> str:
    """A player's dice by number, as the judge's screen shows them: `dice 1 5 9 13`, or `out`."""
    if not dice:
        return pgettext("side game", "out")
    return _("dice {numbers}").format(numbers=" ".join(map(str, dice)))


def table_view(game: LiarsBoggle) -> SideView:
    """`game` as the screens and the projector show it."""
    seats = tuple(
        Seat(name, len(dice), _dice_detail(dice), not game._playing(s))
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
        bid=_("{word} by {name}").format(word=bids[-1][1].upper(), name=game.players[bids[-1][0]])
        if bids
        else None,
        bids=tuple(f"{game.players[seat]}: {word.upper()}" for seat, word in bids),
        last_call=game.last_call,
        round=game.rounds if game.phase is Phase.OVER else game.rounds + 1,
        winner=game.winner,
    )
