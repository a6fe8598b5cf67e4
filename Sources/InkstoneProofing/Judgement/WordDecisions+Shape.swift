/// The word stage's first decisions: what the word's shape says before any slip is
/// weighed — a name, a code-like token, a placeholder, a format, a code name.
extension WordDecisions {
    static let shape: [Decision] = [
        .word("typo.swapped-name", .typo,
              "a capitalised word with two letters swapped out of a common one (a name is not made so)",
              examples: ["It runs on ⟦Widnows⟧ too."],
              nearMisses: ["It was written by ⟦Alexandre⟧ here."]) { facts in
            facts.isEnglish && facts.lexicon.isSwappedName(facts.word)
        },
        .word("typo.capitalised-letter-left-out", .typo,
              "a capitalised word of seven letters or more that is a very common word with a letter left out",
              examples: ["See the ⟦Propeties⟧ panel."],
              nearMisses: ["See the ⟦Ronacher⟧ notes."]) { facts in
            facts.isEnglish && facts.lexicon.isWordWithLetterLeftOut(facts.word)
        },
        .word("unknown.english-in-other-language", .unknownWord,
              "an English word (SCOWL up to size 80) in a text of another language: a term borrowed as it is",
              examples: [DecisionExample("Voici le ⟦lint⟧ du projet, et nous le lançons avec la commande principale du dépôt.\n",
                                         path: "exemple.fr.md")],
              nearMisses: [DecisionExample("Voici le ⟦projjet⟧ du dépôt, et nous le lançons avec la commande principale du code.\n",
                                           path: "exemple.fr.md")]) { facts in
            !facts.isEnglish && WordLexicon.isEnglishWord(facts.word)
        },
        .word("typo.tripled-letter", .typo,
              "a word of five letters or more with one letter written three times, which the dictionary has with it twice (`Togggle`): no name is spelt so",
              examples: ["Press ⟦Togggle⟧ to switch.", "It was ⟦shippped⟧ late."],
              nearMisses: ["Press ⟦Brrrt⟧ to switch.", "It is ⟦sooo⟧ slow."]) { facts in
            facts.isEnglish && facts.lexicon.isTripledLetterSlip(facts.word)
        },
        .word("unknown.name-or-code-shape", .unknownWord,
              "capitalised inside a sentence, or with capitals, digits or marks inside: a name or a code-like token",
              examples: ["We thank ⟦Ronacher⟧ for it."],
              nearMisses: ["⟦Measuret⟧ it."]) { facts in
            facts.plain == nil
        },
        .word("typo.contraction-without-ending", .typo,
              "a contraction's stem without its `'t` (`didn`, `doesn`, `isn`): the dictionary has it with the ending, a slip that lost it",
              examples: ["It ⟦didn⟧ work at first."],
              nearMisses: ["It ⟦didt⟧ work at first."]) { facts in
            facts.isEnglish && facts.lowercase.count >= 3 && facts.lowercase.hasSuffix("n")
                && facts.lexicon.checker.isLanguageWord(facts.lowercase + "'t")
        },
        .word("unknown.one-letter-repeated", .unknownWord,
              "one letter over and over (`xxxx`): a placeholder",
              examples: ["Replace ⟦xxxx⟧ with your key."],
              nearMisses: ["Replace ⟦xxyx⟧ with your key."]) { facts in
            facts.count >= 2 && Set(facts.lowercase).count == 1
        },
        .word("unknown.drawn-out", .unknownWord,
              "a short word drawn out for its sound (`Hmmm`, `sooo`)",
              examples: ["It is ⟦sooo⟧ slow."],
              nearMisses: ["It is ⟦neceeessary⟧ now."]) { facts in
            WordLexicon.drawnOut(facts.lowercase).contains { $0.count <= 4 && facts.checker.acceptsWithForms($0) }
        },
        .word("unknown.date-format", .unknownWord,
              "a date's or a time's format (`hhmm`, `yyyymmdd`)",
              examples: ["The offset is written ⟦hhmm⟧ there."],
              nearMisses: ["The offset is written ⟦hhmn⟧ there."]) { facts in
            WordLexicon.isDateFormat(facts.lowercase)
        },
        .word("unknown.diacritic", .unknownWord,
              "a letter with a diacritic in English: a name or a word of another language, never an English slip",
              examples: ["The ⟦naïvee⟧ way."],
              nearMisses: ["The ⟦naivee⟧ way."]) { facts in
            facts.isEnglish && facts.lowercase.contains { $0.isLetter && !$0.isASCII }
        },
        .word("unknown.code-name", .unknownWord,
              "a name code gives, or its plural, or a keyword of a language (`popen`, `ints`, `inout`; dictionaries/code-names.dic)",
              examples: ["It calls ⟦popen⟧ and waits.", "Pass it as an ⟦inout⟧ parameter."],
              nearMisses: ["It calls ⟦typesx⟧ and waits."]) { facts in
            WordLexicon.isCodeName(facts.lowercase)
        },
        .word("unknown.letter-before-common-word", .unknownWord,
              "a consonant before a common word (`gsettings`, `lvalue`), its first doubled too (`ccache`): how technical names are made, unless a consonant written twice makes a word of the dictionary (`runable`)",
              examples: ["Read the ⟦gsettings⟧ schema.", "Build it with ⟦ccache⟧ here."],
              nearMisses: ["It is ⟦elpful⟧ here.", "The tool is ⟦runable⟧ anywhere."]) { facts in
            facts.isEnglish && facts.lexicon.isLetterBeforeCommonWord(facts.lowercase) && !isDoubleConsonantMadeSingle(facts)
        },
        .word("unknown.acronym-plural", .unknownWord,
              "an acronym's plural in lowercase (`gifs`): the dictionary has it in capitals only",
              examples: ["Convert the ⟦gifs⟧ first."],
              nearMisses: ["Convert the ⟦typs⟧ first."]) { facts in
            WordLexicon.isAcronymPlural(facts.lowercase, accepts: facts.checker.isLanguageWord)
        },
        .word("unknown.my-placeholder", .unknownWord,
              "`my` and a common word (`mylogger`, `myapp`): a placeholder's name, as examples write them",
              examples: ["Name it ⟦mylogger⟧ here."],
              nearMisses: ["Name it ⟦mylogr⟧ here."]) { facts in
            facts.isEnglish && facts.count >= 6 && facts.lowercase.hasPrefix("my")
                && facts.isCommonUncapped(String(facts.lowercase.dropFirst(2)), Thresholds.commonRank)
        },
        .word("unknown.code-name-made-verb", .unknownWord,
              "a name code gives made a verb (`malloced`, `mmaped`), unless a letter away from a common word",
              examples: ["The buffer is ⟦malloced⟧ once."],
              nearMisses: ["The file is ⟦opnd⟧ once."]) { facts in
            facts.lexicon.isCodeNameMadeVerb(facts.lowercase)
                && !facts.topSuggestions.contains { facts.lexicon.isOneLetterFromCommonWord(facts.lowercase, $0) }
        },
        .word("unknown.event-handler", .unknownWord,
              "`on` and a common word of five letters or more (`oncomplete`): an event handler's name",
              examples: ["Set ⟦oncomplete⟧ to a function."],
              nearMisses: ["Set ⟦onnly⟧ to a function."]) { facts in
            facts.isEnglish && facts.lowercase.hasPrefix("on") && facts.count >= 7
                && facts.isCommonUncapped(String(facts.lowercase.dropFirst(2)), Thresholds.veryCommonRank)
        },
        .word("unknown.too-long", .unknownWord,
              "longer than any common word (over 32 letters): a run of letters, not a slip",
              examples: ["It printed ⟦abcdefghijklmnopqrstuvwxyzabcdefghij⟧ twice."],
              nearMisses: ["It printed ⟦abcdefghijklmnopqrstuvwxyzabcdef⟧ twice."]) { facts in
            facts.count > Thresholds.longestWord
        },
    ]
}
