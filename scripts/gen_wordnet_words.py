#!/usr/bin/env python3
"""Generate dictionaries/en-parts-of-speech.tsv: the parts of speech of English word
forms, for the grammar rules' tagger (`PartsOfSpeech`, `Tagger` in InkstoneProofing).

Why: a grammar rule that says "a noun after it's" (`wagged it's tail`) or "a base-form
verb after he" (`he go`) needs to know which words can be nouns and verbs, and which
reading is the common one. WordNet lists the nouns, verbs, adjectives and adverbs of
English with how often each sense was met in its tagged corpus (SemCor); its exception
lists give the irregular forms (`went` → go, `children` → child, `better` → good);
Hunspell's en_US affix flags say which regular forms a word takes (`tail/…S…D…G` →
tails, tailed, tailing; `tall/…R…T` → taller, tallest).

Sources, both pinned by SHA-256 below:
- WordNet 3.0, Debian 12 "bookworm" package `wordnet-base` 1:3.0-37 (`apt-get download
  wordnet-base`): usr/share/wordnet/index.{noun,verb,adj,adv} and {noun,verb,adj,adv}.exc.
  Licence: WordNet 3.0's (usr/share/doc/wordnet-base/copyright), which permits use,
  copying and distribution with its notice; dictionaries/README.md carries it.
- Hunspell en_US, Debian 12 package `hunspell-en-us` 1:2020.12.07-2, as installed:
  /usr/share/hunspell/en_US.{dic,aff} (SCOWL's licence, in dictionaries/README.md).

Kept: a form whose lemma is a WordNet lemma of one word (lowercase letters, an inner
hyphen or apostrophe) that en_US spells, the form being the lemma, a regular inflection
of it that en_US spells (an entry, or an entry with its prefixes and suffixes), or one that an exception list gives; each with its tags:
  NN noun, NNS plural noun, VB verb (base), VBZ 3rd person singular, VBD past,
  VBN past participle, VBG -ing form, JJ adjective, JJR comparative, JJS superlative,
  RB adverb, RBR/RBS comparative/superlative adverb,
the lemma when it differs from the form, and WordNet's count of tagged senses of that
lemma in that part of speech (how common the reading is). A regular `-ed` form is both
VBD and VBN; an irregular one from verb.exc is both too (dictionaries/lexicon.tsv says
which irregular forms are only one: `went`, `gone`). Hunspell's R suffix is only read
as a comparative on an adjective (`carer` is no comparative of `car`).

Row layout: `form<TAB>TAG[/lemma]/count TAG[/lemma]/count …`, tags in a fixed order,
forms sorted.

Usage:
  python3 scripts/gen_wordnet_words.py [--deb wordnet-base_3.0-37_all.deb] [OUTPUT]
  (without --deb it runs `apt-get download wordnet-base` in a temporary folder)
"""
import hashlib, os, re, subprocess, sys, tempfile

PINNED_SHA256 = "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752"
VERSION = "1:3.0-37"
HUNSPELL = {"/usr/share/hunspell/en_US.dic": "829a043cf078d1e80e886289a13823454977f442a239a859d2133ea61944aa60",
            "/usr/share/hunspell/en_US.aff": "70fe5778717d097ce2f3326baaa5c1e4d2206d81a5a81d3ea8e11c4770806dd5"}
OUTPUT = "dictionaries/en-parts-of-speech.tsv"
TAG_ORDER = ["NN", "NNS", "VB", "VBZ", "VBD", "VBN", "VBG", "JJ", "JJR", "JJS", "RB", "RBR", "RBS"]
WORD = re.compile(r"[a-z](?:[a-z]|['-](?=[a-z]))*")


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def check_pin(path, pinned, how):
    if not os.path.isfile(path):
        sys.exit(f"{path}: no such file; {how}")
    digest = sha256(path)
    if digest != pinned:
        sys.exit(f"{path}: sha256 {digest}, not the pinned {pinned}; this is another build of it ({how})")


