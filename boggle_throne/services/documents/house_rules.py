"""The house-rules sheet: the night's settings put into words, as the rules a table plays by.

Kept apart from the other printouts because it reads only the settings, never the rounds or games.
"""

from __future__ import annotations

from boggle_throne.engine.counts import counted
from boggle_throne.engine.rules import FlaggedPolicy, PointsTable, RuleSet
from boggle_throne.i18n import N_, _
from boggle_throne.night.settings import TournamentSettings
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.printout_views import HouseRulesPrintout, RulesSection
from boggle_throne.services.documents.printouts import TIE_BREAKER_TITLES, heading
from boggle_throne.tournament.formats import FormatKind


def house_rules_printout(service: OpenNight) -> HouseRulesPrintout:
    """The tournament's settings as the rules a table plays by (docs/rules.md §2–§5), in words, in the
    language spoken."""
    settings = service.views.settings
    rules = settings.rules
    dice = settings.dice_set
    word_rules = rules.word_rules(dice.size)
    points, note = _points_rows(rules.points, word_rules.min_length)
    sections = (
        RulesSection(_("Words"), _word_points(settings, word_rules.min_length)),
        RulesSection(_("Scoring"), _scoring_points(rules)),
        RulesSection(_("Reading aloud and challenges"), _reading_points(rules)),
        RulesSection(_("The timer"), (_timer_point(settings.timer_seconds, settings.countdown_seconds),)),
        RulesSection(_("The night"), _format_points(settings)),
    )
    return HouseRulesPrintout(heading(service), rules.label, points, note, sections)


def _points_rows(table: PointsTable, shortest: int) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """Each counted length's points from the shortest that counts; the last row holds for longer words
    (`8+`), or a note says how many more each further letter earns."""
    last = max(table.values[-1][0] + (1 if table.per_extra_letter else 0), shortest)
    rows = [(str(length), table.points(length)) for length in range(shortest, last)]
    if table.per_extra_letter:
        more = counted(table.per_extra_letter, "more point")
        note = _("then {points} for each further letter").format(points=more)
        return (*rows, (str(last), table.points(last))), note
    return (*rows, (f"{last}+", table.points(last))), None


def _word_points(settings: TournamentSettings, min_length: int) -> tuple[str, ...]:
    rules = settings.rules
    letters = counted(rules.qu_counts_as, "letter")
    if rules.q_alone:
        qu = _("The Qu die counts as {letters}, and may also be played as a plain Q (one letter).")
    else:
        qu = _("The Qu die counts as {letters}.")
    points = [
        _(
            "A word has at least {count} letters, spelled by a path of neighbouring dice (across, up, "
            "down or diagonally), using no die twice."
        ).format(count=min_length),
        qu.format(letters=letters),
    ]
    if settings.dice_set.size == 6:
        points.append(_("The faces An, Er, He, In and Th count as two letters; a blank face cannot be used."))
    points += [
        _(
            "Words are judged by the {name} word list and the judges' rulings, which hold "
            "for the rest of the night. Plurals and other forms are different words."
        ).format(name=settings.dictionary),
    ]
    return tuple(points)


def _scoring_points(rules: RuleSet) -> tuple[str, ...]:
    if rules.mild:
        points = [
            _("A word on two or more players' lists scores its value once; a unique word scores double.")
        ]
    else:
        points = [
            _("A word on two or more players' lists at the table is crossed off every list: it scores 0.")
        ]
    if rules.longest_bonus:
        if rules.mild:
            bonus = _(
                "Longest word: the one player whose longest scoring word is longer than everyone else's "
                "scores triple for all their scoring words of that length. A tie for the longest gives no "
                "bonus."
            )
        else:
            bonus = _(
                "Longest word: the one player whose longest scoring word is longer than everyone else's "
                "scores double for all their scoring words of that length. A tie for the longest gives no "
                "bonus."
            )
        points.append(bonus)
    return tuple(points)


