#!/usr/bin/env python3
"""Generate dictionaries/proper-names.dic: SCOWL's proper names (people, places).

Why: prose names people and places (changelog credits, PEP authors, `Ximénez`), and
en_US holds few of them. Measured in ../shared/reference (vocabulary-sources.md),
SCOWL's proper names up to size 95 accept 7.5 % of the false positives on prose and
none of a list of 28,611 real misspellings as written; capitalised, 0.17 % of them are
surnames. A name is accepted capitalised only (Hunspell keeps a capitalised entry's
case), and names one edit from a common English word are left out, so that a
capitalised typo at a sentence start (`Thier`, `Becuase`) is still reported.

Source: Debian 12 "bookworm" package `scowl` 2020.12.07-2 (`apt-get download
scowl`), pinned below by the SHA-256 of the .deb; its files
usr/share/dict/scowl/{english,american}-proper-names.{10..95}. SCOWL's copyright
(usr/share/doc/scowl/copyright) permits copying and distribution with its notice,
which dictionaries/README.md carries.

Kept: entries of three letters or more, letters only (any script's, with an
apostrophe or a hyphen inside), starting with a capital; not those whose lowercase
form is one edit (or a swap) from one of the 5,000 commonest words of
dictionaries/en-frequency.txt; sorted, one per line after the count line (Hunspell
.dic layout).

Usage:
  python3 scripts/gen_proper_names.py [--deb scowl_2020.12.07-2_all.deb] [OUTPUT]
  (without --deb it runs `apt-get download scowl` in a temporary folder)
"""
import os, re, subprocess, sys, tempfile
from pinned import require_pinned

PINNED_SHA256 = "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718"
OUTPUT = "dictionaries/proper-names.dic"
SIZES = ("10", "20", "35", "40", "50", "55", "60", "70", "80", "95")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_package_words import load_common, neighbours  # noqa: E402


def scowl_entries(deb, lists, sizes=SIZES, encoding="utf-8"):
    """The entries of SCOWL's lists `{list}.{size}` (each of `lists`, each of `sizes`
    that exists) in the pinned .deb `deb`."""
    if not os.path.isfile(deb):
        sys.exit(f"{deb}: no such file; give the scowl 2020.12.07-2 .deb (`apt-get download scowl`) or leave --deb out")
    require_pinned(deb, PINNED_SHA256, "this is another build of the package")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["dpkg-deb", "-x", deb, folder], check=True)
        root = os.path.join(folder, "usr/share/dict/scowl")
        entries = set()
        for name in lists:
            for size in sizes:
                path = os.path.join(root, f"{name}.{size}")
                if not os.path.exists(path):
                    continue
                for line in open(path, encoding=encoding):
                    entries.add(line.strip())
    return entries


def with_scowl_deb(deb, read):
    """`read(deb)` on the given .deb, or on one `apt-get download` fetches."""
    with tempfile.TemporaryDirectory() as folder:
        if deb is None:
            subprocess.run(["apt-get", "download", "scowl=2020.12.07-2"], cwd=folder, check=True, capture_output=True)
            deb = os.path.join(folder, "scowl_2020.12.07-2_all.deb")
        return read(deb), deb


def arguments(argv, output):
    """`[--deb FILE] [OUTPUT]`: the .deb to read (None: download it) and the file to write."""
    args, deb = list(argv), None
    while args:
        arg = args.pop(0)
        if arg == "--deb": deb = args.pop(0)
        else: output = arg
    return deb, output


def write_dic(words, output):
    """`words` sorted, one per line after the count line (Hunspell .dic layout)."""
    lines = [str(len(words))] + sorted(words)
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main(argv):
    deb, output = arguments(argv, OUTPUT)
    names, deb = with_scowl_deb(deb, lambda deb: scowl_entries(deb, ("english-proper-names", "american-proper-names")))
    common = load_common("dictionaries/en-frequency.txt", 5_000)
    kept = {name for name in names
            if len(name) >= 3 and re.fullmatch(r"[^\W\d_](?:[^\W\d_]|['-](?=[^\W\d_]))*", name) and name[0].isupper()
            and not any(n in common for n in neighbours(name.lower())) and name.lower() not in common}
    write_dic(kept, output)
    print(f"{len(kept)} names from {deb} into {output}")


if __name__ == "__main__":
    main(sys.argv[1:])
