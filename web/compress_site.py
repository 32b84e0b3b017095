#!/usr/bin/env python3
"""Writes a gzip copy (NAME.gz, level 9) beside each compressible file of the
site folder, for serve.py (and any static server that can send pre-compressed
files) to send with Content-Encoding: gzip.

    compress_site.py SITE_DIR

A copy is rewritten only when its file changed (same bytes in, same bytes
out: the copies carry no file name or time).
"""
import gzip
import os
import sys

COMPRESSIBLE = (".html", ".js", ".wasm", ".svg", ".webmanifest", ".json", ".jsonl", ".css", ".txt")


def compressed(data):
    return gzip.compress(data, compresslevel=9, mtime=0)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    site = sys.argv[1]
    for folder, _dirs, files in os.walk(site):
        for name in files:
            if not name.endswith(COMPRESSIBLE):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                data = compressed(f.read())
            target = path + ".gz"
            try:
                with open(target, "rb") as f:
                    if f.read() == data:
                        continue
            except FileNotFoundError:
                pass
            with open(target, "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main()
