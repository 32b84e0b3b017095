#!/usr/bin/env python3
"""Prints the download of the web game, file by file, raw, gzip- and
brotli-compressed, and fails when the total is over the budget.

    check_size.py SITE_DIR RAW_BUDGET_KB COMPRESSED_BUDGET_KB

Counted: every file a player's browser fetches to start the game (the page,
its scripts, the game's WebAssembly, and the solver's worker and its
WebAssembly, which the page starts at once). KB = 1000 bytes. Compressed
means brotli at quality 11, what serve.py sends to every current browser
(and what HTTPS hosts send); gzip at level 9, for browsers without brotli,
is printed beside it. Both as web/compress_site.py writes the copies.
"""
import gzip
import os
import sys

import brotli

STARTUP_FILES = [
    "index.html",
    "index.js",
    "index.wasm",
    "embed_api.js",
    "analysis_bridge.js",
    "solver_worker.js",
    "solver_driver.js",
    "helper_driver.js",
    "solver.js",
    "solver.wasm",
]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    site = sys.argv[1]
    raw_budget, compressed_budget = float(sys.argv[2]), float(sys.argv[3])
    total_raw = total_gz = total_br = 0
    print(f"{'file':<22}{'raw KB':>10}{'gzip KB':>10}{'brotli KB':>11}")
    for name in STARTUP_FILES:
        path = os.path.join(site, name)
        if not os.path.isfile(path):
            sys.exit(f"check_size.py: {path} is missing")
        with open(path, "rb") as f:
            data = f.read()
        gz = len(gzip.compress(data, compresslevel=9, mtime=0))
        br = len(brotli.compress(data, quality=11))
        total_raw += len(data)
        total_gz += gz
        total_br += br
        print(f"{name:<22}{len(data) / 1000:>10.1f}{gz / 1000:>10.1f}{br / 1000:>11.1f}")
    print(f"{'total':<22}{total_raw / 1000:>10.1f}{total_gz / 1000:>10.1f}{total_br / 1000:>11.1f}")
    print(f"{'budget':<22}{raw_budget:>10.1f}{'':>10}{compressed_budget:>11.1f}")
    over = []
    if total_raw > raw_budget * 1000:
        over.append(f"raw {total_raw / 1000:.1f} KB > {raw_budget:.0f} KB")
    if total_br > compressed_budget * 1000:
        over.append(f"brotli {total_br / 1000:.1f} KB > {compressed_budget:.0f} KB")
    if over:
        sys.exit("check_size.py: the game's download is over its budget: " + ", ".join(over))
    print("within budget")


if __name__ == "__main__":
    main()
