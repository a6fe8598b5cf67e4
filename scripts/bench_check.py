#!/usr/bin/env python3
"""make bench-check: runs the inkstone-bench suites named in bench/thresholds.json
(release build) and compares each figure with the most it may be. Prints every
figure, says which regressed, and exits 1 when any did (2 when a suite failed).

Then it writes bench/RESULTS.md: the latest run in full (the machine, the commit,
every figure against its maximum and target), one row for it at the top of the
history, and the earlier figures kept as they were. The README shows a few of the
latest figures and links there.

usage: scripts/bench_check.py [--no-write] [SUITE...]   (default: every suite in the file)
"""
import datetime
import json
import os
import platform
import subprocess
import sys

BENCH = ".build/release/inkstone-bench"
RESULTS = "bench/RESULTS.md"

TITLE = "# Benchmark results"
LATEST = "## Latest run"
HISTORY = "## History"
EARLIER = "## Earlier figures"
HISTORY_HEADER = ["| date | commit | machine | result | figures |", "| --- | --- | --- | --- | --- |"]


def machine():
    """'2 cores, Intel Xeon …, 24 GB, Linux 6.1' from /proc (what makes figures comparable)."""
    model = ""
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as handle:
            kilobytes = int(handle.readline().split()[1])
            memory = f"{round(kilobytes / 1024 / 1024)} GB"
    except (OSError, ValueError, IndexError):
        pass
    parts = [f"{os.cpu_count()} cores", model, memory, f"{platform.system()} {platform.release()}"]
    return ", ".join(part for part in parts if part)


def commit():
    """The commit measured, and whether the work tree had changes beside it."""
    def git(*arguments):
        run = subprocess.run(["git", *arguments], capture_output=True, text=True)
        return run.stdout.strip() if run.returncode == 0 else ""
    head = git("rev-parse", "--short=10", "HEAD") or "unknown"
    changed = git("status", "--porcelain", "--untracked-files=no")
    return head + (" with uncommitted changes" if changed else "")


def latest_section(rows, machine_text, commit_text, when, outcome):
    """The '## Latest run' section: what ran where, and each figure."""
    lines = [LATEST, "",
             f"{when}, commit {commit_text}, on {machine_text}: {outcome}.", "",
             "| suite | figure | measured | max | target | |", "| --- | --- | --- | --- | --- | --- |"]
    for suite, name, value, limit, target, status in rows:
        shown = "missing" if value is None else f"{value:.4g}"
        lines.append(f"| {suite} | {name} | {shown} | {limit} | {target if target is not None else ''} | {status} |")
    return lines


def history_row(rows, machine_text, commit_text, when, outcome):
    figures = ", ".join(f"{name} {value:.3g}" for _, name, value, _, _, _ in rows if value is not None)
    return f"| {when} | {commit_text} | {machine_text} | {outcome} | {figures} |"


def sections(text):
    """The history rows and the earlier figures of an existing RESULTS.md."""
    history, earlier, part = [], [], None
    for line in text.splitlines():
        if line.startswith("## "):
            part = "history" if line == HISTORY else "earlier" if line.startswith(EARLIER) else "other"
            if part == "earlier":
                earlier.append(line)
            continue
        if part == "history" and line.startswith("| ") and line not in HISTORY_HEADER:
            history.append(line)
        elif part == "earlier":
            earlier.append(line)
    return history, earlier


def write_results(path, rows, machine_text, commit_text, when, outcome):
    """Rewrites `path`: this run as the latest, its row on top of the history, the
    earlier figures as they were."""
    existing = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            existing = handle.read()
    history, earlier = sections(existing)
    lines = [TITLE, "",
             "Written by `make bench-check` (scripts/bench_check.py) after each run: the latest run in full,",
             "then one row per run, newest first. The maxima and targets are in `bench/thresholds.json`.",
             "Timings depend on the machine; compare rows of the same machine.", ""]
    lines += latest_section(rows, machine_text, commit_text, when, outcome)
    lines += ["", HISTORY, ""] + HISTORY_HEADER + [history_row(rows, machine_text, commit_text, when, outcome)] + history
    if earlier:
        lines += [""] + earlier
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines).rstrip("\n") + "\n")


def main():
    arguments = sys.argv[1:]
    writes = "--no-write" not in arguments
    arguments = [a for a in arguments if a != "--no-write"]
    with open("bench/thresholds.json") as handle:
        thresholds = {k: v for k, v in json.load(handle).items() if k != "about"}
    suites = arguments or list(thresholds)
    unknown = [s for s in suites if s not in thresholds]
    if unknown:
        sys.exit(f"bench-check: no thresholds for {', '.join(unknown)}; bench/thresholds.json has {', '.join(thresholds)}")
    regressed, failed, rows = [], [], []
    for suite in suites:
        print(f"inkstone-bench {suite} …", flush=True)
        run = subprocess.run([BENCH, suite, "--json"], capture_output=True, text=True)
        if run.returncode != 0:
            failed.append(suite)
            print(f"  failed (status {run.returncode}): {run.stderr.strip()[-300:]}")
            continue
        figures = json.loads(run.stdout.strip().splitlines()[-1])
        for name, limit in thresholds[suite].items():
            value = figures.get(name)
            if value is None and limit.get("optional"):
                print(f"  {name:44} not measured here ({limit['optional']})")
                rows.append((suite, name, None, limit["max"], limit.get("target"), "not measured"))
                continue
            if value is None:
                failed.append(f"{suite}.{name}")
                print(f"  {name:44} missing from the suite's figures")
                rows.append((suite, name, None, limit["max"], limit.get("target"), "missing"))
                continue
            over = value > limit["max"]
            target = f", target {limit['target']}" if "target" in limit else ""
            print(f"  {name:44} {value:>10.4g}  max {limit['max']}{target}  {'REGRESSED' if over else 'ok'}")
            rows.append((suite, name, value, limit["max"], limit.get("target"), "REGRESSED" if over else "ok"))
            if over:
                regressed.append(f"{suite}.{name} = {value:.4g} > {limit['max']}")
    if regressed:
        print("\nregressed:\n  " + "\n  ".join(regressed))
    if failed:
        print("\nnot measured: " + ", ".join(failed))
    outcome = ("not measured: " + ", ".join(failed)) if failed else ("regressed: " + "; ".join(regressed)) if regressed \
        else "all within their maxima"
    if writes:
        when = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
        write_results(RESULTS, rows, machine(), commit(), when, outcome)
        print(f"\nwrote {RESULTS}")
    sys.exit(2 if failed else 1 if regressed else 0)


if __name__ == "__main__":
    main()
