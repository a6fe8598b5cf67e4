#!/usr/bin/env python3
"""Measure how many of a checker's findings are worth fixing, by labelling a sample by hand.

The method is the one in labelling.md: run Inkstone and its peers (codespell, typos) on
repositories the project was never tuned on, each with its own defaults; pick a
deterministic sample of each tool's findings; label every sampled row by reading it in
context (real, real-code or noise); and count.

  collect  run one tool on one repository and normalise its findings to JSON lines
  sample   pick N findings by hash and write a TSV to label, plus their context lines
  report   precision per repository and tool, and how many of the labelled real typos
           each tool reports anywhere

The sample is ordered by a hash of repository, path, line and word, so sampling again after
a change picks the same findings where they still exist, and the labels already in the TSV
are kept: only new findings are left to label. To compare a later round with an earlier
one, copy the earlier TSVs into a new folder and sample into them again.

Standard library only; no network; the same input gives the same output.

Example:
  scripts/precision.py collect --repo fd --root /work/repos/fd --tool inkstone \\
      --inkstone .build/debug/inkstone --out findings/fd-inkstone.jsonl
  scripts/precision.py sample --findings findings/fd-inkstone.jsonl --count 40 \\
      --labels before/fd-inkstone.tsv
  scripts/precision.py report --labels before --findings-dir findings --format markdown
"""
import argparse
import csv
import functools
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOOLS = ("inkstone", "codespell", "typos")
LABELS = ("real", "real-code", "noise")
TSV_COLUMNS = ("key", "repo", "tool", "path", "line", "word", "rule", "suggestions", "label", "reason")
# What each tool's exit status is when it ran and found something: not an error.
FINDINGS_STATUS = {"inkstone": 1, "codespell": 65, "typos": 2}
CONTEXT_LINES = 3
CONTEXT_WIDTH = 240

# `./path:line: word ==> suggestion[, suggestion…][ | reason]`
CODESPELL_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+): (?P<word>.+?) ==> (?P<fix>.*)$")


def fail(message):
    """Usage and input errors end with status 2, as Inkstone's own do."""
    print(f"precision.py: {message}", file=sys.stderr)
    sys.exit(2)


def relative(path):
    """Paths are compared across tools, so all of them lose the './' the tools put in front."""
    while path.startswith("./"):
        path = path[2:]
    return path


def line_text(root, path, line):
    """The text of one line of a file (1-based), or None: codespell and typos give no
    character column, so it is found on the line."""
    lines = file_lines(root, path)
    return lines[line - 1] if lines and 0 < line <= len(lines) else None


@functools.lru_cache(maxsize=32)
def file_lines(root, path):
    """A file's lines split at '\n' only, as the tools count them: str.splitlines would also
    split at form feeds and other separators and shift every later line. None if unreadable."""
    try:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace", newline="") as f:
            return [text.rstrip("\r") for text in f.read().split("\n")]
    except OSError:
        return None


def tool_path(name, peers):
    """A peer tool from the given venv, else from PATH; a missing tool is a usage error."""
    if peers:
        candidate = os.path.join(peers, "bin", name)
        if os.access(candidate, os.X_OK):
            return candidate
        fail(f"no {name} in {peers}/bin (pip install {name} in that venv)")
    found = shutil.which(name)
    if not found:
        fail(f"{name} is not on PATH (give --peers VENV)")
    return found


def run(tool, command, root, env=None):
    """Run a tool from the repository's root. Findings have their own exit status per tool
    (FINDINGS_STATUS); any other status but 0 is a failure, never an empty result."""
    result = subprocess.run(command, cwd=root, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, errors="replace")
    if result.returncode not in (0, FINDINGS_STATUS[tool]):
        fail(f"{' '.join(command)} in {root} ended with status {result.returncode}:\n"
             f"{result.stderr.strip()}")
    return result.stdout


