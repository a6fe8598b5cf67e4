/// What SCOWL's large lists say of a refused word (sizes 70 and 80 hold valid words,
/// 95 rare forms and slips): a valid word the dictionary lacks is no typo — but for the
/// slips those lists hold as words too.
extension WordDecisions {
    static func isValidScowlWord(_ facts: WordFacts) -> Bool {
        facts.scowlSize.map { $0 <= Thresholds.validScowlSize } ?? false
    }

    /// `dictionaries/debian-terms.words` (`scripts/gen_debian_terms.py`): the words three
    /// Debian package descriptions or more use, but SCOWL's and codespell's misspellings.
    static let debianTerms = SortedLines(EmbeddedDictionaries.byName["dictionaries/debian-terms.words"] ?? "")

    static let scowl: [Decision] = [
        .word("unknown.technical-term", .unknownWord,
              "a word three Debian package descriptions or more use (`inotify`, `soname`, `runloop`): a word of the trade",
              examples: ["It watches with ⟦inotify⟧ here."],
              nearMisses: ["It watches with ⟦inotifi⟧ here."]) { facts in
            facts.isEnglish && debianTerms.contains(facts.lowercase)
        },
        .word("typo.valid-word-letter-left-out", .typo,
              "a SCOWL word that is one of the 1,000 commonest words with a letter left out (`gien`, `wich`)",
              examples: ["The ⟦trining⟧ starts now."],
              nearMisses: ["It was ⟦trie⟧ to us."]) { facts in
            isValidScowlWord(facts) && facts.count >= 4 && facts.omissions.contains { facts.isCommonUncapped($0, Thresholds.topWords) }
        },
        .word("unknown.short-valid-word", .unknownWord,
              "a word of SCOWL's lists up to size 80, of five letters or fewer: a valid word the dictionary lacks (`trie`)",
              examples: ["Store it in a ⟦trie⟧ first."],
              nearMisses: ["Store it in a ⟦liveness⟧ first."]) { facts in
            isValidScowlWord(facts) && facts.count < 6
        },
        .word("typo.valid-word-doubling", .typo,
              "a SCOWL word that is one of the 10,000 commonest with a letter doubled or made single (`formating`), but `l` and `s`",
              examples: ["The ⟦conferrence⟧ starts."],
              nearMisses: ["Check the ⟦liveness⟧ of it."]) { facts in
            isValidScowlWord(facts)
                && facts.generator.doublingsAndSinglings(except: "ls").contains { facts.isCommonUncapped($0, Thresholds.veryCommonRank) }
        },
        .word("typo.valid-word-same-length-slip", .typo,
              "a SCOWL word, no compound, one letter changed or two swapped from one of the 1,000 commonest (`simular`)",
              examples: ["The ⟦coonty⟧ fair opens."],
              nearMisses: ["It is ⟦hardwire⟧ to that."]) { facts in
            isValidScowlWord(facts) && !facts.lexicon.isCompound(facts.lowercase)
                && facts.generator.innerSlips().contains { facts.isCommonUncapped($0, Thresholds.topWords) }
        },
        .word("unknown.valid-word", .unknownWord,
              "a word of SCOWL's lists up to size 80 (`liveness`): a valid word the dictionary lacks",
              examples: ["Check the ⟦liveness⟧ probe."],
              nearMisses: ["Check the ⟦organizaton⟧ probe."]) { facts in
            isValidScowlWord(facts)
        },
    ]
}
