"""Reliability probe: bit flips, kills while files and backups are made, and two writers at once.

Builds the demo night (a file and its night document) in a temporary folder, then:

- flips one bit of the file, N times, and runs `standings` on each copy: every outcome must be a
  clean open (with warnings for actions that cannot be applied) or a one-line refusal (exit 2);
- kills `replay` at random moments (while the file is created, and later while backups are written),
  then replays again: every night must resume to the same standings as an uninterrupted replay,
  and every backup under a backup's name must open;
- starts two `replay`s of one night on one file at once: one writer must be refused naming the
  other (or run after it), and the file must hold exactly one night.

Prints the count of each outcome; `FAILED` and a non-zero exit if any outcome is not one of those.

    pip install -e . && python benchmarks/reliability.py [--flips 500] [--kills 40] [--writers 17]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from boggle_throne.cli.main import main as command_line
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.store.backups import backups

CLI = [sys.executable, "-m", "boggle_throne"]


def flip_bits(night: Path, trials: int, chance: random.Random) -> Counter[str]:
    """`standings` on copies of the file with one bit flipped."""
    data = night.read_bytes()
    copy = night.with_name("flipped.throne")
    outcomes: Counter[str] = Counter()
    for _ in range(trials):
        flipped = bytearray(data)
        bit = chance.randrange(len(data) * 8)
        flipped[bit // 8] ^= 1 << (bit % 8)
        copy.write_bytes(bytes(flipped))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = command_line(["standings", str(copy)])
        lines = err.getvalue().splitlines()
        if status == 0 and not lines:
            outcomes["opened with a warning" if out.getvalue().startswith("Warning:") else "opened"] += 1
        elif status == 2 and len(lines) == 1 and str(copy) in lines[0]:
            outcomes["refused in one line naming the file"] += 1
        else:
            outcomes[f"FAILED: exit {status}: {err.getvalue().strip()[:200]}"] += 1
    copy.unlink(missing_ok=True)
    return outcomes


def _standings(path: Path) -> object:
    finished = subprocess.run([*CLI, "standings", str(path), "--json"], capture_output=True, text=True)
    return json.loads(finished.stdout)["rounds"] if finished.returncode == 0 else finished.stderr


def kill_replays(
    document: Path,
    folder: Path,
    trials: int,
    window: tuple[float, float],
    chance: random.Random,
    expected: object,
) -> Counter[str]:
    """Kill a replay after a random moment in `window` seconds, then replay again to the end."""
    outcomes: Counter[str] = Counter()
    for trial in range(trials):
        target = folder / f"killed-{window[0]:.1f}-{trial}.throne"
        replay = [*CLI, "replay", str(document), "--db", str(target)]
        child = subprocess.Popen(replay, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(chance.uniform(*window))
        child.send_signal(signal.SIGKILL)
        child.wait()
        broken = [b.name for b in backups(target) if not _opens(b)]
        if broken:
            outcomes[f"FAILED: backups that do not open: {broken}"] += 1
            continue
        resumed = subprocess.run(replay, capture_output=True, text=True)
        if resumed.returncode != 0:
            outcomes[f"FAILED: resume: {resumed.stderr.strip()[:200]}"] += 1
        elif _standings(target) != expected:
            outcomes["FAILED: resumed to other standings"] += 1
        else:
            outcomes["resumed to the same night, every backup opens"] += 1
    return outcomes


def _opens(path: Path) -> bool:
    try:
        OpenNight.open(path, read_only=True).close()
    except Exception:  # any failure is what the probe counts
        return False
    return True


def two_writers(document: Path, folder: Path, trials: int, expected: object) -> Counter[str]:
    """Two replays of one night on one file at the same moment."""
    outcomes: Counter[str] = Counter()
    for trial in range(trials):
        target = folder / f"two-{trial}.throne"
        run = [*CLI, "replay", str(document), "--db", str(target)]
        first = subprocess.Popen(run, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        second = subprocess.Popen(run, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        errors = [first.communicate()[1], second.communicate()[1]]
        statuses = sorted([first.returncode, second.returncode])
        named = all("is open for writing in" in e and "process" in e for e in errors if e)
        if _standings(target) != expected:
            outcomes["FAILED: the file holds another night"] += 1
        elif statuses == [0, 2] and named:
            outcomes["one refused naming the other; the night is whole"] += 1
        elif statuses == [0, 0]:
            outcomes["the second resumed after the first; the night is whole"] += 1
        else:
            outcomes[f"FAILED: exits {statuses}: {errors}"] += 1
    return outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flips", type=int, default=500)
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--writers", type=int, default=17)
    arguments = parser.parse_args()
    chance = random.Random(2026)
    with tempfile.TemporaryDirectory(prefix="boggle-throne-probe-") as name:
        folder = Path(name)
        night = folder / "demo.throne"
        service, document = build_demo_night(night, library=DictionaryLibrary(folder / "data"))
        service.close()
        document_path = folder / "night.json"
        document_path.write_text(json.dumps(document), encoding="utf-8")
        expected = _standings(night)
        started = time.perf_counter()
        results = {
            f"{arguments.flips} single-bit flips, then standings": flip_bits(night, arguments.flips, chance),
            f"{arguments.kills} kills while the file is created (0-0.6 s)": kill_replays(
                document_path, folder, arguments.kills, (0.0, 0.6), chance, expected
            ),
            f"{arguments.kills} kills while games close and backups are written (0.8-2.5 s)": kill_replays(
                document_path, folder, arguments.kills, (0.8, 2.5), chance, expected
            ),
            f"{arguments.writers} pairs of writers on one file": two_writers(
                document_path, folder, arguments.writers, expected
            ),
        }
    failed = False
    for probe, outcomes in results.items():
        print(probe)
        for outcome, count in sorted(outcomes.items()):
            print(f"  {count:5d}  {outcome}")
            failed = failed or outcome.startswith("FAILED")
    print(f"probes took {time.perf_counter() - started:.0f} s")
    if failed:
        print("FAILED")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
