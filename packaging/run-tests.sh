#!/usr/bin/env bash
# Set up on first use, then run every check: ruff, mypy (strict on the pure layers), the layer
# contracts, and the test suite.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$(bash "$root/packaging/setup-venv.sh" test | tail -n 1)"
cd "$root"
export QT_QPA_PLATFORM=offscreen
"$venv/bin/ruff" check boggle_throne tests benchmarks packaging
"$venv/bin/ruff" format --check boggle_throne tests benchmarks packaging
"$venv/bin/mypy" boggle_throne
"$venv/bin/lint-imports"
"$venv/bin/python" -m pytest "$@"
