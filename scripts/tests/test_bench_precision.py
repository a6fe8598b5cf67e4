"""scripts/bench_precision.py: the labels' schema, the sample, the target, and a whole run
against a snapshot made here, with a stand-in for inkstone that prints fixed findings."""
import io
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest
import unittest.mock

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import bench_precision as bench  # noqa: E402

HEADER = "\t".join(bench.COLUMNS)
REPO = "octo/widget"

# A stand-in for `inkstone check --format json`: three default-tier findings on notes.md
# (only if it was extracted into the folder it runs in), one more with --all; named
# inkstone-old, it misses the first.
FAKE_INKSTONE = textwrap.dedent("""\
    #!/usr/bin/env python3
    import json, os, sys
    assert sys.argv[1:5] == ["check", "--format", "json", "--no-cache"], sys.argv
    assert os.environ["NO_COLOR"] == "1" and not os.listdir(os.environ["XDG_CONFIG_HOME"])
    if not os.path.exists("notes.md"):
        sys.exit(0)
    found = [("./notes.md", 1, "recieve", "spelling", "spelling", "default"),
             ("notes.md", 2, " the", "grammar", "repeated-word", "default"),
             ("notes.md", 3, "kubectl", "spelling", "spelling", "default")]
    if os.path.basename(sys.argv[0]) == "inkstone-old":  # an older build that missed the typo
        found = found[1:]
    if "--all" in sys.argv:
        found.append(("notes.md", 4, "seperate", "spelling", "spelling", "unknown-word"))
    for path, line, text, kind, rule, tier in found:
        print(json.dumps({"path": path, "line": line, "text": text, "kind": kind, "rule": rule, "tier": tier}))
    sys.exit(1)
    """)


def row(path="notes.md", line=1, word="recieve", rule="spelling", label="real", reason="typo of 'receive'",
        found_by="inkstone", commit="a" * 40, repository=REPO):
    return "\t".join((repository, commit, path, str(line), word, rule, label, reason, found_by))


class LabelsTestCase(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.labels = os.path.join(self.folder.name, "labels")
        os.mkdir(self.labels)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, *rows, name="octo__widget.tsv"):
        with open(os.path.join(self.labels, name), "w", encoding="utf-8") as f:
            f.write("\n".join((HEADER, *rows)) + "\n")

    def errors(self):
        with self.assertRaises(bench.InputError) as raised:
            bench.read_labels(self.labels)
        return str(raised.exception)


class SchemaTests(LabelsTestCase):
    def test_a_well_formed_file_is_read_with_numbers_and_lists(self):
        self.write(row(), row(line=2, word="the", rule="repeated-word", label="noise", reason="hex bytes",
                              found_by="inkstone,typos"))
        corpus = bench.read_labels(self.labels)
        self.assertEqual([r.line for r in corpus[REPO]], [1, 2])
        self.assertEqual(corpus[REPO][1].found_by, ("inkstone", "typos"))

    def test_each_malformed_field_is_named_with_file_and_line(self):
        self.write(row(), row(line=2, commit="abc"), row(line=3, label="maybe"), row(line=4, word=" the"),
                   row(line=5, found_by="typos,inkstone"), row(line=6, reason=""), row(line="07"))
        errors = self.errors()
        path = os.path.join(self.labels, "octo__widget.tsv")
        for line, phrase in ((3, "commit 'abc' is not"), (4, "label 'maybe' is not"), (5, "word ' the' is empty"),
                             (6, "found_by 'typos,inkstone' repeats"), (7, "reason is empty"), (8, "line '07' is not")):
            self.assertIn(f"{path}:{line}: {phrase}", errors)
        self.assertNotIn(f"{path}:2:", errors)

    def test_rows_out_of_order_or_twice_are_errors(self):
        self.write(row(line=2), row(line=1), row(line=1))
        errors = self.errors()
        self.assertIn("octo__widget.tsv:3: sorts before line 2", errors)
        self.assertIn("octo__widget.tsv:4: the same finding as line 3", errors)

    def test_lines_sort_as_numbers_and_line_0_is_a_file_name(self):
        self.write(row(line=0, word="styl"), row(line=9), row(line=10))
        self.assertEqual([r.line for r in bench.read_labels(self.labels)[REPO]], [0, 9, 10])

    def test_the_header_columns_count_and_file_name_are_checked(self):
        with open(os.path.join(self.labels, "octo__widget.tsv"), "w") as f:
            f.write("repo\tcommit\n")
        self.assertIn("octo__widget.tsv:1: the header", self.errors())
        self.write(row() + "\textra")
        self.assertIn("10 tab-separated fields", self.errors())
        self.write(row(repository="octo/other"))
        self.assertIn("in the file of 'octo/widget'", self.errors())

    def test_one_file_holds_one_commit(self):
        self.write(row(), row(line=2, commit="b" * 40))
        self.assertIn("one file holds one commit", self.errors())


