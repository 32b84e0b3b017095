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
name=desktop_smoke
# shellcheck source=ui/desktop_driver.sh
. "$(dirname "$0")/desktop_driver.sh"
driver_init "$@"

# play QUERY: a fresh game (nothing saved is read or written) opened with QUERY.
play() { start --no-state --game "$1"; }

expect_record() {
  [ "$record" = "$1" ] || fail "$2: expected record '$1', got '$record'"
}

# 1. Clicks and keys change the game; an occupied cell is refused.
play "c=human"
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
log "ok: clicks, right click, keys, refusal -> '$record'"

# 2. Order completes five in a row with a click.
play "m=a1x.b1o.a2x.b2o.a3x.b3o.a4x.b4o&c=human"
click a5 1
shot desktop-order-wins
finish
expect_record "a1x b1o a2x b2o a3x b3o a4x b4o a5x" "order win"
[ "$(field winner)" = order ] || fail "order win: expected Order to win, status $status"
[ "$(field banner)" = true ] || fail "order win: expected the result banner, status $status"
log "ok: Order wins with five in a row"

# 3. Chaos kills the last live line on the 4x4 mini board.
play "n=4&l=4&m=a1x.b1o.c2x.d2o.a3o.b3x.c4o.d4x.b2o&c=human"
click d1 3
shot desktop-chaos-wins
finish
expect_record "a1x b1o c2x d2o a3o b3x c4o d4x b2o d1o" "chaos win"
[ "$(field winner)" = chaos ] || fail "chaos win: expected Chaos to win, status $status"
[ "$(field reason)" = noLinePossible ] || fail "chaos win: expected 'no line possible', status $status"
log "ok: Chaos wins when no line is possible"

# 4. A bad query still opens a playable game and names the problem.
play "v=bogus&m=zz9&c=human"
click c3 1
shot desktop-bad-query
finish
expect_record "c3x" "bad query"
case "$status" in *"invalid value"*) ;; *) fail "bad query: expected a notice about the bad value, status $status" ;; esac
log "ok: a bad query still gives a playable game"

log "all passed; screenshots in $out"
