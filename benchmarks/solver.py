"""Solver benchmark: 1,000 boards rolled from the 1987 4×4 dice (fixed seed), against bogglesolver 0.0.1.

Prints boards per second for both solvers on the same boards and word list (checking that they find
the same words), and the ratio: each solver's best of five passes over the 1,000 boards, the passes
interleaved in chunks so that the machine's noise hits both alike. Then the time to open the bundled
dictionary, and the resident memory after the 1,000 boards (measured before the peer loads its own
copy of the list).

    pip install -e '.[benchmark]' && python benchmarks/solver.py
"""

from __future__ import annotations

import gc
import sys
import time

import psutil

from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import bundled_dictionary_dir, open_dictionary
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.solver import WordRules, solve

BOARDS = 1000
WARM_UP = 100
CHUNK = 100
PASSES = 5
SEED = 1987
TARGET_RATIO, TARGET_OPEN_MS, TARGET_RSS_MB = 2.0, 100.0, 100.0


def main() -> None:
    process = psutil.Process()
    started = time.perf_counter()
    dictionary = open_dictionary(bundled_dictionary_dir())
    open_ms = (time.perf_counter() - started) * 1000
    rules = WordRules(min_length=3)
    rng = SeededRandom(SEED)
    dice = dice_set("4x4-new")
    boards = [dice.roll_with(rng) for _ in range(WARM_UP + BOARDS)]
    warm_up, measured = boards[:WARM_UP], boards[WARM_UP:]

    for board in warm_up + measured:  # one unmeasured pass: both solvers are timed warm
        solve(board, dictionary, rules)
    ours = [set(solve(board, dictionary, rules)) for board in measured]
    rss_mb = process.memory_info().rss / 2**20

    peer, peer_load_s = _load_peer(list(dictionary.words()))
    for board in warm_up + measured:
        _peer_solve(peer, board)
    theirs = [_peer_solve(peer, board) for board in measured]
    our_passes, peer_passes = [], []
    for _ in range(PASSES):
        our_seconds = peer_seconds = 0.0
        for start in range(0, BOARDS, CHUNK):  # alternate chunks so machine noise hits both alike
            chunk = measured[start : start + CHUNK]
            our_seconds += _timed(lambda chunk=chunk: [solve(board, dictionary, rules) for board in chunk])
            peer_seconds += _timed(lambda chunk=chunk: [_peer_solve(peer, board) for board in chunk])
        our_passes.append(our_seconds)
        peer_passes.append(peer_seconds)
    our_rate = BOARDS / min(our_passes)
    peer_rate = BOARDS / min(peer_passes)
    mismatches = sum(a != b for a, b in zip(ours, theirs, strict=True))

    words = sum(map(len, ours))
    print(f"boards: {BOARDS} from {dice.name}, seed {SEED}; {words / BOARDS:.1f} words per board on average")
    print(f"boggle-throne solver : {our_rate:8.0f} boards/s  (passes: {_rates(our_passes)})")
    print(f"bogglesolver 0.0.1   : {peer_rate:8.0f} boards/s  (passes: {_rates(peer_passes)})")
    print(f"peer dictionary load : {peer_load_s:8.2f} s")
    print(f"ratio                : {our_rate / peer_rate:8.2f}x   (target ≥ {TARGET_RATIO}x)")
    print(f"dictionary open      : {open_ms:8.1f} ms  (target < {TARGET_OPEN_MS:.0f} ms)")
    print(f"resident memory      : {rss_mb:8.1f} MB  after {BOARDS} boards (target < {TARGET_RSS_MB:.0f} MB)")
    print(f"word sets that differ from the peer's: {mismatches}")
    met = our_rate / peer_rate >= TARGET_RATIO and open_ms < TARGET_OPEN_MS and rss_mb < TARGET_RSS_MB
    print("targets met" if met and not mismatches else "TARGETS MISSED")
    sys.exit(0 if met and not mismatches else 1)


def _rates(passes: list[float]) -> str:
    return " ".join(f"{BOARDS / seconds:.0f}" for seconds in passes)


def _timed(work: object) -> float:
    gc.collect()
    started = time.perf_counter()
    work()  # type: ignore[operator]
    return time.perf_counter() - started


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
