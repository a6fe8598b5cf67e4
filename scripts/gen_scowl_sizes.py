#!/usr/bin/env python3
"""Generate dictionaries/scowl-80.words and dictionaries/scowl-95.words: the valid
English words of SCOWL's large American lists, by size, shipped with Inkstone.

Why: en_US is SCOWL size 60. A refused word that SCOWL's larger sizes hold is a valid
word the dictionary lacks (`trie`, `liveness`, `performant`: size 80), not a typo; size 95
also holds rare forms that are more often slips (`fiel`, `coul`), which the judge weighs
apart (issue #50: `WordDecisions`). Read from files shipped in the binary, the answer is
the same on every machine: before, the lists were read from /usr/share/dict at run time,
and a machine without `wamerican-insane` reported `trie` as a typo.

Source: Debian 12 "bookworm" packages `wamerican-huge` and `wamerican-insane`
2020.12.07-2 (`apt-get download wamerican-huge wamerican-insane`), pinned below by the
SHA-256 of each .deb; their usr/share/dict/american-english-huge (SCOWL up to size 80,
the lists its /usr/share/doc/wamerican-huge/*.scowl-word-lists-used names) and
american-english-insane (up to size 95). SCOWL's notice goes with the lists
(dictionaries/README.md).

Kept: every entry but possessives (`word's`: the checker accepts a known word's `'s`
itself); scowl-80.words holds the huge list's, scowl-95.words the insane list's that the
huge list lacks. One word a line, sorted by their UTF-8 bytes (the reader searches them
by halves), no count line.

Usage:
  python3 scripts/gen_scowl_sizes.py [--huge FILE.deb] [--insane FILE.deb] [FOLDER]
  (without the .debs it runs `apt-get download` in a temporary folder; FOLDER defaults
  to dictionaries/)
"""
import os, subprocess, sys, tempfile
from pinned import require_pinned

PINS = {
    "wamerican-huge": ("e7084d641d1de29699ad47d7467f921659d1ca57a6ad64a18f8b068aef0a56bc", "american-english-huge"),
    "wamerican-insane": ("7ad9f4dde6a07c1dc33c7bdc2435940a889805b9d32286eb8afe6434109e4a0a", "american-english-insane"),
}
VERSION = "2020.12.07-2"


def entries(package, deb):
    """The entries of the pinned .deb's word list, possessives left out."""
    pin, name = PINS[package]
    if not os.path.isfile(deb):
        sys.exit(f"{deb}: no such file; give the {package} {VERSION} .deb (`apt-get download {package}`) or leave it out")
    require_pinned(deb, pin, f"this is another build of {package}")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["dpkg-deb", "-x", deb, folder], check=True)
        with open(os.path.join(folder, "usr/share/dict", name), encoding="utf-8") as f:
            return {line.rstrip("\n") for line in f if line.strip() and not line.rstrip("\n").endswith("'s")}


def write(words, path):
    ordered = sorted(words, key=lambda word: word.encode("utf-8"))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(ordered) + "\n")


def main(argv):
    args, debs, folder = list(argv), {}, "dictionaries"
    while args:
        arg = args.pop(0)
        if arg in ("--huge", "--insane"):
            if not args: sys.exit(f"{arg} needs a .deb file")
            debs["wamerican-" + arg[2:]] = args.pop(0)
        elif arg in ("-h", "--help"):
            sys.exit(__doc__)
        else:
            folder = arg
    with tempfile.TemporaryDirectory() as download:
        for package in PINS:
            if package not in debs:
                subprocess.run(["apt-get", "download", f"{package}={VERSION}"], cwd=download, check=True, capture_output=True)
                debs[package] = os.path.join(download, f"{package}_{VERSION}_all.deb")
        huge = entries("wamerican-huge", debs["wamerican-huge"])
        insane = entries("wamerican-insane", debs["wamerican-insane"])
    write(huge, os.path.join(folder, "scowl-80.words"))
    write(insane - huge, os.path.join(folder, "scowl-95.words"))
    print(f"{len(huge)} words of size 80 or less, {len(insane - huge)} of size 95, into {folder}/scowl-{{80,95}}.words")


if __name__ == "__main__":
    main(sys.argv[1:])
