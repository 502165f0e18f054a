"""A season: the players ranked over several nights, and who held the Throne across them.

Each closed game is one match of openskill's Plackett–Luce model, its players in the table's order,
so a game of any number of players rates everyone at it. Nights are taken in date order. Players are
one person across nights when their names compare equal as the roster compares them (`name_key`: case
and accents folded), or when the organiser merges two names. A series' options: only a player's best
N nights count (their other nights leave their rating, points and games as they were, while the others
at those tables are still rated against them), and a minimum number of nights to be ranked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from openskill.models import PlackettLuce, PlackettLuceRating

from boggle_throne.i18n import _
from boggle_throne.tournament.errors import SeasonError, ThroneError
from boggle_throne.tournament.players import PlayerId, clean_name, name_key
from boggle_throne.tournament.throne import Occasion, Throne


@dataclass(frozen=True)
class GameOrder:
    """One closed game as the season counts it: its players best first (the table's order), with
    each one's points in the same order."""

    players: tuple[str, ...]
    points: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.players) != len(self.points):
            raise SeasonError(_("a game needs one score per player"))


@dataclass(frozen=True)
class BestWord:
    """A scoring word and its points."""

    word: str
    points: int

    def beats(self, other: BestWord | None) -> bool:
        """Whether this word is the better one: more points, then longer, then first in the alphabet."""
        if other is None:
            return True
        return (self.points, len(self.word), other.word) > (other.points, len(other.word), self.word)


@dataclass(frozen=True)
class NightResult:
    """What one night gives the season: its closed games in the order played, each player's best
    word that night, and its crowned winner with the final's players (None before the crowning)."""

    name: str
    held_on: date
    games: tuple[GameOrder, ...]
    best_words: Mapping[str, BestWord] = field(default_factory=dict)
    winner: str | None = None
    finalists: tuple[str, ...] = ()

    @property
    def occasion(self) -> Occasion:
        return Occasion(self.name, self.held_on)


@dataclass(frozen=True)
class SeasonRules:
    """The organiser's choices: `best_nights` counts only a player's N best nights (by points; the
    earlier night first on equal points), None all of them; `min_nights` nights played to be ranked;
    `merges` pairs `(name, into)`: the first name is the same person as the second."""

    best_nights: int | None = None
    min_nights: int = 1
    merges: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if self.best_nights is not None and self.best_nights < 1:
            raise SeasonError(
                _("the best nights counted must be 1 or more, not {count}").format(count=self.best_nights)
            )
        if self.min_nights < 1:
            raise SeasonError(
                _("the nights needed to be ranked must be 1 or more, not {count}").format(
                    count=self.min_nights
                )
            )


@dataclass(frozen=True)
class SeasonRow:
    """One player's line of the season table. `rating` is openskill's ordinal (mu − 3·sigma): what the
    player is almost surely at least as good as. `rank` is None below the minimum of nights."""

    rank: int | None
    name: str
    rating: float
    mu: float
    sigma: float
    nights: int
    counted_nights: int
    games: int
    points: int
    wins: int
    best_word: BestWord | None
    spellings: tuple[str, ...]


@dataclass(frozen=True)
class SeasonHolder:
    """One holder of the Throne over the season: the nights they were crowned, defences won and lost."""

    name: str
    crowned: tuple[str, ...]
    defences_won: int
    defences_lost: int

    @property
    def nights_held(self) -> int:
        """The finals won: each coronation and each defence."""
        return len(self.crowned) + self.defences_won


@dataclass(frozen=True)
class SeasonTable:
    """The season counted: the nights in the order counted, the players best first, the Throne's
    holders in order of their first coronation, and who holds it after the last night."""

    nights: tuple[str, ...]
    rows: tuple[SeasonRow, ...]
    holders: tuple[SeasonHolder, ...]
    holder: str | None
    rules: SeasonRules


