#!/usr/bin/env python3
"""Writes the site's service worker from its template (web/sw.js).

    build_service_worker.py TEMPLATE SITE_DIR

Fills in the files the game needs offline (all must be in SITE_DIR) and a
version: the first 16 hex digits of a SHA-256 over their names and
contents, so any change to any of them makes a new version, and an
unchanged build keeps the old one (no needless re-download for players).
"""
import hashlib
import json
import os
import sys

# Everything the game's page loads, its solver worker, the puzzles and the app's icons.
FILES = [
    "index.html",
    "index.js",
    "index.wasm",
    "embed_api.js",
    "analysis_bridge.js",
    "solver_driver.js",
    "helper_driver.js",
    "solver_worker.js",
    "solver.js",
    "solver.wasm",
    "puzzles.jsonl",
    "manifest.webmanifest",
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/icon-512.png",
    "icons/apple-touch-icon.png",
    "icons/favicon-32.png",
]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    template_path, site = sys.argv[1:]
    digest = hashlib.sha256()
    for name in FILES:
        path = os.path.join(site, name)
        if not os.path.isfile(path):
            sys.exit(f"build_service_worker.py: {path} is missing; the offline game needs it")
        digest.update(name.encode() + b"\0")
        with open(path, "rb") as f:
            digest.update(f.read())
    with open(template_path, encoding="utf-8") as f:
        text = f.read()
    for placeholder in ("'@VERSION@'", "@FILES@"):
        if placeholder not in text:
            sys.exit(f"build_service_worker.py: {template_path} has no {placeholder}")
    text = text.replace("'@VERSION@'", json.dumps(digest.hexdigest()[:16]).replace('"', "'"))
    text = text.replace("@FILES@", json.dumps(FILES).replace('"', "'"))
    out = os.path.join(site, "sw.js")
    # Rewritten only when it changes: the browser compares it byte for byte.
    try:
        with open(out, encoding="utf-8") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
