"""The built wheel carries resources/: installed into a clean environment, it opens the bundled dictionary."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_sets
from boggle_throne.engine.dictionary import bundled_dictionary, bundled_dictionary_dir
from boggle_throne.engine.solver import WordRules, solve
import boggle_throne
assert 'site-packages' in boggle_throne.__file__, boggle_throne.__file__
assert 'site-packages' in str(bundled_dictionary_dir())
found = solve(Board.parse('PERS/LATG/SINE/TERS'), bundled_dictionary(), WordRules())
print(len(bundled_dictionary()), len(found), len(dice_sets()))
"""


@pytest.mark.slow
def test_the_installed_wheel_opens_the_bundled_dictionary(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "build",
            "--wheel",
            "--no-isolation",
            "--outdir",
            str(tmp_path / "dist"),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next((tmp_path / "dist").glob("boggle_throne-*.whl"))
    environment = tmp_path / "clean"
    venv.create(environment, with_pip=True)
    python = environment / "bin" / "python"
    # the engine needs marisa-trie only; the heavy UI dependencies are not needed to prove the data is there
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "marisa-trie"], check=True)
    result = subprocess.run([python, "-c", CHECK], capture_output=True, text=True, cwd=tmp_path, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["172823", "1044", "10"]  # five English sets, five of other languages
