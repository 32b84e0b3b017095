#!/usr/bin/env bash
# AddressSanitizer + UndefinedBehaviorSanitizer run: builds the core
# tests, the differential tests and the ovc CLI in build/asan (Debug, g++,
# no UI) and runs ctest there. Fails on any failing test and on any sanitizer
# report, even one printed by a test that ctest counted as passed.
#   scripts/sanitize.sh            # build and run everything
#   OC_DIFF_POSITIONS=N scripts/sanitize.sh   # differential positions per variant (default here 100000)
#   OC_SANITIZE_OPT=-O0 scripts/sanitize.sh   # unoptimised (much slower; default -O1)
#   OC_TEST_SCALE=1 scripts/sanitize.sh       # the heavy property tests in full (default here 0.25)
# Needs cmake and g++ (scripts/install-deps.sh native) and the Catch2 sources.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
build=build/asan
san="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
# ovc verify --sample: every check's code runs instrumented, on the smaller
# proofs and searches (the native and web runs check all of them; the full
# set took 201 s here on its own).
# -O1 (still a Debug build: -g, assertions on) keeps the exhaustive checks of
# ovc verify and the strategy tests within the time budget; at -O0 they alone
# take several minutes on 2 cores.
opt="${OC_SANITIZE_OPT:--O1}"
# -g1: line tables only. Reports still name file and line, and the build
# takes 175 s instead of 244 s (full -g).

start=$(date +%s)
echo "== configure $build (g++, Debug, $san $opt)"
cmake -S . -B "$build" \
  -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
  -DOC_BUILD_UI=OFF -DOC_BUILD_TESTS=ON -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_C_FLAGS_DEBUG=-g1 -DCMAKE_CXX_FLAGS_DEBUG=-g1 \
  -DCMAKE_C_FLAGS="$san $opt" -DCMAKE_CXX_FLAGS="$san $opt" \
  -DCMAKE_EXE_LINKER_FLAGS="$san" -DOC_VERIFY_OPTIONS=--sample >/dev/null
echo "== build (core tests, differential tests, ovc)"
cmake --build "$build" -j "$jobs"

# Every report is fatal; leaks are reported at exit.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:${UBSAN_OPTIONS:-}"
# The unoptimised, instrumented reference implementation is slow: fewer
# positions than the default run, still every variant and board size.
export OC_DIFF_POSITIONS="${OC_DIFF_POSITIONS:-100000}"
# The heavy property tests (perfect players against random and greedy
# opponents, the pairing certificate against minimax) play a quarter of their
# games: tests/unit/test_helpers.h, scaledCount. Set 1 for all of them.
export OC_TEST_SCALE="${OC_TEST_SCALE:-0.25}"

echo "== ctest in $build"
log="$build/sanitize-ctest.log"
status=0
# OC_SANITIZE_CTEST_ARGS adds ctest options, e.g. "-E solver" or "-R differential".
# shellcheck disable=SC2086
(cd "$build" && ctest --output-on-failure --timeout 600 -j "$jobs" ${OC_SANITIZE_CTEST_ARGS:-}) 2>&1 | tee "$log" || status=$?
# ctest shows the output of failed tests only; every sanitizer report ends
# its process with an error, so a report means a failed test and shows here.
if grep -Eq 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: (Address|UndefinedBehavior|Leak)Sanitizer' "$log"; then
  echo "sanitize.sh: a sanitizer reported a problem (see above)" >&2
  status=1
fi
elapsed=$(($(date +%s) - start))
if [ "$status" = 0 ]; then
  echo "sanitize: clean (ASan+UBSan, all tests passed) in ${elapsed}s"
else
  echo "sanitize: FAILED in ${elapsed}s" >&2
fi
exit "$status"
