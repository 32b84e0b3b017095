#!/usr/bin/env bash
# Desktop end-to-end flow against the computer: under a virtual X
# server, plays a whole 4x4 game against the computer by clicks (xdotool),
# turns hints on with H, undoes, quits, starts again with the same
# --state-file and plays on from the saved game, then checks that a corrupt
# state file gives a notice and a playable game, and solves a puzzle opened by
# a link.
#
#   ui/desktop_flow.sh BUILD/ui/order-and-chaos [ARTIFACT_DIR]
#
# The program has no live status hook on the desktop: the test follows the
# game through the layout it prints whenever it changes (--print-layout: the
# move list's entries "move.N", the result banner's "banner.new") and checks
# the record and status it prints on exit (--print-record-on-exit).
# Needs xvfb-run, xdotool, imagemagick and python3. Screenshots go to
# ARTIFACT_DIR (default ./desktop-artifacts). Exits non-zero with a message
# on the first failure.
set -euo pipefail
name=desktop_flow
# shellcheck source=ui/desktop_driver.sh
. "$(dirname "$0")/desktop_driver.sh"
driver_init "$@"
state="$work/state/session.txt"  # a folder that does not exist yet: the game creates it

# The entries of the move list (played and undone moves), and whether the result banner shows.
moves_shown() { layout_query 'sum(1 for k in targets if k.startswith("move."))'; }
banner_shown() { layout_query '"banner.new" in targets'; }
has_target() { [ "$(layout_query 'arg in targets' "$1")" = True ]; }





# wait_for SECONDS COMMAND...: polls COMMAND every 0.1 s until it succeeds.
wait_for() {
  local limit=$1
  shift
  wait_for_tenths $((limit * 10)) "$@"
}
wait_for_tenths() {
  local limit=$1
  shift
  for _ in $(seq "$limit"); do
    "$@" && return 0
    kill -0 "$pid" 2>/dev/null || fail "the game exited unexpectedly"
    sleep 0.1
  done
  return 1
}
more_moves_than() { [ "$(moves_shown)" -gt "$1" ]; }
reply_or_end() { [ "$(moves_shown)" -ge $(($1 + 2)) ] || [ "$(banner_shown)" = True ]; }

# human_turn: Order (the human) plays the first cell in board order not
# known to be taken (the computer's moves are not visible live: a click on
# one is refused and leaves the move list unchanged, and the cell is
# remembered), alternating the mouse button; then waits for the computer's
# reply or the end of the game. `taken` holds the cells known to be occupied.
cells4="a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4"
turn=0
taken=" "
human_turn() {
  local before played=""
  before=$(moves_shown)
  for cell in $cells4; do
    case "$taken" in *" $cell "*) continue ;; esac
    click "$cell" $((turn % 2 == 0 ? 1 : 3))
    taken="$taken$cell "
    if wait_for_tenths 6 more_moves_than "$before"; then played=$cell; break; fi
  done
  [ -n "$played" ] || fail "no empty cell took a move (moves shown: $before)"
  turn=$((turn + 1))
  wait_for 15 reply_or_end "$before" || fail "the computer did not reply to $played within 15 s (moves shown: $(moves_shown))"
  if [ "$(banner_shown)" != True ] && [ "$(moves_shown)" -ne $((before + 2)) ]; then
    fail "expected one computer reply to $played, the move list shows $(moves_shown) moves after $before"
  fi
}


count_moves() { if [ -z "$1" ]; then echo 0; else echo $(($(tr -cd ' ' <<<"$1" | wc -c) + 1)); fi; }

