#!/usr/bin/env python3
"""Prints the download of the web game, file by file, raw and gzip-compressed,
and fails when the total is over the budget.

    check_size.py SITE_DIR RAW_BUDGET_KB GZIP_BUDGET_KB

Counted: every file a player's browser fetches to start the game (the page,
its scripts, the game's WebAssembly, and the solver's worker and its
WebAssembly, which the page starts at once). KB = 1000 bytes; gzip at level
9, as web/compress_site.py writes the copies serve.py sends.
"""
import gzip
import os
import sys

STARTUP_FILES = [
    "index.html",
    "index.js",
    "index.wasm",
    "embed_api.js",
    "analysis_bridge.js",
    "solver_worker.js",
    "solver_driver.js",
    "solver.js",
    "solver.wasm",
]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    site = sys.argv[1]
    raw_budget, gz_budget = float(sys.argv[2]), float(sys.argv[3])
    total_raw = total_gz = 0
    print(f"{'file':<22}{'raw KB':>10}{'gzip KB':>10}")
    for name in STARTUP_FILES:
        path = os.path.join(site, name)
        if not os.path.isfile(path):
            sys.exit(f"check_size.py: {path} is missing")
        with open(path, "rb") as f:
            data = f.read()
        gz = len(gzip.compress(data, compresslevel=9, mtime=0))
        total_raw += len(data)
        total_gz += gz
        print(f"{name:<22}{len(data) / 1000:>10.1f}{gz / 1000:>10.1f}")
    print(f"{'total':<22}{total_raw / 1000:>10.1f}{total_gz / 1000:>10.1f}")
    print(f"{'budget':<22}{raw_budget:>10.1f}{gz_budget:>10.1f}")
    over = []
    if total_raw > raw_budget * 1000:
        over.append(f"raw {total_raw / 1000:.1f} KB > {raw_budget:.0f} KB")
    if total_gz > gz_budget * 1000:
        over.append(f"gzip {total_gz / 1000:.1f} KB > {gz_budget:.0f} KB")
    if over:
        sys.exit("check_size.py: the game's download is over its budget: " + ", ".join(over))
    print("within budget")


if __name__ == "__main__":
    main()
