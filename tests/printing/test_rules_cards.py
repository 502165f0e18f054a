"""The side games' rules cards: one page a game with its complete rules and variants, in type large
enough for a bar table, never cut off nor shrunk, from the library and from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from boggle_throne.printing import DocumentKind, Paper, PrintoutError
from boggle_throne.printing.documents import make_document
from boggle_throne.printing.page import MARGIN
from boggle_throne.printing.rules_cards import BODY_SIZE
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.reading.side_views import SIDE_GAME_CHOICES
from boggle_throne.side.base import option_defaults
from boggle_throne.side.errors import UnknownSideGameError
from boggle_throne.side.games import SIDE_GAMES
from boggle_throne.side.rules_cards import RULES_CARDS, rules_card
from tests.cli.runner import run
from tests.printing.pdf import page_sizes, page_texts, render_page, word_boxes

TITLES = ("Liar's Boggle", "Guinness Liar's Dice", "Liar's Word Cards")

KEY_RULES = {
    "liars-boggle": (
        "After WHALE: ABACUS, WHALES, WHOLE, WRYLY or YUMMY; not YURT",
        "after HOLES, SHOLE",
        "QU-I-T is three",
        "the caller loses a die",
        "the bidder does",
        "The player who just lost a die opens",
        "The last player with dice wins",
        "the player on turn must call",
        "the bid is withdrawn; the bidder bids again or calls the previous bid",
    ),
    "liars-dice": (
        "after 3 threes, 4 twos",
        "after 6 fives, 6 sixes or more",
        "palafico",
        "after 2 threes, only 3 threes, 4 threes, 5 threes",
        "the challenger loses a die",
        "Nobody opens a round with ones",
    ),
    "liars-word-cards": (
        "a word of at most 4 letters",
        "The first player to reach 25 points wins",
        "draw 2 cards and announce a longer word",
    ),
}

OPTIONS = {
    "liars-boggle": (
        "big_boggle",
        "trading",
        "sand_timer",
        "friendly_challenges",
        "handicap_dice",
        "first_player",
        "qu_two_letters",
        "qu_as_q",
        "votes",
    ),
    "liars-dice": ("ones_wild", "palafico", "dice_each"),
    "liars-word-cards": ("target", "hand", "fresh_limit", "deck"),
}


@pytest.fixture(scope="module", params=list(Paper))
def cards(request: pytest.FixtureRequest, demo: OpenNight, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every card, on A4 and on Letter (shorter: the harder fit)."""
    paper: Paper = request.param
    out = tmp_path_factory.mktemp("cards") / f"rules-cards-{paper.value}.pdf"
    return make_document(demo, DocumentKind.RULES_CARDS, out, paper=paper)


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_each_game_has_one_page_with_its_title_rules_and_variants(cards: Path) -> None:
    pages = [_flat(text) for text in page_texts(cards)]
    assert len(pages) == len(page_sizes(cards)) == len(RULES_CARDS) == 3
    for page, (game, title) in zip(pages, zip(RULES_CARDS, TITLES, strict=True), strict=True):
        assert page.startswith(title), page[:80]
        for rule in KEY_RULES[game]:
            assert rule in page, (game, rule)
        for option in OPTIONS[game]:
            assert option in page, (game, option)


def test_every_word_is_inside_the_margins_and_drawn_at_full_size(cards: Path) -> None:
    """Nothing runs off the page, and no card was shrunk to fit: the longest one fits as set."""
    for number, (width, height) in enumerate(page_sizes(cards), start=1):
        words = word_boxes(cards, number)
        assert words
        for word in words:
            assert word.x_min >= MARGIN - 1 and word.x_max <= width - MARGIN + 1, word
            assert word.y_min >= MARGIN - 1 and word.y_max <= height - MARGIN + 1, word
            assert word.y_max - word.y_min >= 0.97 * word.size, word  # a shrunk card draws smaller
        body = [word for word in words if word.text == "\u2022"]
        assert body and min(word.size for word in body) >= BODY_SIZE, number


