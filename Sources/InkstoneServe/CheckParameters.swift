import Foundation
import InkstoneProofing

/// The fields of `POST /v2/check` as LanguageTool defines them, read and validated.
struct CheckParameters {
    let text: AnnotatedText
    /// `en-US`, `de`, … or `auto`.
    let language: String
    /// `preferredVariants`: which variant `auto` and a bare `en` mean (`en-GB`).
    let preferredVariants: [String]
    let enabledRules: Set<String>
    let disabledRules: Set<String>
    let enabledCategories: Set<String>
    let disabledCategories: Set<String>
    let enabledOnly: Bool
    /// `level=picky`: unknown words too, not only typos and grammar, and the rules off
    /// by default (style).
    let isPicky: Bool
    /// `inkstoneFormat`: the code or markup format the text is in (`markdown`), so its
    /// code is protected as `check --stdin --language` protects it; plain text otherwise.
    let format: String?

    init(fields: [String: String]) throws(APIError) {
        if let data = fields["data"] {
            guard fields["text"] == nil else { throw APIError(400, "give 'text' or 'data', not both") }
            text = try AnnotatedText(annotation: data)
        } else if let plain = fields["text"] {
            text = AnnotatedText(plain: plain)
        } else {
            throw APIError(400, "missing 'text' (or 'data'): the text to check, as in text=A+sentence.&language=en-US")
        }
        guard let language = fields["language"], !language.isEmpty else {
            throw APIError(400, "missing 'language': a code from /v2/languages (en-US) or 'auto'")
        }
        self.language = language
        preferredVariants = Self.list(fields["preferredVariants"])
        (enabledRules, disabledRules) = (Set(Self.list(fields["enabledRules"])), Set(Self.list(fields["disabledRules"])))
        (enabledCategories, disabledCategories) = (Set(Self.list(fields["enabledCategories"])), Set(Self.list(fields["disabledCategories"])))
        enabledOnly = fields["enabledOnly"] == "true"
        if enabledOnly && enabledRules.isEmpty && enabledCategories.isEmpty {
            throw APIError(400, "'enabledOnly=true' needs 'enabledRules' or 'enabledCategories': it turns every other rule off")
        }
        switch fields["level"] ?? "default" {
        case "default": isPicky = false
        case "picky": isPicky = true
        case let other: throw APIError(400, "'level' is 'default' or 'picky', not '\(other)'")
        }
        format = fields["inkstoneFormat"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Which of Inkstone's rules are on and off, as `.inkstone.json`'s `rules` says it:
    /// rule ids and categories (`TYPOS`, `GRAMMAR`, `CASING`, `STYLE` …) that the request
    /// names, and `level=picky`, which turns on the rules off by default (style). Names
    /// of rules Inkstone lacks (LanguageTool's own ids, which clients send) change
    /// nothing, as LanguageTool ignores ids it does not know.
    var rules: [String: Bool] {
        var rules: [String: Bool] = [:]
        for rule in Rule.all where rule.isConfigurable {
            let category = LanguageToolCategory(rule.category).id
            let enabled = enabledRules.contains(rule.id.rawValue) || enabledCategories.contains(category)
            let disabled = disabledRules.contains(rule.id.rawValue) || disabledCategories.contains(category)
            if disabled || enabledOnly && !enabled {
                rules[rule.id.rawValue] = false
            } else if !rule.isOnByDefault && (enabled || isPicky) {
                rules[rule.id.rawValue] = true
            }
        }
        return rules
    }

    private static func list(_ field: String?) -> [String] {
        (field ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
