#!/usr/bin/env bash
# libFuzzer run of the parsers and of the ovc text protocol: builds
# the harnesses of tests/fuzz/ with clang++-14
# (-fsanitize=fuzzer,address,undefined) in build/fuzz, a standalone project
# apart from the main build, and runs each for a fixed time on a scratch copy
# of its seed corpus (tests/fuzz/corpus/<target>/ is never modified). Fails
# on any crash, sanitizer report or broken invariant; prints executions and
# coverage (cov/ft from libFuzzer's final status) per target. Runs JOBS
# lanes of targets side by side (default: the number of cores), each lane
# fuzzing for the same time, so that every target gets SECONDS on average
# and no core waits while a last target runs alone.
#   scripts/fuzz.sh            # 20 s per target on average
#   scripts/fuzz.sh 120        # longer, locally
#   FUZZ_TARGETS="fuzz_query" scripts/fuzz.sh 60
# Needs Debian's clang-14 and libclang-rt-14-dev (the libFuzzer runtime).
# A crashing input is kept as build/fuzz/run/<target>/crash-*; replay it with
#   build/fuzz/<target> build/fuzz/run/<target>/crash-...
# (for fuzz_protocol, OC_FUZZ_TRACE=1 in front prints every line and answer).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-20}"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
# The two slowest, richest harnesses (protocol, session) share the second lane, so they get the longer turns.
targets="${FUZZ_TARGETS:-fuzz_record fuzz_protocol fuzz_query fuzz_session fuzz_move}"
build=build/fuzz
cxx="${FUZZ_CXX:-clang++-14}"

if ! command -v "$cxx" >/dev/null; then
  echo "fuzz.sh: $cxx not found: apt-get install clang-14 libclang-rt-14-dev" >&2
  exit 2
fi
case "$seconds" in '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [seconds-per-target]" >&2; exit 2 ;; esac

echo "== build the fuzzers in $build ($cxx)"
cmake -S tests/fuzz -B "$build" -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
# shellcheck disable=SC2086
cmake --build "$build" -j "$jobs" --target $targets

# Runs one target for $2 seconds; its summary line goes to
# $build/run/<target>/result, and the exit status says whether it was clean.
fuzz_one() {
  local t="$1" seconds="$2" run="$build/run/$1" status=0
  rm -rf "$run"
  mkdir -p "$run/corpus"
  cp tests/fuzz/corpus/"$t"/* "$run/corpus/" 2>/dev/null || true
  local seeds
  seeds=$(find "$run/corpus" -type f | wc -l)
  echo "== $t: ${seconds}s from $seeds seed inputs"
  "$build/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$run/" "$run/corpus" >"$run/log" 2>&1 || status=$?
  local execs rate last cov ft corp crashes line
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$run/log" | tail -n 1)
  last=$(grep -E '^#[0-9]+' "$run/log" | grep -E 'cov: [0-9]+' | tail -n 1 || true)
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  corp=$(sed -nE 's/.* corp: ([0-9]+\/[^ ]+).*/\1/p' <<<"$last")
  crashes=$(find "$run" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)
  line="$t: executions=${execs:-?} (${rate:-?}/s) cov=${cov:-?} ft=${ft:-?} corpus=${corp:-?} crashes=$crashes"
  local clean=1
  if [ "$status" != 0 ] || [ "$crashes" != 0 ] || grep -Eq 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|FUZZ CHECK FAILED' "$run/log"; then
    clean=0
    line="$line FAILED (exit $status)"
    {
      echo "--- $t log (tail):"
      tail -n 40 "$run/log"
      for f in "$run"/crash-* "$run"/leak-* "$run"/timeout-* "$run"/oom-*; do
        [ -e "$f" ] && echo "reproduce: $build/$t $f"
      done
    } >&2
  fi
  echo "$line" >"$run/result"
  echo "$line"
  [ "$clean" = 1 ]
}

# The targets are dealt to $jobs lanes that run side by side, each lane one
# target after another for the same total time (seconds x targets / lanes):
# five targets of 20 s on two cores take 50 s instead of 60 (three rounds,
# the last with one core idle), for the same 100 s of fuzzing.
read -ra list <<<"$targets"
count=${#list[@]}
lanes=$((jobs < count ? jobs : count))
lane_seconds=$((seconds * count / lanes))
pids=()
for t in "${list[@]}"; do rm -f "$build/run/$t/result"; done  # a target that did not run must not pass on an old result
for ((lane = 0; lane < lanes; ++lane)); do
  (
    mine=()
    for ((i = lane; i < count; i += lanes)); do mine+=("${list[$i]}"); done
    each=$((lane_seconds / ${#mine[@]}))
    for t in "${mine[@]}"; do fuzz_one "$t" "$((each > 0 ? each : 1))" || true; done
  ) &
  pids+=("$!")
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
failed=0
summary=()
for t in "${list[@]}"; do
  line="$(cat "$build/run/$t/result" 2>/dev/null || echo "$t: no result FAILED")"
  case "$line" in *FAILED*) failed=$((failed + 1)) ;; esac
  summary+=("$line")
done

echo
echo "fuzz summary (${seconds}s per target on average, ${lanes} lanes of ${lane_seconds}s):"
printf '  %s\n' "${summary[@]}"
if [ "$failed" = 0 ]; then
  echo "fuzz: all targets clean"
else
  echo "fuzz: $failed target(s) FAILED" >&2
  exit 1
fi
