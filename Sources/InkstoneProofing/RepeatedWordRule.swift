import Foundation
import InkstoneText

/// "the the": a word twice in a row, within a paragraph, the second in lowercase ("The
/// the" at a sentence start is a slip, "Nudge nudge" is meant; "Items Items", "A A" and "AND and" are names or
/// test data; a single letter other than "a" is a variable), one space apart or
/// at a line break (a wider gap aligns columns), and the same across a line break
/// ("Sherlock\nsherlock:" starts a line of data). Not a word that ends a flag, a path
/// or a contraction (`--ignore-case  Case`, `we're re-using`), nor one a C sigil marks as
/// a name (`leaves *in in an unspecified state`, `&out`), nor one that starts a
/// name (`Test test.support`), nor "that that", "had had" and doublings for emphasis
/// ("very very", "much much"), nor a pair in quotes (fix "the the", `"prog help help" runs`) or a run of three
/// ("test test test"), nor a word and a compound it starts (`version version-remote`: a
/// list of commands), nor a parameter's name and the start of its description after a
/// documentation tag (`@param buffer buffer to use`, `@throws {Error} error if`, Doxygen's
/// `\p size size`), nor bytes in hex (`ed bf bf`, `0a 0a`), nor notation: a word other
/// than a function word doubled after an option on its line (a synopsis, `cmd -a file
/// file`), before `...`, `]` or `|` (`file file ...`), or before ` - ` (a definition,
/// `resource resource - the resource to delete`). A placeholder the document names after
/// an option elsewhere (`-name pattern`, then `matches shell pattern pattern`) is the
/// judge's to leave (`namesAPlaceholder`).
public struct RepeatedWordRule: GrammarRule {
    public static let rule = RuleBook.codeRule("repeated-word")

    /// Words that are correctly doubled in English: "I know that that works", "really
    /// really fast", "bye bye", "a long long time" (and C's `long long`).
    private static let validDoubles: Set<String> = ["that", "had", "very", "really", "much", "so", "bye", "no", "yes", "ha",
                                                    "blah", "more", "knock", "many", "long"]
    /// English's function words: doubled, they are a slip even where the code has one
    /// as a name (Swift's `for:` argument label), unlike a parameter written after the
    /// word that says what it is (`at offset offset`, `the key key`: `FindingJudge`).
    static let functionWords: Set<String> = Set("""
        a an the and or nor but for of to in on at by with from into onto as if is are was were be been being it its this \
        these those not no than then there here we you they he she i me my our your their his her them us who which what \
        when where while can could will would shall should may might must do does did has have
        """.split(whereSeparator: { $0.isWhitespace || $0 == "\\" }).map(String.init))

