import InkstoneText

/// What the characters right around a refused word say (`WordSurroundings`): a piece of
/// a name, a function or its argument, a word mentioned rather than used. Each makes
/// the word an unknown word; none looks further than the finding's line, but the name
/// the code around a comment writes (`NearbyCode`) and a Vim help example's block.
public enum SurroundingDecisions {
    static func decision(_ id: String, reach: Decision.Reach = .line, _ summary: String, examples: [DecisionExample],
                         nearMisses: [DecisionExample], _ applies: @escaping @Sendable (JudgedWord) -> Bool) -> Decision {
        .scene(id, .surroundings, reach: reach, .unknownWord, summary, examples: examples, nearMisses: nearMisses, applies)
    }

    /// The code around the word, weighed before the known misspellings: a misspelt name
    /// is the code's to fix.
    public static let code: [Decision] = [
        decision("unknown.snake-case-part",
                 "joined to a name by an underscore (`iter_lines`): code — but for a slip of a very common word the code does not name",
                 examples: ["Call the ⟦itr⟧\\_lines helper."],
                 nearMisses: ["Call the ⟦itr⟧ lines helper.", "Use ⟦snkae⟧\\_case names."]) { word in
            WordSurroundings.isPartOfSnakeCaseName(word.range, in: word.document)
                && !(word.isSlipOfVeryCommonWord && !word.isCodeName)
        },
        decision("unknown.form-of-code-span", "a form of a name a code span on its line holds, or of its qualified name's last part (`uniq's` beside `` `uniq` ``, `dedented` beside `` `textwrap.dedent` ``)",
                 examples: ["Use `uniq` and ⟦uniq's⟧ options.", "It is not ⟦dedented⟧ by `textwrap.dedent`."],
                 nearMisses: ["Use `sort` and ⟦uniq's⟧ options."]) { word in
            WordSurroundings.isFormOfCodeSpanOnItsLine(word.range, in: word.document)
        },
        decision("unknown.called", "a `(` right after it (`popen(3)`): a function's name — but for a slip of a very common word the code does not name",
                 examples: ["Call ⟦lutimes⟧(path) first."],
                 nearMisses: ["Call ⟦commpile⟧() first.", "We ⟦conpile⟧() it first."]) { word in
            WordSurroundings.isCalled(word.range, in: word.document) && !word.isHabitualSlip
                && !(word.isSlipOfVeryCommonWord && !word.isCodeName)
        },
        decision("unknown.member-name", "after a name's dot (`set.issubset`): a member — but a whole member one edit from a common word",
                 examples: ["Use set.⟦issubset⟧ for that."],
                 nearMisses: ["Use sys.⟦mdules⟧ for that."]) { word in
            WordSurroundings.isMemberName(word.range, in: word.document)
                && (!WordLexicon.isOneEditFromCommonWord(word.text)
                    || NearbyCode.nameToken(around: word.range, in: word.document).length > word.range.length)
        },
        decision("unknown.call-argument", "inside a call's brackets (`acceptsLanguages(langs)`): a parameter's name",
                 examples: ["Call acceptsLanguages(⟦langs⟧) here."],
                 nearMisses: ["Call it with ⟦langs⟧ here."]) { word in
            WordSurroundings.isCallArgument(word.range, in: word.document)
        },
        decision("unknown.field-through-pointer", "after C's `->` (`req->bufs`): a field of a struct",
                 examples: ["Free req->⟦bufs⟧ later."],
                 nearMisses: ["Free the ⟦bufs⟧ later."]) { word in
            WordSurroundings.isFieldThroughPointer(word.range, in: word.document)
        },
        decision("unknown.name-of-nearby-code", reach: .paragraph,
                 "the name the code right around a comment writes the same way (`// Uints adds …` above `func Uints(`)",
                 examples: [DecisionExample("// ⟦Uints⟧ adds the values.\nfunc (e *Event) Uints(key string) {}\n", path: "example.go")],
                 nearMisses: [DecisionExample("// ⟦Uints⟧ adds the values.\nfunc (e *Event) Ints(key string) {}\n", path: "example.go")]) { word in
            RangeSet.meeting(word.range, in: word.judge.literals).isEmpty
                && NearbyCode.writesName(around: word.range, in: word.document, codeNames: word.judge.codeNames)
        },
        decision("unknown.vim-help-example", reach: .paragraph, "in an example block of a Vim help file: code",
                 examples: [DecisionExample("Map it: >\n\t:nnoremap <leader>x ⟦xdoit⟧\n<\nThen it works.\n", path: "doc/plugin.txt")],
                 nearMisses: [DecisionExample("Map it first.\n\tThen ⟦xdoit⟧ works.\n", path: "doc/plugin.txt")]) { word in
            word.judge.isPlainText && VimHelpExample.holds(word.range.location, in: word.document)
        },
        decision("unknown.name-made-verb", "a name made a verb with an apostrophe (`malloc'd`, `repr'ed`): a call, however spelt",
                 examples: ["The buffer is ⟦mallok'd⟧ once."],
                 nearMisses: ["The buffer is ⟦mallokd⟧ once."]) { word in
            WordLexicon.isNameMadeVerb(word.text)
        },
        decision("unknown.hex-byte", "two hex digits in a run of them joined by `:` (`65:eb:ae:a1`, a key's fingerprint, a MAC address): data",
                 examples: ["The fingerprint is a7:22:ad:8c:36:⟦eb⟧:ae:a1 here."],
                 nearMisses: ["It says ⟦eb⟧: the tool stops."]) { word in
            WordSurroundings.isHexByteInRun(word.range, in: word.document)
        },
        decision("unknown.path-part", "joined by a slash to a token that is no word (`creack/pty`): a repository, a path, a ticket",
                 examples: ["It uses creack/⟦ptyx⟧ for that."],
                 nearMisses: ["It is treated/⟦coeced⟧ for that."]) { word in
            WordSurroundings.slashNeighbours(of: word.range, in: word.document)
                .contains { !($0.allSatisfy(\.isLetter) && word.judge.checker.isLanguageWord($0)) }
        },
    ]

