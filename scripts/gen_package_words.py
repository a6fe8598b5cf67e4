#!/usr/bin/env python3
"""Generate dictionaries/debian-packages.dic: the parts of Debian's package names.

Why: software prose names software, and Debian's archive names nearly all of it
(libuv, brotli, dtrace, kqueue, pango). Measured in ../shared/reference
(vocabulary-sources.md), these names alone accept about a third of the false
positives on prose and only 0.05 % of a list of real misspellings. Package names are
facts: no licence restricts a list of them.

Source: the Packages index of Debian 12 "bookworm", main, amd64, as apt keeps it
(/var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4,
lz4-compressed), pinned below by the SHA-256 of its decompressed text. Another
snapshot of the index is refused unless --repin is given, so that the list
regenerates byte for byte from the same source.

Kept: every `Package:` name split at '-', '.', '+' and digits, parts of three or
more ASCII letters, lower-cased, plus the part after a `lib` prefix — except parts one
edit (or one swap) from one of the 20,000 commonest English words of
dictionaries/en-frequency.txt, which would hide typos of those words (`beng` for
being, `tigger` for trigger); sorted, one per line after the count line (Hunspell
.dic layout).

Usage:
  python3 scripts/gen_package_words.py [--source PACKAGES.lz4] [--repin] [OUTPUT]
"""
import hashlib, re, subprocess, sys

SOURCE = "/var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4"
PINNED_SHA256 = "515e692f2c4121c6fcec444ef100cc18f79a991910615f3a88c8b7becfc94d2f"
OUTPUT = "dictionaries/debian-packages.dic"

def load_common(path, count):
    """The `count` commonest words of the frequency list (`word<TAB>count`, commonest first)."""
    words = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or "\t" not in line:
            continue
        words.append(line.split("\t")[0])
        if len(words) == count:
            break
    return set(words)

def neighbours(word):
    """Every text one deletion, insertion, substitution or swap of neighbours away."""
    letters = "abcdefghijklmnopqrstuvwxyz'"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    for left, right in splits:
        if right:
            yield left + right[1:]
            for c in letters:
                yield left + c + right[1:]
        if len(right) > 1:
            yield left + right[1] + right[0] + right[2:]
        for c in letters:
            yield left + c + right

def main(argv):
    source, output, repin = SOURCE, OUTPUT, False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--source": source = args.pop(0)
        elif arg == "--repin": repin = True
        else: output = arg
    text = subprocess.run(["lz4cat", source], check=True, capture_output=True).stdout
    digest = hashlib.sha256(text).hexdigest()
    if digest != PINNED_SHA256 and not repin:
        sys.exit(f"{source}: its text has sha256 {digest}, not the pinned {PINNED_SHA256}; "
                 "this is another snapshot of the index. Pass --repin to generate from it (and pin it).")
    words = set()
    for line in text.decode("utf-8").splitlines():
        if not line.startswith("Package: "):
            continue
        for part in re.split(r"[-.+0-9]+", line[len("Package: "):].strip().lower()):
            for word in (part, part[3:] if part.startswith("lib") else ""):
                if len(word) >= 3 and re.fullmatch(r"[a-z]+", word):
                    words.add(word)
    common = load_common("dictionaries/en-frequency.txt", 5_000)
    words = {word for word in words if word in common or not any(n in common for n in neighbours(word))}
    lines = [str(len(words))] + sorted(words)
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    if repin and digest != PINNED_SHA256:
        script = open(__file__, encoding="utf-8").read().replace(f'PINNED_SHA256 = "{PINNED_SHA256}"', f'PINNED_SHA256 = "{digest}"')
        open(__file__, "w", encoding="utf-8").write(script)
        print(f"pinned the index's sha256 {digest}")
    print(f"{len(words)} words from {source} into {output}")

if __name__ == "__main__":
    main(sys.argv[1:])