def collect_inkstone(args, extra):
    """`inkstone check --format json`, with an empty personal dictionary so that no word
    of ours is accepted; every field Inkstone gives (tier, message, …) is kept. A grammar
    finding's text (' the') loses its outer spaces: the labels write the word so, and the
    sample key hashes the word as the labels write it (bench_precision.py does the same)."""
    binary = args.inkstone or shutil.which("inkstone") or fail("inkstone is not on PATH (give --inkstone BIN)")
    binary = os.path.abspath(binary) if os.sep in binary else binary
    with tempfile.TemporaryDirectory() as config_home:
        env = dict(os.environ, XDG_CONFIG_HOME=config_home, NO_COLOR="1")
        out = run("inkstone", [binary, "check", "--format", "json", "--no-cache", "--quiet", *extra, "."],
                  args.root, env)
    for raw in out.split("\n"):
        if not raw.strip():
            continue
        found = json.loads(raw)
        record = {"path": relative(found["path"]), "line": found["line"],
                  "column": found.get("column"), "word": found.get("text", "").strip(),
                  "suggestions": found.get("suggestions", []), "rule": found.get("rule", ""),
                  "kind": found.get("kind", "")}
        for key, value in found.items():
            if key not in ("path", "line", "column", "text", "suggestions", "rule", "kind"):
                record[key] = value
        yield record


def collect_codespell(args, extra):
    """`codespell .` with its defaults; it gives no column, so the word is found on its line."""
    out = run("codespell", [tool_path("codespell", args.peers), *extra, "."], args.root)
    for raw in out.split("\n"):
        match = CODESPELL_LINE.match(raw)
        if not match:
            continue
        path, line, word = relative(match["path"]), int(match["line"]), match["word"]
        fix = match["fix"].split(" | ")[0]
        text = line_text(args.root, path, line)
        column = text.find(word) + 1 if text and word in text else None
        yield {"path": path, "line": line, "column": column, "word": word,
               "suggestions": [s.strip() for s in fix.split(",") if s.strip()],
               "rule": "codespell", "kind": "spelling"}


def collect_typos(args, extra):
    """`typos --format json .`; only "typo" records are findings. A typo in a file's name
    has line 0. The byte offset becomes a 1-based character column."""
    out = run("typos", [tool_path("typos", args.peers), "--format", "json", *extra, "."], args.root)
    for raw in out.split("\n"):
        if not raw.startswith("{"):
            continue
        found = json.loads(raw)
        if found.get("type") != "typo":
            continue
        path, line = relative(found["path"]), found.get("line_num", 0)
        column = None
        text = line_text(args.root, path, line) if line else None
        if text is not None:
            prefix = text.encode("utf-8")[: found.get("byte_offset", 0)]
            column = len(prefix.decode("utf-8", errors="replace")) + 1
        yield {"path": path, "line": line, "column": column, "word": found.get("typo", ""),
               "suggestions": found.get("corrections", []), "rule": "typos", "kind": "spelling"}


COLLECTORS = {"inkstone": collect_inkstone, "codespell": collect_codespell, "typos": collect_typos}


def collect(args, extra):
    root = os.path.abspath(args.root)
    records = [{"repo": args.repo, "tool": args.tool, "root": root, **r}
               for r in COLLECTORS[args.tool](args, extra)]
    records.sort(key=lambda r: (r["path"], r["line"], r["column"] or 0, r["word"], r["rule"]))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        for record in records:
            f.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    distinct = len({(r["path"], r["line"], r["word"]) for r in records})
    files = len({r["path"] for r in records})
    print(f"{args.repo} {args.tool}: {len(records)} findings ({distinct} distinct) in {files} files -> {args.out}")


def read_findings(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def sample_key(finding):
    """The hash that orders the sample: stable across runs and tools for the same word at
    the same place, so codespell's and typos' label of one finding can be compared."""
    text = "\0".join((finding["repo"], finding["path"], str(finding["line"]), finding["word"]))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cell(value):
    """TSV cells hold one line: tabs and line breaks in a word or reason become spaces."""
    return re.sub(r"[\t\r\n]+", " ", str(value))


def read_labels(path):
    """Rows of a labels TSV by key; a label outside real/real-code/noise is an error that
    names the file and line, so a typo in a label is not counted as unlabelled."""
    rows = {}
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8", newline="") as f:
        for number, row in enumerate(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE), 2):
            label = (row.get("label") or "").strip()
            if label and label not in LABELS:
                fail(f"{path}:{number}: label '{label}' is not one of {', '.join(LABELS)} (or empty)")
            rows[row["key"]] = row
    return rows


