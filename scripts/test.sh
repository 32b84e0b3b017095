#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test:
#   1. native build: core tests (Catch2) and the desktop smoke test under Xvfb;
#   2. web build (Emscripten): the same core tests under node, and the browser
#      smoke test in headless Chromium;
#   3. hardening: the core suites under AddressSanitizer + UBSan, and a short
#      libFuzzer run of every harness (the parsers, the session forms, the ovc protocol).
# Ends with one line "N passed, N failed" over both builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"

bash scripts/install-deps.sh native web browser-tests hardening

# shellcheck source=scripts/emscripten-env.sh
. scripts/emscripten-env.sh
# New build folders use Ninja: it keeps both cores busy where make leaves one
# idle (native build 145 s against 173 s). A folder configured before keeps
# its generator: CMake reads this only when there is no cache yet.
if command -v ninja >/dev/null; then export CMAKE_GENERATOR=Ninja; fi

passed=0
failed=0
# Runs ctest in a build folder and adds its counts to the totals.
run_ctest() {
  local dir="$1" log
  log="$(mktemp)"
  local status=0
  # Two at a time; the browser and desktop tests run alone (RUN_SERIAL).
  (cd "$dir" && ctest --output-on-failure --timeout 600 -j "$jobs") 2>&1 | tee "$log" || status=$?
  local line total fail
  line="$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)"
  rm -f "$log"
  if [ -z "$line" ]; then
    echo "test.sh: ctest in $dir printed no summary" >&2
    failed=$((failed + 1))
    return
  fi
  fail="$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")"
  total="$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$line")"
  passed=$((passed + total - fail))
  failed=$((failed + fail))
  [ "$status" = 0 ] || [ "$fail" != 0 ] || failed=$((failed + 1))
}

echo "== native build (${SECONDS} s in)"
cmake -S . -B build/native -DOC_BUILD_UI=ON -DOC_BUILD_TESTS=ON >/dev/null
cmake --build build/native -j "$jobs"
echo "== native tests (${SECONDS} s in)"
run_ctest build/native

echo "== web build (${SECONDS} s in)"
emcmake cmake -S . -B build/web -DOC_BUILD_UI=ON -DOC_BUILD_TESTS=ON \
  -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
cmake --build build/web -j "$jobs"
echo "== web tests (${SECONDS} s in)"
run_ctest build/web

# Each hardening script counts as one test: it passes only if clean.
run_script() {
  echo "== $1 (${SECONDS} s in)"
  if "${@:2}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
run_script "sanitizers (ASan + UBSan)" bash scripts/sanitize.sh
run_script "fuzzing (${OC_FUZZ_SECONDS:-20} s per harness on average)" bash scripts/fuzz.sh "${OC_FUZZ_SECONDS:-20}"

echo
echo "test.sh: ${SECONDS} s in all (keep a full run well under 30 minutes)"
echo "tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
