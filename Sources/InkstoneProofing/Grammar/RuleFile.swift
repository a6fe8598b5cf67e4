import Foundation

/// Reads a rule file (`rules/<language>/*.rules`): blocks that start with `rule ID`,
/// then one `key value` per line (indented or not), `#` lines being comments:
///
///     rule its-it-is
///       category confused-words
///       default on
///       summary 'its' where 'it's' (it is) is meant
///       message 'its' is of it; 'it is' is written 'it's'
///       pattern ^ [its] a|an|the|not
///       fix it's
///       sure yes
///       fires Its a nice day. => It's a nice day.
///       passes The dog wagged its tail.
///
/// `category` is a `Rule.Category` (grammar, confused-words, …); `default` is on, or off
/// for style and picky rules; `pattern` is `TokenPatternParser`'s, one or more; `fix` is
/// a `FixTemplate`, none, one or more, best first; `sure yes` lets `fix --kinds grammar`
/// apply the first fix unasked; `unless` lists words that, anywhere in the sentence
/// before a match, make it no mistake (`if` before `larger then`: `if …, then`); `fires` sentences must be reported (`=> ` the text after
/// the first fix) and `passes` sentences not. A rule whose logic is Swift says
/// `implemented-by TypeName` instead of patterns.
enum RuleFile {
    static let keys: Set<String> = ["category", "default", "summary", "message", "pattern", "unless", "fix", "sure", "fires", "passes",
                                    "implemented-by"]

    static func parse(_ text: String, name: String, language: String, lexicon: Lexicon) throws(RuleFileError) -> [PatternRule] {
        var rules: [PatternRule] = []
        var block: [(line: Int, key: String, value: String)] = []
        var start: (line: Int, id: String)?
        func finish() throws(RuleFileError) {
            guard let begun = start else { return }
            rules.append(try rule(begun.id, at: begun.line, fields: block, file: name, language: language, lexicon: lexicon))
            block = []
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = trimmed(raw)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let key = String(line.prefix { !$0.isWhitespace })
            let value = String(trimmed(line.dropFirst(key.count)))
            if key == "rule" {
                try finish()
                guard !value.isEmpty, value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                    throw RuleFileError(file: name, line: index + 1, problem: "'\(value)' is no rule id",
                                        fix: "name it in lowercase letters, digits and hyphens (its-it-is)")
                }
                start = (index + 1, value)
            } else {
                guard start != nil else {
                    throw RuleFileError(file: name, line: index + 1, problem: "'\(key)' before any 'rule' line", fix: "start the block with 'rule ID'")
                }
                guard keys.contains(key) else {
                    throw RuleFileError(file: name, line: index + 1, problem: "'\(key)' is no key of a rule",
                                        fix: "use one of \(keys.sorted().joined(separator: ", "))")
                }
                guard !value.isEmpty else {
                    throw RuleFileError(file: name, line: index + 1, problem: "'\(key)' has no value", fix: "write it after the key")
                }
                block.append((index + 1, key, value))
            }
        }
        try finish()
        return rules
    }

    /// `text` without the spaces and tabs around it (Foundation's trimming costs a
    /// start-up that parses every rule file a tenth of its time).
    private static func trimmed(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return text[first...last]
    }

    private static func rule(_ id: String, at line: Int, fields: [(line: Int, key: String, value: String)], file: String,
                             language: String, lexicon: Lexicon) throws(RuleFileError) -> PatternRule {
        func error(_ at: Int, _ problem: String, _ fix: String) -> RuleFileError {
            RuleFileError(file: file, line: at, problem: "rule \(id): \(problem)", fix: fix)
        }
        func one(_ key: String) throws(RuleFileError) -> (line: Int, value: String)? {
            let found = fields.filter { $0.key == key }
            guard found.count <= 1 else { throw error(found[1].line, "'\(key)' is given twice", "keep one") }
            return found.first.map { ($0.line, $0.value) }
        }
        func required(_ key: String) throws(RuleFileError) -> (line: Int, value: String) {
            guard let found = try one(key) else { throw error(line, "it has no '\(key)'", "add a '\(key)' line") }
            return found
        }
        let category = try required("category")
        guard let kind = Rule.Category(rawValue: category.value) else {
            throw error(category.line, "'\(category.value)' is no category",
                        "use one of \(Rule.Category.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let onOff = try required("default")
        guard onOff.value == "on" || onOff.value == "off" else { throw error(onOff.line, "default is 'on' or 'off'", "write one of them") }
        let sure = try one("sure")
        guard sure == nil || sure?.value == "yes" || sure?.value == "no" else { throw error(sure!.line, "sure is 'yes' or 'no'", "write one of them") }
        let summary = try required("summary").value
        let implementedBy = try one("implemented-by")?.value
        let parser = TokenPatternParser(lexicon: lexicon)
        var patterns: [TokenPattern] = []
        for field in fields where field.key == "pattern" {
            do { patterns.append(try parser.parse(field.value)) } catch { throw RuleFileError(file: file, line: field.line, problem: "rule \(id): \(error.message)", fix: "see TokenPatternParser for the pattern syntax") }
        }
        if implementedBy == nil && patterns.isEmpty { throw error(line, "it has no 'pattern'", "add one, or 'implemented-by' for a rule in Swift") }
        if implementedBy != nil && !patterns.isEmpty { throw error(line, "it has patterns and 'implemented-by'", "keep one of them") }
        let markedCount = patterns.map { $0.elements.filter(\.isMarked).count }.min() ?? 0
        func template(_ field: (line: Int, key: String, value: String)) throws(RuleFileError) -> FixTemplate {
            // `""`: the fix takes the marked words out.
            do { return try FixTemplate(field.value == "\"\"" ? "" : field.value, markedCount: markedCount) } catch { throw RuleFileError(file: file, line: field.line, problem: "rule \(id): \(error.message)", fix: "refer to a marked element as $1, $2 …") }
        }
        let message = try one("message").map { field throws(RuleFileError) in try template((field.line, "message", field.value)) }
        if implementedBy == nil && message == nil { throw error(line, "it has no 'message'", "add one: what is wrong, said to the writer") }
        var fixes: [FixTemplate] = []
        for field in fields where field.key == "fix" { fixes.append(try template(field)) }
        let examples = fields.filter { $0.key == "fires" || $0.key == "passes" }.map { field -> RuleExample in
            let parts = field.value.components(separatedBy: " => ")
            return RuleExample(text: parts[0], fixed: field.key == "fires" && parts.count > 1 ? parts[1] : nil, fires: field.key == "fires", line: field.line)
        }
        guard examples.contains(where: \.fires) else { throw error(line, "it has no example that fires", "add a 'fires' sentence it must report") }
        guard examples.contains(where: { !$0.fires }) else { throw error(line, "it has no near miss", "add a 'passes' sentence it must leave alone") }
        let unless = Set((try one("unless")?.value ?? "").split(separator: "|").map { String($0) })
        let rule = Rule(id: Rule.ID(rawValue: id), summary: summary, isConfigurable: true, category: kind, isOnByDefault: onOff.value == "on",
                        hasSureFix: sure?.value == "yes", language: language)
        return PatternRule(rule: rule, patterns: patterns, unless: unless, message: message, fixes: fixes, examples: examples,
                           implementedBy: implementedBy, place: "\(file):\(line)")
    }
}
