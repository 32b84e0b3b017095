#!/usr/bin/env python3
"""Serves the built web game (a static site folder) for development.

    python3 serve.py [--dir build/web/site] [--host 127.0.0.1] [--port 8000]

Standard library only. Sends the right MIME types (application/wasm for
.wasm), never serves a file outside the folder (no "..", absolute, encoded
or symlinked way out: 404 or 403), and logs one line per request.

Compression: the build leaves NAME.br and NAME.gz beside each compressible
file (web/compress_site.py); when the browser accepts brotli and the .br copy
is up to date, it is sent with Content-Encoding: br, else the .gz copy to a
browser that accepts gzip, else the file itself. Caching: every answer says Cache-Control: no-cache
with an ETag, so the browser asks each time and gets 304 Not Modified, with
no body, while the file is unchanged (the service worker's cache is what
makes a second start fast and offline).
"""
import argparse
import errno
import http.server
import mimetypes
import os
import posixpath
import sys
import urllib.parse

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}

# The pre-compressed copies, best first: (Content-Encoding, file name ending).
COPIES = (("br", ".br"), ("gzip", ".gz"))


def is_fresh_copy(copy, original):
    """Whether `copy` exists and was written after `original` last changed."""
    try:
        return os.path.isfile(copy) and os.stat(copy).st_mtime_ns >= os.stat(original).st_mtime_ns
    except OSError:
        return False


def make_handler(root):
    root = os.path.realpath(root)

    class Handler(http.server.BaseHTTPRequestHandler):
        server_version = "OrderAndChaosServe/1.0"

        def resolve(self):
            """The file for this request, or an (status, reason) error."""
            raw_path = urllib.parse.urlsplit(self.path).path
            path = urllib.parse.unquote(raw_path)
            if "\0" in path or "\\" in path:
                return None, (400, "bad path")
            parts = path.split("/")
            if any(p in ("..", ".") for p in parts):
                return None, (403, "path leaves the site folder")
            rel = posixpath.normpath("/" + path.lstrip("/")).lstrip("/")
            if rel in ("", "."):
                rel = "index.html"
            full = os.path.join(root, *rel.split("/"))
            if os.path.isdir(full):
                full = os.path.join(full, "index.html")
            real = os.path.realpath(full)
            if real != root and not real.startswith(root + os.sep):
                return None, (403, "path leaves the site folder")
            if not os.path.isfile(real):
                return None, (404, "not found")
            return real, None

        def send_file(self, head_only):
            real, err = self.resolve()
            if err:
                status, reason = err
                body = f"{status} {reason}\n".encode()
                self.send_response(status)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                if not head_only:
                    self.wfile.write(body)
                return
            ext = os.path.splitext(real)[1].lower()
            ctype = TYPES.get(ext) or mimetypes.guess_type(real)[0] or "application/octet-stream"
            source, encoding = real, None
            for coding, ending in COPIES:
                if self.accepts(coding) and is_fresh_copy(real + ending, real):
                    source, encoding = real + ending, coding
                    break
            try:
                st = os.stat(source)
                etag = '"%x-%x%s"' % (st.st_mtime_ns, st.st_size, "-" + encoding if encoding else "")
                if etag in [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]:
                    self.send_response(304)
                    self.send_header("ETag", etag)
                    self.send_header("Cache-Control", "no-cache")
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return
                with open(source, "rb") as f:
                    data = f.read()
            except OSError:
                self.send_error(404, "not found")
                return
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(data)))
            if encoding:
                self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("ETag", etag)
            self.send_header("Cache-Control", "no-cache")
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            if not head_only:
                self.wfile.write(data)

        def accepts(self, wanted):
            """Whether the request's Accept-Encoding takes `wanted` (not with q=0)."""
            for part in self.headers.get("Accept-Encoding", "").split(","):
                coding, _, params = part.strip().partition(";")
                if coding.strip().lower() == wanted and params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                    return True
            return False

        def do_GET(self):
            self.send_file(head_only=False)

        def do_HEAD(self):
            self.send_file(head_only=True)

        def log_message(self, fmt, *args):
            sys.stderr.write("%s %s\n" % (self.address_string(), fmt % args))

    return Handler


def main():
    parser = argparse.ArgumentParser(description="Serve the built Order and Chaos web game.")
    parser.add_argument("--dir", default="build/web/site", help="the site folder (default: build/web/site)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default: 8000; 0 picks a free one)")
    args = parser.parse_args()

    if not os.path.isfile(os.path.join(args.dir, "index.html")):
        sys.exit(f"serve.py: no site at '{args.dir}' (index.html missing). Build the web game first:\n"
                 "  emcmake cmake -S . -B build/web -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node && cmake --build build/web")
    try:
        httpd = http.server.ThreadingHTTPServer((args.host, args.port), make_handler(args.dir))
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            sys.exit(f"serve.py: port {args.port} on {args.host} is already in use; pick another with --port")
        sys.exit(f"serve.py: cannot listen on {args.host}:{args.port}: {e.strerror}")
    host, port = httpd.server_address[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"Serving {args.dir} at http://{shown}:{port}/", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()


if __name__ == "__main__":
    main()
