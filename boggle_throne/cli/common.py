"""Helpers shared by the subcommands: the dictionary library, JSON files, paths on the board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from boggle_throne.cli.main import CommandLineError
from boggle_throne.engine.board import Board
from boggle_throne.engine.faces import display
from boggle_throne.services.paths import data_dir
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary


def library() -> DictionaryLibrary:
    """The dictionary library in the app's data folder."""
    return DictionaryLibrary(data_dir())


def read_text(path: Path) -> str:
    """A text file's contents; `CommandLineError` for one that is not UTF-8 text (a binary file)."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise CommandLineError(
            f"{path} is not a text file: its byte {error.start + 1:,} is not UTF-8"
        ) from None


def read_json(path: Path) -> Any:
    """Parse a JSON file; `CommandLineError` names the file and what is wrong with it."""
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CommandLineError(
            f"{path} is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    except ValueError:  # the one other refusal of the decoder: an integer of thousands of digits
        raise CommandLineError(f"{path} is not valid JSON: it holds a number too long to read") from None
    except RecursionError:
        raise CommandLineError(f"{path} is nested too deeply to read") from None


def print_json(data: Any) -> None:
    """One JSON object on one line."""
    print(json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def cell_name(board: Board, index: int) -> str:
    """A cell as a judge names it: column letter and row number, `a1` at the top left."""
    row, col = board.position(index)
    return f"{'abcdef'[col]}{row + 1}"


def board_grid(board: Board) -> str:
    """The board as rows of spaced faces, for a terminal."""
    return "\n".join("  ".join(f"{display(cell):<2}" for cell in row).rstrip() for row in board.rows())
