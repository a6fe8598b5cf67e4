import Foundation

/// "a apple", "an banana": the article that does not match the sound of the next word,
/// with the exceptions of sound (an hour, a university, an FAQ).
struct ArticleRule: GrammarRule {
    static let rule = Rule(id: "a-an", summary: "'a' or 'an' that does not match the sound of the next word", isConfigurable: true)

    private static let expression = try! NSRegularExpression(pattern: #"\b([Aa]n?)"# + gap + #"(\p{L}[\p{L}'’-]*)"#)

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveArticle }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).compactMap { match in
            let article = ns.substring(with: match.range(at: 1))
            let next = ns.substring(with: match.range(at: 2))
            let wantsAn = Self.soundsLikeVowel(next)
            guard wantsAn != (article.lowercased() == "an") else { return nil }
            let fixed = wantsAn ? (article == "A" ? "An" : "an") : (article == "An" ? "A" : "a")
            return finding(match.range(at: 1), in: text, at: offset, message: "use '\(fixed)' before '\(next)'", suggestions: [fixed])
        }
    }

    /// Whether a word starts with a vowel sound, for a/an: an hour, a university, an FAQ.
    static func soundsLikeVowel(_ word: String) -> Bool {
        let lower = word.lowercased()
        if word.count > 1 && word == word.uppercased() {
            return "aefhilmnorsx".contains(lower.first!)
        }
        for prefix in ["hour", "honest", "honor", "honour", "heir"] where lower.hasPrefix(prefix) { return true }
        for prefix in ["uni", "use", "usu", "uti", "eu", "one", "once", "ure", "uro"] where lower.hasPrefix(prefix) { return false }
        return "aeiou".contains(lower.first!)
    }
}