def test_the_margins_of_every_rendered_page_are_blank(cards: Path, tmp_path: Path) -> None:
    dpi = 50
    band = round((MARGIN - 2) * dpi / 72)
    for number in range(1, len(page_sizes(cards)) + 1):
        image = Image.open(render_page(cards, number, tmp_path, dpi=dpi)).convert("L")
        inner = (band, band, image.width - band, image.height - band)
        pixels = image.load()
        assert pixels is not None
        for y in range(image.height):
            for x in range(image.width):
                if not (inner[0] <= x < inner[2] and inner[1] <= y < inner[3]):
                    assert pixels[x, y] >= 245, (number, x, y)


def test_one_game_prints_its_card_alone(demo: OpenNight, tmp_path: Path) -> None:
    out = make_document(demo, "rules-cards", tmp_path / "dice.pdf", game="liars-dice", paper="letter")
    (page,) = page_texts(out)
    assert _flat(page).startswith("Guinness Liar's Dice") and "palafico" in page


def test_an_unknown_game_or_a_game_for_another_document_is_refused(demo: OpenNight, tmp_path: Path) -> None:
    with pytest.raises(PrintoutError, match="unknown side game 'darts'; known games: liars-boggle"):
        make_document(demo, DocumentKind.RULES_CARDS, tmp_path / "darts.pdf", game="darts")
    with pytest.raises(PrintoutError, match="for the rules cards, not for the house-rules"):
        make_document(demo, DocumentKind.HOUSE_RULES, tmp_path / "rules.pdf", game="liars-dice")
    assert not list(tmp_path.iterdir())


def test_every_side_game_has_its_card_under_its_own_title() -> None:
    """The cards and the referees name the games alike, so the menus built from either agree."""
    assert [(card.game, card.title) for card in RULES_CARDS.values()] == [
        (choice.name, choice.title) for choice in SIDE_GAME_CHOICES
    ]
    for name, kind in SIDE_GAMES.items():
        on_the_card = {variant for variant, _ in rules_card(name).variants}
        options = set(option_defaults(kind.OPTIONS))
        assert on_the_card <= options and options - on_the_card <= {"dice"}  # the night's own dice set


def test_the_cards_are_found_by_game_name() -> None:
    assert [card.title for card in RULES_CARDS.values()] == list(TITLES)
    for game, options in OPTIONS.items():
        card = rules_card(game)
        assert card.game == game and tuple(name for name, _ in card.variants) == options
    with pytest.raises(UnknownSideGameError) as raised:
        rules_card("poker")
    assert isinstance(raised.value, LookupError) and "known games: liars-boggle, liars-dice" in str(
        raised.value
    )
    with pytest.raises(UnknownSideGameError):
        rules_card(None)


def test_the_command_line_prints_all_cards_or_one(
    demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    status, printed, err = run(capsys, "print", "rules-cards", str(demo_file), "-o", str(out))
    assert (status, err, printed.strip()) == (0, "", str(out))
    assert len(page_texts(out)) == 3
    one = tmp_path / "boggle.pdf"
    status, printed, err = run(
        capsys, "print", "rules-cards", str(demo_file), "--game", "liars-boggle", "-o", str(one)
    )
    assert (status, err) == (0, "")
    (page,) = page_texts(one)
    assert "WHALE" in page


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("print", "rules-cards", "{file}", "--game", "darts"), "unknown side game 'darts'"),
        (("print", "standings", "{file}", "--game", "liars-dice"), "not for the standings"),
    ],
)
def test_a_bad_game_is_one_line_on_stderr(
    demo_file: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    argv: tuple[str, ...],
    message: str,
) -> None:
    out = tmp_path / "out.pdf"
    status, printed, err = run(capsys, *(part.format(file=demo_file) for part in argv), "-o", str(out))
    assert status != 0 and printed == ""
    assert len(err.splitlines()) == 1 and err.startswith("boggle-throne") and message in err, err
    assert not out.exists()