@dataclass
class _Tally:
    """What the season adds up for one person while counting."""

    rating: PlackettLuceRating
    spellings: dict[str, None] = field(default_factory=dict)
    nights: int = 0
    counted: int = 0
    games: int = 0
    points: int = 0
    wins: int = 0
    best_word: BestWord | None = None


def season_table(nights: Sequence[NightResult], rules: SeasonRules | None = None) -> SeasonTable:
    """Count a season: rate every closed game in date order (nights of one date in the order given),
    add up the nights, games, points, best words and nights won, and follow the Throne."""
    chosen = rules if rules is not None else SeasonRules()
    ordered = sorted(nights, key=lambda night: night.held_on)
    _refuse_a_night_twice(ordered)
    people = _People(ordered, chosen.merges)
    model = PlackettLuce()
    tallies: dict[str, _Tally] = {}

    def tally(name: str) -> _Tally:
        person = people.person(name)
        found = tallies.get(person)
        if found is None:
            found = tallies[person] = _Tally(model.rating(name=person))
        spelling = clean_name(name)
        found.spellings.pop(spelling, None)  # the latest spelling last: the one the table shows
        found.spellings[spelling] = None
        return found

    counted = _counted_nights(ordered, people, chosen.best_nights)
    for index, night in enumerate(ordered):
        present = {people.person(name): tally(name) for game in night.games for name in game.players}
        for person, player in present.items():
            player.nights += 1
            if index in counted[person]:
                player.counted += 1
        counting = frozenset(person for person in present if index in counted[person])
        for game in night.games:
            _check_one_seat_each(game, people, night)
            players = [tally(name) for name in game.players]
            counts = [people.person(name) in counting for name in game.players]
            _rate(model, players, counts)
            for player, counts_here, points in zip(players, counts, game.points, strict=True):
                if counts_here:
                    player.games += 1
                    player.points += points
        for name, word in night.best_words.items():
            if word.beats(tally(name).best_word):
                tally(name).best_word = word
        if night.winner is not None:
            tally(night.winner).wins += 1
    throne = _throne(ordered, people)
    rows = _ranked(tallies, people, chosen)
    holders = tuple(
        SeasonHolder(
            people.shown(people.keys[record.player - 1], tallies),
            tuple(occasion.name for occasion in record.crowned),
            record.defences_won,
            record.defences_lost,
        )
        for record in throne.holders()
    )
    holder = throne.holder
    return SeasonTable(
        nights=tuple(night.name for night in ordered),
        rows=rows,
        holders=holders,
        holder=people.shown(people.keys[holder - 1], tallies) if holder is not None else None,
        rules=chosen,
    )


class _People:
    """Who each name is: its folded key, followed through the organiser's merges."""

    def __init__(self, nights: Sequence[NightResult], merges: Sequence[tuple[str, str]]) -> None:
        seen = {name_key(name) for night in nights for game in night.games for name in game.players}
        seen |= {name_key(night.winner) for night in nights if night.winner is not None}
        self.keys: tuple[str, ...] = tuple(sorted(seen))
        self._into: dict[str, str] = {}
        self._named: dict[str, str] = {}
        for name, into in merges:
            source, target = name_key(name), name_key(into)
            for given, key in ((name, source), (into, target)):
                if key not in seen:
                    raise SeasonError(_("no player named {name} played in these nights").format(name=given))
            if source == target:
                raise SeasonError(
                    _("{name} and {into} are already one name (case and accents aside)").format(
                        name=name, into=into
                    )
                )
            self._into[source] = target
            self._named[target] = clean_name(into)
        for key in self._into:
            self._follow(key)

    def person(self, name: str) -> str:
        """The key of the person who played under `name`."""
        return self._follow(name_key(name))

    def number(self, name: str) -> PlayerId:
        """The person who played under `name` as the Throne numbers them: their place in `keys`, from 1."""
        return PlayerId(self.keys.index(self.person(name)) + 1)

    def shown(self, person: str, tallies: Mapping[str, _Tally]) -> str:
        """A person's name as the table shows it: as the organiser typed it in a merge, else the
        spelling of their latest night."""
        named = self._named.get(person)
        if named is not None:
            return named
        return list(tallies[person].spellings)[-1]

    def _follow(self, key: str) -> str:
        seen = [key]
        while key in self._into:
            key = self._into[key]
            if key in seen:
                raise SeasonError(
                    _("these merges go round in a circle: each name can be merged into one other")
                )
            seen.append(key)
        return key


