"""The rules of each side game in short, plain sentences: one card per game, printed for the bar tables.

The text follows the seed texts and docs/rules.md §6, and the readings the referees take where those
leave a point open (any word may be bid; a challenge is a kind of call; the sand timer forces a call;
a friendly challenge of an invalid word withdraws the bid). A card names each variant by the option
the referee takes, so a table that agreed on one can tell the judge what to switch on. Pure text:
the printouts and the judges' screens lay it out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from boggle_throne.i18n import N_, _
from boggle_throne.side.errors import UnknownSideGameError


@dataclass(frozen=True)
class RulesSection:
    """One titled part of a card: a sentence or two a line."""

    heading: str
    lines: tuple[str, ...]

    def spoken(self) -> RulesSection:
        """The section in the language spoken."""
        return RulesSection(_(self.heading), tuple(_(line) for line in self.lines))


@dataclass(frozen=True)
class RulesCard:
    """A side game's complete rules in short, and its variants by option name."""

    game: str
    """The game's name, as documents and the command line give it (`liars-dice`)."""
    title: str
    tagline: str
    """What the game is, in one sentence, with the number of players."""
    sections: tuple[RulesSection, ...]
    variants: tuple[tuple[str, str], ...]
    """(option name, what it changes), in the order the referee lists its options."""

    def spoken(self) -> RulesCard:
        """The card in the language spoken; its texts are written in English, marked for the catalogue,
        and the game's and the options' names stay as documents and the command line give them."""
        return replace(
            self,
            title=_(self.title),
            tagline=_(self.tagline),
            sections=tuple(section.spoken() for section in self.sections),
            variants=tuple((option, _(change)) for option, change in self.variants),
        )


LIARS_BOGGLE = RulesCard(
    game="liars-boggle",
    title=N_("Liar's Boggle"),
    tagline=N_("Bid words that all the letters on the table can spell. Best with 3 to 5 players."),
    sections=(
        RulesSection(
            N_("Setup"),
            (
                N_("Deal the 16 Boggle dice out evenly at random; put any spare die away."),
                N_("The first player in the seating order opens round 1. Play goes clockwise."),
            ),
        ),
        RulesSection(
            N_("A round"),
            (
                N_("Everyone rolls in secret and looks only at their own letters."),
                N_(
                    "The opener bids a word: a claim that everyone's letters together can spell it. "
                    "With H W L A, bid WHALE, trusting someone to have an E."
                ),
                N_("Any word may be bid, bluffs too. Only a call settles it."),
                N_("The next player clockwise must raise or call. No passing."),
                N_(
                    "Talk freely. Say (never show) your letters; lie about anything but the current bid, "
                    "until someone calls. Letters shown by accident: play the round again."
                ),
            ),
        ),
        RulesSection(
            N_("Raising"),
            (
                N_("Bid a longer word, or one of the same length that comes later in the dictionary."),
                N_("After WHALE: ABACUS, WHALES, WHOLE, WRYLY or YUMMY; not YURT (shorter)."),
                N_("An anagram that comes later raises: after HOLES, SHOLE."),
                N_("Qu is one letter (QU-I-T is three) and always QU, never a plain Q."),
            ),
        ),
        RulesSection(
            N_("The call"),
            (
                N_(
                    "Call: everyone shows their dice. Can all the letters spell the bid? Yes: the caller "
                    "loses a die. No: the bidder does."
                ),
                N_(
                    "Or challenge the word as you call: a word not in the night's dictionary costs the "
                    "bidder a die; a good word is then settled by the letters."
                ),
                N_(
                    "Only the caller or the last bidder loses a die. "
                    "The loser picks which: it is out for good."
                ),
            ),
        ),
        RulesSection(
            N_("Next round and the end"),
            (
                N_(
                    "Everyone rolls again. The player who just lost a die opens; if they are out, the "
                    "player with the fewest dice (a tie goes clockwise from the loser)."
                ),
                N_("No dice left: you are out. The last player with dice wins."),
            ),
        ),
    ),
    variants=(
        ("big_boggle", N_("The 25 Big Boggle dice, 9 or 10 put aside first (the Qu die above all).")),
        ("trading", N_("Between rounds, swap dice for discarded ones, in public.")),
        (
            "sand_timer",
            N_(
                "Anyone may start the 3-minute sand timer (not while it runs). When the sand runs out, the "
                "player on turn must call."
            ),
        ),
        (
            "friendly_challenges",
            N_(
                "Before the next player moves, anyone may challenge the bid word for free. Not a word: the "
                "bid is withdrawn; the bidder bids again or calls the previous bid."
            ),
        ),
        ("handicap_dice", N_("Some players start with more dice.")),
        ("first_player", N_("The table picks who opens round 1 (a newcomer, say).")),
        ("qu_two_letters", N_("Qu counts as two letters: QU-I-T is four.")),
        ("qu_as_q", N_("The bidder may play Qu as a plain Q: SUQ needs S, U and Qu.")),
        (
            "votes",
            N_(
                "A word the dictionary lacks goes to a vote (not the bidder's or the caller's; players out "
                "may vote). A tie: not a word."
            ),
        ),
    ),
)