    /// How the word is mentioned (quotes, brackets, hyphens, a unit), weighed after them.
    public static let mention: [Decision] = [
        decision("unknown.quoted-alone", "alone in quotes (`\"passenv\"`): a word mentioned, not used — but for the slips people repeat",
                 examples: ["Keep it in sync with \"⟦passenv⟧\" there."],
                 nearMisses: ["Keep it in sync with \"⟦fidning⟧\" there."]) { word in
            WordSurroundings.isQuotedAlone(word.range, in: word.document) && !word.isHabitualSlip
        },
        decision("unknown.unit-after-number", "a unit SCOWL has, after a number (`59 mins`): an abbreviation",
                 examples: ["It took 59 ⟦mins⟧ to run."],
                 nearMisses: ["It took many ⟦mins⟧ to run."]) { word in
            WordSurroundings.followsNumber(word.range, in: word.document) && word.lexicon.isKnownWord(word.text)
        },
        decision("unknown.short-bracketed", "a word of three letters or fewer alone in brackets (`(fi)`): a code beside what it stands for",
                 examples: ["The Finnish locale (⟦fi⟧) works."],
                 nearMisses: ["The Finnish locale ⟦fi⟧ works."]) { word in
            word.text.count <= 3 && WordSurroundings.isBracketedAlone(word.range, in: word.document)
        },
        decision("unknown.short-hyphenated-part", "one or two letters a hyphen joins to a word (`Ko-fi`, `Wi-Fi`): a name's piece",
                 examples: ["Support us on Ko-⟦fi⟧ today."],
                 nearMisses: ["Support us on ⟦fi⟧ today."]) { word in
            WordSurroundings.isShortHyphenatedPart(word.range, in: word.document)
        },
        decision("unknown.hyphenated-valid-word", "a part of a hyphenated compound that SCOWL's lists up to size 80 have (`off-roading`)",
                 examples: ["We went off-⟦roading⟧ there."],
                 nearMisses: ["We went off-⟦roadign⟧ there."]) { word in
            !WordSurroundings.hyphenatedNeighbours(of: word.range, in: word.document).isEmpty && WordLexicon.isEnglishWord(word.text)
        },
        decision("unknown.hyphenated-suffix", "a suffix a hyphen joins to a word (`Python-esque`, `future-ful`): a coinage",
                 examples: ["It is future-⟦ful⟧ work."],
                 nearMisses: ["It is ⟦ful⟧ work."]) { word in
            !WordSurroundings.hyphenatedNeighbours(of: word.range, in: word.document).isEmpty
                && hyphenatedSuffixes.contains(word.text.lowercased())
                && word.range.location >= 1 && word.document[word.range.location - 1] == 0x2D
        },
        decision("unknown.package-name-part", "a hyphen joins it to a name that is no word of the language (`vim-startify`)",
                 examples: ["Install neovim-⟦startify⟧ first."],
                 nearMisses: ["Install non-⟦existnet⟧ first."]) { word in
            WordSurroundings.hyphenatedNeighbours(of: word.range, in: word.document).contains(where: word.judge.isNameNotWord)
        },
        decision("unknown.split-prefixed-word", "a prefix's hyphen splits a word SCOWL has whole (`re-entrancy`)",
                 examples: ["Check re-⟦entrancy⟧ here."],
                 nearMisses: ["Check re-⟦entrancyy⟧ here."]) { word in
            guard let prefix = WordSurroundings.hyphenatedPrefix(of: word.range, in: word.document) else { return false }
            return word.lexicon.isKnownWord(prefix + word.text)
        },
    ]

    public static let all = code + mention

    /// English suffixes people join to a word with a hyphen when they coin one (`word-parts.tsv`).
    static let hyphenatedSuffixes = WordParts.hyphenSuffixes
}
