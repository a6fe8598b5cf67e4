#!/usr/bin/env python3
"""Re-measure Inkstone on the labelled corpus: precision per repository and recall of real typos.

Every bench/labels/<owner>__<name>.tsv holds findings labelled by hand at one commit of one
public repository (schema and method: bench/labels/README.md). For each repository this
script finds a local snapshot (a git directory) of it, extracts the labelled commit into a
temporary folder, runs `inkstone check --format json --no-cache --quiet .` there, once as
it is and once with --all (no personal configuration: an empty XDG_CONFIG_HOME), and prints:

  precision  the default tier's sample, the first 40 distinct findings by precision.py's
             sample_key (sha256 of repository NUL path NUL line NUL word): how many are
             labelled real, real-code, noise, or not labelled yet; precision is
             real / (real + noise), real-code counted apart; the target is met at
             >= 80 % or <= 5 noise
  recall     of every row labelled real (whoever found it), how many the default tier
             reports and how many --all reports: same path, line and word (case-
             sensitive), whatever the rule (a peer's `atleast` is Inkstone's grammar
             finding merged-atleast; typos' `doen` is the `doen't` Inkstone reports);
             a row labelled at a symbolic link to a file counts as reported when the
             finding is at the file it links to (Inkstone checks a file once)

Snapshots are looked for as DIR/<owner>+<name>/repo/.git, DIR/<owner>+<name>/repo or
DIR/<owner>+<name> (a git directory with HEAD and objects/). A repository without one, or
whose snapshot lacks the labelled commit, is reported and not measured, and the exit
status is 1. Malformed label rows are errors naming file:line (status 2).

Standard library only. Examples:
  scripts/bench_precision.py --inkstone .build/release/inkstone
  scripts/bench_precision.py --before /tmp/inkstone-old --repo ducaale/xh
  scripts/bench_precision.py --todo /tmp/todo.tsv      # the sampled findings left to label
  scripts/bench_precision.py --markdown                 # the table for docs/precision.md
  scripts/bench_precision.py --validate                 # the schema only; runs nothing
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPTS)
from precision import sample_key, table  # noqa: E402  one sample order for both scripts

COLUMNS = ("repository", "commit", "path", "line", "word", "rule", "label", "reason", "found_by")
LABELS = ("real", "real-code", "noise")
FOUND_BY = ("inkstone", "inkstone-unknown", "codespell", "typos")
SAMPLE_SIZE = 40
TARGET_SHARE = 0.80
TARGET_NOISE = 5
DEFAULT_LABELS = os.path.join(os.path.dirname(SCRIPTS), "bench", "labels")
DEFAULT_SNAPSHOTS = "/work/.mirror"
REPOSITORY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9_.-]+$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")
LINE = re.compile(r"^(0|[1-9][0-9]*)$")  # 0: typos's finding in a file's name
GRAMMAR_RULE = re.compile(r"^[a-z]+(-[a-z]+)*$")
# Variables that would make a run depend on this machine's settings rather than Inkstone's defaults.
UNSET = ("INKSTONE_KNOWN_WORDS", "DICPATH")

Label = collections.namedtuple("Label", COLUMNS + ("where",))
Finding = collections.namedtuple("Finding", "path line word kind rule tier reason", defaults=("",))


class InputError(Exception):
    """A problem with the labels, a binary or a snapshot that the person must fix."""


def kind_of_rule(rule):
    """Labels name `spelling` for every spelling finding and the rule id for grammar."""
    return "spelling" if rule == "spelling" else "grammar"


def label_key(row):
    return (row.path, row.line, row.word, kind_of_rule(row.rule))


def finding_key(finding):
    return (finding.path, finding.line, finding.word, finding.kind)


ANY_RULE = "any"


def reported_keys(findings):
    """The keys a run's findings answer for recall: each finding's own, and for a grammar
    finding that covers several words (be-twice's `be not be`), each of its words, so
    that a mistake labelled by one of its words (`be`) counts as reported however many
    words the rule that reports it now covers. Each word is also a key of any rule
    (`ANY_RULE`): a mistake a peer labels as spelling (`atleast`, `whats`) that Inkstone
    reports as grammar (merged-atleast, missing-apostrophe) is reported, and a word
    reported with its contraction (`doen't`) answers for the part before the apostrophe
    (typos' `doen`)."""
    keys = {finding_key(f) for f in findings}
    for f in findings:
        words = f.word.split() if f.kind == "grammar" and " " in f.word else [f.word]
        if f.kind == "grammar" and len(words) > 1:
            keys.update((f.path, f.line, word, f.kind) for word in words)
        for word in words:
            keys.add((f.path, f.line, word, ANY_RULE))
            for apostrophe in ("'", "\u2019"):
                if apostrophe in word:
                    keys.add((f.path, f.line, word.split(apostrophe)[0], ANY_RULE))
    return keys


def is_reported(row, keys, aliases=None):
    """Whether a labelled mistake is among a run's `reported_keys`: by its own key or its
    word under any rule, or, for a hyphenated word a peer reports whole (codespell's
    `non-existant`), by the part of it that Inkstone reports on that line (`existant`):
    the same mistake, one fix. `aliases` maps a path that is a symbolic link to the file
    it links to, where Inkstone reports the mistake."""
    paths = [row.path] + ([aliases[row.path]] if aliases and row.path in aliases else [])
    for path in paths:
        found = row._replace(path=path)
        if label_key(found) in keys or (path, row.line, row.word, ANY_RULE) in keys:
            return True
        parts = row.word.split("-") if kind_of_rule(row.rule) == "spelling" else []
        if len(parts) > 1 and any((path, row.line, part, "spelling") in keys for part in parts if part):
            return True
    return False


def symbolic_links(root, paths):
    """Of `paths` (relative to `root`), those that pass through a symbolic link to a file
    inside `root`, each mapped to the file's path relative to `root`."""
    aliases = {}
    real_root = os.path.realpath(root)
    for path in paths:
        full = os.path.join(root, path)
        target = os.path.realpath(full)
        if target != os.path.join(real_root, path) and os.path.isfile(target) \
                and target.startswith(real_root + os.sep):
            aliases[path] = os.path.relpath(target, real_root)
    return aliases


def sort_key(row):
    """The order the schema asks for: path, then line, then word (the rule breaks a tie)."""
    return (row.path, row.line, row.word, row.rule)


# ---- reading and checking the labels ----------------------------------------------------

def repository_of_file(path):
    """`owner__name.tsv` labels `owner/name`."""
    stem = os.path.basename(path)[: -len(".tsv")]
    return stem.replace("__", "/", 1)


def field_errors(fields):
    """What is wrong with one row's fields (already split), as short phrases."""
    errors = []
    repository, commit, path, line, word, rule, label, reason, found_by = fields
    if not REPOSITORY.match(repository):
        errors.append(f"repository '{repository}' is not owner/name")
    if not COMMIT.match(commit):
        errors.append(f"commit '{commit}' is not 40 lowercase hex digits")
    if not path or path.startswith(("./", "/")) or path != path.strip():
        errors.append(f"path '{path}' is not relative to the repository's root (no ./, no /)")
    if not LINE.match(line):
        errors.append(f"line '{line}' is not a 1-based line number (0: a typo in the file's name, as typos says)")
    if not word or word != word.strip():
        errors.append(f"word '{word}' is empty or has outer spaces (trim a grammar finding's text)")
    if rule != "spelling" and not GRAMMAR_RULE.match(rule):
        errors.append(f"rule '{rule}' is neither 'spelling' nor a grammar rule id")
    if label not in LABELS:
        errors.append(f"label '{label}' is not one of {', '.join(LABELS)}")
    if not reason.strip():
        errors.append("reason is empty (say why in a few words)")
    tools = found_by.split(",") if found_by else []
    unknown = [tool for tool in tools if tool not in FOUND_BY]
    if not tools or unknown:
        errors.append(f"found_by '{found_by}' is not a comma-separated list of {', '.join(FOUND_BY)}")
    elif tools != sorted(set(tools), key=FOUND_BY.index):
        errors.append(f"found_by '{found_by}' repeats a tool or is not in the order {','.join(FOUND_BY)}")
    elif "inkstone" in tools and "inkstone-unknown" in tools:
        errors.append("found_by names both Inkstone tiers; a finding is in one")
    return errors


def read_label_file(path, errors):
    """The rows of one labels file; every problem is appended to errors as 'file:line: …'."""
    rows, expected, commits = [], repository_of_file(path), set()
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].rstrip("\r").split("\t") != list(COLUMNS):
        errors.append(f"{path}:1: the header must be the columns {' '.join(COLUMNS)}, tab-separated")
        return rows
    previous = None
    for number, text in enumerate(lines[1:], 2):
        where = f"{path}:{number}"
        fields = text.rstrip("\r").split("\t")
        if len(fields) != len(COLUMNS):
            errors.append(f"{where}: {len(fields)} tab-separated fields, the schema has {len(COLUMNS)}")
            continue
        problems = field_errors(fields)
        if fields[0] != expected and not problems:
            problems.append(f"repository '{fields[0]}' in the file of '{expected}' (name it <owner>__<name>.tsv)")
        if problems:
            errors.extend(f"{where}: {problem}" for problem in problems)
            continue
        row = Label(*fields[:3], int(fields[3]), *fields[4:8], tuple(fields[8].split(",")), where)
        commits.add(row.commit)
        if previous and sort_key(row) <= sort_key(previous):
            same = sort_key(row) == sort_key(previous)
            errors.append(f"{where}: {'the same finding as' if same else 'sorts before'} line "
                          f"{previous.where.rsplit(':', 1)[1]} (rows go by path, then line, then word)")
        previous = row
        rows.append(row)
    if len(commits) > 1:
        errors.append(f"{path}: labels {len(commits)} commits ({', '.join(sorted(c[:7] for c in commits))}); "
                      f"one file holds one commit of its repository")
    return rows


def read_labels(folder, only=None):
    """Every labels file of a folder, by repository; raises InputError listing every problem."""
    if not os.path.isdir(folder):
        raise InputError(f"{folder}: no such folder of labels (give --labels DIR)")
    files = sorted(name for name in os.listdir(folder) if name.endswith(".tsv"))
    errors, corpus = [], {}
    for name in files:
        path = os.path.join(folder, name)
        repository = repository_of_file(path)
        if only and repository != only:
            continue
        rows = read_label_file(path, errors)
        if rows:
            corpus[repository] = rows
    if errors:
        raise InputError("malformed labels:\n  " + "\n  ".join(errors))
    if only and only not in corpus:
        raise InputError(f"no labels for {only} in {folder} (expected {only.replace('/', '__')}.tsv)")
    if not corpus:
        raise InputError(f"no labelled rows in {folder}/*.tsv")
    return corpus


# ---- snapshots and runs -----------------------------------------------------------------

def snapshot_git_dir(snapshots, repository):
    """The git directory of a repository's snapshot, or None: the fetch tool's layout is
    <owner>+<name>/repo (bare) or <owner>+<name>/repo/.git; a plain git directory works too."""
    base = os.path.join(snapshots, repository.replace("/", "+"))
    for candidate in (os.path.join(base, "repo", ".git"), os.path.join(base, "repo"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    return None


def has_commit(git_dir, commit):
    result = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", f"{commit}^{{commit}}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return result.returncode == 0


def extract(git_dir, commit, into):
    """The commit's files, as labelled. --worktree-attributes: a bare git directory has no
    work tree, so export-ignore in the commit's .gitattributes drops nothing (a checkout
    has those files, and the labels were made on one)."""
    with tempfile.TemporaryFile() as errors:  # a file, not a pipe: git's messages can't block it
        archive = subprocess.Popen(["git", "--git-dir", git_dir, "archive", "--worktree-attributes", commit],
                                   stdout=subprocess.PIPE, stderr=errors)
        untar = subprocess.run(["tar", "-x", "-C", into], stdin=archive.stdout, stderr=subprocess.PIPE)
        archive.stdout.close()
        status = archive.wait()
        errors.seek(0)
        archive_error = errors.read().decode(errors="replace").strip()
    if status != 0 or untar.returncode != 0:
        # A snapshot may lack its largest files (the fetch store leaves out files of 4 MiB
        # or more): the rest is extracted blob by blob and the missing ones are named.
        missing = extract_blob_by_blob(git_dir, commit, into) if "cannot read" in archive_error else None
        if missing is None:
            raise InputError(f"cannot extract {commit[:12]} from {git_dir}: "
                             f"{archive_error or untar.stderr.decode(errors='replace').strip()}")
        print(f"note: {len(missing)} files of {commit[:12]} are not in {git_dir} and were left out: "
              + ", ".join(missing[:3]) + (" …" if len(missing) > 3 else ""), file=sys.stderr)


def extract_blob_by_blob(git_dir, commit, into):
    """The commit's files, each read on its own; the paths whose blobs the git directory
    lacks, or None when the tree itself cannot be read."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit], capture_output=True)
    if listing.returncode != 0:
        return None
    # What the archive wrote before it stopped is written again, from an empty folder.
    for name in os.listdir(into):
        path = os.path.join(into, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
    missing = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind != b"blob":
            continue
        target = os.path.join(into, path.decode(errors="surrogateescape"))
        blob = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "blob", sha.decode()], capture_output=True)
        if blob.returncode != 0:
            missing.append(path.decode(errors="replace"))
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            os.symlink(blob.stdout.decode(errors="surrogateescape"), target)
            continue
        with open(target, "wb") as handle:
            handle.write(blob.stdout)
        if mode == b"100755":
            os.chmod(target, 0o755)
    return missing


def parse_findings(output, source):
    """Inkstone's JSON lines as Findings; a grammar finding's text loses its outer spaces,
    as the labels write it."""
    findings = []
    for number, raw in enumerate(output.split("\n"), 1):
        if not raw.strip():
            continue
        try:
            found = json.loads(raw)
            path = found["path"]
            while path.startswith("./"):
                path = path[2:]
            kind = "grammar" if found["kind"] == "grammar" else "spelling"
            reason = found.get("reason")
            findings.append(Finding(path, int(found["line"]), found["text"].strip(), kind,
                                    found.get("rule", ""), found.get("tier", "default"),
                                    reason.get("id", "") if isinstance(reason, dict) else ""))
        except (ValueError, KeyError, TypeError) as error:
            raise InputError(f"{source}: line {number} of its JSON output is not a finding ({error}): {raw[:120]}")
    return findings


def run_check(binary, root, all_tiers):
    """`inkstone check` from the folder's root with no personal configuration."""
    command = [binary, "check", "--format", "json", "--no-cache", "--quiet", *(["--all"] if all_tiers else []), "."]
    with tempfile.TemporaryDirectory(prefix="inkstone-config-") as config_home:
        env = {k: v for k, v in os.environ.items() if k not in UNSET}
        env.update(XDG_CONFIG_HOME=config_home, NO_COLOR="1")
        try:
            result = subprocess.run(command, cwd=root, env=env, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, errors="replace")
        except OSError as error:
            raise InputError(f"cannot run {binary}: {error} (give --inkstone BIN, or build it: "
                             f"swift build -c release --product inkstone)")
    if result.returncode not in (0, 1):
        raise InputError(f"{' '.join(command)} ended with status {result.returncode}: {result.stderr.strip()[:2000]}")
    return parse_findings(result.stdout, " ".join(command))


Run = collections.namedtuple("Run", "default everything aliases", defaults=({},))


def measure(binary, root, paths=()):
    """The default tier's findings and --all's (both tiers), and which of the labelled
    `paths` are symbolic links to another file (`symbolic_links`)."""
    default = [f for f in run_check(binary, root, False) if f.tier == "default"]
    return Run(default, run_check(binary, root, True), symbolic_links(root, paths))


# ---- counting -----------------------------------------------------------------------------

def sample(repository, findings, size=SAMPLE_SIZE):
    """The first `size` distinct findings by sample_key (the kind breaks a tie)."""
    distinct = {}
    for finding in findings:
        distinct.setdefault(finding_key(finding), finding)
    keyed = [(sample_key({"repo": repository, "path": f.path, "line": f.line, "word": f.word}), f.kind, f)
             for f in distinct.values()]
    return [f for _, _, f in sorted(keyed, key=lambda item: item[:2])][:size]


def target_status(real, noise, unlabelled):
    """met / missed, or open when the unlabelled findings could still decide it."""
    def met(r, n):
        return n <= TARGET_NOISE or r / (r + n) >= TARGET_SHARE
    if met(real, noise + unlabelled):
        return "met"
    if not met(real + unlabelled, noise):
        return "missed"
    return f"open ({unlabelled} to label)"


class Tally:
    """One binary's figures on one repository (or on all of them)."""

    def __init__(self):
        self.findings = 0
        self.counts = dict.fromkeys((*LABELS, "unlabelled"), 0)
        self.unlabelled = []
        self.real = 0
        self.real_default = 0
        self.real_all = 0
        self.met = 0
        self.measured = 0

    def add(self, other):
        self.findings += other.findings
        for key in self.counts:
            self.counts[key] += other.counts[key]
        self.unlabelled += other.unlabelled
        self.real += other.real
        self.real_default += other.real_default
        self.real_all += other.real_all
        self.met += other.met
        self.measured += other.measured

    def precision(self):
        judged = self.counts["real"] + self.counts["noise"]
        return f"{100 * self.counts['real'] / judged:.0f} %" if judged else "–"

    def target(self):
        return target_status(self.counts["real"], self.counts["noise"], self.counts["unlabelled"])


def tally(repository, rows, run):
    """Label the sample of one run and count recall over the rows labelled real."""
    labels = {label_key(row): row for row in rows}
    result = Tally()
    result.findings = len({finding_key(f) for f in run.default})
    for finding in sample(repository, run.default):
        row = labels.get(finding_key(finding))
        if row:
            result.counts[row.label] += 1
        else:
            result.counts["unlabelled"] += 1
            result.unlabelled.append(finding)
    default = reported_keys(run.default)
    everything = reported_keys(run.everything)
    real = [row for row in rows if row.label == "real"]
    result.real = len(real)
    result.real_default = sum(is_reported(row, default, run.aliases) for row in real)
    result.real_all = sum(is_reported(row, everything, run.aliases) for row in real)
    result.met = int(result.target() == "met")
    result.measured = 1
    return result


# ---- printing -----------------------------------------------------------------------------

def both(before, after, pick):
    """One cell: the figure, or 'before → after' when there are two binaries."""
    return str(pick(after)) if before is None else f"{pick(before)} → {pick(after)}"


def recall_cell(t):
    return f"{t.real_default}/{t.real}" if t.real else "–"


def precision_rows(results, totals, markdown):
    """The precision table: one row per measured repository, then the total."""
    rows = []
    for repository, commit, before, after in results:
        rows.append([f"`{repository}`" if markdown else repository, commit[:7],
                     both(before, after, lambda t: t.findings),
                     *(both(before, after, lambda t, k=k: t.counts[k]) for k in (*LABELS, "unlabelled")),
                     both(before, after, Tally.precision), both(before, after, Tally.target),
                     both(before, after, recall_cell), both(before, after, lambda t: f"{t.real_all}/{t.real}")])
    before, after = totals
    name = "**all**" if markdown else "all"
    rows.append([name, "", both(before, after, lambda t: t.findings),
                 *(both(before, after, lambda t, k=k: t.counts[k]) for k in (*LABELS, "unlabelled")),
                 both(before, after, Tally.precision),
                 both(before, after, lambda t: f"met on {t.met} of {t.measured}"),
                 both(before, after, recall_cell), both(before, after, lambda t: f"{t.real_all}/{t.real}")])
    return rows


HEADER = ("repository", "commit", "findings", "real", "real-code", "noise", "unlabelled", "precision",
          "target", "real found", "with --all")


def describe(row):
    return f"{row.repository} {row.path}:{row.line} '{row.word}' ({row.rule}; {row.label}: {row.reason})"


def missed_lines(corpus, runs):
    """The rows labelled real that the default tier does not report."""
    lines = []
    for repository, run in runs.items():
        default = reported_keys(run.default)
        everything = reported_keys(run.everything)
        for row in corpus[repository]:
            if row.label == "real" and not is_reported(row, default, run.aliases):
                where = "--all reports it" if is_reported(row, everything, run.aliases) else "not even with --all"
                lines.append(f"  {describe(row)}: {where}")
    return lines


def moved_lines(corpus, before_runs, after_runs):
    """Labelled rows (any label) that entered or left the default tier between two binaries."""
    moved_in, moved_out = [], []
    for repository, after in after_runs.items():
        before = {finding_key(f) for f in before_runs[repository].default}
        now = {finding_key(f) for f in after.default}
        for row in corpus[repository]:
            key = label_key(row)
            if key in now and key not in before:
                moved_in.append(f"  {describe(row)}")
            elif key in before and key not in now:
                moved_out.append(f"  {describe(row)}")
    return moved_in, moved_out


def write_todo(path, pending):
    """The sampled findings nobody labelled yet, in the labels schema with an empty label."""
    rows = sorted(pending, key=lambda item: (item[0], item[2].path, item[2].line, item[2].word, item[2].rule))
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for repository, commit, finding in rows:
            rule = "spelling" if finding.kind == "spelling" else finding.rule
            f.write("\t".join((repository, commit, finding.path, str(finding.line), finding.word, rule,
                               "", "", "inkstone")) + "\n")
    return len(rows)


# ---- main -----------------------------------------------------------------------------------

def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="bench_precision.py", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--labels", default=DEFAULT_LABELS, metavar="DIR",
                        help="the folder of labels files (default: bench/labels beside this script)")
    parser.add_argument("--snapshots", metavar="DIR",
                        default=os.environ.get("INKSTONE_SNAPSHOTS") or DEFAULT_SNAPSHOTS,
                        help=f"where the snapshots are (default: $INKSTONE_SNAPSHOTS, else {DEFAULT_SNAPSHOTS})")
    parser.add_argument("--inkstone", metavar="BIN", default=".build/release/inkstone",
                        help="the binary to measure (default: .build/release/inkstone)")
    parser.add_argument("--before", metavar="BIN",
                        help="a second binary: print both figures and the labelled rows that moved")
    parser.add_argument("--todo", metavar="FILE", help="write the unlabelled sampled findings there (labels schema)")
    parser.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    parser.add_argument("--repo", metavar="OWNER/NAME", help="measure this repository only")
    parser.add_argument("--validate", action="store_true", help="check the labels' schema only and run nothing")
    parser.add_argument("--by-reason", action="store_true",
                        help="also count, per deciding decision (the finding's reason), the labelled rows of every "
                             "finding (not only the sample): real and noise in the default tier, real in the unknown-word tier")
    parser.add_argument("--rows", metavar="FILE",
                        help="write every labelled finding the binary reports, with its tier and deciding decision, "
                             "as TSV (repository, path, line, word, tier, decided by, label, reason)")
    return parser.parse_args(argv)


def binary_path(binary):
    """A path with a slash is made absolute (the runs start in a temporary folder)."""
    if os.sep not in binary:
        return binary
    if not os.access(binary, os.X_OK):
        raise InputError(f"{binary}: no such executable (build it: swift build -c release --product inkstone)")
    return os.path.abspath(binary)


def run_repositories(args, corpus, progress):
    """Measure every repository that has a snapshot; return (results, runs, skipped)."""
    inkstone = binary_path(args.inkstone)
    before_binary = binary_path(args.before) if args.before else None
    results, after_runs, before_runs, skipped = [], {}, {}, []
    for repository, rows in sorted(corpus.items()):
        commit = rows[0].commit
        git_dir = snapshot_git_dir(args.snapshots, repository)
        if git_dir is None:
            skipped.append(f"{repository}: no snapshot in {args.snapshots}; fetch github:{repository} to measure it")
            continue
        if not has_commit(git_dir, commit):
            skipped.append(f"{repository}: the snapshot {git_dir} lacks the labelled commit {commit[:12]}; "
                           f"fetch github:{repository} again (a snapshot with that commit) to measure it")
            continue
        with tempfile.TemporaryDirectory(prefix="bench-precision-") as root:
            extract(git_dir, commit, root)
            paths = {row.path for row in rows}
            after_runs[repository] = measure(inkstone, root, paths)
            if before_binary:
                before_runs[repository] = measure(before_binary, root, paths)
        before = tally(repository, rows, before_runs[repository]) if before_binary else None
        results.append((repository, commit, before, tally(repository, rows, after_runs[repository])))
        print(f"measured {repository} at {commit[:7]}", file=progress)
    return results, after_runs, before_runs, skipped


def report(args, corpus, out, progress):
    results, after_runs, before_runs, skipped = run_repositories(args, corpus, progress)
    markdown = args.markdown
    totals = [None, Tally()]
    if args.before:
        totals[0] = Tally()
    for _, _, before, after in results:
        totals[1].add(after)
        if before:
            totals[0].add(before)
    label = f"{args.before} → {args.inkstone}" if args.before else args.inkstone
    print(f"Inkstone's default tier ({label}) on the labelled corpus: the first {SAMPLE_SIZE} distinct "
          f"findings per repository by sample_key; precision = real / (real + noise), real-code apart; "
          f"target ≥ {TARGET_SHARE:.0%} or ≤ {TARGET_NOISE} noise; real found = rows labelled real "
          f"(any tool) that the default tier reports.\n", file=out)
    if results:
        print(table(HEADER, precision_rows(results, totals, markdown), markdown), file=out)
    for line in skipped:
        print(f"\nnot measured: {line}", file=out)
    if not markdown:
        missed = missed_lines(corpus, after_runs)
        if missed:
            print("\nLabelled real, not reported by the default tier:", file=out)
            print("\n".join(missed), file=out)
        if args.before:
            moved_in, moved_out = moved_lines(corpus, before_runs, after_runs)
            for title, lines in (("into", moved_in), ("out of", moved_out)):
                print(f"\nLabelled rows moved {title} the default tier: {len(lines) or 'none'}", file=out)
                if lines:
                    print("\n".join(lines), file=out)
    if args.by_reason:
        print("\n" + by_reason(corpus, after_runs, markdown), file=out)
    if args.rows:
        count = write_rows(args.rows, corpus, after_runs)
        print(f"\n{count} labelled findings with their deciding decision written to {args.rows}", file=out)
    if args.todo:
        pending = [(repository, commit, finding) for repository, commit, _, after in results
                   for finding in after.unlabelled]
        count = write_todo(args.todo, pending)
        print(f"\n{count} sampled findings to label written to {args.todo}", file=out)
    return 1 if skipped else 0


def labelled_findings(corpus, runs):
    """Every distinct finding of the runs that a label row names, with that row."""
    for repository, run in sorted(runs.items()):
        labels = {label_key(row): row for row in corpus[repository]}
        seen = set()
        for finding in run.everything:
            row = labels.get(finding_key(finding))
            if row is None or finding_key(finding) in seen:
                continue
            seen.add(finding_key(finding))
            yield repository, finding, row


def write_rows(path, corpus, runs):
    """The labelled findings as TSV, to study what one decision decides."""
    count = 0
    with open(path, "w", encoding="utf-8") as file:
        file.write("repository\tpath\tline\tword\ttier\tdecided by\tlabel\treason\n")
        for repository, finding, row in labelled_findings(corpus, runs):
            fields = (repository, finding.path, str(finding.line), finding.word, finding.tier,
                      finding.reason or finding.rule, row.label, row.reason)
            file.write("\t".join(field.replace("\t", " ") for field in fields) + "\n")
            count += 1
    return count


def by_reason(corpus, runs, markdown):
    """Per decision that decided a labelled finding: how many of its labelled findings
    are real and noise in the default tier, and real in the unknown-word tier (what a
    change to that decision would gain or lose)."""
    counts = collections.defaultdict(lambda: collections.Counter())
    for _, finding, row in labelled_findings(corpus, runs):
        tier = "default" if finding.tier == "default" else "unknown"
        counts[finding.reason or finding.rule][f"{tier} {row.label}"] += 1
    rows = [[reason, c["default real"], c["default noise"], c["default real-code"], c["unknown real"], c["unknown noise"]]
            for reason, c in sorted(counts.items(), key=lambda item: -(item[1]["default noise"] + item[1]["unknown real"]))]
    header = ("decided by", "default real", "default noise", "default real-code", "unknown real", "unknown noise")
    return "Labelled findings by the decision that decided them (every labelled finding, not only the sample):\n\n" \
        + table(header, rows, markdown)


def main(argv, out=sys.stdout, progress=sys.stderr):
    args = parse_arguments(argv)
    try:
        corpus = read_labels(args.labels, args.repo)
        if args.validate:
            rows = sum(len(rows) for rows in corpus.values())
            print(f"{args.labels}: {rows} rows in {len(corpus)} files follow the schema", file=out)
            return 0
        return report(args, corpus, out, progress)
    except InputError as error:
        print(f"bench_precision.py: {error}", file=progress)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