LIARS_DICE = RulesCard(
    game="liars-dice",
    title=N_("Guinness Liar's Dice"),
    tagline=N_(
        "Bid how many dice on the whole table show a number; outbluff and outlast the others. Ones are wild."
    ),
    sections=(
        RulesSection(
            N_("Setup"),
            (
                N_("Each player has a cup and 5 dice."),
                N_("Everyone rolls one die: the highest opens round 1. Play goes left (clockwise)."),
            ),
        ),
        RulesSection(
            N_("A round"),
            (
                N_("Everyone shakes their cup and sets it down, dice hidden. Peek at your own only."),
                N_(
                    "The opener bids how many dice on the whole table show a number. With a two, two "
                    "threes and two fives, you might guess 6 fives."
                ),
                N_("Nobody opens a round with ones."),
                N_("The next player clockwise must raise or say \u201cLiar!\u201d. No passing."),
            ),
        ),
        RulesSection(
            N_("Raising"),
            (
                N_("Raise the number of dice, the number on them, or both."),
                N_("More dice may name a lower number: after 3 threes, 4 twos."),
                N_("A higher number needs at least as many dice: after 6 fives, 6 sixes or more."),
                N_("Ones are wild, they count as any number: 3 fours and 2 ones are 5 fours."),
            ),
        ),
        RulesSection(
            N_("\u201cLiar!\u201d"),
            (
                N_(
                    "All cups up. Count the bid number, ones included: for 7 fours, every four and every one."
                ),
                N_(
                    "The bid or more: the challenger loses a die. "
                    "Fewer: the bidder loses one. The round ends."
                ),
            ),
        ),
        RulesSection(
            N_("Next round and the end"),
            (
                N_(
                    "Roll the dice you have left. The player who just lost a die opens; if they are out, "
                    "the player to their left."
                ),
                N_("The last player with dice wins."),
            ),
        ),
        RulesSection(
            N_("Palafico"),
            (
                N_("Down to one die? You are palafico, and you open the next round."),
                N_(
                    "In a palafico round ones may open and are not wild, and the number stays: after 2 "
                    "threes, only 3 threes, 4 threes, 5 threes\u2026"
                ),
                N_("With only two players left, there is no palafico."),
            ),
        ),
        RulesSection(
            N_("Tips"),
            (
                N_("Don't bluff too often: bluff once, then play it straight."),
                N_("Count the dice gone: every lost die makes each number rarer."),
            ),
        ),
    ),
    variants=(
        ("ones_wild", N_("On by default. Off: ones count only as ones.")),
        ("palafico", N_("On by default. Off: a player down to one die plays ordinary rounds.")),
        ("dice_each", N_("The dice each player starts with: 5 by default.")),
    ),
)

LIARS_WORD_CARDS = RulesCard(
    game="liars-word-cards",
    title=N_("Liar's Word Cards"),
    tagline=N_(
        "Pass a hand of letter cards and announce a word it holds, or bluff. The first to 25 points wins."
    ),
    sections=(
        RulesSection(
            N_("Setup"),
            (
                N_("A deck of letter cards, the letters spread about as in Scrabble."),
                N_("Each player draws a card: the letter nearest to A plays first. Play goes clockwise."),
                N_("Put the cards back and shuffle: this is the draw pile."),
            ),
        ),
        RulesSection(
            N_("A turn"),
            (
                N_(
                    "The first player takes the top 5 cards, unseen by the others, and announces to the "
                    "player on the left a word of at most 4 letters that the hand can make."
                ),
                N_("It may be a bluff: the hand need not hold that word, or any word."),
                N_(
                    "If the player accepts, they take the hand without showing it, throw one card away face "
                    "down, draw 2 cards and announce a longer word to the next player."
                ),
                N_("Every word announced must be longer than the one before."),
            ),
        ),
        RulesSection(
            N_("\u201cLiar!\u201d"),
            (
                N_(
                    "The player a word is announced to may say \u201cLiar!\u201d instead of taking the hand. "
                    "That is the only time to doubt."
                ),
                N_(
                    "The hand is shown. If it can make the word, the accused player scores a point for each "
                    "letter of the word. If not, the accuser scores them."
                ),
                N_(
                    "The shown hand is thrown away. The player the word was announced to draws 5 new cards "
                    "and announces a new word, again of at most 4 letters."
                ),
            ),
        ),
        RulesSection(
            N_("The draw pile and the end"),
            (
                N_("When the draw pile runs out, shuffle the thrown-away cards into a new one."),
                N_("The first player to reach 25 points wins."),
            ),
        ),
    ),
    variants=(
        ("target", N_("The points that win: 25 by default.")),
        ("hand", N_("The cards in a fresh hand: 5 by default.")),
        ("fresh_limit", N_("The longest word a fresh hand may open with: 4 letters by default.")),
        ("deck", N_("The letter cards the deck holds: by default, spread as in Scrabble.")),
    ),
)

RULES_CARDS: Mapping[str, RulesCard] = {
    card.game: card for card in (LIARS_BOGGLE, LIARS_DICE, LIARS_WORD_CARDS)
}
"""Every side game's card by game name, in the order the menus list the games."""


def rules_card(game_name: object) -> RulesCard:
    """The rules card of the game of that name in the language spoken; `UnknownSideGameError` (a
    `LookupError`) otherwise."""
    card = RULES_CARDS.get(game_name) if isinstance(game_name, str) else None
    if card is None:
        shown = repr(game_name)
        shown = shown if len(shown) <= 40 else shown[:40] + "\u2026"
        raise UnknownSideGameError(
            _("unknown side game {name}; known games: {known}").format(
                name=shown, known=", ".join(RULES_CARDS)
            )
        )
    return card.spoken()
