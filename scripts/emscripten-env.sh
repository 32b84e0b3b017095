# shellcheck shell=bash
# What Debian's Emscripten needs from the environment; sourced by the scripts
# that build with it (scripts/test.sh, scripts/play-web.sh).

# Debian's emcc needs its node modules (acorn).
export NODE_PATH=/usr/share/nodejs
# Debian's emcc, em++ and emar run their Python with "${EMSDK_PYTHON:-python3}".
# The first python3 on PATH may be a version manager's shim: pyenv's cost
# 0.35 s of CPU a call against 0.03 s for Debian's own, and the web build calls
# them some 230 times.
export EMSDK_PYTHON=/usr/bin/python3