class SampleAndTargetTests(unittest.TestCase):
    def test_the_sample_is_the_first_distinct_findings_by_sample_key(self):
        findings = [bench.Finding("a.md", n, f"w{n}", "spelling", "spelling", "default") for n in range(60)]
        chosen = bench.sample(REPO, findings + findings[:5], size=40)
        self.assertEqual(len(chosen), 40)
        keys = [bench.sample_key({"repo": REPO, "path": f.path, "line": f.line, "word": f.word}) for f in chosen]
        self.assertEqual(keys, sorted(keys))
        left = [f for f in findings if f not in chosen]
        first_left = min(bench.sample_key({"repo": REPO, "path": f.path, "line": f.line, "word": f.word})
                         for f in left)
        self.assertLess(keys[-1], first_left)

    def test_the_target_is_met_missed_or_open_while_labels_could_decide_it(self):
        self.assertEqual(bench.target_status(32, 8, 0), "met")
        self.assertEqual(bench.target_status(10, 5, 0), "met")
        self.assertEqual(bench.target_status(10, 6, 0), "missed")
        self.assertEqual(bench.target_status(0, 0, 0), "met")
        self.assertEqual(bench.target_status(30, 3, 7), "open (7 to label)")
        self.assertEqual(bench.target_status(2, 20, 3), "missed")

    def test_a_grammar_finding_over_several_words_answers_for_each_of_them(self):
        twice = bench.Finding("a.md", 3, "be not be", "grammar", "be-twice", "default")
        typo = bench.Finding("a.md", 4, "teh", "spelling", "spelling", "default")
        keys = bench.reported_keys([twice, typo])
        self.assertIn(("a.md", 3, "be", "grammar"), keys)
        self.assertIn(("a.md", 3, "be not be", "grammar"), keys)
        self.assertNotIn(("a.md", 3, "be", "spelling"), keys)
        self.assertNotIn(("a.md", 4, "the", "spelling"), keys)

    def test_a_hyphenated_word_is_reported_by_the_part_inkstone_reports(self):
        keys = bench.reported_keys([bench.Finding("a.c", 9, "existant", "spelling", "spelling", "default")])
        label = lambda word, line=9, rule="spelling": bench.Label(REPO, "a" * 40, "a.c", line, word, rule, "real", "", "codespell", "")
        self.assertTrue(bench.is_reported(label("non-existant"), keys))
        self.assertTrue(bench.is_reported(label("existant"), keys))
        self.assertFalse(bench.is_reported(label("non-existant", line=10), keys))
        self.assertFalse(bench.is_reported(label("non-existant", rule="a-an"), keys))
        self.assertFalse(bench.is_reported(label("non-existent"), keys))

    def test_a_word_reported_by_another_rule_or_with_its_contraction_is_reported(self):
        merged = bench.Finding("a.c", 2, "atleast", "grammar", "merged-atleast", "default")
        contraction = bench.Finding("a.c", 3, "doen't", "spelling", "spelling", "default")
        keys = bench.reported_keys([merged, contraction])
        label = lambda word, line: bench.Label(REPO, "a" * 40, "a.c", line, word, "spelling", "real", "", "codespell", "")
        self.assertTrue(bench.is_reported(label("atleast", 2), keys))
        self.assertTrue(bench.is_reported(label("doen", 3), keys))
        self.assertFalse(bench.is_reported(label("atleast", 3), keys))
        self.assertFalse(bench.is_reported(label("doe", 3), keys))

    def test_a_row_at_a_symbolic_link_is_reported_at_the_file_it_links_to(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "docs"))
            with open(os.path.join(root, "CHANGELOG.md"), "w") as f:
                f.write("seperate\n")
            os.symlink("../CHANGELOG.md", os.path.join(root, "docs", "CHANGELOG.md"))
            aliases = bench.symbolic_links(root, ["docs/CHANGELOG.md", "CHANGELOG.md", "gone.md"])
        self.assertEqual(aliases, {"docs/CHANGELOG.md": "CHANGELOG.md"})
        keys = bench.reported_keys([bench.Finding("CHANGELOG.md", 1, "seperate", "spelling", "spelling", "default")])
        label = bench.Label(REPO, "a" * 40, "docs/CHANGELOG.md", 1, "seperate", "spelling", "real", "", "typos", "")
        self.assertTrue(bench.is_reported(label, keys, aliases))
        self.assertFalse(bench.is_reported(label, keys))


