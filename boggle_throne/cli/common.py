"""Helpers shared by the subcommands: the dictionary library, JSON files, paths on the board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from boggle_throne.engine.board import Board
from boggle_throne.engine.faces import display
from boggle_throne.services.dictionaries import DictionaryLibrary
from boggle_throne.services.errors import ServiceError
from boggle_throne.services.paths import data_dir


def library() -> DictionaryLibrary:
    """The dictionary library in the app's data folder."""
    return DictionaryLibrary(data_dir())


def read_json(path: Path) -> Any:
    """Parse a JSON file (missing files and bad JSON surface as the CLI's one-line errors)."""
    try:
        with path.open(encoding="utf-8") as file:
            return json.load(file)
    except UnicodeDecodeError:
        raise ServiceError(f"{path} is not a JSON text file") from None


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
