import InkstoneJSON
import InkstoneProofing
import InkstoneText

/// The answer to `POST /v2/check` in LanguageTool's shape: `software`, `warnings`,
/// `language` (with `detectedLanguage`) and `matches`, offsets in the original text's
/// UTF-16 code units.
struct LanguageToolAnswer {
    /// How much text each side of a match its `context` shows.
    static let contextReach = 40

    let checked: CheckService.Checked
    let text: AnnotatedText
    let version: String

    var json: JSONValue {
        let language: [(String, JSONValue)] = [("name", .string(LanguageCatalog.name(of: checked.dictionary))),
                                               ("code", .string(LanguageCatalog.longCode(of: checked.dictionary)))]
        return .object([
            ("software", .object([("name", .string("Inkstone")), ("version", .string(version)), ("buildDate", .string("")),
                                  ("apiVersion", .int(1)), ("premium", .bool(false)), ("status", .string(""))])),
            // A paragraph left unread (a language no installed dictionary knows) makes the
            // results incomplete: silence there must not read as "no mistakes".
            ("warnings", .object([("incompleteResults", .bool(!checked.unread.isEmpty))])),
            ("language", .object(language + [("detectedLanguage", .object(language + [("confidence", .double(1))]))])),
            ("matches", .array(checked.findings.compactMap(match))),
            ("inkstoneUnread", .array(checked.unread.compactMap(unread))),
        ])
    }

    /// Where an unread paragraph is, in the original's offsets, and why it was not read.
    private func unread(_ range: TextRange) -> JSONValue? {
        guard let offsets = text.original(of: range) else { return nil }
        return .object([("offset", .int(offsets.location)), ("length", .int(offsets.length)),
                        ("reason", .string(UnreadPassage.explanation(of: checked.document.string(in: range))))])
    }

    private func match(_ finding: Finding) -> JSONValue? {
        guard let offsets = text.original(of: finding.range) else { return nil }
        let rule = Rule.named(finding.rule.rawValue)
        let category = LanguageToolCategory(rule?.category ?? .grammar)
        let document = checked.document
        let sentence = document.string(in: Sentences.sentence(containing: finding.range, in: document))
        return .object([
            ("message", .string(finding.message)),
            ("shortMessage", .string(category.id == "TYPOS" ? "Spelling mistake" : category.name)),
            ("replacements", .array(finding.suggestions.map { .object([("value", .string($0))]) })),
            ("offset", .int(offsets.location)),
            ("length", .int(offsets.length)),
            ("context", context(of: finding.range)),
            ("sentence", .string(sentence)),
            ("type", .object([("typeName", .string(finding.kind == .spelling ? "UnknownWord" : "Other"))])),
            ("rule", .object([("id", .string(finding.rule.rawValue)), ("description", .string(rule?.summary ?? finding.message)),
                              ("issueType", .string(category.issueType)),
                              ("category", .object([("id", .string(category.id)), ("name", .string(category.name))]))])),
            ("inkstoneTier", .string(finding.tier.rawValue)),
        ])
    }

    /// Up to `contextReach` code units each side, cut at neither half of a surrogate
    /// pair, line breaks shown as spaces, `...` where it was cut (as LanguageTool does).
    private func context(of range: TextRange) -> JSONValue {
        let document = checked.document
        var start = max(0, range.location - Self.contextReach)
        var end = min(document.length, range.end + Self.contextReach)
        if start > 0, UTF16.isTrailSurrogate(document[start]) { start -= 1 }
        if end < document.length, UTF16.isTrailSurrogate(document[end]) { end += 1 }
        let before = start > 0 ? "..." : "", after = end < document.length ? "..." : ""
        let units = document.units(in: TextRange(start, end - start)).map { $0 == 10 || $0 == 13 || $0 == 9 ? 32 : $0 }
        let shown = String(decoding: units, as: UTF16.self)
        return .object([("text", .string(before + shown + after)), ("offset", .int(before.utf16.count + range.location - start)),
                        ("length", .int(range.length))])
    }
}
