import Foundation
import InkstoneText

/// High-precision grammar rules over prose, each with its own name so that it can be
/// turned off: repeated words, a/an agreement, a sentence starting in lowercase,
/// space before punctuation.
public struct GrammarRules: Sendable {
    public static let all = ["repeated-word", "a-an", "sentence-case", "space-before-punctuation"]
    public var enabled = Set(GrammarRules.all)
    /// Off only in tests, to compare the prefilter with the expressions alone.
    var usesPrefilter = true

    public init() {}

    public func findings(in prose: [TextRange], of document: TextDocument) -> [Finding] {
        prose.flatMap { range -> [Finding] in
            let units = document.units(in: range)
            var found: [Finding] = []
            // Cheap scans first: each expression runs only where it could match, and
            // the text is made a string only then.
            let scan = GrammarPrefilter(units: units, answersMaybe: !usesPrefilter)
            let mayMatch = scan.mayRepeatAWord || scan.mayHaveArticle || scan.mayStartASentenceInLowercase
                || scan.mayHaveSpaceBeforePunctuation
            guard mayMatch else { return [] }
            let text = UTF16Text.string(units)
            if enabled.contains("repeated-word") && scan.mayRepeatAWord { found += repeatedWords(text, at: range.location) }
            if enabled.contains("a-an") && scan.mayHaveArticle { found += articles(text, at: range.location) }
            if enabled.contains("sentence-case") && scan.mayStartASentenceInLowercase {
                found += sentenceCase(text, at: range.location)
            }
            if enabled.contains("space-before-punctuation") && scan.mayHaveSpaceBeforePunctuation {
                found += spacesBeforePunctuation(text, at: range.location)
            }
            return found.sorted { $0.range.location < $1.range.location }
        }
    }

    /// Words that are correctly doubled in English: "I know that that works".
    private static let validDoubles: Set<String> = ["that", "had"]
    /// White space between two words of one paragraph: at most one line break, so that
    /// no rule reads across a blank line (as the live proofreader, which re-checks
    /// sentence by sentence, could not).
    private static let gap = #"(?=\s)[^\S\r\n]*(?:\r\n|\r|\n)?[^\S\r\n]*"#
    private static let repeated = try! NSRegularExpression(pattern: #"\b(\p{L}+)("# + gap + #")(\1)\b"#, options: [.caseInsensitive])
    private static let article = try! NSRegularExpression(pattern: #"\b([Aa]n?)"# + gap + #"(\p{L}[\p{L}'’-]*)"#)
    private static let sentence = try! NSRegularExpression(pattern: #"(?<!\b(?:e\.g|i\.e|etc|vs|cf|al))[.!?]\s+(\p{Ll}\p{L}*)"#)
    private static let spaceBefore = try! NSRegularExpression(pattern: #"(?<=\S)( +)([,;:!?]|\.(?!\.))(?=\s|$)"#)

    private func matches(_ expression: NSRegularExpression, _ text: String) -> [NSTextCheckingResult] {
        expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    private func repeatedWords(_ text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.repeated, text)
            .filter { !Self.validDoubles.contains(ns.substring(with: $0.range(at: 3)).lowercased()) }
            .map { match in
                let word = ns.substring(with: match.range(at: 3))
                let range = NSRange(location: match.range(at: 2).location, length: match.range(at: 2).length + match.range(at: 3).length)
                return Finding(kind: .grammar, range: TextRange(offset + range.location, range.length),
                               text: ns.substring(with: range), message: "'\(word)' is repeated", suggestions: [""],
                               rule: "repeated-word")
            }
    }

    private func articles(_ text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.article, text).compactMap { match in
            let article = ns.substring(with: match.range(at: 1))
            let next = ns.substring(with: match.range(at: 2))
            let wantsAn = Self.soundsLikeVowel(next)
            guard wantsAn != (article.lowercased() == "an") else { return nil }
            let fixed = wantsAn ? (article == "A" ? "An" : "an") : (article == "An" ? "A" : "a")
            return Finding(kind: .grammar, range: TextRange(offset + match.range(at: 1).location, match.range(at: 1).length),
                           text: article, message: "use '\(fixed)' before '\(next)'", suggestions: [fixed], rule: "a-an")
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

    private func sentenceCase(_ text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.sentence, text).map { match in
            let word = ns.substring(with: match.range(at: 1))
            let fixed = word.prefix(1).uppercased() + word.dropFirst()
            return Finding(kind: .grammar, range: TextRange(offset + match.range(at: 1).location, match.range(at: 1).length),
                           text: word, message: "a sentence starts with a capital letter", suggestions: [fixed],
                           rule: "sentence-case")
        }
    }

    private func spacesBeforePunctuation(_ text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.spaceBefore, text).map { match in
            let mark = ns.substring(with: match.range(at: 2))
            let range = NSRange(location: match.range(at: 1).location, length: match.range(at: 1).length + match.range(at: 2).length)
            return Finding(kind: .grammar, range: TextRange(offset + range.location, range.length), text: ns.substring(with: range),
                           message: "no space before '\(mark)'", suggestions: [mark], rule: "space-before-punctuation")
        }
    }
}
