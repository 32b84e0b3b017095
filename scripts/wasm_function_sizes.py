#!/usr/bin/env python3
"""The largest functions of a WebAssembly module, by the bytes of their code.

Needs a module with a name section (link with --profiling-funcs); without one
the functions are listed by index. Also sums the sizes by library, read from
the function names, so that the share of Dear ImGui, SDL2 or libc++ shows at
a glance. docs/web.md says how to link such a module.

    scripts/wasm_function_sizes.py /tmp/prof/index.wasm [--top 40]
"""
import argparse
import collections
import re
import sys


def uleb(data, pos):
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, pos


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("not a WebAssembly module")
    pos = 8
    while pos < len(data):
        kind = data[pos]
        size, pos = uleb(data, pos + 1)
        yield kind, data[pos:pos + size]
        pos += size


def read_name(data, pos):
    length, pos = uleb(data, pos)
    return data[pos:pos + length].decode("utf-8", "replace"), pos + length


# Name patterns of the libraries a game module links, first match wins.
LIBRARIES = [
    ("Dear ImGui", r"^(ImGui|Im[A-Z]|stbtt|stb_|STB_|ImStb|.*ImGui)"),
    ("SDL2", r"^(SDL_|Emscripten_|Blit|SDL|EMSCRIPTEN_|GLES2_|SW_)"),
    ("engine (oc::)", r"^(oc::|void oc::|.*<oc::)"),
    ("interface (ui::)", r"^(ui::|.*ui::|\(anonymous namespace\)::frame)"),
    ("libc++", r"^(std::|void std::|.*std::__2::)"),
    ("libc and compiler runtime", r"^(__|_|[a-z0-9_]+$)"),
]


def library_of(name):
    for library, pattern in LIBRARIES:
        if re.match(pattern, name):
            return library
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wasm")
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    data = open(args.wasm, "rb").read()
    imported = 0
    bodies = []
    names = {}
    totals = collections.Counter()
    for kind, body in sections(data):
        totals[kind] += len(body)
        if kind == 2:  # imports: functions among them take the first indices
            count, pos = uleb(body, 0)
            for _ in range(count):
                _, pos = read_name(body, pos)
                _, pos = read_name(body, pos)
                what = body[pos]
                pos += 1
                if what == 0:
                    _, pos = uleb(body, pos)
                    imported += 1
                elif what == 1:
                    pos += 1
                    flags, pos = uleb(body, pos)
                    _, pos = uleb(body, pos)
                    if flags & 1:
                        _, pos = uleb(body, pos)
                elif what == 2:
                    flags, pos = uleb(body, pos)
                    _, pos = uleb(body, pos)
                    if flags & 1:
                        _, pos = uleb(body, pos)
                elif what == 3:
                    pos += 2
        elif kind == 10:  # code
            count, pos = uleb(body, 0)
            for _ in range(count):
                size, pos = uleb(body, pos)
                bodies.append(size)
                pos += size
        elif kind == 0:  # custom: the name section
            title, pos = read_name(body, 0)
            if title != "name":
                continue
            while pos < len(body):
                sub = body[pos]
                size, pos = uleb(body, pos + 1)
                if sub == 1:
                    count, p = uleb(body, pos)
                    for _ in range(count):
                        index, p = uleb(body, p)
                        names[index], p = read_name(body, p)
                pos += size
    functions = [(size, names.get(imported + i, f"function {imported + i}")) for i, size in enumerate(bodies)]
    code = sum(size for size, _ in functions)
    print(f"{args.wasm}: {len(data)} bytes, code {code}, data {totals[11]}, {len(functions)} functions")
    groups = collections.Counter()
    for size, name in functions:
        groups[library_of(name)] += size
    print("\nby library (from the function names):")
    for group, size in groups.most_common():
        print(f"  {size:8d}  {group}")
    print(f"\nlargest {args.top}:")
    for size, name in sorted(functions, reverse=True)[:args.top]:
        print(f"  {size:8d}  {name[:110]}")


if __name__ == "__main__":
    main()
