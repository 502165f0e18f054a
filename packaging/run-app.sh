#!/usr/bin/env bash
# Set up on first use, then run Boggle Throne (arguments go to the `boggle-throne` command).
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
venv="$(bash "$here/setup-venv.sh" | tail -n 1)"
# Qt's own error for a missing system library can name the wrong one: check them all first. The
# window opens through the xcb plugin unless QT_QPA_PLATFORM names another ("offscreen", "wayland;xcb")
platform="${QT_QPA_PLATFORM:-xcb}"
"$venv/bin/python" "$here/qt_system_libs.py" "${platform%%[:;]*}"
exec "$venv/bin/boggle-throne" "$@"
