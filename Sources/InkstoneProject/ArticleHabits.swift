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
        let written = articlesWritten(before: Set(candidates.keys), in: files.map(\.document))
        let habitual = Set(candidates.keys.filter { word in
            let other = candidates[word]!.article == "a" ? "an" : "a"
            return !written.contains(other + " " + word)
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

    /// `a WORD` and `an WORD` (the article lowercased) for each of `words` that some
    /// document writes after an article, with only blanks between them. One pass over
    /// each document's UTF-16 units: a word is a run of letters, digits, `_` and any
    /// unit past ASCII (a regular expression per word and file cost the whole project's
    /// check a twentieth of its time).
    static func articlesWritten(before words: Set<String>, in documents: [TextDocument]) -> Set<String> {
        var written: Set<String> = []
        for document in documents {
            let units = document.units(in: document.fullRange)
            var previous: (word: String, endsAt: Int)?
            var index = 0
            while index < units.count {
                guard isWordUnit(units[index]) else { index += 1; continue }
                let start = index
                while index < units.count, isWordUnit(units[index]) { index += 1 }
                let word = String(decoding: units[start..<index], as: UTF16.self)
                if words.contains(word), let previous, units[previous.endsAt..<start].allSatisfy(isBlankUnit) {
                    let article = previous.word.lowercased()
                    if article == "a" || article == "an" { written.insert(article + " " + word) }
                }
                previous = (word, index)
            }
        }
        return written
    }

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        unit >= 0x80 || (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
    }

    private static func isBlankUnit(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0C || unit == 0x0B
    }
}