    private static let expression = try! NSRegularExpression(
        pattern: #"(?<![-_./@#$:\\'’])\b(\p{L}+)( |\t|[^\S\r\n]*(?:\r\n|\r|\n)[^\S\r\n]*)(\1)\b(?![_(‐\x{AD}]|[.-]\p{L}|-[ \t]*[\r\n])"#, options: [.caseInsensitive])

    /// A documentation tag that a name follows: Javadoc, JSDoc, Doxygen, PHPDoc, and
    /// YARD's with its type in brackets (`@param [Proc] block block to be executed`).
    /// Doxygen's inline commands that name the next word too (`\p size size in bytes`,
    /// `@a count count of items`).
    private static let documentationTag = try! NSRegularExpression(
        pattern: #"[@\\](?:param|arg|argument|property|prop|field|member|throws|exception|tparam|typeparam|template|var|a|p|c|b|e|em|ref)(?:\s*\[[^\]]*\])?\s*(?:\{[^}]*\}\s*)?$"#)

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayRepeatAWord }

    /// Whether `word` is two or four hex digits with a token of the same shape next to
    /// the pair (`ed bf bf`, `bf bf 0a`, and in a list, `…, ff fe, ff ff`): bytes, not words.
    private static let listPunctuation = CharacterSet(charactersIn: ",;:.")

    static func isHexBytes(_ word: String, in text: NSString, from start: Int, to end: Int) -> Bool {
        func isHex(_ token: Substring) -> Bool {
            let core = token.trimmingCharacters(in: listPunctuation)
            return core.count == word.count && core.allSatisfy(\.isHexDigit)
        }
        guard word.count == 2 || word.count == 4, isHex(Substring(word)) else { return false }
        // The tokens next to the pair, read from 16 units on either side: the whole text
        // on either side, taken for every pair, made a line of doubled words quadratic.
        let from = max(0, start - 16), to = min(text.length, end + 16)
        let before = text.substring(with: NSRange(location: from, length: start - from)).split(whereSeparator: \.isWhitespace).last
        let after = text.substring(with: NSRange(location: end, length: to - end)).split(whereSeparator: \.isWhitespace).first
        return before.map(isHex) == true || after.map(isHex) == true
    }

    /// Whether a pair from `start` to `end` is notation: after an option on its line
    /// (`cmd -a file file`), or before `...`, `…`, `]`, `|` or ` - ` (`file file ...`,
    /// `resource resource - the resource to delete`).
    /// The option is looked for in the 256 units before the pair on its line, and the
    /// mark in the 16 after it, so that a long line of doubled words is read in linear
    /// time (issue #49, item 2).
    static func isNotation(_ text: NSString, from start: Int, to end: Int) -> Bool {
        var from = start
        while from > max(0, start - 256), ![0x0A, 0x0D].contains(text.character(at: from - 1)) { from -= 1 }
        let before = text.substring(with: NSRange(location: from, length: start - from))
        if before.split(whereSeparator: \.isWhitespace).contains(where: { $0.count >= 2 && $0.first == "-" && $0.dropFirst().first.map { $0.isLetter || $0 == "-" } == true }) {
            return true
        }
        let after = text.substring(with: NSRange(location: end, length: min(16, text.length - end))).prefix { !$0.isNewline }.drop { $0 == " " }
        return after.hasPrefix("...") || after.hasPrefix("…") || after.hasPrefix("]") || after.hasPrefix("|") || after.hasPrefix("- ")
    }

    /// Whether the document names the finding's word after an option elsewhere (`-name
    /// pattern`, `--file=file`), or is a manual page: a placeholder, which a man page
    /// doubles after the word it stands for (`matches shell pattern pattern`). The
    /// document is read once for all its findings (`DocumentHabits`).
    static func namesAPlaceholder(_ finding: Finding, in habits: DocumentHabits) -> Bool {
        guard finding.rule == rule.id else { return false }
        let word = finding.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty, !functionWords.contains(word.lowercased()) else { return false }
        return habits.isManualPage || habits.namedAfterOptions.contains(word)
    }

    /// A word right after an option (`-name pattern`, `--file=file`): its capture group 1.
    static let wordAfterOption = try! NSRegularExpression(pattern: #"(?:^|\s)--?[A-Za-z][\w-]*[ =](\w+)\b"#)

    /// The headings of a manual page, as `man` prints them.
    private static let manualHeadings = try! NSRegularExpression(pattern: #"(?m)^(?:NAME|SYNOPSIS|DESCRIPTION|OPTIONS)[ \t]*$"#)

    /// Whether `text` is a manual page rendered as text (two of NAME, SYNOPSIS,
    /// DESCRIPTION, OPTIONS as headings): its placeholders were italic, and a word doubled
    /// is the thing and its placeholder (`the value value`, `the binary package package`).
    static func isManualPage(_ text: String) -> Bool {
        manualHeadings.numberOfMatches(in: text, range: NSRange(location: 0, length: min((text as NSString).length, 20_000))) >= 2
    }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        // Built on the first doubled word that needs it: most texts have none.
        var quotes: SentenceQuotes?
        func liesInDoubleQuotes(_ start: Int, _ end: Int) -> Bool {
            if quotes == nil { quotes = SentenceQuotes(text) }
            return quotes!.liesInDoubleQuotes(start, end)
        }
        return matches(Self.expression, text)
            .filter { match in
                let (first, second) = (ns.substring(with: match.range(at: 1)), ns.substring(with: match.range(at: 3)))
                let acrossLines = ns.substring(with: match.range(at: 2)).contains(where: \.isNewline)
                // "The the" at a sentence start; "AND and", ":param Benchmark benchmark:" are two words.
                let isSlip = first == second
                    || (first == second.prefix(1).uppercased() + second.dropFirst() && second.count <= 4
                        && ArticleRule.startsASentence(ns, at: match.range(at: 1).location))
                // "the the" in quotes is the mistake named; "test test test" is meant.
                let before = match.range(at: 1).location > 0 ? ns.substring(with: NSRange(location: match.range(at: 1).location - 1, length: 1)) : ""
                let end = match.range(at: 3).location + match.range(at: 3).length
                let third = " " + second.lowercased()
                // As far as a third copy and the letter after it reach: the rest of a long
                // line, taken for every match, made a line of doubled words quadratic.
                let after = ns.substring(with: NSRange(location: end, length: min(ns.length - end, (third as NSString).length + 2)))
                let isQuoted = "\"'“‘".contains(before) && before != "" && after.first.map { "\"'”’".contains($0) } == true
                    || liesInDoubleQuotes(match.range(at: 1).location, end)
                let isRun = after.lowercased().hasPrefix(third) && !(after.dropFirst(third.count).first?.isLetter ?? false)
                // A C sigil before the first (`*in in`, `&out out`) marks a name, unless a
                // `*` after the second closes Markdown emphasis (`*the the*`).
                let isSigilName = (before == "*" || before == "&") && after.first != "*"
                let lead = NSRange(location: max(0, match.range(at: 1).location - 40), length: min(40, match.range(at: 1).location))
                let isTagged = Self.documentationTag.firstMatch(in: text, range: lead) != nil
                return second.first?.isLowercase == true && isSlip && !isTagged && !isSigilName && !(acrossLines && first != second) && !isQuoted && !isRun
                    && (second.count > 1 || second == "a") && !Self.validDoubles.contains(second.lowercased())
                    && !Self.isHexBytes(second, in: ns, from: match.range(at: 1).location, to: end)
                    && !(Self.isNotation(ns, from: match.range(at: 1).location, to: end) && !Self.functionWords.contains(second.lowercased()))
            }
            .map { match in
                let range = NSRange(location: match.range(at: 2).location, length: match.range(at: 2).length + match.range(at: 3).length)
                return finding(range, in: text, at: offset, message: "'\(ns.substring(with: match.range(at: 3)))' is repeated", suggestions: [""])
            }
    }
}
