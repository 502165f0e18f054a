"""The dice of other languages and how their letters are played (docs/rules.md §1): the Dutch and
international sets letter for letter as their source has them, each set's own vowel bound, and
accented letters typed or read as their plain letters."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_set, load_dice_set
from boggle_throne.engine.dictionary import bundled_dictionary, compile_dictionary, open_dictionary
from boggle_throne.engine.errors import DiceSetFormatError
from boggle_throne.engine.generate import QualityBounds, generate_board
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.solver import WordRules, solve, trace_word
from boggle_throne.engine.wordlist import SkipReason, normalize_word, parse_word_list, typed_word

# MatthiasValvekens/boggle, dice/nederlands.dice and dice/international.dice, as they are written
# there (faces in any order; their Q is the Qu face)
NEDERLANDS = (
    "OTESDN EZAVDN ZEONKT BDJOMQ AFKRIX EGRULW MADEPC UYEGNJ "
    "ROMASI HESIRN INEGVT IOAAWE BTLNAI CRSHAE ENUTPL IEESFH"
)
INTERNATIONAL = (
    "ETUKNO EVGTIN DECAMP IELRUW EHIFSE RECALS ENTDOS OFXRIA "
    "NAVEDZ EIOATA GLENYU BMAQJO TLIBRA SPULTE AIMSOR ENHRIS"
)


def _dice(written: str) -> Counter[str]:
    return Counter("".join(sorted(die.lower())) for die in written.split())


def _ours(name: str) -> Counter[str]:
    return Counter("".join(sorted(face[0] for face in die)) for die in dice_set(name).dice)


@pytest.mark.parametrize(
    ("name", "source"), [("4x4-dutch", NEDERLANDS), ("4x4-international", INTERNATIONAL)]
)
def test_the_dutch_and_international_dice_are_their_sources_letters(name: str, source: str) -> None:
    assert _ours(name) == _dice(source)
    assert "qu" in {face for die in dice_set(name).dice for face in die}


def test_the_french_edition_has_the_international_letters() -> None:
    assert _ours("4x4-french") == _ours("4x4-international")


@pytest.mark.parametrize(
    ("name", "language", "vowels"),
    [
        ("4x4-dutch", "nl", 0.375),
        ("4x4-international", "mul", 0.375),
        ("4x4-french", "fr", 0.375),
        ("4x4-german", "de", 0.3125),
        ("4x4-spanish", "es", 0.375),
        ("4x4-new", "en", None),
    ],
)
def test_each_set_names_its_language_and_its_vowel_bound(
    name: str, language: str, vowels: float | None
) -> None:
    dice = dice_set(name)
    assert (dice.language, dice.min_vowel_share, dice.size, len(dice.dice)) == (language, vowels, 4, 16)
    assert dice.source


def test_a_set_without_a_bound_of_its_own_rolls_as_it_always_did() -> None:
    """The English sets name no vowel bound: their nights' boards stay the boards they were."""
    generated = generate_board(dice_set("4x4-new"), 11, QualityBounds(), bundled_dictionary(), WordRules())
    assert generated.rolls == 1 and generated.board == dice_set("4x4-new").roll_with(SeededRandom(11))


def test_dutch_boards_re_roll_until_the_sets_vowel_bound_and_an_organisers_bound_wins() -> None:
    dutch = dice_set("4x4-dutch")
    rerolled = [seed for seed in range(40) if dutch.roll_with(SeededRandom(seed)).vowel_share() < 0.375]
    assert rerolled, "some first rolls have too few vowels"
    for seed in rerolled[:5]:
        generated = generate_board(dutch, seed, QualityBounds(), bundled_dictionary(), WordRules())
        assert generated.rolls > 1 and generated.board.vowel_share() >= 0.375
        loose = generate_board(
            dutch, seed, QualityBounds(min_vowel_share=0.0), bundled_dictionary(), WordRules()
        )
        assert loose.rolls == 1


def test_a_bad_vowel_bound_in_a_dice_file_is_named(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(
        'name = "bad"\ntitle = "x"\nsize = 3\nmin_length = 3\nmin_vowel_share = 1.5\n'
        'dice = ["AAAAAA","AAAAAA","AAAAAA","AAAAAA","AAAAAA","AAAAAA","AAAAAA","AAAAAA","AAAAAA"]\n'
    )
    with pytest.raises(DiceSetFormatError, match="min_vowel_share is a fraction"):
        load_dice_set(bad)


@pytest.mark.parametrize(
    ("typed", "word"),
    [
        ("Café", "cafe"),
        ("ÉCOLE", "ecole"),
        ("Straße", "strasse"),
        ("cœur", "coeur"),
        ("ĳs", "ijs"),
        ("año", "ano"),
        ("Ärger", "arger"),
    ],
)
def test_a_typed_word_is_its_plain_letters(typed: str, word: str) -> None:
    assert normalize_word(typed) == word and typed_word(typed) == word


def test_a_list_with_accents_and_ligatures_keeps_those_words() -> None:
    assert parse_word_list(["café", "Straße", "cœur", "ĳzer"]).words == ("cafe", "coeur", "ijzer", "strasse")


def test_a_list_read_without_names_leaves_out_the_words_with_a_capital() -> None:
    lines = ["fiets", "Amsterdam", "Ĳmuiden", "ijs", "Jan", "jan"]
    assert parse_word_list(lines).words == ("amsterdam", "fiets", "ijmuiden", "ijs", "jan")
    without = parse_word_list(lines, without_names=True)
    assert without.words == ("fiets", "ijs", "jan")
    assert [(s.number, s.reason) for s in without.skipped] == [
        (2, SkipReason.NAME),
        (3, SkipReason.NAME),
        (5, SkipReason.NAME),
    ]


def test_a_board_typed_with_accents_reads_as_its_plain_letters() -> None:
    assert Board.parse("ÉTÉS/CAFÉ/ÑAND/IJKL") == Board.parse("ETES/CAFE/NAND/IJKL")


def test_a_word_with_an_accent_or_an_ij_is_traced_and_found_by_its_plain_letters(tmp_path: Path) -> None:
    board = Board.parse("CAFE/XIJS/XXXX/XXXX")
    words = sorted({normalize_word(w) for w in ("café", "ĳs", "kaas")})
    compile_dictionary(words, tmp_path / "nl", name="nl", source="test")
    dictionary = open_dictionary(tmp_path / "nl")
    assert set(solve(board, dictionary, WordRules())) == {"cafe", "ijs"}
    assert trace_word(board, typed_word("Café"), WordRules()).found is not None
    assert trace_word(board, typed_word("ĳs"), WordRules()).found is not None
