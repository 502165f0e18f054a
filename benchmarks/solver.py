"""Solver benchmark: 1,000 boards rolled from the 1987 4×4 dice (fixed seed), against bogglesolver 0.0.1.

Prints, side by side, boards per second for bogglesolver solving in this process and for
boggle-throne two ways: `solve` in this process, and the command line a batch user runs,
`boggle-throne solve --file BOARDS --json --rules classic` (words, points and paths), as a new
process over the same boards written to a file, its start and dictionary load included. Each
figure is the best of five passes; a pass times the in-process solvers in alternating chunks of
100 boards, so that the machine's noise hits both alike, then runs the command line on the file,
and on one board to show what starting it costs. Both ways must find the same words as the peer.
Then the time to open the bundled dictionary, the resident memory after the 1,000 boards in this
process (measured before the peer loads its own copy of the list), and the peak resident memory
of this process at that point and of the command line.

    pip install -e '.[benchmark]' && python benchmarks/solver.py
"""

from __future__ import annotations

import gc
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import psutil

from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import Dictionary, bundled_dictionary_dir, open_dictionary
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.solver import WordRules, solve

BOARDS = 1000
WARM_UP = 100
CHUNK = 100
PASSES = 5
SEED = 1987
DICE = "4x4-new"
TARGET_RATIO, TARGET_CLI_RATIO = 2.5, 1.5
TARGET_OPEN_MS, TARGET_RSS_MB = 100.0, 100.0
CLI_ARGUMENTS = ["solve", "--json", "--rules", "classic"]
RULES = WordRules(min_length=3)  # what `--rules classic` gives a 4×4 board


@dataclass
class Passes:
    """Seconds per pass over the 1,000 boards, for each way of solving them."""

    ours: list[float] = field(default_factory=list)
    peer: list[float] = field(default_factory=list)
    command: list[float] = field(default_factory=list)
    start: list[float] = field(default_factory=list)  # the command line on one board


def main() -> None:
    started = time.perf_counter()
    dictionary = open_dictionary(bundled_dictionary_dir())
    open_ms = (time.perf_counter() - started) * 1000
    warm_up, measured = _rolled_boards()
    for board in warm_up + measured:  # one unmeasured pass: both solvers are timed warm
        solve(board, dictionary, RULES)
    ours = [set(solve(board, dictionary, RULES)) for board in measured]
    rss_mb = psutil.Process().memory_info().rss / 2**20
    peak_mb = _megabytes(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)

    peer, peer_load_s = _load_peer(list(dictionary.words()))
    for board in warm_up + measured:
        _peer_solve(peer, board)
    theirs = [_peer_solve(peer, board) for board in measured]
    with tempfile.TemporaryDirectory(prefix="bt-bench-") as folder:
        board_file, output = Path(folder) / "boards.txt", Path(folder) / "solutions.jsonl"
        board_file.write_text("".join(f"{board.notation()}\n" for board in measured), encoding="utf-8")
        command = [*_console_script(), *CLI_ARGUMENTS, "--file", str(board_file)]
        one_board = [*_console_script(), *CLI_ARGUMENTS, measured[0].notation()]
        passes = _timed_passes(measured, dictionary, peer, command, one_board, output)
        from_command = _words_per_line(output)
        command_peak_mb = _command_peak_mb(command)

    differ = sum(a != b for a, b in zip(ours, theirs, strict=True))
    command_differ = sum(a != b for a, b in zip(from_command, theirs, strict=True))
    command_differ += abs(len(from_command) - BOARDS)
    print(f"boards: {BOARDS} from {DICE}, seed {SEED}; {sum(map(len, ours)) / BOARDS:.1f} words per board")
    met = _print_rates(passes)
    print(f"peer dictionary load  : {peer_load_s:8.2f} s")
    print(f"dictionary open       : {open_ms:8.1f} ms  (target < {TARGET_OPEN_MS:.0f} ms)")
    print(
        f"resident memory       : {rss_mb:8.1f} MB  after {BOARDS} boards (target < {TARGET_RSS_MB:.0f} MB)"
    )
    print(f"peak resident memory  : {peak_mb:8.1f} MB  in-process, {command_peak_mb:.1f} MB the command line")
    print(f"word sets that differ from the peer's: {differ} in-process, {command_differ} command line")
    met = met and open_ms < TARGET_OPEN_MS and max(rss_mb, peak_mb, command_peak_mb) < TARGET_RSS_MB
    met = met and not differ and not command_differ
    print("targets met" if met else "TARGETS MISSED")
    sys.exit(0 if met else 1)


