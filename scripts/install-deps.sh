#!/usr/bin/env bash
# Installs what the build needs, only from Debian's packages and the npm registry,
# and fetches third-party sources (Dear ImGui, Catch2) from Debian source
# packages into third_party/ (git-ignored). Idempotent: does nothing twice.
#   scripts/install-deps.sh [native] [web] [browser-tests] [hardening]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tp="$root/third_party"
want="${*:-native web browser-tests hardening}"
has() { [[ " $want " == *" $1 "* ]]; }

sudo_() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

packages=(cmake g++ make ninja-build python3 dpkg-dev fonts-dejavu-core python3-fonttools)  # fontTools cuts the fonts down; ninja: scripts/test.sh
has native && packages+=(libsdl2-dev libgl-dev clang)  # clang: the native build prefers it (CMakeLists.txt)
has web && packages+=(emscripten nodejs npm librsvg2-bin python3-brotli)  # rsvg-convert draws the app's icons; npm: Closure Compiler; brotli: the compressed copies
has browser-tests && packages+=(chromium xvfb xdotool imagemagick libgl1-mesa-dri npm)
has hardening && packages+=(clang-14 libclang-rt-14-dev)  # libFuzzer and its sanitizer runtimes

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node and npm may come from elsewhere than Debian on a developer machine
if [[ " ${missing[*]} " == *" npm "* ]] && command -v npm >/dev/null; then missing=("${missing[@]/npm}"); fi
if [[ " ${missing[*]} " == *" nodejs "* ]] && command -v node >/dev/null; then missing=("${missing[@]/nodejs}"); fi
read -r -a missing <<<"${missing[*]}"

# A deb-src entry for the machine's own Debian mirror, with trixie for ImGui 1.90.1
# and bookworm-backports for Catch2 v3.
src_list=/etc/apt/sources.list.d/order-chaos-src.sources
need_src=0
[ -f "$tp/.complete" ] || need_src=1
if [ $need_src = 1 ] && [ ! -f "$src_list" ]; then
  mirror=$(grep -h -m1 -E '^URIs:.*/debian/?$' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' || true)
  if [ -z "$mirror" ]; then
    mirror=$(grep -h -m1 -E '^deb +[^ ]+/debian/? ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' || true)
  fi
  [ -n "$mirror" ] || { echo "install-deps: cannot find the Debian mirror in apt's sources" >&2; exit 1; }
  sudo_ tee "$src_list" >/dev/null <<SRC
Types: deb-src
URIs: $mirror
Suites: bookworm bookworm-backports trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  updated=0
else
  updated=1
fi

if [ ${#missing[@]} -gt 0 ] || [ "${updated}" = 0 ]; then
  sudo_ apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ $need_src = 1 ]; then
  mkdir -p "$tp/src"
  cd "$tp/src"
  chmod 777 "$tp/src" 2>/dev/null || true  # lets apt's sandbox user download here
  # Exact versions: the build depends on their file layout.
  apt-get source -qq --download-only imgui=1.90.1+ds-1 >/dev/null
  apt-get source -qq --download-only catch2/bookworm-backports >/dev/null
  rm -rf "$tp/imgui" "$tp/catch2"
  dpkg-source -q --no-check -x imgui_1.90.1+ds-1.dsc "$tp/imgui" >/dev/null
  dpkg-source -q --no-check -x catch2_*.dsc "$tp/catch2" >/dev/null
  touch "$tp/.complete"
fi

# web/package.json: playwright-core for the browser tests, Closure Compiler for the web build.
if { has web || has browser-tests; } &&
   { [ ! -d "$root/web/node_modules/playwright-core" ] || [ ! -d "$root/web/node_modules/google-closure-compiler" ]; }; then
  (cd "$root/web" && npm ci --no-audit --no-fund --silent)
fi
