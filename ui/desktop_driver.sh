# Shared by the desktop tests (desktop_smoke.sh, desktop_flow.sh): sourced,
# not run. Starts the game under a virtual X server, clicks and types like a
# player (xdotool), takes screenshots (ImageMagick `import`) and reads the
# layout (--print-layout) and the record and status printed on exit
# (--print-record-on-exit).
#
# The sourcing script sets `name` (for messages) and calls
#   driver_init "$@"    # checks the binary and tools, re-runs itself under xvfb-run
# then uses start / click / key / shot / finish / field below.

# shellcheck shell=bash

# Debian's python3 (scripts/install-deps.sh installs it), not the first python3
# on PATH: that may be a version manager's shim, and pyenv's cost 0.35 s of CPU
# a call against 0.03 s, where a run reads the layout a hundred times or more
# (desktop_flow took 80 s with the shim, 38 s without).
python=/usr/bin/python3

driver_init() {
  bin=${1:-}
  out=${2:-desktop-artifacts}
  if [ -z "$bin" ] || [ ! -x "$bin" ]; then
    echo "$name: the game binary '${bin}' is missing; build it first (cmake --build build/native)" >&2
    exit 2
  fi
  for tool in xvfb-run xdotool import "$python"; do
    command -v "$tool" >/dev/null || { echo "$name: '$tool' is missing; run scripts/install-deps.sh browser-tests" >&2; exit 2; }
  done
  bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  # Re-run the script inside a fresh virtual screen.
  if [ -z "${OC_DESKTOP_INNER:-}" ]; then
    OC_DESKTOP_INNER=1 exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$bin" "$out"
  fi
  work=$(mktemp -d)
  pid=""
  trap driver_cleanup EXIT
  t0=$SECONDS
}

driver_cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}

log() { echo "$name: [$((SECONDS - t0)) s] $*"; }

fail() {
  echo "$name: FAIL: $*" >&2
  if [ -f "$work/log" ]; then echo "--- program output (last lines) ---" >&2; tail -n 5 "$work/log" | cut -c1-600 >&2; fi
  exit 1
}

# start [ARGS...]: launch the game (with ARGS), wait for its window and its first layout line.
start() {
  : >"$work/log"
  "$bin" --window-size 1100x700 --print-layout --print-record-on-exit "$@" >"$work/log" 2>&1 &
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

# layout_query EXPR [ARG]: a Python expression over the latest layout (`layout`, `targets`, `arg`).
layout_query() {
  grep '^layout: ' "$work/log" | tail -n1 | cut -c9- | "$python" -c '
import json, sys
layout = json.load(sys.stdin)
targets = layout["targets"]
arg = sys.argv[2] if len(sys.argv) > 2 else ""
print(eval(sys.argv[1]))' "$@"
}

# position NAME: window coordinates of a cell ("c3") or a named control ("undo").
position() {
  layout_query '" ".join(str(int(round(v))) for v in (targets[arg] if arg in targets else layout["cells"][(int(arg[1:]) - 1) * layout["n"] + ord(arg[0]) - 97]))' "$1"
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
  log "screenshot $out/$1.png"
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

# field KEY: a field of the status printed on exit (booleans in lower case).
field() { "$python" -c 'import json,sys; v=json.loads(sys.argv[1])[sys.argv[2]]; print(str(v).lower() if isinstance(v,bool) else v)' "$status" "$1"; }
