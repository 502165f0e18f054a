"""A head-to-head bracket as the `standings` command prints it: round by round, then the final
against the defending champion."""

from __future__ import annotations

from boggle_throne.services.reading.views import BracketView, MatchView


def bracket_lines(view: BracketView) -> list[str]:
    """Each round's matches (number, seeds and names, games won, each game's points, the winner) and
    byes; the final against the champion comes last, as its own round."""
    field = f"{len(view.seeding)} players"
    if view.defending is not None:
        field += f" and {view.defending}, the defending champion, who waits in the final"
    lines = [f"Head-to-head, best of {view.best_of}: {field}"]
    for number, matches in enumerate(view.rounds, start=1):
        lines.append(f"\n{view.round_title(number)}")
        lines += [f"  {m.label}: {_match_text(m)}" for m in matches if not m.bye]
        lines += [f"  {m.label}: {_side(m, 0)}" for m in matches if m.bye]
    return lines


def _match_text(match: MatchView) -> str:
    """`Bea (seed 2) 2–1 Dee (seed 4) · games 6–1 1–6 6–1 · won by Bea`."""
    text = f"{_side(match, 0)} {match.wins[0]}–{match.wins[1]} {_side(match, 1)}"
    played = [game for game in match.games if game.closed]
    if played:
        text += " · games " + " ".join(f"{game.points[0]}–{game.points[1]}" for game in played)
    if match.winner is not None:
        text += f" · won by {match.winner}"
    return text


def _side(match: MatchView, index: int) -> str:
    """A player with their seed, the defending champion (who has none), or a place still to be decided."""
    name, seed = match.players[index], match.seeds[index]
    if name is None:
        return "to be decided"
    return f"{name} (seed {seed})" if seed is not None else f"{name} (champion)"