def _rolled_boards() -> tuple[list[Board], list[Board]]:
    rng = SeededRandom(SEED)
    dice = dice_set(DICE)
    boards = [dice.roll_with(rng) for _ in range(WARM_UP + BOARDS)]
    return boards[:WARM_UP], boards[WARM_UP:]


def _timed_passes(
    boards: list[Board],
    dictionary: Dictionary,
    peer: object,
    command: list[str],
    one_board: list[str],
    output: Path,
) -> Passes:
    passes = Passes()
    for _ in range(PASSES):
        ours = theirs = 0.0
        for start in range(0, BOARDS, CHUNK):  # alternate chunks so machine noise hits both alike
            chunk = boards[start : start + CHUNK]
            ours += _timed(partial(_solve_each, chunk, dictionary))
            theirs += _timed(partial(_peer_solve_each, peer, chunk))
        passes.ours.append(ours)
        passes.peer.append(theirs)
        passes.command.append(_timed(partial(_run, command, output)))
        passes.start.append(_timed(partial(_run, one_board, None)))
    return passes


def _print_rates(passes: Passes) -> bool:
    """Print the rates and ratios; whether both ratios meet their targets."""
    peer, ours, command = (BOARDS / min(seconds) for seconds in (passes.peer, passes.ours, passes.command))
    print(f"bogglesolver 0.0.1, in-process : {peer:6.0f} boards/s  {'':18}(passes: {_rates(passes.peer)})")
    print(
        f"boggle-throne solve, in-process: {ours:6.0f} boards/s  {ours / peer:5.2f}x"
        f" (target ≥ {TARGET_RATIO}x; passes: {_rates(passes.ours)})"
    )
    print(
        f"boggle-throne command line     : {command:6.0f} boards/s  {command / peer:5.2f}x"
        f" (target ≥ {TARGET_CLI_RATIO}x; passes: {_rates(passes.command)})"
    )
    print(
        f"  {' '.join(['boggle-throne', *CLI_ARGUMENTS])} --file BOARDS, a new process each pass;"
        f" on one board it takes {min(passes.start):.2f} s"
    )
    return ours / peer >= TARGET_RATIO and command / peer >= TARGET_CLI_RATIO


def _solve_each(boards: list[Board], dictionary: Dictionary) -> list[object]:
    return [solve(board, dictionary, RULES) for board in boards]


def _peer_solve_each(peer: object, boards: list[Board]) -> list[set[str]]:
    return [_peer_solve(peer, board) for board in boards]


def _rates(passes: list[float]) -> str:
    return " ".join(f"{BOARDS / seconds:.0f}" for seconds in passes)


def _timed(work: Callable[[], object]) -> float:
    gc.collect()
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def _console_script() -> list[str]:
    """The installed `boggle-throne` beside this Python, or `python -m boggle_throne` without one."""
    script = shutil.which("boggle-throne", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "boggle_throne"]


def _run(command: list[str], output: Path | None) -> None:
    """Run the command line, its output to a file (or thrown away)."""
    if output is None:
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        return
    with output.open("wb") as file:
        subprocess.run(command, stdout=file, check=True)


def _words_per_line(output: Path) -> list[set[str]]:
    with output.open(encoding="utf-8") as file:
        return [{word["word"] for word in json.loads(line)["words"]} for line in file]


def _command_peak_mb(command: list[str]) -> float:
    """The command's peak resident memory, from an untimed run under a small Python launcher: a
    child's peak counts what it shares with its parent before it starts the command, and this
    process holds the peer's dictionary by then."""
    launcher = [sys.executable, "-c", _LAUNCHER, *command]
    return _megabytes(int(subprocess.run(launcher, capture_output=True, check=True, text=True).stdout))


_LAUNCHER = (
    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True);"
    " print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
)


def _megabytes(max_rss: int) -> float:
    """`ru_maxrss` in MB: bytes on macOS, KiB on Linux (the benchmark needs a POSIX system)."""
    return max_rss / 2**20 if sys.platform == "darwin" else max_rss / 2**10


def _load_peer(words: list[str]) -> tuple[object, float]:
    from bogglesolver.boggle_board import Boggle
    from bogglesolver.load_english_dictionary import Edict
    from bogglesolver.solve_boggle import SolveBoggle

    started = time.perf_counter()
    peer = SolveBoggle.__new__(SolveBoggle)
    peer.use_test_words = False
    peer.edict = Edict()
    for word in words:
        peer.edict.add_word(word)
    peer.boggle = Boggle(4, 4)
    peer.min_word_len = 3
    return peer, time.perf_counter() - started


def _peer_solve(peer: object, board: Board) -> set[str]:
    peer.set_board(4, 4, list(board.cells))  # type: ignore[attr-defined]
    return {word for word in peer.solve() if len(word) >= 3}  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