# The result, recomputed from the record (classic rules, n x n, line l).
replay() {
  "$python" - "$1" "$2" "$3" <<'EOF'
import sys
record, n, l = sys.argv[1].split(), int(sys.argv[2]), int(sys.argv[3])
board = [""] * (n * n)
wins = []
for r in range(n):
    for c in range(n):
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if 0 <= r + dr * (l - 1) < n and 0 <= c + dc * (l - 1) < n:
                wins.append([(r + dr * i) * n + c + dc * i for i in range(l)])
result = "none none"
for i, m in enumerate(record):
    if result != "none none":
        sys.exit(f"move {i + 1} ({m}) after the end")
    idx = (int(m[1:-1]) - 1) * n + ord(m[0]) - 97
    if board[idx]:
        sys.exit(f"move {i + 1} ({m}) on an occupied cell")
    board[idx] = m[-1]
    if any(all(board[j] == m[-1] for j in w) for w in wins):
        result = "order line"
    elif all(board):
        result = "chaos boardFull"
    elif all("x" in [board[j] for j in w] and "o" in [board[j] for j in w] for w in wins):
        result = "chaos noLinePossible"
print(result)
EOF
}

# 1. A whole 4x4 game against the computer (strong Chaos), hints on with H
#    and sound off with M along the way; the session is saved in the state
#    file, the sound choice beside it.
start --state-file "$state" --game "n=4&l=4&c=strong"
taken=" "
[ "$(moves_shown)" -eq 0 ] || fail "a new game must start with no moves"
human_turn
human_turn
key h
key m
shot desktop-hints
while [ "$(banner_shown)" != True ]; do
  [ "$turn" -le 8 ] || fail "the game did not end within 16 moves"
  human_turn
done
full=$(moves_shown)
shot desktop-game-finished
finish
[ -f "$state" ] || fail "no state file written at $state"
[ "$(field over)" = true ] || fail "full game: expected the game to be over, status $status"
[ "$(field banner)" = true ] || fail "full game: expected the result banner, status $status"
[ "$(field hints)" = true ] || fail "full game: expected hints on (H), status $status"
[ "$(field sound)" = false ] || fail "full game: expected sound off (M), status $status"
[ "$(cat "$work/state/sound.txt" 2>/dev/null)" = off ] || fail "full game: the sound choice was not saved beside the state file"
[ "$(field moves)" -eq "$full" ] && [ "$(count_moves "$record")" -eq "$full" ] || fail "full game: expected $full moves, record '$record', status $status"
result=$(replay "$record" 4 4) || fail "full game: the record '$record' is not legal: $result"
[ "$result" = "$(field winner) $(field reason)" ] || fail "full game: the result '$result' does not follow from '$record', status $status"
finished=$record
log "ok: a full 4x4 game against the computer with hints on -> '$finished' ($result)"

# 2. Start again with the same state file: the finished game comes back;
#    undo takes back the computer's reply and the human move (or only the
#    human move, when it ended the game).
start --state-file "$state"
[ "$(moves_shown)" -eq "$full" ] || fail "restart: expected the $full moves of the saved game, the list shows $(moves_shown)"
[ "$(banner_shown)" = True ] || fail "restart: expected the result banner of the finished game"
key u
finish
[ "$(field over)" = false ] || fail "undo: expected the game to go on after undo, status $status"
[ "$(field toMove)" = order ] || fail "undo: expected the human (Order) to move after undo, status $status"
[ "$(field hints)" = true ] || fail "undo: expected the saved hints setting, status $status"
[ "$(field sound)" = false ] || fail "undo: expected the saved choice of no sound, status $status"
[ "$(field chaosSeat)" = strong ] || fail "undo: expected the saved seats, status $status"
moves=$(field moves)
redo=$(field redo)
[ $((moves + redo)) -eq "$full" ] || fail "undo: $moves moves + $redo to redo, but the finished game had $full"
[ $((moves % 2)) -eq 0 ] && [ "$redo" -ge 1 ] && [ "$redo" -le 2 ] || fail "undo: expected the computer's reply and the human move taken back, status $status"
case "$finished " in "$record "*) ;; *) fail "undo: '$record' is not the start of '$finished'" ;; esac
after_undo=$record
log "ok: restarted with the finished game; undo took back $redo -> '$after_undo'"