_FLAGGED = {
    FlaggedPolicy.JUDGE: N_(
        "A read word the app finds missing from the dictionary or not on the board is held for the "
        "judge's ruling, and counts 0 until it is ruled."
    ),
    FlaggedPolicy.PENALTY: N_(
        "A read word the app finds missing from the dictionary or not on the board counts as a "
        "challenge upheld, with its penalty, unless the judge rules on it."
    ),
    FlaggedPolicy.ZERO: N_(
        "A read word the app finds missing from the dictionary or not on the board scores 0 and costs "
        "nothing, unless the judge rules on it."
    ),
}
"""What happens to a read word the app flags, under each policy of the rule set (translated where
printed)."""


def _reading_points(rules: RuleSet) -> tuple[str, ...]:
    if rules.mild:
        challenge = _(
            "Any player may challenge a word read aloud, and the judge rules. A challenge upheld costs the "
            "reader the points the word's length earns; every player who read it pays. Doubling and "
            "bonuses never apply to a penalty, and a word too short to score costs nothing."
        )
    else:
        challenge = _(
            "Any player may challenge a word read aloud, and the judge rules. A challenge upheld costs the "
            "reader the points the word's length earns, or nothing if it was crossed off as a duplicate. "
            "Doubling and bonuses never apply to a penalty, and a word too short to score costs nothing."
        )
    return (
        _(
            "When time is up, the players read their lists aloud in turn. The first reader moves on one "
            "seat each game (game 1 starts at seat 1, game 2 at seat 2, …), so reading first and reading "
            "last are shared out evenly; the score sheet shows each game's order."
        ),
        _("A word you do not read never scores and costs nothing."),
        challenge,
        _(_FLAGGED[rules.flagged]),
    )


def _timer_point(seconds: int, countdown: int) -> str:
    if countdown:
        sentence = _(
            "{duration} a game: the start is announced {countdown} ahead, warnings come near the end, "
            "a buzzer at zero."
        ).format(duration=_duration(seconds), countdown=_duration(countdown))
    else:
        sentence = _(
            "{duration} a game: the game starts without a countdown, warnings come near the end, a "
            "buzzer at zero."
        ).format(duration=_duration(seconds))
    return sentence[:1].upper() + sentence[1:]


def _format_points(settings: TournamentSettings) -> tuple[str, ...]:
    if settings.format_kind is FormatKind.HEAD_TO_HEAD:
        games = counted(settings.best_of, "game")
        return (_("Single elimination: each match is the best of {games}.").format(games=games),)
    fmt = settings.table_format
    rule = fmt.advancement
    breakers = _(", then ").join(_(TIE_BREAKER_TITLES[b]) for b in rule.tie_breakers)
    if rule.wild_cards:
        advance = _(
            "The top {count} of each table advance, with the best {wild_cards} of the rest as wild cards; "
            "ties are broken by {tie_breakers}, then a sudden-death game."
        ).format(count=rule.per_table, wild_cards=rule.wild_cards, tie_breakers=breakers)
    else:
        advance = _(
            "The top {count} of each table advance; ties are broken by {tie_breakers}, "
            "then a sudden-death game."
        ).format(count=rule.per_table, tie_breakers=breakers)
    points = [
        _("{games} a round at each table, {final} in the final.").format(
            games=counted(fmt.games_per_round, "game"), final=fmt.final_games
        ),
        advance,
    ]
    if fmt.same_board_everywhere:
        points.append(_("Every table plays the same board in each game."))
    return tuple(points)


def _duration(seconds: int) -> str:
    """`3 minutes`, `2 minutes 30 seconds`, `15 seconds`."""
    minutes, rest = divmod(seconds, 60)
    if not minutes:
        return counted(rest, "second")
    if not rest:
        return counted(minutes, "minute")
    return _("{minutes} {seconds}").format(
        minutes=counted(minutes, "minute"), seconds=counted(rest, "second")
    )
