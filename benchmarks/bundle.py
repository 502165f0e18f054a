"""The built app (packaging/build.sh): cold start to a usable judges' window, and the bundle's size.

    python benchmarks/bundle.py [BUNDLE_FOLDER]      # default dist/boggle-throne

Start: each launch is a new process of the bundle's executable opening the demo night's file,
offscreen, timed from the process's start until the window says it is ready (shown, the tournament
and its dictionary loaded: `window ready in …`, from `$BOGGLE_THRONE_QUIT_AFTER` in ui/app.py);
the median of several launches. The first launch reads the bundle from disk unless the page cache
holds it already; it is printed on its own. Size: every file of the bundle (du -sb), and the
packages in dist/ when built. Needs no Python packages: it runs the bundle, not the app's code.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LAUNCHES = 5
TARGET_START_S = 2.0
TARGET_SIZE_MB = 150.0
ROOT = Path(__file__).resolve().parent.parent


def folder_size(folder: Path) -> int:
    """Bytes of every file and link under `folder`, as `du -sb` counts them (links not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*"))


def launch(program: Path, night: Path, env: dict[str, str]) -> float:
    """Seconds from starting the program on `night` to its window saying it is ready."""
    started = time.perf_counter()
    child = subprocess.Popen([str(program), str(night)], stderr=subprocess.PIPE, text=True, env=env)
    assert child.stderr is not None
    ready = None
    for line in child.stderr:
        if line.startswith("window ready in") and ready is None:
            ready = time.perf_counter() - started
            if night.name not in line:
                sys.exit(f"the window did not open {night.name}: {line.strip()}")
    if child.wait() != 0 or ready is None:
        sys.exit(f"the window did not come up (exit status {child.returncode})")
    return ready


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "boggle-throne"
    program = folder / ("boggle-throne.exe" if sys.platform == "win32" else "boggle-throne")
    if not program.exists():
        sys.exit(f"no bundle at {folder}: run `bash packaging/build.sh` first")
    with tempfile.TemporaryDirectory(prefix="boggle-throne-bundle-bench-") as temporary:
        work = Path(temporary)
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "BOGGLE_THRONE_QUIT_AFTER": "0",  # quit as soon as the window is ready
            "BOGGLE_THRONE_DATA_DIR": str(work / "data"),
            "XDG_CONFIG_HOME": str(work / "config"),  # no recent files or geometry of the user's
        }
        night = work / "demo.throne"
        subprocess.run([str(program), "demo", str(night)], env=env, check=True, capture_output=True)
        samples = [launch(program, night, env) for _ in range(LAUNCHES + 1)]
    first, median = samples[0], statistics.median(samples[1:])
    size_mb = folder_size(folder) / 1e6
    target = f"target < {TARGET_START_S:.0f} s"
    print(f"start → judges' window (demo night): {median:.2f} s median of {LAUNCHES} ({target})")
    print(f"  first launch: {first:.2f} s; all: {', '.join(f'{s:.2f}' for s in samples[1:])}")
    print(f"bundle {folder}: {size_mb:.1f} MB unpacked (target < {TARGET_SIZE_MB:.0f} MB)")
    for package in sorted((folder.parent).glob("boggle-throne*.*")):
        if package.is_file():
            print(f"  {package.name}: {package.stat().st_size / 1e6:.1f} MB")
    met = median < TARGET_START_S and size_mb < TARGET_SIZE_MB
    print("targets met" if met else "TARGETS MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
