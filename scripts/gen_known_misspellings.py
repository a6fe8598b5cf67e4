#!/usr/bin/env python3
"""Generate dictionaries/known-misspellings.tsv and dictionaries/british-variants.words
from codespell's dictionaries.

Why (issue #50): a misspelling people are known to make is a typo wherever prose writes
it, whatever the shape rules of the judge say (`relase`, `wheter`, `neccesarily`): a list
made for the job beats rules tuned on samples. codespell's main dictionary grew out of
Wikipedia's list of common misspellings and the typos fixed in thousands of projects;
codespell keeps valid-but-rare words (`dictionary_rare.txt`), code words and names in
dictionaries of their own, which are left out here. Its British-to-American list is no
list of errors: a British spelling is a valid variant, never a typo.

Source: codespell 2.4.3 from PyPI (`pip download --no-deps codespell==2.4.3`), the
wheel pinned below by its SHA-256; its members codespell_lib/data/dictionary.txt and
dictionary_en-GB_to_en-US.txt. Licence: CC BY-SA 3.0 (codespell's data), noted in
dictionaries/README.md and LICENSE; the lists below are that data reformatted.

Kept, as codespell reads it (lowercased; `’` as well as `'`): every entry whose
misspelling is letters with an apostrophe inside at most. known-misspellings.tsv holds
`misspelling<TAB>corrections<TAB>sure|ask[<TAB>codespell's reason]`, sorted by the UTF-8
bytes of the misspelling: `sure` where codespell has one correction and fixes it by
itself, `ask` where it offers several (or gives a reason) and asks. british-variants.words
holds the British spellings, one a line, sorted the same way.

Usage:
  python3 scripts/gen_known_misspellings.py [--wheel codespell-2.4.3-py3-none-any.whl] [FOLDER]
"""
import os, re, subprocess, sys, tempfile, zipfile
from pinned import require_pinned

VERSION = "2.4.3"
PINNED_SHA256 = "af2505b335e8573dbd2d384d1c4ef498f4006f4ba2d6fceca01e55b91f52628a"
WORD = re.compile(r"[a-z]+(?:['’][a-z]+)*")


def read_wheel(wheel):
    if not os.path.isfile(wheel):
        sys.exit(f"{wheel}: no such file; `pip download --no-deps codespell=={VERSION}` or leave --wheel out")
    require_pinned(wheel, PINNED_SHA256, "this is another codespell build")
    with zipfile.ZipFile(wheel) as archive:
        read = lambda name: archive.read(f"codespell_lib/data/{name}").decode("utf-8").splitlines()
        return read("dictionary.txt"), read("dictionary_en-GB_to_en-US.txt")


def entries(lines):
    """codespell's `add_misspelling`: a comma means several corrections (and perhaps a
    reason after the last one) and no fix without asking."""
    for line in lines:
        if "->" not in line:
            continue
        key, data = line.split("->", 1)
        key, data = key.strip().lower(), data.strip().lower()
        if "," in data:
            data, reason = data.rsplit(",", 1)
            yield key, [c.strip() for c in data.split(",") if c.strip()], False, reason.strip()
        else:
            yield key, [data], True, ""


def sorted_bytes(words):
    return sorted(words, key=lambda word: word.encode("utf-8"))


def main(argv):
    args, wheel, folder = list(argv), None, "dictionaries"
    while args:
        arg = args.pop(0)
        if arg == "--wheel":
            if not args: sys.exit("--wheel needs a file")
            wheel = args.pop(0)
        elif arg in ("-h", "--help"):
            sys.exit(__doc__)
        else:
            folder = arg
    with tempfile.TemporaryDirectory() as download:
        if wheel is None:
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", f"codespell=={VERSION}", "-d", download],
                           check=True)
            wheel = os.path.join(download, f"codespell-{VERSION}-py3-none-any.whl")
        main_lines, british_lines = read_wheel(wheel)
    rows = {}
    for key, corrections, sure, reason in entries(main_lines):
        if not WORD.fullmatch(key):
            continue
        for variant in {key, key.replace("'", "’")}:
            rows[variant] = (corrections, sure, reason)
    with open(os.path.join(folder, "known-misspellings.tsv"), "w", encoding="utf-8") as f:
        for key in sorted_bytes(rows):
            corrections, sure, reason = rows[key]
            f.write("\t".join([key, ",".join(corrections), "sure" if sure else "ask"] + ([reason] if reason else [])) + "\n")
    british = {key for key, _, _, _ in entries(british_lines) if WORD.fullmatch(key)}
    with open(os.path.join(folder, "british-variants.words"), "w", encoding="utf-8") as f:
        f.write("\n".join(sorted_bytes(british)) + "\n")
    sure = sum(1 for value in rows.values() if value[1])
    print(f"{len(rows)} known misspellings ({sure} with one sure correction), {len(british)} British variants, into {folder}")


if __name__ == "__main__":
    main(sys.argv[1:])
