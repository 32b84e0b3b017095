#!/usr/bin/env bash
# Desktop smoke test: runs the native game under a virtual X server, clicks
# and types like a player (xdotool), takes screenshots (ImageMagick `import`)
# and checks the game record the program prints when its window closes.
#
#   ui/desktop_smoke.sh BUILD/ui/order-and-chaos [ARTIFACT_DIR]
#
# Needs xvfb-run, xdotool, imagemagick and python3 (scripts/install-deps.sh
# browser-tests installs them). Screenshots go to ARTIFACT_DIR (default
# ./desktop-artifacts). Exits non-zero with a message on the first failure.
set -euo pipefail

bin=${1:-}
out=${2:-desktop-artifacts}
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "desktop_smoke: the game binary '${bin}' is missing; build it first (cmake --build build/native)" >&2
  exit 2
fi
for tool in xvfb-run xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "desktop_smoke: '$tool' is missing; run scripts/install-deps.sh browser-tests" >&2; exit 2; }
done
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
mkdir -p "$out"
out=$(cd "$out" && pwd)

# Re-run this script inside a fresh virtual screen.
if [ -z "${OC_SMOKE_INNER:-}" ]; then
  OC_SMOKE_INNER=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$bin" "$out"
fi

work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "desktop_smoke: FAIL: $*" >&2
  if [ -f "$work/log" ]; then echo "--- program output ---" >&2; cut -c1-400 "$work/log" >&2; fi
  exit 1
}

# start QUERY: launch the game, wait for its window and its first layout line.
start() {
  : >"$work/log"
  "$bin" --no-state --window-size 1100x700 --print-layout --print-record-on-exit ${1:+--game "$1"} >"$work/log" 2>&1 &
  pid=$!
  for _ in $(seq 100); do
    grep -q '^layout: ' "$work/log" && break
    kill -0 "$pid" 2>/dev/null || fail "the game exited at start-up"
    sleep 0.1
  done
  grep -q '^layout: ' "$work/log" || fail "no layout printed within 10 s"
  wid=$(xdotool search --name '^Order and Chaos$' | head -n1)
  [ -n "$wid" ] || fail "no window named 'Order and Chaos'"
  sleep 0.3
}

# position NAME: window coordinates of a cell ("c3") or a named control ("undo").
position() {
  grep '^layout: ' "$work/log" | tail -n1 | cut -c9- | python3 -c '
import json, sys
layout = json.load(sys.stdin)
name = sys.argv[1]
if name in layout["targets"]:
    x, y = layout["targets"][name]
else:
    n = layout["n"]
    col, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
    x, y = layout["cells"][row * n + col]
print(int(round(x)), int(round(y)))' "$1"
}

# click NAME [BUTTON]: 1 = left (selected colour), 3 = right (the other colour).
click() {
  local xy
  xy=$(position "$1") || fail "no position for '$1'"
  # shellcheck disable=SC2086
  xdotool mousemove --window "$wid" $xy
  sleep 0.15
  xdotool click "${2:-1}"
  sleep 0.25
}

key() {
  xdotool key "$@"
  sleep 0.2
}

shot() {
  sleep 0.5  # let the placement animation finish
  import -window root "$out/$1.png" || fail "screenshot $1 failed"
  echo "desktop_smoke: screenshot $out/$1.png"
}

# finish: close the window (Ctrl+Q, else SIGTERM which SDL turns into a quit
# event) and read the record and status printed on exit.
finish() {
  key ctrl+q
  for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid"; fi
  wait "$pid" || fail "the game exited with an error"
  pid=""
  record=$(grep '^record: ' "$work/log" | cut -c9- || true)
  status=$(grep '^status: ' "$work/log" | cut -c9- || true)
  [ -n "$status" ] || fail "no status printed on exit"
}

field() { python3 -c 'import json,sys; v=json.loads(sys.argv[1])[sys.argv[2]]; print(str(v).lower() if isinstance(v,bool) else v)' "$status" "$1"; }

expect_record() {
  [ "$record" = "$1" ] || fail "$2: expected record '$1', got '$record'"
}

# 1. Clicks and keys change the game; an occupied cell is refused.
start "c=human"
click c3 1            # red X (the selected colour)
click d4 3            # right click: blue O
click c3 1            # occupied: refused (a message shows), record unchanged
shot desktop-refused
key u                 # undo d4o
key Down              # the cursor follows the last click (c3): now c4
key b                 # blue at c4
key Right             # cursor to d4
key r                 # red at d4
shot desktop-play
finish
expect_record "c3x c4o d4x" "play"
[ "$(field toMove)" = chaos ] || fail "play: expected Chaos to move, status $status"
echo "desktop_smoke: ok: clicks, right click, keys, refusal -> '$record'"

# 2. Order completes five in a row with a click.
start "m=a1x.b1o.a2x.b2o.a3x.b3o.a4x.b4o&c=human"
click a5 1
shot desktop-order-wins
finish
expect_record "a1x b1o a2x b2o a3x b3o a4x b4o a5x" "order win"
[ "$(field winner)" = order ] || fail "order win: expected Order to win, status $status"
[ "$(field banner)" = true ] || fail "order win: expected the result banner, status $status"
echo "desktop_smoke: ok: Order wins with five in a row"

# 3. Chaos kills the last live line on the 4x4 mini board.
start "n=4&l=4&m=a1x.b1o.c2x.d2o.a3o.b3x.c4o.d4x.b2o&c=human"
click d1 3
shot desktop-chaos-wins
finish
expect_record "a1x b1o c2x d2o a3o b3x c4o d4x b2o d1o" "chaos win"
[ "$(field winner)" = chaos ] || fail "chaos win: expected Chaos to win, status $status"
[ "$(field reason)" = noLinePossible ] || fail "chaos win: expected 'no line possible', status $status"
echo "desktop_smoke: ok: Chaos wins when no line is possible"

# 4. A bad query still opens a playable game and names the problem.
start "v=bogus&m=zz9&c=human"
click c3 1
shot desktop-bad-query
finish
expect_record "c3x" "bad query"
case "$status" in *"invalid value"*) ;; *) fail "bad query: expected a notice about the bad value, status $status" ;; esac
echo "desktop_smoke: ok: a bad query still gives a playable game"

echo "desktop_smoke: all passed; screenshots in $out"
