#!/usr/bin/env bash
# Set up on first use, then run Boggle Throne (arguments go to the `boggle-throne` command).
set -euo pipefail
venv="$(bash "$(dirname "${BASH_SOURCE[0]}")/setup-venv.sh" | tail -n 1)"
exec "$venv/bin/boggle-throne" "$@"
