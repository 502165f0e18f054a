#!/usr/bin/env bash
# Smoke test of the installable app, as an organiser gets it: build it (packaging/build.sh), install
# the .deb with dpkg when root (else unpack the .tar.gz), then run it with no virtual environment,
# no Python of the checkout and a minimal PATH:
#   --version; solve; demo + standings + print results (a PDF); the Dutch catalogues in the bundle
#   (the app's .qm and .mo, Qt's qtbase_nl.qm); the judges' window on the demo night, offscreen (in
#   English and in Dutch) and, when xvfb-run is here, on an X server (the xcb plugin and the system
#   libraries the .deb depends on), each for a few seconds without error.
# Uninstalls the .deb at the end. Exits non-zero with one line `smoke: FAILED: …` on any failure.
#
#     bash packaging/smoke.sh [--reuse]     # --reuse: test the .deb/.tar.gz already in dist/
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS=0

fail() {
  echo "smoke: FAILED: $*" >&2
  exit 1
}

version="$(sed -n 's/^version = "\(.*\)"$/\1/p' "$root/pyproject.toml")"
tarball="$root/dist/boggle-throne-$version-linux-$(uname -m).tar.gz"
deb=""
command -v dpkg >/dev/null 2>&1 && deb="$root/dist/boggle-throne_${version}_$(dpkg --print-architecture).deb"
if [ "${1:-}" != "--reuse" ] || [ ! -f "$tarball" ]; then
  bash "$root/packaging/build.sh"
fi

work="$(mktemp -d)"
installed=""
cleanup() {
  # the package goes even when a check failed: a CI machine or a developer's laptop keeps no trace
  if [ -n "$installed" ]; then
    dpkg -r boggle-throne >"$work/dpkg-remove.log" 2>&1 ||
      echo "smoke: could not remove the boggle-throne package: $(tail -n 1 "$work/dpkg-remove.log")" >&2
  fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ "$(id -u)" = 0 ] && [ -n "$deb" ] && [ -f "$deb" ]; then
  if dpkg-query -W -f='${Status}' boggle-throne 2>/dev/null | grep -q "install ok installed"; then
    fail "boggle-throne is already installed here; remove it first (dpkg -r boggle-throne)"
  fi
  installed=yes
  dpkg -i "$deb" >"$work/dpkg.log" 2>&1 || fail "dpkg -i $(basename "$deb"): $(tail -n 1 "$work/dpkg.log")"
  program=/usr/bin/boggle-throne
  echo "smoke: installed $(basename "$deb")"
else
  tar -C "$work" -xzf "$tarball" || fail "cannot unpack $(basename "$tarball")"
  program="$work/boggle-throne/boggle-throne"
  echo "smoke: unpacked $(basename "$tarball")"
fi

# The translations: the app's Qt and gettext catalogues and Qt's own, for each language it speaks
bundle="$(dirname "$(readlink -f "$program")")"
for catalogue in resources/translations/qt/boggle_throne_nl.qm \
  resources/translations/locale/nl/LC_MESSAGES/boggle_throne.mo; do
  [ -s "$bundle/_internal/boggle_throne/$catalogue" ] || fail "the bundle lacks $catalogue"
done
find "$bundle/_internal/PySide6" -name qtbase_nl.qm | grep -q . || fail "the bundle lacks Qt's qtbase_nl.qm"
echo "smoke: the bundle holds the Dutch catalogues (the app's and Qt's)"

# The app as a desktop would start it: nothing of this shell, no venv, no Python on PATH
mkdir -p "$work/home" "$work/run"
run() {
  env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$work/run" \
    BOGGLE_THRONE_DATA_DIR="$work/data" "$@"
}
cd "$work"

out="$(run "$program" --version 2>&1)" || fail "--version: $out"
[ "$out" = "boggle-throne $version" ] || fail "--version printed '$out', not 'boggle-throne $version'"

out="$(run "$program" solve PERS/LATG/SINE/TERS 2>&1)" || fail "solve: $out"
grep -q '^replastering ' <<<"$out" || fail "solve PERS/LATG/SINE/TERS did not find 'replastering'"

out="$(run "$program" demo demo.throne 2>&1)" || fail "demo: $out"
out="$(run "$program" standings demo.throne 2>&1)" || fail "standings: $out"
grep -q 'Round 1' <<<"$out" || fail "standings printed no round"
out="$(run "$program" print results demo.throne -o results.pdf 2>&1)" || fail "print results: $out"
[ "$(head -c 5 results.pdf 2>/dev/null)" = "%PDF-" ] || fail "print results wrote no PDF"

# The judges' window on the demo night: it says when it is up, then quits by itself
# (BOGGLE_THRONE_QUIT_AFTER, boggle_throne/ui/app.py). A crash dialog would print a traceback first.
window() {
  local platform="$1"
  shift
  local err="$work/window-$platform.err"
  run QT_QPA_PLATFORM="$platform" BOGGLE_THRONE_QUIT_AFTER=3 "$@" "$program" demo.throne 2>"$err" ||
    fail "the window ($platform) exited with status $?: $(grep -v '^window ready' "$err" | tail -n 1)"
  grep -q '^Traceback' "$err" && fail "the window ($platform) hit an error: $(tail -n 1 "$err")"
  local ready
  ready="$(grep '^window ready in' "$err")" || fail "the window ($platform) never said it was ready"
  grep -q 'demo.throne' <<<"$ready" || fail "the window ($platform) did not open demo.throne: $ready"
  local setting language=""
  for setting in "$@"; do
    [[ $setting == LANGUAGE=* ]] && language=" (${setting#LANGUAGE=})"
  done
  echo "smoke: $platform$language $ready"
}
window offscreen
window offscreen LANGUAGE=nl  # in Dutch: the catalogues load from the bundle
if command -v xvfb-run >/dev/null 2>&1; then
  window xcb /usr/bin/xvfb-run -a -s "-screen 0 1280x800x24"
fi

echo "smoke: passed in $SECONDS s"
