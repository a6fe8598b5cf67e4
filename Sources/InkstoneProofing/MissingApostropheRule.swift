import Foundation

/// "I cant see", "it wont work", "dont panic", "whats wrong": a contraction written
/// without its apostrophe, where a word in lowercase follows or the clause ends (issue
/// #26). `cant`, `wont`, `whats`, `wheres`, `heres` and `hows` are words of their own ("the
/// cant of politicians", "as is his wont", "the whats and the hows"), so after a
/// determiner or a possessive they are left alone. The spelling tier leaves these words
/// to this rule (`WordDecisions`), so each is reported once.
public struct MissingApostropheRule: GrammarRule {
    public static let rule = RuleBook.codeRule("missing-apostrophe")

    /// Each contraction as written without its apostrophe, and with it.
    static let contractions: [String: String] = [
        "cant": "can't", "wont": "won't", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't",
        "arent": "aren't", "wasnt": "wasn't", "werent": "weren't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't",
        "wouldnt": "wouldn't", "couldnt": "couldn't", "shouldnt": "shouldn't", "mustnt": "mustn't", "neednt": "needn't",
        "whats": "what's", "wheres": "where's", "heres": "here's", "hows": "how's",
    ]

    /// The forms without an apostrophe that are also nouns (Hunspell takes them all).
    static let nouns: Set<String> = ["cant", "wont", "whats", "wheres", "heres", "hows"]

    /// Words after which one of `nouns` is the noun.
    private static let determiners: Set<String> = ["the", "a", "his", "her", "their", "its", "my", "our", "your", "of", "this", "that"]

    private static let expression = try! NSRegularExpression(
        pattern: #"(?<![\p{L}\p{N}_'’.-])("# + contractions.keys.sorted().joined(separator: "|") + #")(?![\p{L}\p{N}_'’-]|\.\w)"#,
        options: [.caseInsensitive])

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveMissingApostrophe }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).compactMap { match in
            let word = ns.substring(with: match.range)
            let lowercase = word.lowercased()
            guard let fixed = Self.contractions[lowercase], Self.isContraction(lowercase, in: ns, at: match.range) else { return nil }
            let suggestion = word.first?.isUppercase == true ? fixed.prefix(1).uppercased() + fixed.dropFirst() : fixed
            return finding(match.range, in: text, at: offset, message: "'\(suggestion)' has an apostrophe", suggestions: [suggestion])
        }
    }

    /// Whether the word at `range` is used as the contraction: a verb or the clause's
    /// end follows, and one of `nouns` does not follow a determiner.
    private static func isContraction(_ word: String, in text: NSString, at range: NSRange) -> Bool {
        // What follows, from the 256 units after the word (all the text after it when
        // that window holds fewer than three characters after its spaces and tabs).
        let start = range.location + range.length
        var after = text.substring(with: NSRange(location: start, length: min(256, text.length - start)))
        if start + 256 < text.length && after.drop(while: { $0 == " " || $0 == "\t" }).count < 3 { after = text.substring(from: start) }
        let next = after.drop { $0 == " " || $0 == "\t" }
        let endsClause = next.isEmpty || next.first.map { ".,;:!?)\n".contains($0) } == true
        let followedByWord = after.first == " " && next.first?.isLowercase == true
        guard endsClause || followedByWord else { return false }
        guard nouns.contains(word) else { return true }
        let before = ArticleRule.lastWord(before: range.location, in: text)?.lowercased() ?? ""
        // `this` and `that` are pronouns before a verb (lazy.nvim's "This wont do
        // anything"); "this cant of …" is the noun.
        if (before == "this" || before == "that") && followedByWord && !next.hasPrefix("of ") { return true }
        return !determiners.contains(before) && !(endsClause && before.isEmpty)
    }
}
