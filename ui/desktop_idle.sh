#!/usr/bin/env bash
# Desktop idle test: an untouched board costs (almost) no CPU. Runs the
# native game under a virtual X server and reads the process's CPU time from
# /proc/PID/stat over a few seconds of idling: at the start, after a move
# and the computer's reply, and with the hint shown (once its pulse ends).
#
#   ui/desktop_idle.sh BUILD/ui/order-and-chaos [ARTIFACT_DIR]
set -euo pipefail
name=desktop_idle
# shellcheck source=ui/desktop_driver.sh
. "$(dirname "$0")/desktop_driver.sh"
driver_init "$@"

limit_percent=2   # of one core
window_seconds=4
settle_seconds=5  # every animation ends by then (the hint's pulse lasts 4 s)

# cpu_ticks: user + system time of the game so far, in clock ticks (fields 14 and 15 of /proc/PID/stat).
cpu_ticks() { sed -E 's/^.*\) //' "/proc/$pid/stat" | awk '{ print $12 + $13 }'; }

# idle_percent: the game's CPU use over the measuring window, in percent of one core.
idle_percent() {
  local t0 c0 c1 t1
  t0=$(date +%s.%N); c0=$(cpu_ticks)
  sleep "$window_seconds"
  c1=$(cpu_ticks); t1=$(date +%s.%N)
  "$python" -c 'import sys, os; c0, c1, t0, t1 = map(float, sys.argv[1:]); print("%.2f" % (100 * (c1 - c0) / os.sysconf("SC_CLK_TCK") / (t1 - t0)))' "$c0" "$c1" "$t0" "$t1"
}

check_idle() {
  local p
  p=$(idle_percent)
  log "$1: $p % CPU over $window_seconds s"
  "$python" -c 'import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)' "$p" "$limit_percent" ||
    fail "$1: the idle game used $p % CPU (limit $limit_percent %)"
}

start --no-state --game "o=human&c=strong"
sleep 1
check_idle "untouched board"
click c3 1
sleep "$settle_seconds"
check_idle "after a move and the computer's reply"
key h
sleep "$settle_seconds"
check_idle "with the hint shown"
finish
[ "$(field moves)" = 2 ] || fail "expected the move and the computer's reply, status $status"
[ "$(field hints)" = true ] || fail "expected hints on, status $status"
log "ok: idle under $limit_percent % CPU"
