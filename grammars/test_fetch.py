#!/usr/bin/env python3
"""Tests for fetch.py's download step, against a package index served on the loopback."""

import hashlib
import http.server
import os
import sys
import tempfile
import threading
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fetch  # noqa: E402

SDIST = b"not really a tarball, but bytes with a known hash"


class Index(http.server.BaseHTTPRequestHandler):
    """/simple/<project>/ lists one sdist; /files/<name> serves SDIST."""

    listed_hash = hashlib.sha256(SDIST).hexdigest()
    requests = []

    def do_GET(self):
        Index.requests.append(self.path)
        if self.path == "/simple/tree-sitter-demo/":
            body = (f'<a href="../../files/tree_sitter_demo-1.0.tar.gz#sha256={Index.listed_hash}">'
                    f"tree_sitter_demo-1.0.tar.gz</a>").encode()
        elif self.path == "/files/tree_sitter_demo-1.0.tar.gz":
            body = SDIST
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


class DownloadTests(unittest.TestCase):
    def setUp(self):
        self.server = http.server.HTTPServer(("127.0.0.1", 0), Index)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        os.environ["INKSTONE_PYPI_INDEX"] = f"http://127.0.0.1:{self.server.server_port}/simple"
        self.cache = Path(tempfile.mkdtemp())
        self.source = {"name": "tree-sitter-demo", "version": "1.0", "sdist": "tree_sitter_demo-1.0.tar.gz",
                       "sha256": hashlib.sha256(SDIST).hexdigest()}
        Index.listed_hash = self.source["sha256"]
        Index.requests = []

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()
        del os.environ["INKSTONE_PYPI_INDEX"]

    def test_the_sdist_is_read_from_the_index_page_and_verified(self):
        path = fetch.ensure_sdist(self.source, "grammar demo", self.cache)
        self.assertEqual(path.read_bytes(), SDIST)
        self.assertEqual(Index.requests, ["/simple/tree-sitter-demo/", "/files/tree_sitter_demo-1.0.tar.gz"])

    def test_a_second_call_uses_the_cache(self):
        fetch.ensure_sdist(self.source, "grammar demo", self.cache)
        fetch.ensure_sdist(self.source, "grammar demo", self.cache)
        self.assertEqual(len(Index.requests), 2)

    def test_an_index_listing_another_hash_downloads_nothing(self):
        Index.listed_hash = "0" * 64
        with self.assertRaisesRegex(fetch.FetchError, "another sha256"):
            fetch.ensure_sdist(self.source, "grammar demo", self.cache)
        self.assertEqual(Index.requests, ["/simple/tree-sitter-demo/"])
        self.assertEqual(list(self.cache.iterdir()), [])

    def test_bytes_with_the_wrong_hash_are_removed(self):
        self.source["sha256"] = "1" * 64
        Index.listed_hash = self.source["sha256"]
        with self.assertRaisesRegex(fetch.FetchError, "wrong sha256"):
            fetch.ensure_sdist(self.source, "grammar demo", self.cache)
        self.assertEqual(list(self.cache.iterdir()), [])

    def test_an_unknown_version_names_the_index_page(self):
        self.source["sdist"] = "tree_sitter_demo-2.0.tar.gz"
        with self.assertRaisesRegex(fetch.FetchError, "lists no tree_sitter_demo-2.0.tar.gz"):
            fetch.ensure_sdist(self.source, "grammar demo", self.cache)


if __name__ == "__main__":
    unittest.main()
