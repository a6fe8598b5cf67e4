import Foundation
import InkstoneProofing
import InkstoneText

/// How a project reads its initialisms, told by the article it writes before them
/// (issue #50, first look at 6f7a98b): phoenix_live_view writes `a LV` and `a LC` ten
/// times ("a LiveView", "a LiveComponent") and never `an LV`, so it reads them as the
/// words; hcl writes `a HCL` 15 times and `an HCL` 13, so it has no one reading and each
/// `a HCL` stays a finding. An initialism the a/an rule questions in `minimum` places or
/// more, always after the same article, where no file writes the other one before it, is
/// the project's habit: `drop.project-article-habit`.
enum ArticleHabits {
    /// The ids of the a/an findings, file by file, that question a habitual initialism.
    static func findings(in files: [(document: TextDocument, findings: [Finding])], minimum: Int = 3) -> [Set<String>] {
        let questioned = files.map { file in
            file.findings.compactMap { finding in initialism(after: finding, in: file.document).map { (finding, $0) } }
        }
        var places: [String: (article: String, count: Int)] = [:]
        var mixed: Set<String> = []
        for (finding, word) in questioned.joined() {
            let article = finding.text.lowercased()
            if let seen = places[word], seen.article != article { mixed.insert(word) }
            places[word] = (article, (places[word]?.count ?? 0) + 1)
        }
        let candidates = places.filter { $0.value.count >= minimum && !mixed.contains($0.key) }
        guard !candidates.isEmpty else { return files.map { _ in [] } }
        let texts = files.map { $0.document.string(in: $0.document.fullRange) }
        let habitual = Set(candidates.keys.filter { word in
            let other = candidates[word]!.article == "a" ? "an" : "a"
            return !texts.contains { writes(other, before: word, in: $0) }
        })
        return questioned.map { pairs in Set(pairs.filter { habitual.contains($0.1) }.map(\.0.id)) }
    }

    /// The initialism (`LV`, `HCL`: two capitals or more, digits allowed) an a/an finding
    /// questions: the word after its article.
    static func initialism(after finding: Finding, in document: TextDocument) -> String? {
        guard finding.rule == ArticleRule.rule.id else { return nil }
        var index = finding.range.end
        while index < document.length, document[index] == 0x20 || document[index] == 0x09 { index += 1 }
        let start = index
        while index < document.length, let scalar = Unicode.Scalar(document[index]), CharacterSet.alphanumerics.contains(scalar) { index += 1 }
        let word = document.string(in: TextRange(start, index - start))
        guard word.count >= 2, word.allSatisfy({ $0.isUppercase || $0.isNumber }), word.contains(where: \.isLetter) else { return nil }
        return word
    }

    /// Whether `text` writes `article` (any case) before `word`.
    static func writes(_ article: String, before word: String, in text: String) -> Bool {
        let pattern = "(?<![\\w])(?i:\(article))\\s+" + NSRegularExpression.escapedPattern(for: word) + "(?![\\w])"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }
}
