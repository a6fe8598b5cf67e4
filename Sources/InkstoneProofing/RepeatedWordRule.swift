import Foundation

/// "the the": a word twice in a row, within a paragraph ("that that" and "had had" are
/// English).
struct RepeatedWordRule: GrammarRule {
    static let rule = Rule(id: "repeated-word", summary: "The same word twice in a row", isConfigurable: true)

    /// Words that are correctly doubled in English: "I know that that works".
    private static let validDoubles: Set<String> = ["that", "had"]
    private static let expression = try! NSRegularExpression(pattern: #"\b(\p{L}+)("# + gap + #")(\1)\b"#, options: [.caseInsensitive])

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayRepeatAWord }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text)
            .filter { !Self.validDoubles.contains(ns.substring(with: $0.range(at: 3)).lowercased()) }
            .map { match in
                let range = NSRange(location: match.range(at: 2).location, length: match.range(at: 2).length + match.range(at: 3).length)
                return finding(range, in: text, at: offset, message: "'\(ns.substring(with: match.range(at: 3)))' is repeated", suggestions: [""])
            }
    }
}
