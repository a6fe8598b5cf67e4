#!/usr/bin/env python3
"""Generate dictionaries/british-words.dic: SCOWL's British spellings (`artefact`,
`aluminium`, `cheque`, `recognisable`).

Why: en_US refuses the British spelling of a word, and a project written in British
English is not misspelt. `EnglishForms.isBritishSpelling` turns the regular endings
(`-our`, `-ise`, `-tre`) into American ones; about a thousand British words follow no
such rule. Of the 28,611 real misspellings of ../shared/data/misspellings-dev.tsv that
the checker reports, none is in this list.

Source: Debian 12 "bookworm" package `scowl` 2020.12.07-2, the same pinned .deb as
scripts/gen_proper_names.py; its files usr/share/dict/scowl/{british,british_z}-words.
{10..70} (ISO-8859-1): the British spellings, with `-ise` and with Oxford `-ize`, of
the words up to size 70 (en_US is size 60; sizes 80 and 95 hold rarities and slips).
SCOWL's notice goes with the list (dictionaries/README.md).

Kept: entries of three letters or more, letters only (an apostrophe inside), lower-cased,
sorted, one per line after the count line (Hunspell .dic layout).

Usage:
  python3 scripts/gen_british_words.py [--deb scowl_2020.12.07-2_all.deb] [OUTPUT]
  (without --deb it runs `apt-get download scowl` in a temporary folder)
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_proper_names import arguments, scowl_entries, with_scowl_deb, write_dic  # noqa: E402

OUTPUT = "dictionaries/british-words.dic"
SIZES = ("10", "20", "35", "40", "50", "55", "60", "70")


def main(argv):
    deb, output = arguments(argv, OUTPUT)
    words, deb = with_scowl_deb(deb, lambda deb: scowl_entries(deb, ("british-words", "british_z-words"), SIZES, "iso-8859-1"))
    kept = {word.lower() for word in words if len(word) >= 3 and re.fullmatch(r"[^\W\d_](?:[^\W\d_]|'(?=[^\W\d_]))*", word)}
    write_dic(kept, output)
    print(f"{len(kept)} British spellings from {deb} into {output}")


if __name__ == "__main__":
    main(sys.argv[1:])
