#!/usr/bin/env python3
"""Generate dictionaries/listed-valid-words.tsv: misspellings codespell lists that en_US
accepts as words, of three letters or more, rarer than the 30,000 commonest words.

Why (issue #50): the spelling check reports only words the dictionaries refuse, so a
slip that lands on a rare word of the dictionary is never seen: `Wether` for `Whether`,
`perviously`, `incudes`, `hightest`. codespell's main dictionary lists these as
misspellings people make (its valid-but-rare words live in a dictionary of their own,
which gen_known_misspellings.py leaves out); a word that is also among the 30,000
commonest (`ser`, `som`, `equipments`) is written on purpose too often to be reported on
the list's word alone. A project that means one declares it (its word list), as any word.

Sources: dictionaries/known-misspellings.tsv (codespell 2.4.3, gen_known_misspellings.py),
dictionaries/en-frequency.txt (gen_frequency.py), and Hunspell's en_US from Debian 12's
`hunspell-en-us` 1:2020.12.07-2 (the dictionary Inkstone checks with), pinned below by the
SHA-256 of its .dic and .aff; `hunspell -G` tells which misspellings it accepts.

Each row: `word<TAB>reason`, sorted by the UTF-8 bytes of the word; the reason names
codespell's corrections and the word's frequency rank.

Usage:
  python3 scripts/gen_listed_valid_words.py [--dictionary /usr/share/hunspell/en_US] [FOLDER]
"""
import os, subprocess, sys
from pinned import require_pinned

DIC_SHA256 = "829a043cf078d1e80e886289a13823454977f442a239a859d2133ea61944aa60"
AFF_SHA256 = "70fe5778717d097ce2f3326baaa5c1e4d2206d81a5a81d3ea8e11c4770806dd5"
COMMON_RANK = 30_000


def ranks(path):
    found = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        found.setdefault(line.split("\t", 1)[0].lower(), len(found) + 1)
    return found


def main(argv):
    args, dictionary, folder = list(argv), "/usr/share/hunspell/en_US", "dictionaries"
    while args:
        arg = args.pop(0)
        if arg == "--dictionary":
            if not args: sys.exit("--dictionary needs a path without .dic/.aff")
            dictionary = args.pop(0)
        elif arg in ("-h", "--help"):
            sys.exit(__doc__)
        else:
            folder = arg
    for suffix, digest in ((".dic", DIC_SHA256), (".aff", AFF_SHA256)):
        if not os.path.isfile(dictionary + suffix):
            sys.exit(f"{dictionary}{suffix}: no such file; apt-get install hunspell-en-us, or give --dictionary")
        require_pinned(dictionary + suffix, digest, "this is another en_US dictionary")
    listed = {}
    for line in open(os.path.join(folder, "known-misspellings.tsv"), encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        listed[fields[0]] = fields[1].split(",")
    words = sorted(word for word in listed if "’" not in word)
    accepted = subprocess.run(["hunspell", "-d", dictionary, "-G"], input="\n".join(words), capture_output=True,
                              text=True, check=True).stdout.split()
    rank = ranks(os.path.join(folder, "en-frequency.txt"))
    rows = []
    for word in sorted(set(accepted) & set(words), key=lambda w: w.encode("utf-8")):
        # A two-letter word is an abbreviation as often as a slip (`fo`, a file object).
        if rank.get(word, COMMON_RANK + 1) <= COMMON_RANK or len(word) < 3:
            continue
        where = f"rank {rank[word]:,}" if word in rank else "not among the 50,000 most frequent"
        rows.append(f"{word}\tcodespell lists it for {', '.join(listed[word])}; en_US has it; {where}")
    with open(os.path.join(folder, "listed-valid-words.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    print(f"{len(rows)} listed misspellings en_US accepts, of three letters or more, rarer than the {COMMON_RANK:,} commonest words, into {folder}")


if __name__ == "__main__":
    main(sys.argv[1:])
