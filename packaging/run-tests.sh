#!/usr/bin/env bash
# Set up on first use, then run every check: ruff, mypy (strict on the pure layers), the layer
# contracts, and the test suite.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$(bash "$root/packaging/setup-venv.sh" test | tail -n 1)"
cd "$root"
# The system libraries Qt loads (offscreen for this run; xcb and Xvfb for running the same tests on
# an X server), checked first: Qt's own error for a missing one can name the wrong one; and the
# browser the phone page's tests drive (Debian's chromium with its driver)
"$venv/bin/python" packaging/qt_system_libs.py offscreen xcb --program Xvfb --program xauth \
  --program chromium --program chromedriver
export BOGGLE_THRONE_REQUIRE_BROWSER=1  # checked just above: never skip the phone page's tests
export QT_QPA_PLATFORM=offscreen
"$venv/bin/ruff" check boggle_throne tests benchmarks packaging
"$venv/bin/ruff" format --check boggle_throne tests benchmarks packaging
"$venv/bin/mypy" boggle_throne
"$venv/bin/lint-imports"
"$venv/bin/python" -m pytest "$@"
# The windows again on an X server: key bindings differ per platform (a line edit takes Ctrl+E on xcb)
QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" "$venv/bin/python" -m pytest tests/ui "$@"
