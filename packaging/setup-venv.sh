#!/usr/bin/env bash
# Create (or reuse) .venv beside the project and install Boggle Throne into it with the given extras.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
extras="${1:-}"
venv="${BOGGLE_THRONE_VENV:-$root/.venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip
fi
"$venv/bin/python" -m pip install --quiet --editable "$root${extras:+[$extras]}"
echo "$venv"
