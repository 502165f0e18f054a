from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boggle_throne.engine.dice import DiceSet, dice_set, dice_sets, load_dice_set, parse_die
from boggle_throne.engine.errors import DiceSetFormatError, UnknownDiceSetError
from boggle_throne.engine.rng import SeededRandom

DICE_MD = Path(__file__).resolve().parents[3] / "shared" / "DICE.md"


def test_every_set_of_dice_md_is_bundled_with_its_size_and_minimum_length() -> None:
    expected = {
        "4x4-classic": (4, 3),
        "4x4-new": (4, 3),
        "5x5-big": (5, 4),
        "5x5-deluxe": (5, 4),
        "6x6-super": (6, 4),
        **{
            f"4x4-{language}": (4, 3)
            for language in ("dutch", "french", "german", "international", "spanish")
        },
    }
    assert {name: (s.size, s.min_length) for name, s in dice_sets().items()} == expected


@pytest.mark.skipif(not DICE_MD.exists(), reason="shared/DICE.md is not beside the checkout")
def test_the_dice_match_dice_md_die_for_die() -> None:
    text = DICE_MD.read_text()
    for name, heading in [
        ("4x4-classic", '4×4, "classic"'),
        ("4x4-new", '4×4, "new"'),
        ("5x5-big", "5×5, Big"),
    ]:
        lines = itertools.takewhile(
            lambda line: not line.startswith("("), text.split(heading, 1)[1].splitlines()[1:]
        )
        listed = sorted(parse_die(die) for line in lines for die in line.split())
        assert sorted(dice_set(name).dice) == listed, name


def test_two_letter_faces_and_blanks_of_the_six_by_six_set() -> None:
    faces = Counter(face for die in dice_set("6x6-super").dice for face in die)
    assert faces["qu"] == 2 and faces["th"] == 1 and faces["er"] == 1 and faces[""] == 3


@given(st.sampled_from(sorted(dice_sets())), st.integers(0, 2**64 - 1))
def test_a_roll_uses_each_die_once_and_the_same_seed_gives_the_same_board(name: str, seed: int) -> None:
    dice = dice_set(name)
    board = dice.roll_with(SeededRandom(seed))
    assert board == dice.roll_with(SeededRandom(seed))
    assert len(board.cells) == dice.size**2
    assert _dice_for_cells(board.cells, dice.dice) is not None


def _dice_for_cells(cells: tuple[str, ...], dice: tuple[tuple[str, ...], ...]) -> dict[int, int] | None:
    """A distinct die showing each cell's face (bipartite matching by augmenting paths), or None."""
    die_of_cell: dict[int, int] = {}
    cell_of_die: dict[int, int] = {}

    def place(cell: int, seen: set[int]) -> bool:
        for die, faces in enumerate(dice):
            if cells[cell] in faces and die not in seen:
                seen.add(die)
                if die not in cell_of_die or place(cell_of_die[die], seen):
                    die_of_cell[cell], cell_of_die[die] = die, cell
                    return True
        return False

    return die_of_cell if all(place(cell, set()) for cell in range(len(cells))) else None


def test_the_roll_of_a_seed_is_pinned_so_boards_recreate_on_every_platform() -> None:
    assert str(dice_set("4x4-new").roll_with(SeededRandom(42))) == "OYTO/HDET/HNHE/FAJI"
    assert len({dice_set("4x4-new").roll_with(SeededRandom(seed)) for seed in range(50)}) == 50


def test_unknown_and_malformed_dice_sets(tmp_path: Path) -> None:
    with pytest.raises(UnknownDiceSetError, match="known sets: 4x4-classic"):
        dice_set("4x4-imaginary")
    with pytest.raises(DiceSetFormatError, match="six faces"):
        parse_die("ABCDE")
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\ntitle = "x"\nsize = 4\nmin_length = 3\ndice = ["AAAAAA"]\n')
    with pytest.raises(DiceSetFormatError, match="needs 16 dice, has 1"):
        load_dice_set(bad)
    bad.write_text("not toml [")
    with pytest.raises(DiceSetFormatError, match=r"bad\.toml"):
        load_dice_set(bad)
    assert isinstance(dice_set("4x4-new"), DiceSet)
