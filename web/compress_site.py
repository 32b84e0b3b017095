#!/usr/bin/env python3
"""Writes a brotli copy (NAME.br, quality 11) and a gzip copy (NAME.gz,
level 9) beside each compressible file of the site folder, for serve.py (and
any static server that can send pre-compressed files) to send with
Content-Encoding: br to browsers that take it, gzip to the others.

    compress_site.py SITE_DIR

A copy is rewritten only when its file's bytes changed (the copies carry no
file name or time); an unchanged copy is touched instead, since serve.py
sends a copy only when it is not older than its file, and a rebuild may
write the same file again. Brotli comes from Debian's
python3-brotli (scripts/install-deps.sh web).
"""
import gzip
import os
import sys

import brotli

COMPRESSIBLE = (".html", ".js", ".wasm", ".svg", ".webmanifest", ".json", ".jsonl", ".css", ".txt")

# Each copy: its file name ending and how it is made.
ENCODINGS = (
    (".br", lambda data: brotli.compress(data, quality=11)),
    (".gz", lambda data: gzip.compress(data, compresslevel=9, mtime=0)),
)


def write_if_changed(target, data):
    try:
        with open(target, "rb") as f:
            if f.read() == data:
                os.utime(target)
                return
    except FileNotFoundError:
        pass
    with open(target, "wb") as f:
        f.write(data)


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
                data = f.read()
            for ending, compress in ENCODINGS:
                write_if_changed(path + ending, compress(data))


if __name__ == "__main__":
    main()