def context(root, finding):
    """Lines line-3..line+3 with the finding's line marked; a long line is cut to a window
    around the column so minified text stays readable."""
    path, line = finding["path"], finding["line"]
    lines = file_lines(root, path)
    if lines is None:
        return [f"    (cannot read {path})"]
    shown = []
    for number in range(max(1, line - CONTEXT_LINES), min(len(lines), line + CONTEXT_LINES) + 1):
        text = lines[number - 1]
        if len(text) > CONTEXT_WIDTH:
            column = (finding.get("column") or 1) if number == line else 1
            start = max(0, column - CONTEXT_WIDTH // 2)
            text = ("…" if start else "") + text[start:start + CONTEXT_WIDTH] + "…"
        shown.append(f"{'>' if number == line else ' '} {number:5} | {text}")
    return shown or [f"    (line {line} is not in the file)"]


def sample(args):
    findings = read_findings(args.findings)
    unique = {}
    for finding in findings:
        unique.setdefault((finding["repo"], finding["path"], finding["line"], finding["word"]), finding)
    chosen = sorted(unique.values(), key=sample_key)[: args.count]
    old = read_labels(args.labels)
    rows = []
    for finding in chosen:
        key = sample_key(finding)
        kept = old.get(key, {})
        rows.append({"key": key, "repo": finding["repo"], "tool": finding["tool"],
                     "path": finding["path"], "line": finding["line"], "word": finding["word"],
                     "rule": finding.get("rule", ""),
                     "suggestions": ", ".join(finding.get("suggestions") or []),
                     "label": kept.get("label", ""), "reason": kept.get("reason", "")})
    os.makedirs(os.path.dirname(os.path.abspath(args.labels)), exist_ok=True)
    with open(args.labels, "w", encoding="utf-8", newline="") as f:
        f.write("\t".join(TSV_COLUMNS) + "\n")
        for row in rows:
            f.write("\t".join(cell(row[c]) for c in TSV_COLUMNS) + "\n")
    context_out = args.context_out or os.path.splitext(args.labels)[0] + ".context.txt"
    with open(context_out, "w", encoding="utf-8") as f:
        for number, (finding, row) in enumerate(zip(chosen, rows), 1):
            f.write(f"#{number} {row['key'][:12]} {row['tool']} {row['path']}:{row['line']}:"
                    f"{finding.get('column') or ''} '{row['word']}' [{row['rule']}] -> "
                    f"{row['suggestions'][:80]}\n")
            if finding.get("message"):
                f.write(f"    {finding['message']}\n")
            f.write("\n".join(context(args.root or finding["root"], finding)) + "\n\n")
    labelled = sum(1 for r in rows if r["label"])
    print(f"{args.labels}: {len(rows)} of {len(unique)} distinct findings sampled, "
          f"{labelled} already labelled, {len(rows) - labelled} to label; context in {context_out}")


def percent(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "–"


def table(header, rows, markdown):
    """One table, as Markdown or as aligned plain text."""
    rows = [[str(c) for c in row] for row in rows]
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(str(h)), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip()
                     for row in [list(header), *rows])


def report(args):
    markdown = args.format == "markdown"
    counts, real_typos = {}, {tool: set() for tool in TOOLS}
    paths = sorted(glob.glob(os.path.join(args.labels, "*.tsv")))
    if not paths:
        fail(f"no *.tsv in {args.labels} (write them with 'sample')")
    for path in paths:
        for row in read_labels(path).values():
            tally = counts.setdefault((row["repo"], row["tool"]), dict.fromkeys(("sampled", *LABELS, ""), 0))
            tally["sampled"] += 1
            tally[(row.get("label") or "").strip()] += 1
            if row["label"] == "real":
                real_typos.setdefault(row["tool"], set()).add((row["repo"], row["path"], row["word"].lower()))

    def line(name, tool, t):
        judged = t["real"] + t["real-code"] + t["noise"]
        return [name, tool, t["sampled"], t["real"], t["real-code"], t["noise"], t[""], percent(t["real"], judged)]

    header = ("repo", "tool", "sampled", "real", "real-code", "noise", "unlabelled", "precision")
    tools = [t for t in TOOLS if any(k[1] == t for k in counts)] + sorted({k[1] for k in counts} - set(TOOLS))
    rows = [line(repo, tool, counts[(repo, tool)]) for repo, tool in sorted(counts)]
    totals = {}
    for tool in tools:
        total = dict.fromkeys(("sampled", *LABELS, ""), 0)
        for (_, t), tally in counts.items():
            if t == tool:
                for k in total:
                    total[k] += tally[k]
        totals[tool] = total
        rows.append(line("**total**" if markdown else "total", tool, total))
    out = ["Precision = real / (real + real-code + noise) of the sampled findings.", "",
           table(header, rows, markdown), ""]

    repos = sorted({repo for repo, _ in counts})
    summary = []
    for repo in repos + [None]:
        cells = []
        for tool in tools:
            t = totals[tool] if repo is None else counts.get((repo, tool))
            cells.append(percent(t["real"], t["real"] + t["real-code"] + t["noise"]) if t else "")
        summary.append([repo or ("**all**" if markdown else "all"), *cells])
    out += ["Precision by repository:", "", table(("repo", *tools), summary, markdown), ""]

    union = set().union(*real_typos.values()) if real_typos else set()
    out.append(f"Distinct real typos (repo, path, word) labelled in any tool's sample: {len(union)}.")
    if args.findings_dir:
        reported = {tool: set() for tool in tools}
        for path in sorted(glob.glob(os.path.join(args.findings_dir, "*.jsonl"))):
            for finding in read_findings(path):
                reported.setdefault(finding["tool"], set()).add(
                    (finding["repo"], finding["path"], finding["word"].lower()))
        rows = [[tool, len(real_typos.get(tool, ())), len(union & reported.get(tool, set())),
                 percent(len(union & reported.get(tool, set())), len(union))] for tool in tools]
        out += ["", table(("tool", "real in its own sample", "of the union reported anywhere", "recall of the union"),
                          rows, markdown)]
        missed = {tool: sorted(union - reported.get(tool, set())) for tool in tools}
        for tool in tools:
            if missed[tool]:
                out.append("")
                out.append(f"{tool} does not report: " + ", ".join(f"{w} ({p})" for _, p, w in missed[tool]))
    print("\n".join(out))


def main(argv):
    extra = []
    if "--" in argv:
        extra, argv = argv[argv.index("--") + 1:], argv[: argv.index("--")]
    parser = argparse.ArgumentParser(prog="precision.py", description=__doc__.split("\n\n")[0],
                                     epilog="See the module docstring (and labelling.md) for the method.")
    commands = parser.add_subparsers(dest="command", required=True)

    c = commands.add_parser("collect", help="run a tool on a repository and write its findings as JSON lines",
                            description="Run TOOL from the repository's root with its own defaults and write one "
                                        "normalised JSON object per finding. Arguments after -- go to the tool.")
    c.add_argument("--repo", required=True, help="the repository's name, as the labels will show it")
    c.add_argument("--root", required=True, help="the repository's work tree")
    c.add_argument("--tool", required=True, choices=TOOLS)
    c.add_argument("--out", required=True, help="the findings file to write (JSON lines)")
    c.add_argument("--inkstone", help="the inkstone binary (default: inkstone on PATH)")
    c.add_argument("--peers", help="a venv holding codespell and typos (default: PATH)")

    s = commands.add_parser("sample", help="pick N findings by hash into a labels TSV, with context",
                            description="De-duplicate findings by (path, line, word), order them by sha256 of "
                                        "repo\\0path\\0line\\0word and keep the first N. Labels already in the TSV "
                                        "are kept for the same key.")
    s.add_argument("--findings", required=True, help="a findings file written by collect")
    s.add_argument("--count", required=True, type=int, help="how many findings to sample")
    s.add_argument("--labels", required=True, help="the labels TSV to write (its labels are kept)")
    s.add_argument("--context-out", help="where to write the context lines (default: LABELS with .context.txt)")
    s.add_argument("--root", help="the repository's work tree, for the context (default: the root collect recorded)")

    r = commands.add_parser("report", help="precision per repository and tool from labelled TSVs",
                            description="Count labels in every *.tsv of DIR, per repository and tool, and the "
                                        "distinct real typos; with --findings-dir, how many of them each tool "
                                        "reports anywhere in its full findings.")
    r.add_argument("--labels", required=True, metavar="DIR", help="a folder of labels TSVs")
    r.add_argument("--findings-dir", help="the folder of collect's findings files")
    r.add_argument("--format", choices=("text", "markdown"), default="text")

    args = parser.parse_args(argv)
    if extra and args.command != "collect":
        parser.error("arguments after -- are only for collect")
    if args.command == "collect":
        collect(args, extra)
    elif args.command == "sample":
        sample(args)
    else:
        report(args)


if __name__ == "__main__":
    main(sys.argv[1:])
