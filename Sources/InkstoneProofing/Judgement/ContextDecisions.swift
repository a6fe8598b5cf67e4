import InkstoneText

/// Findings not reported at all, whatever their tier (issue #50): what the document's
/// directives, the finding's line and the characters around it say. `line` decisions
/// are what a paragraph's reading also weighs (a credit's names are no refused words of
/// the paragraph); `word` decisions come after them. Grammar findings meet them too.
public enum ContextDecisions {
    static func decision(_ id: String, reach: Decision.Reach = .line, _ summary: String, examples: [DecisionExample],
                         nearMisses: [DecisionExample], _ applies: @escaping @Sendable (JudgedWord) -> Bool) -> Decision {
        .scene(id, .context, reach: reach, .drop, summary, examples: examples, nearMisses: nearMisses, applies)
    }

    public static let line: [Decision] = [
        decision("drop.directive-word", reach: .document, "named by an `inkstone:ignore` directive of the document",
                 examples: ["<!-- inkstone:ignore Frobnik -->\nWe use ⟦Frobnik⟧ here.\n"],
                 nearMisses: ["<!-- inkstone:ignore Frobnak -->\nWe use ⟦Frobnik⟧ here.\n"]) { word in
            word.isSpelling && (word.judge.directives.words.contains(word.text) || word.judge.directives.words.contains(word.text.lowercased()))
        },
        decision("drop.silenced", reach: .document, "inside a range a directive silences (`inkstone:disable` … `enable`)",
                 examples: ["<!-- inkstone:disable -->\nWe ⟦recieve⟧ it.\n<!-- inkstone:enable -->\n"],
                 nearMisses: ["<!-- inkstone:disable -->\nWe go.\n<!-- inkstone:enable -->\nWe ⟦recieve⟧ it.\n"]) { word in
            word.judge.directives.isSilenced(word.range)
        },
        decision("drop.ignore-pattern", "inside text one of the project's `ignorePatterns` matches",
                 examples: [DecisionExample("Ticket ⟦zrbxq⟧ 12 is open.\n", beside: [".inkstone.json": #"{ "ignorePatterns": ["zrbxq [0-9]+"] }"#])],
                 nearMisses: [DecisionExample("Ticket ⟦zrbxq⟧ is open.\n", beside: [".inkstone.json": #"{ "ignorePatterns": ["zrbxq [0-9]+"] }"#])]) { word in
            Self.lies(word.range, inside: word.line.ignored)
        },
        decision("drop.credit", "a spelling finding on a credit's line (names after `Thanks to`, an author list) or a line quoting a typo",
                 examples: ["- Fixed the parser. (thanks ⟦zorbulak⟧)\n", ":release-by: ⟦Zorbul⟧ Akian\n"],
                 nearMisses: ["- Fixed the parser for ⟦zorbulak⟧.\n", "Sorted by: ⟦zorbulak⟧ first.\n", "sort_by: the ⟦zorbulak⟧ to sort on\n"]) { word in
            word.finding.kind != .grammar && Self.lies(word.range, inside: word.line.credits)
        },
        decision("drop.markup", "inside markup on its line (a reST role, a linter's directive, an HTML tag's attributes)",
                 examples: ["See :⟦fnc⟧:`run` for it."],
                 nearMisses: ["See ⟦fnc⟧ run for it."]) { word in
            RangeSet.meeting(word.range, in: word.line.markup).contains { $0.overlaps(word.range) }
        },
    ]

    public static let word: [Decision] = [
        decision("drop.code-name", reach: .document, "a name the document's code or the project uses, and no typo of a word",
                 examples: [DecisionExample("# Calls ⟦frobnicate⟧ first.\nfrobnicate = 1\n", path: "example.py")],
                 nearMisses: [DecisionExample("# Calls ⟦recieve⟧ first.\nrecieve = 1\n", path: "example.py")]) { word in
            word.isSpelling && word.judge.isVouchedFor(word.text)
        },
        decision("drop.code-name-in-lowercase", reach: .document,
                 "a name the document's code writes in CamelCase, written in lowercase (`weakset` for `WeakSet`): the name, not a slip of `weakest`",
                 examples: [DecisionExample("// Keeps a ⟦weakset⟧ of them.\nconst seen = new WeakSet();\n", path: "example.js")],
                 nearMisses: [DecisionExample("// Keeps a ⟦weakset⟧ of them.\nconst weakset = new Set();\n", path: "example.js")]) { word in
            word.isSpelling && word.text == word.text.lowercased() && word.judge.writesInCamelCase(word.text)
        },
        decision("drop.declared-name", reach: .project, "a name the project's manifests declare (its package, commands, dependencies)",
                 examples: [DecisionExample("We use ⟦recieve⟧ here.\n", beside: ["package.json": #"{ "name": "recieve" }"#])],
                 nearMisses: [DecisionExample("We use ⟦recieve⟧ here.\n", beside: ["package.json": #"{ "name": "recieved" }"#])]) { word in
            word.isSpelling && word.judge.isDeclared(word.text)
        },
        decision("drop.marked-letter", "a word written with a marker inside it (`(d)elete`, `[s]tandalone`, `'w'ide`, `colo[u]r`)",
                 examples: ["Press (d)⟦elete⟧ to remove it.", "Use -s for [s]⟦tandalone⟧ documents."],
                 nearMisses: ["Press ⟦elete⟧ to remove it."]) { word in
            word.isSpelling && (WordSurroundings.followsMarkedKey(word.range, in: word.document)
                || WordSurroundings.followsQuotedLetter(word.range, in: word.document)
                || WordSurroundings.joinsOptionalLetters(word.range, in: word.document))
        },
        decision("drop.escaped-contraction", "a contraction with its apostrophe escaped (`isn&rsquo;t`)",
                 examples: ["It ⟦isn⟧&rsquo;t here."],
                 nearMisses: ["It ⟦isn⟧ here."]) { word in
            guard word.isSpelling, let contraction = WordSurroundings.contraction(continuing: word.range, in: word.document) else { return false }
            return word.judge.checker.accepts(contraction)
        },
        decision("drop.code-span-letters", "a code span on a word's first letters (`` `V`erbose ``, `` `success`ful ``)",
                 examples: ["Pass `V`⟦erbose⟧ to it.", "It was `success`⟦ful⟧ then."],
                 nearMisses: ["Pass `V` ⟦erbose⟧ to it."]) { word in
            guard word.isSpelling, let whole = WordSurroundings.wordAfterCodeSpanLetters(word.range, in: word.document) else { return false }
            return word.judge.checker.accepts(whole)
        },
        decision("drop.emphasis-in-word", "Markdown emphasis on a part of a word (`*ser*ializing`)",
                 examples: ["We are *ser*⟦ializing⟧ it."],
                 nearMisses: ["We are ⟦ializing⟧ it."]) { word in
            guard word.isSpelling && word.judge.isMarkup,
                  let whole = WordSurroundings.wordAcrossEmphasis(word.range, in: word.document) else { return false }
            return word.judge.checker.accepts(whole)
        },
        decision("drop.repeated-parameter-name", "a repeated word the code names (`offset offset`: a parameter after what it is)",
                 examples: [DecisionExample("def seek(offset):\n    \"\"\"Start at offset⟦ offset⟧.\"\"\"\n", path: "example.py")],
                 nearMisses: [DecisionExample("def seek(offset):\n    \"\"\"Start at the⟦ the⟧ place.\"\"\"\n", path: "example.py")]) { word in
            guard word.finding.rule == RepeatedWordRule.rule.id else { return false }
            let repeated = String(word.text.drop(while: \.isWhitespace))
            let capitalised = repeated.prefix(1).uppercased() + repeated.dropFirst()
            return (word.judge.codeNames.contains(repeated) || word.judge.codeNames.contains(capitalised))
                && !RepeatedWordRule.functionWords.contains(repeated.lowercased())
        },
        decision("drop.repeated-placeholder", reach: .document,
                 "a placeholder a manual page doubles after the word it stands for (`matches shell pattern pattern`)",
                 examples: [DecisionExample("Use -name pattern to match.\n\nIt matches shell pattern⟦ pattern⟧ here.\n")],
                 nearMisses: ["It matches the⟦ the⟧ shell pattern."]) { word in
            word.finding.rule == RepeatedWordRule.rule.id && RepeatedWordRule.namesAPlaceholder(word.finding, in: word.habits)
        },
        decision("drop.mentioned-dot", "a dot named as a folder or a path's part (`find . -print0`, `docker build -t app .`)",
                 examples: ["Run find⟦ .⟧ -print0 here."],
                 nearMisses: ["It ends⟦ .⟧\n"]) { word in
            SpaceBeforePunctuationRule.isMentionedDot(word.finding, in: word.document)
                || SpaceBeforePunctuationRule.isCommandsFolder(word.finding, in: word.document)
        },
        decision("drop.spaced-colon-style", reach: .document,
                 "a space before a colon in a document that spaces its colons as its style (`it needs : a name` three times or more, at least half as often as `it needs: a name`)",
                 examples: ["The tool reads two things : a file.\nThe tool writes one thing : a log.\nThe tool also needs⟦ :⟧ a name.\nRead the guide first: it helps.\n"],
                 nearMisses: ["The tool reads two things: a file.\nThe tool writes one thing: a log.\nThe tool also needs⟦ :⟧ a name.\nRead the guide first: it helps.\n"]) { word in
            word.finding.rule == SpaceBeforePunctuationRule.rule.id && word.finding.text.hasSuffix(":") && word.judge.spacesBeforeColons
        },
        decision("drop.name-keeps-its-case", "a name (`ripgrep`) at a sentence start keeps its own case",
                 examples: [DecisionExample("# Build it. ⟦select⟧ runs first.\nselect = 1\n", path: "example.py")],
                 nearMisses: [DecisionExample("# Build it. ⟦select⟧ runs first.\nx = 1\n", path: "example.py")]) { word in
            word.finding.rule == SentenceCaseRule.rule.id && word.judge.names.contains(word.text)
        },
        decision("drop.command-keeps-its-case", reach: .document,
                 "a word the document uses as a command or a placeholder (`curl -T file`, `[path]`) keeps its case at a sentence start",
                 examples: ["Use it:\n\n    select -r here\n\nIt works. ⟦select⟧ finds it.\n"],
                 nearMisses: ["It works. ⟦then⟧ it stops."]) { word in
            word.finding.rule == SentenceCaseRule.rule.id && SentenceCaseRule.namesACommandOrPlaceholder(word.finding, in: word.document)
        },
        decision("drop.lowercase-style", reach: .paragraph, "a comment or paragraph begun in lowercase goes on in lowercase by choice",
                 examples: [DecisionExample("# run it first. ⟦then⟧ stop.\nx = 1\n", path: "example.py")],
                 nearMisses: ["It works. ⟦then⟧ it stops."]) { word in
            word.finding.rule == SentenceCaseRule.rule.id
                && LowercaseStyle.isLowercase(paragraphAt: word.range.location, in: word.document, isCode: word.judge.isCode)
        },
    ]

    public static let all = line + word

    /// Whether `range` lies inside one of the sorted, merged `ranges`.
    static func lies(_ range: TextRange, inside ranges: [TextRange]) -> Bool {
        let index = RangeSet.firstIndex(in: ranges) { $0.end >= range.end }
        return index < ranges.count && ranges[index].location <= range.location && range.end <= ranges[index].end
    }
}
