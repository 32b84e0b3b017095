#!/usr/bin/env bash
# libFuzzer run of the parsers and of the ovc text protocol: builds
# the harnesses of tests/fuzz/ with clang++-14
# (-fsanitize=fuzzer,address,undefined) in build/fuzz, a standalone project
# apart from the main build, and runs each for a fixed time on a scratch copy
# of its seed corpus (tests/fuzz/corpus/<target>/ is never modified). Fails
# on any crash, sanitizer report or broken invariant; prints executions and
# coverage (cov/ft from libFuzzer's final status) per target.
#   scripts/fuzz.sh            # 20 s per target
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
targets="${FUZZ_TARGETS:-fuzz_record fuzz_query fuzz_move fuzz_session fuzz_protocol}"
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

failed=0
summary=()
for t in $targets; do
  run="$build/run/$t"
  rm -rf "$run"
  mkdir -p "$run/corpus"
  cp tests/fuzz/corpus/"$t"/* "$run/corpus/" 2>/dev/null || true
  seeds=$(find "$run/corpus" -type f | wc -l)
  echo "== $t: ${seconds}s from $seeds seed inputs"
  status=0
  "$build/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$run/" "$run/corpus" >"$run/log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$run/log" | tail -n 1)
  last=$(grep -E '^#[0-9]+' "$run/log" | grep -E 'cov: [0-9]+' | tail -n 1 || true)
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  corp=$(sed -nE 's/.* corp: ([0-9]+\/[^ ]+).*/\1/p' <<<"$last")
  crashes=$(find "$run" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)
  line="$t: executions=${execs:-?} (${rate:-?}/s) cov=${cov:-?} ft=${ft:-?} corpus=${corp:-?} crashes=$crashes"
  if [ "$status" != 0 ] || [ "$crashes" != 0 ] || grep -Eq 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|FUZZ CHECK FAILED' "$run/log"; then
    failed=$((failed + 1))
    line="$line FAILED (exit $status)"
    echo "--- $t log (tail):" >&2
    tail -n 40 "$run/log" >&2
    for f in "$run"/crash-* "$run"/leak-* "$run"/timeout-* "$run"/oom-*; do
      [ -e "$f" ] && echo "reproduce: $build/$t $f" >&2
    done
  fi
  echo "$line"
  summary+=("$line")
done

echo
echo "fuzz summary (${seconds}s per target):"
printf '  %s\n' "${summary[@]}"
if [ "$failed" = 0 ]; then
  echo "fuzz: all targets clean"
else
  echo "fuzz: $failed target(s) FAILED" >&2
  exit 1
fi