# 3. Start again: the game continues from the saved state (after the undo).
start --state-file "$state"
taken=" $(sed -E 's/([a-z][0-9]+)[xo]/\1/g' <<<"$after_undo") "
human_turn
finish
[ "$(field hints)" = true ] || fail "continue: expected the saved hints setting, status $status"
[ "$(field size)" = 4 ] || fail "continue: expected the saved 4x4 game, status $status"
[ "$(field chaosSeat)" = strong ] || fail "continue: expected the saved seats, status $status"
case "$record" in
  "$after_undo "*) ;;
  *) fail "continue: expected the game to continue from '$after_undo', got '$record'" ;;
esac
[ "$(count_moves "$record")" -eq $(($(count_moves "$after_undo") + 2)) ] || [ "$(field over)" = true ] ||
  fail "continue: expected a human move and the computer's reply, got '$record'"
result=$(replay "$record" 4 4) || fail "continue: the record '$record' is not legal: $result"
[ "$result" = "$(field winner) $(field reason)" ] || fail "continue: the result '$result' does not follow from '$record', status $status"
log "ok: restarted from the state file and played on -> '$record'"

# 4. A corrupt state file: a notice, and a playable new game (default seats: the computer plays Chaos).
printf 'this is not a saved game \001\002{{{\n' >"$state"
start --state-file "$state"
grep -q 'saved game could not be read' "$work/log" || fail "corrupt state: no notice printed"
has_target notices.dismiss || fail "corrupt state: no notice card drawn"
click c3 1
wait_for 5 more_moves_than 0 || fail "corrupt state: the move c3 was not played"
shot desktop-corrupt-state
wait_for 15 more_moves_than 1 || fail "corrupt state: the computer did not reply within 15 s"
finish
case "$record" in c3x\ *) ;; *) fail "corrupt state: expected 'c3x' and a reply, got '$record'" ;; esac
case "$status" in *"could not be read"*) ;; *) fail "corrupt state: expected the notice in the status, status $status" ;; esac
[ "$(field size)" = 6 ] || fail "corrupt state: expected a new default game, status $status"
grep -q 'c3x' "$state" || fail "corrupt state: the new game was not saved in place of the corrupt file"
grep -q 'this is not a saved game' "$state.unreadable" || fail "corrupt state: the unreadable file was not set aside as $state.unreadable"
log "ok: a corrupt state file gives a notice and a playable game -> '$record'"

# 5. The game saved after that opens without a notice.
start --state-file "$state"
finish
case "$record" in c3x\ *) ;; *) fail "after corrupt state: expected the saved game 'c3x ...', got '$record'" ;; esac
case "$status" in *"could not be read"*) fail "after corrupt state: the notice must not come back, status $status" ;; esac
log "ok: the game saved after a corrupt file opens cleanly"

# 6. A puzzle link on the desktop: puzzle 3 of the shipped set (Order to
#    play, a win in 1 with a1o), answered with a right-click (blue).
answer=$(sed -n 3p "$(dirname "$0")/../data/puzzles/classic-6x6.jsonl" | "$python" -c 'import json,sys; print(json.load(sys.stdin)["solution"][0])')
start --no-state --game "puzzle=3"
click "${answer%?}" 3
shot desktop-puzzle-solved
finish
puzzle=$("$python" -c 'import json,sys; p=json.loads(sys.argv[1]).get("puzzle"); print(p and "%d %s %d" % (p["number"], p["state"], p["streak"]))' "$status")
[ "$puzzle" = "3 solved 1" ] || fail "puzzle: expected puzzle 3 solved with $answer (streak 1), got '$puzzle', status $status"
log "ok: puzzle 3 opened by link and solved with $answer"

# 7. The New game card from the keyboard alone: N opens it, Tab shows the
#    focus on the rule, Right picks exact, Tab and Right the 4x4 board,
#    Enter starts.
start --no-state
key n
key Tab
key Right
key Tab
key Right
shot desktop-setup-keyboard
key Return
finish
[ "$(field variant) $(field size)" = "exact5 4" ] || fail "keyboard card: expected exact5 on 4x4, status $status"
log "ok: the New game card set from the keyboard"

log "all passed; screenshots in $out"
