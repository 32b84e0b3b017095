#!/usr/bin/env bash
# Installs what is missing, builds the web game and serves it on this machine.
#   scripts/play-web.sh [--port N] [--host ADDR]   (options go to serve.py)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"

bash scripts/install-deps.sh web
# shellcheck source=scripts/emscripten-env.sh
. scripts/emscripten-env.sh

emcmake cmake -S . -B build/web -DOC_BUILD_UI=ON \
  -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
# The site whole: the game, the solver's module, the icons, the service
# worker and the compressed copies serve.py sends (not the tests).
cmake --build build/web -j "$jobs" --target oc_site_compressed
exec python3 serve.py --dir build/web/site "$@"
