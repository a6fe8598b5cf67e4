import Foundation
import InkstoneText

/// The grammar rules as `inkstone rules` lists them and `docs/rules.md` documents them,
/// both made from the rule files, so that neither can say other than the rules do.
public enum RuleCatalog {
    /// One rule as listed: what the registry knows and its first example.
    public struct Entry: Sendable {
        public let rule: Rule
        public let example: RuleExample?
    }

    /// Every grammar rule, by language then as the files order them.
    public static func entries(language: String? = nil) -> [Entry] {
        RuleBook.all.filter { language == nil || $0.language == language }.flatMap { book in
            book.entries.map { Entry(rule: $0.rule, example: $0.examples.first { $0.fires }) }
        }
    }

    /// A rule's first example that fires, to explain it (the language server's hover).
    public static func example(of id: Rule.ID) -> RuleExample? {
        for book in RuleBook.all {
            if let example = book.examples(of: id).first(where: \.fires) { return example }
        }
        return nil
    }

    /// `id  category  on|off  summary`, aligned, one rule a line.
    public static func text(language: String? = nil) -> String {
        let entries = entries(language: language)
        let idWidth = entries.map(\.rule.id.rawValue.count).max() ?? 0
        let categoryWidth = entries.map(\.rule.category.rawValue.count).max() ?? 0
        return entries.map { entry in
            let rule = entry.rule
            return [rule.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0),
                    (rule.language ?? "").padding(toLength: 2, withPad: " ", startingAt: 0),
                    rule.category.rawValue.padding(toLength: categoryWidth, withPad: " ", startingAt: 0),
                    rule.isOnByDefault ? "on " : "off", rule.summary].joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `docs/rules.md`.
    public static func markdown() -> String {
        var lines = [
            "# Grammar rules",
            "",
            "Generated from `rules/<language>/*.rules` by `inkstone rules --format markdown`; a test",
            "checks that it is up to date. Each rule's examples there are its tests.",
            "",
            "A rule that is *off* by default (style, picky) runs when `.inkstone.json` turns it on",
            "(`\"rules\": {\"passive-voice\": true}`), with `inkstone check --level picky`, or with",
            "LanguageTool's `level=picky`, `enabledRules` or `enabledCategories` through `inkstone serve`.",
            "Any rule can be turned off by its id. *Sure* fixes are those `inkstone fix --kinds grammar`",
            "makes without asking.",
            "",
            "A rule is a block of `key value` lines in a rule file: `rule ID`, `category`, `default on|off`,",
            "`summary`, `message`, one or more `pattern`s, `fix`es, `sure yes`, `unless`, and examples that",
            "must fire (`fires TEXT => FIXED`) and near misses that must not (`passes TEXT`). A pattern is a",
            "sequence of token tests — a word (`its`), exact text (`\"I\"`), a part of speech the tagger chose",
            "(`NN`, `VBZ`) or one the word can have (`~VB`), a class of `dictionaries/lexicon.tsv` (`@modal`)",
            "or a word of one of its `list.` classes (`@list.singular-in-s`),",
            "a lemma (`=go`) or a lemma of one of its `lemma.` classes (`=@takes-clause`), a case (`:title`),",
            "`CODE`, `^` and `$` — combined with `|`, `&`, `!` and `( )`,",
            "optional with `?`, and `[ ]` around what the finding covers; a fix refers to the marked tokens as",
            "`$1`, `$2`, or to a form of them (`$1:participle`, `$1:singular-verb`). `inkstone rules --tag TEXT`",
            "shows how the rules read a sentence. A new rule file is seen by the build after",
            "`touch Package.swift` (SwiftPM lists a plugin's inputs when the package changes).",
        ]
        for book in RuleBook.all {
            lines += ["", "## \(book.language)", ""]
            lines.append("| rule | category | default | sure fix | summary | example |")
            lines.append("| --- | --- | --- | --- | --- | --- |")
            for entry in entries(language: book.language) {
                let rule = entry.rule
                // Examples and quoted mistakes in code spans: the page names the mistakes
                // it documents, and a check of the docs must not report them.
                let example = entry.example.map { example in
                    "`\(escaped(example.text))`" + (example.fixed.map { " → `\(escaped($0))`" } ?? "")
                } ?? ""
                lines.append("| `\(rule.id)` | \(rule.category.rawValue) | \(rule.isOnByDefault ? "on" : "off") | "
                    + "\(rule.hasSureFix ? "yes" : "no") | \(quotesAsCode(escaped(rule.summary))) | \(example) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'he go'`, `« s'il »` → `` `he go` ``, `` `s'il` ``.
    private static func quotesAsCode(_ text: String) -> String {
        text.replacingOccurrences(of: #"(^|[\s(])'([^']+)'"#, with: "$1`$2`", options: .regularExpression)
            .replacingOccurrences(of: #"«\s*([^»]+?)\s*»"#, with: "`$1`", options: .regularExpression)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension RuleCatalog {
    /// Each token of `text` as the pattern rules read it: `word/TAG` (`went/VBD=go`,
    /// `@class` for the lexicon's classes), code as `CODE`, for a rule's writer to see
    /// what a pattern meets.
    public static func tagged(_ text: String) -> String {
        let document = TextDocument(text)
        let sentences = GrammarTokenizer(document: document).sentences(in: [document.fullRange])
        return sentences.map { sentence in
            var tokens = sentence
            Tagger.english.tag(&tokens)
            return tokens.map { token in
                switch token.kind {
                case .code: return "\(token.text)/CODE"
                case .word:
                    let lemma = token.lemma.map { $0 == token.lower ? "" : "=\($0)" } ?? ""
                    let classes = token.classes.isEmpty ? "" : "@" + token.classes.joined(separator: "@")
                    return "\(token.text)/\(token.tag?.rawValue ?? "?")\(lemma)\(classes)"
                default: return token.text
                }
            }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }
}