class RunTests(LabelsTestCase):
    @classmethod
    def setUpClass(cls):
        """One repository, its bare snapshot and the stand-in binary for every test here."""
        cls.shared = tempfile.TemporaryDirectory()
        work = os.path.join(cls.shared.name, "work")
        os.mkdir(work)
        with open(os.path.join(work, "notes.md"), "w") as f:
            f.write("recieve\nthe the\nkubectl\nseperate\nteh\n")
        git = ["git", "-C", work, "-c", "user.name=t", "-c", "user.email=t@t"]
        subprocess.run(["git", "init", "-q", work], check=True)
        subprocess.run([*git, "add", "notes.md"], check=True)
        subprocess.run([*git, "commit", "-qm", "notes"], check=True)
        cls.commit = subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True,
                                    text=True).stdout.strip()
        cls.snapshots = os.path.join(cls.shared.name, "mirror")
        subprocess.run(["git", "clone", "-q", "--bare", work, os.path.join(cls.snapshots, "octo+widget", "repo")],
                       check=True)
        cls.inkstone = os.path.join(cls.shared.name, "inkstone")
        cls.old_inkstone = os.path.join(cls.shared.name, "inkstone-old")
        for binary in (cls.inkstone, cls.old_inkstone):
            with open(binary, "w") as f:
                f.write(FAKE_INKSTONE)
            os.chmod(binary, 0o755)

    @classmethod
    def tearDownClass(cls):
        cls.shared.cleanup()

    def setUp(self):
        super().setUp()
        self.write(row(commit=self.commit),
                   row(line=2, word="the", rule="repeated-word", label="noise", reason="meant", commit=self.commit),
                   row(line=4, word="seperate", reason="typo of 'separate'", found_by="inkstone-unknown,codespell",
                       commit=self.commit),
                   row(line=5, word="teh", reason="typo of 'the'", found_by="typos", commit=self.commit))

    def run_main(self, *extra):
        out = io.StringIO()
        status = bench.main(["--labels", self.labels, "--snapshots", self.snapshots,
                             "--inkstone", self.inkstone, *extra], out, io.StringIO())
        return status, out.getvalue()

    def test_a_run_counts_the_sample_and_the_recall_of_real_rows(self):
        status, out = self.run_main()
        self.assertEqual(status, 0, out)
        line = next(text for text in out.splitlines() if text.startswith(REPO))
        # findings 3; real 1, real-code 0, noise 1, unlabelled 1 (kubectl); 50 %; met (1 noise);
        # of the 3 real rows the default tier reports 1, --all 2.
        self.assertEqual(line.split()[2:], ["3", "1", "0", "1", "1", "50", "%", "met", "1/3", "2/3"])
        self.assertIn("notes.md:5 'teh' (spelling; real: typo of 'the'): not even with --all", out)
        self.assertIn("notes.md:4 'seperate' (spelling; real: typo of 'separate'): --all reports it", out)

    def test_by_reason_counts_each_decisions_labelled_findings(self):
        status, out = self.run_main("--by-reason")
        self.assertEqual(status, 0, out)
        table = out[out.index("Labelled findings by the decision"):]
        # The stand-in gives no reasons: each finding is counted under its rule.
        self.assertIn("spelling", table)
        self.assertIn("repeated-word", table)

    def test_rows_lists_every_labelled_finding_with_its_tier_and_label(self):
        rows = os.path.join(self.folder.name, "rows.tsv")
        status, out = self.run_main("--rows", rows)
        self.assertEqual(status, 0, out)
        with open(rows) as f:
            lines = [line.split("\t") for line in f.read().splitlines()]
        self.assertEqual(lines[0][:6], ["repository", "path", "line", "word", "tier", "decided by"])
        teh = [line for line in lines[1:] if line[3] == "teh"]
        self.assertEqual([line[6] for line in teh], [], "teh is not reported, so not listed")
        seperate = [line for line in lines[1:] if line[3] == "seperate"]
        self.assertEqual([(line[4], line[6]) for line in seperate], [("unknown-word", "real")])

    def test_todo_holds_the_unlabelled_sampled_findings_in_the_schema(self):
        todo = os.path.join(self.folder.name, "todo.tsv")
        self.run_main("--todo", todo)
        with open(todo) as f:
            lines = f.read().splitlines()
        self.assertEqual(lines, [HEADER, row(line=3, word="kubectl", label="", reason="", commit=self.commit)])

    def test_before_prints_both_figures_and_the_rows_that_moved(self):
        status, out = self.run_main("--before", self.old_inkstone)
        self.assertEqual(status, 0, out)
        line = next(text for text in out.splitlines() if text.startswith(REPO))
        self.assertIn("0 → 1", line)  # real in the sample
        self.assertIn("0/3 → 1/3", line)  # real rows the default tier reports
        self.assertIn("moved into the default tier: 1\n  octo/widget notes.md:1 'recieve'", out)
        self.assertIn("moved out of the default tier: none", out)

    def test_a_missing_snapshot_is_reported_and_fails_the_run(self):
        self.write(row(commit=self.commit), name="octo__widget.tsv")
        self.write(row(repository="octo/gone"), name="octo__gone.tsv")
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertIn("not measured: octo/gone: no snapshot", out)
        self.assertIn("fetch github:octo/gone to measure it", out)

    def test_a_snapshot_without_the_labelled_commit_is_reported(self):
        self.write(row(commit="c" * 40))
        status, out = self.run_main()
        self.assertEqual(status, 1)
        self.assertIn("lacks the labelled commit cccccccccccc", out)



