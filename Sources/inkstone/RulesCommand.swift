import Foundation
import InkstoneProofing

/// `inkstone rules`: the grammar rules with their category and default, as the rule
/// files (`rules/<language>/*.rules`) define them; `--format markdown` is docs/rules.md.
struct RulesCommand {
    static let help = """
    inkstone rules — list the grammar rules

    USAGE
      inkstone rules [--language CODE] [--format text|json|markdown]
      inkstone rules --tag TEXT

    Each grammar rule: its id (what .inkstone.json's "rules", --level picky, SARIF and
    the LanguageTool API's enabledRules and disabledRules name), its language, its
    category (LanguageTool's, as 'inkstone serve' reports it), whether it is on by
    default (style and picky rules are off) and what it finds. The rules live in
    rules/<language>/*.rules, each with examples that must fire and near misses that
    must not, which the test suite runs.

    OPTIONS
      --language CODE   only the rules of one written language (en, fr)
      --format FORMAT   text (default): id, language, category, on/off, summary;
                        json: one object a line; markdown: docs/rules.md
      --tag TEXT        print TEXT's tokens as the rules read them: word/TAG=lemma
                        and the lexicon's @classes (for writing a rule's pattern)
    """

    let language: String?
    let format: String
    let tagged: String?

    static let options: [CommandOption] = [
        .valued("--format", choices: ["text", "json", "markdown"]), .valued("--language", completes: .names(RuleBook.languages)),
        .valued("--tag"),
    ]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "rules", arguments: arguments, options: Self.options, help: Self.help)
        format = try options.choice("--format", default: "text")
        language = options.values["--language"]
        tagged = options.values["--tag"]
        if let language, RuleBook.book(for: language) == nil {
            throw UsageError(message: "rules: no rules for language '\(language)'; there are rules for "
                + RuleBook.all.map(\.language).joined(separator: ", "))
        }
        if let extra = options.positional.first {
            throw UsageError(message: "rules: unexpected argument '\(extra)' (--tag 'TEXT' tags a text)")
        }
    }

    func run() -> ExitCode {
        if let tagged {
            Output.print(RuleCatalog.tagged(tagged), terminator: "")
            return .ok
        }
        switch format {
        case "markdown": Output.print(RuleCatalog.markdown(), terminator: "")
        case "json":
            for entry in RuleCatalog.entries(language: language) {
                let rule = entry.rule
                var object: [String: Any] = ["id": rule.id.rawValue, "language": rule.language ?? "", "category": rule.category.rawValue,
                                             "default": rule.isOnByDefault ? "on" : "off", "sureFix": rule.hasSureFix, "summary": rule.summary]
                if let example = entry.example {
                    object["example"] = example.text
                    if let fixed = example.fixed { object["fixed"] = fixed }
                }
                let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                Output.print(String(decoding: data, as: UTF8.self))
            }
        default: Output.print(RuleCatalog.text(language: language), terminator: "")
        }
        return .ok
    }
}
