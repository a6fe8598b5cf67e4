#!/usr/bin/env python3
"""Generate dictionaries/debian-terms.words: the technical vocabulary of Debian's package
descriptions.

Why (issue #50): a third of the noise on labelled repositories was valid technical words
and names the dictionaries lack (`compat`, `inotify`, `soname`, `runloop`, `bitrate`,
`destructuring`). Debian's package descriptions are edited English prose about software,
written by thousands of maintainers: a word that three descriptions or more use is a
word of the trade, not one writer's slip. Checked against the labelled corpus
(bench/labels) and prose-bench when made: the list holds none of their real typos or
planted slips.

Source: Debian 12 "bookworm" main, i18n/Translation-en.xz (the English package
descriptions), as http://deb.debian.org/debian/dists/bookworm/main/i18n/Translation-en.xz
served it, pinned below by its SHA-256. Only counts are taken: a word's number of
distinct descriptions (by Description-md5), no text.

Kept: lowercased words of letters (an inner apostrophe allowed), three letters or more,
in three descriptions or more; minus SCOWL's words up to size 80 (dictionaries/scowl-80.words:
valid already) and codespell's misspellings (dictionaries/known-misspellings.tsv: a
misspelling many maintainers make is still one). One a line, sorted by UTF-8 bytes.

Usage:
  python3 scripts/gen_debian_terms.py [--file Translation-en.xz] [OUTPUT]
  (without --file it downloads the pinned file from deb.debian.org)
"""
import collections, lzma, os, re, sys, tempfile, urllib.request
from pinned import require_pinned

URL = "http://deb.debian.org/debian/dists/bookworm/main/i18n/Translation-en.xz"
PINNED_SHA256 = "a3d4a0bfd8e9242810b0885eda7c1a6e05dac15b333ddbaab03ba56f2dfa4bf0"
OUTPUT = "dictionaries/debian-terms.words"
MINIMUM_DESCRIPTIONS = 3
# A typographic apostrophe is an apostrophe: `didn’t` is one word, not the term `didn`.
WORD = re.compile(r"(?<![\w'’-])[A-Za-z][a-z]+(?:['’][a-z]+)?(?![\w'])(?!’\w)")


def description_counts(path):
    require_pinned(path, PINNED_SHA256, "Debian has published another Translation-en since (a point release): "
                   "check the new one's list, then repin")
    counts, seen = collections.Counter(), set()
    text = lzma.open(path, "rt", encoding="utf-8").read()
    for block in text.split("\n\n"):
        md5 = re.search(r"^Description-md5: (\w+)", block, re.M)
        if not md5 or md5.group(1) in seen or "Description-en:" not in block:
            continue
        seen.add(md5.group(1))
        description = block[block.index("Description-en:") + len("Description-en:"):]
        counts.update({word.lower().replace("’", "'") for word in WORD.findall(description)})
    return counts, len(seen)


def main(argv):
    args, path, output = list(argv), None, OUTPUT
    while args:
        arg = args.pop(0)
        if arg == "--file":
            if not args: sys.exit("--file needs a path")
            path = args.pop(0)
        elif arg in ("-h", "--help"):
            sys.exit(__doc__)
        else:
            output = arg
    with tempfile.TemporaryDirectory() as folder:
        if path is None:
            path = os.path.join(folder, "Translation-en.xz")
            urllib.request.urlretrieve(URL, path)
        counts, descriptions = description_counts(path)
    folder = os.path.dirname(output) or "."
    valid = set(open(os.path.join(folder, "scowl-80.words"), encoding="utf-8").read().lower().split())
    known = {line.split("\t", 1)[0] for line in open(os.path.join(folder, "known-misspellings.tsv"), encoding="utf-8")}
    kept = sorted((word for word, count in counts.items()
                   if count >= MINIMUM_DESCRIPTIONS and len(word) >= 3 and word not in valid and word not in known),
                  key=lambda word: word.encode("utf-8"))
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(kept) + "\n")
    print(f"{len(kept)} terms of {descriptions} descriptions into {output}")


if __name__ == "__main__":
    main(sys.argv[1:])
