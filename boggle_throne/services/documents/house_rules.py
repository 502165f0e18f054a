"""The house-rules sheet: the night's settings put into words, as the rules a table plays by.

Kept apart from the other printouts because it reads only the settings, never the rounds or games.
"""

from __future__ import annotations

from boggle_throne.engine.counts import counted
from boggle_throne.engine.rules import FlaggedPolicy, PointsTable, RuleSet
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.acting.tournament_service import TournamentService
from boggle_throne.services.documents.printout_views import HouseRulesPrintout, RulesSection
from boggle_throne.services.documents.printouts import TIE_BREAKER_TITLES, heading
from boggle_throne.tournament.formats import FormatKind


def house_rules_printout(service: TournamentService) -> HouseRulesPrintout:
    """The tournament's settings as the rules a table plays by (docs/rules.md §2–§5), in words."""
    settings = service.settings
    rules = settings.rules
    dice = settings.dice_set
    word_rules = rules.word_rules(dice.size)
    points, note = _points_rows(rules.points, word_rules.min_length)
    sections = (
        RulesSection("Words", _word_points(settings, word_rules.min_length)),
        RulesSection("Scoring", _scoring_points(rules)),
        RulesSection("Reading aloud and challenges", _reading_points(rules)),
        RulesSection("The timer", (_timer_point(settings.timer_seconds, settings.countdown_seconds),)),
        RulesSection("The night", _format_points(settings)),
    )
    return HouseRulesPrintout(heading(service), rules.title, points, note, sections)


def _points_rows(table: PointsTable, shortest: int) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """Each counted length's points from the shortest that counts; the last row holds for longer words
    (`8+`), or a note says how many more each further letter earns."""
    last = max(table.values[-1][0] + (1 if table.per_extra_letter else 0), shortest)
    rows = [(str(length), table.points(length)) for length in range(shortest, last)]
    if table.per_extra_letter:
        more = f"{counted(table.per_extra_letter, 'more point')}"
        return (*rows, (str(last), table.points(last))), f"then {more} for each further letter"
    return (*rows, (f"{last}+", table.points(last))), None


def _word_points(settings: TournamentSettings, min_length: int) -> tuple[str, ...]:
    rules = settings.rules
    qu = f"The Qu die counts as {counted(rules.qu_counts_as, 'letter')}"
    qu += ", and may also be played as a plain Q (one letter)." if rules.q_alone else "."
    points = [
        f"A word has at least {min_length} letters, spelled by a path of neighbouring dice (across, up, "
        "down or diagonally), using no die twice.",
        qu,
    ]
    if settings.dice_set.size == 6:
        points.append("The faces An, Er, He, In and Th count as two letters; a blank face cannot be used.")
    points += [
        f"Words are judged by the {settings.dictionary} word list and the judges' rulings, which hold "
        "for the rest of the night. Plurals and other forms are different words.",
    ]
    return tuple(points)


def _scoring_points(rules: RuleSet) -> tuple[str, ...]:
    if rules.mild:
        points = ["A word on two or more players' lists scores its value once; a unique word scores double."]
    else:
        points = ["A word on two or more players' lists at the table is crossed off every list: it scores 0."]
    if rules.longest_bonus:
        times = "triple" if rules.mild else "double"
        points.append(
            f"Longest word: the one player whose longest scoring word is longer than everyone else's "
            f"scores {times} for all their scoring words of that length. A tie for the longest gives no "
            "bonus."
        )
    return tuple(points)


_FLAGGED = {
    FlaggedPolicy.JUDGE: "is held for the judge's ruling, and counts 0 until it is ruled.",
    FlaggedPolicy.PENALTY: "counts as a challenge upheld, with its penalty, unless the judge rules on it.",
    FlaggedPolicy.ZERO: "scores 0 and costs nothing, unless the judge rules on it.",
}
"""What happens to a read word the app flags, under each policy of the rule set."""


def _reading_points(rules: RuleSet) -> tuple[str, ...]:
    crossed = (
        "; every player who read it pays"
        if rules.mild
        else ", or nothing if it was crossed off as a duplicate"
    )
    return (
        "When time is up, the players read their lists aloud in turn. The first reader moves on one "
        "seat each game (game 1 starts at seat 1, game 2 at seat 2, …), so reading first and reading "
        "last are shared out evenly; the score sheet shows each game's order.",
        "A word you do not read never scores and costs nothing.",
        "Any player may challenge a word read aloud, and the judge rules. A challenge upheld costs the "
        f"reader the points the word's length earns{crossed}. Doubling and bonuses never apply to a "
        "penalty, and a word too short to score costs nothing.",
        "A read word the app finds missing from the dictionary or not on the board "
        + _FLAGGED[rules.flagged],
    )


def _timer_point(seconds: int, countdown: int) -> str:
    start = (
        f"the start is announced {_duration(countdown)} ahead"
        if countdown
        else "the game starts without a countdown"
    )
    return f"{_duration(seconds).capitalize()} a game: {start}, warnings come near the end, a buzzer at zero."


def _format_points(settings: TournamentSettings) -> tuple[str, ...]:
    if settings.format_kind is FormatKind.HEAD_TO_HEAD:
        return (f"Single elimination: each match is the best of {counted(settings.best_of, 'game')}.",)
    fmt = settings.table_format
    rule = fmt.advancement
    advance = f"The top {rule.per_table} of each table advance"
    if rule.wild_cards:
        advance += f", with the best {rule.wild_cards} of the rest as wild cards"
    breakers = ", then ".join(TIE_BREAKER_TITLES[b] for b in rule.tie_breakers)
    points = [
        f"{counted(fmt.games_per_round, 'game')} a round at each table, {fmt.final_games} in the final.",
        f"{advance}; ties are broken by {breakers}, then a sudden-death game.",
    ]
    if fmt.same_board_everywhere:
        points.append("Every table plays the same board in each game.")
    return tuple(points)


def _duration(seconds: int) -> str:
    """`3 minutes`, `2 minutes 30 seconds`, `15 seconds`."""
    minutes, rest = divmod(seconds, 60)
    parts = [counted(minutes, "minute")] if minutes else []
    if rest or not minutes:
        parts.append(counted(rest, "second"))
    return " ".join(parts)
