#!/bin/bash
# Two solvers on the same positions, each position by A then by B, so that both
# meet the machine's load alike (a shared machine's speed drifts by the hour,
# and figures from different runs do not compare: docs/solver.md, "Reproducing").
#
#   bench/compare_solvers.sh MS FILE "SOLVER_A" "SOLVER_B"
#
# FILE is a positions file as `ovc positions` writes it ("<first> <record>"
# a line, the record's moves joined by dots, "-" for none; more columns and
# lines starting with # are skipped). Each solver is a command that takes
# ovc's solve arguments, e.g. "build/native/cli/ovc" or
# "env SOME_SETTING=1 /tmp/other/ovc". Each position gets MS ms (two threads,
# as `ovc solve` by default). Prints one line a position, then
#
#   unknown A <n> B <n> conflicts <n>
#
# and exits 1 if the two ever give different proven verdicts: one of them
# is wrong, which is the worst bug the solver can have.
set -euo pipefail

if [ $# -ne 4 ] || ! [[ $1 =~ ^[1-9][0-9]*$ ]] || [ ! -r "$2" ]; then
  echo "usage: $0 MS FILE \"SOLVER_A\" \"SOLVER_B\" (MS a positive number of ms, FILE readable)" >&2
  exit 2
fi
ms=$1 file=$2 solver_a=$3 solver_b=$4

# "<verdict> <ms>" of one solve; "none" when the solver printed no verdict.
verdict() {
  local solver=$1 first=$2 record=$3
  # The solver is a command line on purpose (an env prefix, a path): split it into words.
  # shellcheck disable=SC2086
  $solver solve "$record" --first "$first" --ms "$ms" 2>/dev/null |
    awk '/^verdict:/ { v = $2 } /^verdict ms:/ { t = $3 } END { print (v == "" ? "none" : v), (t == "" ? "-" : t) }'
}

proven() { [ "$1" = order ] || [ "$1" = chaos ]; }

unknown_a=0 unknown_b=0 conflicts=0 count=0
while read -r first record _; do
  case $first in ''|'#'*) continue ;; esac
  moves=${record//./ }
  [ "$record" = "-" ] && moves=""
  read -r va ta <<<"$(verdict "$solver_a" "$first" "$moves")"
  read -r vb tb <<<"$(verdict "$solver_b" "$first" "$moves")"
  count=$((count + 1))
  proven "$va" || unknown_a=$((unknown_a + 1))
  proven "$vb" || unknown_b=$((unknown_b + 1))
  mark=""
  if proven "$va" && proven "$vb" && [ "$va" != "$vb" ]; then
    conflicts=$((conflicts + 1))
    mark="  CONFLICT"
  fi
  echo "$first $record | A $va $ta ms | B $vb $tb ms$mark"
done < "$file"

echo "unknown A $unknown_a B $unknown_b conflicts $conflicts"
[ "$count" -gt 0 ] || { echo "no positions in $file" >&2; exit 2; }
[ "$conflicts" -eq 0 ]