class ExtractTests(unittest.TestCase):
    def test_a_snapshot_missing_a_blob_is_extracted_without_it(self):
        with tempfile.TemporaryDirectory() as folder:
            work, bare, into = (os.path.join(folder, name) for name in ("work", "bare.git", "into"))
            def git(*arguments, cwd=None):
                subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True)
            os.makedirs(work)
            git("init", "-q", cwd=work)
            for name, text in (("README.md", "Some prose.\n"), ("data/big.xml", "<big/>\n")):
                os.makedirs(os.path.dirname(os.path.join(work, name)) or work, exist_ok=True)
                with open(os.path.join(work, name), "w") as handle:
                    handle.write(text)
            git("add", ".", cwd=work)
            git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x", cwd=work)
            git("clone", "-q", "--bare", work, bare)
            sha = subprocess.run(["git", "--git-dir", bare, "rev-parse", "HEAD:data/big.xml"], capture_output=True, text=True).stdout.strip()
            os.remove(os.path.join(bare, "objects", sha[:2], sha[2:]))
            os.makedirs(into)
            stderr = io.StringIO()
            with unittest.mock.patch("sys.stderr", stderr):
                bench.extract(bare, "HEAD", into)
            self.assertTrue(os.path.exists(os.path.join(into, "README.md")))
            self.assertFalse(os.path.exists(os.path.join(into, "data/big.xml")))
            self.assertIn("1 files of HEAD are not in", stderr.getvalue())
            self.assertIn("data/big.xml", stderr.getvalue())


if __name__ == "__main__":
    unittest.main()