def _refuse_a_night_twice(nights: Sequence[NightResult]) -> None:
    occasions = [night.occasion for night in nights]
    for index, occasion in enumerate(occasions):
        if occasion in occasions[:index]:
            raise SeasonError(
                _("{night} ({date}) is in the season twice").format(
                    night=occasion.name, date=occasion.held_on
                )
            )


def _counted_nights(
    nights: Sequence[NightResult], people: _People, best: int | None
) -> dict[str, frozenset[int]]:
    """Which nights (by index) count for each person: all of them, or their `best` by points, the
    earlier night first on equal points."""
    points: dict[str, dict[int, int]] = {}
    for index, night in enumerate(nights):
        for game in night.games:
            for name, scored in zip(game.players, game.points, strict=True):
                mine = points.setdefault(people.person(name), {})
                mine[index] = mine.get(index, 0) + scored
    return {
        person: frozenset(sorted(by_night, key=lambda index: (-by_night[index], index))[:best])
        for person, by_night in points.items()
    }


def _check_one_seat_each(game: GameOrder, people: _People, night: NightResult) -> None:
    seen: dict[str, str] = {}
    for name in game.players:
        person = people.person(name)
        if person in seen:
            raise SeasonError(
                _("{first} and {second} played at one table in {night}: they are two people, not one").format(
                    first=seen[person], second=name, night=night.name
                )
            )
        seen[person] = name


def _rate(model: PlackettLuce, tallies: Sequence[_Tally], counts: Sequence[bool]) -> None:
    """Rate one game as a match in the table's order, each player a team of one; a player for whom
    the night does not count (`counts`, in the same order) keeps the rating they had."""
    if len(tallies) < 2:
        return
    ranks = [float(place) for place in range(1, len(tallies) + 1)]
    rated = model.rate([[tally.rating] for tally in tallies], ranks=ranks)
    for tally, counted, (new,) in zip(tallies, counts, rated, strict=True):
        if counted:
            tally.rating = new


def _throne(nights: Sequence[NightResult], people: _People) -> Throne:
    """The Throne over the season's crowned nights, each person a number of their own."""
    throne = Throne()
    for night in nights:
        if night.winner is None:
            continue
        finalists = {people.number(name) for name in night.finalists}
        winner = people.number(night.winner)
        try:
            throne = throne.record_final(winner, finalists | {winner}, night.occasion)
        except ThroneError as error:
            raise SeasonError(str(error)) from None
    return throne


def _ranked(tallies: Mapping[str, _Tally], people: _People, rules: SeasonRules) -> tuple[SeasonRow, ...]:
    """The rows best first: the ranked players by rating, then nights won, points and name; those
    below the minimum of nights after them, unranked, in the same order."""

    def order(item: tuple[str, _Tally]) -> tuple[bool, float, int, int, str]:
        person, tally = item
        ranked = tally.nights >= rules.min_nights
        return (not ranked, -tally.rating.ordinal(), -tally.wins, -tally.points, person)

    rows = []
    rank = 0
    for person, tally in sorted(tallies.items(), key=order):
        ranked = tally.nights >= rules.min_nights
        if ranked:
            rank += 1
        rows.append(
            SeasonRow(
                rank=rank if ranked else None,
                name=people.shown(person, tallies),
                rating=tally.rating.ordinal(),
                mu=tally.rating.mu,
                sigma=tally.rating.sigma,
                nights=tally.nights,
                counted_nights=tally.counted,
                games=tally.games,
                points=tally.points,
                wins=tally.wins,
                best_word=tally.best_word,
                spellings=tuple(tally.spellings),
            )
        )
    return tuple(rows)