def wordnet_index(root):
    """{(lemma, pos): tagged sense count} for one-word lemmas; pos is n, v, a, r."""
    counts = {}
    for name, pos in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        for line in open(os.path.join(root, f"index.{name}"), encoding="utf-8"):
            if line.startswith(" "):
                continue
            fields = line.split()
            lemma, synsets, pointers = fields[0], int(fields[2]), int(fields[3])
            if not WORD.fullmatch(lemma):
                continue
            tagged = int(fields[5 + pointers])
            assert int(fields[4 + pointers]) == synsets, line
            counts[(lemma, pos)] = tagged
    return counts


def exceptions(root):
    """{pos: [(form, lemma)]} from WordNet's exception lists."""
    found = {}
    for name, pos in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        rows = []
        for line in open(os.path.join(root, f"{name}.exc"), encoding="utf-8"):
            fields = line.split()
            rows += [(fields[0], lemma) for lemma in fields[1:] if WORD.fullmatch(fields[0]) and WORD.fullmatch(lemma)]
        found[pos] = rows
    return found


def hunspell_suffixes(aff):
    """{flag: [(strip, add, condition regex)]} for every suffix flag."""
    rules = {}
    for line in open(aff, encoding="utf-8"):
        fields = line.split()
        if len(fields) >= 5 and fields[0] == "SFX":
            strip = "" if fields[2] == "0" else fields[2]
            add = "" if fields[3] == "0" else fields[3]
            rules.setdefault(fields[1], []).append((strip, add, re.compile("(?:" + fields[4] + ")$")))
    return rules


def hunspell_prefixes(aff):
    """{flag: prefix} of the affix file's prefixes (en_US's strip nothing and have no condition)."""
    prefixes = {}
    for line in open(aff, encoding="utf-8"):
        fields = line.split()
        if len(fields) >= 5 and fields[0] == "PFX":
            assert fields[2] == "0" and fields[4] == ".", line
            prefixes[fields[1]] = fields[3]
    return prefixes


def hunspell_entries(dic):
    """{word: flags} of en_US's lowercase entries."""
    entries = {}
    for line in list(open(dic, encoding="utf-8"))[1:]:
        word, _, flags = line.strip().partition("/")
        if WORD.fullmatch(word):
            entries[word] = entries.get(word, "") + flags
    return entries


def suffixed(word, flag, rules):
    for strip, add, condition in rules.get(flag, []):
        if condition.search(word) and word.endswith(strip):
            return word[: len(word) - len(strip)] + add
    return None


def regular_forms(lemma, pos):
    """English's regular inflections of `lemma` as each part of speech, as candidates
    (kept when en_US spells them): -s/-es/-ies, -d/-ed/-ied, -ing, -er/-est."""
    stem_y = lemma[:-1] + "i" if lemma.endswith("y") and lemma[-2:-1] not in ("a", "e", "i", "o", "u") else None
    stem_e = lemma[:-1] if lemma.endswith("e") and not lemma.endswith("ee") else None
    plural = [lemma + "s", lemma + "es"] + ([stem_y + "es"] if stem_y else [])
    if pos == "n":
        return [("NN", [lemma]), ("NNS", plural)]
    if pos == "v":
        past = [lemma + "ed", lemma + "d"] + ([stem_y + "ed"] if stem_y else [])
        ing = [lemma + "ing"] + ([stem_e + "ing"] if stem_e else [])
        return [("VB", [lemma]), ("VBZ", plural), ("VBD", past), ("VBN", past), ("VBG", ing)]
    if pos == "a":
        stem = stem_y or (lemma[:-1] if lemma.endswith("e") else lemma)
        return [("JJ", [lemma]), ("JJR", [stem + "er"]), ("JJS", [stem + "est"])]
    return [("RB", [lemma])]


