#!/usr/bin/env python3
"""How many of the development misspellings the default tier reports, and which a change
moves: each misspelling of ../shared/data/misspellings-dev.tsv in a sentence of its own
(a paragraph each, so no word is written twice and no paragraph reads as another
language), checked with `--all`.

Why: a tier rule (`TypoTier`) that takes a shape of word out of the default tier can
take real slips with it; prose-bench plants 407 of them, this counts all 28,611.

Usage:
  python3 scripts/misspelling_tiers.py BINARY              # counts for one build
  python3 scripts/misspelling_tiers.py OLD_BINARY NEW_BINARY  # and the words that moved
"""
import json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "shared", "data", "misspellings-dev.tsv")


def misspellings(path=DATA):
    words, seen = [], set()
    for line in open(path, encoding="utf-8"):
        wrong = line.rstrip("\n").split("\t")[0]
        if wrong != "misspelling" and wrong not in seen:
            seen.add(wrong)
            words.append(wrong)
    return words


def tiers(binary, page):
    """{word: tier} of the spelling findings `binary` reports on `page`."""
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(os.path.dirname(page), "no-config"))
    run = subprocess.run([binary, "check", "--no-cache", "--all", "--format", "json", page],
                         capture_output=True, text=True, env=env)
    if run.returncode not in (0, 1):
        sys.exit(f"{binary}: check exited {run.returncode}: {run.stderr.strip()[:400]}")
    found = {}
    for line in run.stdout.splitlines():
        finding = json.loads(line)
        if finding.get("rule") == "spelling":  # a sure correction too (kind "correction")
            found[finding["text"]] = finding.get("tier", "default")
    return found


def main(argv):
    if not 1 <= len(argv) <= 2 or argv[0] in ("-h", "--help"):
        sys.exit(__doc__)
    for binary in argv:
        if not os.access(binary, os.X_OK):
            sys.exit(f"{binary}: not an executable; build one with `swift build -c release`")
    words = misspellings()
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "misspellings.md")
        with open(page, "w", encoding="utf-8") as f:
            f.writelines(f"We saw the {word} here today.\n\n" for word in words)
        results = [tiers(binary, page) for binary in argv]
    for binary, found in zip(argv, results):
        default = sum(1 for tier in found.values() if tier == "default")
        print(f"{binary}: {default} of {len(words)} misspellings in the default tier, {len(found) - default} unknown words, "
              f"{len(words) - len(found)} not reported")
    if len(results) == 2:
        old, new = ({w for w, t in r.items() if t == "default"} for r in results)
        print("left the default tier:", " ".join(sorted(old - new)) or "none")
        print("joined the default tier:", " ".join(sorted(new - old)) or "none")


if __name__ == "__main__":
    main(sys.argv[1:])
