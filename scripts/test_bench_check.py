#!/usr/bin/env python3
"""Tests of bench_check.py's writer of bench/RESULTS.md, without running a benchmark
(make test runs them): the latest run replaces the last, its row goes on top of the
history, and the earlier figures are kept word for word."""
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_check  # noqa: E402


class WriteResultsTests(unittest.TestCase):
    ROWS = [("check", "check_over_parse", 2.41, 3.0, 1.5, "ok"),
            ("lsp", "startup_to_first_diagnostics_ms", 901.0, 800, None, "REGRESSED")]

    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.path = os.path.join(self.folder, "RESULTS.md")
        with open(self.path, "w", encoding="utf-8") as handle:
            handle.write("# Benchmark results\n\n## Latest run\n\nnone yet\n\n## History\n\n"
                         + "\n".join(bench_check.HISTORY_HEADER) + "\n\n"
                         + "## Earlier figures (moved from the README)\n\nText engine: 3.0 (55 ms).\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n")

    def read(self):
        with open(self.path, encoding="utf-8") as handle:
            return handle.read()

    def test_the_latest_run_names_the_machine_the_commit_and_every_figure(self):
        bench_check.write_results(self.path, self.ROWS, "2 cores, Test CPU", "abc1234567", "2026-12-06 10:00 UTC",
                                  "regressed: lsp.startup")
        text = self.read()
        latest = text.split("## Latest run")[1].split("## History")[0]
        self.assertIn("2026-12-06 10:00 UTC, commit abc1234567, on 2 cores, Test CPU: regressed: lsp.startup.", latest)
        self.assertIn("| check | check_over_parse | 2.41 | 3.0 | 1.5 | ok |", latest)
        self.assertIn("| lsp | startup_to_first_diagnostics_ms | 901 | 800 |  | REGRESSED |", latest)
        self.assertNotIn("none yet", text)

    def test_each_run_adds_a_row_on_top_and_keeps_the_earlier_figures(self):
        bench_check.write_results(self.path, self.ROWS, "machine A", "aaaaaaaaaa", "2026-12-06 10:00 UTC", "ok")
        bench_check.write_results(self.path, self.ROWS[:1], "machine B", "bbbbbbbbbb", "2026-12-07 10:00 UTC", "ok")
        text = self.read()
        rows = [line for line in text.split("## History")[1].split("## Earlier")[0].splitlines()
                if line.startswith("| 2026")]
        self.assertEqual([row.split(" | ")[1] for row in rows], ["bbbbbbbbbb", "aaaaaaaaaa"])
        self.assertIn("check_over_parse 2.41", rows[0])
        self.assertTrue(text.rstrip().endswith("## Earlier figures (moved from the README)\n\nText engine: 3.0 (55 ms).\n\n"
                                               "| a | b |\n| --- | --- |\n| 1 | 2 |"), text)
        self.assertEqual(text.count("## Latest run"), 1)

    def test_a_missing_file_is_started(self):
        os.remove(self.path)
        bench_check.write_results(self.path, self.ROWS, "machine", "c", "now", "ok")
        self.assertTrue(self.read().startswith("# Benchmark results\n"))

    def test_the_machine_and_commit_are_read_from_this_one(self):
        self.assertIn("cores", bench_check.machine())
        self.assertTrue(bench_check.commit())


if __name__ == "__main__":
    unittest.main()