def verb_exception_tags(form, lemma):
    """The tags of an irregular verb form, by its shape (verb.exc does not say)."""
    if form.endswith("ing"):
        return ["VBG"]
    if form.endswith("s") and (form in (lemma + "s", lemma + "es") or form.endswith("ies") and lemma.endswith("y")
                               or form in ("has", "does", "is", "goes")):
        return ["VBZ"]
    return ["VBD", "VBN"]


def comparison_tag(form, base):
    if form.endswith("est") or form in ("best", "worst", "most", "least"):
        return base + "S"
    return base + "R"


def generate(root, dic, aff):
    index = wordnet_index(root)
    lemmas = {}
    for (lemma, pos), count in index.items():
        lemmas.setdefault(lemma, {})[pos] = count
    entries = hunspell_entries(dic)
    rules = hunspell_suffixes(aff)
    prefixes = hunspell_prefixes(aff)
    rows = {}

    def add(form, tag, lemma, count):
        rows.setdefault(form, {})[(tag, lemma)] = count

    # Every form en_US spells: its lowercase entries, with their prefixes (`ad` + re-
    # is `read`), and their suffixes (`sett` + -ings is `settings`).
    spelled = set()
    for word, flags in entries.items():
        for stem in [word] + [prefix + word for flag, prefix in prefixes.items() if flag in flags]:
            spelled.add(stem)
            spelled.update(form for flag in rules if flag in flags and (form := suffixed(stem, flag, rules)))
    for lemma, parts in lemmas.items():
        if lemma not in spelled:
            continue
        for pos, count in parts.items():
            for tag, forms in regular_forms(lemma, pos):
                for form in forms:
                    if form == lemma or form in spelled:
                        add(form, tag, lemma, count)
    for pos, pairs in exceptions(root).items():
        for form, lemma in pairs:
            count = index.get((lemma, pos))
            if count is None or lemma not in spelled:
                continue
            if pos == "n":
                tags = ["NNS"]
            elif pos == "v":
                tags = verb_exception_tags(form, lemma)
            else:
                tags = [comparison_tag(form, "JJ" if pos == "a" else "RB")]
            for tag in tags:
                add(form, tag, lemma, count)
    # A verb with no past form of its own is one whose past is its base (`set`,
    # `put`, `read`): its base is past and participle too.
    with_past = {of for readings in rows.values() for (tag, of) in readings if tag == "VBD"}
    for lemma, parts in lemmas.items():
        if "v" in parts and lemma in spelled and lemma not in with_past:
            for tag in ("VBD", "VBN"):
                add(lemma, tag, lemma, parts["v"])
    lines = []
    for form in sorted(rows):
        readings = sorted(rows[form].items(), key=lambda item: (TAG_ORDER.index(item[0][0]), item[0][1]))
        cells = [f"{tag}/{count}" if lemma == form else f"{tag}/{lemma}/{count}" for (tag, lemma), count in readings]
        lines.append(form + "\t" + " ".join(cells))
    return lines


def main(argv):
    args, deb, output = list(argv), None, OUTPUT
    while args:
        arg = args.pop(0)
        if arg == "--deb":
            deb = args.pop(0)
        else:
            output = arg
    for path, pinned in HUNSPELL.items():
        check_pin(path, pinned, "install Debian 12's hunspell-en-us 1:2020.12.07-2")
    with tempfile.TemporaryDirectory() as folder:
        if deb is None:
            subprocess.run(["apt-get", "download", f"wordnet-base={VERSION}"], cwd=folder, check=True, capture_output=True)
            deb = os.path.join(folder, [name for name in os.listdir(folder) if name.endswith(".deb")][0])
        check_pin(deb, PINNED_SHA256, "give the wordnet-base 1:3.0-37 .deb (`apt-get download wordnet-base`) or leave --deb out")
        subprocess.run(["dpkg-deb", "-x", deb, folder], check=True)
        lines = generate(os.path.join(folder, "usr/share/wordnet"), *HUNSPELL)
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} word forms from {os.path.basename(deb)} and en_US into {output}")


if __name__ == "__main__":
    main(sys.argv[1:])
