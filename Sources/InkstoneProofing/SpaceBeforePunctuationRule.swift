import Foundation

/// "word ," and the like: spaces before a comma, semicolon, colon, mark or full stop.
struct SpaceBeforePunctuationRule: GrammarRule {
    static let rule = Rule(id: "space-before-punctuation", summary: "A space before a punctuation mark", isConfigurable: true)

    private static let expression = try! NSRegularExpression(pattern: #"(?<=\S)( +)([,;:!?]|\.(?!\.))(?=\s|$)"#)

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveSpaceBeforePunctuation }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).map { match in
            let mark = ns.substring(with: match.range(at: 2))
            let range = NSRange(location: match.range(at: 1).location, length: match.range(at: 1).length + match.range(at: 2).length)
            return finding(range, in: text, at: offset, message: "no space before '\(mark)'", suggestions: [mark])
        }
    }
}
