import Foundation

/// "the the": a word twice in a row, within a paragraph, the second in lowercase ("The
/// the" at a sentence start is a slip, "Nudge nudge" is meant; "Items Items", "A A" and "AND and" are names or
/// test data; a single letter other than "a" is a variable), one space apart or
/// at a line break (a wider gap aligns columns), and the same across a line break
/// ("Sherlock\nsherlock:" starts a line of data). Not a word that ends a flag, a path
/// or a contraction (`--ignore-case  Case`, `we're re-using`), nor one that starts a
/// name (`Test test.support`), nor "that that", "had had" and doublings for emphasis
/// ("very very", "much much"), nor a pair in quotes (fix "the the", `"prog help help" runs`) or a run of three
/// ("test test test"), nor a word and a compound it starts (`version version-remote`: a
/// list of commands), nor a parameter's name and the start of its description after a
/// documentation tag (`@param buffer buffer to use`, `@throws {Error} error if`).
public struct RepeatedWordRule: GrammarRule {
    public static let rule = Rule(id: Rule.ID(rawValue: "repeated-word"), summary: "The same word twice in a row", isConfigurable: true,
                                  category: .grammar)

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
        pattern: #"(?<![-_./@#$:\\'’])\b(\p{L}+)( |\t|[^\S\r\n]*(?:\r\n|\r|\n)[^\S\r\n]*)(\1)\b(?![_(]|[.-]\p{L})"#, options: [.caseInsensitive])

    /// A documentation tag that a name follows: Javadoc, JSDoc, Doxygen, PHPDoc, and
    /// YARD's with its type in brackets (`@param [Proc] block block to be executed`).
    private static let documentationTag = try! NSRegularExpression(
        pattern: #"[@\\](?:param|arg|argument|property|prop|field|member|throws|exception|tparam|typeparam|template|var)(?:\s*\[[^\]]*\])?\s*(?:\{[^}]*\}\s*)?$"#)

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayRepeatAWord }

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
                let lead = NSRange(location: max(0, match.range(at: 1).location - 40), length: min(40, match.range(at: 1).location))
                let isTagged = Self.documentationTag.firstMatch(in: text, range: lead) != nil
                return second.first?.isLowercase == true && isSlip && !isTagged && !(acrossLines && first != second) && !isQuoted && !isRun
                    && (second.count > 1 || second == "a") && !Self.validDoubles.contains(second.lowercased())
            }
            .map { match in
                let range = NSRange(location: match.range(at: 2).location, length: match.range(at: 2).length + match.range(at: 3).length)
                return finding(range, in: text, at: offset, message: "'\(ns.substring(with: match.range(at: 3)))' is repeated", suggestions: [""])
            }
    }
}
