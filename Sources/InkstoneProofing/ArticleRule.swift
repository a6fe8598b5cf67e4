import Foundation

/// "a apple", "an banana": the article that does not match the sound of the next word,
/// with the exceptions of sound (an hour, a university, a unary). An acronym is read
/// letter by letter when it cannot be read as a word (an HTTP, a URL, an NSRange, a
/// UILabel, an fzf); one that can (REST, NUL, JSON, FAQ) is read either way by
/// people, so it is left alone. A capital `A` inside a sentence names something
/// (module A, Ctrl+A) and is no article; nor is an `a` that code uses as a name
/// (`a is None`, `-A flag`).
struct ArticleRule: GrammarRule {
    static let rule = Rule(id: "a-an", summary: "'a' or 'an' that does not match the sound of the next word", isConfigurable: true)

    private static let expression = try! NSRegularExpression(pattern: #"(?<![-+`'"/\\.\w])([Aa]n?)"# + gap + #"(\p{L}[\p{L}'’-]*)"#)

    /// Words that follow a name, never an article (`a is None`, `module A and B`).
    private static let notAfterAnArticle: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with",
        "if", "then", "else", "again", "after", "before", "from", "into", "as", "be", "will", "can", "not",
    ]

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveArticle }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).compactMap { match in
            let article = ns.substring(with: match.range(at: 1))
            let next = ns.substring(with: match.range(at: 2))
            guard !Self.notAfterAnArticle.contains(next.lowercased()),
                  article.first == "a" || Self.startsASentence(ns, at: match.range(at: 1).location),
                  let wantsAn = Self.soundsLikeVowel(next) else { return nil }
            guard wantsAn != (article.lowercased() == "an") else { return nil }
            let fixed = wantsAn ? (article.first == "A" ? "An" : "an") : (article.first == "A" ? "A" : "a")
            return finding(match.range(at: 1), in: text, at: offset, message: "use '\(fixed)' before '\(next)'", suggestions: [fixed])
        }
    }

    /// Whether only white space, an opening quote or bracket, or nothing lies between
    /// `location` and the previous sentence end or line start.
    static func startsASentence(_ text: NSString, at location: Int) -> Bool {
        var index = location - 1
        while index >= 0, let scalar = Unicode.Scalar(text.character(at: index)), scalar == " " || scalar == "\t" || "\"'(“‘[*".unicodeScalars.contains(scalar) {
            index -= 1
        }
        guard index >= 0, let before = Unicode.Scalar(text.character(at: index)) else { return true }
        return ".!?:\n\r-•".unicodeScalars.contains(before)
    }

    /// Whether a word starts with a vowel sound; nil when people read it both ways.
    static func soundsLikeVowel(_ word: String) -> Bool? {
        let letters = Array(word)
        let capitals = letters.prefix { $0.isUppercase }
        // An acronym alone (HTTP) or leading a name (NSRange: "NS", UILabel: "UI").
        let acronym = capitals.count == letters.count ? capitals : capitals.count > 1 ? capitals.dropLast() : []
        if acronym.count > 1 || (letters.count > 1 && !word.lowercased().contains(where: Self.isVowel)) {
            let read = acronym.count > 1 ? String(acronym) : word.uppercased()
            if acronym.count == letters.count && isPronounceable(read) { return nil }
            return "AEFHILMNORSX".contains(read.first!)
        }
        let lower = word.lowercased()
        for prefix in ["hour", "honest", "honor", "honour", "heir"] where lower.hasPrefix(prefix) { return true }
        for prefix in ["uni", "use", "usa", "usu", "uti", "unar", "eu", "one", "once", "ure", "uro", "ura"] where lower.hasPrefix(prefix) {
            return false
        }
        return "aeiou".contains(lower.first!)
    }

    private static func isVowel(_ character: Character) -> Bool { "aeiouy".contains(character) }

    /// A capitalised word with a consonant before a vowel can be said as a word
    /// (REST, NUL, JSON, FAQ); URL, HTTP, UI and SQL cannot.
    static func isPronounceable(_ capitals: String) -> Bool {
        let letters = Array(capitals.lowercased())
        return letters.count > 2 && zip(letters, letters.dropFirst()).contains { !isVowel($0) && isVowel($1) }
    }
}
