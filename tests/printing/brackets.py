"""Head-to-head brackets built by hand: the view a night of N players shows after some rounds."""

from __future__ import annotations

from boggle_throne.services.reading.views import BracketView, MatchView
from boggle_throne.tournament.bracket import bracket_order


def player_names(count: int) -> tuple[str, ...]:
    return tuple(f"Player {number:03d}" for number in range(1, count + 1))


def bracket_view(count: int, played_rounds: int) -> BracketView:
    """Seeds in standard order, byes to the top seeds, the better seed winning every played match 2–1."""
    names = player_names(count)
    size = 1 << (count - 1).bit_length()
    entrants: list[tuple[str | None, int | None]] = [
        (names[seed - 1], seed) if seed <= count else (None, None) for seed in bracket_order(size)
    ]
    rounds = []
    round_number = 1
    while len(entrants) > 1:
        matches, winners = [], []
        played = 0
        for index in range(len(entrants) // 2):
            first, second = entrants[2 * index], entrants[2 * index + 1]
            bye = round_number == 1 and second[0] is None
            decided = bye or (round_number <= played_rounds and first[0] is not None)
            winner = first if decided else (None, None)
            wins = (2, 1) if decided and not bye else (0, 0)
            played += not bye
            matches.append(
                MatchView(
                    round_number,
                    index + 1,
                    None if bye else played,
                    (first[0], second[0]),
                    (first[1], second[1]),
                    wins,
                    (),
                    winner[0],
                    bye,
                )
            )
            winners.append(winner)
        rounds.append(tuple(matches))
        entrants = winners
        round_number += 1
    champion = entrants[0][0]
    return BracketView(3, names, tuple(rounds), champion, None, None)
